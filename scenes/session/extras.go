package session

import (
	"fmt"
	"slices"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
)

// History is the decisions applied since the deal, and whether they are
// known (a game saved before moves were kept has none).
func (s *Session) History() ([]game.Move, bool) { return s.moves, s.known }

// Seed is the seed the bots' decisions are drawn from (the deal's seed).
func (s *Session) Seed() uint64 { return s.seed }

// Why undo is not possible now.
type Why uint8

const (
	UndoOK      Why = iota
	UndoNone        // the person has made no decision yet
	UndoOver        // the game is over
	UndoUnknown     // the moves of this game are not known (an older save)
	UndoDecided     // Seat has made a decision since (from cards the person cannot see)
	UndoLearned     // Seat has learned something since (a draw, a look, a card shown, a random step)
)

// Undoable says whether the person can take back their last decision now,
// and if not why, with the seat the reason is about. The rule: back to the
// person's last decision, when no other seat has made a free decision since
// (one with a choice: it may have been made from hidden cards) and the
// moves since revealed nothing to anyone (game.Learner). It is worked out
// once per move.
func (s *Session) Undoable() (Why, int) {
	if !s.undo.valid || s.undo.at != len(s.moves) || s.undo.known != s.known || s.undo.human != s.Human {
		why, seat, k, before := s.checkUndo()
		s.undo = undoCache{valid: true, at: len(s.moves), known: s.known, human: s.Human, why: why, seat: seat, k: k, before: before}
	}
	return s.undo.why, s.undo.seat
}

type undoCache struct {
	valid  bool
	at     int
	known  bool
	human  int
	why    Why
	seat   int
	k      int
	before game.Game
}

func (s *Session) checkUndo() (Why, int, int, game.Game) {
	switch {
	case s.Game.Over():
		return UndoOver, -1, 0, nil
	case !s.known:
		return UndoUnknown, -1, 0, nil
	}
	k := -1
	for i, m := range slices.Backward(s.moves) {
		if m.Seat == s.Human {
			k = i
			break
		}
	}
	if k < 0 {
		return UndoNone, -1, 0, nil
	}
	before, err := game.Replay(s.Game.Name(), s.Config, s.moves[:k])
	if err != nil {
		return UndoUnknown, -1, 0, nil
	}
	g := before.Clone()
	for _, m := range s.moves[k:] {
		if m.Seat != s.Human && len(g.Legal(m.Seat)) > 1 {
			return UndoDecided, m.Seat, 0, nil
		}
		if _, err := g.Apply(m.Seat, m.Action); err != nil {
			return UndoUnknown, -1, 0, nil
		}
	}
	seat, err := game.Learner(before, s.moves[k:], s.seed^uint64(len(s.moves)), s.Human)
	switch {
	case err != nil:
		return UndoUnknown, -1, 0, nil
	case seat >= 0:
		return UndoLearned, seat, 0, nil
	}
	return UndoOK, -1, k, before
}

// Undo takes back the person's last decision and every forced move after
// it; the table is then as it was when the person decided.
func (s *Session) Undo() error {
	if why, _ := s.Undoable(); why != UndoOK {
		return fmt.Errorf("session: undo is not possible now")
	}
	k := s.undo.k
	s.Game = s.undo.before
	s.steps -= len(s.moves) - k
	s.moves = s.moves[:k:k]
	s.undo = undoCache{}
	s.feed, s.thinking, s.decided = nil, nil, false
	s.wait = BotPause * s.Speed.Factor()
	return nil
}

// HintBot is the bot a hint asks.
const HintBot = "clever"

// Hint is what the Clever bot would do in the person's place (Suggest), and
// asking marks the game assisted: it then counts apart in the statistics.
func (s *Session) Hint() (a game.Action, key string, args []any, err error) {
	a, key, args, err = s.Suggest()
	if err == nil {
		s.Assisted = true
	}
	return a, key, args, err
}

// Suggest is what the Clever bot would do in the person's place, decided on
// the person's own observation (it cannot see more than the person does),
// and its one-line reason when the bot gives one (a catalog key and
// arguments). It marks nothing: the guided first round suggests every move
// without the person asking, and that game counts as their own.
func (s *Session) Suggest() (a game.Action, key string, args []any, err error) {
	if !s.HumanToMove() {
		return a, "", nil, fmt.Errorf("session: it is not your decision now")
	}
	b, err := catalog.NewBot(s.Game.Name(), HintBot, s.seed^uint64(s.steps)<<8^0x4849)
	if err != nil {
		return a, "", nil, err
	}
	obs := s.Observation()
	a = bot.Finish(bot.Think(b, obs, s.Budget))
	key, args = reason(b, obs, a)
	return a, key, args, nil
}

// Reason is why action a is good in the person's place now, in the hint
// bot's one line (a catalog key and arguments; "" when it gives none),
// read from the person's own observation: the review says why its better
// choice was better in the words a hint uses.
func (s *Session) Reason(a game.Action) (key string, args []any) {
	b, err := catalog.NewBot(s.Game.Name(), HintBot, s.seed^uint64(s.steps)<<8^0x4849)
	if err != nil {
		return "", nil
	}
	return reason(b, s.Observation(), a)
}

// reason is b's one line for a, when b gives reasons.
func reason(b bot.Bot, obs game.Observation, a game.Action) (string, []any) {
	if r, ok := b.(bot.Reasoner); ok {
		return r.Reason(obs, a)
	}
	return "", nil
}

// Replay is a session for watching a finished game again: the same table
// dealt afresh, its moves to be stepped through (Step, Rewind); its bots
// never act.
func (s *Session) Replay() (*Session, []game.Move, error) {
	if !s.known {
		return nil, nil, fmt.Errorf("session: the moves of this game are not known")
	}
	r, err := New(s.Game.Name(), s.Config, s.Seats)
	if err != nil {
		return nil, nil, err
	}
	r.Human, r.Daily, r.Assisted = s.Human, s.Daily, s.Assisted
	for i := range r.bots {
		r.bots[i] = false // a replay's seats only repeat what was done
	}
	return r, append([]game.Move(nil), s.moves...), nil
}

// Story is the game so far as the person saw it, dealt again from its
// config and moves: every event redacted for the person (whole for a shared
// device, as Drain gives them), and where each move's events begin (starts[i]
// is the index in evs of move i's first event). A table writes its log again
// from it when the language changes, so no line stays in the old one.
func (s *Session) Story() (evs []game.Event, starts []int, err error) {
	starts = make([]int, 0, len(s.moves))
	err = s.Tell(false, func(move int, _ game.Game, ev []game.Event) {
		if move >= 0 {
			starts = append(starts, len(evs))
		}
		evs = append(evs, ev...)
	})
	if err != nil {
		return nil, nil, err
	}
	return evs, starts, nil
}

// Tell deals the game again from its config and moves, as Story does, and
// hands tell each move's events as the person saw them (whole when open: a
// replay with every card face up) with the game as it stood once they
// were all applied: the opening's events first (move -1,
// the game as dealt), then move 0's and so on. A table puts each event in
// words with the game as it was then: the game as it stands now had ended
// every round (Love Letter's "Round 1 is over" is left out once the game is
// over, its summary telling the end).
func (s *Session) Tell(open bool, tell func(move int, now game.Game, evs []game.Event)) error {
	if !s.known {
		return fmt.Errorf("session: the moves of this game are not known")
	}
	g, err := catalog.NewGame(s.Game.Name(), s.Config)
	if err != nil {
		return err
	}
	seen := func(ev []game.Event) []game.Event {
		if s.Several() || open {
			return ev
		}
		out := make([]game.Event, len(ev))
		for i, e := range ev {
			out[i] = e.Redact(max(s.Human, game.Spectator))
		}
		return out
	}
	if op, ok := g.(game.Opener); ok {
		tell(-1, g, seen(op.Opening()))
	}
	for i, m := range s.moves {
		ev, err := g.Apply(m.Seat, m.Action)
		if err != nil {
			return fmt.Errorf("session: move %d of the story: %w", i+1, err)
		}
		tell(i, g, seen(ev))
	}
	return nil
}

// Step applies a recorded move: its events go to the feed as the person saw
// them, or whole (every card face up) when open.
func (s *Session) Step(m game.Move, open bool) error {
	ev, err := s.Game.Apply(m.Seat, m.Action)
	if err != nil {
		return err
	}
	s.steps++
	s.moves = append(s.moves, m)
	for _, e := range ev {
		if !open {
			e = e.Redact(max(s.Human, game.Spectator))
		}
		s.feed = append(s.feed, e)
	}
	return nil
}

// Rewind rebuilds the game after its first n moves, without events.
func (s *Session) Rewind(n int) error {
	if n < 0 || n > len(s.moves) {
		return fmt.Errorf("session: rewind to %d of %d moves", n, len(s.moves))
	}
	return s.Rebuild(s.moves[:n])
}

// Rebuild sets the game to where moves lead from the deal, with no events:
// a replay jumps to any of its moves this way, ahead as well as back.
func (s *Session) Rebuild(moves []game.Move) error {
	g, err := game.Replay(s.Game.Name(), s.Config, moves)
	if err != nil {
		return err
	}
	s.Game, s.moves, s.steps, s.feed = g, slices.Clip(slices.Clone(moves)), len(moves), nil
	return nil
}

// Several reports whether several people share the device (pass and play).
// Drain then returns every event whole: whoever shows them redacts each for
// the person holding the device (game.Event.Redact), never more.
func (s *Session) Several() bool { return s.people&(s.people-1) != 0 }

// BotLevel is the level of the table's bots (its first bot seat's: a table
// is set up with one level), "" with none.
func (s *Session) BotLevel() string {
	for _, seat := range s.Seats {
		if seat.Bot != "" {
			return seat.Bot
		}
	}
	return ""
}

// People are the seats played by people, in seat order.
func (s *Session) People() []int {
	var out []int
	for i := range s.Seats {
		if s.people.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// NextPerson is the person the table waits for: the one holding the device
// if they owe a decision, else the first other person who does, else -1.
func (s *Session) NextPerson() int {
	if s.Game.Over() {
		return -1
	}
	pending := s.Game.Pending()
	if slices.Contains(pending, s.Human) {
		return s.Human
	}
	for _, p := range pending {
		if s.people.Has(p) {
			return p
		}
	}
	return -1
}

// Pass gives the device to person p: from now on the session acts and
// observes as p.
func (s *Session) Pass(p int) error {
	if !s.people.Has(p) {
		return fmt.Errorf("session: seat %d is not a person's", p)
	}
	s.Human = p
	return nil
}

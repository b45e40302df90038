package loveletter

import (
	"encoding/json"
	"fmt"
	"slices"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "loveletter"

// Action kinds.
const (
	// KindPlay plays a card: Args[0] card, Args[1] target seat or -1, Args[2] the Guard's guess or -1.
	KindPlay uint8 = 1
	// KindKeep ends a Chancellor: Args[0] the card kept, Args[1] and Args[2] the cards
	// returned, Args[2] going to the very bottom (-1 when only one is returned).
	KindKeep uint8 = 2
)

// Phases of a turn.
const (
	PhasePlay = "play" // the current seat holds two cards and plays one
	PhaseKeep = "keep" // the current seat resolves a Chancellor
	PhaseOver = "over" // the game has ended
)

// Event types, in the order they can occur.
var (
	EvRoundStart  = game.DefineEvent("round_start")  // Seat starts round Value
	EvSetAside    = game.DefineEvent("set_aside")    // a face-down card is put aside; nobody sees it
	EvSetAsideUp  = game.DefineEvent("set_aside_up") // 2 players: Card is put aside face up
	EvDeal        = game.DefineEvent("deal")         // Seat is dealt Secret[0]
	EvDraw        = game.DefineEvent("draw")         // Seat draws Secret[0] (Value 1: it was the set-aside card)
	EvPlay        = game.DefineEvent("play")         // Seat plays Card at Target (or -1), naming Value (Guard) or -1
	EvNoEffect    = game.DefineEvent("no_effect")    // Seat's Card had nothing to act on
	EvGuardMiss   = game.DefineEvent("guard_miss")   // Target does not hold Value
	EvGuardHit    = game.DefineEvent("guard_hit")    // Target holds Value
	EvPriestLook  = game.DefineEvent("priest_look")  // Seat sees Target's Secret[0]
	EvBaron       = game.DefineEvent("baron")        // Seat and Target compare Secret[0] vs Secret[1]; Value is the loser or -1
	EvProtected   = game.DefineEvent("protected")    // Seat is protected until its next turn
	EvDiscard     = game.DefineEvent("discard")      // Seat discards Card without effect (Prince)
	EvChancellor  = game.DefineEvent("chancellor")   // Seat draws Secret (Value cards)
	EvReturn      = game.DefineEvent("return")       // Seat puts Value cards on the bottom, Secret top to bottom
	EvTrade       = game.DefineEvent("trade")        // Seat gives Secret[0] to Target and takes Secret[1]
	EvOut         = game.DefineEvent("out")          // Seat is out of the round, discarding Card (or -1)
	EvReveal      = game.DefineEvent("reveal")       // at the round's end Seat shows Card
	EvRoundWin    = game.DefineEvent("round_win")    // Seat wins the round; Value is its tokens now
	EvSpyBonus    = game.DefineEvent("spy_bonus")    // Seat is the only one left with a Spy; Value is its tokens now
	EvRoundEnd    = game.DefineEvent("round_end")    // round Value is over
	EvGameWin     = game.DefineEvent("game_win")     // Seat wins the game with Value tokens
	EvUnprotected = game.DefineEvent("unprotected")  // Seat's Handmaid protection ends (its turn begins)
)

// Game is a Love Letter game. Its fields are exported only for JSON; use the methods.
type Game struct {
	Variant   Variant      `json:"variant"`
	NPlayers  int          `json:"players"`
	Target    int          `json:"target"`
	RNG       game.RNG     `json:"rng"`
	Round     int          `json:"round"`
	Tokens    []int        `json:"tokens"`
	Awarded   int          `json:"awarded"` // tokens handed out so far, for the accounting invariant
	Deck      []Card       `json:"deck"`    // index 0 is the top
	SetAside  Card         `json:"set_aside"`
	FaceUp    []Card       `json:"face_up"`
	Hands     [][]Card     `json:"hands"`
	Discards  [][]Card     `json:"discards"`
	Out       []bool       `json:"out"`
	Protected []bool       `json:"protected"`
	Turn      int          `json:"turn"`
	Phase     string       `json:"phase"`
	Winners   []int        `json:"winners,omitempty"`
	Log       []game.Event `json:"log"` // this round's events, unredacted

	opening []game.Event // the first deal's events; not saved
	mark    int          // where the current Apply's events start in Log
	carry   []game.Event // the current Apply's events from a round that has ended
}

// New deals the first round. Options: none; cfg.Variant is "2019" (default) or "classic".
func New(cfg game.Config) (*Game, error) {
	v := Variant(cfg.Variant)
	if v == "" {
		v = Edition2019
	}
	if v != Edition2019 && v != Classic {
		return nil, fmt.Errorf("loveletter: unknown variant %q (variants: 2019, classic)", cfg.Variant)
	}
	lo, hi := PlayerRange(v)
	if cfg.Players < lo || cfg.Players > hi {
		return nil, fmt.Errorf("loveletter: the %s deck is for %d–%d players, not %d", v, lo, hi, cfg.Players)
	}
	for k := range cfg.Options {
		return nil, fmt.Errorf("loveletter: unknown option %q", k)
	}
	n := cfg.Players
	g := &Game{
		Variant:   v,
		NPlayers:  n,
		Target:    TokensToWin(n),
		Tokens:    make([]int, n),
		Hands:     make([][]Card, n),
		Discards:  make([][]Card, n),
		Out:       make([]bool, n),
		Protected: make([]bool, n),
	}
	for s := range n {
		// Empty, not nil, so that a save and its clone's save are the same bytes.
		g.Hands[s], g.Discards[s] = []Card{}, []Card{}
	}
	g.RNG.Seed(cfg.Seed)
	// The rulebook starts with whoever was last on a date; a seeded pick is our equivalent.
	g.opening = g.startRound(g.RNG.Intn(n))
	return g, nil
}

// emit records an event in the round's log. Apply returns a window of that log,
// so recording allocates nothing per event; out is threaded through for
// readability and stays nil.
func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return out
}

// collect returns the events recorded since mark: a clipped window of the log
// (events are values and the log only grows, so the window never changes), or,
// if a new round began meanwhile, the old round's tail followed by the new log.
func (g *Game) collect() []game.Event {
	if g.carry == nil {
		return slices.Clip(g.Log[g.mark:])
	}
	out := append(g.carry, g.Log...)
	g.carry = nil
	return out
}

func ev(typ game.EventType, seat, target int, card Card, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: int(card), Value: value}
}

func secret(e game.Event, seen game.Seats, cards ...Card) game.Event {
	for _, c := range cards {
		e.Secret.Append(int(c))
	}
	e.SeenBy = seen
	return e
}

// startRound shuffles, sets aside, deals, and gives the starter their first draw.
func (g *Game) startRound(starter int) []game.Event {
	deck := make([]Card, 0, 21)
	for c, k := range DeckCounts(g.Variant) {
		for range k {
			deck = append(deck, Card(c))
		}
	}
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return g.startRoundWith(starter, deck)
}

// startRoundWith deals a round from deck, top first.
func (g *Game) startRoundWith(starter int, deck []Card) []game.Event {
	if g.mark < len(g.Log) {
		g.carry = append(g.carry, g.Log[g.mark:]...)
	}
	g.mark = 0
	g.Round++
	g.Log = make([]game.Event, 0, 48)
	g.Deck = deck
	var out []game.Event
	out = g.emit(out, ev(EvRoundStart, starter, -1, NoCard, g.Round))
	g.SetAside = g.pop()
	out = g.emit(out, secret(ev(EvSetAside, -1, -1, NoCard, -1), 0, g.SetAside))
	g.FaceUp = g.FaceUp[:0]
	if g.NPlayers == 2 {
		for range 3 {
			c := g.pop()
			g.FaceUp = append(g.FaceUp, c)
			out = g.emit(out, ev(EvSetAsideUp, -1, -1, c, -1))
		}
	}
	for s := range g.NPlayers {
		g.Hands[s] = g.Hands[s][:0]
		g.Discards[s] = g.Discards[s][:0]
		g.Out[s] = false
		g.Protected[s] = false
	}
	for i := range g.NPlayers {
		s := (starter + i) % g.NPlayers
		c := g.pop()
		g.Hands[s] = append(g.Hands[s], c)
		out = g.emit(out, secret(ev(EvDeal, s, -1, NoCard, -1), game.SeatsOf(s), c))
	}
	g.Turn = starter
	g.beginTurn(out)
	return slices.Clip(g.Log)
}

func (g *Game) pop() Card {
	c := g.Deck[0]
	g.Deck = g.Deck[1:]
	return c
}

// beginTurn ends the current seat's protection and draws its card.
func (g *Game) beginTurn(out []game.Event) []game.Event {
	s := g.Turn
	if g.Protected[s] {
		g.Protected[s] = false
		out = g.emit(out, ev(EvUnprotected, s, -1, NoCard, -1))
	}
	c := g.pop()
	g.Hands[s] = append(g.Hands[s], c)
	g.Phase = PhasePlay
	return g.emit(out, secret(ev(EvDraw, s, -1, NoCard, 0), game.SeatsOf(s), c))
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game: Love Letter is strictly one seat at a time.
func (g *Game) Pending() []int {
	if g.Over() {
		return nil
	}
	return []int{g.Turn}
}

// Result implements game.Game.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Tokens), Rounds: g.Round}
}

// inRound counts the seats not out.
func (g *Game) inRound() int {
	n := 0
	for _, o := range g.Out {
		if !o {
			n++
		}
	}
	return n
}

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action { return g.AppendLegal(nil, seat) }

// AppendLegal appends seat's legal actions to buf; simulations reuse buf to avoid allocation.
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if g.Over() || seat != g.Turn {
		return buf
	}
	hand := g.Hands[seat]
	if g.Phase == PhaseKeep {
		return appendKeeps(buf, hand)
	}
	mustCountess := slices.Contains(hand, Countess) && (slices.Contains(hand, King) || slices.Contains(hand, Prince))
	for i, c := range hand {
		if i > 0 && hand[0] == c {
			continue // the same card twice is one choice
		}
		if mustCountess && c != Countess {
			continue
		}
		buf = g.appendPlays(buf, seat, c)
	}
	return buf
}

func (g *Game) targetable(seat, target int) bool {
	return target != seat && !g.Out[target] && !g.Protected[target]
}

func (g *Game) appendPlays(buf []game.Action, seat int, c Card) []game.Action {
	switch c {
	case Guard, Priest, Baron, King:
		any := false
		for t := range g.NPlayers {
			if !g.targetable(seat, t) {
				continue
			}
			any = true
			if c != Guard {
				buf = append(buf, game.NewAction(KindPlay, int(c), t))
				continue
			}
			counts := DeckCounts(g.Variant)
			for guess := range numCards {
				if guess != Guard && counts[guess] > 0 {
					buf = append(buf, game.NewAction(KindPlay, int(c), t, int(guess)))
				}
			}
		}
		if !any {
			buf = append(buf, game.NewAction(KindPlay, int(c)))
		}
	case Prince:
		for t := range g.NPlayers {
			if t == seat || g.targetable(seat, t) {
				buf = append(buf, game.NewAction(KindPlay, int(c), t))
			}
		}
	default:
		buf = append(buf, game.NewAction(KindPlay, int(c)))
	}
	return buf
}

// appendKeeps lists every way to keep one card and return the rest in order.
func appendKeeps(buf []game.Action, hand []Card) []game.Action {
	start := len(buf)
	for k := range hand {
		rest := make([]Card, 0, 2)
		for i, c := range hand {
			if i != k {
				rest = append(rest, c)
			}
		}
		var a game.Action
		if len(rest) == 1 {
			a = game.NewAction(KindKeep, int(hand[k]), int(rest[0]))
			buf = appendUnique(buf, start, a)
			continue
		}
		buf = appendUnique(buf, start, game.NewAction(KindKeep, int(hand[k]), int(rest[0]), int(rest[1])))
		buf = appendUnique(buf, start, game.NewAction(KindKeep, int(hand[k]), int(rest[1]), int(rest[0])))
	}
	return buf
}

func appendUnique(buf []game.Action, from int, a game.Action) []game.Action {
	if slices.Contains(buf[from:], a) {
		return buf
	}
	return append(buf, a)
}

// Apply implements game.Game.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	return g.apply(seat, a), nil
}

// ApplyLegal applies an action the caller took from Legal, skipping the check.
// It exists for simulations that generate their own legal lists; anything else uses Apply.
func (g *Game) ApplyLegal(seat int, a game.Action) []game.Event { return g.apply(seat, a) }

func (g *Game) apply(seat int, a game.Action) []game.Event {
	g.mark, g.carry = len(g.Log), nil
	g.resolve(seat, a)
	return g.collect()
}

func (g *Game) resolve(seat int, a game.Action) []game.Event {
	var out []game.Event
	if a.Kind == KindKeep {
		out = g.keep(seat, a, out)
		return g.endTurn(out)
	}
	c, target, guess := Card(a.Args[0]), int(a.Args[1]), Card(a.Args[2])
	g.removeFromHand(seat, c)
	g.Discards[seat] = append(g.Discards[seat], c)
	out = g.emit(out, ev(EvPlay, seat, target, c, int(guess)))
	if (c == Guard || c == Priest || c == Baron || c == King) && target < 0 {
		out = g.emit(out, ev(EvNoEffect, seat, -1, c, -1))
		return g.endTurn(out)
	}
	switch c {
	case Guard:
		if g.Hands[target][0] == guess {
			out = g.emit(out, ev(EvGuardHit, seat, target, NoCard, int(guess)))
			out = g.knockOut(target, out)
		} else {
			out = g.emit(out, ev(EvGuardMiss, seat, target, NoCard, int(guess)))
		}
	case Priest:
		out = g.emit(out, secret(ev(EvPriestLook, seat, target, NoCard, -1), game.SeatsOf(seat), g.Hands[target][0]))
	case Baron:
		mine, theirs := g.Hands[seat][0], g.Hands[target][0]
		loser := -1
		if mine < theirs {
			loser = seat
		} else if theirs < mine {
			loser = target
		}
		out = g.emit(out, secret(ev(EvBaron, seat, target, NoCard, loser), game.SeatsOf(seat, target), mine, theirs))
		if loser >= 0 {
			out = g.knockOut(loser, out)
		}
	case Handmaid:
		g.Protected[seat] = true
		out = g.emit(out, ev(EvProtected, seat, -1, NoCard, -1))
	case Prince:
		d := g.Hands[target][0]
		g.Hands[target] = g.Hands[target][:0]
		g.Discards[target] = append(g.Discards[target], d)
		out = g.emit(out, ev(EvDiscard, target, -1, d, -1))
		if d == Princess {
			out = g.knockOut(target, out)
			break
		}
		if len(g.Deck) > 0 {
			nc := g.pop()
			g.Hands[target] = append(g.Hands[target], nc)
			out = g.emit(out, secret(ev(EvDraw, target, -1, NoCard, 0), game.SeatsOf(target), nc))
		} else {
			nc := g.SetAside
			g.SetAside = NoCard
			g.Hands[target] = append(g.Hands[target], nc)
			out = g.emit(out, secret(ev(EvDraw, target, -1, NoCard, 1), game.SeatsOf(target), nc))
		}
	case Chancellor:
		k := min(2, len(g.Deck))
		if k == 0 {
			out = g.emit(out, ev(EvNoEffect, seat, -1, c, -1))
			break
		}
		drawn := make([]Card, k)
		for i := range drawn {
			drawn[i] = g.pop()
		}
		g.Hands[seat] = append(g.Hands[seat], drawn...)
		out = g.emit(out, secret(ev(EvChancellor, seat, -1, NoCard, k), game.SeatsOf(seat), drawn...))
		g.Phase = PhaseKeep
		return out // the same seat now chooses what to keep
	case King:
		mine, theirs := g.Hands[seat][0], g.Hands[target][0]
		g.Hands[seat][0], g.Hands[target][0] = theirs, mine
		out = g.emit(out, secret(ev(EvTrade, seat, target, NoCard, -1), game.SeatsOf(seat, target), mine, theirs))
	case Princess:
		out = g.knockOut(seat, out)
	}
	return g.endTurn(out)
}

func (g *Game) keep(seat int, a game.Action, out []game.Event) []game.Event {
	kept := Card(a.Args[0])
	returned := make([]Card, 0, 2)
	for _, c := range a.Args[1:3] {
		if c >= 0 {
			returned = append(returned, Card(c))
		}
	}
	g.Hands[seat] = append(g.Hands[seat][:0], kept)
	g.Deck = append(g.Deck, returned...)
	g.Phase = PhasePlay
	return g.emit(out, secret(ev(EvReturn, seat, -1, NoCard, len(returned)), game.SeatsOf(seat), returned...))
}

func (g *Game) removeFromHand(seat int, c Card) {
	h := g.Hands[seat]
	i := slices.Index(h, c)
	g.Hands[seat] = slices.Delete(h, i, i+1)
}

// knockOut puts seat out of the round; its hand is discarded face up.
func (g *Game) knockOut(seat int, out []game.Event) []game.Event {
	g.Out[seat] = true
	g.Protected[seat] = false
	shown := NoCard
	if len(g.Hands[seat]) > 0 {
		shown = g.Hands[seat][0]
		g.Discards[seat] = append(g.Discards[seat], g.Hands[seat]...)
		g.Hands[seat] = g.Hands[seat][:0]
	}
	return g.emit(out, ev(EvOut, seat, -1, shown, -1))
}

// endTurn ends the round if it is over, or passes the turn clockwise.
func (g *Game) endTurn(out []game.Event) []game.Event {
	if g.inRound() == 1 {
		for s := range g.NPlayers {
			if !g.Out[s] {
				return g.endRound([]int{s}, out)
			}
		}
	}
	if len(g.Deck) == 0 {
		best := NoCard
		for s := range g.NPlayers {
			if !g.Out[s] {
				out = g.emit(out, ev(EvReveal, s, -1, g.Hands[s][0], -1))
				best = max(best, g.Hands[s][0])
			}
		}
		var winners []int
		for s := range g.NPlayers {
			if !g.Out[s] && g.Hands[s][0] == best {
				winners = append(winners, s)
			}
		}
		return g.endRound(winners, out)
	}
	next := g.Turn
	for {
		next = (next + 1) % g.NPlayers
		if !g.Out[next] {
			break
		}
	}
	g.Turn = next
	return g.beginTurn(out)
}

func (g *Game) endRound(winners []int, out []game.Event) []game.Event {
	for _, w := range winners {
		g.Tokens[w]++
		g.Awarded++
		out = g.emit(out, ev(EvRoundWin, w, -1, NoCard, g.Tokens[w]))
	}
	spies := -1
	for s := range g.NPlayers {
		if !g.Out[s] && slices.Contains(g.Discards[s], Spy) {
			if spies == -1 {
				spies = s
			} else {
				spies = -2
			}
		}
	}
	if spies >= 0 {
		g.Tokens[spies]++
		g.Awarded++
		out = g.emit(out, ev(EvSpyBonus, spies, -1, NoCard, g.Tokens[spies]))
	}
	out = g.emit(out, ev(EvRoundEnd, -1, -1, NoCard, g.Round))
	for s, t := range g.Tokens {
		if t >= g.Target {
			g.Winners = append(g.Winners, s)
		}
	}
	if len(g.Winners) > 0 {
		g.Phase = PhaseOver
		for _, w := range g.Winners {
			out = g.emit(out, ev(EvGameWin, w, -1, NoCard, g.Tokens[w]))
		}
		return out
	}
	// A tied round is started by one of its winners, picked at random.
	starter := winners[0]
	if len(winners) > 1 {
		starter = winners[g.RNG.Intn(len(winners))]
	}
	g.startRound(starter)
	return out
}

// Explain implements game.Explainer.
func (g *Game) Explain(seat int, a game.Action) string { return g.whyIllegal(seat, a) }

// whyIllegal explains, in the rulebook's terms, why a well-formed but illegal action is refused.
func (g *Game) whyIllegal(seat int, a game.Action) string {
	hand := g.Hands[seat]
	c := Card(a.Args[0])
	if g.Phase == PhaseKeep {
		if a.Kind != KindKeep {
			return "finish the Chancellor first: keep one card and return the others"
		}
		return fmt.Sprintf("keep one of your cards %v and return all the others to the bottom of the deck", hand)
	}
	if a.Kind != KindPlay {
		return "you can only keep cards after playing a Chancellor"
	}
	if !slices.Contains(hand, c) {
		return fmt.Sprintf("you do not hold the %s (your hand: %v)", c, hand)
	}
	if c != Countess && slices.Contains(hand, Countess) && (slices.Contains(hand, King) || slices.Contains(hand, Prince)) {
		return "the Countess must be played when you also hold the King or a Prince"
	}
	t := int(a.Args[1])
	if t >= g.NPlayers {
		return fmt.Sprintf("there is no seat %d", t)
	}
	switch c {
	case Guard, Priest, Baron, King, Prince:
		if t < 0 {
			if c == Prince {
				return "the Prince needs a target (yourself if everyone else is protected)"
			}
			return fmt.Sprintf("the %s needs a target while another player can be chosen", c)
		}
		switch {
		case g.Out[t]:
			return fmt.Sprintf("seat %d is out of the round", t)
		case t == seat && c != Prince:
			return fmt.Sprintf("the %s must target another player", c)
		case g.Protected[t] && t != seat:
			return fmt.Sprintf("seat %d is protected by the Handmaid", t)
		}
		if c == Guard {
			guess := Card(a.Args[2])
			switch {
			case guess == Guard:
				return "a Guard may not name the Guard"
			case !guess.Valid() || DeckCounts(g.Variant)[guess] == 0:
				return fmt.Sprintf("the Guard must name a character of the %s deck", g.Variant)
			}
		} else if a.Args[2] >= 0 {
			return fmt.Sprintf("only the Guard names a card")
		}
	default:
		if t >= 0 || a.Args[2] >= 0 {
			return fmt.Sprintf("the %s takes no target", c)
		}
	}
	return "that is not a legal play now"
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Tokens = slices.Clone(g.Tokens)
	c.Deck = slices.Clone(g.Deck)
	c.FaceUp = slices.Clone(g.FaceUp)
	c.Hands = cloneNested(g.Hands)
	c.Discards = cloneNested(g.Discards)
	c.Out = slices.Clone(g.Out)
	c.Protected = slices.Clone(g.Protected)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	return &c
}

func cloneNested(s [][]Card) [][]Card {
	out := make([][]Card, len(s))
	for i, x := range s {
		out[i] = append(make([]Card, 0, 3), x...)
	}
	return out
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

func init() {
	game.Register(game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   2,
		MaxPlayers:   6,
		Variants:     []game.Variant{{Name: string(Edition2019)}, {Name: string(Classic), MaxPlayers: 4}},
		Bots:         []string{"clever", "beginner", "expert", "random"},
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
	})
}

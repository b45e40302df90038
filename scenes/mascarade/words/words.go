// Package words puts Mascarade's events in the person's words: the log's
// lines, the captions and the final summary. It holds no Ebitengine, so the
// describing is tested natively (words_test.go plays whole games and checks
// every line's players against its event's); the table (scenes/mascarade)
// hands it the kit's Words through flow.Teller.
package words

import (
	"cmp"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/flow"
)

// MaskName is a mask's name in the person's language, as the rulebooks name it.
func MaskName(m mg.Mask) string {
	if !m.Valid() {
		return "?"
	}
	return i18n.T("mascarade.mask." + m.String())
}

// Describer puts events in words as they arrive, ahead of the table's
// view. What a line says can depend on earlier events of the turn (who
// announced, whether anyone contested, the mask the Guru's target named),
// so it follows the turn event by event: once for each person, since with
// several people at one device (pass and play) the kit describes every
// event for each of them in turn, and a shared count would move on once
// per person.
type Describer struct {
	base   turn          // the turn as the last Reset found it
	people map[int]*turn // each person's, from base on
}

// turn is what has been described of the game and its turn so far.
type turn struct {
	players   int
	at        []int   // each player's place
	announcer int     // who announced this turn, or -1
	ann       mg.Mask // the mask announced this turn, or NoMask
	named     mg.Mask // the mask the Guru's target named, or NoMask
	asked     int     // answers given to the announcement
	contested bool
	wins      int // win events described
	cheat     bool
}

// New is a describer; Reset must set it from the table before its first
// event.
func New() *Describer { return &Describer{} }

// Reset sets the describer from an observation that every event described
// so far has reached (the table's, at rest: the kit syncs the view when
// every event has played, and a replay jumps that way to any move). The
// turn is read again from the observation's own log.
func (d *Describer) Reset(o *mg.Observation) {
	s := turn{players: o.Players, at: make([]int, o.Players), announcer: -1, ann: mg.NoMask, named: mg.NoMask}
	for p := range s.at {
		s.at[p] = p // every player starts at their own place
	}
	for _, e := range o.Log {
		s.step(e)
	}
	s.at = slices.Clone(o.At)
	d.base, d.people = s, nil
}

// of is viewer's turn.
func (d *Describer) of(viewer int) *turn {
	if d.people == nil {
		d.people = map[int]*turn{}
	}
	s, ok := d.people[viewer]
	if !ok {
		c := d.base
		c.at = slices.Clone(d.base.at)
		s = &c
		d.people[viewer] = s
	}
	return s
}

// step moves the turn on by one event.
func (s *turn) step(e game.Event) {
	switch e.Type {
	case mg.EvTurn:
		*s = turn{players: s.players, at: s.at, announcer: -1, ann: mg.NoMask, named: mg.NoMask, wins: s.wins, cheat: s.cheat}
	case mg.EvAnnounce:
		s.announcer, s.ann, s.named, s.asked, s.contested = e.Seat, mg.Mask(e.Card), mg.NoMask, 0, false
	case mg.EvContest:
		s.asked++
		s.contested = true
	case mg.EvPass:
		s.asked++
	case mg.EvName:
		s.named = mg.Mask(e.Card)
	case mg.EvWin:
		s.wins++
		s.cheat = s.cheat || mg.Mask(e.Card) == mg.Cheat
	case mg.EvSeatsChange:
		if s.valid(e.Seat) && s.valid(e.Target) {
			s.at[e.Seat], s.at[e.Target] = s.at[e.Target], s.at[e.Seat]
		}
	}
}

func (s *turn) valid(p int) bool { return p >= 0 && p < len(s.at) }

// playerAt is the player at place p, or -1 for a centre place.
func (s *turn) playerAt(place int) int { return slices.Index(s.at, place) }

// Describe is event e in the words of viewer (the person); result is the
// game's result, read once it is over. The log says what the person saw
// (their own look, their own swap for real or pretended, the Spy's look, a
// Princess showing) and what everyone saw; a pass is only captioned, and
// the last pass says nobody contested, naming the announcer.
func (d *Describer) Describe(t flow.Teller, viewer int, result func() game.Result, e game.Event) flow.Line {
	s := d.of(viewer)
	before := *s // the turn as the event found it: places before a seat change
	s.step(e)
	return s.line(t, viewer, &before, result, e)
}

func (s *turn) line(t flow.Teller, h int, before *turn, result func() game.Result, e game.Event) flow.Line {
	mask := func(m int) string { return MaskName(mg.Mask(m)) }
	switch e.Type {
	case mg.EvSetup:
		if e.Target >= s.players {
			return flow.Line{Text: i18n.T("mascarade.log.setup_centre", e.Target-s.players+1, mask(e.Card))}
		}
		return flow.Line{Text: t.Words("mascarade.log.setup", s.playerAt(e.Target), -1, mask(e.Card))}
	case mg.EvTurn:
		line := flow.Line{Text: t.Words("mascarade.log.turn", e.Seat, -1, e.Value), Caption: t.Words("mascarade.caption.turn", e.Seat, -1)}
		switch {
		case e.Value == 1:
			line.Caption = i18n.T("mascarade.caption.memorise")
		case e.Value <= 4:
			line.Caption = t.Words("mascarade.caption.opening", e.Seat, -1)
		}
		return line
	case mg.EvLook:
		if e.Seat == h && e.Secret.Len() == 1 {
			return flow.Line{Text: i18n.T("mascarade.log.look_you", mask(e.Secret.At(0)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.look", e.Seat, -1)}
	case mg.EvSwap, mg.EvSpySwap:
		return flow.Line{Text: s.swapLine(t, h, e)}
	case mg.EvFoolSwap:
		a, b := s.playerAt(e.Target), s.playerAt(e.Value)
		if e.Seat == h && e.Secret.Len() == 1 {
			key := "mascarade.log.fool_fake_you"
			if e.Secret.At(0) == 1 {
				key = "mascarade.log.fool_real_you"
			}
			return flow.Line{Text: i18n.T(key, t.SeatName(a), t.SeatName(b))}
		}
		if b == h {
			// The person's own mask is the target's ("swaps your mask and
			// Basil's"), never a name beside another's ("the masks of
			// Basil and You").
			a, b = b, a
		}
		return flow.Line{Text: t.Words("mascarade.log.fool", e.Seat, a, t.SeatName(b))}
	case mg.EvAnnounce:
		return flow.Line{Text: t.Words("mascarade.log.announce", e.Seat, -1, mask(e.Card))}
	case mg.EvContest:
		return flow.Line{Text: t.Words("mascarade.log.contest", e.Seat, -1, mask(e.Card))}
	case mg.EvPass:
		line := flow.Line{Caption: t.Words("mascarade.log.pass", e.Seat, -1)}
		if s.asked == s.players-1 && !s.contested && s.announcer >= 0 {
			line.Text = t.Words("mascarade.log.unchallenged", s.announcer, -1, mask(e.Card))
			line.Caption = line.Text
		}
		return line
	case mg.EvReveal:
		key := "mascarade.log.reveal"
		switch {
		case s.named != mg.NoMask && s.named == mg.Mask(e.Card):
			key = "mascarade.log.reveal_named_right"
		case s.named != mg.NoMask:
			key = "mascarade.log.reveal_named_wrong"
		case s.ann != mg.NoMask && s.ann == mg.Mask(e.Card):
			key = "mascarade.log.reveal_true"
		case s.ann != mg.NoMask:
			key = "mascarade.log.reveal_false"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, mask(e.Card), MaskName(s.ann))}
	case mg.EvBank:
		return flow.Line{Text: t.WordsN("mascarade.log.bank", e.Value, e.Seat, -1, e.Value)}
	case mg.EvCourt:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.court_empty", e.Seat, -1)}
		}
		return flow.Line{Text: t.WordsN("mascarade.log.court", e.Value, e.Seat, -1, e.Value)}
	case mg.EvFine:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.fine_none", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("mascarade.log.fine", e.Seat, -1)}
	case mg.EvTransfer:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.transfer_none", e.Seat, e.Target)}
		}
		return flow.Line{Text: t.WordsN("mascarade.log.transfer", e.Value, e.Seat, e.Target, e.Value)}
	case mg.EvCoinSwap:
		return flow.Line{Text: t.Words("mascarade.log.coin_swap", e.Seat, e.Target)}
	case mg.EvPrincess:
		if e.Secret.Len() == 1 {
			return flow.Line{Text: t.Words("mascarade.log.princess_seen", e.Seat, e.Target, mask(e.Secret.At(0)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.princess", e.Seat, e.Target)}
	case mg.EvGuru:
		return flow.Line{Text: t.Words("mascarade.log.guru", e.Seat, e.Target)}
	case mg.EvName:
		return flow.Line{Text: t.Words("mascarade.log.name", e.Seat, -1, mask(e.Card))}
	case mg.EvSpyLook:
		if e.Seat == h && e.Secret.Len() == 2 {
			return flow.Line{Text: i18n.T("mascarade.log.spy_seen_you", mask(e.Secret.At(0)), t.SeatName(e.Target), mask(e.Secret.At(1)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.spy", e.Seat, e.Target)}
	case mg.EvSeatsChange:
		return flow.Line{Text: t.Words("mascarade.log.seats_change", e.Seat, e.Target)}
	case mg.EvNoEffect:
		switch mg.Mask(e.Card) {
		case mg.Cheat:
			return flow.Line{Text: t.Words("mascarade.log.cheat_short", e.Seat, -1)}
		case mg.Widow:
			return flow.Line{Text: t.Words("mascarade.log.widow_full", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("mascarade.log.witch_keeps", e.Seat, -1)}
	case mg.EvWin:
		key := "mascarade.log.win"
		if mg.Mask(e.Card) == mg.Cheat {
			key = "mascarade.log.win_cheat"
		}
		line := flow.Line{Text: t.WordsN(key, e.Value, e.Seat, -1, e.Value)}
		if res := result(); s.wins >= len(res.Winners) {
			line.Summary = s.summary(t, h, res)
		}
		return line
	}
	return flow.Line{}
}

// swapLine says a player's swap (or the Spy's): to the swapper, whether it
// was real; to everyone else, that it may have been either.
func (s *turn) swapLine(t flow.Teller, h int, e game.Event) string {
	target := s.playerAt(e.Target)
	centre := e.Target >= s.players
	if e.Seat == h && e.Secret.Len() == 1 {
		key := "mascarade.log.swap_fake_you"
		if e.Secret.At(0) == 1 {
			key = "mascarade.log.swap_real_you"
		}
		with := t.SeatName(target)
		if centre {
			with = i18n.T("mascarade.centre_mask_of", e.Target-s.players+1)
		}
		return i18n.T(key, with)
	}
	if centre {
		return t.Words("mascarade.log.swap_centre", e.Seat, -1, e.Target-s.players+1)
	}
	return t.Words("mascarade.log.swap", e.Seat, target)
}

// summary is the game's end: every player's coins, the winners first, and
// how the game ended.
func (s *turn) summary(t flow.Teller, h int, res game.Result) *flow.Summary {
	sum := &flow.Summary{Final: true}
	for seat, c := range res.Scores {
		st := flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: c, Winner: slices.Contains(res.Winners, seat)}
		if c == 0 {
			st.Note = i18n.T("mascarade.summary.broke")
		}
		sum.Standings = append(sum.Standings, st)
	}
	game.SortStable(sum.Standings, func(a, b flow.Standing) int {
		if a.Winner != b.Winner {
			if a.Winner {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Score, a.Score)
	})
	w := res.Winners
	switch {
	case len(w) == 1 && w[0] == h:
		sum.Title = i18n.T("mascarade.summary.you_win")
	case len(w) == 1:
		sum.Title = i18n.T("mascarade.summary.wins", t.SeatName(w[0]))
	default:
		sum.Title = i18n.T("mascarade.summary.shared")
	}
	switch {
	case s.cheat && len(w) > 0:
		sum.Lines = append(sum.Lines, t.Words("mascarade.summary.by_cheat", w[0], -1))
	case len(w) > 0 && res.Scores[w[0]] >= mg.Win:
		sum.Lines = append(sum.Lines, i18n.T("mascarade.summary.by_thirteen"))
	default:
		for seat, c := range res.Scores {
			if c == 0 {
				sum.Lines = append(sum.Lines, t.Words("mascarade.summary.by_purse", seat, -1))
				break
			}
		}
	}
	sum.Lines = append(sum.Lines, i18n.N("mascarade.summary.turns", res.Rounds, res.Rounds))
	return sum
}

// openingTurns are the game's first turns, swaps only ("The first four
// turns of the game (by the first four players) must be swaps").
const openingTurns = 4

// GuideEnds reports whether event e ends a guided first round at a table
// of players. The guide rings the person's decisions through a first round
// of the game: the four opening swaps and then one turn for every player,
// each announcement's answers and powers with it; it ends as the next turn
// begins (turn 5 + players), or at the game's end should that come first,
// so that it is never over only on the final screen.
func GuideEnds(e game.Event, players int) bool {
	switch e.Type {
	case mg.EvTurn:
		return e.Value > openingTurns+players
	case mg.EvWin:
		return true
	}
	return false
}

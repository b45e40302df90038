// Package words puts Love Letter's events in the person's words: the log's
// lines, the captions and the summaries of a round and of the game. It
// holds no Ebitengine, so the describing is tested natively (words_test.go
// plays whole games and checks every line's players against its event's);
// the table (scenes/loveletter) hands it the kit's Words through
// flow.Teller.
package words

import (
	"cmp"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow"
)

// CardName is a card's name in the person's language.
func CardName(c ll.Card) string { return i18n.T("loveletter.card." + c.String()) }

// Describer puts events in words as they arrive, ahead of the table's
// view. A round's summary says what each seat gained and how it ended the
// round, read from the round's events: once for each person, since with
// several people at one device (pass and play) the kit describes every
// event for each of them in turn, and a shared count would grow once per
// person.
type Describer struct {
	people map[int]*round
}

// round is what has been described of the round, for its summary.
type round struct {
	gained    []int    // tokens each seat gained
	shownLine []string // the hands shown at its end, and the Spy's bonus
	notes     []string // how each seat ended it: out, or the card it showed
}

// New is a describer for a table that has described nothing yet.
func New() *Describer { return &Describer{} }

// of is viewer's round.
func (d *Describer) of(viewer, n int) *round {
	if d.people == nil {
		d.people = map[int]*round{}
	}
	r, ok := d.people[viewer]
	if !ok {
		r = &round{gained: make([]int, n)}
		d.people[viewer] = r
	}
	return r
}

// Describe is event e in the words of viewer (the person); now is the
// game as the event arrives, all of its decision's events applied (its
// result, and viewer's observation, read for a summary). A play whose
// effect follows at once (a Guard's guess, a Priest's look, a Baron's
// comparison, a King's trade) is only captioned, and its effect's line
// says the whole of it, so the log reads "Ada plays the Guard on you:
// Priest? — miss" once.
func (d *Describer) Describe(t flow.Teller, viewer int, now game.Game, e game.Event) flow.Line {
	g := d.of(viewer, now.Players())
	card := func(c int) string { return CardName(ll.Card(c)) }
	h := viewer
	switch e.Type {
	case ll.EvRoundStart:
		n := now.Players()
		g.gained = make([]int, n)
		g.shownLine, g.notes = nil, make([]string, n)
		return flow.Line{Text: t.Words("loveletter.log.round_start", e.Seat, -1, e.Value)}
	case ll.EvDraw:
		if e.Seat == h && e.Secret.Len() == 1 {
			return flow.Line{Text: i18n.T("loveletter.log.draw_you", card(e.Secret.At(0)))}
		}
	case ll.EvPlay:
		if e.Target < 0 {
			return flow.Line{Text: t.Words("loveletter.log.play", e.Seat, -1, card(e.Card))}
		}
		line := t.Words("loveletter.log.play_at", e.Seat, e.Target, card(e.Card))
		switch ll.Card(e.Card) {
		case ll.Guard, ll.Priest, ll.Baron, ll.King:
			return flow.Line{Caption: line + "…"}
		}
		return flow.Line{Text: line}
	case ll.EvGuardHit:
		return flow.Line{Text: t.Words("loveletter.log.guard_hit", e.Seat, e.Target, card(e.Value))}
	case ll.EvGuardMiss:
		return flow.Line{Text: t.Words("loveletter.log.guard_miss", e.Seat, e.Target, card(e.Value))}
	case ll.EvPriestLook:
		if e.Secret.Len() == 1 {
			return flow.Line{Text: t.Words("loveletter.log.priest_seen", e.Seat, e.Target, card(e.Secret.At(0)))}
		}
		return flow.Line{Text: t.Words("loveletter.log.priest", e.Seat, e.Target)}
	case ll.EvBaron:
		// Who played the Baron on whom, each card as far as the person saw
		// them, and a tie said as such: nobody is out (issue 29: the line
		// once read "Baron: your Prince against Basil's Prince").
		text := t.Words("loveletter.log.baron", e.Seat, e.Target)
		if e.Secret.Len() == 2 {
			text = t.Words("loveletter.log.baron_seen", e.Seat, e.Target, card(e.Secret.At(0)), card(e.Secret.At(1)))
		}
		if e.Value < 0 {
			text += " — " + i18n.T("loveletter.log.baron_tie")
		}
		return flow.Line{Text: text}
	case ll.EvProtected:
		return flow.Line{Text: t.Words("loveletter.log.protected", e.Seat, -1)}
	case ll.EvDiscard:
		return flow.Line{Text: t.Words("loveletter.log.discard", e.Seat, -1, card(e.Card))}
	case ll.EvTrade:
		if e.Secret.Len() == 2 {
			got := e.Secret.At(1)
			if e.Target == h {
				got = e.Secret.At(0)
			}
			return flow.Line{Text: t.Words("loveletter.log.trade_seen", e.Seat, e.Target, card(got))}
		}
		return flow.Line{Text: t.Words("loveletter.log.trade", e.Seat, e.Target)}
	case ll.EvNoEffect:
		return flow.Line{Text: i18n.T("loveletter.log.no_effect", card(e.Card))}
	case ll.EvChancellor:
		return flow.Line{Text: t.WordsN("loveletter.log.chancellor", e.Value, e.Seat, -1, e.Value)}
	case ll.EvReturn:
		return flow.Line{Text: t.WordsN("loveletter.log.return", e.Value, e.Seat, -1, e.Value)}
	case ll.EvOut:
		if e.Seat >= 0 && e.Seat < len(g.notes) {
			g.notes[e.Seat] = i18n.G("loveletter.summary.out", t.SeatForm(e.Seat))
		}
		if e.Card >= 0 {
			return flow.Line{Text: t.Words("loveletter.log.out_card", e.Seat, -1, card(e.Card))}
		}
		return flow.Line{Text: t.Words("loveletter.log.out", e.Seat, -1)}
	case ll.EvReveal:
		line := t.Words("loveletter.log.reveal", e.Seat, -1, card(e.Card))
		g.shownLine = append(g.shownLine, line)
		if e.Seat >= 0 && e.Seat < len(g.notes) {
			g.notes[e.Seat] = card(e.Card)
		}
		return flow.Line{Text: line}
	case ll.EvRoundWin:
		g.gain(e.Seat)
		return flow.Line{Text: t.WordsN("loveletter.log.round_win", e.Value, e.Seat, -1, e.Value)}
	case ll.EvSpyBonus:
		g.gain(e.Seat)
		line := t.WordsN("loveletter.log.spy_bonus", e.Value, e.Seat, -1, e.Value)
		g.shownLine = append(g.shownLine, line)
		return flow.Line{Text: line}
	case ll.EvRoundEnd:
		if now.Over() {
			// The game's summary follows with the winner; one summary, not two.
			return flow.Line{}
		}
		return flow.Line{Text: i18n.T("loveletter.log.round_end", e.Value), Summary: g.summary(t, viewer, now, e.Value, false)}
	case ll.EvGameWin:
		winners := now.Result().Winners
		if len(winners) > 0 && e.Seat != winners[0] {
			return flow.Line{Text: t.Words("loveletter.log.game_win", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("loveletter.log.game_win", e.Seat, -1), Summary: g.summary(t, viewer, now, observe(now, viewer).Round, true)}
	}
	return flow.Line{}
}

// observe is viewer's observation of the game now, as the kit's Obs.
func observe(now game.Game, viewer int) *ll.Observation {
	return now.Observe(max(viewer, game.Spectator)).(*ll.Observation)
}

func (g *round) gain(seat int) {
	if seat >= 0 && seat < len(g.gained) {
		g.gained[seat]++
	}
}

// summary is the round's (or the game's) end: every seat's tokens, best
// first, with what it gained this round and how it ended the round.
func (g *round) summary(t flow.Teller, viewer int, now game.Game, round int, final bool) *flow.Summary {
	o := observe(now, viewer)
	s := &flow.Summary{Final: final}
	for seat, sv := range o.Seats {
		st := flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: sv.Tokens}
		if seat < len(g.gained) {
			st.Gain = g.gained[seat]
			st.Winner = g.gained[seat] > 0
		}
		if seat < len(g.notes) {
			st.Note = g.notes[seat]
		}
		s.Standings = append(s.Standings, st)
	}
	if final {
		winners := now.Result().Winners
		for i := range s.Standings {
			s.Standings[i].Winner = slices.Contains(winners, s.Standings[i].Seat)
		}
		switch {
		case slices.Contains(winners, viewer) && len(winners) == 1:
			s.Title = i18n.T("loveletter.summary.you_win")
		case len(winners) == 1:
			s.Title = i18n.T("loveletter.summary.wins", t.SeatName(winners[0]))
		default:
			s.Title = i18n.T("loveletter.summary.shared")
		}
	} else {
		s.Title = i18n.T("loveletter.summary.round", round)
	}
	game.SortStable(s.Standings, func(a, b flow.Standing) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(b.Gain, a.Gain)
	})
	s.Lines = append(s.Lines, g.shownLine...)
	s.Lines = append(s.Lines, i18n.N("loveletter.tokens_to_win", o.Target, o.Target))
	return s
}

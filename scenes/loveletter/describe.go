package loveletter

import (
	"cmp"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words. A play
// whose effect follows at once (a Guard's guess, a Priest's look, a
// Baron's comparison, a King's trade) is only captioned, and its effect's
// line says the whole of it, so the log reads "Ada plays the Guard on you:
// Priest? — miss" once.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	card := func(c int) string { return cardName(ll.Card(c)) }
	h := t.S.Human
	switch e.Type {
	case ll.EvRoundStart:
		g.gained = make([]int, t.Players())
		g.shownLine, g.notes = nil, make([]string, t.Players())
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
			g.notes[e.Seat] = i18n.T("loveletter.summary.out")
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
		if t.S.Game.Over() {
			// The game's summary follows with the winner; one summary, not two.
			return flow.Line{}
		}
		return flow.Line{Text: i18n.T("loveletter.log.round_end", e.Value), Summary: g.summary(e.Value, false)}
	case ll.EvGameWin:
		winners := t.S.Game.Result().Winners
		if len(winners) > 0 && e.Seat != winners[0] {
			return flow.Line{Text: t.Words("loveletter.log.game_win", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("loveletter.log.game_win", e.Seat, -1), Summary: g.summary(g.obs().Round, true)}
	}
	return flow.Line{}
}

func (g *Table) gain(seat int) {
	if seat >= 0 && seat < len(g.gained) {
		g.gained[seat]++
	}
}

// summary is the round's (or the game's) end: every seat's tokens, best
// first, with what it gained this round and how it ended the round.
func (g *Table) summary(round int, final bool) *flow.Summary {
	t := g.t
	o := g.obs()
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
		winners := t.S.Game.Result().Winners
		for i := range s.Standings {
			s.Standings[i].Winner = slices.Contains(winners, s.Standings[i].Seat)
		}
		switch {
		case slices.Contains(winners, t.S.Human) && len(winners) == 1:
			s.Title = i18n.T("loveletter.summary.you_win")
		case len(winners) == 1:
			s.Title = i18n.T("loveletter.summary.wins", t.SeatName(winners[0]))
		default:
			s.Title = i18n.T("loveletter.summary.shared")
		}
	} else {
		s.Title = i18n.T("loveletter.summary.round", round)
	}
	slices.SortStableFunc(s.Standings, func(a, b flow.Standing) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(b.Gain, a.Gain)
	})
	s.Lines = append(s.Lines, g.shownLine...)
	s.Lines = append(s.Lines, i18n.N("loveletter.tokens_to_win", o.Target, o.Target))
	return s
}

// Reveals implements table.Revealer: a Priest's look, a Baron's comparison
// and a King's trade show the person cards only they (and the other seat)
// may see. At a pass-and-play table the cover then waits for them.
func (g *Table) Reveals(e game.Event) bool {
	switch e.Type {
	case ll.EvPriestLook, ll.EvBaron, ll.EvTrade:
		return true
	}
	return false
}

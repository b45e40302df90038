package threeparts

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/flow"
	"parlour/scenes/threeparts/board"
)

// Describe implements table.Game: each event in the person's words. The
// engine reports one event per card and per vote; a person sees moments:
// the row laid out, a cut, a vote cast, all votes revealed, a part taken
// or discarded. So the words go to the event that completes a moment (the
// last card turned up, the last vote revealed) or begins it (the first card
// of a part), and the others say nothing.
//
// It also ends a guided first round where board.GuideEnds says: the kit
// ends a guide at the first round's summary, and Three Parts has none (a
// kit gap, as in Mascarade). The guide is turned off as the event arrives,
// so the table is saved so, and the round's end says the guide is over.
func (g *Table) Describe(e game.Event) flow.Line {
	line := g.describe(e)
	if t := g.t; t.S.Guide && g.d.GuideEnds(e) {
		t.S.Guide = false
		if e.Type == tp.EvRoundEnd {
			line.Caption = i18n.T("guide.done")
			g.guideDone = true
		}
	}
	return line
}

func (g *Table) describe(e game.Event) flow.Line {
	t := g.t
	d := g.d
	h := t.S.Human
	st := d.Step(e)
	switch e.Type {
	case tp.EvRoundStart:
		return flow.Line{Text: t.Words("threeparts.log.round_start", e.Seat, -1, e.Value, d.Rounds)}
	case tp.EvTurnUp:
		if e.Value == rowLength(d.N, d.Round)-1 {
			return flow.Line{Text: i18n.T("threeparts.log.row", cards(d.Row))}
		}
	case tp.EvCut:
		key := "threeparts.log.recut"
		if st.Seg.Lo == 0 && st.Seg.Hi == len(d.Row) {
			key = "threeparts.log.cut"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, partsText(d.Row, st.Seg))}
	case tp.EvSplit:
		return flow.Line{Text: i18n.T("threeparts.log.split", partsText(d.Row, st.Seg))}
	case tp.EvVote:
		if e.Seat == h && e.Secret.Len() == 1 {
			return flow.Line{Text: i18n.T("threeparts.log.vote_you", partAcc(e.Secret.At(0)))}
		}
		if o := g.obs(); o.Phase == tp.PhaseVote && len(o.Legal) > 0 {
			return flow.Line{} // the person is choosing: the seat's "ready" says it
		}
		return flow.Line{Caption: t.Words("threeparts.log.vote", e.Seat, -1)}
	case tp.EvVoted:
		if !st.Reveal {
			return flow.Line{}
		}
		var parts []string
		for s := range d.N {
			if d.Voters.Has(s) {
				parts = append(parts, i18n.T("threeparts.log.voted_one", t.SeatName(s), colourLower(d.Shown[s])))
			}
		}
		return flow.Line{Text: i18n.T("threeparts.log.votes", strings.Join(parts, " · "))}
	case tp.EvTake:
		if len(st.Moved) == 0 || e.Seat < 0 || e.Seat >= d.N {
			return flow.Line{}
		}
		return flow.Line{Text: t.Words("threeparts.log.take", e.Seat, -1, partAcc(d.Took[e.Seat]), movedCards(d, st.Moved))}
	case tp.EvDiscard:
		if len(st.Moved) == 0 {
			return flow.Line{}
		}
		if st.Single {
			return flow.Line{Text: i18n.T("threeparts.log.discard_single", movedCards(d, st.Moved))}
		}
		colour := -1
		for _, o := range d.Settled {
			if e.Value >= o.Lo && e.Value < o.Hi {
				colour = o.Colour
			}
		}
		return flow.Line{Text: i18n.T("threeparts.log.discard_part", partNom(colour), movedCards(d, st.Moved))}
	case tp.EvContest:
		key := "threeparts.log.contest_recut"
		switch st.Seg.Hi - st.Seg.Lo {
		case 1:
			key = "threeparts.log.contest_single"
		case 2:
			key = "threeparts.log.contest_pair"
		}
		return flow.Line{Text: t.Words(key, d.Leader, -1, g.names(st.Seg.Claim), partAcc(e.Value))}
	case tp.EvJoker:
		key := "threeparts.log.joker"
		if st.Waited {
			key = "threeparts.log.joker_waited"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, e.Card)}
	case tp.EvJokerWait:
		return flow.Line{Text: t.Words("threeparts.log.joker_wait", e.Seat, -1)}
	case tp.EvRoundEnd:
		if d.Deck == 0 {
			return flow.Line{Text: i18n.T("threeparts.log.last_round")}
		}
		return flow.Line{Text: i18n.T("threeparts.log.round_end", e.Value)}
	case tp.EvMajority:
		switch len(st.Holders) {
		case 0:
			return flow.Line{}
		case 1:
			return flow.Line{Text: t.WordsN("threeparts.log.majority", e.Value, st.Holders[0], -1, e.Card, e.Value)}
		}
		return flow.Line{Text: i18n.N("threeparts.log.majority_tie", e.Value, g.names(game.SeatsOf(st.Holders...)), e.Card, e.Value)}
	case tp.EvGameWin:
		winners := t.S.Game.Result().Winners
		if len(winners) > 1 {
			if e.Seat != winners[len(winners)-1] {
				return flow.Line{}
			}
			return flow.Line{Text: i18n.N("threeparts.log.shared_win", e.Value, g.names(game.SeatsOf(winners...)), e.Value), Summary: g.summary()}
		}
		return flow.Line{Text: t.WordsN("threeparts.log.game_win", e.Value, e.Seat, -1, e.Value), Summary: g.summary()}
	}
	return flow.Line{}
}

// cards writes cards as "3 7 J".
func cards(cs []tp.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cardLabel(c)
	}
	return strings.Join(out, " ")
}

func movedCards(d *board.Board, moved []int) string {
	cs := make([]tp.Card, len(moved))
	for i, p := range moved {
		cs[i] = d.Row[p]
	}
	return cards(cs)
}

// partsText writes a cut segment as "3 7 | J 5 | 10 2 8".
func partsText(row []tp.Card, s board.Seg) string {
	var out []string
	for _, p := range s.Parts() {
		if p.Lo >= 0 && p.Hi <= len(row) {
			out = append(out, cards(row[p.Lo:p.Hi]))
		}
	}
	return strings.Join(out, " | ")
}

// names writes seats as "Ada", "Ada and you", "Ada, Bob and you".
func (g *Table) names(seats game.Seats) string {
	var list []string
	for s := range g.t.Players() {
		if !seats.Has(s) {
			continue
		}
		n := g.t.SeatName(s)
		if s == g.t.S.Human && len(list) > 0 && n == i18n.T("you") {
			n = i18n.T("threeparts.you_in_list")
		}
		list = append(list, n)
	}
	switch len(list) {
	case 0:
		return ""
	case 1:
		return list[0]
	}
	return i18n.T("threeparts.and", strings.Join(list[:len(list)-1], ", "), list[len(list)-1])
}

// summary is the game's end: every seat's points, best first (the most
// different numbers breaking a tie), the numbers each scored, and how a
// tie was broken.
func (g *Table) summary() *flow.Summary {
	t := g.t
	d := g.d
	winners := t.S.Game.Result().Winners
	s := &flow.Summary{Final: true}
	switch {
	case len(winners) == 1 && winners[0] == t.S.Human:
		s.Title = i18n.T("threeparts.summary.you_win")
	case len(winners) == 1:
		s.Title = i18n.T("threeparts.summary.wins", t.SeatName(winners[0]))
	default:
		s.Title = i18n.T("threeparts.summary.shared", g.names(game.SeatsOf(winners...)))
	}
	for seat := range d.N {
		s.Standings = append(s.Standings, flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: d.Final[seat],
			Note: i18n.N("threeparts.seat.numbers", d.Count[seat], d.Count[seat]), Winner: slices.Contains(winners, seat)})
	}
	slices.SortStableFunc(s.Standings, func(a, b flow.Standing) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(d.Count[b.Seat], d.Count[a.Seat])
	})
	for _, st := range s.Standings {
		var nums []string
		for n := 1; n <= 10; n++ {
			if d.Scored[st.Seat][n] {
				nums = append(nums, fmt.Sprint(n))
			}
		}
		if len(nums) == 0 {
			s.Lines = append(s.Lines, i18n.T("threeparts.summary.scored_none", st.Name))
		} else {
			s.Lines = append(s.Lines, i18n.T("threeparts.summary.scored", st.Name, strings.Join(nums, " + "), st.Score))
		}
	}
	// The tie-break, when the best total was shared.
	top := s.Standings[0].Score
	var tied game.Seats
	for _, st := range s.Standings {
		if st.Score == top {
			tied = tied.With(st.Seat)
		}
	}
	switch {
	case len(winners) > 1:
		s.Lines = append(s.Lines, i18n.T("threeparts.summary.tie", g.names(tied), top),
			i18n.N("threeparts.summary.tie_same", d.Count[winners[0]], d.Count[winners[0]]))
	case tied != game.SeatsOf(winners...):
		second := 0
		for _, st := range s.Standings[1:] {
			if tied.Has(st.Seat) {
				second = max(second, d.Count[st.Seat])
			}
		}
		s.Lines = append(s.Lines, i18n.T("threeparts.summary.tie", g.names(tied), top),
			t.Words("threeparts.summary.tie_winner", winners[0], -1, d.Count[winners[0]], second))
	default:
		s.Lines = append(s.Lines, i18n.T("threeparts.summary.rule"))
	}
	return s
}

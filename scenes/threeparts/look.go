package threeparts

import (
	"slices"

	"parlour/scenes/table"
	"parlour/scenes/threeparts/decide"
)

// TableCards implements table.TableCarder: the cards lying face up on the
// table show what they are close up, as a hand card does (issue 38: only
// the hand did): the row's cards (how many of the number the game holds),
// the jokers a seat holds loose, the choice cards face up and the discard
// on top of its pile. While the person picks on the row (a gap to cut, a
// part to vote for: the mouse runs along it) the row's cards show none,
// which would cover the parts being chosen among.
func (g *Table) TableCards() []table.TableCard {
	v := g.v
	t := g.t
	if v == nil {
		return nil
	}
	var out []table.TableCard
	add := func(r rect, face int) {
		if r.W > 0 && r.H > 0 && face >= 0 {
			out = append(out, table.TableCard{At: r, Face: face})
		}
	}
	onRow := func(s decide.Spot) bool { return s.On && s.Kind != decide.Stack }
	if !g.t.Prompted() || !slices.ContainsFunc(g.spots(), onRow) {
		for p := range v.Row {
			if v.On[p] && p < len(g.geo().cards) && !t.Hidden(table.At(placeRow, 0, p)) {
				add(g.cardSpot(p), int(v.Row[p]))
			}
		}
	}
	for seat := range v.N {
		if r, face, _, ok := g.vote(seat); ok {
			add(r, face)
		}
		if g.looseShown(seat) > 0 {
			add(g.looseSpot(seat), faceJoker)
		}
	}
	if i := g.discardShown(); i >= 0 {
		add(g.discardSpot(), int(v.Discards[i]))
	}
	return out
}

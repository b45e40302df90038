package loveletter

import (
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/scenes/table"
)

// TableCards implements table.TableCarder: every card lying face up on
// the table shows its rule close up, as a hand card does (issue 38: only
// the hand did) — each seat's played cards, a hand shown at the round's
// end, and with two players the three set aside face up.
func (g *Table) TableCards() []table.TableCard {
	t := g.t
	v := &g.v
	var out []table.TableCard
	add := func(r layout.Rect, c ll.Card) {
		if r.W > 0 && r.H > 0 && c != ll.NoCard {
			out = append(out, table.TableCard{At: r, Face: int(c)})
		}
	}
	for i, c := range v.FaceUp {
		if !t.Hidden(table.At("faceup", i, 0)) {
			add(g.faceUpSpot(i), c)
		}
	}
	for seat := range v.HandN {
		var played []layout.Rect
		if seat == t.Human() {
			played = g.personsPlayed()
		} else {
			hand, p := g.seatCards(seat)
			played = p
			if c := v.Shown[seat]; c != ll.NoCard && len(hand) > 0 && !t.Hidden(table.At("shown", seat, 0)) &&
				(v.HandN[seat] == 0 || !t.Hidden(table.At("hand", seat, 0))) {
				add(hand[0], c)
			}
		}
		for i, c := range v.Discards[seat] {
			if i < len(played) && !t.Hidden(table.At("discard", seat, i)) {
				add(played[i], c)
			}
		}
	}
	return out
}

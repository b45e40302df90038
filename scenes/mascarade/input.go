package mascarade

import (
	"slices"

	"parlour/game"
	"parlour/scenes/mascarade/decide"
	"parlour/scenes/table"
)

// The person's decision is package decide's (tested natively against the
// engine): the table hands it the observation, the seats' names, the memory
// aid and where its spots are drawn, and keeps what a flip of the aid's
// switch changes in the view.

// in is what the decision reads of the table now.
func (g *Table) in() decide.Table {
	return decide.Table{Obs: g.obs(), Name: g.t.SeatName, Aid: g.aid, Marks: g.aidMarks(), Searching: g.t.Searching(), Rect: g.spotRect}
}

// spotRect is what a tap on a spot the decision offers reaches: the memory
// aid's switch, a centre mask with its label (at least the least target,
// where the card alone may be smaller), or a player's mask.
func (g *Table) spotRect(s decide.Spot) table.Rect {
	if s.Toggle {
		return g.centre().Toggle
	}
	if c := g.centre(); s.Place >= g.v.N && s.Place-g.v.N < len(c.Masks) {
		return c.Masks[s.Place-g.v.N].Spot
	}
	return g.maskSpot(s.Place)
}

// Prompt implements table.Game. It changes nothing (the kit's hint search
// asks it again and again): the spots are drawn as pickable while the kit
// shows the prompt (Prompted).
func (g *Table) Prompt() table.Prompt { return g.dec.Prompt(g.in()) }

// offer lists the spots the decision offers now, in the prompt's order.
func (g *Table) offer() []decide.Spot { return g.dec.Offer(g.in()) }

// Pick implements table.Game. It changes only the half-made decision: a
// flip of the memory aid's switch shows at once (see aid.go).
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	flip := g.dec.Flip
	a, ok := g.dec.Pick(g.in(), tg)
	if g.dec.Flip != flip {
		g.aidFlipped()
	}
	return a, ok
}

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() { g.dec.Back() }

// pickable lists the places (centre masks) the prompt lets the person pick
// this frame.
func (g *Table) pickable() map[int]bool {
	out := map[int]bool{}
	if !g.t.Prompted() {
		return out
	}
	for _, s := range g.offer() {
		if !s.Toggle {
			out[s.Place] = true
		}
	}
	return out
}

// aidPickable reports whether the memory aid's switch can be used now.
func (g *Table) aidPickable() bool {
	return g.t.Prompted() && slices.ContainsFunc(g.offer(), func(s decide.Spot) bool { return s.Toggle })
}

// toggleSpot is the memory aid switch's index among the prompt's spots.
func (g *Table) toggleSpot() int {
	return slices.IndexFunc(g.offer(), func(s decide.Spot) bool { return s.Toggle })
}

// kitFocus is the keyboard's focus as the kit names it ("seat-2",
// "spot-0"), "" when the keyboard is not in use. The kit draws the focus
// ring round seats and buttons, not round what a table draws.
func (g *Table) kitFocus() string { return g.t.KeyFocus() }

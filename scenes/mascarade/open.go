package mascarade

import (
	"parlour/game"
	mg "parlour/game/mascarade"
)

// A finished game's replay with every card face up shows every mask face
// up where it lies: the engine's own masks (the replay's game), moved on by
// the real swaps of the unredacted events it plays. Masks have no hand, so
// the kit's way of showing an open replay (each other seat's Hand(), read
// through a Sync of that seat's observation) shows nothing of them.
//
// The kit syncs the table with another seat's observation only for an
// open replay (to read that seat's hand), and while the table knows itself
// open it asks the kit at each Sync whether the replay is still open.

// openReplay reports whether the table is an open replay, at a Sync of obs.
func (g *Table) openReplay(obs *mg.Observation) bool {
	t := g.t
	switch {
	case obs.Seat >= 0 && obs.Seat != t.Viewer():
		return true
	case !g.open:
		return false
	}
	return t.OpenReplay()
}

// playTruth moves the open replay's masks (g.truth) on by one event: a
// real swap exchanges two places' masks (a pretended one leaves them), and
// the deal lays them out. Only an open replay's events carry every swap's
// secret. The masks are the table's, not the view's (package view): no
// observation holds them.
func (g *Table) playTruth(e game.Event) {
	t := g.truth
	if !g.open || len(t) == 0 {
		return
	}
	switch e.Type {
	case mg.EvSetup:
		if g.v.Place(e.Target) && e.Target < len(t) {
			t[e.Target] = mg.Mask(e.Card)
		}
	case mg.EvSwap, mg.EvSpySwap, mg.EvFoolSwap:
		a, b := e.Value, e.Target
		if e.Secret.Len() == 1 && e.Secret.At(0) == 1 && a >= 0 && b >= 0 && a < len(t) && b < len(t) {
			t[a], t[b] = t[b], t[a]
		}
	}
}

package loveletter

import (
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games).
func (g *Table) Describe(e game.Event) flow.Line {
	return g.desc.Describe(g.t, g.t.Viewer(), g.t.Engine(), e)
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

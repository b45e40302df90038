package rebelprincess

import (
	"parlour/game"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games).
func (g *Table) Describe(e game.Event) flow.Line {
	return g.desc.Describe(g.t, g.t.Viewer(), g.t.Engine(), e)
}

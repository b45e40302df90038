package mascarade

import (
	"parlour/game"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games).
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	return g.desc.Describe(t, t.S.Human, g.obs(), t.S.Game.Result, e)
}

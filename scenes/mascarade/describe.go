package mascarade

import (
	"parlour/game"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games). Sync sets the
// describer from the table at rest (words.Describer.Reset).
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	return g.desc.Describe(t, t.S.Human, t.S.Game.Result, e)
}

package mascarade

import (
	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/words"
	"parlour/scenes/table/flow"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games). Sync sets the
// describer from the table at rest (words.Describer.Reset).
//
// The turn that ends a guided first game (GuideEnds) says in its caption
// that the guide is over.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	line := g.desc.Describe(t, t.Viewer(), t.Engine().Result, e)
	if t.Guided() && e.Type == mg.EvTurn && g.GuideEnds(e) {
		line.Caption = i18n.T("guide.done")
		g.guideDone = true
	}
	return line
}

// GuideEnds implements table.GuideEnder: where words.GuideEnds says. The
// kit ends a guide at the first round's summary, and a Mascarade game has
// none but the final one.
func (g *Table) GuideEnds(e game.Event) bool { return words.GuideEnds(e, g.t.Players()) }

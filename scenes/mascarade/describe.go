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
// It also ends a guided first round where words.GuideEnds says: the kit
// ends the guide at the first round's summary, and a Mascarade game has
// none but the final one (a kit gap: the kit could ask the table where its
// first round ends). The guide is turned off as the event arrives, so the
// table is saved so, and the turn's caption says the guide is over.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	line := g.desc.Describe(t, t.S.Human, t.S.Game.Result, e)
	if t.S.Guide && words.GuideEnds(e, t.Players()) {
		t.S.Guide = false
		if e.Type == mg.EvTurn {
			line.Caption = i18n.T("guide.done")
			g.guideDone = true
		}
	}
	return line
}

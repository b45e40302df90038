package threeparts

import (
	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/flow"
	"parlour/scenes/threeparts/words"
)

// Describe implements table.Game: each event in the person's words, by the
// native package words (tested there over whole games).
//
// The round's end that ends a guided first game (GuideEnds) says the guide
// is over.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	line := g.desc.Describe(t, t.Viewer(), t.Engine(), e)
	if t.Guided() && e.Type == tp.EvRoundEnd && g.GuideEnds(e) {
		line.Caption = i18n.T("guide.done")
		g.guideDone = true
	}
	return line
}

// GuideEnds implements table.GuideEnder: where board.GuideEnds says. The
// kit ends a guide at the first round's summary, and Three Parts has none
// before the last.
func (g *Table) GuideEnds(e game.Event) bool {
	return g.desc.Board(g.t.Viewer(), g.t.Players()).GuideEnds(e)
}

// names writes seats as "Ada", "Ada and you", "Ada, Bob and you".
func (g *Table) names(seats game.Seats) string {
	return words.Names(g.t, g.t.Viewer(), g.t.Players(), seats)
}

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
// It also ends a guided first round where board.GuideEnds says: the kit
// ends a guide at the first round's summary, and Three Parts has none (a
// kit gap, as in Mascarade). The guide is turned off as the event arrives,
// so the table is saved so, and the round's end says the guide is over.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	line := g.desc.Describe(t, t.S.Human, t.S.Game, e)
	if t.S.Guide && g.desc.Board(t.S.Human, t.Players()).GuideEnds(e) {
		t.S.Guide = false
		if e.Type == tp.EvRoundEnd {
			line.Caption = i18n.T("guide.done")
			g.guideDone = true
		}
	}
	return line
}

// names writes seats as "Ada", "Ada and you", "Ada, Bob and you".
func (g *Table) names(seats game.Seats) string {
	return words.Names(g.t, g.t.S.Human, g.t.Players(), seats)
}

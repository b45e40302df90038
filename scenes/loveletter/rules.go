package loveletter

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/table"
)

// rules is the Love Letter rules reference, in our own words: how a round
// goes, then every card with its count in each deck.
var rules = []table.RulesPage{
	{Title: "loveletter.rules.page0", Sections: []string{
		"loveletter.rules.goal", "loveletter.rules.turn", "loveletter.rules.out",
		"loveletter.rules.round_end", "loveletter.rules.winning", "loveletter.rules.two_players",
	}},
	{Title: "loveletter.rules.page1", Draw: drawCards},
}

func drawCards(a *scenes.App, dst *ebiten.Image, body layout.Rect) {
	u := a.Unit
	counts2019, classic := ll.DeckCounts(ll.Edition2019), ll.DeckCounts(ll.Classic)
	row := math.Min(body.H/10, 7*u)
	size := math.Max(a.Type.Tiny, math.Min(row*0.3, a.Type.Small))
	y := body.Y
	for c := ll.Spy; c <= ll.Princess; c++ {
		ch := row * 0.9
		cw := ch / layout.CardAspect
		render.Card(dst, a.Text, layout.Rect{X: body.X, Y: y, W: cw, H: ch}, Face(int(c)), render.CardState{})
		x := body.X + cw + u
		head := fmt.Sprintf("%d · %s   ×%d", int(c), cardName(c), counts2019[c])
		switch {
		case classic[c] == 0:
			head += "  " + i18n.T("loveletter.rules.not_classic")
		case classic[c] != counts2019[c]:
			head += "  " + i18n.T("loveletter.rules.classic_count", classic[c])
		}
		a.Text.Display().Draw(dst, head, x, y+size*0.8, a.Text.Display().Fit(head, body.W-cw-u, size*1.05, true), style.Gold, render.Left, true)
		a.Text.Wrap(dst, i18n.T("loveletter.rules.card."+c.String()), x, y+size*1.5, body.X+body.W-x, size*0.95, style.Cream, false)
		y += row
	}
}

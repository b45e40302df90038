package threeparts

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/board"
)

// drawChips draws a seat's stacks on a small table (geometry.compact): a
// chip per stack on its number's colour, saying the number and the count,
// framed in gold where the seat holds the most, a gold dot for each joker
// on it, a coin once it scored; and the chip counting what has no room.
func (g *Table) drawChips(dst *ebiten.Image, seat int) {
	t := g.t
	v := g.v
	geo := t.Geometry()
	tx := t.Text()
	size := geo.Floor
	bw := math.Max(1, geo.Scale)
	for _, c := range g.chips(seat) {
		r := rect{X: c.X, Y: c.Y, W: c.W, H: c.H}
		rad := r.H * 0.3
		if c.N == 0 {
			render.Panel(dst, r, rad, style.Mix(style.FeltDark, style.Felt, 0.3), style.Mix(style.Muted, style.Felt, 0.4), bw)
			tx.Draw(dst, c.Label, r.CX(), r.CY(), size, style.Cream, render.Center, true)
			continue
		}
		n := c.N
		count := v.Numbers[seat][n]
		count -= g.inAir(placeStack, seat, n, count)
		jok := v.Jokers[seat][n]
		jok -= g.inAir(placeJoker, seat, n, jok)
		r, chosen := g.drawPick(dst, seat, n, r, rad)
		if chosen {
			// The Place button above the chip: under it is the panel's edge.
			defer g.drawBadge(dst, r.CX(), r.Y-g.badgeHeight()*0.55, i18n.T("threeparts.button.joker"))
		}
		if count+jok == 0 {
			// A stack the person may start with a joker, or one a card is
			// still flying to: its place, quietly.
			render.Panel(dst, r, rad, nil, style.Mix(style.Muted, style.Felt, 0.5), bw)
			if chosen || g.t.Prompted() && seat == t.Human() {
				tx.Draw(dst, board.ChipLabel(n, 1), r.CX(), r.CY(), size, style.Mix(style.Muted, style.Felt, 0.35), render.Center, true)
			}
			continue
		}
		border, w := style.Mix(numberColours[n], style.Ink, 0.4), bw
		if v.Majority(seat, n) {
			border, w = style.Gold, math.Max(1.5, 1.6*geo.Scale)
		}
		render.Panel(dst, r, rad, numberColours[n], border, w)
		tx.Draw(dst, board.ChipLabel(n, count+jok), r.CX(), r.CY(), size, style.Paper, render.Center, true)
		d := math.Max(2*geo.Scale, r.H*0.22)
		for i := range min(jok, 3) {
			render.Circle(dst, r.Right()-d*0.6-float64(i)*d*1.1, r.Y+d*0.6, d*0.45, style.Gold)
		}
		if v.Scoring && v.Scored[seat][n] {
			t.DrawToken(dst, table.TokenCoin, r.X, r.Y, math.Max(5*geo.Scale, r.H*0.55))
		}
	}
}

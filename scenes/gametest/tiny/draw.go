package tiny

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	tg "parlour/game/gametest/tiny"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
)

// back is Tiny's card back: the kit's default, in blue.
var back = render.Back{Name: "tiny", Fill: color.RGBA{0x1e, 0x3a, 0x6e, 0xff}, Inner: color.RGBA{0x2a, 0x4d, 0x8a, 0xff}, Trim: style.Gold}

// Face is card id's face: its number.
func Face(id int) render.CardFace {
	if id < 1 || id > tg.Cards {
		return render.CardFace{Deck: tg.Name, ID: id, Name: "?"}
	}
	s := strconv.Itoa(id)
	return render.CardFace{Deck: tg.Name, ID: id, Value: s, Name: i18n.T("tiny.card", id), Text: i18n.T("tiny.card_text"),
		Colour: color.RGBA{uint8(0x30 + 0x12*id), 0x50, uint8(0xb0 - 0x0c*id), 0xff}}
}

// DrawSeat implements table.Game: the cards a seat holds, face down, and
// its tricks.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	if seat >= len(g.v.sizes) {
		return
	}
	r := p.Counts
	line := i18n.T("tiny.seat", g.v.sizes[seat], g.v.tricks[seat])
	g.t.Text().Draw(dst, line, r.X, r.CY(), g.t.Text().Fit(line, r.W, p.StatusSize, false), style.Cream, render.Left, false)
}

// DrawCentre implements table.Game: the trick, in the order it was played.
func (g *Table) DrawCentre(dst *ebiten.Image, r table.Rect) {
	n := max(len(g.v.trick), 1)
	w := min(r.W/float64(n+1), r.H*0.7/1.4)
	h := w * 1.4
	for i, p := range g.v.trick {
		x := r.CX() + (float64(i)-float64(len(g.v.trick)-1)/2)*w*1.1 - w/2
		g.t.CardAt(dst, table.Rect{X: x, Y: r.CY() - h/2, W: w, H: h}, p.card, render.CardState{})
	}
}

// DrawTracker implements table.Game: Tiny has none.
func (g *Table) DrawTracker(dst *ebiten.Image, r table.Rect) float64 { return 0 }

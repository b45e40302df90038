package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
	"parlour/render/style"
)

// Back is how a deck's backs look: each game has its own colours and motif,
// so a glance tells the games apart. Name keys the cached drawings.
type Back struct {
	Name              string
	Fill, Inner, Trim color.RGBA
	Motif             func(dst *ebiten.Image, cx, cy, size float64, c color.Color)
	Corners           bool // small motifs in the inner panel's corners too
}

// DefaultBack is the red back with a heart.
var DefaultBack = Back{Name: "heart", Fill: style.BackFill, Inner: style.BackInner, Trim: style.Gold, Motif: drawHeartMotif}

// back is the deck the table now draws: its backs (CardBack, a face-down
// MovingCard). The table sets it before drawing (UseBack); drawing is
// single-threaded, so a current deck saves passing it through every game's
// drawing code.
var back = DefaultBack

// UseBack makes b the back CardBack draws (the default when b has no name).
func UseBack(b Back) {
	if b.Name == "" {
		b = DefaultBack
	}
	back = b
}

func drawHeartMotif(dst *ebiten.Image, cx, cy, size float64, c color.Color) {
	drawHeart(dst, cx, cy, size, c)
}

func drawBack(dst *ebiten.Image, r layout.Rect) {
	b := back
	rad := r.W * 0.08
	Panel(dst, r, rad, b.Fill, b.Trim, math.Max(1, r.W*0.02))
	in := r.Inset(r.W * 0.12)
	Panel(dst, in, rad*0.6, b.Inner, style.Mix(b.Trim, style.Ink, 0.3), math.Max(1, r.W*0.012))
	if b.Motif == nil {
		return
	}
	b.Motif(dst, in.CX(), in.CY(), in.W*0.45, b.Trim)
	if b.Corners && in.W > 40 {
		s := in.W * 0.12
		for _, p := range [][2]float64{{in.X + s, in.Y + s}, {in.Right() - s, in.Y + s}, {in.X + s, in.Bottom() - s}, {in.Right() - s, in.Bottom() - s}} {
			b.Motif(dst, p[0], p[1], s, style.Mix(b.Trim, b.Inner, 0.45))
		}
	}
}

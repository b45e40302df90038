package rebelprincess

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
)

// back is Rebel Princess's card back: midnight blue with a gold crown.
var back = render.Back{Name: "rebelprincess", Fill: color.RGBA{0x1c, 0x2a, 0x55, 0xff}, Inner: color.RGBA{0x27, 0x3a, 0x70, 0xff},
	Trim: style.Gold, Motif: crownMotif, Corners: true}

// crownMotif is a crown of three points on a band, a jewel on each point.
func crownMotif(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	base, top := cy+s*0.45, cy-s*0.45
	render.Polygon(dst, c, cx-s*0.8, base, cx-s*0.8, top+s*0.25, cx-s*0.4, cy, cx, top, cx+s*0.4, cy, cx+s*0.8, top+s*0.25, cx+s*0.8, base)
	for _, x := range []float64{-0.8, 0, 0.8} {
		y := top
		if x != 0 {
			y = top + s*0.25
		}
		render.Circle(dst, cx+x*s, y, s*0.13, c)
	}
}

// frame is Rebel Princess's face: pale stock with a midnight edge, a gold
// rule and the back's crown in the corner.
var frame = render.Frame{Paper: color.RGBA{0xfb, 0xf5, 0xef, 0xff}, Edge: back.Fill, Rule: style.Gold,
	EdgeWidth: 0.018, Mark: crownMotif, MarkColour: style.Gold}

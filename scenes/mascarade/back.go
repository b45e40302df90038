package mascarade

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
)

// back is Mascarade's card back: plum velvet with a gold eye mask.
var back = render.Back{Name: "mascarade", Fill: color.RGBA{0x4a, 0x1f, 0x4f, 0xff}, Inner: color.RGBA{0x5e, 0x2a, 0x63, 0xff},
	Trim: style.Gold, Motif: maskMotif, Corners: true}

// maskMotif is an eye mask: a band that rises to points at the temples,
// with two eye holes.
func maskMotif(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c,
		cx-s*0.95, cy-s*0.45, cx-s*0.45, cy-s*0.2, cx, cy-s*0.3, cx+s*0.45, cy-s*0.2, cx+s*0.95, cy-s*0.45,
		cx+s*0.8, cy+s*0.25, cx+s*0.35, cy+s*0.4, cx, cy+s*0.15, cx-s*0.35, cy+s*0.4, cx-s*0.8, cy+s*0.25)
	hole := style.Mix(c, color.Black, 0.75)
	render.Circle(dst, cx-s*0.42, cy, s*0.17, hole)
	render.Circle(dst, cx+s*0.42, cy, s*0.17, hole)
}

// frame is Mascarade's face: ivory stock with a plum edge, a gold rule and
// the back's mask in the corner.
var frame = render.Frame{Paper: color.RGBA{0xf8, 0xf0, 0xe3, 0xff}, Edge: back.Fill, Rule: style.Gold,
	EdgeWidth: 0.02, Mark: maskMotif, MarkColour: back.Inner}

package threeparts

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
)

// back is Three Parts' card back: deep teal with three gold bars, the row
// cut in three.
var back = render.Back{Name: "threeparts", Fill: color.RGBA{0x14, 0x4a, 0x4a, 0xff}, Inner: color.RGBA{0x1d, 0x5e, 0x5b, 0xff},
	Trim: style.Gold, Motif: partsMotif}

// partsMotif is three upright bars of different heights side by side.
func partsMotif(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w := s * 0.42
	for i, h := range []float64{1.3, 1.8, 1.0} {
		x := cx + float64(i-1)*w*1.25 - w/2
		r := render.RoundRectPath(rect{X: x, Y: cy - h*s/2, W: w, H: h * s}, w*0.25)
		render.FillPath(dst, r, c)
	}
}

// frame is Three Parts' face: plain white stock with a teal edge and no
// ornament, a modern number deck whose numbers must read at a glance.
var frame = render.Frame{Paper: color.RGBA{0xfd, 0xfd, 0xfa, 0xff}, Edge: back.Fill, EdgeWidth: 0.02}

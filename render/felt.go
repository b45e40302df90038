package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/style"
)

// light is the table's lamp: a small image of light in the middle fading to
// shadow at the edges, stretched over the screen with linear filtering (a
// smooth gradient needs few pixels, and one stretched image is one quad).
var light *ebiten.Image

const lightW, lightH = 64, 36

// Felt covers dst with the table's felt under a lamp: brighter where the
// cards lie, darker towards the rim. The felt is drawn once per screen size
// into an image that is copied over the whole screen each frame: one opaque
// pass, where a fill and a stretched, blended lamp cost a software renderer
// two (a sixth of a 1280×720 frame under SwiftShader).
func Felt(dst *ebiten.Image) {
	b := dst.Bounds()
	if felt == nil || felt.Bounds().Size() != b.Size() {
		if felt != nil {
			felt.Deallocate()
		}
		felt = ebiten.NewImage(b.Dx(), b.Dy())
		felt.Fill(style.Felt)
		if light == nil {
			light = ebiten.NewImage(lightW, lightH)
			light.WritePixels(lamp(lightW, lightH))
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(float64(b.Dx())/(lightW-1), float64(b.Dy())/(lightH-1))
		op.GeoM.Translate(-float64(b.Dx())/(lightW-1)/2, -float64(b.Dy())/(lightH-1)/2)
		op.Filter = ebiten.FilterLinear
		felt.DrawImage(light, &op)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(felt, &op)
}

// felt is the felt and its lamp at the screen's size.
var felt *ebiten.Image

// lamp is the light's premultiplied RGBA pixels: white light of up to 6%
// near the middle (a little above it, where a lamp would hang), black
// shade of up to 32% in the corners.
func lamp(w, h int) []byte {
	px := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			dx := (float64(x)+0.5)/float64(w)*2 - 1
			dy := (float64(y)+0.5)/float64(h)*2 - 0.9
			d := math.Hypot(dx, dy*1.1)
			glow := 0.06 * (1 - smooth(0, 0.75, d))
			shade := 0.32 * smooth(0.45, 1.45, d)
			i := 4 * (y*w + x)
			v := byte(math.Round(glow * 255))
			px[i], px[i+1], px[i+2] = v, v, v
			px[i+3] = byte(math.Round(math.Min(1, glow+shade) * 255))
		}
	}
	return px
}

func smooth(lo, hi, x float64) float64 {
	t := math.Max(0, math.Min(1, (x-lo)/(hi-lo)))
	return t * t * (3 - 2*t)
}

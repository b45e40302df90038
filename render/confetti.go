package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/tween"
)

// paper is a small white rectangle every confetti piece is drawn from: one
// source image, so the whole burst batches into a few draw calls.
var paper *ebiten.Image

// Confetti draws a burst's pieces, each a turning paper rectangle in a
// colour of palette.
func Confetti(dst *ebiten.Image, c *tween.Confetti, palette []color.RGBA) {
	if c == nil || len(palette) == 0 {
		return
	}
	if paper == nil {
		paper = ebiten.NewImage(4, 2)
		paper.Fill(color.White)
	}
	alpha := float32(c.Alpha())
	var op ebiten.DrawImageOptions
	for _, p := range c.Pieces {
		op.GeoM.Reset()
		op.GeoM.Translate(-2, -1)
		op.GeoM.Scale(p.Size/4, p.Size/4)
		op.GeoM.Rotate(p.Angle)
		op.GeoM.Translate(p.X, p.Y)
		op.ColorScale.Reset()
		op.ColorScale.ScaleWithColor(palette[p.Colour%len(palette)])
		op.ColorScale.ScaleAlpha(alpha)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(paper, &op)
	}
}

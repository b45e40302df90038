package render

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// leanDepth is how much taller a turning card's nearer edge looks (and
// shorter its farther one) at the height of a turn: enough to read as a card
// turning in space, not so much that it looks thrown.
const leanDepth = 0.12

// drawLeaning draws img — a card drawn at its own size with pad pixels
// round it — over the rectangle (x, y, w, h) that its card (without the pad)
// fills now, in perspective: lean > 0 makes the right edge taller and the
// left shorter, lean < 0 the reverse (see tween.InAir.Lean). The card is
// drawn in vertical strips, so the picture bends little along the
// triangles' seams. scale tints it (a shadow is the card in black).
func drawLeaning(dst, img *ebiten.Image, pad, x, y, w, h, lean float64, scale ebiten.ColorScale) {
	b := img.Bounds()
	iw, ih := float64(b.Dx()), float64(b.Dy())
	cardW, cardH := iw-2*pad, ih-2*pad
	sx, sy := w/cardW, h/cardH
	left, right := x-pad*sx, x+w+pad*sx
	cy, half := y+h/2, ih*sy/2
	const strips = 4
	var vs [2 * (strips + 1)]ebiten.Vertex
	var is [6 * strips]uint16
	r, g, bl, a := scale.R(), scale.G(), scale.B(), scale.A()
	for i := 0; i <= strips; i++ {
		f := float64(i) / strips
		// The edge's height goes linearly from the left edge's to the right's.
		hh := half * (1 + leanDepth*lean*(2*f-1))
		px := float32(left + (right-left)*f)
		sxi := float32(float64(b.Min.X) + iw*f)
		vs[2*i] = ebiten.Vertex{DstX: px, DstY: float32(cy - hh), SrcX: sxi, SrcY: float32(b.Min.Y), ColorR: r, ColorG: g, ColorB: bl, ColorA: a}
		vs[2*i+1] = ebiten.Vertex{DstX: px, DstY: float32(cy + hh), SrcX: sxi, SrcY: float32(b.Max.Y), ColorR: r, ColorG: g, ColorB: bl, ColorA: a}
	}
	for i := 0; i < strips; i++ {
		k := uint16(2 * i)
		copy(is[6*i:], []uint16{k, k + 1, k + 2, k + 1, k + 3, k + 2})
	}
	var op ebiten.DrawTrianglesOptions
	op.Filter = ebiten.FilterLinear
	op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha // scale's values are premultiplied
	dst.DrawTriangles(vs[:], is[:], img, &op)
}

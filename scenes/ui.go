package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/layout"
)

// Button draws a labelled button and reports whether it was tapped this frame.
func Button(a *App, dst *ebiten.Image, r layout.Rect, label string, on bool) {
	fill := color.RGBA{0x2a, 0x62, 0x4b, 0xff}
	border := render.Mix(render.Gold, render.Felt, 0.3)
	if on {
		fill = render.Mix(render.Gold, render.Felt, 0.15)
		border = render.Highlight
	}
	if r.Contains(a.In.X, a.In.Y) {
		fill = render.Mix(fill, render.Paper, 0.12)
	}
	render.Panel(dst, r, r.H*0.3, fill, border, 2)
	ink := render.Paper
	if on {
		ink = render.Ink
	}
	size := a.Text.Fit(label, r.W*0.9, r.H*0.5, true)
	a.Text.Draw(dst, label, r.CX(), r.CY(), size, ink, render.Center, true)
}

// Tapped reports whether r was tapped this frame.
func Tapped(a *App, r layout.Rect) bool { return a.In.Tapped && r.Contains(a.In.TapX, a.In.TapY) }

// Hit records r as the named target for tests and reports whether it was tapped.
func Hit(a *App, name string, r layout.Rect) bool {
	a.Target(name, r)
	return Tapped(a, r)
}

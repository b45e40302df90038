package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
)

// A menu screen's heading (setup, settings, saved games, statistics): the
// screen's name in the display face between Back and its mirror, on
// Back's line — or, where it is taller than Back (a desktop), with its top
// on Back's top. Centred on Back's line whatever its size, a large one
// began a few pixels from the screen's edge (5 at 1280×720).

// heading is where a menu screen's title goes: its size, the y of its
// centre, and the bottom of the band it and Back take (what lies under
// them starts there).
func heading(a *scenes.App, title string) (size, cy, bottom float64) {
	back := a.BackButton()
	size = a.Text.Display().Fit(title, a.W-2*back.Right()-a.Space.M, a.HeadingSize(), true)
	cy, bottom = back.CY(), back.Bottom()
	if top := back.Y + size*0.6; top > cy {
		cy, bottom = top, math.Max(bottom, top+size*0.6)
	}
	return size, cy, bottom
}

// drawHeading draws title where heading places it.
func drawHeading(a *scenes.App, dst *ebiten.Image, title string) {
	size, cy, _ := heading(a, title)
	a.Text.Display().Draw(dst, title, a.W/2, cy, size, style.Gold, render.Center, true)
}

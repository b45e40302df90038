package menus

import (
	"math"

	"parlour/render/layout"
	"parlour/scenes"
	"parlour/scenes/keymap"
)

// scrolledBy is a list's scroll after this update's wheel, drag or page
// key, in win, for a list most taller than the window (0: it fits).
func scrolledBy(a *scenes.App, scroll, most float64, win layout.Window) float64 {
	in := &a.In
	if most > 0 {
		page := (win.Bottom - win.Top) * 0.8
		switch {
		case in.Wheel != 0:
			scroll -= in.Wheel * a.Unit * 2
		case in.Dragged:
			scroll -= in.DragY
		case in.Did(keymap.PageDown):
			scroll += page
		case in.Did(keymap.PageUp):
			scroll -= page
		}
	}
	return math.Max(0, math.Min(scroll, most))
}

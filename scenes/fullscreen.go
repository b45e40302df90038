package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/platform"
	"parlour/scenes/ui"
)

// An embed's full screen button (issue 32): a frame on another site's page
// is often small, and a person who wants to play it larger should not have
// to find full screen in a menu. It shows where the host allows full screen
// (allow="fullscreen"), in an embed only: a whole page is full screen by
// the browser's own means. Target "fullscreen", named for the accessible
// page by what it will do.

// FullscreenOffered reports whether the app offers full screen: an embed
// whose host allows it.
func (a *App) FullscreenOffered() bool { return a.Embedded() && platform.FullscreenAllowed() }

// FullscreenButton is the button's place on a menu screen: top right,
// mirroring the Back button (so a heading fitted between the two keeps its
// room).
func (a *App) FullscreenButton() layout.Rect {
	b := a.BackButton()
	b.W = math.Max(a.Touch(), b.H)
	b.X = a.W - a.Space.S - b.W
	return b
}

// FullscreenHit handles a tap (or a press on the accessible page) on the
// button at r and reports whether it toggled full screen.
func (a *App) FullscreenHit(r layout.Rect) bool {
	if !a.FullscreenOffered() || !a.Hit("fullscreen", r) {
		return false
	}
	platform.ToggleFullscreen()
	return true
}

// DrawFullscreen draws the button at r: four corners pointing out to enter
// full screen, in to leave it.
func (a *App) DrawFullscreen(dst *ebiten.Image, r layout.Rect) {
	if !a.FullscreenOffered() {
		return
	}
	a.Button(dst, r, "", ui.Plain)
	name, leave := "embed.fullscreen", platform.Fullscreen()
	if leave {
		name = "embed.leave_fullscreen"
	}
	a.Label("fullscreen", i18n.T(name))
	icon := "fullscreen"
	if leave {
		icon = "fullscreen-leave"
	}
	render.Icon(dst, icon, r.CX(), r.CY(), math.Min(r.W, r.H)*0.5, style.Paper, func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
		corners(dst, cx, cy, s, c, leave)
	})
}

// corners draws four right angles at the corners of a square of side s:
// their points outward (enter) or inward (leave).
func corners(dst *ebiten.Image, cx, cy, s float64, c color.Color, inward bool) {
	h, arm := s*0.42, s*0.3
	for _, sx := range []float64{-1, 1} {
		for _, sy := range []float64{-1, 1} {
			x, y := cx+sx*h, cy+sy*h // the corner
			dx, dy := -sx*arm, -sy*arm
			if inward {
				// The angle's point lies towards the middle, its arms
				// reaching out: shorter, so the four stay apart.
				in := arm * 0.7
				x, y = cx+sx*(h-in), cy+sy*(h-in)
				dx, dy = sx*in, sy*in
			}
			var p vector.Path
			p.MoveTo(float32(x+dx), float32(y))
			p.LineTo(float32(x), float32(y))
			p.LineTo(float32(x), float32(y+dy))
			render.StrokePath(dst, &p, math.Max(2, s*0.13), c)
		}
	}
}

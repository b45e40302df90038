package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/ui"
)

// question is the menus' way of asking before something is replaced (the
// oldest saved game, the person's statistics): the screen veiled, the
// question on a panel, the answer that replaces on the left, the one that
// keeps on the right, focused first and taken by Back. While it is asked,
// its words are the screen's text on the accessible page, and its answers
// the only buttons.
type question struct {
	text        string
	yes, no     string // the answers' labels
	yesID, noID string // their targets' names
}

// layout is the panel, sized to the question's words, and its answers.
func (q question) layout(a *scenes.App) (panel, yes, no layout.Rect) {
	u, sp := a.Unit, a.Space
	w := column(a)
	h := math.Max(a.Touch(), 3.4*u)
	// Measured in the regular face, drawn bold: a line's room to spare.
	words := a.Text.WrapHeight(q.text, w-3*sp.M, a.Type.Body)
	ph := math.Min(a.H-2*sp.M, math.Max(14*u, words+h+3*sp.M))
	panel = layout.Rect{X: a.W/2 - w/2, Y: a.H/2 - ph/2, W: w, H: ph}
	yes = layout.Rect{X: panel.X + sp.M, Y: panel.Bottom() - h - sp.M, W: (w - 3*sp.M) / 2, H: h}
	no = layout.Rect{X: yes.Right() + sp.M, Y: yes.Y, W: yes.W, H: h}
	return panel, yes, no
}

// answer registers the answers' targets and reports the one given this
// update, if any.
func (q question) answer(a *scenes.App) (answered, yes bool) {
	_, y, n := q.layout(a)
	switch {
	case a.Hit(q.yesID, y):
		return true, true
	case a.Hit(q.noID, n) || a.In.Did(keymap.Back):
		return true, false
	}
	return false, false
}

// draw veils the screen and draws the question over it.
func (q question) draw(a *scenes.App, dst *ebiten.Image) {
	panel, yes, no := q.layout(a)
	render.Panel(dst, layout.Rect{W: a.W, H: a.H}, 0, style.Veil, nil, 0)
	render.Panel(dst, panel, a.Unit, style.SeatFill, style.Gold, 2)
	a.Text.Wrap(dst, q.text, panel.X+a.Space.M, panel.Y+a.Space.M, panel.W-2*a.Space.M, a.Type.Body, style.Cream, true)
	a.Button(dst, yes, q.yes, ui.Danger)
	a.Button(dst, no, q.no, ui.Primary)
}

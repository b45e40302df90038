package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
)

// Button looks.
const (
	Plain   = iota // an ordinary button
	Primary        // the main action, or the chosen value
	Danger         // an action that costs the player
	Off            // a button that cannot be used now
)

// Button draws a labelled button in one of the looks above.
func (a *Frame) Button(dst *ebiten.Image, r layout.Rect, label string, look int) {
	fill, border, ink := style.Button, style.Mix(style.Gold, style.Felt, 0.3*style.EdgeMix/0.6), style.Paper
	switch look {
	case Primary:
		fill, border, ink = style.Mix(style.Gold, style.Felt, 0.15), style.Highlight, style.Ink
	case Danger:
		fill, border = style.Mix(style.Danger, style.Felt, 0.2), style.Danger
	case Off:
		fill, border, ink = style.FeltDark, style.Muted, style.Muted
	}
	if look != Off && r.Contains(a.In.X, a.In.Y) {
		fill = style.Mix(fill, style.Paper, 0.12)
	}
	render.Panel(dst, r, math.Min(r.H*0.3, a.Unit), fill, border, math.Max(1.5, a.Scale*1.5)*style.Line)
	a.labelRect(r, label, look == Off)
	size := a.Text.Fit(label, r.W*0.9, math.Min(r.H*0.5, a.Type.Label), true)
	i := layout.NearestSpace(label)
	var two float64 // the size of the label on two lines, broken at the space nearest the middle
	if i >= 0 {
		two = math.Min(a.Text.Fit(label[:i], r.W*0.9, r.H*0.4, true), a.Text.Fit(label[i+1:], r.W*0.9, r.H*0.4, true))
	}
	// One line, unless it had to shrink under the small size and two lines
	// read clearly larger, or it would be under the readable size.
	if (size >= render.Readable() && (size >= a.Type.Small || two < size*1.15)) || i < 0 {
		a.Text.Draw(dst, label, r.CX(), r.CY(), math.Max(size, render.Readable()), ink, render.Center, true)
		return
	}
	size = math.Max(render.Readable(), two)
	a.Text.Draw(dst, label[:i], r.CX(), r.CY()-size*0.55, size, ink, render.Center, true)
	a.Text.Draw(dst, label[i+1:], r.CX(), r.CY()+size*0.55, size, ink, render.Center, true)
}

// Chosen is Primary when on, else Plain (a value in a row of choices).
func Chosen(on bool) int {
	if on {
		return Primary
	}
	return Plain
}

// Focus draws the keyboard's focus ring around r (once the keyboard is used).
func (a *Frame) Focus(dst *ebiten.Image, r layout.Rect) {
	if !a.In.Keyboard {
		return
	}
	d := math.Max(2, a.Scale*2) * style.Line
	render.Panel(dst, r.Inset(-2*d), math.Min(r.H*0.3, a.Unit)+d, nil, style.Focus, 1.5*d)
}

// Tapped reports whether r was tapped this frame.
func (a *Frame) Tapped(r layout.Rect) bool { return a.In.Tapped && r.Contains(a.In.TapX, a.In.TapY) }

// Hit records r as the named target for tests and reports whether it was tapped.
//
// In a menu (a Focuser scene) it also reports the target the keyboard's
// focus is on when Enter or Space is pressed.
func (a *Frame) Hit(name string, r layout.Rect) bool {
	a.Target(name, r)
	return a.tappedFocus(name, r) || a.menu.activated != "" && a.menu.activated == name
}

// tappedFocus reports whether r was tapped; a menu's target tapped takes
// the keyboard's focus, as a button clicked on a page does, so that a
// menu come back to has it there (Rules, left by Escape, to the title).
func (a *Frame) tappedFocus(name string, r layout.Rect) bool {
	if !a.Tapped(r) {
		return false
	}
	if a.menu.scene == a.screen && a.menu.scene != nil {
		a.menu.name = name
	}
	return true
}

// HitScrolled records r as the named target of a list that scrolls in
// window w (the setup's choices) and reports whether it was used: tapped
// where it shows whole, or used from the keyboard or the accessible page
// wherever it lies. Out of the window it is still a target for the
// keyboard's focus and the accessible page (issue 38: the fifth seat of a
// setup at 1280×720 was reached by the mouse wheel alone), and the scene
// scrolls the focused one into view (FocusMoved, Window.Reveal); a tap there
// is on what covers it.
func (a *Frame) HitScrolled(name string, r layout.Rect, w layout.Window) bool {
	a.Target(name, r)
	if a.scrolled == nil {
		a.scrolled = map[string]layout.Window{}
	}
	a.scrolled[name] = w
	return w.Shows(r) && a.tappedFocus(name, r) || a.menu.activated != "" && a.menu.activated == name
}

// Focused is the menu target the keyboard's focus is on, "" while the
// keyboard has not been used (no ring shows).
func (a *Frame) Focused() string {
	if !a.menuShown() || !a.In.Keyboard {
		return ""
	}
	return a.menu.name
}

// FocusMoved is the menu target a key or the accessible page moved the
// focus to this update, "" when it did not move: a scrolling list scrolls
// it into view then, and lets the wheel scroll past it otherwise.
func (a *Frame) FocusMoved() string {
	if !a.menu.moved {
		return ""
	}
	return a.Focused()
}

package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
)

// The in-table menu: Menu opens it over the table instead of leaving, so
// the settings (speed, sound, language) and the rules are a tap away and
// the game waits, bots and all, until the person comes back.

// sheetItems are the menu's buttons, top to bottom: target names and labels.
var sheetItems = []struct{ target, label string }{
	{"menu-resume", "table.resume"},
	{"menu-settings", "menu.settings"},
	{"menu-rules", "menu.rules"},
	{"menu-home", "result.main_menu"},
}

// sheetLayout is the panel and its buttons.
func (t *Table) sheetLayout() (Rect, []Rect) {
	a := t.app
	g := t.geo
	w := math.Min(a.W*0.86, 22*g.Unit)
	bh := math.Max(g.Touch, style.ButtonH*g.Unit)
	gap := g.Space.S
	head := g.Type.Head * 2.2
	h := head + float64(len(sheetItems))*(bh+gap) + g.Space.M
	panel := Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	var out []Rect
	y := panel.Y + head
	for range sheetItems {
		out = append(out, Rect{X: panel.X + g.Space.M, Y: y, W: w - 2*g.Space.M, H: bh})
		y += bh + gap
	}
	return panel, out
}

// sheetInput handles the open menu; it always owns the frame.
func (t *Table) sheetInput(a *scenes.App) bool {
	in := &a.In
	_, buttons := t.sheetLayout()
	pick := -1
	for i, r := range buttons {
		if scenes.Hit(a, sheetItems[i].target, r) {
			pick = i
		}
	}
	switch {
	case in.Did(keymap.Down) || in.Did(keymap.Next) || in.Did(keymap.Previous):
		t.sheetFocus = (t.sheetFocus + 1) % len(sheetItems)
	case in.Did(keymap.Up):
		t.sheetFocus = (t.sheetFocus + len(sheetItems) - 1) % len(sheetItems)
	case in.Confirm():
		pick = t.sheetFocus
	case in.Did(keymap.Back) || in.Did(keymap.Menu):
		pick = 0
	case in.Did(keymap.Save):
		pick = 1
	case in.Did(keymap.Rules):
		pick = 2
	}
	switch pick {
	case 0:
		t.sheet = false
	case 1:
		t.sheet = false
		if a.OpenSettings != nil {
			a.Go(a.OpenSettings(a, t.scene()))
		}
	case 2:
		t.sheet = false
		if a.Rules != nil {
			a.Go(a.Rules(a, t.spec.Name, t.scene()))
		}
	case 3:
		t.sheet = false
		a.GoHome()
	}
	in.Tapped = false
	return true
}

func (t *Table) drawSheet(a *scenes.App, dst *ebiten.Image) {
	g := t.geo
	panel, buttons := t.sheetLayout()
	render.Panel(dst, Rect{W: a.W, H: a.H}, 0, style.Veil, nil, 0)
	render.Panel(dst, panel, g.Unit, style.SeatFill, style.Gold, 2)
	title := i18n.T(t.spec.Name + ".name")
	a.Text.Display().Draw(dst, title, panel.CX(), panel.Y+g.Type.Head*1.1, a.Text.Display().Fit(title, panel.W-2*g.Unit, g.Type.Head, true), style.Gold, render.Center, true)
	for i, r := range buttons {
		look := scenes.Plain
		if i == 0 {
			look = scenes.Primary
		}
		scenes.Button(a, dst, r, i18n.T(sheetItems[i].label), look)
		if i == t.sheetFocus {
			scenes.Focus(a, dst, r)
		}
	}
}

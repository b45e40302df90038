package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/focus"
	"parlour/scenes/keymap"
	"parlour/scenes/platform"
	"parlour/scenes/ui"
)

// The in-table menu: Menu opens it over the table instead of leaving, so
// the settings (speed, sound, language) and the rules are a tap away and
// the game waits, bots and all, until the person comes back.

// menuSheet is the Menu layer's state.
type menuSheet struct {
	on    bool
	focus int // the item the keyboard's focus is on
}

// sheetItems are the menu's buttons, top to bottom: target names and
// labels. In an embed, "Main menu" gives way to what makes sense in a
// frame: a new game (the game's setup), full screen where the host allows
// it, and the full parlour in a new tab.
func (t *Table) sheetItems() []sheetItem {
	items := []sheetItem{
		{"menu-resume", "table.resume"},
		{"menu-settings", "menu.settings"},
		{"menu-rules", "menu.rules"},
	}
	if !t.app.Embedded() {
		return append(items, sheetItem{"menu-home", "result.main_menu"})
	}
	items = append(items, sheetItem{"menu-home", "embed.new_game"})
	if platform.FullscreenAllowed() {
		label := "embed.fullscreen"
		if platform.Fullscreen() {
			label = "embed.leave_fullscreen"
		}
		items = append(items, sheetItem{"menu-fullscreen", label})
	}
	return append(items, sheetItem{"menu-parlour", "embed.full_parlour"})
}

type sheetItem struct{ target, label string }

// sheetLayout is the panel and its buttons: one column, or two when one
// would not fit the screen's height.
func (t *Table) sheetLayout() (Rect, []Rect) {
	a := t.app
	g := t.geo
	n := len(t.sheetItems())
	w := math.Min(a.W*0.86, 22*g.Unit)
	bh := math.Max(g.Touch, style.ButtonH*g.Unit)
	gap := g.Space.S
	head := g.Type.Head * 2.2
	cols := 1
	if head+float64(n)*(bh+gap)+g.Space.M > a.H*0.96 {
		cols, w = 2, math.Min(a.W*0.96, 36*g.Unit)
	}
	rows := (n + cols - 1) / cols
	h := head + float64(rows)*(bh+gap) + g.Space.M
	panel := Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	bw := (w - 2*g.Space.M - float64(cols-1)*gap) / float64(cols)
	var out []Rect
	for i := range n {
		c, r := i%cols, i/cols
		out = append(out, Rect{X: panel.X + g.Space.M + float64(c)*(bw+gap), Y: panel.Y + head + float64(r)*(bh+gap), W: bw, H: bh})
	}
	return panel, out
}

// up reports whether the menu is open.
func (m *menuSheet) up(*Table) bool { return m.on }

// input handles the open menu; it always owns the frame.
func (m *menuSheet) input(t *Table, u *ui.Frame) bool {
	in := &u.In
	items := t.sheetItems()
	_, buttons := t.sheetLayout()
	pick := ""
	for i, r := range buttons {
		if u.Hit(items[i].target, r) {
			pick = items[i].target
		}
	}
	// A column of buttons, all of them usable.
	to, moved := focus.Column.Move(make([]focus.Item, len(items)), min(m.focus, len(items)-1), in.Did)
	m.focus = to
	switch {
	case moved != keymap.None:
	case in.Confirm():
		pick = items[m.focus].target
	case in.Did(keymap.Back) || in.Did(keymap.Menu):
		pick = "menu-resume"
	case in.Did(keymap.Save):
		pick = "menu-settings"
	case in.Did(keymap.Rules):
		pick = "menu-rules"
	}
	if pick != "" && pick != "menu-fullscreen" {
		m.on = false
	}
	switch pick {
	case "menu-settings":
		if t.app.OpenSettings != nil {
			t.app.Go(t.app.OpenSettings(t.app, t.scene()))
		}
	case "menu-rules":
		if t.app.Rules != nil {
			t.app.Go(t.app.Rules(t.app, t.spec.Name, t.scene()))
		}
	case "menu-home":
		t.app.GoHome()
	case "menu-fullscreen":
		platform.ToggleFullscreen()
	case "menu-parlour":
		platform.OpenTab(platform.PageURL())
	}
	in.Tapped = false
	return true
}

func (m *menuSheet) draw(t *Table, u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	panel, buttons := t.sheetLayout()
	render.Panel(dst, Rect{W: u.W, H: u.H}, 0, style.Veil, nil, 0)
	render.Panel(dst, panel, g.Unit, style.SeatFill, style.Gold, 2)
	title := i18n.T(t.spec.Name + ".name")
	u.Text.Display().Draw(dst, title, panel.CX(), panel.Y+g.Type.Head*1.1, u.Text.Display().Fit(title, panel.W-2*g.Unit, g.Type.Head, true), style.Gold, render.Center, true)
	items := t.sheetItems()
	for i, r := range buttons {
		look := ui.Plain
		if i == 0 {
			look = ui.Primary
		}
		u.Button(dst, r, i18n.T(items[i].label), look)
		if i == m.focus {
			u.Focus(dst, r)
		}
	}
}

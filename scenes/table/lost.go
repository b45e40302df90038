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
	"parlour/scenes/table/flow"
	"parlour/scenes/ui"
)

// A game another tab took over (package saves): this table stops playing
// and saving at once — its state is older than the game's now — and says
// so over the table, offering to continue the game here (as the other tab
// left it) or to go to the title.

// lostPanel is the Lost layer's state.
type lostPanel struct {
	on    bool // another tab took the game over: the table neither plays nor saves
	focus int  // 0: continue here, 1: the title
}

// loseGame stops the table: another tab plays its game now.
func (t *Table) loseGame() {
	if t.lost.on {
		return
	}
	t.lost.on = true
	t.sheet.on, t.drawer.on = false, false
	t.view.changes++
	platform.Warn("parlour: this game was continued in another tab; this tab stopped saving it")
}

// lostLayout is the panel and its two buttons: continue here, the title.
func (t *Table) lostLayout() (Rect, Rect, Rect) {
	a := t.app
	g := t.geo
	w := math.Min(a.W*0.9, 26*g.Unit)
	bh := math.Max(g.Touch, style.ButtonH*g.Unit)
	text := a.Text.WrapHeight(i18n.T("table.lost"), w-2*g.Space.M, g.Type.Body)
	h := g.Space.M + text + g.Space.M + bh + g.Space.S + bh + g.Space.M
	panel := Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	here := Rect{X: panel.X + g.Space.M, Y: panel.Bottom() - g.Space.M - 2*bh - g.Space.S, W: w - 2*g.Space.M, H: bh}
	home := Rect{X: here.X, Y: here.Bottom() + g.Space.S, W: here.W, H: bh}
	return panel, here, home
}

// up reports whether the lost panel shows.
func (p *lostPanel) up(*Table) bool { return p.on }

// input is the only input while the game is lost: it takes every update.
func (p *lostPanel) input(t *Table, u *ui.Frame) bool {
	_, here, home := t.lostLayout()
	in := &u.In
	if to, act := focus.Column.Move(make([]focus.Item, 2), p.focus, in.Did); act != keymap.None {
		p.focus = to
		t.view.changes++
	}
	switch {
	case u.Hit("lost-here", here) || in.Confirm() && p.focus == 0:
		t.takeBack(u)
	case u.Hit("lost-home", home) || in.Did(keymap.Back) || in.Confirm():
		t.app.GoHome()
	}
	return true
}

// takeBack continues the game here as the other tab left it.
func (t *Table) takeBack(u *ui.Frame) {
	b, ok := t.app.Saves.Load(t.save.slot)
	if !ok {
		// The other tab finished it (its result is in the statistics) or
		// removed it.
		u.Notify(i18n.T("notice.game_gone"))
		t.app.GoHome()
		return
	}
	rec, s, err := flow.DecodeRecord(b)
	if err == nil && s.Game.Over() {
		u.Notify(i18n.T("notice.game_gone"))
		t.app.GoHome()
		return
	}
	if err == nil {
		err = t.app.Saves.Hold(t.save.slot, true)
	}
	var nt *Table
	if err == nil {
		nt, err = resume(t.app, t.save.slot, rec, s)
	}
	if err != nil {
		platform.Warn("parlour: the game could not be taken back: " + err.Error())
		u.Notify(i18n.T("notice.game_gone"))
		t.app.GoHome()
		return
	}
	t.app.Go(nt.scene())
}

func (p *lostPanel) draw(t *Table, u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	panel, here, home := t.lostLayout()
	render.Panel(dst, Rect{W: u.W, H: u.H}, 0, style.Veil, nil, 0)
	render.Panel(dst, panel, g.Unit, style.SeatFill, style.Gold, 2)
	u.Text.Wrap(dst, i18n.T("table.lost"), panel.X+g.Space.M, panel.Y+g.Space.M, panel.W-2*g.Space.M, g.Type.Body, style.Cream, true)
	u.Button(dst, here, i18n.T("table.lost_here"), ui.Primary)
	u.Button(dst, home, i18n.T("result.main_menu"), ui.Plain)
	if p.focus == 0 {
		u.Focus(dst, here)
	} else {
		u.Focus(dst, home)
	}
}

package table

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/ui"
)

// The side panel holds the game's tracker, the log and the key legend. On
// a wide screen it is a column beside the table; on any other it is a
// drawer the Log button (or L) opens over the table, with its own close
// button, scrolled by its arrows, a drag, the wheel or the arrow keys.

// logDrawer is the Drawer layer's state.
type logDrawer struct{ on bool }

// up: a wide screen shows the log in its side column, never as a drawer.
func (d *logDrawer) up(t *Table) bool { return d.on && !t.geo.Wide }

// draw draws the drawer over the table and any summary.
func (d *logDrawer) draw(t *Table, u *ui.Frame, dst *ebiten.Image) { t.drawSide(u, dst) }

// sideHead is the top of the side panel's content: below the drawer's
// close button, and below the status when the bar has no room for it.
func (t *Table) sideHead() float64 {
	g := t.geo
	y := g.Side.Y + g.Space.S
	if !g.Wide {
		y = t.drawerClose().Bottom() + g.Space.XS
	}
	if g.Status.W == 0 {
		y += g.Type.Small * 2.4
	}
	return y
}

func (t *Table) drawerClose() Rect {
	g := t.geo
	return Rect{X: g.Side.Right() - g.Touch - g.Space.XS, Y: g.Side.Y + g.Space.XS, W: g.Touch, H: g.Touch}
}

// logHead is the log's heading row (with the scroll buttons at its right).
func (t *Table) logHead() Rect {
	g := t.geo
	return Rect{X: g.Side.X + g.Space.S, Y: t.sideHead() + t.fit.trackerH, W: g.Side.W - 2*g.Space.S, H: g.Touch}
}

func (t *Table) legendH() float64 {
	if !t.keysHelp() {
		return 0
	}
	return t.geo.Type.Tiny * 1.35 * 3
}

// keysHelp reports whether the keyboard's help shows: not on a touch screen
// whose person has not used a key (issue 29: phones showed it).
func (t *Table) keysHelp() bool { return !t.app.In.Touch || t.app.In.Keyboard }

// logArea is where the log's lines go.
func (t *Table) logArea() Rect {
	g := t.geo
	h := t.logHead()
	top := h.Bottom() + g.Space.XS
	return Rect{X: h.X, Y: top, W: h.W, H: math.Max(0, g.Side.Bottom()-top-t.legendH()-g.Space.S)}
}

func (t *Table) logRows(r Rect) int {
	return max(1, int(r.H/(t.geo.Type.Small*1.45)))
}

func (t *Table) logButtons(area Rect) (up, down Rect) {
	h := t.logHead()
	s := t.geo.Touch
	down = Rect{X: h.Right() - s, Y: h.Y, W: s, H: s}
	up = Rect{X: down.X - s - t.geo.Space.XS, Y: h.Y, W: s, H: s}
	return up, down
}

func (t *Table) drawSide(u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	side := g.Side
	if g.Wide {
		render.Panel(dst, side.Inset(g.Space.XS), g.Unit*style.Radius, style.Mix(style.FeltDark, style.Felt, 0.3), nil, 0)
	} else {
		render.Panel(dst, side, g.Unit*style.Radius, style.FeltDeep, style.Gold, 2)
		c := t.drawerClose()
		u.Button(dst, c, "×", ui.Plain)
		u.Text.Display().Draw(dst, i18n.T("table.log"), side.X+g.Space.S, c.CY(), g.Type.Head, style.Gold, render.Left, true)
	}
	x, w := side.X+g.Space.S, side.W-2*g.Space.S
	if g.Status.W == 0 {
		s := t.statusLine()
		u.Text.Draw(dst, s, x, t.sideHead()-g.Type.Small*1.2, u.Text.Fit(s, w, g.Type.Small, false), style.Cream, render.Left, false)
	}
	// The tracker, measured as it is drawn: the log starts below it.
	top := t.sideHead()
	h := 0.0
	if t.spec.Tracker != "" {
		h = g.Type.Body * 1.6
	}
	// A tracker with nothing to show yet (Rebel Princess's draft) draws
	// nothing, and then has no heading either.
	if th := t.g.DrawTracker(dst, Rect{X: x, Y: top + h, W: w, H: side.Bottom() - top - h - 8*g.Unit}); th > 0 {
		if t.spec.Tracker != "" {
			// Fitted to the panel: "Карты, которых вы ещё не видели" ran
			// past its edge (issue 29).
			head := i18n.T(t.spec.Tracker)
			size := u.Text.Display().Fit(head, w, g.Type.Body, true)
			u.Text.Display().Draw(dst, head, x, top+g.Type.Body*0.7, size, style.Gold, render.Left, true)
			t.fit.trackerHead = HeadSnap{Text: head, Width: u.Text.Display().Width(head, size, true) / g.Scale, Room: w / g.Scale}
		}
		h += th
	} else {
		h = 0
	}
	if h != t.fit.trackerH {
		t.fit.trackerH = h
	}
	head := t.logHead()
	if g.Wide {
		// The drawer's own title already says "Log": one heading, not two.
		u.Text.Display().Draw(dst, i18n.T("table.log"), head.X, head.CY(), g.Type.Body, style.Gold, render.Left, true)
	}
	area := t.logArea()
	rows := t.logRows(area)
	up, down := t.logButtons(area)
	from, to := t.book.log.View(rows)
	u.Button(dst, up, "↑", offIf(from == 0))
	u.Button(dst, down, "↓", offIf(to == len(t.book.log.Lines)))
	clip := dst.SubImage(image.Rect(int(area.X), int(area.Y), int(math.Ceil(area.Right())), int(math.Ceil(area.Bottom())))).(*ebiten.Image)
	// From the newest line of the view upwards; a long line wraps.
	y := area.Bottom()
	for i := to - 1; i >= from && y > area.Y; i-- {
		l := t.book.log.Lines[i]
		ink := style.Cream
		if i < to-1 || t.book.log.Back > 0 {
			ink = style.Mix(style.Cream, style.Muted, 0.35)
		}
		h := u.Text.WrapHeight(l, area.W, g.Type.Small) + g.Type.Small*0.45
		if y-h < area.Y-1 && i < to-1 {
			break // a line cut in half by the heading reads as a mistake
		}
		y -= h
		u.Text.Wrap(clip, l, area.X, y, area.W, g.Type.Small, ink, false)
	}
	if !t.keysHelp() {
		return
	}
	legend := []string{i18n.T("keys.move"), i18n.T("keys.choose"), i18n.T("keys.more")}
	if t.replay != nil {
		// A replay reads keys of its own (keymap.Places["replay"]).
		legend = []string{i18n.T("keys.replay_step"), i18n.T("keys.replay_marks"), i18n.T("keys.replay_more")}
	}
	ly := side.Bottom() - t.legendH() - g.Space.XS
	for i, l := range legend {
		u.Text.Draw(dst, l, x, ly+g.Type.Tiny*1.35*(float64(i)+0.5), u.Text.Fit(l, w, g.Type.Tiny, false), style.Muted, render.Left, false)
	}
}

func offIf(b bool) int {
	if b {
		return ui.Off
	}
	return ui.Plain
}

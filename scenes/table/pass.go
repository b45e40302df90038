package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/table/flow"
)

// Pass and play: when several people share the device (seats without a
// bot), the table shows one person's view at a time. Between two different
// people's decisions a cover hides the whole table, hands and log included,
// until the next person taps; each person has their own log in their own
// words, and the events are redacted for each of them from the session's
// whole feed. A decision several people owe at once (a vote) is asked
// person by person, each behind the cover. Only one-person games count in
// the statistics.

// openCover starts a shared table behind the cover, for the first person
// the table waits for.
func (t *Table) openCover() {
	t.cover = -1
	if !t.S.Several() {
		return
	}
	t.logs = map[int]*flow.Log{}
	p := t.S.NextPerson()
	if p < 0 {
		p = t.S.Human
	}
	t.cover = p
}

// arriveOthers writes an event in the log of every other person, in their
// words and redacted for them.
func (t *Table) arriveOthers(e game.Event) {
	holder := t.S.Human
	for _, p := range t.S.People() {
		if p == holder {
			continue
		}
		t.S.Human, t.obs = p, nil
		line := t.G.Describe(e.Redact(p))
		if t.logs[p] == nil {
			t.logs[p] = &flow.Log{}
		}
		t.logs[p].Add(line.Text)
	}
	t.S.Human, t.obs = holder, nil
}

// coverDue puts up the cover when the table, at rest, waits for a person
// other than the one holding the device.
func (t *Table) coverDue() bool {
	if !t.S.Several() || t.replay != nil {
		return false
	}
	if p := t.S.NextPerson(); p >= 0 && p != t.S.Human {
		t.cover = p
		return true
	}
	return false
}

// passTo hands the device to person p: their view, their log.
func (t *Table) passTo(p int) {
	for _, e := range t.seq.Queued() {
		t.log.Add(e.Line.Text)
	}
	old := t.log
	t.logs[t.S.Human] = &old
	if err := t.S.Pass(p); err != nil {
		return
	}
	t.log = flow.Log{}
	if l := t.logs[p]; l != nil {
		t.log = *l
	}
	t.log.Back = 0
	t.seq.Reset()
	t.seq.Caption = i18n.T("pass.hello", t.SeatName(p))
	t.status = flow.Status{}
	t.drawer = false
	t.resync()
	t.cover = -1
}

// coverLayout is the cover's button.
func (t *Table) coverLayout() Rect {
	a := t.App
	g := t.geo
	w := math.Min(a.W*0.8, 22*g.Unit)
	h := math.Max(g.Touch, 3.6*g.Unit)
	return Rect{X: a.W/2 - w/2, Y: a.H * 0.58, W: w, H: h}
}

func (t *Table) coverInput(a *scenes.App) {
	if scenes.Hit(a, "menu", t.geo.Menu) || a.In.Pressed(ebiten.KeyM) {
		a.GoHome()
		return
	}
	if scenes.Hit(a, "pass-show", t.coverLayout()) || a.In.Confirm() {
		t.passTo(t.cover)
	}
}

// drawCover draws the cover alone: nothing of the table shows under it.
func (t *Table) drawCover(a *scenes.App, dst *ebiten.Image) {
	g := t.geo
	dst.Fill(style.FeltDark)
	name := t.SeatName(t.cover)
	title := i18n.T("pass.title", name)
	a.Text.Display().Draw(dst, title, a.W/2, a.H*0.36, a.Text.Display().Fit(title, a.W*0.9, g.Type.Title, true), style.Gold, render.Center, true)
	sub := i18n.T("pass.only", name)
	a.Text.Draw(dst, sub, a.W/2, a.H*0.36+g.Type.Title*1.3, a.Text.Fit(sub, a.W*0.9, g.Type.Body, false), style.Cream, render.Center, false)
	b := t.coverLayout()
	scenes.Button(a, dst, b, i18n.T("pass.show", name), scenes.Primary)
	scenes.Focus(a, dst, b)
	scenes.Button(a, dst, g.Menu, i18n.T("menu.menu"), scenes.Plain)
}

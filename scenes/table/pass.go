package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
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
	if !t.s.Several() {
		return
	}
	t.logs = map[int]*flow.Log{}
	p := t.s.NextPerson()
	if p < 0 {
		p = t.s.Human
	}
	t.cover = p
	t.app.Hush() // the last holder's lines are not the next person's to hear
}

// arriveOthers writes an event in the log of every other person, in their
// words and redacted for them.
func (t *Table) arriveOthers(e game.Event) {
	holder := t.s.Human
	for _, p := range t.s.People() {
		if p == holder {
			continue
		}
		t.s.Human, t.obs = p, nil
		line := t.g.Describe(e.Redact(p))
		if t.logs[p] == nil {
			t.logs[p] = &flow.Log{}
		}
		t.logs[p].Add(line.Text)
	}
	t.s.Human, t.obs = holder, nil
}

// seenPrivately notes an event that arrived while the device's holder holds
// it and shows them something only they may see (Revealer), such as the
// card a Priest looked at.
func (t *Table) seenPrivately(e game.Event) {
	r, ok := t.g.(Revealer)
	if ok && t.s.Several() && e.Secret.Len() > 0 && e.SeenBy.Has(t.s.Human) && r.Reveals(e) {
		t.private = true
	}
}

// coverDue puts up the cover when the table, at rest, waits for a person
// other than the one holding the device. When the holder saw something
// only they may see since their decision (a Priest's look), the cover waits
// for them to say they are done: it once came down less than a second after
// the card showed.
func (t *Table) coverDue() bool {
	if !t.s.Several() || t.replay != nil {
		return false
	}
	if p := t.s.NextPerson(); p >= 0 && p != t.s.Human {
		if t.private {
			if t.handOff != p {
				t.handOff = p
				t.changes++
			}
			return true
		}
		t.cover, t.handOff = p, -1
		t.app.Hush()
		return true
	}
	t.handOff = -1
	return false
}

// handOffButton is "Done: pass to …", in the prompt's strip.
func (t *Table) handOffButton() Rect {
	g := t.geo
	bar := g.Prompt
	w := math.Min(bar.W, math.Max(14*g.Unit, t.app.Text.Width(t.handOffLabel(), g.Type.Label, true)+2*g.Space.L))
	h := math.Min(bar.H, math.Max(g.Touch, style.ButtonH*g.Unit))
	return Rect{X: bar.CX() - w/2, Y: bar.CY() - h/2, W: w, H: h}
}

func (t *Table) handOffLabel() string { return i18n.T("pass.done", t.SeatName(t.handOff)) }

// handOffInput waits for the holder to be done looking.
func (t *Table) handOffInput(a *scenes.App) {
	if scenes.Hit(a, "pass-done", t.handOffButton()) || a.In.Confirm() {
		t.private = false
		t.letGo()
		t.cover, t.handOff = t.handOff, -1
		t.app.Hush()
		t.changes++
	}
}

// passTo hands the device to person p: their view, their log.
func (t *Table) passTo(p int) {
	for _, e := range t.seq.Queued() {
		t.log.Add(e.Line.Text)
	}
	old := t.log
	t.logs[t.s.Human] = &old
	if err := t.s.Pass(p); err != nil {
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
	t.private, t.handOff = false, -1
}

// coverLayout is the cover's button.
func (t *Table) coverLayout() Rect {
	a := t.app
	g := t.geo
	w := math.Min(a.W*0.8, 22*g.Unit)
	h := math.Max(g.Touch, 3.6*g.Unit)
	return Rect{X: a.W/2 - w/2, Y: a.H * 0.58, W: w, H: h}
}

func (t *Table) coverInput(a *scenes.App) {
	if scenes.Hit(a, "menu", t.geo.Menu) || a.In.Did(keymap.Menu) {
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

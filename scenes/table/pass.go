package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/keymap"
	"parlour/scenes/table/flow"
	"parlour/scenes/ui"
)

// Pass and play: when several people share the device (seats without a
// bot), the table shows one person's view at a time. Between two different
// people's decisions a cover hides the whole table, hands and log included,
// until the next person taps; each person has their own log in their own
// words, and the events are redacted for each of them from the session's
// whole feed. A decision several people owe at once (a vote) is asked
// person by person, each behind the cover. Only one-person games count in
// the statistics.

// passPlay is pass and play's state: the Cover and HandOff layers.
type passPlay struct {
	cover int // the person the cover waits for, or -1
	// private is set when the device's holder saw something only they may
	// see since their last decision; handOff is then the person the table
	// waits for while the holder finishes looking, or -1.
	private bool
	handOff int
	logs    map[int]*flow.Log // each person's log, while another holds the device
}

// coverLayer and handOffLayer are pass and play's two layers, over its one
// state: the cover between two people, and "Done: pass to …" while the
// holder finishes looking.
type (
	coverLayer   struct{ *passPlay }
	handOffLayer struct{ *passPlay }
)

func (c coverLayer) up(*Table) bool { return c.cover >= 0 }

// up: the hand-off waits for what plays to end before it is offered.
func (h handOffLayer) up(t *Table) bool { return h.handOff >= 0 && t.seq.Idle() }

// draw: the hand-off's button is drawn by the felt, in the prompt's strip
// (drawPrompt), where the decision's would be.
func (handOffLayer) draw(*Table, *ui.Frame, *ebiten.Image) {}

// openCover starts a shared table behind the cover, for the first person
// the table waits for.
func (t *Table) openCover() {
	t.pass.cover = -1
	if !t.s.Several() {
		return
	}
	t.pass.logs = map[int]*flow.Log{}
	p := t.s.NextPerson()
	if p < 0 {
		p = t.s.Human
	}
	t.pass.cover = p
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
		t.s.Human, t.view.obs = p, nil
		line := t.g.Describe(e.Redact(p))
		if t.pass.logs[p] == nil {
			t.pass.logs[p] = &flow.Log{}
		}
		t.pass.logs[p].Add(line.Text)
	}
	t.s.Human, t.view.obs = holder, nil
}

// seenPrivately notes an event that arrived while the device's holder holds
// it and shows them something only they may see (Revealer), such as the
// card a Priest looked at.
func (t *Table) seenPrivately(e game.Event) {
	r, ok := t.g.(Revealer)
	if ok && t.s.Several() && e.Secret.Len() > 0 && e.SeenBy.Has(t.s.Human) && r.Reveals(e) {
		t.pass.private = true
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
		if t.pass.private {
			if t.pass.handOff != p {
				t.pass.handOff = p
				t.view.changes++
			}
			return true
		}
		t.pass.cover, t.pass.handOff = p, -1
		t.app.Hush()
		return true
	}
	t.pass.handOff = -1
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

func (t *Table) handOffLabel() string { return i18n.T("pass.done", t.SeatName(t.pass.handOff)) }

// input waits for the holder to be done looking; once they are, the cover
// is up and takes the rest of the update.
func (h handOffLayer) input(t *Table, u *ui.Frame) bool {
	if u.Hit("pass-done", t.handOffButton()) || u.In.Confirm() {
		h.private = false
		t.letGo()
		h.cover, h.handOff = h.handOff, -1
		t.app.Hush()
		t.view.changes++
	}
	return h.cover >= 0
}

// passTo hands the device to person p: their view, their log.
func (t *Table) passTo(p int) {
	for _, e := range t.seq.Queued() {
		t.book.log.Add(e.Line.Text)
	}
	old := t.book.log
	t.pass.logs[t.s.Human] = &old
	if err := t.s.Pass(p); err != nil {
		return
	}
	t.book.log = flow.Log{}
	if l := t.pass.logs[p]; l != nil {
		t.book.log = *l
	}
	t.book.log.Back = 0
	t.seq.Reset()
	t.seq.Caption = i18n.T("pass.hello", t.SeatName(p))
	t.view.status = flow.Status{}
	t.drawer.on = false
	t.resync()
	t.pass.cover = -1
	t.pass.private, t.pass.handOff = false, -1
}

// coverLayout is the cover's button.
func (t *Table) coverLayout() Rect {
	a := t.app
	g := t.geo
	w := math.Min(a.W*0.8, 22*g.Unit)
	h := math.Max(g.Touch, 3.6*g.Unit)
	return Rect{X: a.W/2 - w/2, Y: a.H * 0.58, W: w, H: h}
}

// input: the cover answers alone (its button, and the menu to leave).
func (c coverLayer) input(t *Table, u *ui.Frame) bool {
	if u.Hit("menu", t.geo.Menu) || u.In.Did(keymap.Menu) {
		t.app.GoHome()
		return true
	}
	if u.Hit("pass-show", t.coverLayout()) || u.In.Confirm() {
		t.passTo(c.cover)
	}
	return true
}

// draw draws the cover alone: nothing of the table shows under it.
func (c coverLayer) draw(t *Table, u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	dst.Fill(style.FeltDark)
	name := t.SeatName(c.cover)
	title := i18n.T("pass.title", name)
	u.Text.Display().Draw(dst, title, u.W/2, u.H*0.36, u.Text.Display().Fit(title, u.W*0.9, g.Type.Title, true), style.Gold, render.Center, true)
	sub := i18n.T("pass.only", name)
	u.Text.Draw(dst, sub, u.W/2, u.H*0.36+g.Type.Title*1.3, u.Text.Fit(sub, u.W*0.9, g.Type.Body, false), style.Cream, render.Center, false)
	b := t.coverLayout()
	u.Button(dst, b, i18n.T("pass.show", name), ui.Primary)
	u.Focus(dst, b)
	u.Button(dst, g.Menu, i18n.T("menu.menu"), ui.Plain)
}

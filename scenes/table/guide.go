package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/scenes/keymap"
	"parlour/scenes/ui"
)

// First-game guidance: a table whose session has Guide set (the setup
// offers it on a game's first visit, on the game's fixed guide deal) rings
// a good move at every decision of the person (the Clever bot's, as Hint
// does, without counting the game as played with hints) and says in the
// caption why, in one line, until the first round's summary is closed. The
// person may follow the ring or choose otherwise; "Skip the guide" in the
// caption strip ends it at once.

// guideStep shows the guide's ring for a new decision.
func (t *Table) guideStep(u *ui.Frame) {
	if !t.s.Guide || t.replay != nil || t.dec.hint != nil || t.hintWhy() != "" {
		return
	}
	t.askHint(true)
}

// guideSkip is the caption strip's "Skip the guide" button.
func (t *Table) guideSkip() Rect {
	g := t.geo
	r := g.Caption
	if r.Y < g.Top.Bottom() {
		// The caption shares the top bar (a short screen): the button goes
		// under it, at the right.
		r = Rect{X: g.Top.X, Y: g.Top.Bottom(), W: g.Top.W, H: g.Touch}
	}
	w := math.Max(g.Touch*2, t.app.Text.Width(i18n.T("guide.skip"), g.Type.Small, true)+g.Space.L)
	h := math.Min(r.H-0.2*g.Unit, g.Touch)
	return Rect{X: r.Right() - w - g.Space.XS, Y: r.CY() - h/2, W: w, H: h}
}

// guideInput ends the guide on Skip, and by itself at the first summary:
// on the final screen at once (the game, not the guide, is over), else
// once the person has read the round's summary (guideRead).
func (t *Table) guideInput(u *ui.Frame) bool {
	if !t.s.Guide || t.replay != nil {
		return false
	}
	if t.seq.Showing != nil {
		if t.seq.Showing.Final {
			t.s.Guide = false
			t.save.dirty = true
		}
		return false
	}
	if u.Hit("guide-skip", t.guideSkip()) || u.In.Did(keymap.SkipGuide) {
		t.s.Guide = false
		t.dec.hint = nil
		t.seq.Caption = i18n.T("guide.skipped")
		t.save.dirty = true
		return true
	}
	return false
}

// guideRead ends the guide as the person closes the first round's
// summary, and says so then: said while the summary showed, the notice
// covered its winner's row (issue 38).
func (t *Table) guideRead(u *ui.Frame) {
	if t.s.Guide && t.replay == nil {
		t.s.Guide = false
		u.Notify(i18n.T("guide.done"))
	}
}

func (t *Table) drawGuide(u *ui.Frame, dst *ebiten.Image) {
	if !t.s.Guide || t.replay != nil {
		return
	}
	u.Button(dst, t.guideSkip(), i18n.T("guide.skip"), ui.Plain)
}

package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/scenes/ui"
)

// line writes s in r on one line, as large as fits up to size; when even the
// smallest size is too large, wrapped (advice: on the lines r holds). It
// returns where the words were drawn, and whether they were cut short.
func (t *Table) line(dst *ebiten.Image, s string, r Rect, size float64, ink color.Color, centre bool) (Rect, bool) {
	if s == "" {
		return Rect{}, false
	}
	tx := t.app.Text
	fit := tx.Fit(s, r.W, size, false)
	if fit < t.geo.Type.Tiny {
		whole := s
		s, sz := s, t.geo.Type.Tiny
		if t.advising() {
			// A review's captions and the guide's are long sentences (a
			// verdict, two choices, the reason; why the ringed move is
			// good): held to the band (wrapIn), said whole on the
			// accessible page and, tapped, in a notice. The table's own
			// captions wrap as they need: the band of a 240×320 embed
			// holds one line, and "You are dealt Scheherazade and
			// Pocahontas: keep one" cut short there would hide the
			// choice (embedgame.test.js).
			s, sz = t.wrapIn(s, r, sz, false)
		}
		h := tx.WrapHeight(s, r.W, sz)
		tx.Wrap(dst, s, r.X, r.CY()-h/2, r.W, sz, ink, false)
		return Rect{X: r.X, Y: r.CY() - h/2, W: r.W, H: h}, strings.ReplaceAll(s, "\n", " ") != whole
	}
	w, h := tx.Width(s, fit, false), tx.WrapHeight(s, r.W, fit)
	if centre {
		tx.Draw(dst, s, r.CX(), r.CY(), fit, ink, render.Center, false)
		return Rect{X: r.CX() - w/2, Y: r.CY() - h/2, W: w, H: h}, false
	}
	tx.Draw(dst, s, r.X, r.CY(), fit, ink, render.Left, false)
	return Rect{X: r.X, Y: r.CY() - h/2, W: w, H: h}, false
}

// advising reports whether the caption is advice rather than the game's
// own words: a review's mark, or the guided round's reason for the ringed
// move. Wrapped with no limit, the guide's ran to four lines over the top
// bar's buttons and the seats at 240×320.
func (t *Table) advising() bool {
	return t.replay != nil && t.replay.review != nil || t.replay == nil && t.s.Guide && t.dec.hint != nil
}

// wrapIn is s wrapped to r's width at the largest size from size down to
// the readable minimum whose lines r's height holds (bold, or not); where
// none does, the lines it holds at the readable minimum, the last cut with
// an ellipsis. A mark's caption is a long sentence: wrapped with no limit
// it ran to three lines over the top bar's buttons and the seats at
// 390×844 (issue 41); the accessible page says it whole.
func (t *Table) wrapIn(s string, r Rect, size float64, bold bool) (string, float64) {
	tx := t.app.Text
	// The lines are broken here, in the face they are drawn in (the wrap's
	// measure is the regular face's), and made a pixel narrower than the
	// room: the wrap breaks at whole pixels and may measure a line a hair
	// wider than Width.
	w := math.Max(1, math.Floor(r.W)-1)
	sz := size
	least := math.Min(sz, render.Readable())
	var lines []string
	for {
		lines = t.breakLines(s, w, sz, bold)
		if tx.WrapHeight(strings.Join(lines, "\n"), r.W, sz) <= r.H {
			return strings.Join(lines, "\n"), sz
		}
		if sz <= least {
			break
		}
		sz = math.Max(least, sz*0.9)
	}
	n := len(lines)
	for n > 1 && tx.WrapHeight(strings.Join(lines[:n], "\n"), r.W, sz) > r.H {
		n--
	}
	last := tx.Clip(strings.Join(lines[n-1:], " "), w, sz, bold)
	return strings.Join(append(lines[:n-1:n-1], last), "\n"), sz
}

// breakLines breaks s at its spaces into lines each as long as fits width
// at size (a word longer than width alone on its line).
func (t *Table) breakLines(s string, width, size float64, bold bool) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if cur != "" && t.app.Text.Width(cur+" "+w, size, bold) > width {
			lines, cur = append(lines, cur), w
			continue
		}
		cur = strings.TrimSpace(cur + " " + w)
	}
	return append(lines, cur)
}

// captionInput shows a caption cut short (advice held to its band) whole in
// a notice when it is tapped: on a phone the band holds a line or two of a
// review's or the guide's sentence.
func (t *Table) captionInput(u *ui.Frame) bool {
	if !t.shown.captionCut || !u.Hit("caption-whole", t.shown.caption) {
		return false
	}
	u.Notify(t.seq.Caption)
	return true
}

// promptInput shows the prompt whole in a notice when it was cut short
// and is tapped: at 240×320 the bar holds three lines of a long one.
func (t *Table) promptInput(u *ui.Frame) bool {
	if !t.dec.hasPrompt || t.shown.promptCut != t.dec.prompt.Text || !u.Hit("prompt-whole", t.shown.prompt) {
		return false
	}
	u.Notify(t.dec.prompt.Text)
	return true
}

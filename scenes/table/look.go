package table

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/ui"
)

// Cards on the table outside the person's hand show what they do as a hand
// card does (drawCloseUp): under the mouse, a finger held on them, or the
// keyboard's focus, a card too small to print its rule comes up close,
// large enough to, beside where it lies. Issue 38: a Rebel Princess table
// listed its princesses and round cards for this, and nothing drew them.

// TableCard is a card a table draws outside the person's hand: where it
// lies, its face (a Spec.Face id), and a line that says more of it where
// it lies ("The Ice Princess made Basil play this card"), or "".
type TableCard struct {
	At   Rect
	Face int
	Note string
}

// TableCarder is a Game that draws cards outside the person's hand: each
// seat's character, a round card, the trick, cards laid face up. Each shows
// its rule close up, as a hand card does; the keyboard reaches them after
// the prompt's buttons (↓ or Tab), one by one with ← and →.
type TableCarder interface {
	TableCards() []TableCard
}

// zoneLook is a table card as a focus target: looked at, never picked.
const zoneLook Zone = 101

// tableCards are the game's table cards and the hands a replay shows face
// up, or none when nothing of the table may be looked at: under the
// pass-and-play cover, a summary, the rules sheet, the phone's log drawer
// or a picker over the table.
func (t *Table) tableCards() []TableCard {
	if t.pass.cover >= 0 || t.seq.Showing != nil || t.sheet.on || (t.drawer.on && !t.geo.Wide) {
		return nil
	}
	if t.dec.hasPrompt {
		if _, _, picker := t.promptLayout(t.dec.prompt); picker {
			return nil
		}
	}
	var out []TableCard
	if tc, ok := t.g.(TableCarder); ok {
		out = tc.TableCards()
	}
	return append(out, t.openHandCards()...)
}

// lookItems are the table cards as focus targets, after everything the
// prompt offers.
func (t *Table) lookItems() []item {
	var out []item
	cards := t.tableCards()
	for i, r := range t.lookReaches(cards) {
		out = append(out, item{t: Target{Zone: zoneLook, Index: i}, r: r, on: true})
	}
	return out
}

// lookReaches are where the table's cards answer a finger or the pointer:
// each card grown to a touch target's size about its centre (Love Letter's
// discards are 26×37 CSS pixels on a 360-pixel phone; the menus' test asks
// 44 of every target).
func (t *Table) lookReaches(cards []TableCard) []Rect {
	screen := Rect{W: t.app.W, H: t.app.H}
	out := make([]Rect, len(cards))
	for i, c := range cards {
		out[i] = layout.Reach(c.At, t.geo.Touch, screen)
	}
	return out
}

// lookedAtTable is the table card the person looks at: the one the
// keyboard's focus is on while keys are in use, else the one under the
// mouse or a finger held down (the last drawn, on top, where two meet), or
// whose reach holds it, nearest first; -1 for none.
func (t *Table) lookedAtTable(u *ui.Frame, cards []TableCard) int {
	in := &u.In
	if in.KeysLatest {
		if t.dec.hasPrompt && t.dec.focus.Zone == zoneLook && t.dec.focus.Index < len(cards) {
			return t.dec.focus.Index
		}
		return -1
	}
	if in.Touch && in.Fingers == 0 {
		return -1 // the last touch is no hover
	}
	at := make([]Rect, len(cards))
	for i, c := range cards {
		at[i] = c.At
	}
	return layout.Pointed(at, t.lookReaches(cards), in.X, in.Y)
}

// tableCloseUp is where table card c shows close up, and the size of its
// note; false when it needs none (it prints its rule where it lies and has
// no note, or has nothing to say) or has no room. It may cover a seat the
// person may pick, unlike a chosen hand card's: it shows only while the
// person points at the card (or the keyboard's focus rests on it).
func (t *Table) tableCloseUp(c TableCard) (r Rect, noteSize float64, ok bool) {
	rule := t.spec.Face(c.Face).Text
	if rule == "" && c.Note == "" || render.CardShowsRule(t.app.Text, c.At, rule) && c.Note == "" {
		return Rect{}, 0, false
	}
	noteSize = t.geo.Type.Small
	below := 0.0
	if c.Note != "" {
		below = t.app.Text.WrapHeight(c.Note, render.CloseUpWidth(t.app.Text, rule), noteSize) + t.geo.Space.XS
	}
	r = t.CloseUpBeside(c.At, rule, below)
	if c.Note != "" {
		// Narrower than measured: the note takes more lines.
		if h := t.app.Text.WrapHeight(c.Note, r.W, noteSize) + t.geo.Space.XS; h > below {
			r = t.CloseUpBeside(c.At, rule, h)
		}
	}
	return r, noteSize, r.W >= render.RuleWidth(t.app.Text, rule)
}

// drawTableCloseUp draws the table card the person looks at close up, its
// note under it, and the keyboard's ring round a focused one.
func (t *Table) drawTableCloseUp(f *ui.Frame, dst *ebiten.Image) {
	t.shown.tableShown = tableShown{index: -1}
	cards := t.tableCards()
	if t.dec.hasPrompt && t.dec.focus.Zone == zoneLook && t.dec.focus.Index < len(cards) {
		f.Focus(dst, cards[t.dec.focus.Index].At)
	}
	if t.shown.closeUp >= 0 || t.shown.choiceShown >= 0 {
		return // a hand card or a choice is already shown close up
	}
	i := t.lookedAtTable(f, cards)
	if i < 0 {
		return
	}
	c := cards[i]
	r, size, ok := t.tableCloseUp(c)
	if !ok {
		return
	}
	u := t.geo.Unit
	render.Panel(dst, r.Inset(-0.3*u), u*0.6, style.Shade, nil, 0)
	t.CardAt(dst, r, c.Face, render.CardState{})
	if c.Note != "" {
		// On a panel of its own: it may lie over a seat's panel.
		note := Rect{X: r.X, Y: r.Bottom() + t.geo.Space.XS, W: r.W, H: f.Text.WrapHeight(c.Note, r.W, size)}
		render.Panel(dst, note.Inset(-0.25*u), u*0.3, style.FeltDark, style.Gold, math.Max(1, t.geo.Scale))
		f.Text.Wrap(dst, c.Note, note.X, note.Y, note.W, size, style.Cream, false)
	}
	t.shown.tableShown = tableShown{index: i, face: c.Face, at: c.At, card: r, note: c.Note, rule: render.CardShowsRule(f.Text, r, t.spec.Face(c.Face).Text)}
}

// tableShown is the table card shown close up when last drawn.
type tableShown struct {
	index, face int
	at, card    Rect
	note        string
	rule        bool // the close-up prints the card's rule
}

// TableCloseUpSnap is the table card shown close up, for tests: which of
// the table's cards, its face, where it lies and where its close-up is.
type TableCloseUpSnap struct {
	Index int        `json:"index"`
	Face  int        `json:"face"`
	At    [4]float64 `json:"at"`
	Card  [4]float64 `json:"card"`
	Note  string     `json:"note,omitempty"`
	Rule  bool       `json:"rule,omitempty"`
}

func (t *Table) tableCloseUpSnap() *TableCloseUpSnap {
	s := t.shown.tableShown
	if s.index < 0 || t.pass.cover >= 0 {
		return nil
	}
	box := func(r Rect) [4]float64 { return [4]float64{r.X, r.Y, r.W, r.H} }
	return &TableCloseUpSnap{Index: s.index, Face: s.face, At: box(s.at), Card: box(s.card), Note: s.note, Rule: s.rule}
}

// CloseUpBeside is where a card lying at at, with rule, comes up close:
// beside it (above, below, left or right, whichever leaves it largest), on
// the table between the top bar and the prompt, render.CloseUpWidth wide
// where there is room; below is room kept under it for a note.
func (t *Table) CloseUpBeside(at Rect, rule string, below float64) Rect {
	geo := t.geo
	gap := geo.Space.S
	top, bottom := geo.Top.Bottom()+gap, geo.Prompt.Y-gap
	left, right := gap, geo.Top.Right()-gap // the top bar spans the screen
	if geo.Wide && geo.Side.W > 0 {
		right = geo.Side.X - gap
	}
	aspect := layout.CardAspect
	best := render.CloseUpWidth(t.app.Text, rule)
	var out Rect
	bestW := -1.0
	try := func(roomW, roomH float64, place func(w, h float64) Rect) {
		w := math.Min(best, math.Min(roomW, (roomH-below)/aspect))
		if w > bestW {
			bestW, out = w, place(w, w*aspect)
		}
	}
	clampX := func(x, w float64) float64 { return math.Max(left, math.Min(right-w, x)) }
	clampY := func(y, h float64) float64 { return math.Max(top, math.Min(bottom-below-h, y)) }
	try(right-left, at.Y-gap-top, func(w, h float64) Rect {
		return Rect{X: clampX(at.CX()-w/2, w), Y: at.Y - gap - below - h, W: w, H: h}
	})
	try(right-left, bottom-at.Bottom()-gap, func(w, h float64) Rect {
		return Rect{X: clampX(at.CX()-w/2, w), Y: at.Bottom() + gap, W: w, H: h}
	})
	try(at.X-gap-left, bottom-top, func(w, h float64) Rect {
		return Rect{X: at.X - gap - w, Y: clampY(at.CY()-(h+below)/2, h), W: w, H: h}
	})
	try(right-at.Right()-gap, bottom-top, func(w, h float64) Rect {
		return Rect{X: at.Right() + gap, Y: clampY(at.CY()-(h+below)/2, h), W: w, H: h}
	})
	return out
}

// lookName is a table card's target name, as the tests know it.
func lookName(i int) string { return fmt.Sprintf("look-%d", i) }

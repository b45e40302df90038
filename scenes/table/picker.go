// The picker: choices shown large, in the table's centre when they fit
// there, else between the other seats and the prompt, else over the table.

package table

import (
	"math"

	"parlour/render"
	"parlour/render/layout"
)

// pickerArea is where a picker opens: over the table between the caption
// and the prompt.
func (t *Table) pickerArea() Rect {
	g := t.geo
	top := g.Top.Bottom()
	if g.Caption.Y >= g.Top.Bottom() {
		top = g.Caption.Bottom()
	}
	return Rect{X: g.Prompt.X, Y: top + g.Space.XS, W: g.Prompt.W, H: g.Prompt.Y - top - g.Space.S}
}

// pickerRects lays the choices out as large cards (or buttons) in a grid.
func (t *Table) pickerRects(p Prompt) []Rect {
	rects, _ := t.pickerLayout(p)
	return rects
}

// pickerLayout lays the choices out and says where the picker's panel
// lies. A few choices open in the table's centre, in place of what lies
// there, so the seats round it stay in sight (who is at the table matters
// to a choice); choices too many for the centre at a size that prints their
// text open over the whole table.
func (t *Table) pickerLayout(p Prompt) ([]Rect, Rect) {
	if len(p.Choices) == 0 {
		return nil, Rect{}
	}
	if c := t.geo.Centre; c.W > 0 && c.H > 0 {
		rects, w := t.pickerGrid(p, c.Inset(t.geo.Space.S))
		cards := p.Choices[0].Face >= 0
		if cards && render.CardPrintsRule(w) || !cards && w >= 8*t.geo.Unit {
			return rects, c
		}
	}
	// Next, everything between the other seats and the prompt (the person's
	// own panel is covered): on a phone two princesses print their powers
	// there with the others' seats still in sight.
	if below, ok := t.belowOthers(); ok {
		rects, w := t.pickerGrid(p, below.Inset(t.geo.Space.S))
		cards := p.Choices[0].Face >= 0
		if cards && render.CardPrintsRule(w) || !cards && w >= 8*t.geo.Unit {
			return rects, below
		}
	}
	area := t.pickerArea()
	rects, _ := t.pickerGrid(p, area.Inset(t.geo.Space.S))
	return rects, area
}

// belowOthers is the picker's area from under the lowest of the other
// seats that lie above the centre down to the prompt, when no other seat
// lies in it (with seats down the sides there is no such area).
func (t *Table) belowOthers() (Rect, bool) {
	g := t.geo
	if len(g.Seats) < 2 || g.Centre.H <= 0 {
		return Rect{}, false
	}
	area := t.pickerArea()
	top := area.Y
	for _, s := range g.Seats[1:] {
		if s.Bottom() <= g.Centre.Y+1 {
			top = math.Max(top, s.Bottom()+g.Space.XS)
		}
	}
	below := Rect{X: area.X, Y: top, W: area.W, H: area.Bottom() - top}
	for _, s := range g.Seats[1:] {
		if s.Overlaps(below) {
			return Rect{}, false
		}
	}
	return below, below.H > 0
}

// pickerGrid lays the choices out in area in the grid that makes them
// largest, and says their width.
func (t *Table) pickerGrid(p Prompt, area Rect) ([]Rect, float64) {
	n := len(p.Choices)
	u := t.geo.Unit
	gap := t.geo.Space.S
	cards := p.Choices[0].Face >= 0
	noteH := 0.0
	if cards {
		noteH = t.geo.Type.Tiny * 1.4
	}
	best, bestCols := 0.0, n
	for cols := 1; cols <= n; cols++ {
		rows := (n + cols - 1) / cols
		w := (area.W - float64(cols-1)*gap) / float64(cols)
		var h float64
		if cards {
			h = (area.H-float64(rows-1)*gap)/float64(rows) - noteH
			w = math.Min(w, h/layout.CardAspect)
		} else {
			h = math.Min((area.H-float64(rows-1)*gap)/float64(rows), 3*u)
			w = math.Min(w, 16*u)
		}
		if size := math.Min(w, h); size > best {
			best, bestCols = size, cols
		}
	}
	cols := bestCols
	rows := (n + cols - 1) / cols
	var w, h float64
	if cards {
		h = (area.H-float64(rows-1)*gap)/float64(rows) - noteH
		w = math.Min((area.W-float64(cols-1)*gap)/float64(cols), h/layout.CardAspect)
		h = w * layout.CardAspect
	} else {
		w = math.Min((area.W-float64(cols-1)*gap)/float64(cols), 16*u)
		h = math.Max(t.geo.Touch, math.Min(3*u, (area.H-float64(rows-1)*gap)/float64(rows)))
	}
	block := float64(rows)*(h+noteH) + float64(rows-1)*gap
	top := Rect{X: area.X, Y: area.CY() - block/2, W: area.W, H: block}
	var out []Rect
	for r := range rows {
		k := min(cols, n-r*cols)
		band := Rect{X: top.X, Y: top.Y + float64(r)*(h+noteH+gap), W: top.W, H: h}
		out = append(out, layout.Row(band, k, w, h, gap)...)
	}
	return out, w
}

// choiceTooSmall reports whether the picker shows choice i as a card too
// small to print its rule.
func (t *Table) choiceTooSmall(p Prompt, i int) bool {
	if !p.Picker || i < 0 || i >= len(p.Choices) || p.Choices[i].Face < 0 {
		return false
	}
	rule := t.spec.Face(p.Choices[i].Face).Text
	if rule == "" {
		return false
	}
	rects := t.pickerRects(p)
	return i < len(rects) && !render.CardShowsRule(t.app.Text, rects[i], rule)
}

// lookedAtChoice is the picker's choice the person looks at: under the
// keyboard's focus while keys are in use, under the mouse, or the one a
// first tap picked out on a touch screen; -1 for none.
func (t *Table) lookedAtChoice(x, y float64, keys, touch bool, rects []Rect) int {
	switch {
	case keys && t.dec.focus.Zone == ZoneChoice:
		return t.dec.focus.Index
	case touch:
		return t.dec.lookChoice
	}
	for i, r := range rects {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// choiceCloseUp is where the close-up of choice card i, at r, with rule,
// lies: large enough to print its rule, beside the card, inside the
// picker's area, never over the choice the hint or the guide rings (issue
// 38: the focused Spy's close-up covered the Priest the guide rang): at the
// nearest place clear of it, drawn smaller if it must, in the picker or
// else on the felt.
func (t *Table) choiceCloseUp(i int, r, area Rect, rule string) Rect {
	c := t.choiceCloseUpWanted(r, area, rule)
	keep := t.ringKept(Target{Zone: ZoneChoice, Index: i})
	if len(keep) == 0 || !c.Overlaps(keep[0]) {
		return c
	}
	g := t.geo
	felt := Rect{X: 0, Y: g.Top.Bottom(), W: t.app.W, H: t.app.H - g.Top.Bottom()}
	if g.Wide {
		felt.W = g.Side.X
	}
	for _, b := range []Rect{area.Inset(g.Space.S), felt.Inset(g.Space.S)} {
		if got, ok := layout.ClearShrinking(b, c, keep, g.Space.XS, render.RuleWidth(t.app.Text, rule)); ok {
			return got
		}
	}
	return c
}

// choiceCloseUpWanted is where the close-up of choice card r, with rule,
// goes with nothing to keep clear of.
func (t *Table) choiceCloseUpWanted(r, area Rect, rule string) Rect {
	g := t.geo
	aspect := r.H / r.W
	w := math.Floor(math.Min(render.CloseUpWidth(t.app.Text, rule), math.Min(area.W-2*g.Space.S, (area.H-2*g.Space.S)/aspect)))
	c := Rect{W: w, H: math.Round(w * aspect)}
	c.X = math.Max(area.X+g.Space.S, math.Min(area.Right()-c.W-g.Space.S, r.CX()-c.W/2))
	// Above the card when there is room, else below it, else over it.
	switch {
	case r.Y-c.H-g.Space.XS >= area.Y:
		c.Y = r.Y - c.H - g.Space.XS
	case r.Bottom()+c.H+g.Space.XS <= area.Bottom():
		c.Y = r.Bottom() + g.Space.XS
	default:
		c.Y = math.Max(area.Y, math.Min(area.Bottom()-c.H, r.CY()-c.H/2))
	}
	return c
}

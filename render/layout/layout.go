// Package layout is plain screen geometry: rectangles, rows, grids and
// strips of overlapping cards. It draws nothing and knows no game, so it is
// tested natively.
package layout

import (
	"math"
	"strings"

	"parlour/render/style"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Right and Bottom are the far edges.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Overlaps reports whether two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Union is the smallest rectangle holding both.
func (r Rect) Union(o Rect) Rect {
	x, y := math.Min(r.X, o.X), math.Min(r.Y, o.Y)
	return Rect{x, y, math.Max(r.Right(), o.Right()) - x, math.Max(r.Bottom(), o.Bottom()) - y}
}

// Within reports whether r lies inside o (to half a pixel).
func (r Rect) Within(o Rect) bool {
	const e = 0.5
	return r.X >= o.X-e && r.Y >= o.Y-e && r.Right() <= o.Right()+e && r.Bottom() <= o.Bottom()+e
}

// Centred is a w×h rectangle centred on r.
func (r Rect) Centred(w, h float64) Rect { return Rect{r.CX() - w/2, r.CY() - h/2, w, h} }

// CardAspect is a card's height over its width.
const CardAspect = style.CardAspect

// Row lays n rectangles of the given size side by side, centred in r, with gap between.
func Row(r Rect, n int, w, h, gap float64) []Rect {
	total := float64(n)*w + float64(n-1)*gap
	x := r.CX() - total/2
	y := r.CY() - h/2
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x + float64(i)*(w+gap), y, w, h}
	}
	return out
}

// Grid lays n cells of at most maxW×h in rows of at most cols, centred in r
// from its top; each row is centred. It returns the cells and the height used.
func Grid(r Rect, n, cols int, maxW, h, gap float64) ([]Rect, float64) {
	if n == 0 {
		return nil, 0
	}
	cols = max(1, min(cols, n))
	w := math.Min(maxW, (r.W-float64(cols-1)*gap)/float64(cols))
	var out []Rect
	rows := (n + cols - 1) / cols
	for row := range rows {
		k := min(cols, n-row*cols)
		band := Rect{r.X, r.Y + float64(row)*(h+gap), r.W, h}
		out = append(out, Row(band, k, w, h, gap)...)
	}
	return out, float64(rows)*h + float64(rows-1)*gap
}

// Strip places n cards of width cw and height ch from the left of r, as
// far apart as step allows but overlapping to stay inside r when they must.
// It returns the cards' rectangles.
func Strip(r Rect, n int, cw, ch, step float64) []Rect {
	if n == 0 {
		return nil
	}
	if n > 1 {
		step = math.Min(step, (r.W-cw)/float64(n-1))
	}
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*step, r.Y, cw, ch}
	}
	return out
}

// KeepParts shortens a line made of parts joined by sep ("Round 1 · Deck 15 ·
// 4 tokens win the game") by dropping parts from the end until fits says it
// fits; the first part always stays. Lines that use it put their most
// important part first and repeat nothing that is shown nowhere else.
func KeepParts(s, sep string, fits func(string) bool) string {
	for !fits(s) {
		i := strings.LastIndex(s, sep)
		if i <= 0 {
			return s
		}
		s = s[:i]
	}
	return s
}

// BreakParts lays a line made of parts joined by sep over as many lines as it
// needs, breaking only between parts ("Round 1 · Deck 15" becomes "Round 1" and
// "Deck 15", never "Round 1 · Deck" and "15"); fits says whether a line fits.
// A part too long for a line on its own is left for the text to wrap.
func BreakParts(s, sep string, fits func(string) bool) string {
	parts := strings.Split(s, sep)
	lines := []string{parts[0]}
	for _, p := range parts[1:] {
		last := &lines[len(lines)-1]
		if joined := *last + sep + p; fits(joined) {
			*last = joined
		} else {
			lines = append(lines, p)
		}
	}
	return strings.Join(lines, "\n")
}

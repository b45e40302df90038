package layout

import (
	"math"
	"strings"
)

// Measure is the width of s at size, in the bold face or not, as the text
// renderer lays it out (render.Text's Width when drawing, the fonts'
// advances in native tests).
type Measure func(s string, size float64, bold bool) float64

// Label is a short text set to fit a width: its lines and their size.
type Label struct {
	Lines []string
	Size  float64
	// Fits is false when a single word is wider than the room at the
	// smallest size: the line that holds it must be cut short.
	Fits bool
}

// Height is the label's height at its size: lines one LineGap apart.
func (l Label) Height() float64 { return float64(len(l.Lines)) * l.Size * LineGap }

// LineGap is the distance between two lines of a label, over its size.
const LineGap = 1.2

// SetLabel sets s in width w: on one line at the largest size up to max
// that fits, never under least; when one line does not fit at least, broken
// between words over as few lines as fit at the largest size that allows
// that many, never inside a word (a narrow room once stacked "Bank" a
// letter a line).
func SetLabel(s string, w, max, least float64, bold bool, m Measure) Label {
	if least > max {
		max = least
	}
	width := func(s string, size float64) float64 { return m(s, size, bold) }
	if size, ok := fitSize(s, w, max, least, width); ok {
		return Label{Lines: []string{s}, Size: size, Fits: true}
	}
	fits := func(line string) bool { return width(line, least) <= w }
	lines := strings.Split(BreakParts(s, " ", fits), "\n")
	size, all := max, true
	for _, l := range lines {
		at, ok := fitSize(l, w, max, least, width)
		size, all = math.Min(size, at), all && ok
	}
	return Label{Lines: lines, Size: size, Fits: all}
}

// fitSize is the largest size from max down to least, in steps of a
// tenth, at which s fits in w, and whether it fits at all.
func fitSize(s string, w, max, least float64, m func(string, float64) float64) (float64, bool) {
	for size := max; ; size *= 0.9 {
		size = math.Max(size, least)
		if m(s, size) <= w {
			return size, true
		}
		if size <= least {
			return least, false
		}
	}
}

// WidestWord is the width of the widest word of any of ss at size: the
// least room in which they all break between words.
func WidestWord(size float64, bold bool, m Measure, ss ...string) float64 {
	var w float64
	for _, s := range ss {
		for _, word := range strings.Fields(s) {
			w = math.Max(w, m(word, size, bold))
		}
	}
	return w
}

// NearestSpace is the index of the space nearest the middle of s, or -1:
// where a label too long for one line breaks into two.
func NearestSpace(s string) int {
	best := -1
	for i, c := range s {
		if c == ' ' && (best < 0 || abs(i-len(s)/2) < abs(best-len(s)/2)) {
			best = i
		}
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// At is where the label's lines lie in room: from its top, one LineGap
// apart, each centred and as wide as m measures it.
func (l Label) At(room Rect, bold bool, m Measure) []Rect {
	var out []Rect
	y := room.Y
	for _, line := range l.Lines {
		w := m(line, l.Size, bold)
		out = append(out, Rect{X: room.CX() - w/2, Y: y + l.Size*(LineGap-1)/2, W: w, H: l.Size})
		y += l.Size * LineGap
	}
	return out
}

// Remember is m measuring each text at each size once: a layout that tries
// many arrangements sets the same words at the same sizes again and again.
func Remember(m Measure) Measure {
	type key struct {
		s    string
		size float64
		bold bool
	}
	seen := map[key]float64{}
	return func(s string, size float64, bold bool) float64 {
		k := key{s, size, bold}
		w, ok := seen[k]
		if !ok {
			w = m(s, size, bold)
			seen[k] = w
		}
		return w
	}
}

package layout

import "math"

// Clear places a rectangle the size of want inside bounds, overlapping none
// of keep (gap apart from each): at want itself when that is clear, else at
// the clear place nearest to it. It reports false when bounds has no clear
// place of that size. A card shown large to be read (a close-up) goes so,
// never over what the person needs beside it (issue 38: the focused Spy's
// close-up covered the Priest the guide rang).
//
// A clear place, slid left until it meets bounds or a kept rectangle's
// right side (gap apart), then up likewise, stays clear: so if any place is
// clear, one whose left is bounds' left or some rectangle's right (plus
// gap), and whose top likewise, is. Those corners, and the ones that keep
// want's own left or top or meet the other sides, are the places tried.
func Clear(bounds, want Rect, keep []Rect, gap float64) (Rect, bool) {
	w, h := want.W, want.H
	xs := []float64{want.X, bounds.X, bounds.Right() - w}
	ys := []float64{want.Y, bounds.Y, bounds.Bottom() - h}
	for _, k := range keep {
		xs = append(xs, k.Right()+gap, k.X-gap-w)
		ys = append(ys, k.Bottom()+gap, k.Y-gap-h)
	}
	best, found, dist := Rect{}, false, math.Inf(1)
	for _, y := range ys {
		for _, x := range xs {
			r := Rect{X: x, Y: y, W: w, H: h}
			if !r.Within(bounds) || !clearOf(r, keep, gap) {
				continue
			}
			if d := math.Hypot(x-want.X, y-want.Y); d < dist {
				best, found, dist = r, true, d
			}
		}
	}
	return best, found
}

// ClearShrinking is Clear for a rectangle that may be drawn smaller, down
// to least wide, keeping its proportions and the middle of its foot (a
// close-up stands on the card it shows): the largest of a few sizes that
// has a clear place, there.
func ClearShrinking(bounds, want Rect, keep []Rect, gap, least float64) (Rect, bool) {
	const steps = 4
	least = math.Min(least, want.W)
	for i := range steps {
		w := want.W - (want.W-least)*float64(i)/(steps-1)
		h := math.Round(want.H * w / want.W)
		r := Rect{X: want.CX() - w/2, Y: want.Bottom() - h, W: w, H: h}
		if got, ok := Clear(bounds, r, keep, gap); ok {
			return got, true
		}
	}
	return Rect{}, false
}

// clearOf reports whether r keeps gap apart from every one of keep (to a
// hundredth of a pixel: a place that only touches is clear).
func clearOf(r Rect, keep []Rect, gap float64) bool {
	const e = 0.01
	for _, k := range keep {
		if r.Overlaps(Rect{X: k.X - gap + e, Y: k.Y - gap + e, W: k.W + 2*gap - 2*e, H: k.H + 2*gap - 2*e}) {
			return false
		}
	}
	return true
}

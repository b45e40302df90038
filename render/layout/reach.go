package layout

import "math"

// Reach is where r answers a finger: r itself, grown about its centre to at
// least least on each side and kept inside bounds (a small card lying on a
// phone's table is hard to hold a finger on).
func Reach(r Rect, least float64, bounds Rect) Rect {
	w, h := math.Max(r.W, least), math.Max(r.H, least)
	out := r.Centred(w, h)
	out.X = math.Max(bounds.X, math.Min(bounds.Right()-out.W, out.X))
	out.Y = math.Max(bounds.Y, math.Min(bounds.Bottom()-out.H, out.Y))
	return out
}

// Pointed is the one of rects that the point (x, y) points at when each
// answers over its reach (reach[i] for rects[i]) and reaches may overlap:
// the one it lies on, the last where cards lie on one another; else, among
// those whose reach holds it, the one whose centre is nearest; -1 for none.
func Pointed(rects, reach []Rect, x, y float64) int {
	for i := len(rects) - 1; i >= 0; i-- {
		if rects[i].Contains(x, y) {
			return i
		}
	}
	best, bestD := -1, math.Inf(1)
	for i := range min(len(rects), len(reach)) {
		if !reach[i].Contains(x, y) {
			continue
		}
		if d := math.Hypot(rects[i].CX()-x, rects[i].CY()-y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

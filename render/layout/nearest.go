package layout

import "math"

// Nearest is the index of the rectangle a keyboard's arrow moves to from
// rects[from], in the direction (dx, dy) — one of them 0, the other ±1 — or
// from when nothing lies that way. Left and right stay in the row (the
// rectangles beside this one); up and down go to the row above or below,
// preferring what lies over or under this one. Of those, the nearest along
// the way wins, a sideways offset counting double.
func Nearest(rects []Rect, from, dx, dy int) int {
	if from < 0 || from >= len(rects) {
		return from
	}
	a := rects[from]
	pick := func(overlapOnly bool) int {
		best, bestScore := -1, math.Inf(1)
		for i, r := range rects {
			if i == from {
				continue
			}
			along := (r.CX()-a.CX())*float64(dx) + (r.CY()-a.CY())*float64(dy)
			side := math.Abs((r.CX()-a.CX())*float64(dy) + (r.CY()-a.CY())*float64(dx))
			if along <= 1 {
				continue
			}
			var overlap bool
			if dx != 0 {
				overlap = r.Y < a.Bottom() && a.Y < r.Bottom()
			} else {
				overlap = r.X < a.Right() && a.X < r.Right()
			}
			if overlapOnly && !overlap {
				continue
			}
			if score := along + 2*side; score < bestScore {
				best, bestScore = i, score
			}
		}
		return best
	}
	if i := pick(true); i >= 0 {
		return i
	}
	if dy != 0 {
		if i := pick(false); i >= 0 {
			return i
		}
	}
	return from
}

package layout

import "testing"

// A scrolling list's items out of its window are brought into it by the
// least scroll, with room for a row's heading above, within the list's
// scroll; an item in view does not move the list (issue 38: the fifth seat
// of a setup at 1280×720 was reached only by the mouse wheel).
func TestRevealBringsAnItemIntoTheWindowByTheLeastScroll(t *testing.T) {
	w := Window{Top: 100, Bottom: 500}
	for _, c := range []struct {
		name         string
		r            Rect
		scroll, most float64
		want         float64
	}{
		{"in view: the list stays", Rect{Y: 300, H: 50}, 120, 1000, 120},
		{"in view at the very edge: the list stays", Rect{Y: 450, H: 50}, 120, 1000, 120},
		{"below: its bottom comes to the window's, less the room", Rect{Y: 600, H: 50}, 0, 1000, 160},
		{"above: its top comes to the window's, less the room", Rect{Y: 50, H: 50}, 300, 1000, 240},
		{"above the list's top: no scroll below 0", Rect{Y: 95, H: 50}, 3, 1000, 0},
		{"below the list's end: no scroll past the most", Rect{Y: 600, H: 50}, 0, 100, 100},
		{"taller than the window: its top shows", Rect{Y: 600, H: 600}, 0, 1000, 500},
	} {
		got := w.Reveal(c.r, c.scroll, 10, c.most)
		if got != c.want {
			t.Errorf("%s: scroll %v, want %v", c.name, got, c.want)
		}
		if c.want == got && c.most >= got && c.r.H <= w.Bottom-w.Top && got != 0 && got != c.most {
			moved := c.r
			moved.Y -= got - c.scroll
			if !w.Shows(moved) {
				t.Errorf("%s: at scroll %v it lies at %v, out of the window", c.name, got, moved)
			}
		}
	}
}

// Shows is whole: an item cut by the window's edge does not show.
func TestAWindowShowsOnlyWholeItems(t *testing.T) {
	w := Window{Top: 100, Bottom: 500}
	for _, c := range []struct {
		r    Rect
		want bool
	}{
		{Rect{Y: 100, H: 400}, true},
		{Rect{Y: 99, H: 50}, false},
		{Rect{Y: 460, H: 50}, false},
		{Rect{Y: 600, H: 50}, false},
	} {
		if got := w.Shows(c.r); got != c.want {
			t.Errorf("Shows(%v) = %v, want %v", c.r, got, c.want)
		}
	}
}

package layout

import "math"

// Window is the band of the screen a scrolling list shows, between Top and
// Bottom: above it and below it lie what stays put (a heading, a bar of
// buttons). The list's items lie where its scroll puts them, in the window
// or out of it; an item out of it is still one of the list's (the
// keyboard's focus and the accessible page reach it, issue 38) but not to
// be tapped there: what stays put covers that place.
type Window struct{ Top, Bottom float64 }

// Shows reports whether r lies whole in the window.
func (w Window) Shows(r Rect) bool { return r.Y >= w.Top && r.Bottom() <= w.Bottom }

// Reveal is the scroll that shows r whole, moving the list as little as
// possible: r is where an item lies at scroll (a larger scroll shows what
// lies further down), pad the room kept between it and the window's edge
// (a row's heading above it), most the largest scroll. An item that shows
// already keeps the scroll; one taller than the window shows its top.
func (w Window) Reveal(r Rect, scroll, pad, most float64) float64 {
	pad = math.Max(0, math.Min(pad, (w.Bottom-w.Top-r.H)/2))
	switch {
	case w.Shows(r):
		// Where it is: the list does not jump under the person's eyes.
	case r.Y < w.Top+pad:
		scroll -= w.Top + pad - r.Y
	case r.Bottom() > w.Bottom-pad:
		scroll += math.Min(r.Bottom()-(w.Bottom-pad), r.Y-(w.Top+pad))
	}
	return math.Max(0, math.Min(scroll, most))
}

package apptest

// A pointer that stays: the mouse resting over a card (hover), a finger
// held on it (a long press) or moved while held (a drag), for what a tap,
// down and up within one update, cannot show. The app reads it as its own
// device's pointer (ui.Input.Point).

// Hover rests the mouse at x, y, nothing pressed, and runs the frame that
// sees it and the next.
func (d *Driver) Hover(x, y float64) {
	d.App.In.Point(x, y, false, false)
	d.Frames(2)
}

// Hold holds the pointer down at x, y (a finger if touch, else the mouse's
// button), or moves it there while it is held, and runs the frame that
// sees it and the next.
func (d *Driver) Hold(x, y float64, touch bool) {
	d.App.In.Point(x, y, true, touch)
	d.Frames(2)
}

// Lift lets a held pointer go where it is, which taps there unless it was
// dragged, and runs the frame that hears it and the next.
func (d *Driver) Lift() {
	in := &d.App.In
	in.Point(in.X, in.Y, false, in.Touch)
	d.Frames(2)
}

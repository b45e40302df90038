package decide

import (
	"math"

	"parlour/scenes/threeparts/board"
)

// Drag follows a divider dragged along the row while the person cuts:
// pressed on a divider and moved sideways further than a slop, the divider
// is lifted and follows; released, it lands on the nearest gap (board.Drop)
// and the tap the release also makes is ignored for a few updates, so the
// drop is not undone by a tap on its gap. The kit's input knows vertical
// drags only (for scrolling), so the table reads the pointer once an
// update and hands it here (Follow); the geometry stays the table's.
type Drag struct {
	seen   int     // the update whose pointer was read last
	down   bool    // the pointer was held then
	on     int     // the divider pressed on, or -1 (0 when down is false)
	startX float64 // where the press began
	active bool    // moved far enough to be a drag
	at     int     // the gap it would land on now
	x      float64 // the pointer now
	ignore int     // a gap whose tap is the end of a drag
	until  int     // the update until which that tap is ignored
}

// Press is the pointer as the table reads it.
type Press struct {
	X, Y   float64
	Held   bool
	Update int // the app's update: the pointer is followed once each
}

// Rows is what a drag needs of the row's geometry: the divider (0 or 1)
// whose gap holds a point, or -1; the gap nearest x other than the other
// divider's; and how far a press moves before it is a drag.
type Rows struct {
	On      func(x, y float64) int
	Nearest func(x float64, other int) int
	Slop    float64
}

// dropTaps is how many updates after a drop its tap is ignored.
const dropTaps = 6

// Forget drops a drag of a decision that is over, keeping the update last
// read.
func (dr *Drag) Forget() { *dr = Drag{seen: dr.seen} }

// Follow reads the pointer p once an update while the person cuts
// (cutting), moving d's dividers as the drag goes.
func (dr *Drag) Follow(p Press, cutting bool, d *Decision, rows Rows) {
	if dr.seen == p.Update {
		return
	}
	dr.seen = p.Update
	if !cutting {
		return
	}
	switch {
	case p.Held && !dr.down:
		dr.down, dr.active, dr.startX = true, false, p.X
		dr.on = rows.On(p.X, p.Y)
	case p.Held && dr.on >= 0:
		dr.x = p.X
		if !dr.active && math.Abs(p.X-dr.startX) > rows.Slop {
			dr.active = true
			d.Lifted = dr.on
		}
		if dr.active {
			dr.at = rows.Nearest(p.X, d.Cuts[1-dr.on])
		}
	case !p.Held && dr.down:
		if dr.active && dr.at > 0 {
			d.Cuts = board.Drop(d.Cuts, dr.on, dr.at)
			d.Lifted = -1
			dr.ignore, dr.until = dr.at, p.Update+dropTaps
		}
		dr.down, dr.on, dr.active = false, -1, false
	}
}

// Dragging is the divider being dragged and where the pointer is, if any.
func (dr *Drag) Dragging() (which int, x float64, ok bool) {
	if dr.active && dr.down {
		return dr.on, dr.x, true
	}
	return -1, 0, false
}

// Dropped is the gap a drag has just dropped a divider on, whose tap at
// update is the drop's own (Pick ignores it), or 0.
func (dr *Drag) Dropped(update int) int {
	if update <= dr.until {
		return dr.ignore
	}
	return 0
}

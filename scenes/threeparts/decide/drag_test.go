package decide

import "testing"

// A row of gaps 10 pixels apart, gap p at x = 10p: a divider's gap holds
// the points within 3 pixels of it. The slop is 8 pixels.
func rowsOf(d *Decision) Rows {
	return Rows{
		On: func(x, y float64) int {
			on := -1
			for i, c := range d.Cuts {
				if x >= float64(10*c)-3 && x <= float64(10*c)+3 {
					on = i
				}
			}
			return on
		},
		Nearest: func(x float64, other int) int {
			best, bd := -1, 1e9
			for p := 1; p < 9; p++ {
				if dx := x - float64(10*p); p != other && dx*dx < bd {
					best, bd = p, dx*dx
				}
			}
			return best
		},
		Slop: 8,
	}
}

// moves is a pointer's path, one point an update from update 1: x, and
// whether it is held.
type move struct {
	x    float64
	held bool
}

func follow(dr *Drag, d *Decision, cutting bool, moves []move) {
	for i, m := range moves {
		dr.Follow(Press{X: m.x, Held: m.held, Update: i + 1}, cutting, d, rowsOf(d))
	}
}

// A divider pressed and moved past the slop is lifted and follows; let go,
// it lands on the nearest gap (the dividers kept in order), and the tap the
// release makes is the drop's own for a few updates. A press that moves
// less is no drag; one on no divider moves nothing; nothing moves but
// while the person cuts.
func TestADividerDraggedLandsOnTheNearestGap(t *testing.T) {
	cases := []struct {
		name    string
		cutting bool
		moves   []move
		cuts    [2]int
		dropped int // the gap whose tap is ignored after the moves
	}{
		{"dragged right to the gap nearest", true, []move{{30, true}, {42, true}, {51, true}, {51, false}}, [2]int{5, 6}, 5},
		{"dragged past the other divider: the two swap", true, []move{{30, true}, {55, true}, {72, true}, {72, false}}, [2]int{6, 7}, 7},
		{"dragged left", true, []move{{60, true}, {45, true}, {19, true}, {19, false}}, [2]int{2, 3}, 2},
		{"moved less than the slop: a tap, no drag", true, []move{{30, true}, {35, true}, {35, false}}, [2]int{3, 6}, 0},
		{"pressed between the dividers", true, []move{{45, true}, {80, true}, {80, false}}, [2]int{3, 6}, 0},
		{"not the person's cut", false, []move{{30, true}, {51, true}, {51, false}}, [2]int{3, 6}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := New()
			d.Cuts = [2]int{3, 6}
			var dr Drag
			follow(&dr, &d, c.cutting, c.moves)
			if d.Cuts != c.cuts || d.Lifted != -1 {
				t.Errorf("cuts %v lifted %d, want %v and none lifted", d.Cuts, d.Lifted, c.cuts)
			}
			if got := dr.Dropped(len(c.moves)); got != c.dropped {
				t.Errorf("the release's tap is on gap %d, want %d", got, c.dropped)
			}
			if got := dr.Dropped(len(c.moves) + dropTaps + 1); got != 0 {
				t.Errorf("a tap long after the drop is still ignored (gap %d)", got)
			}
		})
	}
}

// While held past the slop, the divider is lifted and drawn at the pointer;
// the pointer is read once an update, however often it is asked.
func TestADividerFollowsThePointerOnceAnUpdate(t *testing.T) {
	d := New()
	d.Cuts = [2]int{3, 6}
	var dr Drag
	follow(&dr, &d, true, []move{{30, true}, {44, true}})
	which, x, ok := dr.Dragging()
	if !ok || which != 0 || x != 44 || d.Lifted != 0 {
		t.Fatalf("dragging %d at %v (%v), lifted %d; want divider 0 at 44, lifted", which, x, ok, d.Lifted)
	}
	// The same update again, elsewhere: not read.
	dr.Follow(Press{X: 90, Held: false, Update: 2}, true, &d, rowsOf(&d))
	if _, x, ok := dr.Dragging(); !ok || x != 44 {
		t.Fatalf("a second read of update 2 moved the drag to %v (%v)", x, ok)
	}
	// A decision over forgets the drag.
	dr.Forget()
	if _, _, ok := dr.Dragging(); ok {
		t.Fatal("a drag outlived its decision")
	}
}

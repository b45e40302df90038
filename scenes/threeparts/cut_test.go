package threeparts_test

import (
	"fmt"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// TestTheLeaderCutsByTappingAGapByDraggingADividerAndByPickingOneUp (a
// 390×844 phone, by touch, pinned deal): every gap can be picked; a tap on
// a gap brings the nearer divider there and the parts show the cut before
// Cut; a divider dragged lands on the gap under the finger; a tap on a
// divider picks it up and the next tap puts it down; the cut made is the
// one shown.
func TestTheLeaderCutsByTappingAGapByDraggingADividerAndByPickingOneUp(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=2&speed=fast", 390, 844)
	d.StartTable()
	tb, v := waitDecision(t, d, "cut", wholeRow)
	lo, hi := v.Segs[0][0], v.Segs[0][1]
	var gaps []string
	for g := lo + 1; g < hi; g++ {
		gaps = append(gaps, fmt.Sprintf("gap-%d", g))
	}
	if !slices.Equal(v.Spots, gaps) {
		t.Fatalf("not every gap of the row can be picked: %v", v.Spots)
	}
	if tb.Prompt.Confirm == "" {
		t.Fatal("a cut cannot be confirmed at once")
	}
	// A tap on the first gap moves the nearer divider (the first) there.
	w := tapSpot(t, d, fmt.Sprintf("gap-%d", lo+1), true)
	if want := [2]int{lo + 1, v.Cuts[1]}; w.Cuts != want {
		t.Fatalf("a tap on a gap did not move the nearer divider: cuts %v, not %v", w.Cuts, want)
	}
	if got, want := partSizes(w), []int{1, v.Cuts[1] - lo - 1, hi - v.Cuts[1]}; !slices.Equal(got, want) {
		t.Fatalf("the parts do not show the cut: %v, not %v", got, want)
	}
	// Dragging the second divider to the last gap, by touch.
	from, to := d.State().Targets[spotOf(w, fmt.Sprintf("gap-%d", v.Cuts[1]))], d.State().Targets[spotOf(w, fmt.Sprintf("gap-%d", hi-1))]
	y, x0, x1 := from.Y+from.H/2, from.X+from.W/2, to.X+to.W/2
	d.Hold(x0, y, true)
	for i := 1; i <= 8; i++ {
		d.Hold(x0+(x1-x0)*float64(i)/8, y, true) // over several updates, as a person's drag
	}
	if l := viewOf(t, *d.Table()).Lifted; l != 1 {
		t.Fatalf("the divider dragged is not in hand during the drag (lifted %d)", l)
	}
	d.Lift()
	w = viewOf(t, tableOf(d.Until("the dragged divider to land on the last gap", 60, func(s scenes.Snapshot) bool {
		return viewOf(t, tableOf(s)).Cuts[1] == hi-1
	})))
	if w.Lifted != -1 {
		t.Fatal("the divider stays in hand after the drop")
	}
	// Pick the first divider up, then put it down on another gap.
	if w = tapSpot(t, d, fmt.Sprintf("gap-%d", lo+1), true); w.Lifted != 0 {
		t.Fatalf("a tap on a divider does not pick it up (lifted %d)", w.Lifted)
	}
	target := lo + 2
	w = tapSpot(t, d, fmt.Sprintf("gap-%d", target), true)
	if want := [2]int{target, hi - 1}; w.Cuts != want || w.Lifted != -1 {
		t.Fatalf("the divider picked up was not put down: cuts %v (not %v), lifted %d", w.Cuts, want, w.Lifted)
	}
	sizes := []int{target - lo, hi - 1 - target, 1}
	d.Tap("confirm", true)
	s := d.Until("the cut in the log", 600, func(s scenes.Snapshot) bool { return lastCut(tableOf(s)) != "" })
	if line := lastCut(tableOf(s)); !slices.Equal(cutSizes(line), sizes) {
		t.Fatalf("the cut made is not the one shown (%v): %s", sizes, line)
	}
}

// partSizes are the sizes of the parts shown.
func partSizes(v voteView) []int {
	var out []int
	for _, p := range v.Parts {
		out = append(out, p[1]-p[0])
	}
	return out
}

package threeparts_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
)

// TestUndoAfterACutBringsTheDividersBackWhereThePersonPlacedThem (pinned
// deal), not to where a cut begins: the parts shown are the person's cut,
// nobody is ready for the vote taken back, and the same cut again is one
// tap away.
func TestUndoAfterACutBringsTheDividersBackWhereThePersonPlacedThem(t *testing.T) {
	d, v := firstCut(t, "slow")
	lo, hi := v.Segs[0][0], v.Segs[0][1]
	first := v.Cuts
	tapSpot(t, d, gap(lo+1), false)
	placed := [2]int{lo + 1, hi - 1}
	if w := tapSpot(t, d, gap(hi-1), false); w.Cuts != placed {
		t.Fatalf("the dividers were not placed: %v, not %v", w.Cuts, placed)
	}
	if placed == first {
		t.Fatalf("the cut placed %v is where a cut begins", placed)
	}
	lines := d.Table().LogLen
	d.Tap("confirm", false)
	d.Until("the cut made, undo offered", 1200, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.LogLen > lines && lastCut(tb) != "" && tb.Undo == ""
	})
	d.TapWhenShown("undo")
	s := d.Until("the cut again", 1200, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.HumanToMove && tb.Prompt != nil && !tb.Busy && viewOf(t, tb).Phase == "cut"
	})
	if said := s.Notice + " " + tableOf(s).Caption; !regexp.MustCompile(`taken back`).MatchString(said) {
		t.Errorf("the undo is not said: %q", said)
	}
	if w := viewOf(t, tableOf(s)); w.Cuts != placed {
		t.Fatalf("after Undo the dividers stand at %v, not where the person placed them (%v)", w.Cuts, placed)
	}
	s = d.Until("nobody ready for the vote taken back", 180, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return !strings.Contains(tb.Seats[1].Status+tb.Seats[2].Status, "ready")
	})
	if got, want := partSizes(viewOf(t, tableOf(s))), []int{1, hi - lo - 2, 1}; !slices.Equal(got, want) {
		t.Fatalf("the parts shown are %v, not the person's cut %v", got, want)
	}
	// The same cut again is one tap away.
	d.Tap("confirm", false)
	s = d.Until("the cut made again", 1200, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return lastCut(tb) != "" && viewOf(t, tb).Phase != "cut"
	})
	if line := lastCut(tableOf(s)); !slices.Equal(cutSizes(line), []int{1, hi - lo - 2, 1}) {
		t.Fatalf("the cut made again is not the person's: %s", line)
	}
}

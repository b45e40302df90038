package threeparts_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// ghosts are the gaps where the row shows a ghost divider.
func ghosts(v voteView) []int {
	var out []int
	for _, m := range v.Marks {
		if m.Kind == "ghost" {
			n, _ := strconv.Atoi(m.Text)
			out = append(out, n)
		}
	}
	return out
}

// unplaced are the suggested gaps where no divider stands yet.
func unplaced(v voteView) []int {
	return slices.DeleteFunc(slices.Clone(v.Suggested), func(p int) bool { return slices.Contains(v.Cuts[:], p) })
}

// ringedGap is the gap a ring on target ("spot-3") is on.
func ringedGap(t *testing.T, v voteView, target string) int {
	t.Helper()
	i, err := strconv.Atoi(strings.TrimPrefix(target, "spot-"))
	if err != nil || i >= len(v.Spots) {
		t.Fatalf("the ring is on %q, no spot of the cut", target)
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(v.Spots[i], "gap-"))
	return n
}

// checkRing fails the test unless the ring on target at a cut is on a
// ghost divider (a suggested gap with no divider), or on Cut once the
// dividers stand as suggested.
func checkRing(t *testing.T, v voteView, target, what string) {
	t.Helper()
	if target == "confirm" {
		if !slices.Equal(v.Cuts[:], v.Suggested) {
			t.Fatalf("%s: Cut is ringed with the dividers at %v, not as suggested (%v)", what, v.Cuts, v.Suggested)
		}
		return
	}
	if g := ringedGap(t, v, target); !slices.Contains(v.Suggested, g) || slices.Contains(v.Cuts[:], g) {
		t.Fatalf("%s: the ring is on gap %d: the suggestion is %v, the dividers stand at %v", what, g, v.Suggested, v.Cuts)
	}
}

// followCutHint follows a hinted cut's ring to the Cut: every ringed gap
// is one of the suggestion's ghosts, never a divider already standing. It
// returns the cut suggested.
func followCutHint(t *testing.T, d *apptest.Driver, what string) []int {
	t.Helper()
	suggestedCut := func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.Hint != nil && tb.Hint.Target != "" && len(viewOf(t, tb).Suggested) == 2
	}
	v := viewOf(t, tableOf(d.Until(what+": a suggested cut, ringed", 600, suggestedCut)))
	suggested := v.Suggested
	if !slices.Equal(ghosts(v), unplaced(v)) {
		t.Fatalf("%s: ghost dividers at %v, not at each suggested gap with no divider (%v)", what, ghosts(v), unplaced(v))
	}
	lines := d.Table().LogLen
	for range 4 {
		tb := tableOf(d.Until(what+": the ring's next pick", 600, func(s scenes.Snapshot) bool {
			tb := tableOf(s)
			return tb.LogLen > lines || (tb.Hint != nil && tb.Hint.Target != "")
		}))
		if tb.LogLen > lines {
			break
		}
		checkRing(t, viewOf(t, tb), tb.Hint.Target, what)
		d.Tap(tb.Hint.Target, false)
	}
	return suggested
}

// TestAHintAtACutShowsTheWholeSuggestedCutAndRingsOnlyAGhostOrCut (pinned
// deal): the hint says why, shows ghost dividers at both suggested gaps
// (at every size), rings only a ghost or Cut, and the cut made is the one
// suggested.
func TestAHintAtACutShowsTheWholeSuggestedCutAndRingsOnlyAGhostOrCut(t *testing.T) {
	d, v := firstCut(t, "instant")
	lo, hi := v.Segs[0][0], v.Segs[0][1]
	d.TapWhenShown("hint")
	s := d.Until("the suggested cut", 600, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.Hint != nil && tb.Hint.Target != "" && len(viewOf(t, tb).Suggested) == 2
	})
	if c := tableOf(s).Caption; !regexp.MustCompile(`Suggested move highlighted: .*cut`).MatchString(c) {
		t.Errorf("the caption does not say why: %q", c)
	}
	atSizes(t, d, "hint", func(t *testing.T, v voteView) {
		if len(ghosts(v)) == 0 {
			t.Error("no ghost divider")
		}
	})
	cuts := followCutHint(t, d, "the hint")
	s = d.Until("the cut made", 600, func(s scenes.Snapshot) bool { return lastCut(tableOf(s)) != "" })
	if line, want := lastCut(tableOf(s)), []int{cuts[0] - lo, cuts[1] - cuts[0], hi - cuts[1]}; !slices.Equal(cutSizes(line), want) {
		t.Fatalf("the cut made is not the one suggested (%v): %s", want, line)
	}
}

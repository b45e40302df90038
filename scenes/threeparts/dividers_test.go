package threeparts_test

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// covered lists the words on the row a divider or its handle covers, from
// the snapshot's marks (what is drawn where).
func covered(v voteView) []string {
	meets := func(a, b [4]float64) bool {
		return math.Min(a[0]+a[2], b[0]+b[2])-math.Max(a[0], b[0]) > 0.5 && math.Min(a[1]+a[3], b[1]+b[3])-math.Max(a[1], b[1]) > 0.5
	}
	var out []string
	for _, d := range v.Marks {
		if d.Kind != "divider" && d.Kind != "knob" {
			continue
		}
		for _, w := range v.Marks {
			if (w.Kind == "label" || w.Kind == "band") && meets(d.At, w.At) {
				if s := fmt.Sprintf("a %s covers %q", d.Kind, w.Text); !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// atSizes looks at the table drawn at each screen size in turn (subtests
// name/WxH), and puts
// 1280×720 back.
func atSizes(t *testing.T, d *apptest.Driver, name string, each func(t *testing.T, v voteView)) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {360, 640}} {
		t.Run(fmt.Sprintf("%s/%dx%d", name, size[0], size[1]), func(t *testing.T) {
			d.Resize(size[0], size[1])
			d.Frames(4)
			d.Draw()
			each(t, viewOf(t, *d.Table()))
		})
	}
	d.Resize(1280, 720)
	d.Frames(4)
}

// hasMark reports a mark of kind whose words match re.
func hasMark(v voteView, kind, re string) bool {
	r := regexp.MustCompile(re)
	return slices.ContainsFunc(v.Marks, func(m rowMark) bool { return m.Kind == kind && r.MatchString(m.Text) })
}

// TestNoDividerCoversTheWordsOnTheRow (pinned deal), at every size: a cut
// of the person's own row into 1, 5 and 1 cards with a divider in hand
// leaves each part's name and size readable, and so does the re-cut of a
// part two bots contest, its "… vote again" label.
func TestNoDividerCoversTheWordsOnTheRow(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=1&speed=instant", 1280, 720)
	d.StartTable()
	_, v := waitDecision(t, d, "cut", wholeRow)
	lo, hi := v.Segs[0][0], v.Segs[0][1]
	tapSpot(t, d, fmt.Sprintf("gap-%d", lo+1), false)
	if v = tapSpot(t, d, fmt.Sprintf("gap-%d", hi-1), false); v.Cuts != [2]int{lo + 1, hi - 1} {
		t.Fatalf("the dividers were not placed at %d and %d: %v", lo+1, hi-1, v.Cuts)
	}
	if v = tapSpot(t, d, fmt.Sprintf("gap-%d", hi-1), false); v.Lifted != 1 {
		t.Fatalf("the divider was not picked up (lifted %d)", v.Lifted)
	}
	atSizes(t, d, "cut-1-5-1", func(t *testing.T, v voteView) {
		if !hasMark(v, "divider", "") {
			t.Error("no divider drawn")
		}
		if !hasMark(v, "band", "^Black") {
			t.Error("no black part")
		}
		if c := covered(v); len(c) > 0 {
			t.Errorf("a cut into 1, 5 and 1 cards: %s", strings.Join(c, "; "))
		}
	})
	// The person re-cuts a part two bots contest (seed 1, round 8).
	waitDecision(t, d, "cut", func(_ table.Snap, v voteView) bool { return len(v.Segs) > 0 && v.Segs[0][2] != 7 })
	atSizes(t, d, "recut", func(t *testing.T, v voteView) {
		if !hasMark(v, "label", " vote again$") {
			t.Error("no claimants' label")
		}
		if c := covered(v); len(c) > 0 {
			t.Errorf("the re-cut: %s", strings.Join(c, "; "))
		}
	})
}

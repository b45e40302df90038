package threeparts_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// colours are Three Parts' parts, by their choice card.
var colours = []string{"white", "blue", "black"}

// spotOf is the prompt's spot named name ("part-blue", "gap-3",
// "stack-8"): its target, "" when the prompt has none.
func spotOf(v voteView, name string) string {
	if i := slices.Index(v.Spots, name); i >= 0 {
		return fmt.Sprintf("spot-%d", i)
	}
	return ""
}

// tpMove plays the person's part of a decision apptest.NextMove cannot
// (the browser tests' threePartsMove, so that a pinned deal goes the same
// way): a part to vote for (any, varied by the round) or a stack for a
// joker, tapped once to choose and once more to commit.
func tpMove(t *testing.T) func(table.Snap) string {
	return func(tb table.Snap) string {
		v := viewOf(t, tb)
		if len(v.Spots) == 0 {
			return ""
		}
		switch v.Phase {
		case "vote":
			if v.Selected >= 0 {
				return spotOf(v, "part-"+colours[v.Selected])
			}
			return fmt.Sprintf("spot-%d", (v.Round+tb.LogLen)%len(v.Spots))
		case "joker":
			if v.Selected > 0 {
				return spotOf(v, fmt.Sprintf("stack-%d", v.Selected))
			}
			for _, n := range v.Spots {
				if !slices.Contains(v.Off, n) {
					return spotOf(v, n)
				}
			}
		}
		return ""
	}
}

// waitDecision plays on until the person owes a decision of phase that
// want accepts, and returns the table then.
func waitDecision(t *testing.T, d *apptest.Driver, phase string, want func(table.Snap, voteView) bool) (table.Snap, voteView) {
	t.Helper()
	for range 40000 {
		s := d.State()
		if tb, ok := s.Table.(table.Snap); ok && apptest.AtRest(s) && tb.Summary == nil && tb.Prompt != nil {
			if v := viewOf(t, tb); v.Phase == phase && want(tb, v) {
				return tb, v
			}
		}
		d.Move(tpMove(t))
	}
	t.Fatalf("no %s came", phase)
	return table.Snap{}, voteView{}
}

// wholeRow is a cut of the whole row (a round's first).
func wholeRow(_ table.Snap, v voteView) bool {
	return len(v.Segs) > 0 && v.Segs[0][0] == 0 && v.Segs[0][1] == len(v.Row)
}

// firstCut opens a pinned 3-player deal whose first round the person leads
// (seed 2) at speed, and plays on to its cut of the whole row.
func firstCut(t *testing.T, speed string) (*apptest.Driver, voteView) {
	t.Helper()
	d := apptest.Open(t, "?game=threeparts&players=3&seed=2&speed="+speed, 1280, 720)
	d.StartTable()
	_, v := waitDecision(t, d, "cut", wholeRow)
	if v.Round != 1 {
		t.Fatalf("seed 2: the person leads round %d, not the first", v.Round)
	}
	return d, v
}

// tapSpot taps the prompt's spot named name.
func tapSpot(t *testing.T, d *apptest.Driver, name string, touch bool) voteView {
	t.Helper()
	target := spotOf(viewOf(t, *d.Table()), name)
	if target == "" {
		t.Fatalf("no spot %s on offer", name)
	}
	d.Tap(target, touch)
	return viewOf(t, *d.Table())
}

// cutSizes are the sizes of the parts a "You cut the row: …" line names.
func cutSizes(line string) []int {
	var out []int
	for _, p := range strings.Split(strings.TrimPrefix(line, "You cut the row: "), " | ") {
		out = append(out, len(strings.Fields(p)))
	}
	return out
}

// lastCut is the table's last "You cut the row:" line, "" if none.
func lastCut(tb table.Snap) string {
	for _, l := range slices.Backward(tb.Log) {
		if strings.HasPrefix(l, "You cut the row:") {
			return l
		}
	}
	return ""
}

// tableOf is s's table.
func tableOf(s scenes.Snapshot) table.Snap {
	tb, _ := s.Table.(table.Snap)
	return tb
}

// gap is the spot of the gap before row position p.
func gap(p int) string { return fmt.Sprintf("gap-%d", p) }

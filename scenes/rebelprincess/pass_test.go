package rebelprincess_test

import (
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// TestACardMarkedToPassStaysMarkedWhileOthersChooseTheirs: the pass is
// chosen by every seat at once; a bot's choice played while the person
// marks cards syncs the table, which once unmarked them (found by the table
// conformance suite: the kit now makes the person's picks again).
func TestACardMarkedToPassStaysMarkedWhileOthersChooseTheirs(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=3&seed=31&speed=normal", 1280, 720)
	d.StartTable()
	passing := func(s scenes.Snapshot) bool {
		tb, ok := s.Table.(table.Snap)
		return ok && apptest.AtRest(s) && tb.Prompt != nil && strings.HasPrefix(tb.Prompt.Text, "Pass ")
	}
	// The draft first: the person keeps a princess, as a person would.
	mover := apptest.NewMover(1)
	for range 4000 {
		if passing(d.State()) {
			break
		}
		if s := d.State(); apptest.AtRest(s) {
			if next := mover.Next(s); next != "" {
				d.TapWhenShown(next)
				continue
			}
		}
		d.Frame()
	}
	s := d.Until("the pass", 1, passing)
	ready := func() int { return strings.Count(strings.Join(statuses(s), "|"), "ready") }
	before := ready()
	d.TapWhenShown("hand-0")
	if !d.Table().Prompt.Hand[0].Selected {
		t.Fatal("the tap did not mark the card")
	}
	s = d.Until("a bot's pass chosen", 1200, func(x scenes.Snapshot) bool {
		s = x
		return ready() > before && !x.Table.(table.Snap).Busy
	})
	d.Frames(10)
	if p := d.Table().Prompt; p == nil || !p.Hand[0].Selected {
		t.Fatalf("the card marked to pass was unmarked when a bot chose its pass: %+v", p)
	}
}

func statuses(s scenes.Snapshot) []string {
	tb, _ := s.Table.(table.Snap)
	var out []string
	for _, seat := range tb.Seats {
		out = append(out, seat.Status)
	}
	return slices.Clip(out)
}

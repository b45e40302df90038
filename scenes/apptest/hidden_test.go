package apptest

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/table"
)

// check=hidden proves something only if the table really read a world
// dealt again from the person's observation in place of the engine: the
// table conformance suite (tabletest.RunHidden) compares the game read
// with and without the check, and a check that read the engine would read
// alike. On the pinned pass-and-play deal of Love Letter that suite reads
// (three players, seed 2, seat 1 a second person), the check deals its
// worlds from the first moves on, each person's turn, and never fails to.
func TestTheHiddenCheckDealsWorldsInPlaceOfTheEngine(t *testing.T) {
	d := Open(t, "?game=loveletter&players=3&seed=2&speed=instant&check=hidden", 390, 844)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["person-1"].W > 0 })
	d.Tap("person-1", false)
	d.StartTable()
	mover := NewMover(7)
	covers := 0
	for frames := 0; covers < 4; frames++ {
		if frames > 20000 {
			t.Fatalf("%d covers after %d frames", covers, frames)
		}
		s := d.State()
		tb, _ := s.Table.(table.Snap)
		switch {
		case tb.Summary != nil && tb.Summary.Final:
			t.Fatalf("the game ended after %d covers", covers)
		case tb.Cover != "" && !tb.Busy:
			covers++
			d.TapWhenShown("pass-show")
		case tb.HandOff != "" && !tb.Busy:
			d.TapWhenShown("pass-done")
		case AtRest(s):
			d.TapWhenShown(mover.Next(s))
		default:
			d.Frame()
		}
	}
	h := d.Table().Hidden
	if h == nil || h.Worlds < 2 || h.Failed != "" {
		t.Fatalf("after %d covers the check dealt no worlds in place of the engine: %+v", covers, h)
	}
	t.Logf("%d worlds dealt over %d covers", h.Worlds, covers)
}

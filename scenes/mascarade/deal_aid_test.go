package mascarade_test

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// With the memory aid on, a new game's deal shows its marks once the deal
// has landed and keeps them: the table opens synced to the dealt engine
// and then plays the deal, which the aid once read as a second deal on top
// of the first ("event 7 (setup) does not fit the table") and dropped its
// marks from the first mask dealt until the table was at rest, the time
// every mask lies face up to be remembered.
func TestTheMemoryAidKeepsItsMarksOnceTheOpeningDealHasLanded(t *testing.T) {
	d := apptest.Open(t, "?game=mascarade&players=4&seed=1&speed=normal", 1280, 720)
	d.App.Save("mascarade.memory_aid", []byte("true"))
	d.Until("the Mascarade setup", 60, func(s scenes.Snapshot) bool {
		return s.Scene == "setup" && s.Game == "mascarade" && s.Targets["start"].W > 0
	})
	d.Tap("start", false)
	shown, frames := false, 0
	for ; frames < 1800; frames++ {
		s := d.State()
		if tb, _ := deciding(t, s); tb != nil {
			break
		}
		if tb, ok := s.Table.(table.Snap); ok && tb.View != nil {
			switch n := len(viewOf(t, &tb).AidMarks); {
			case n == 4+2:
				shown = true
			case shown:
				t.Fatalf("frame %d: the aid dropped its marks after showing them (%d marks)", frames, n)
			}
		}
		d.Frame()
	}
	if !shown {
		t.Fatalf("the aid showed no marks in the %d frames before the person's first decision", frames)
	}
}

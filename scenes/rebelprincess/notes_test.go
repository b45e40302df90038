package rebelprincess_test

import (
	"fmt"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// What the powers set on a trick ("No Prince may lead yet") lies within the
// centre, clear of every seat's panel, on every screen: on a phone on its
// side with six seats (480×320) the short centre's notes were centred on
// the round cards' column and ran over Ada's panel.
func TestTheTricksNotesLieClearOfTheSeatsOnEveryScreen(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=6&seed=3&speed=instant", 480, 320)
	d.StartTable()
	playUntil(t, d, "a trick with a note", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return v.NotesAt != nil && apptest.AtRest(s)
	})
	for _, size := range [][2]int{{480, 320}, {320, 240}, {568, 320}, {640, 360}, {240, 320}, {360, 640}, {1024, 768}, {1280, 720}} {
		d.Resize(size[0], size[1])
		d.Frames(4)
		d.Draw()
		tb, v := viewOf(t, d.State())
		where := fmt.Sprintf("%dx%d", size[0], size[1])
		if v.NotesAt == nil {
			t.Fatalf("%s: the note went", where)
		}
		at := *v.NotesAt
		for _, seat := range tb.Seats {
			if overlap(at, [4]float64{seat.At.X, seat.At.Y, seat.At.W, seat.At.H}) {
				t.Errorf("%s: the trick's notes %v run over %s's panel %+v", where, at, seat.Name, seat.At)
			}
		}
	}
}

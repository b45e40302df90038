package rebelprincess_test

import (
	"fmt"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// overlap reports whether two drawn rectangles ([x, y, w, h]) share area.
func overlap(a, b [4]float64) bool {
	return a[2] > 0 && b[2] > 0 && a[0] < b[0]+b[2] && b[0] < a[0]+a[2] && a[1] < b[1]+b[3] && b[1] < a[1]+a[3]
}

// TestCrystalClearCardsLyingFaceUpNeverCoverASeatsTotal (issue 29 #17): the
// cards Crystal Clear turns face up lie in the seats' panels, at 1280×720,
// 390×844 and 360×640 (the table laid out again in place), clear of each
// seat's total.
func TestCrystalClearCardsLyingFaceUpNeverCoverASeatsTotal(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=4&variant=classic&bots=clever&speed=instant&seed=7&lang=en&rounds=crystal-clear,once-upon-a-time,invitation,royal-decree,wedding-gift", 1280, 720)
	d.StartTable()
	playUntil(t, d, "a card lying face up in the play", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return v.Phase == "play" && apptest.AtRest(s) && slices.ContainsFunc(v.Panels, func(p panel) bool { return len(p.Exposed) > 0 })
	})
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {360, 640}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d.Resize(size[0], size[1])
			d.Frames(4)
			d.Draw()
			_, v := viewOf(t, d.State())
			for seat, p := range v.Panels {
				for _, r := range p.Exposed {
					if overlap(r, p.Total) {
						t.Errorf("seat %d's face-up card %v covers its total %v", seat, r, p.Total)
					}
				}
			}
		})
	}
}

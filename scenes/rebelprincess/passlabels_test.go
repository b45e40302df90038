package rebelprincess_test

import (
	"fmt"
	"strings"
	"testing"

	"parlour/scenes/apptest"
)

// atEachSize lays the table out again in place on each screen every
// point of issue 29 is looked at on, and hands each its view, in a subtest
// named after the size.
func atEachSize(t *testing.T, d *apptest.Driver, each func(t *testing.T, w, h int, v view)) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {360, 640}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			d.Resize(w, h)
			d.Frames(4)
			d.Draw()
			_, v := viewOf(t, d.State())
			each(t, w, h, v)
		})
	}
}

// TestAtAPetsRevengePassTheTwoPassLabelsStandApartAndThePersonsScheherazadeIsNamedInFull
// (issue 29 #23), on every screen: six seats, where the two neighbours'
// arrows start close together. Seed 2 deals the person Scheherazade alone
// (found with the engine).
func TestAtAPetsRevengePassTheTwoPassLabelsStandApartAndThePersonsScheherazadeIsNamedInFull(t *testing.T) {
	d := toThePass(t, "?game=rebelprincess&players=6&variant=classic&bots=clever&speed=instant&seed=2&lang=en&rounds=pets-revenge,once-upon-a-time,invitation,royal-decree,wedding-gift", 360, 640, true)
	atEachSize(t, d, func(t *testing.T, w, h int, v view) {
		if v.Princess[0] != 7 {
			t.Fatalf("the person does not keep Scheherazade: princess %d", v.Princess[0])
		}
		if name := strings.Join(v.Panels[0].Princess, " "); name == "" || strings.Contains(name, "…") {
			t.Errorf("the person's princess reads %q", name)
		}
		if len(v.PassLabels) != 2 {
			t.Fatalf("not a label for each way: %v", v.PassLabels)
		}
		a, b := v.PassLabels[0], v.PassLabels[1]
		if overlap(a, b) {
			t.Errorf("the pass labels %v and %v overlap", a, b)
		}
		for _, r := range [][4]float64{a, b} {
			if r[0] < 0 || r[0]+r[2] > float64(w) {
				t.Errorf("a pass label leaves the screen: %v", r)
			}
		}
	})
}

package mascarade_test

import (
	"regexp"
	"slices"
	"testing"
)

// Test13PlayersFitA360x640Phone: with thirteen players every other seat
// can be picked to swap with, each panel large enough to tap (76×44 CSS
// pixels at least, names, coins and masks readable) and on the screen,
// and no two panels overlap.
func Test13PlayersFitA360x640Phone(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=13&seed=4&speed=fast", 360, 640, true)
	choose := chooser(t, 3, 0.2)
	for frames := 0; ; frames++ {
		if frames > 30000 {
			t.Fatal("the person never came to their opening swap or turn")
		}
		if tb, v := deciding(t, d.State()); tb != nil && (kindOf(v) == "opening" || kindOf(v) == "turn") {
			break
		}
		step(d, choose, true)
	}
	d.Draw()
	s := d.State()
	seat := regexp.MustCompile(`^seat-\d+$`)
	var seats []string
	for k := range s.Targets {
		if seat.MatchString(k) {
			seats = append(seats, k)
		}
	}
	slices.Sort(seats)
	if len(seats) != 12 {
		t.Fatalf("%d seats can be picked to swap with, not every other player's 12: %v", len(seats), seats)
	}
	for i, k := range seats {
		r := s.Targets[k]
		if r.W < 76 || r.H < 44 || r.X < 0 || r.Right() > 360.5 {
			t.Errorf("%s is too small or off the screen: %+v", k, r)
		}
		for _, o := range seats[i+1:] {
			// Half a pixel of a shared edge is not an overlap.
			if r.Inset(0.25).Overlaps(s.Targets[o].Inset(0.25)) {
				t.Errorf("%s %+v overlaps %s %+v", k, r, o, s.Targets[o])
			}
		}
	}
}

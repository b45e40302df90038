package layout

import "testing"

// A target smaller than a finger answers over at least that much, centred
// on it, and never beyond the screen.
func TestASmallTargetReachesAFingersWidthInsideTheScreen(t *testing.T) {
	screen := Rect{W: 360, H: 640}
	for _, c := range []struct {
		name    string
		r, want Rect
	}{
		{"a 26×37 card grows to 44×44 about its centre", Rect{X: 100, Y: 200, W: 26, H: 37}, Rect{X: 91, Y: 196.5, W: 44, H: 44}},
		{"a card large enough stays as it is", Rect{X: 10, Y: 10, W: 60, H: 80}, Rect{X: 10, Y: 10, W: 60, H: 80}},
		{"at the screen's left edge it grows inwards", Rect{X: 0, Y: 300, W: 20, H: 30}, Rect{X: 0, Y: 293, W: 44, H: 44}},
		{"at the bottom right it grows inwards", Rect{X: 350, Y: 630, W: 10, H: 10}, Rect{X: 316, Y: 596, W: 44, H: 44}},
	} {
		if got := Reach(c.r, 44, screen); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// Where reaches overlap, a point on a card is that card (the last drawn
// where cards overlap); a point off every card is the card whose reach holds
// it with the nearest centre; a point in no reach is none.
func TestAPointGoesToTheCardItIsOnElseTheNearestReaching(t *testing.T) {
	screen := Rect{W: 360, H: 640}
	cards := []Rect{{X: 100, Y: 100, W: 26, H: 37}, {X: 120, Y: 100, W: 26, H: 37}, {X: 200, Y: 100, W: 26, H: 37}}
	var reach []Rect
	for _, c := range cards {
		reach = append(reach, Reach(c, 44, screen))
	}
	for _, c := range []struct {
		name string
		x, y float64
		want int
	}{
		{"on the first card alone", 105, 120, 0},
		{"where the first two overlap: the one on top", 123, 120, 1},
		{"just off the third card's left edge", 195, 118, 2},
		{"just above the first, nearer its centre than the second's", 108, 97, 0},
		{"between the second and third, out of both reaches", 170, 118, -1},
		{"far away", 10, 600, -1},
	} {
		if got := Pointed(cards, reach, c.x, c.y); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

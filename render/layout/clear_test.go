package layout

import (
	"math"
	"math/rand/v2"
	"testing"
)

// A close-up goes where it was wanted when nothing kept is in the way.
func TestClearKeepsThePlaceWantedWhenItIsClear(t *testing.T) {
	bounds := Rect{0, 0, 400, 300}
	want := Rect{100, 50, 80, 120}
	got, ok := Clear(bounds, want, []Rect{{300, 200, 50, 50}}, 4)
	if !ok || got != want {
		t.Fatalf("%v %v, want %v", got, ok, want)
	}
}

// Issue 38: the focused Spy's close-up, centred over it, covered the Priest
// the guide rang beside it. It moves the least way that leaves the ring
// clear, inside the picker.
func TestClearMovesOffWhatIsKeptTheLeastWay(t *testing.T) {
	bounds := Rect{10, 100, 920, 350}
	priest := Rect{316, 112, 97, 136}
	want := Rect{147, 120, 218, 310} // centred on the Spy, over the Priest
	got, ok := Clear(bounds, want, []Rect{priest}, 4)
	if !ok {
		t.Fatal("no place found")
	}
	if got.Overlaps(priest) || !got.Within(bounds) {
		t.Fatalf("%v covers the Priest %v or leaves the picker", got, priest)
	}
	if got.Y != want.Y || got.X != priest.X-4-want.W {
		t.Fatalf("%v: the least move is left, beside the Priest", got)
	}
}

// When no place is clear, Clear says so.
func TestClearReportsWhenNoPlaceIsClear(t *testing.T) {
	bounds := Rect{0, 0, 200, 200}
	if r, ok := Clear(bounds, Rect{0, 0, 120, 120}, []Rect{{90, 90, 20, 20}}, 0); ok {
		t.Fatalf("found %v, but every 120-square place holds the middle", r)
	}
	if _, ok := Clear(bounds, Rect{0, 0, 300, 10}, nil, 0); ok {
		t.Fatal("a place wider than the bounds")
	}
}

// Against a search of every whole-pixel place: whenever some place is
// clear, Clear finds one, clear and inside, no farther from the place
// wanted than the best the search finds.
func TestClearFindsAClearPlaceWheneverOneExists(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 11))
	for n := range 400 {
		bounds := Rect{0, 0, 60, 50}
		want := Rect{float64(r.IntN(40)), float64(r.IntN(30)), float64(5 + r.IntN(25)), float64(5 + r.IntN(20))}
		var keep []Rect
		for range r.IntN(5) {
			keep = append(keep, Rect{float64(r.IntN(55)), float64(r.IntN(45)), float64(3 + r.IntN(20)), float64(3 + r.IntN(20))})
		}
		gap := float64(r.IntN(3))
		got, ok := Clear(bounds, want, keep, gap)
		exists, nearest := false, 1e9
		for y := 0.0; y+want.H <= bounds.H; y++ {
			for x := 0.0; x+want.W <= bounds.W; x++ {
				p := Rect{x, y, want.W, want.H}
				if clearOf(p, keep, gap) {
					exists = true
					nearest = min(nearest, (x-want.X)*(x-want.X)+(y-want.Y)*(y-want.Y))
				}
			}
		}
		if ok != exists {
			t.Fatalf("case %d: found %v, a clear place exists: %v (bounds %v, want %v, keep %v, gap %v)", n, ok, exists, bounds, want, keep, gap)
		}
		if !ok {
			continue
		}
		if !got.Within(bounds) || !clearOf(got, keep, gap) {
			t.Fatalf("case %d: %v is not clear inside %v of %v", n, got, bounds, keep)
		}
		if d := (got.X-want.X)*(got.X-want.X) + (got.Y-want.Y)*(got.Y-want.Y); d > nearest+1e-9 {
			t.Fatalf("case %d: %v is farther from %v than a clear place the search found", n, got, want)
		}
	}
}

// Issue 38: a hand card's close-up, above the hand, covered an opponent's
// panel at 1280×720 where no place of its full size was clear. It is drawn
// smaller, but never narrower than least, where it covers no panel; when
// even that has no clear place, none is found.
func TestClearShrinkingDrawsItSmallerRatherThanOverWhatIsKept(t *testing.T) {
	bounds := Rect{10, 100, 930, 360}
	panels := []Rect{{192, 100, 272, 128}, {484, 100, 270, 128}}
	want := Rect{570, 134, 220, 320} // over the second panel
	got, ok := ClearShrinking(bounds, want, panels, 4, 150)
	if !ok {
		t.Fatal("no place found")
	}
	for _, p := range panels {
		if got.Overlaps(p) {
			t.Fatalf("%v covers the panel %v", got, p)
		}
	}
	if !got.Within(bounds) || got.W < 150 || got.W >= want.W || math.Abs(got.H-want.H*got.W/want.W) > 0.5 {
		t.Fatalf("%v: not inside, narrower than least, or not drawn smaller in proportion", got)
	}
	if _, ok := ClearShrinking(bounds, want, panels, 4, 219); ok {
		t.Fatal("found a place for a close-up that cannot be drawn smaller enough")
	}
	if got, ok := ClearShrinking(bounds, Rect{600, 240, 200, 200}, panels, 4, 100); !ok || got.W != 200 {
		t.Fatalf("%v: a close-up with room is drawn at its full size", got)
	}
}

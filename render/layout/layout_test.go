package layout

import (
	"slices"
	"testing"
)

func TestRowCentresItsItems(t *testing.T) {
	rs := Row(Rect{0, 0, 100, 20}, 2, 30, 10, 10)
	if rs[0].X != 15 || rs[1].X != 55 || rs[0].Y != 5 {
		t.Fatalf("%+v", rs)
	}
}

func TestGridWrapsIntoCentredRows(t *testing.T) {
	cells, h := Grid(Rect{0, 0, 100, 100}, 5, 3, 30, 10, 2)
	if len(cells) != 5 || h != 22 {
		t.Fatalf("%d cells, height %v", len(cells), h)
	}
	if cells[3].Y != 12 || cells[3].X <= cells[0].X {
		t.Fatalf("the second row is not below and centred: %+v", cells)
	}
}

func TestAStripOverlapsOnlyWhenItMust(t *testing.T) {
	loose := Strip(Rect{0, 0, 200, 20}, 3, 10, 14, 12)
	if loose[2].X != 24 {
		t.Fatalf("room enough: %+v", loose)
	}
	tight := Strip(Rect{0, 0, 40, 20}, 7, 10, 14, 12)
	if last := tight[6]; last.Right() > 40.001 {
		t.Fatalf("the strip runs off its rectangle: %+v", last)
	}
}

func TestUnionHoldsBothRectangles(t *testing.T) {
	a, b := Rect{10, 20, 30, 40}, Rect{0, 50, 15, 30}
	u := a.Union(b)
	if u != (Rect{0, 20, 40, 60}) || !a.Within(u) || !b.Within(u) {
		t.Fatalf("%v ∪ %v = %v", a, b, u)
	}
}

// A status line too long for a phone's bar keeps its first parts, whole.
func TestKeepPartsDropsTrailingPartsUntilTheLineFits(t *testing.T) {
	const line = "Round 1 · Deck 15 · 4 tokens win the game"
	shorterThan := func(n int) func(string) bool { return func(s string) bool { return len([]rune(s)) <= n } }
	for _, c := range []struct {
		name string
		max  int
		want string
	}{
		{"fits whole", 100, line},
		{"drops the last part", 25, "Round 1 · Deck 15"},
		{"keeps the first part even when it is too long", 3, "Round 1"},
	} {
		if got := KeepParts(line, " · ", shorterThan(c.max)); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestBreakPartsBreaksOnlyBetweenParts(t *testing.T) {
	fitsIn := func(n int) func(string) bool { return func(s string) bool { return len(s) <= n } }
	for _, c := range []struct {
		in   string
		room int
		want string
	}{
		{"Round 1 · Deck 15", 40, "Round 1 · Deck 15"},
		{"Round 1 · Deck 15", 12, "Round 1\nDeck 15"},
		{"Round 1/8 · Deck 61 · Leader: Clara", 22, "Round 1/8 · Deck 61\nLeader: Clara"},
		{"Unbreakable", 3, "Unbreakable"},
	} {
		if got := BreakParts(c.in, " · ", fitsIn(c.room)); got != c.want {
			t.Errorf("BreakParts(%q, room %d) = %q, want %q", c.in, c.room, got, c.want)
		}
	}
}

// Arrows walk a grid of buttons as the eye reads it: right stays in the row,
// down goes to the nearest button of the next row, and an edge stays put.
func TestNearestWalksAGridByRowsAndColumns(t *testing.T) {
	// Two rows: three buttons, then two wider ones under the first two.
	rects := []Rect{{0, 0, 10, 4}, {12, 0, 10, 4}, {24, 0, 10, 4}, {0, 8, 16, 4}, {18, 8, 16, 4}}
	for _, c := range []struct{ from, dx, dy, want int }{
		{0, 1, 0, 1}, {1, 1, 0, 2}, {2, 1, 0, 2}, // the row's end stays
		{0, 0, 1, 3}, {2, 0, 1, 4}, {1, 0, 1, 3},
		{4, 0, -1, 2}, {3, -1, 0, 3}, {4, -1, 0, 3},
		{0, 0, -1, 0},
	} {
		if got := Nearest(rects, c.from, c.dx, c.dy); got != c.want {
			t.Errorf("from %d by (%d,%d): %d, want %d", c.from, c.dx, c.dy, got, c.want)
		}
	}
}

// monospace measures every character as wide as half its size.
func monospace(s string, size float64, bold bool) float64 { return float64(len([]rune(s))) * size / 2 }

// A label too wide for one line at the least size breaks between words,
// never inside one; a word wider than the room is said not to fit rather
// than stacked a letter a line.
func TestALabelBreaksBetweenWordsNeverInsideOne(t *testing.T) {
	for _, c := range []struct {
		s     string
		w     float64
		lines []string
		size  float64
		fits  bool
	}{
		{"Bank", 40, []string{"Bank"}, 12, true},            // 24 wide at 12
		{"Bank", 20, []string{"Bank"}, 10, true},            // shrinks to fit
		{"Bank", 12, []string{"Bank"}, 10, false},           // never "B/a/n/k"
		{"Centre 1", 30, []string{"Centre", "1"}, 10, true}, // two lines at the least size
		{"13 cards left", 40, []string{"13 cards", "left"}, 10, true},
		{"Leon claims", 200, []string{"Leon claims"}, 12, true},
	} {
		l := SetLabel(c.s, c.w, 12, 10, false, monospace)
		if !slices.Equal(l.Lines, c.lines) || l.Size != c.size || l.Fits != c.fits {
			t.Errorf("SetLabel(%q, %v) = %q at %v (fits %v), want %q at %v (fits %v)", c.s, c.w, l.Lines, l.Size, l.Fits, c.lines, c.size, c.fits)
		}
		if l.Size < 10 {
			t.Errorf("%q is set at %v, under the least size", c.s, l.Size)
		}
	}
	if w := WidestWord(10, false, monospace, "Centre 1", "Bank"); w != 30 {
		t.Errorf("the widest word is %v wide, want 30", w)
	}
}

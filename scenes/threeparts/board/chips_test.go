package board

import (
	"fmt"
	"strings"
	"testing"
)

// width measures words as a 10-pixel font roughly would: 5.5 pixels a
// character.
func width(s string) float64 { return 5.5 * float64(len([]rune(s))) }

// TestAChipSummaryShowsExactlyWhatFitsAndCountsTheRest: in every box a
// small table gives a seat (a panel's line, a band of two or three lines),
// with few and many stacks, the chips lie in the box and apart, in the
// numbers' order, each as wide as its words; every stack held is either
// shown with its true count or counted by the one "+k" chip at the end.
func TestAChipSummaryShowsExactlyWhatFitsAndCountsTheRest(t *testing.T) {
	few := [11]int{3: 2, 7: 1}
	all := [11]int{1, 1, 2, 3, 1, 4, 2, 1, 5, 2, 3}
	boxes := []struct {
		name string
		w, h float64
	}{
		{"a panel's line at 320×240", 63, 20.5},
		{"a panel's line narrower than a line is tall", 93, 10.4},
		{"a band of two lines at 240×320", 74, 28},
		{"a band of three lines", 74, 41},
		{"the person's panel at 320×240", 270, 10.4},
	}
	for _, b := range boxes {
		for _, tc := range []struct {
			name   string
			counts [11]int
			want   uint16
		}{
			{"no stack", [11]int{}, 0},
			{"two stacks", few, 0},
			{"a card flying to a new stack", few, 1 << 5},
			{"every number", all, 0},
		} {
			id := fmt.Sprintf("%s, %s", b.name, tc.name)
			const lineH, gap, pad = 13, 2, 2
			cs := Chips(tc.counts, tc.want, b.w, b.h, lineH, gap, pad, width)
			held := 0
			for n := 1; n <= 10; n++ {
				if tc.counts[n] > 0 || tc.want&(1<<n) != 0 {
					held++
				}
			}
			shown, last := 0, 0
			for i, c := range cs {
				if c.X < 0 || c.Y < 0 || c.X+c.W > b.w+1e-9 || (c.Y > 0 && c.Y+c.H > b.h+1e-9) {
					t.Fatalf("%s: chip %q %+v leaves the box %v×%v", id, c.Label, c, b.w, b.h)
				}
				if c.W < width(c.Label)+2*pad-1e-9 {
					t.Fatalf("%s: chip %q is narrower than its words", id, c.Label)
				}
				for _, d := range cs[:i] {
					if c.X < d.X+d.W && d.X < c.X+c.W && c.Y < d.Y+d.H && d.Y < c.Y+c.H {
						t.Fatalf("%s: chips %q and %q overlap", id, d.Label, c.Label)
					}
				}
				if c.N == 0 {
					if i != len(cs)-1 || !strings.HasPrefix(c.Label, "+") {
						t.Fatalf("%s: the chip of what is left out is %q at %d of %d", id, c.Label, i, len(cs))
					}
					var k int
					fmt.Sscanf(c.Label, "+%d", &k)
					shown += k
					continue
				}
				if c.N <= last {
					t.Fatalf("%s: %d after %d", id, c.N, last)
				}
				last = c.N
				if c.Label != ChipLabel(c.N, tc.counts[c.N]) {
					t.Fatalf("%s: number %d says %q, holding %d", id, c.N, c.Label, tc.counts[c.N])
				}
				shown++
			}
			if shown != held {
				t.Fatalf("%s: %d stacks shown or counted of %d held", id, shown, held)
			}
		}
	}
}

// TestAChipSaysTheCountOnlyOfAStackOfMore: a single card is its number.
func TestAChipSaysTheCountOnlyOfAStackOfMore(t *testing.T) {
	for _, tc := range []struct {
		n, count int
		want     string
	}{{7, 1, "7"}, {7, 0, "7"}, {7, 3, "7×3"}, {10, 2, "10×2"}} {
		if got := ChipLabel(tc.n, tc.count); got != tc.want {
			t.Errorf("ChipLabel(%d, %d) = %q, want %q", tc.n, tc.count, got, tc.want)
		}
	}
}

package threeparts_test

import (
	"fmt"
	"math"
	"testing"

	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// minRowCSS is the narrowest a row card may be drawn (layout.go's), CSS
// pixels at a scale of 1.
const minRowCSS = 20

// TestTheRowIsLargeEnoughToReadAndClearOfTheSeatsOnEveryScreen: the row is
// what every decision of Three Parts is about, so on every screen, phones
// on their side and tablets included, each of its cards is drawn at least
// minRowCSS wide, and no card nor pile lies on a seat's panel or on another.
// A phone on its side (640×360) drew the row 4 pixels wide under the bands
// of slots, and a tablet on its side (1024×768, four players) squeezed it to
// 20 pixels between two side seats with the table's whole width free. The
// person's choice card, raised for the part chosen, stays under the line of
// their name and coins (it covered the count at 640×360). The parts' words
// under their cards lie apart.
func TestTheRowIsLargeEnoughToReadAndClearOfTheSeatsOnEveryScreen(t *testing.T) {
	sizes := [][2]int{{240, 320}, {320, 240}, {320, 480}, {480, 320}, {360, 640}, {640, 360}, {390, 844}, {844, 390},
		{568, 320}, {768, 1024}, {1024, 768}, {1280, 720}, {1366, 768}, {1920, 1080}}
	for _, players := range []int{3, 4} {
		d := apptest.Open(t, fmt.Sprintf("?game=threeparts&players=%d&seed=3&speed=instant", players), 1280, 720)
		d.StartTable()
		waitDecision(t, d, "vote", func(_ table.Snap, v voteView) bool { return v.Round == 1 })
		tapSpot(t, d, "part-white", false) // chosen, not yet voted: the card raised
		for _, size := range sizes {
			d.Resize(size[0], size[1])
			d.Frames(4)
			d.Draw()
			tb := *d.Table()
			v := viewOf(t, tb)
			where := fmt.Sprintf("%d players at %dx%d", players, size[0], size[1])
			// A box under 360 CSS pixels wide is zoomed (style.Zoom): its CSS
			// pixels are smaller than a real one, by up to a third.
			least := minRowCSS * math.Min(1, float64(min(size[0], size[1]))/360)
			var placed, bands []rowMark
			raised := false
			for _, m := range v.Marks {
				if m.Kind == "band" {
					// A part's words clear of its neighbours' (a small
					// table's "White" was cut to "Whit" by the next band).
					for _, o := range bands {
						if overlap(m.At, o.At) {
							t.Errorf("%s: the band's words %q lie on %q", where, m.Text, o.Text)
						}
					}
					bands = append(bands, m)
				}
				if m.Kind == "vote" && m.Text == "0" {
					raised = true
					own := tb.Seats[0].At
					if name := tb.Seats[0].NameAt; overlap(m.At, [4]float64{own.X, own.Y, own.W, own.H}) && m.At[1] < name.Y+name.H-0.5 {
						t.Errorf("%s: the person's choice card (top %.1f) covers the line of their name and coins (bottom %.1f)", where, m.At[1], name.Y+name.H)
					}
				}
				if m.Kind != "card" && m.Kind != "deck" && m.Kind != "discard" {
					continue
				}
				if m.Kind == "card" && m.At[2] < least-0.01 {
					t.Errorf("%s: row card %s is %.1f wide, under %.1f", where, m.Text, m.At[2], least)
				}
				for _, s := range tb.Seats {
					if overlap(m.At, [4]float64{s.At.X, s.At.Y, s.At.W, s.At.H}) {
						t.Errorf("%s: the %s %s lies on %s's panel", where, m.Kind, m.Text, s.Name)
					}
				}
				for _, o := range placed {
					if overlap(m.At, o.At) {
						t.Errorf("%s: the %s %s lies on the %s %s", where, m.Kind, m.Text, o.Kind, o.Text)
					}
				}
				placed = append(placed, m)
			}
			if !raised {
				t.Errorf("%s: the person's choice card is not marked", where)
			}
			if len(placed) != len(v.Row)+2 {
				t.Errorf("%s: %d cards and piles marked for a row of %d", where, len(placed), len(v.Row))
			}
		}
	}
}

// overlap reports whether two CSS rectangles share more than a hairline.
func overlap(a, b [4]float64) bool {
	return math.Min(a[0]+a[2], b[0]+b[2])-math.Max(a[0], b[0]) > 0.5 && math.Min(a[1]+a[3], b[1]+b[3])-math.Max(a[1], b[1]) > 0.5
}

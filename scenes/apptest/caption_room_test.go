package apptest

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"parlour/render/layout"
)

// A mark's caption is a long sentence ("Blunder: you chose Prince → King;
// King → Prince gave 53%… Why: …"); on every screen it keeps to its band:
// its words never run over the top bar's buttons or the seats' panels
// (issue 41: at 390×844 it ran to three lines over Log, ? and Menu and the
// seats). What it cannot hold the accessible page says whole.
func TestAMarksLongCaptionKeepsToItsBandOnEveryScreen(t *testing.T) {
	for _, g := range []struct {
		query string
		seed  uint64
	}{
		{"?game=loveletter&players=2&seed=5&speed=instant", 5},
		{"?game=rebelprincess&players=4&seed=4&speed=instant", 4},
	} {
		d := ReviewedReplay(t, g.query, 1280, 720, g.seed)
		marks := d.Table().Replay.Review.Marks
		if len(marks) == 0 {
			t.Fatalf("%s: no mark", g.query)
		}
		longest := 0
		for _, size := range [][2]int{{390, 844}, {360, 640}, {240, 320}, {1280, 720}, {2560, 1440}} {
			w, h := size[0], size[1]
			d.Resize(w, h)
			d.Press(false, "Home")
			for range marks {
				d.Press(false, "BracketRight")
				d.Draw()
				s, tb := d.State(), d.Table()
				longest = max(longest, len([]rune(tb.Caption)))
				if tb.CaptionAt == nil {
					t.Errorf("%s %dx%d move %d: the caption %q was not drawn", g.query, w, h, tb.Replay.At, tb.Caption)
					continue
				}
				c := *tb.CaptionAt
				if !c.Within(layout.Rect{W: float64(w), H: float64(h)}) {
					t.Errorf("%s %dx%d move %d: the caption %+v leaves the screen", g.query, w, h, tb.Replay.At, c)
				}
				for _, b := range []string{"log", "table-rules", "menu"} {
					if r, ok := s.Targets[b]; ok && c.Overlaps(r) {
						t.Errorf("%s %dx%d move %d: the caption %+v runs over the bar's %s %+v", g.query, w, h, tb.Replay.At, c, b, r)
					}
				}
				for i, seat := range tb.Seats {
					if c.Overlaps(seat.At) {
						t.Errorf("%s %dx%d move %d: the caption %+v runs over seat %d's panel %+v", g.query, w, h, tb.Replay.At, c, i, seat.At)
					}
				}
				if dir := os.Getenv("REVIEW_SHOTS"); dir != "" {
					shot(t, d, fmt.Sprintf("%s/caption-%s-%dx%d-%d.png", dir, tb.Game, w, h, tb.Replay.At))
				}
				if !slices.Contains(s.Access, tb.Caption) {
					t.Errorf("%s %dx%d move %d: the accessible page does not say the whole caption %q", g.query, w, h, tb.Replay.At, tb.Caption)
				}
			}
		}
		if longest < 100 {
			t.Errorf("%s: the longest caption is %d characters: no long one was tried", g.query, longest)
		}
	}
}

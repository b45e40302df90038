package apptest

import (
	"fmt"
	"image/png"
	"maps"
	"os"
	"strings"
	"testing"

	"parlour/render/layout"
)

// The review's chart is readable and its marks are in a finger's reach on
// every screen from a small embed to a large monitor: on each, every mark
// the chart shows has a target at least 40 px wide and tall, on the
// screen, overlapping no other mark's or arrow's target and none of the
// replay bar's buttons; where the row cannot hold them all, its arrows go
// page by page to the marks before and after, so every mark is reached by
// a finger; and a mark tapped goes to its decision.
func TestTheReviewsMarksAreAFingerWideApartAndInReachOnEveryScreen(t *testing.T) {
	d := ReviewedReplay(t, "?game=loveletter&players=2&seed=5&speed=instant", 1280, 720, 3)
	marks := d.Table().Replay.Review.Marks
	if len(marks) < 6 {
		t.Fatalf("the pinned game has %d marks; a small screen's row needs more than it holds", len(marks))
	}
	paged := false
	for _, size := range [][2]int{{240, 320}, {360, 640}, {390, 844}, {1280, 720}, {2560, 1440}} {
		w, h := size[0], size[1]
		d.Resize(w, h)
		d.Press(false, "Home")
		reached := map[string]bool{}
		for page := 0; ; page++ {
			s := d.State()
			review := d.Table().Replay.Review
			shown := map[string]layout.Rect{}
			for _, m := range review.Marks {
				if m.Shown {
					r, ok := s.Targets[m.Target]
					if !ok {
						t.Fatalf("%dx%d: the shown mark %s has no target", w, h, m.Target)
					}
					shown[m.Target] = r
				}
			}
			if len(shown) == 0 {
				t.Fatalf("%dx%d page %d: no mark shown", w, h, page)
			}
			targets := maps.Clone(shown)
			for _, a := range []string{"review-page-back", "review-page-forward"} {
				if r, ok := s.Targets[a]; ok {
					targets[a] = r
				}
			}
			screen := layout.Rect{W: float64(w), H: float64(h)}
			for name, r := range targets {
				if r.W < 40 || r.H < 40 {
					t.Errorf("%dx%d: %s is %.0f×%.0f px, under a finger's 40", w, h, name, r.W, r.H)
				}
				if !r.Within(screen) {
					t.Errorf("%dx%d: %s %+v leaves the screen", w, h, name, r)
				}
				for other, o := range targets {
					if name < other && r.Overlaps(o) {
						t.Errorf("%dx%d: %s %+v overlaps %s %+v", w, h, name, r, other, o)
					}
				}
				for _, b := range []string{"replay-back", "replay-forward", "replay-face-up", "replay-leave"} {
					if o, ok := s.Targets[b]; !ok || r.Overlaps(o) {
						t.Errorf("%dx%d: %s %+v overlaps the bar's %s %+v (shown %v)", w, h, name, r, b, o, ok)
					}
				}
			}
			if dir := os.Getenv("REVIEW_SHOTS"); dir != "" {
				shot(t, d, fmt.Sprintf("%s/band-%dx%d-p%d.png", dir, w, h, page))
			}
			// Each shown mark tapped by a finger goes to its decision.
			for _, m := range review.Marks {
				if m.Shown {
					d.Tap(m.Target, true)
					if at := d.Table().Replay.At; at != m.Move {
						t.Errorf("%dx%d: the mark of move %d went to move %d", w, h, m.Move, at)
					}
					reached[m.Target] = true
				}
			}
			if _, ok := s.Targets["review-page-forward"]; !ok || len(reached) == len(marks) {
				break
			}
			paged = true
			d.Tap("review-page-forward", true)
			if page > len(marks) {
				t.Fatalf("%dx%d: the pages do not end", w, h)
			}
		}
		if len(reached) != len(marks) {
			t.Errorf("%dx%d: a finger reached %d of the %d marks", w, h, len(reached), len(marks))
		}
	}
	if !paged {
		t.Error("no screen's row paged its marks: the arrows went untried")
	}
}

// shot draws a frame and saves it as a PNG at path.
func shot(t *testing.T, d *Driver, path string) {
	t.Helper()
	d.Draw()
	f, err := os.Create(path)
	if err == nil {
		err = png.Encode(f, d.Screen)
		f.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
}

// The band says what the chart's line is where its words fit whole (a
// newcomer sees a line and coloured marks, and nothing else says what the
// line measures): at 1280×720 the review's counts and "the line is your
// chance of a token this round" (Love Letter's measure); on a phone, where
// they would be cut, the counts alone.
func TestTheChartSaysWhatItsLineIsWhereItFits(t *testing.T) {
	d := ReviewedReplay(t, "?game=loveletter&players=2&seed=5&speed=instant", 1280, 720, 3)
	const says = "the line is your chance of a token this round"
	if w := d.Table().Replay.Review.Words; !strings.Contains(w, "Review — ") || !strings.HasSuffix(w, says) {
		t.Errorf("at 1280×720 the band says %q", w)
	}
	d.Resize(390, 844)
	d.Frames(2)
	if w := d.Table().Replay.Review.Words; !strings.Contains(w, "Review — ") || strings.Contains(w, says) {
		t.Errorf("at 390×844 the band says %q: the line's words do not fit whole there", w)
	}
}

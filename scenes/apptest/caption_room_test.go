package apptest

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"parlour/render/layout"
	"parlour/scenes"
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

// The guided round's caption says why the ringed move is good, a sentence
// as long as a review's; it keeps to its band too, on every game's table
// at the smallest screens: at 240×320 Love Letter's ran to four lines over
// the top bar's undo and hint buttons, the status and the seats' panels.
// Cut short, it is said whole on the accessible page and, tapped, in a
// notice.
func TestTheGuidesCaptionKeepsToItsBandAndATapShowsItWhole(t *testing.T) {
	cut := 0
	for _, g := range []string{"loveletter&players=3", "mascarade&players=4", "rebelprincess&players=4", "threeparts&players=3"} {
		for _, size := range [][2]int{{240, 320}, {360, 640}, {390, 844}} {
			w, h := size[0], size[1]
			d := Open(t, "?game="+g+"&speed=instant", w, h)
			d.Until("the guide offered", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["guide"].W > 0 })
			d.Tap("guide", true)
			d.Until("the first guided decision, ringed", 6000, func(s scenes.Snapshot) bool {
				tb := d.Table()
				return tb != nil && tb.Guide && AtRest(s) && tb.Hint != nil && tb.Hint.Target != ""
			})
			d.Frames(3) // drawn, then described to the accessible page
			s, tb := d.State(), d.Table()
			if tb.CaptionAt == nil {
				t.Fatalf("%s %dx%d: the guide's caption %q was not drawn", g, w, h, tb.Caption)
			}
			c := *tb.CaptionAt
			for _, b := range []string{"undo", "hint", "log", "table-rules", "menu", "guide-skip"} {
				if r, ok := s.Targets[b]; ok && c.Overlaps(r) {
					t.Errorf("%s %dx%d: the guide's caption %+v runs over the bar's %s %+v", g, w, h, c, b, r)
				}
			}
			for i, seat := range tb.Seats {
				if c.Overlaps(seat.At) {
					t.Errorf("%s %dx%d: the guide's caption %+v runs over seat %d's panel %+v", g, w, h, c, i, seat.At)
				}
			}
			if !slices.Contains(s.Access, tb.Caption) {
				t.Errorf("%s %dx%d: the accessible page does not say the whole caption %q", g, w, h, tb.Caption)
			}
			if slices.Contains(s.Access, "caption-whole") {
				t.Errorf("%s %dx%d: the accessible page offers the caption's tap, a button named by its id", g, w, h)
			}
			if _, ok := s.Targets["caption-whole"]; ok {
				cut++
				d.Tap("caption-whole", true)
				if n := d.State().Notice; n != tb.Caption {
					t.Errorf("%s %dx%d: a tap on the caption cut short shows %q, not %q", g, w, h, n, tb.Caption)
				}
			}
		}
	}
	if cut == 0 {
		t.Error("no guide's caption was cut short: the tap went untried")
	}
}

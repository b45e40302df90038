package apptest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"parlour/render/layout"
	"parlour/scenes"
	"parlour/scenes/table"
)

// In pass and play the button to the next person's review is a finger's
// target on every screen from a small embed to a large monitor: at least
// 40 px wide and tall, on the screen, beside the review's words and over
// none of the chart's marks or arrows nor the replay bar's buttons, which
// stay a finger wide too; the accessible page reads it as "Show …'s
// review", and a finger on it shows the next person's review.
func TestTheNextPersonsReviewIsAFingersButtonOnEveryScreen(t *testing.T) {
	d := PassAndPlayReviewed(t, "?game=loveletter&players=2&seed=6&speed=instant", 1280, 720)
	first := d.Table().Replay.Review.Seat
	for _, size := range [][2]int{{240, 320}, {360, 640}, {390, 844}, {1280, 720}, {2560, 1440}} {
		w, h := size[0], size[1]
		d.Resize(w, h)
		d.Frames(2)
		s := d.State()
		screen := layout.Rect{W: float64(w), H: float64(h)}
		person, ok := s.Targets["review-person"]
		if !ok {
			t.Fatalf("%dx%d: no button to the next person's review", w, h)
		}
		if person.W < 40 || person.H < 40 || !person.Within(screen) {
			t.Errorf("%dx%d: the next person's button is %+v: under a finger's 40 px or off the screen", w, h, person)
		}
		for name, r := range s.Targets {
			band := strings.HasPrefix(name, "review-mark-") || strings.HasPrefix(name, "review-page-")
			if !band && !strings.HasPrefix(name, "replay-") {
				continue
			}
			if band && (r.W < 40 || r.H < 40) {
				t.Errorf("%dx%d: %s is %.0f×%.0f px, under a finger's 40", w, h, name, r.W, r.H)
			}
			if r.Overlaps(person) {
				t.Errorf("%dx%d: the next person's button %+v overlaps %s %+v", w, h, person, name, r)
			}
		}
		if dir := os.Getenv("REVIEW_SHOTS"); dir != "" {
			shot(t, d, fmt.Sprintf("%s/person-%dx%d.png", dir, w, h))
		}
	}
	s := d.Until("the page offers the next person's review", 30, func(s scenes.Snapshot) bool {
		return strings.Contains(strings.Join(s.Access, "\n"), "Show ")
	})
	if page := strings.Join(s.Access, "\n"); !strings.Contains(page, "'s review") {
		t.Errorf("the accessible page does not name the next person's review:\n%s", page)
	}
	d.Tap("review-person", true)
	d.Frames(2)
	if r := d.Table().Replay.Review; r.Seat == first {
		t.Errorf("a finger on the button left seat %d's review showing", first)
	}
}

// PassAndPlayReviewed is the two-player game at ?query played to its
// end in pass and play by two people (seats 0 and 1, by random legal
// moves), its replay opened and the holder's review done.
func PassAndPlayReviewed(t *testing.T, query string, w, h int) *Driver {
	t.Helper()
	d := Open(t, query, w, h)
	d.DrawEvery = 64
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.TapWhenShown("person-1")
	d.TapWhenShown("start")
	mover := NewMover(2)
	for frames := 0; ; frames++ {
		if frames > 30000 {
			t.Fatal("the game did not end")
		}
		s := d.State()
		tb, ok := s.Table.(table.Snap)
		if ok && tb.Summary != nil && tb.Summary.Final {
			break
		}
		name := ""
		switch {
		case !ok:
		case tb.Cover != "":
			name = "pass-show"
		case tb.HandOff != "":
			name = "pass-done"
		case AtRest(s):
			name = mover.Next(s)
		}
		if _, shown := s.Targets[name]; name == "" || !shown {
			d.Frame()
			continue
		}
		d.Tap(name, false)
	}
	d.Tap("summary-replay", false)
	d.Until("the holder's review", 3000, func(s scenes.Snapshot) bool {
		r := d.Table().Replay
		return r != nil && r.Review != nil && r.Review.Done
	})
	return d
}

package apptest

import (
	"strings"
	"testing"

	"parlour/scenes"
)

// markShown is what a mark's moment shows: the replay's move, the caption
// and the ring on the better choice.
type markShown struct {
	at      int
	caption string
	ring    string
}

func shownAt(d *Driver) markShown {
	tb := d.Table()
	ring := ""
	if tb.Hint != nil {
		ring = tb.Hint.Target
	}
	return markShown{at: tb.Replay.At, caption: tb.Caption, ring: ring}
}

// The keyboard reaches the review's marks as a tap does: ] (or N) goes to
// the next marked decision after the replay's move and [ (or P) to the one
// before, each showing exactly what a tap on that mark shows (goToMark);
// past the last or before the first, the replay stays and says so; and the
// accessible page names the keys.
func TestTheKeysGoToTheNextAndPreviousMarkAsATapOnItDoes(t *testing.T) {
	d := ReviewedReplay(t, "?game=loveletter&players=2&seed=5&speed=instant", 1280, 720, 3)
	marks := d.Table().Replay.Review.Marks
	if len(marks) < 2 {
		t.Fatalf("the pinned game has %d marks; the keys need two to go between", len(marks))
	}
	tapped := make([]markShown, len(marks))
	for i, m := range marks {
		d.Tap(m.Target, false)
		tapped[i] = shownAt(d)
		if tapped[i].at != m.Move {
			t.Fatalf("the tap on mark %d went to move %d, not %d", i, tapped[i].at, m.Move)
		}
	}
	// From one end to the other by the keys, a bracket and a letter in
	// turn, then once more past the last mark.
	walk := func(from string, keys [2]string, order []int, notice string) {
		t.Helper()
		d.Press(false, from)
		for n, i := range order {
			d.Press(false, keys[n%2])
			if got := shownAt(d); got != tapped[i] {
				t.Errorf("%s to mark %d shows %+v; the tap on it showed %+v", keys[n%2], i, got, tapped[i])
			}
		}
		last := tapped[order[len(order)-1]]
		d.Press(false, keys[0])
		if got := shownAt(d); got != last {
			t.Errorf("%s past the last mark moved the replay: %+v, was %+v", keys[0], got, last)
		}
		if n := d.State().Notice; !strings.Contains(n, notice) {
			t.Errorf("%s past the last mark says %q", keys[0], n)
		}
	}
	forward, backward := make([]int, len(marks)), make([]int, len(marks))
	for i := range marks {
		forward[i], backward[i] = i, len(marks)-1-i
	}
	walk("Home", [2]string{"BracketRight", "N"}, forward, "No marked decision after")
	walk("End", [2]string{"BracketLeft", "P"}, backward, "No marked decision before")
	s := d.Until("the page read", 400, func(s scenes.Snapshot) bool {
		return strings.Contains(strings.Join(s.Access, "\n"), "Replay keys")
	})
	if page := strings.Join(s.Access, "\n"); !strings.Contains(page, "] or N goes to the next marked decision") {
		t.Errorf("the accessible page does not name the marks' keys:\n%s", page)
	}
}

// ReviewedReplay plays the game query names at w×h by a mover of seed to
// its end, opens its replay and waits for the review to be done.
func ReviewedReplay(t *testing.T, query string, w, h int, seed uint64) *Driver {
	t.Helper()
	d := Open(t, query, w, h)
	d.DrawEvery = 64 // Mesa's queued frames are the test's time, not its subject
	d.StartTable()
	d.PlayToTheEnd(NewMover(seed), 20000, nil)
	d.Tap("summary-replay", false)
	d.Until("the review done", 3000, func(s scenes.Snapshot) bool {
		r := d.Table().Replay
		return r != nil && r.Review != nil && r.Review.Done
	})
	return d
}

// The replay opens at move 0, where the person's first decision may be
// marked: ] from there goes to that mark itself (its caption and ring),
// and ] again to the next, not to the same one twice.
func TestTheKeysFromTheStartReachAMarkAtTheFirstMove(t *testing.T) {
	d := ReviewedReplay(t, "?game=loveletter&players=2&seed=5&speed=instant", 1280, 720, 5)
	marks := d.Table().Replay.Review.Marks
	if len(marks) < 2 || marks[0].Move != 0 {
		t.Fatalf("the pinned game's first mark is not at move 0: %+v", marks)
	}
	d.Press(false, "Home")
	for _, m := range marks[:2] {
		d.Press(false, "BracketRight")
		if tb := d.Table(); tb.Replay.At != m.Move || !strings.Contains(tb.Caption, "you chose") {
			t.Errorf("] went to move %d saying %q; the mark is at move %d", tb.Replay.At, tb.Caption, m.Move)
		}
	}
}

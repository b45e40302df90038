package apptest

import (
	"strings"
	"testing"

	"parlour/scenes"
)

// finalSummary plays a pinned two-player Love Letter to its final summary.
func finalSummary(t *testing.T) *Driver {
	t.Helper()
	d := Open(t, twoSeats, 1280, 720)
	d.StartTable()
	d.PlayToTheEnd(NewMover(1), 20000, nil)
	return d
}

// The final summary's buttons work by keyboard as by taps (issue 29):
// two rows of two, Play again and Main menu over the replay and Share,
// the arrows moving between them round the ends and Enter using the one
// focused: Share gives this deal's link, Play again deals a new game of
// the same table, Main menu leads to the title.
func TestTheFinalSummarysButtonsWorkByTheArrowsAndEnter(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // Share writes the link there outside a browser
	d := finalSummary(t)
	seats := len(d.Table().Seats)
	d.Press(false, "ArrowDown")  // the replay, under Play again
	d.Press(false, "ArrowRight") // Share
	d.Press(false, "Enter")
	link := d.Table().Shared
	for _, want := range []string{"game=loveletter", "players=2", "seed=", "seat=0"} {
		if !strings.Contains(link, want) {
			t.Errorf("Share gave %q: no %s", link, want)
		}
	}
	if s := d.State(); s.Scene != "table" || !d.Table().Over {
		t.Fatalf("after Share the final summary is gone (scene %q)", s.Scene)
	}
	d.Press(false, "ArrowRight") // round the end: Play again
	d.Press(false, "Enter")
	d.Until("a new game", 60, func(s scenes.Snapshot) bool { tb := d.Table(); return tb != nil && !tb.Over })
	if tb := d.Table(); len(tb.Seats) != seats || tb.Summary != nil {
		t.Errorf("Play again dealt %d seats with a summary up (%v), not a new game of %d", len(tb.Seats), tb.Summary != nil, seats)
	}

	d = finalSummary(t)
	d.Press(false, "ArrowRight") // Main menu
	d.Press(false, "Enter")
	d.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" })
}

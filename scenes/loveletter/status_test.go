package loveletter_test

import (
	"testing"

	"parlour/scenes/apptest"
)

// TestThePersonsSeatSaysYourTurnOnlyWhenTheTableWaitsForThem (issue 29):
// the seat panel said "your turn" while bots' moves still played out and
// under a round's summary. It tells the moment the table shows: checked
// at every update, where the browser test polling the page saw some.
func TestThePersonsSeatSaysYourTurnOnlyWhenTheTableWaitsForThem(t *testing.T) {
	d := openTable(t, "?game=loveletter&players=4&seed=29&speed=normal", 1280, 720, false)
	busy, turns, summaries := 0, 0, 0
	for frames := 0; turns < 3 || summaries < 1; frames++ {
		if frames > 20000 {
			t.Fatalf("checked %d busy updates, %d of the person's turns and %d summaries: not enough in %d updates", busy, turns, summaries, frames)
		}
		s := d.State()
		tb := d.Table()
		mine := tb.Seats[tb.Holder].Status
		switch {
		case tb.Busy || tb.Summary != nil:
			if mine == "your turn" {
				t.Fatalf(`"your turn" while %s: %s`, map[bool]string{true: "a summary shows", false: "moves still play"}[tb.Summary != nil], tb.Caption)
			}
			busy++
		case apptest.AtRest(s):
			if mine != "your turn" {
				t.Fatalf("the person's turn is not said: %q", mine)
			}
		}
		if _, shown := s.Targets["summary-next"]; shown && tb.Summary != nil {
			summaries++
			d.Tap("summary-next", false)
			continue
		}
		if apptest.AtRest(s) && d.Move(keepThePrincess) != "" {
			turns++
			continue
		}
		d.Frame()
	}
	t.Logf("checked %d busy updates, %d turns, %d summaries", busy, turns, summaries)
}

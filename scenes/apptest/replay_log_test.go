package apptest

import (
	"slices"
	"testing"

	"parlour/scenes"
)

// A jump in the replay shows the log as it was after the move jumped to,
// as stepping there one move at a time does, with every card face up or
// not: End, Home and each review mark (] from the start). A jump forward
// had kept the lines of the move it left, so the mark at move 11 of this
// pinned game showed the deal's two lines beside "Round 4" (and End the
// lines of move 12 of 57).
func TestAJumpInTheReplayShowsTheLogAsItWasAfterThatMove(t *testing.T) {
	d := ReviewedReplay(t, "?game=loveletter&players=2&seed=5&speed=instant", 1280, 720, 5)
	settled := func() []string {
		d.Until("the replay at rest", 600, func(scenes.Snapshot) bool { return !d.Table().Busy })
		return d.Table().LogAll
	}
	marks := d.Table().Replay.Review.Marks
	if len(marks) < 3 {
		t.Fatalf("the pinned game has %d marks", len(marks))
	}
	for _, open := range []bool{false, true} {
		d.Press(false, "Home")
		if d.Table().Replay.Open != open {
			d.Press(false, "F")
		}
		total := d.Table().Replay.Moves
		stepped := map[int][]string{0: settled()}
		for at := 1; at <= total; at++ {
			d.Press(false, "ArrowRight")
			stepped[at] = settled()
			if got := d.Table().Replay.At; got != at {
				t.Fatalf("stepped to move %d, not %d", got, at)
			}
		}
		check := func(what string) {
			t.Helper()
			tb := d.Table()
			if got, want := settled(), stepped[tb.Replay.At]; !slices.Equal(got, want) {
				i := 0
				for i < min(len(got), len(want)) && got[i] == want[i] {
					i++
				}
				t.Errorf("face up %v, %s (move %d): the log holds %d lines, first apart at line %d (%q); stepping there it held %d (%q)",
					open, what, tb.Replay.At, len(got), i, at(got, i), len(want), at(want, i))
			}
		}
		d.Press(false, "End")
		check("End")
		d.Press(false, "Home")
		check("Home")
		for range marks {
			d.Press(false, "BracketRight")
			check("the next mark")
		}
	}
}

// at is lines[i], or "" past its end.
func at(lines []string, i int) string {
	if i >= len(lines) {
		return ""
	}
	return lines[i]
}

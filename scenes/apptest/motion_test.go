package apptest

import "testing"

// flights plays the person's first three moves of a pinned four-player Love
// Letter deal at normal speed with motion as given, and returns the
// table's counts of frames drawn with a card in the air, and with one
// moving, and the log's length.
func flights(t *testing.T, motion string) (flying, moving, log int) {
	d := Open(t, "?game=loveletter&players=4&seed=3&speed=normal", 1280, 720)
	d.App.Settings.Motion = motion
	d.StartTable()
	moves := 0
	for range 6000 {
		if moves == 3 && AtRest(d.State()) {
			break
		}
		if d.Move(nil) != "" {
			moves++
		}
	}
	if moves < 3 {
		t.Fatalf("motion %q: %d moves made", motion, moves)
	}
	tb := d.Table()
	return tb.Flights, tb.Moving, tb.LogLen
}

// Reduced motion (issue 31): cards still show where they land, in place,
// for as long as they would have flown, and never move through the air;
// the same moves tell the same log.
func TestUnderReducedMotionCardsShowWhereTheyLandAndNeverMoveAtTheTablesPace(t *testing.T) {
	fullFlying, fullMoving, fullLog := flights(t, "full")
	flying, moving, log := flights(t, "reduced")
	if fullMoving == 0 {
		t.Fatalf("with motion no card flew (%d frames with a card in the air)", fullFlying)
	}
	if flying == 0 {
		t.Fatal("under reduced motion no card showed while the table played")
	}
	if moving != 0 {
		t.Errorf("under reduced motion %d frames showed a card moving", moving)
	}
	if log != fullLog {
		t.Errorf("the same moves told %d lines under reduced motion, %d with motion", log, fullLog)
	}
	// The pace stays: a card shows in place for as long as it would have flown.
	if 2*flying < fullFlying {
		t.Errorf("frames with a card shown: %d reduced, %d with motion", flying, fullFlying)
	}
}

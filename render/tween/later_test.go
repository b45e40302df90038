package tween

import (
	"math"
	"testing"
)

// Issue 38: a count drawn on the table (a tracker's, a deck's) changed as
// an event began to play, a card ahead of the cards in the air. A value
// queued with its motion's end shows only once that motion has run.
func TestALaterValueShowsOnlyOnceItsMotionHasLanded(t *testing.T) {
	var tl Timeline
	var deck Later[int]
	deck.Set(10)
	// A row dealt: each card overlaps the one before, as Motion.Deal does.
	var lands []float64
	for i := range 3 {
		from := tl.Queued()
		lands = append(lands, tl.Queue(Flight{From: a, To: b, Dur: 0.4}, -0.24))
		deck.Then(tl.Now, tl.Lands(from), 9-i)
	}
	for _, tc := range []struct {
		at   float64
		want int
	}{
		{0, 10}, {lands[0] - 0.01, 10}, {lands[0], 9}, {lands[1] - 0.01, 9}, {lands[1], 8}, {lands[2] + 1, 7},
	} {
		if got := deck.At(tc.at); got != tc.want {
			t.Errorf("at %.2f s the deck shows %d, want %d (cards land at %v)", tc.at, got, tc.want, lands)
		}
	}
	// At rest the table syncs: nothing waits to land.
	tl.Advance(5)
	deck.Set(7)
	if got := deck.At(tl.Now); got != 7 {
		t.Fatalf("at rest %d, want 7", got)
	}
}

// At instant speed motion takes no time: a value lands as it is queued,
// and the changes landed are folded into the value at rest, so a game of
// bots played without a sync keeps no list of them.
func TestALaterValueWithoutMotionLandsAtOnce(t *testing.T) {
	var tl Timeline
	var v Later[int]
	for i := range 100 {
		from := tl.Queued()
		tl.Queue(Flight{From: a, To: b}, 0)
		v.Then(tl.Now, tl.Lands(from), i)
		if got := v.At(tl.Now); got != i {
			t.Fatalf("queued %d with no motion, shows %d", i, got)
		}
	}
	if len(v.steps) > 1 {
		t.Fatalf("%d changes kept after they landed", len(v.steps))
	}
}

// Lands is when the cards queued since a moment land: the last of them,
// its hold aside; now when none was queued (a glow, a pause), so a change
// that moves no card shows as its event plays.
func TestLandsIsWhenTheLastCardQueuedSinceLands(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 0.4}, 0)
	from := tl.Queued()
	tl.Flash(Place{"seat", 1, 0}, 1, 1)
	if got := tl.Lands(from); got != 0 {
		t.Fatalf("no card queued since: %.2f, want now", got)
	}
	tl.Queue(Flight{From: a, To: b, Dur: 0.4, Hold: 0.5}, 0)
	tl.Along(Flight{From: b, To: a, Dur: 0.3})
	if got, want := tl.Lands(from), 1.3; math.Abs(got-want) > 1e-9 {
		t.Fatalf("lands at %.2f, want %.2f (after half the flash, the first card landing, not the second)", got, want)
	}
	tl.Advance(5)
	if tl.Lands(0) != 5 {
		t.Fatal("everything has landed: now")
	}
}

// Aloft counts the cards queued and not landed, whether they have left or
// not; a card held where it landed is no longer aloft.
func TestAloftCountsTheCardsNotLandedYet(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 0.4, Hold: 1}, 0)
	tl.Queue(Flight{From: b, To: a, Dur: 0.4}, 0)
	for _, tc := range []struct {
		at   float64
		want int
	}{{0, 2}, {0.5, 1}, {1.5, 1}, {1.9, 0}} {
		tl.Advance(tc.at - tl.Now)
		if got := tl.Aloft(); got != tc.want {
			t.Errorf("at %.1f s %d aloft, want %d", tc.at, got, tc.want)
		}
	}
}

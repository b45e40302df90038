package tween

import (
	"math"
	"testing"

	"parlour/render/layout"
)

var a, b = layout.Rect{X: 0, Y: 0, W: 10, H: 14}, layout.Rect{X: 100, Y: 50, W: 20, H: 28}

func TestQueuedFlightsPlayOneAfterAnother(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 0.4, Face: 3, FlipTo: 3, Hide: Place{"x", 0, 0}}, 0)
	tl.Queue(Flight{From: b, To: a, Dur: 0.4, Face: -1, FlipTo: -1, Hide: Place{"y", 0, 0}}, 0)
	if n := len(tl.Flying()); n != 1 {
		t.Fatalf("%d cards in the air at the start, want the first only", n)
	}
	if !tl.Hidden(Place{"x", 0, 0}) || !tl.Hidden(Place{"y", 0, 0}) {
		t.Fatal("destinations must stay empty until their cards land")
	}
	tl.Advance(0.5)
	if tl.Hidden(Place{"x", 0, 0}) || !tl.Hidden(Place{"y", 0, 0}) {
		t.Fatal("the first card has landed, the second has not")
	}
	tl.Advance(0.5)
	if tl.Busy() {
		t.Fatal("all motion is over")
	}
}

func TestACardArrivesExactlyAtItsDestination(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 0.3, Face: 1, FlipTo: 1, Hold: 0.5}, 0)
	tl.Advance(0.3)
	f := tl.Flying()
	if len(f) != 1 || math.Abs(f[0].Rect.X-b.X) > 1e-9 || math.Abs(f[0].Rect.Y-b.Y) > 1e-9 {
		t.Fatalf("at landing the card is at %+v", f)
	}
	tl.Advance(0.4)
	if len(tl.Flying()) != 1 {
		t.Fatal("a held card stays visible for its hold")
	}
	tl.Advance(0.2)
	if len(tl.Flying()) != 0 {
		t.Fatal("the hold is over")
	}
}

func TestAFlippingCardShowsItsBackThenItsFace(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 1, Face: -1, FlipTo: 7}, 0)
	tl.Advance(0.1)
	if f := tl.Flying()[0]; f.Face != -1 {
		t.Fatalf("early in the flight the back shows, got %d", f.Face)
	}
	tl.Advance(0.8)
	if f := tl.Flying()[0]; f.Face != 7 || f.Turn <= 0.5 {
		t.Fatalf("late in the flight the face shows, open: %+v", f)
	}
}

func TestCuesFireInOrderWhenReached(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{Dur: 0.5}, 0)
	tl.Cue(1)
	tl.Queue(Flight{Dur: 0.5}, 0)
	tl.Cue(2)
	if got := tl.Advance(0.6); len(got) != 1 || got[0] != 1 {
		t.Fatalf("after the first flight: %v", got)
	}
	if got := tl.Finish(); len(got) != 1 || got[0] != 2 || tl.Busy() {
		t.Fatalf("finish: %v busy=%v", got, tl.Busy())
	}
}

func TestFlashesFade(t *testing.T) {
	var tl Timeline
	tl.Flash(Place{"seat", 1, 0}, 2, 1)
	s, k, ok := tl.Flashing(Place{"seat", 1, 0})
	if !ok || k != 2 || s != 1 {
		t.Fatal(s, k, ok)
	}
	tl.Advance(0.5)
	if s, _, _ := tl.Flashing(Place{"seat", 1, 0}); math.Abs(s-0.5) > 1e-9 {
		t.Fatal(s)
	}
	tl.Advance(0.6)
	if _, _, ok := tl.Flashing(Place{"seat", 1, 0}); ok {
		t.Fatal("a flash ends")
	}
}

func TestNewMotionNeverStartsInThePast(t *testing.T) {
	var tl Timeline
	tl.Advance(10)
	tl.Queue(Flight{Dur: 1}, -5)
	tl.Advance(0)
	if len(tl.Flying()) != 1 {
		t.Fatal("the flight starts now")
	}
}

func TestAFlightArcsUpAndLandsExactly(t *testing.T) {
	from := layout.Rect{X: 0, Y: 500, W: 50, H: 70}
	to := layout.Rect{X: 800, Y: 500, W: 50, H: 70}
	if got := arc(from, to, 0); got != from {
		t.Fatalf("the flight does not start where it was: %+v", got)
	}
	if got := arc(from, to, 1); math.Abs(got.X-to.X) > 1e-9 || math.Abs(got.Y-to.Y) > 1e-9 || math.Abs(got.W-to.W) > 1e-9 {
		t.Fatalf("the flight does not land where it goes: %+v", got)
	}
	mid := arc(from, to, 0.5)
	if mid.CY() > 500+35-90 {
		t.Fatalf("a sideways flight's middle is not bowed up by an eighth of its 800 px: centre y %.1f", mid.CY())
	}
	if mid.W <= from.W {
		t.Fatalf("the card does not grow as it rises: width %.1f", mid.W)
	}
	// A flight straight down bows to the side, not up or down.
	down := arc(layout.Rect{X: 100, Y: 0, W: 50, H: 70}, layout.Rect{X: 100, Y: 800, W: 50, H: 70}, 0.5)
	if math.Abs(down.CX()-125) < 50 {
		t.Fatalf("a vertical flight does not bow sideways: centre x %.1f", down.CX())
	}
}

func TestAFlipLeansItsNearerEdgeRightThenLeft(t *testing.T) {
	var tl Timeline
	tl.Queue(Flight{From: a, To: b, Dur: 1, Face: -1, FlipTo: 7}, 0)
	tl.Advance(0.35)
	first := tl.Flying()[0]
	tl.Advance(0.3)
	second := tl.Flying()[0]
	if first.Lean <= 0 || second.Lean >= 0 || first.Face != -1 || second.Face != 7 {
		t.Fatalf("before edge-on the right edge is nearer, after it the left: %+v then %+v", first, second)
	}
	tl.Queue(Flight{From: a, To: b, Dur: 1, Face: 3, FlipTo: 3}, 0)
	tl.Advance(0.5)
	for _, f := range tl.Flying() {
		if f.Face == 3 && f.Lean != 0 {
			t.Fatalf("a card that does not turn over does not lean: %+v", f)
		}
	}
}

// Reduced motion (Still): from the frame a flight starts, its card shows
// where it lands, on the side it lands on, flat, with its label; nothing
// in the air ever moves or turns, and a shake does not move. The timeline
// keeps every duration, so the table's pace is the same as with motion.
func TestStillShowsEveryCardInPlaceAtTheSamePace(t *testing.T) {
	queue := func(tl *Timeline) {
		tl.Queue(Flight{From: a, To: b, Dur: 0.4, Face: -1, FlipTo: 7, Hold: 1.4, Label: "seen", Hide: Place{"x", 0, 0}}, 0)
		tl.Queue(Flight{From: b, To: a, Dur: 0.4, Face: 7, FlipTo: -1}, 0)
	}
	var moving, still Timeline
	still.Still = true
	queue(&moving)
	queue(&still)
	sawMotion := false
	for step := 0; moving.Busy() || still.Busy(); step++ {
		if moving.Busy() != still.Busy() || moving.Hidden(Place{"x", 0, 0}) != still.Hidden(Place{"x", 0, 0}) {
			t.Fatalf("at %.2f s the two timelines differ in pace", still.Now)
		}
		for _, f := range moving.Flying() {
			sawMotion = sawMotion || f.Moving
		}
		fl := still.Flying()
		for _, f := range fl {
			if f.Moving || f.Turn != 1 || f.Lean != 0 || f.Lift != 0 {
				t.Fatalf("at %.2f s a card moves: %+v", still.Now, f)
			}
		}
		if still.Now < 0.4 && (len(fl) != 1 || fl[0].Rect != b || fl[0].Face != 7 || fl[0].Label != "seen") {
			t.Fatalf("at %.2f s the first card is not in place, face up, with its label: %+v", still.Now, fl)
		}
		if still.Shake(0.7) != 0 {
			t.Fatal("a shake moves")
		}
		moving.Advance(1.0 / 60)
		still.Advance(1.0 / 60)
		if step > 1000 {
			t.Fatal("the motion never ends")
		}
	}
	if !sawMotion || moving.Shake(0.7) == 0 {
		t.Fatal("without Still, cards move and shakes swing")
	}
}

// Issue 38 §12: at a table of several people, a Priest's look once flew
// back after its hold, before its holder said they were done. A kept card
// stays where it landed, label and all, while the timeline goes on (not
// busy: the table may ask for the hand-off), until LetGo sends it back.
func TestAKeptCardStaysUntilLetGoWhileTheTimelineGoesOn(t *testing.T) {
	var tl Timeline
	from := layout.Rect{X: 0, Y: 0, W: 10, H: 14}
	to := layout.Rect{X: 100, Y: 0, W: 20, H: 28}
	tl.Keep(Flight{From: from, To: to, Face: -1, FlipTo: 7, Dur: 0.3, Hold: 1.4, Label: "only you see this"}, 0)
	tl.Advance(10)
	if tl.Busy() {
		t.Fatal("the timeline waits for a kept card")
	}
	in := tl.Flying()
	if len(in) != 1 || in[0].Rect != to || in[0].Face != 7 || in[0].Label != "only you see this" || tl.Keeping() != 1 {
		t.Fatalf("ten seconds on, the kept card is %+v", in)
	}
	tl.Finish()
	if tl.Keeping() != 1 {
		t.Fatal("finishing the motion let the kept card go")
	}
	tl.LetGo(0.3)
	if !tl.Busy() || tl.Keeping() != 0 {
		t.Fatal("letting go queued no flight back")
	}
	tl.Advance(0.15)
	if in := tl.Flying(); len(in) != 1 || in[0].Rect == to || in[0].Rect == from {
		t.Fatalf("half-way back the card is %+v", in)
	}
	tl.Advance(1)
	if tl.Busy() || len(tl.Flying()) != 0 {
		t.Fatal("the card did not land back")
	}
}

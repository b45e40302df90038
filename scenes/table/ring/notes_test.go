package ring

import (
	"slices"
	"testing"
)

// roomy measures every word as fitting: the geometry alone is checked.
type roomy struct{}

func (roomy) Width(s string, size float64, bold bool) float64  { return 1 }
func (roomy) WrapHeight(s string, width, size float64) float64 { return 1 }

// notesOf is n notes, reason on the cards in off.
func notesOf(n int, reason string, off ...int) []string {
	out := make([]string, n)
	for _, i := range off {
		out[i] = reason
	}
	return out
}

// A reason shared by neighbouring cards of an overlapped hand is written
// once, over what shows of them: from the first card's left edge to the
// card after the last, never under a card drawn over it (issue 38: "Follow
// Fairies" on each of 8 cards of a 9-card hand at 1280×720, each cut by
// the next card).
func TestAReasonSharedByOverlappedCardsIsWrittenOnceOverWhatShowsOfThem(t *testing.T) {
	tb := Layout(Spec{W: 1280, H: 720, Scale: 1, Seats: 3, Hand: 16, Zoom: 1})
	for _, n := range []int{9, 12} {
		f := HandFan(tb.Hand, n, tb.Touch)
		if !f.Overlap {
			t.Fatalf("%d cards at 1280×720 overlap", n)
		}
		off := make([]int, n-1)
		for i := range off {
			off[i] = i
		}
		spans := NoteSpans(f, notesOf(n, "Follow Fairies", off...), -1, 10, 0, roomy{})
		if len(spans) != 1 || spans[0].First != 0 || spans[0].Last != n-2 {
			t.Fatalf("%d cards: one span over cards 0–%d, not %+v", n, n-2, spans)
		}
		b := spans[0].Box
		if b.X < f.Cards[0].X || b.Right() > f.Cards[n-1].X || b.Y < f.Cards[0].Y || b.Bottom() > f.Cards[0].Bottom() {
			t.Fatalf("%d cards: the reason's box %+v leaves what shows of its cards (%+v to %+v)", n, b, f.Cards[0], f.Cards[n-1])
		}
		// The raised card is drawn over its neighbours: it keeps its own
		// reason, and the span after it starts where it ends.
		raised := 3
		spans = NoteSpans(f, notesOf(n, "Follow Fairies", off...), raised, 10, 0, roomy{})
		var runs [][2]int
		for _, sp := range spans {
			runs = append(runs, [2]int{sp.First, sp.Last})
		}
		if !slices.Equal(runs, [][2]int{{0, 2}, {3, 3}, {4, n - 2}}) {
			t.Fatalf("%d cards, card 3 raised: spans %v", n, runs)
		}
		if spans[0].Box.Right() > f.Cards[raised].X || spans[2].Box.X < f.Cards[raised].Right() || spans[1].Box.Y >= spans[0].Box.Y {
			t.Fatalf("%d cards, card 3 raised: the spans meet the raised card: %+v", n, spans)
		}
		// Two reasons are two spans.
		notes := notesOf(n, "Follow Fairies", off...)
		notes[5] = "Not with Snow White's power"
		if got := len(NoteSpans(f, notes, -1, 10, 0, roomy{})); got != 3 {
			t.Fatalf("%d cards, another reason on card 5: %d spans", n, got)
		}
	}
	// Cards side by side each show their whole face: each its own reason.
	f := HandFan(tb.Hand, 3, tb.Touch)
	if f.Overlap {
		t.Fatal("3 cards do not overlap")
	}
	spans := NoteSpans(f, notesOf(3, "Follow Fairies", 0, 1, 2), -1, 10, 0, roomy{})
	if len(spans) != 3 {
		t.Fatalf("side by side: a reason on each card, not %+v", spans)
	}
	for i, sp := range spans {
		if !sp.Box.Within(f.Cards[i]) {
			t.Fatalf("card %d's reason %+v leaves it %+v", i, sp.Box, f.Cards[i])
		}
	}
	// Two rows (a phone's hand of 12): a span never runs from one row into
	// the next.
	ph := Layout(Spec{W: 390, H: 844, Scale: 1, Seats: 3, Hand: 16, Zoom: 1})
	two := HandFan(ph.Hand, 12, ph.Touch)
	all := make([]int, 12)
	for i := range all {
		all[i] = i
	}
	for _, sp := range NoteSpans(two, notesOf(12, "Follow Fairies", all...), -1, 10, 0, roomy{}) {
		if two.Cards[sp.First].Y != two.Cards[sp.Last].Y {
			t.Fatalf("a span runs across rows: %+v", sp)
		}
	}
}

// tight measures every word as too wide.
type tight struct{}

func (tight) Width(s string, size float64, bold bool) float64  { return 1e9 }
func (tight) WrapHeight(s string, width, size float64) float64 { return 1 }

// A reason that cannot be written whole is not written (it was cut by the
// next card): the card says it on a tap, and to the accessible page.
func TestAReasonThatDoesNotFitIsNotWrittenCut(t *testing.T) {
	tb := Layout(Spec{W: 1280, H: 720, Scale: 1, Seats: 3, Hand: 16, Zoom: 1})
	f := HandFan(tb.Hand, 9, tb.Touch)
	if got := NoteSpans(f, notesOf(9, "Follow Fairies", 0, 1), -1, 10, 0, tight{}); len(got) != 0 {
		t.Fatalf("written though it does not fit: %+v", got)
	}
	if got := NoteSpans(f, notesOf(9, "Follow Fairies", 0, 1), -1, 10, 1e9, roomy{}); len(got) != 0 {
		t.Fatalf("written on cards too small for words: %+v", got)
	}
}

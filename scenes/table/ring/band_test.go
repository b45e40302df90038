package ring

import (
	"fmt"
	"testing"
)

// A band (a replay's review chart) lies right above the prompt, as wide,
// on the screen and overlapping nothing; it takes its height from the hand
// first, up to half of it, so the seats and the centre keep theirs where the
// hand can give it all.
func TestABandLiesAboveThePromptAndTakesTheHandsHeightFirst(t *testing.T) {
	for _, s := range append(screens, [3]float64{240, 320, 1}) {
		w, h, sc := s[0], s[1], s[2]
		w, h = w*sc, h*sc
		for seats := 2; seats <= 6; seats++ {
			plain := Layout(Spec{W: w, H: h, Scale: sc, Seats: seats, Hand: 3})
			band := 0.15 * plain.Hand.H
			tb := Layout(Spec{W: w, H: h, Scale: sc, Seats: seats, Hand: 3, Band: band})
			id := name(s, seats)
			if tb.Band.H != band || tb.Band.X != tb.Prompt.X || tb.Band.W != tb.Prompt.W || tb.Band.Bottom() > tb.Prompt.Y || tb.Prompt.Y-tb.Band.Bottom() > tb.Unit {
				t.Fatalf("%s: the band %+v is not right above the prompt %+v", id, tb.Band, tb.Prompt)
			}
			parts := map[string]Rect{"top": tb.Top, "centre": tb.Centre, "prompt": tb.Prompt, "hand": tb.Hand, "band": tb.Band}
			for i, r := range tb.Seats {
				parts[fmt.Sprintf("seat %d", i)] = r
			}
			apart(t, id, Rect{W: w, H: h}, parts)
			if tb.Centre.H < plain.Centre.H-0.5 || tb.Centre.W < plain.Centre.W-0.5 {
				t.Errorf("%s: a band the hand could give lost the centre %.0f×%.0f (was %.0f×%.0f)", id, tb.Centre.W, tb.Centre.H, plain.Centre.W, plain.Centre.H)
			}
		}
	}
}

package render

import (
	"fmt"
	"testing"

	"github.com/tinne26/etxt"
)

// Width measures as etxt does, in either face and weight, however often it
// is asked and however many words it has measured (its memory is bounded).
func TestAWidthRememberedIsTheWidthMeasured(t *testing.T) {
	tx := NewText()
	fresh := func(x *Text, s string, size float64, bold bool) float64 {
		x.set(size, nil, etxt.Left, bold)
		return x.r.Measure(s).Width().ToFloat64()
	}
	words := []string{"Sleeping Beauty", "Ada", "Ви", "W", ""}
	for round := range 3 {
		for _, x := range []*Text{tx, tx.Display()} {
			for _, s := range words {
				for _, size := range []float64{9, 12.5, 31} {
					for _, bold := range []bool{false, true} {
						if got, want := x.Width(s, size, bold), fresh(x, s, size, bold); got != want {
							t.Fatalf("round %d: Width(%q, %v, bold %v) = %v, measured %v", round, s, size, bold, got, want)
						}
					}
				}
			}
		}
	}
	for i := range 3 * maxWidths {
		tx.Width(fmt.Sprint("word ", i), 10, false)
		if len(tx.widths) > maxWidths {
			t.Fatalf("%d widths remembered, over %d", len(tx.widths), maxWidths)
		}
	}
}

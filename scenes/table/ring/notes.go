package ring

import (
	"math"
	"strings"
)

// A card of the hand that cannot be played says why on itself ("Follow
// Fairies"). In an overlapping fan each card shows only a slice, too
// narrow for the reason: written on every card it was cut by the next card
// and said again and again (issue 38, a 3-player hand at 1280×720 following
// Fairies). So neighbouring cards of a row with the same reason share one
// span, over what shows of them, and the reason is written there once.

// NoteSpan is where a reason shared by neighbouring cards is written: Box,
// inside what shows of cards First to Last, at Size.
type NoteSpan struct {
	Note        string
	First, Last int
	Box         Rect
	Size        float64
}

// Measure measures text as the table draws it (render.Text does).
type Measure interface {
	Width(s string, size float64, bold bool) float64
	WrapHeight(s string, width, size float64) float64
}

// NoteSpans groups the hand's reasons (notes[i] is card i's, "" for none)
// into spans, and keeps those whose reason is written whole: every word
// within the span, the lines within the card's upper half (a reason that
// does not fit is said on a tap, and to the accessible page). raised is the
// card drawn lifted over its neighbours (-1: none): it keeps its own span,
// and cuts those beside it where it covers them. Each reason is written in
// bold at the card's size (down to tiny), inset from what shows of the
// cards; cards narrower than minCard write none.
func NoteSpans(f Fan, notes []string, raised int, tiny, minCard float64, m Measure) []NoteSpan {
	var out []NoteSpan
	if len(f.Cards) == 0 || f.Cards[0].W < minCard {
		return nil
	}
	for i := 0; i < len(notes) && i < len(f.Cards); i++ {
		if notes[i] == "" {
			continue
		}
		last := i
		for i != raised && last+1 < len(notes) && last+1 < len(f.Cards) && last+1 != raised &&
			notes[last+1] == notes[i] && f.Cards[last+1].Y == f.Cards[i].Y && f.Overlap {
			last++
		}
		if sp := span(f, notes[i], i, last, raised, tiny); whole(sp, m) {
			out = append(out, sp)
		}
		i = last
	}
	return out
}

// whole reports whether sp's reason fits its box whole. Bold runs a little
// wider than the regular face WrapHeight measures: the lines are measured
// in a slightly narrower box.
func whole(sp NoteSpan, m Measure) bool {
	for _, w := range strings.Fields(sp.Note) {
		if m.Width(w, sp.Size, true) > sp.Box.W {
			return false
		}
	}
	return m.WrapHeight(sp.Note, sp.Box.W*0.95, sp.Size) <= sp.Box.H
}

// span is the span of cards first to last: from the first's left edge to
// where the card after the last covers it, less what the raised card
// covers.
func span(f Fan, note string, first, last, raised int, tiny float64) NoteSpan {
	card := f.Cards[first]
	left, right := card.X, f.Cards[last].Right()
	if last+1 < len(f.Cards) && f.Cards[last+1].Y == card.Y {
		right = math.Min(right, f.Cards[last+1].X)
	}
	top := card.Y
	if first == raised {
		top -= f.Lift
		right = card.Right()
	} else if raised >= 0 && raised < len(f.Cards) && f.Cards[raised].Y == card.Y {
		up := f.Cards[raised]
		switch {
		case raised == first-1:
			left = math.Max(left, up.Right())
		case raised == last+1:
			right = math.Min(right, up.X)
		}
	}
	inset := card.W * 0.08
	box := Rect{X: left + inset, Y: top + card.H*0.25, W: math.Max(0, right-left-2*inset), H: card.H * 0.5}
	return NoteSpan{Note: note, First: first, Last: last, Box: box, Size: math.Max(tiny, card.W*0.075)}
}

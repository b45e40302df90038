package review

import (
	"fmt"
	"slices"
)

// Resume takes decisions a review of the same game and seat judged before
// (kept with the game: scenes/finished) as judged, and goes on from the
// decision after the last. A decision's judgement depends on its move
// alone (seedOf), so the review ends as one run whole would. Each must be
// the seat's next decision with a choice, its choices the legal ones and
// the one chosen the move made; else Resume fails and the reviewer is as
// New made it.
func (r *Reviewer) Resume(made []Decision) error {
	if r.next != 0 || len(r.made) > 0 || r.judge != nil {
		return fmt.Errorf("review: resumed after it began")
	}
	g := r.g.Clone()
	next := 0
	for i, d := range made {
		for ; next < d.Move && next < len(r.moves); next++ {
			m := r.moves[next]
			if m.Seat == r.seat && len(g.Legal(r.seat)) > 1 {
				return fmt.Errorf("review: resumed without the decision at move %d", next+1)
			}
			if _, err := g.Apply(m.Seat, m.Action); err != nil {
				return fmt.Errorf("review: move %d: %w", next+1, err)
			}
		}
		if next != d.Move || next >= len(r.moves) || r.moves[next].Seat != r.seat {
			return fmt.Errorf("review: decision %d at move %d is not the seat's", i+1, d.Move+1)
		}
		legal := g.Legal(r.seat)
		if len(legal) < 2 || len(d.Choices) != len(legal) || d.Chosen < 0 || d.Chosen >= len(d.Choices) || d.Choices[d.Chosen].Action != r.moves[next].Action {
			return fmt.Errorf("review: decision %d does not hold the choices at move %d", i+1, d.Move+1)
		}
		for _, c := range d.Choices {
			if !slices.Contains(legal, c.Action) {
				return fmt.Errorf("review: decision %d holds a choice not legal at move %d", i+1, d.Move+1)
			}
		}
		if _, err := g.Apply(r.moves[next].Seat, r.moves[next].Action); err != nil {
			return fmt.Errorf("review: move %d: %w", next+1, err)
		}
		next++
	}
	r.g, r.next, r.made = g, next, slices.Clone(made)
	return nil
}

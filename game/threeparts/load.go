package threeparts

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Load decodes MarshalState's output and validates it.
func Load(data []byte) (*Game, error) {
	var g Game
	if err := game.DecodeState(data, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

// Validate checks every invariant: the 70 cards are each in exactly one place
// (deck, segments to settle, stacks, waiting or due jokers, discards), and the
// phase, votes and dues are consistent.
func (g *Game) Validate() error {
	n := g.NPlayers
	if n < 3 || n > 4 {
		return fmt.Errorf("%d players", n)
	}
	if len(g.Numbers) != n || len(g.Jokers) != n || len(g.Waiting) != n || len(g.Took) != n || len(g.Votes) != n {
		return fmt.Errorf("per-seat lists do not have %d seats", n)
	}
	if g.Leader < 0 || g.Leader >= n || g.Round < 1 {
		return fmt.Errorf("leader %d round %d", g.Leader, g.Round)
	}
	var seen [11]int
	add := func(where string, cs []Card) error {
		for _, c := range cs {
			if c < 0 || c > 10 {
				return fmt.Errorf("%s holds an unknown card %d", where, c)
			}
			seen[c]++
		}
		return nil
	}
	for _, c := range g.Row { // the row is a record for display; only its range matters
		if c < 0 || c > 10 {
			return fmt.Errorf("the row holds an unknown card %d", c)
		}
	}
	if err := add("the deck", g.Deck); err != nil {
		return err
	}
	if err := add("the discards", g.Discards); err != nil {
		return err
	}
	all := game.AllSeats(n)
	for i, seg := range g.Contests {
		if err := add(fmt.Sprintf("segment %d", i), seg.Cards); err != nil {
			return err
		}
		if seg.Claimants&^all != 0 || seg.Claimants == 0 {
			return fmt.Errorf("segment %d has claimants %b", i, seg.Claimants)
		}
		if i > 0 && len(seg.Parts) > 0 {
			return fmt.Errorf("segment %d is cut before its turn", i)
		}
		var joined []Card
		for _, p := range seg.Parts {
			if len(p) == 0 {
				return fmt.Errorf("segment %d has an empty part", i)
			}
			joined = append(joined, p...)
		}
		if len(seg.Parts) > 0 && (!slices.Equal(joined, seg.Cards) || len(seg.Parts) > 3) {
			return fmt.Errorf("segment %d's parts are not its cards", i)
		}
	}
	for s := range n {
		for v := 1; v <= 10; v++ {
			if g.Numbers[s][v] < 0 || g.Jokers[s][v] < 0 {
				return fmt.Errorf("seat %d has a negative stack", s)
			}
			if g.Jokers[s][v] > 0 && g.Numbers[s][v] == 0 {
				return fmt.Errorf("seat %d has a joker on an empty stack of %d", s, v)
			}
			seen[v] += g.Numbers[s][v]
			seen[0] += g.Jokers[s][v]
		}
		if g.Numbers[s][0] != 0 || g.Jokers[s][0] != 0 || g.Waiting[s] < 0 {
			return fmt.Errorf("seat %d has a bad stack 0 or waiting count", s)
		}
		seen[0] += g.Waiting[s]
	}
	for _, d := range g.Due {
		if d.Seat < 0 || d.Seat >= n || d.Options == 0 || d.Options&^0x7fe != 0 {
			return fmt.Errorf("bad joker due %+v", d)
		}
		for v := 1; v <= 10; v++ {
			if d.Options&(1<<v) != 0 && g.Numbers[d.Seat][v] == 0 {
				return fmt.Errorf("a joker due for seat %d may join an empty stack", d.Seat)
			}
		}
		seen[0]++
	}
	var want [11]int
	for _, c := range FullDeck() {
		want[c]++
	}
	if seen != want {
		return fmt.Errorf("cards %v do not add up to the deck %v", seen, want)
	}
	for s, v := range g.Votes {
		if v < -1 || v > 2 {
			return fmt.Errorf("seat %d voted %d", s, v)
		}
	}
	switch g.Phase {
	case PhaseOver:
		if len(g.Winners) == 0 || len(g.Scores) != n {
			return fmt.Errorf("finished without winners or scores")
		}
		for _, w := range g.Winners {
			if w < 0 || w >= n {
				return fmt.Errorf("winner %d", w)
			}
		}
		return nil
	case PhaseCut:
		if len(g.Contests) == 0 || len(g.Contests[0].Cards) < 3 || len(g.Contests[0].Parts) != 0 || len(g.Due) > 0 {
			return fmt.Errorf("a cut needs a segment of 3+ uncut cards")
		}
	case PhaseVote:
		if len(g.Contests) == 0 || len(g.Contests[0].Parts) < 2 || len(g.Due) > 0 {
			return fmt.Errorf("a vote needs a cut segment")
		}
		seg := g.Contests[0]
		waiting := 0
		for s, v := range g.Votes {
			if v >= 0 && (!seg.Claimants.Has(s) || v >= len(seg.Parts)) {
				return fmt.Errorf("seat %d has a vote it cannot have", s)
			}
			if seg.Claimants.Has(s) && v < 0 {
				waiting++
			}
		}
		if waiting == 0 {
			return fmt.Errorf("every vote is in but the vote is not resolved")
		}
	case PhaseJoker:
		if len(g.Due) == 0 {
			return fmt.Errorf("joker phase with no joker due")
		}
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	if len(g.Winners) > 0 {
		return fmt.Errorf("winners before the end")
	}
	return nil
}

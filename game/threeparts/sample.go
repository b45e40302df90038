package threeparts

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample is the Definition's Sample (SampleFrom for an observation of Three
// Parts; game.Sampler refuses any other): from a seat's observation alone it builds
// a complete game that gives that seat the very same observation. Everything
// in Three Parts is face up except two things, and only those are drawn:
//
//   - the deck's order: the unseen cards (the whole deck less every card
//     turned up so far, which the viewer has seen) are shuffled uniformly;
//   - the votes of other claimants who have voted but are not yet revealed:
//     each is drawn uniformly among the parts, and the secret of its vote
//     event with it. The viewer's own vote stays as it is, seats that have not
//     voted stay so, and votes already revealed keep their revealed colour.
var Sample = game.Sampler(Name, SampleFrom)

// SampleFrom is Sample with the concrete observation and game.
func SampleFrom(o *Observation, r *game.RNG) (*Game, error) {
	n := o.Players
	if n < 3 || n > 4 || len(o.Numbers) != n || len(o.Jokers) != n || len(o.Waiting) != n || len(o.Took) != n || len(o.Voted) != n {
		return nil, fmt.Errorf("threeparts: an observation of %d players with lists of other sizes", n)
	}
	if o.Phase == PhaseVote && len(o.Contests) == 0 {
		return nil, fmt.Errorf("threeparts: an observation of a vote with nothing to vote on")
	}
	g := &Game{
		NPlayers: n,
		Round:    o.Round,
		Leader:   o.Leader,
		Phase:    o.Phase,
		Row:      slices.Clone(o.Row),
		Discards: slices.Clone(o.Discards),
		Numbers:  slices.Clone(o.Numbers),
		Jokers:   slices.Clone(o.Jokers),
		Waiting:  slices.Clone(o.Waiting),
		Took:     slices.Clone(o.Took),
		Contests: cloneSegments(o.Contests),
		Votes:    make([]int, n),
		Due:      slices.Clone(o.Due),
		Winners:  slices.Clone(o.Winners),
	}
	g.RNG.Seed(r.Uint64())
	if g.Phase == PhaseOver {
		g.Scores, _ = Score(g.Numbers, g.Jokers)
	}

	// The deck: every card not seen yet, in a uniformly random order.
	unseen := o.Unseen()
	total := 0
	for c, k := range unseen {
		if k < 0 {
			return nil, fmt.Errorf("threeparts: the observation shows more %s cards than the deck has", Card(c))
		}
		total += k
	}
	if total != o.Deck {
		return nil, fmt.Errorf("threeparts: %d unseen cards for a deck of %d", total, o.Deck)
	}
	g.Deck = make([]Card, 0, total)
	for c, k := range unseen {
		for range k {
			g.Deck = append(g.Deck, Card(c))
		}
	}
	r.Shuffle(len(g.Deck), func(i, j int) { g.Deck[i], g.Deck[j] = g.Deck[j], g.Deck[i] })

	// The votes: the viewer's own as it is, others' hidden ones drawn.
	for s := range g.Votes {
		g.Votes[s] = -1
		if g.Phase != PhaseVote {
			continue
		}
		switch {
		case s == o.Seat:
			g.Votes[s] = o.MyVote
		case o.Voted[s]:
			g.Votes[s] = r.Intn(len(g.Contests[0].Parts))
		}
	}
	g.Log = restoreVotes(o.Log, g.Votes)
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("threeparts: sampled an impossible game: %w", err)
	}
	return g, nil
}

// restoreVotes copies a redacted log and gives each withheld vote its secret
// back: the colour revealed for it later, or, for a vote still hidden, the
// seat's vote in votes.
func restoreVotes(log []game.Event, votes []int) []game.Event {
	out := game.CloneEventsToPlay(log)
	hidden := [maxSeats]int{-1, -1, -1, -1} // per seat, its withheld vote not yet revealed
	restore := func(i, colour int) {
		out[i].Secret = game.ValuesOf(colour)
		out[i].SeenBy = game.SeatsOf(out[i].Seat)
		out[i].Hidden = 0
	}
	for i, e := range out {
		if e.Seat < 0 || e.Seat >= len(votes) {
			continue
		}
		switch {
		case e.Type == EvVote && e.Hidden > 0:
			hidden[e.Seat] = i
		case e.Type == EvVoted && hidden[e.Seat] >= 0:
			restore(hidden[e.Seat], e.Value)
			hidden[e.Seat] = -1
		}
	}
	for s, i := range hidden {
		if i >= 0 && s < len(votes) {
			restore(i, votes[s])
		}
	}
	return out
}

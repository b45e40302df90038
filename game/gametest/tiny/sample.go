package tiny

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample is the Definition's Sample: from a seat's observation alone it
// builds a complete game that gives that seat the very same observation. The
// cards the viewer has not seen (neither in its hand nor played) are shuffled
// and dealt to the others' hands and aside, as many to each as the
// observation counts; each other seat's deal in the log is given back its
// secret: the cards it now holds and those it played.
func Sample(obs game.Observation, r *game.RNG) (game.Game, error) {
	o, ok := obs.(*Observation)
	if !ok {
		return nil, fmt.Errorf("tiny: cannot sample from a %T", obs)
	}
	n := o.Players
	if n < Definition.MinPlayers || n > Definition.MaxPlayers || len(o.HandSizes) != n || len(o.Tricks) != n || o.Seat < game.Spectator || o.Seat >= n {
		return nil, fmt.Errorf("tiny: an observation of seat %d at %d players with lists of other sizes", o.Seat, n)
	}
	var seen [Cards + 1]bool
	for _, c := range slices.Concat(o.Hand, o.Played) {
		if c < 1 || c > Cards || seen[c] {
			return nil, fmt.Errorf("tiny: the observation shows card %d twice or out of the deck", c)
		}
		seen[c] = true
	}
	var unseen []int
	for c := 1; c <= Cards; c++ {
		if !seen[c] {
			unseen = append(unseen, c)
		}
	}
	r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	g := &Game{
		NPlayers: n, First: o.First, Leader: o.Leader, Hands: make([][]int, n),
		Played: slices.Clone(o.Played), Tricks: slices.Clone(o.Tricks), Winners: slices.Clone(o.Winners),
	}
	g.RNG.Seed(r.Uint64())
	for s, k := range o.HandSizes {
		if s == o.Seat {
			g.Hands[s] = slices.Clone(o.Hand)
			continue
		}
		if k < 0 || k > len(unseen) {
			return nil, fmt.Errorf("tiny: seat %d holds %d of the %d cards unseen", s, k, len(unseen))
		}
		g.Hands[s] = slices.Sorted(slices.Values(unseen[:k]))
		unseen = unseen[k:]
	}
	if len(unseen) != o.Aside {
		return nil, fmt.Errorf("tiny: %d cards unseen for %d aside", len(unseen), o.Aside)
	}
	g.Aside = slices.Sorted(slices.Values(unseen))
	g.Log = game.CloneEventsToPlay(o.Log)
	for i, e := range g.Log {
		if e.Type != EvDeal || e.Hidden == 0 || e.Seat < 0 || e.Seat >= n {
			continue
		}
		dealt := slices.Clone(g.Hands[e.Seat])
		for _, p := range o.Log {
			if p.Type == EvPlay && p.Seat == e.Seat && len(dealt) < HandSize {
				dealt = append(dealt, p.Card)
			}
		}
		slices.Sort(dealt)
		g.Log[i].Secret, g.Log[i].Hidden = game.ValuesOf(dealt...), 0
	}
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("tiny: sampled an impossible game: %w", err)
	}
	return g, nil
}

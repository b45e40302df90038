package loveletter

import (
	"errors"
	"fmt"
	"slices"

	"parlour/game"
)

// sampleTries is how many uniform deals the sampler draws, keeping the first
// one that agrees with everything the viewer knows, before it searches.
const sampleTries = 200

// SampleFrom builds a complete game from an observation alone (a
// determinization for search bots): the cards its viewer has not seen are
// dealt at random into the other hands, the deck and the set-aside place.
// Everything the viewer knows for certain holds in every sample (Deduce): the
// cards its Priest, Baron, King or a reveal showed, the cards it put under the
// deck, the names a Guard missed, that the winner of a Baron it watched holds
// the higher card and that a tie means equal cards, that a player of the King
// or a Prince does not keep the Countess, and that a card it knew, put under
// the deck by its holder, is in that hand or one of those places. Among the
// deals that agree with all that, each is equally likely: the sampler draws
// uniform deals until one agrees (a search takes over in the rare case where
// none of sampleTries does, so that a sample is always found).
func SampleFrom(o *Observation, r *game.RNG) (*Game, error) {
	n := o.Players
	switch {
	case o.Variant != Edition2019 && o.Variant != Classic:
		return nil, fmt.Errorf("loveletter: cannot sample an observation of variant %q", o.Variant)
	case n < 2 || n > 6 || len(o.Seats) != n:
		return nil, fmt.Errorf("loveletter: cannot sample an observation of %d players and %d seats", n, len(o.Seats))
	case o.Seat < 0 || o.Seat >= n:
		return nil, errors.New("loveletter: a spectator's observation cannot be sampled")
	}
	unseen := o.Unseen()
	for c, m := range unseen {
		if m < 0 {
			return nil, fmt.Errorf("loveletter: observation shows more %s cards than the deck has", Card(c))
		}
	}
	k := Deduce(o)
	s := newSampler(o, k, &unseen)
	if len(s.pool) != len(s.free) {
		return nil, fmt.Errorf("loveletter: %d unseen cards for %d hidden places", len(s.pool), len(s.free))
	}
	if !s.deal(r) {
		return nil, errors.New("loveletter: no deal agrees with the observation")
	}
	g := &Game{
		Variant:   o.Variant,
		NPlayers:  n,
		Target:    o.Target,
		Round:     o.Round,
		Turn:      o.Turn,
		Phase:     o.Phase,
		Tokens:    make([]int, n),
		Hands:     s.hands,
		Discards:  make([][]Card, n),
		Out:       make([]bool, n),
		Protected: make([]bool, n),
		Deck:      s.deck,
		SetAside:  s.setAside,
		FaceUp:    cardsOf(o.FaceUp),
		Winners:   slices.Clone(o.Winners),
		Log:       game.CloneEventsToPlay(o.Log),
	}
	g.RNG.Seed(r.Uint64())
	for i, v := range o.Seats {
		g.Tokens[i] = v.Tokens
		g.Awarded += v.Tokens
		g.Discards[i] = cardsOf(v.Discards)
		g.Out[i] = v.Out
		g.Protected[i] = v.Protected
	}
	g.Hands[o.Seat] = cardsOf(o.Hand)
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("loveletter: sampled an impossible state: %w", err)
	}
	return g, nil
}

// sampler holds one sample's hidden places and what constrains them.
type sampler struct {
	o        *Observation
	k        *Knowledge
	hands    [][]Card
	deck     []Card
	setAside Card
	free     []*Card // the places no certainty fills, in a fixed order
	pool     []Card  // the unseen cards left for them
	// constrained seats: a Guard miss, a Baron, the Countess rule, a tie, a whereabouts.
	checkSeats []int
}

func newSampler(o *Observation, k *Knowledge, unseen *Counts) *sampler {
	n := o.Players
	s := &sampler{o: o, k: k, hands: make([][]Card, n), setAside: NoCard}
	take := func(c Card) Card {
		if c.Valid() && unseen[c] > 0 {
			unseen[c]--
			return c
		}
		return NoCard
	}
	for p := range n {
		size := o.Seats[p].HandSize
		if p == o.Seat || size < 0 || size > 3 {
			continue
		}
		h := make([]Card, size, 3)
		for i := range h {
			h[i] = NoCard
			if i < len(k.known[p]) {
				h[i] = take(k.known[p][i])
			}
		}
		s.hands[p] = h
	}
	s.deck = make([]Card, max(0, o.Deck))
	for i := range s.deck {
		s.deck[i] = NoCard
	}
	for i, c := range k.Bottom {
		if j := len(s.deck) - len(k.Bottom) + i; j >= 0 {
			s.deck[j] = take(c)
		}
	}
	for p := range n {
		for i := range s.hands[p] {
			if s.hands[p][i] == NoCard {
				s.free = append(s.free, &s.hands[p][i])
			}
		}
	}
	if o.SetAside {
		s.free = append(s.free, &s.setAside)
	}
	for i := range s.deck {
		if s.deck[i] == NoCard {
			s.free = append(s.free, &s.deck[i])
		}
	}
	for c, m := range unseen {
		for range m {
			s.pool = append(s.pool, Card(c))
		}
	}
	for p := range n {
		if p != o.Seat && k.NotHeld[p] != ([numCards]bool{}) {
			s.checkSeats = append(s.checkSeats, p)
		}
	}
	return s
}

// deal fills the free places: uniform deals until one agrees, then a search.
func (s *sampler) deal(r *game.RNG) bool {
	if len(s.checkSeats) == 0 && len(s.k.equal) == 0 && len(s.k.where) == 0 {
		s.shuffleInto(r)
		return true
	}
	for range sampleTries {
		s.shuffleInto(r)
		if s.consistent() {
			return true
		}
	}
	return s.search(r)
}

func (s *sampler) shuffleInto(r *game.RNG) {
	r.Shuffle(len(s.pool), func(i, j int) { s.pool[i], s.pool[j] = s.pool[j], s.pool[i] })
	for i, p := range s.free {
		*p = s.pool[i]
	}
}

// consistent reports whether the places agree with the certainties; a place
// still NoCard (during the search) may yet hold anything.
func (s *sampler) consistent() bool {
	k := s.k
	for _, p := range s.checkSeats {
		for _, c := range s.hands[p] {
			if c != NoCard && k.NotHeld[p][c] {
				return false
			}
		}
	}
	for _, e := range k.equal {
		a, b := s.hands[e[0]], s.hands[e[1]]
		if len(a) == 1 && len(b) == 1 && a[0] != NoCard && b[0] != NoCard && a[0] != b[0] {
			return false
		}
	}
	for _, w := range k.where {
		if !s.couldHold(w) {
			return false
		}
	}
	return true
}

// couldHold reports whether one of w's places holds its card or is still open.
func (s *sampler) couldHold(w whereabouts) bool {
	for p := range s.o.Players {
		if w.Seats.Has(p) {
			for _, c := range s.hands[p] {
				if c == w.Card || c == NoCard {
					return true
				}
			}
		}
	}
	for d := range len(s.deck) {
		if d < 32 && w.Depths&(1<<d) != 0 {
			if c := s.deck[len(s.deck)-1-d]; c == w.Card || c == NoCard {
				return true
			}
		}
	}
	return false
}

// search is the fallback when uniform deals keep contradicting the viewer's
// knowledge: a depth-first fill of the free places, values tried in random
// order, pruned by consistent. Its deals are consistent but not exactly uniform.
func (s *sampler) search(r *game.RNG) bool {
	for _, p := range s.free {
		*p = NoCard
	}
	var left Counts
	for _, c := range s.pool {
		left[c]++
	}
	budget := 200_000
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == len(s.free) {
			return true
		}
		if budget--; budget < 0 {
			return false
		}
		var order [numCards]Card
		m := 0
		for c := range numCards {
			if left[c] > 0 {
				order[m] = c
				m++
			}
		}
		r.Shuffle(m, func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, c := range order[:m] {
			*s.free[i] = c
			left[c]--
			if s.consistent() && fill(i+1) {
				return true
			}
			left[c]++
		}
		*s.free[i] = NoCard
		return false
	}
	return fill(0)
}

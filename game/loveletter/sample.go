package loveletter

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample implements game.Sampler: it deals the cards obs's viewer has not seen
// into the other hands, the deck and the set-aside place, honouring what the
// viewer has deduced (known hands, Guard misses, cards it put under the deck).
func (g *Game) Sample(obs game.Observation, r *game.RNG) (game.Game, error) {
	o, ok := obs.(*Observation)
	if !ok {
		return nil, fmt.Errorf("loveletter: cannot sample from a %T", obs)
	}
	return SampleFrom(o, r)
}

// SampleFrom is Sample for a concrete observation; it needs no real game.
func SampleFrom(o *Observation, r *game.RNG) (*Game, error) {
	if o.Seat < 0 || o.Seat >= o.Players {
		return nil, fmt.Errorf("loveletter: a spectator's observation cannot be sampled")
	}
	n := o.Players
	k := Deduce(o)
	unseen := o.Unseen()
	for c, m := range unseen {
		if m < 0 {
			return nil, fmt.Errorf("loveletter: observation shows more %s cards than the deck has", Card(c))
		}
	}
	g := &Game{
		Variant:   o.Variant,
		NPlayers:  n,
		Target:    o.Target,
		Round:     o.Round,
		Turn:      o.Turn,
		Phase:     o.Phase,
		Tokens:    make([]int, n),
		Hands:     make([][]Card, n),
		Discards:  make([][]Card, n),
		Out:       make([]bool, n),
		Protected: make([]bool, n),
		FaceUp:    slices.Clone(o.FaceUp),
		Winners:   slices.Clone(o.Winners),
		Log:       game.CloneEvents(o.Log),
		SetAside:  NoCard,
	}
	g.RNG.Seed(r.Uint64())
	for s, v := range o.Seats {
		g.Tokens[s] = v.Tokens
		g.Awarded += v.Tokens
		g.Discards[s] = slices.Clone(v.Discards)
		g.Out[s] = v.Out
		g.Protected[s] = v.Protected
	}
	take := func(c Card) bool {
		if unseen[c] > 0 {
			unseen[c]--
			return true
		}
		return false
	}
	// Pin what the viewer knows first.
	g.Hands[o.Seat] = slices.Clone(o.Hand)
	bottom := make([]Card, len(k.Bottom))
	for i, c := range k.Bottom {
		bottom[i] = NoCard
		if c != NoCard && take(c) {
			bottom[i] = c
		}
	}
	pinned := make([]Card, n)
	for s := range n {
		pinned[s] = NoCard
		if s != o.Seat && !o.Seats[s].Out && k.Holds[s] != NoCard && take(k.Holds[s]) {
			pinned[s] = k.Holds[s]
		}
	}
	var pool []Card
	for c, m := range unseen {
		for range m {
			pool = append(pool, Card(c))
		}
	}
	slots := 0
	for s := range n {
		if s != o.Seat {
			slots += o.Seats[s].HandSize
		}
	}
	need := slots - countPinned(pinned) + o.Deck - countPinned(bottom) + boolInt(o.SetAside)
	if len(pool) != need {
		return nil, fmt.Errorf("loveletter: %d unseen cards for %d hidden places", len(pool), need)
	}
	// Guard misses are honoured by retrying the shuffle a few times; a belief so
	// tight that no shuffle fits it falls back to ignoring them.
	for attempt := 0; ; attempt++ {
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		if attempt >= 20 || fitsMisses(pool, o, k, pinned) {
			break
		}
	}
	next := 0
	for s := range n {
		if s == o.Seat {
			continue
		}
		h := make([]Card, 0, 3)
		size := o.Seats[s].HandSize
		if pinned[s] != NoCard && size > 0 {
			h = append(h, pinned[s])
		}
		for len(h) < size {
			h = append(h, pool[next])
			next++
		}
		g.Hands[s] = h
	}
	if o.SetAside {
		g.SetAside = pool[next]
		next++
	}
	g.Deck = make([]Card, 0, o.Deck)
	top := o.Deck - len(bottom)
	g.Deck = append(g.Deck, pool[next:next+top]...)
	next += top
	for _, c := range bottom {
		if c == NoCard {
			c = pool[next]
			next++
		}
		g.Deck = append(g.Deck, c)
	}
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("loveletter: sampled an impossible state: %w", err)
	}
	return g, nil
}

func fitsMisses(pool []Card, o *Observation, k *Knowledge, pinned []Card) bool {
	next := 0
	for s := range o.Players {
		if s == o.Seat {
			continue
		}
		size := o.Seats[s].HandSize
		if pinned[s] != NoCard && size > 0 {
			size--
		}
		for range size {
			if k.NotHeld[s][pool[next]] {
				return false
			}
			next++
		}
	}
	return true
}

func countPinned(p []Card) int {
	n := 0
	for _, c := range p {
		if c != NoCard {
			n++
		}
	}
	return n
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

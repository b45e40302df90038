package mascarade

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample is the Definition's Sample: SampleFrom, for an observation of
// Mascarade (game.Sampler refuses any other).
var Sample = game.Sampler(Name, SampleFrom)

// SampleFrom builds, from an observation alone, a complete
// game consistent with everything its viewer has seen. It draws a history of
// the masks (Knowledge): every swap the viewer did not see, real or pretended,
// such that every mask the viewer saw was where it saw it; the masks now lie
// where that history leaves them, and every secret the viewer did not see
// (other players' looks and swaps, the Fool's and the Spy's, a Princess
// showing it was not shown) is filled in from the same history, so the other
// players in the sample know what they would have known. Where the viewer's
// knowledge is certain the sample always agrees with it; where it is not,
// each history the viewer cannot rule out is equally likely (see Knowledge).
// Everything else (coins, seats, the announcement in progress) is public and
// copied.
func SampleFrom(o *Observation, r *game.RNG) (*Game, error) {
	k, err := Know(o)
	if err != nil {
		return nil, err
	}
	n := o.Players
	if len(o.Coins) != n || len(o.RevealedNow) != n || len(o.RevealedPrev) != n {
		return nil, fmt.Errorf("mascarade: an observation with per-player lists of another size than %d", n)
	}
	bits := make([]int8, len(k.ops))
	if _, err := k.history(r, bits); err != nil {
		return nil, err
	}
	g := &Game{
		NPlayers: n, Scenario: o.Scenario, Masks: slices.Clone(o.Masks), Centre: o.Centre,
		Coins: make([]int, n), At: slices.Clone(o.At), Court: o.Court, Bank: o.Bank,
		Turn: o.Turn, Current: o.Current, OpeningSwaps: o.Opening, Phase: o.Phase,
		RevealedNow: slices.Clone(o.RevealedNow), RevealedPrev: slices.Clone(o.RevealedPrev),
		Ann: o.Announcement.clone(), Winners: slices.Clone(o.Winners), Log: game.CloneEventsToPlay(o.Log),
	}
	g.Places = k.fill(g.Log, bits)
	g.RNG.Seed(r.Uint64()) // nothing is left to chance after the deal
	for p := range n {
		if g.At[p] < 0 || g.At[p] >= n {
			return nil, fmt.Errorf("mascarade: player %d sits at place %d", p, g.At[p])
		}
		g.Coins[g.At[p]] = o.Coins[p]
	}
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("mascarade: the observation does not make a valid game: %w", err)
	}
	return g, nil
}

// history draws one history consistent with everything the viewer saw: the
// masks at every place now, and a bit for every unseen swap (1: real).
func (k *Knowledge) history(r *game.RNG, bits []int8) ([]Mask, error) {
	if !k.exact {
		return k.search(r, bits)
	}
	// Draw the present from the final groups, then walk back through each
	// unseen swap choosing real or pretended as the histories that lead to
	// the present divide (forward filtering, backward sampling).
	x := make([]Mask, k.places)
	done := make([]bool, k.places)
	for p, g := range k.final {
		if done[p] {
			continue
		}
		total := 0.0
		for _, e := range g.ents {
			total += e.w
		}
		pick, at := r.Float64()*total, len(g.ents)-1
		for i, e := range g.ents {
			if pick -= e.w; pick < 0 {
				at = i
				break
			}
		}
		for s, q := range g.places {
			x[q] = maskAt(g.ents[at].key, s)
			done[q] = true
		}
	}
	present := slices.Clone(x)
	for i := len(k.ops) - 1; i >= 0; i-- {
		o := k.ops[i]
		switch o.kind {
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			s := k.pre[i]
			var key uint64
			for slot, q := range s.g.places {
				key |= uint64(x[q]) << (4 * slot)
			}
			stay, moved := s.g.lookup(key), s.g.lookup(swapSlots(key, int(s.sa), int(s.sb)))
			bits[i] = 0
			if r.Float64()*(stay+moved) >= stay {
				bits[i] = 1
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
		}
	}
	if !slices.Equal(x, k.start) {
		return nil, fmt.Errorf("mascarade: internal error: a sampled history does not lead back to the setup")
	}
	return present, nil
}

// fill writes a sampled history's secrets into a copy of the viewer's log:
// the bit of every unseen swap and the masks of every look, Spy look and
// Princess showing the viewer did not see. It returns the masks at the places.
func (k *Knowledge) fill(log []game.Event, bits []int8) []Mask {
	x := slices.Clone(k.start)
	for i, o := range k.ops {
		switch o.kind {
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			if bits[i] == 1 {
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
			log[o.ev].Secret, log[o.ev].Hidden = game.ValuesOf(int(bits[i])), 0
		case opFill:
			v := game.ValuesOf(int(x[o.a]))
			if o.b >= 0 {
				v.Append(int(x[o.b]))
			}
			log[o.ev].Secret, log[o.ev].Hidden = v, 0
		}
	}
	return x
}

package mascarade

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample is the Definition's Sample: from an observation alone, a complete
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
func Sample(obs game.Observation, r *game.RNG) (*Game, error) {
	o, ok := obs.(*Observation)
	if !ok {
		return nil, fmt.Errorf("mascarade: cannot sample from a %T", obs)
	}
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
		Ann: o.Announcement.clone(), Winners: slices.Clone(o.Winners), Log: game.CloneEvents(o.Log),
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

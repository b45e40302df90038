package mascarade

import (
	"fmt"
	"parlour/game"
	"slices"
)

// Load decodes MarshalState's output and validates it.
func Load(data []byte) (*Game, error) {
	var g Game
	if err := game.DecodeState(data, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

// Validate checks every invariant: masks are the scenario's, each at one place;
// players sit at distinct places; coins are never negative and add up with the
// court to the starting coins plus what the bank paid out; the phase agrees with
// the announcement in progress.
func (g *Game) Validate() error {
	n := g.NPlayers
	if err := CheckScenario(g.Masks, n, g.Centre); err != nil {
		return err
	}
	a, b := slices.Clone(g.Masks), slices.Clone(g.Places)
	slices.Sort(a)
	slices.Sort(b)
	if !slices.Equal(a, b) {
		return fmt.Errorf("the masks at the places %v are not the scenario's %v", g.Places, g.Masks)
	}
	if len(g.Coins) != n || len(g.At) != n || len(g.RevealedNow) != n || len(g.RevealedPrev) != n {
		return fmt.Errorf("per-player lists do not have %d players", n)
	}
	seen := make([]bool, n)
	total := g.Court
	for p := range n {
		at := g.At[p]
		if at < 0 || at >= n || seen[at] {
			return fmt.Errorf("player %d sits at place %d", p, at)
		}
		seen[at] = true
		if g.Coins[p] < 0 {
			return fmt.Errorf("place %d has %d coins", p, g.Coins[p])
		}
		total += g.Coins[p]
	}
	if g.Court < 0 || g.Bank < 0 || total != 6*n+g.Bank {
		return fmt.Errorf("coins do not add up: %d on the table and court, want %d", total, 6*n+g.Bank)
	}
	if g.Current < 0 || g.Current >= n || g.OpeningSwaps < 0 || g.OpeningSwaps > 4 || g.Turn < 1 {
		return fmt.Errorf("current %d opening %d turn %d", g.Current, g.OpeningSwaps, g.Turn)
	}
	if g.Phase == PhaseOver {
		if len(g.Winners) == 0 {
			return fmt.Errorf("finished without a winner")
		}
		for _, w := range g.Winners {
			if w < 0 || w >= n {
				return fmt.Errorf("winner %d", w)
			}
		}
		return nil
	}
	if len(g.Winners) > 0 {
		return fmt.Errorf("winners before the end")
	}
	for p := range n {
		if c := g.CoinsOf(p); c <= 0 || c >= 13 {
			return fmt.Errorf("player %d has %d coins and the game goes on", p, c)
		}
	}
	if g.Phase == PhaseTurn {
		if g.Ann != nil {
			return fmt.Errorf("an announcement outside its phases")
		}
		return nil
	}
	ann := g.Ann
	if ann == nil || ann.Player < 0 || ann.Player >= n || !ann.Mask.Valid() || !slices.Contains(g.Masks, ann.Mask) || ann.Player != g.Current {
		return fmt.Errorf("phase %s without a valid announcement", g.Phase)
	}
	for _, list := range [][]int{ann.Contesters, ann.Holders, ann.Liars} {
		for _, p := range list {
			if p < 0 || p >= n {
				return fmt.Errorf("announcement names player %d", p)
			}
		}
	}
	switch g.Phase {
	case PhaseContest:
		if ann.Asked < 0 || ann.Asked >= n-1 || len(ann.Holders) > 0 || ann.Step != "" {
			return fmt.Errorf("contest after %d answers", ann.Asked)
		}
	case PhasePower, PhaseName:
		if ann.Next < 0 || ann.Next >= len(ann.Holders) {
			return fmt.Errorf("power %d of %d", ann.Next, len(ann.Holders))
		}
		want := map[string][]Mask{"target": {Princess, Trickster, Witch, Guru, Spy}, "pair": {Fool, Puppeteer}, "exchange": {Spy}, "name": {Guru}}[ann.Step]
		if !slices.Contains(want, ann.Mask) || (g.Phase == PhaseName) != (ann.Step == "name") {
			return fmt.Errorf("the %s does not wait for %q", ann.Mask, ann.Step)
		}
		if (ann.Step == "name" || ann.Step == "exchange") && (ann.Victim < 0 || ann.Victim >= n) {
			return fmt.Errorf("victim %d", ann.Victim)
		}
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	return nil
}

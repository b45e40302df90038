package mascarade

import (
	"fmt"

	"parlour/game"
	"parlour/game/json"
)

// Load decodes MarshalState's output and validates it (game.LoadState).
func Load(data []byte) (*Game, error) { return game.LoadState[Game](data) }

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// RandomSource lets game.DecodeState refuse a save without a generator.
func (g *Game) RandomSource() *game.RNG { return &g.RNG }

// Validate checks every invariant: the scenario keeps the rulebook's
// conditions; the masks at the places are the scenario's; players sit at
// distinct places; coins are never negative and add up with the court to the
// starting coins plus what the bank paid out; the phase agrees with the
// announcement in progress. It allocates nothing when the game is valid.
func (g *Game) Validate() error {
	n := g.NPlayers
	if r := CheckScenario(g.Masks, n, g.Centre); r != nil {
		return r
	}
	var count [numMasks]int
	for _, m := range g.Masks {
		count[m]++
	}
	for _, m := range g.Places {
		if !m.Valid() {
			return fmt.Errorf("place holds %d, not a mask", m)
		}
		count[m]--
	}
	if len(g.Places) != len(g.Masks) || count != [numMasks]int{} {
		return fmt.Errorf("the masks at the places %v are not the scenario's %v", g.Places, g.Masks)
	}
	if len(g.Coins) != n || len(g.At) != n || len(g.RevealedNow) != n || len(g.RevealedPrev) != n {
		return fmt.Errorf("per-player lists do not have %d players", n)
	}
	var seen game.Seats
	total := g.Court
	for p := range n {
		at := g.At[p]
		if at < 0 || at >= n || seen.Has(at) {
			return fmt.Errorf("player %d sits at place %d", p, at)
		}
		seen = seen.With(at)
		if g.Coins[p] < 0 {
			return fmt.Errorf("place %d has %d coins", p, g.Coins[p])
		}
		total += g.Coins[p]
	}
	if g.Court < 0 || g.Bank < 0 || total != StartCoins*n+g.Bank {
		return fmt.Errorf("coins do not add up: %d on the table and court, want %d", total, StartCoins*n+g.Bank)
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
		if c := g.CoinsOf(p); c <= 0 || c >= Win {
			return fmt.Errorf("player %d has %d coins and the game goes on", p, c)
		}
	}
	if g.Phase == PhaseTurn {
		if g.Ann != nil {
			return fmt.Errorf("an announcement outside its phases")
		}
		return nil
	}
	return g.validateAnnouncement()
}

func (g *Game) validateAnnouncement() error {
	n := g.NPlayers
	ann := g.Ann
	if ann == nil || ann.Player != g.Current || !ann.Mask.Valid() || count(g.Masks, ann.Mask) == 0 {
		return fmt.Errorf("phase %s without a valid announcement", g.Phase)
	}
	for _, list := range [3][]int{ann.Contesters, ann.Holders, ann.Liars} {
		for _, p := range list {
			if p < 0 || p >= n {
				return fmt.Errorf("the announcement names player %d", p)
			}
		}
	}
	switch g.Phase {
	case PhaseContest:
		if ann.Asked < 0 || ann.Asked >= n-1 || len(ann.Contesters) > ann.Asked || len(ann.Holders) > 0 || ann.Step != StepNone {
			return fmt.Errorf("contest after %d answers", ann.Asked)
		}
		return nil
	case PhasePower, PhaseName:
		if ann.Next < 0 || ann.Next >= len(ann.Holders) {
			return fmt.Errorf("power %d of %d", ann.Next, len(ann.Holders))
		}
		if !waitsFor(ann.Mask, ann.Step) || (g.Phase == PhaseName) != (ann.Step == StepName) {
			return fmt.Errorf("the %s does not wait for %q", ann.Mask, ann.Step)
		}
		if (ann.Step == StepName || ann.Step == StepExchange) && (ann.Victim < 0 || ann.Victim >= n || ann.Victim == ann.Holders[ann.Next]) {
			return fmt.Errorf("victim %d", ann.Victim)
		}
		return nil
	}
	return fmt.Errorf("unknown phase %q", g.Phase)
}

// waitsFor reports whether a mask's power can wait for step.
func waitsFor(m Mask, step Step) bool {
	switch step {
	case StepTarget:
		return m == Princess || m == Trickster || m == Witch || m == Guru || m == Spy
	case StepPair:
		return m == Fool || m == Puppeteer
	case StepExchange:
		return m == Spy
	case StepName:
		return m == Guru
	}
	return false
}

func count(masks []Mask, m Mask) int {
	c := 0
	for _, x := range masks {
		if x == m {
			c++
		}
	}
	return c
}

package mascarade

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Stack fixes the deal instead of shuffling: order lists the mask at each place
// (players' places first, then the centre), a permutation of the scenario's
// masks; first is the player who takes the first turn. Only before the first action.
func (g *Game) Stack(first int, order []string) error {
	if g.Turn != 1 || g.OpeningSwaps != 4 || g.Phase != PhaseTurn {
		return fmt.Errorf("mascarade: the deal can only be fixed before the first action")
	}
	if first < 0 || first >= g.NPlayers {
		return fmt.Errorf("mascarade: first player %d is not at the table", first)
	}
	places := make([]Mask, len(order))
	for i, s := range order {
		k, err := ParseMask(s)
		if err != nil {
			return fmt.Errorf("place %d: %w", i, err)
		}
		places[i] = k
	}
	a, b := slices.Clone(places), slices.Clone(g.Masks)
	slices.Sort(a)
	slices.Sort(b)
	if !slices.Equal(a, b) {
		return fmt.Errorf("mascarade: the deal %v is not the scenario's masks %v", places, g.Masks)
	}
	g.Places = places
	g.Log = g.Log[:0]
	for place, k := range g.Places {
		g.emit(nil, ev(EvSetup, -1, place, k, -1))
	}
	g.Current = first
	g.Turn = 0
	g.startTurn(nil)
	return nil
}

// Opening returns the setup's events.
func (g *Game) Opening() []game.Event {
	var out []game.Event
	for _, e := range g.Log {
		if e.Type != EvSetup && e.Type != EvTurn {
			break
		}
		out = append(out, e)
	}
	return out
}

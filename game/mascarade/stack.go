package mascarade

import (
	"fmt"

	"parlour/game"
)

// Stack implements game.Stacker: it fixes the deal instead of shuffling.
// order lists the mask at each place (players' places first, then the
// centre), a permutation of the scenario's masks; first is the player who
// takes the first turn. Only before the first action.
func (g *Game) Stack(first int, order []string) error {
	if g.Turn != 1 || g.OpeningSwaps != 4 || g.Phase != PhaseTurn || len(g.Log) != len(g.Places)+1 {
		return fmt.Errorf("mascarade: the deal can only be fixed before the first action")
	}
	if first < 0 || first >= g.NPlayers {
		return fmt.Errorf("mascarade: first player %d is not at the table", first)
	}
	if len(order) != len(g.Places) {
		return fmt.Errorf("mascarade: the deal lists %d masks, the table has %d places", len(order), len(g.Places))
	}
	places := make([]Mask, len(order))
	var count [numMasks]int
	for _, m := range g.Masks {
		count[m]++
	}
	for i, s := range order {
		m, err := ParseMask(s)
		if err != nil {
			return fmt.Errorf("mascarade: place %d: %w", i, err)
		}
		places[i] = m
		count[m]--
	}
	if count != [numMasks]int{} {
		return fmt.Errorf("mascarade: the deal %v is not the scenario's masks %v", places, g.Masks)
	}
	g.Places = places
	g.deal(first)
	return nil
}

// Opening implements game.Opener: the setup's events (every mask shown face
// up at its place) and the first turn.
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

package loveletter

import (
	"fmt"

	"parlour/game"
)

// Stack restarts the first round with a chosen deck order instead of a shuffle:
// order lists cards from the top (the first one is set aside face down, then
// with 2 players three face up, then one to each seat from first clockwise, then
// first's draw). A partial order is completed with the remaining cards in the
// seeded generator's order. Replay scripts and rule tests use it; later rounds
// shuffle as usual.
func (g *Game) Stack(first int, order []string) error {
	cards, err := game.ParseOrder(order, ParseCard)
	if err != nil {
		return err
	}
	return g.StackCards(first, cards...)
}

// StackCards is Stack with cards.
func (g *Game) StackCards(first int, order ...Card) error {
	if g.Round != 1 || len(g.Log) != len(g.opening) {
		return fmt.Errorf("loveletter: the deck can only be stacked before the first action")
	}
	if first < 0 || first >= g.NPlayers {
		return fmt.Errorf("loveletter: first seat %d is not at a table of %d", first, g.NPlayers)
	}
	rest := DeckCounts(g.Variant)
	for i, c := range order {
		if !c.Valid() || rest[c] == 0 {
			return fmt.Errorf("loveletter: deck card %d: the %s deck has no more %s cards", i, g.Variant, c)
		}
		rest[c]--
	}
	g.Round = 0
	g.opening = g.startRoundWith(first, game.StackedDeck(order, rest[:], &g.RNG))
	return nil
}

// Opening returns the events of the first deal, for a log or client that starts from New.
func (g *Game) Opening() []game.Event { return game.CloneEvents(g.opening) }

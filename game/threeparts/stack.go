package threeparts

import (
	"fmt"

	"parlour/game"
)

// Stack implements game.Stacker: it restarts the game with a chosen deck
// order (top first, in notation: 1–10 or J; a partial order is completed from
// the seed) and first leader, before the first action.
func (g *Game) Stack(first int, order []string) error {
	cards, err := game.ParseOrder(order, func(s string) (Card, error) {
		if c, ok := ParseCard(s); ok {
			return c, nil
		}
		return 0, fmt.Errorf("%q is not 1–10 or J", s)
	})
	if err != nil {
		return fmt.Errorf("threeparts: %w", err)
	}
	return g.StackCards(first, cards...)
}

// StackCards is Stack with cards.
func (g *Game) StackCards(first int, order ...Card) error {
	if g.Round != 1 || g.Phase != PhaseCut || len(g.Contests) != 1 || len(g.Contests[0].Cards) != RowSize(g.NPlayers) {
		return fmt.Errorf("threeparts: the deck can only be stacked before the first action")
	}
	if first < 0 || first >= g.NPlayers {
		return fmt.Errorf("threeparts: first leader %d is not a seat", first)
	}
	rest := deckCounts
	for i, c := range order {
		if !c.valid() || rest[c] == 0 {
			return fmt.Errorf("threeparts: deck card %d: no more %s cards", i, c)
		}
		rest[c]--
	}
	g.Deck = game.StackedDeck(order, rest[:], &g.RNG)
	g.Leader = first
	g.Round = 0
	g.startRound(nil)
	return nil
}

// Opening implements game.Opener: the first round's events (the lead and the
// row turned up card by card), for a client or replay that starts from New.
func (g *Game) Opening() []game.Event {
	if g.Round != 1 {
		return nil
	}
	n := 1 + RowSize(g.NPlayers)
	return game.CloneEvents(g.Log[:min(n, len(g.Log))])
}

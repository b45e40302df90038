package threeparts

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Stack implements game.Stacker: it restarts the game with a chosen deck
// order (top first, in notation: 1–10 or J; a partial order is completed from
// the seed) and first leader, before the first action.
func (g *Game) Stack(first int, order []string) error {
	cards := make([]Card, len(order))
	for i, s := range order {
		c, ok := ParseCard(s)
		if !ok {
			return fmt.Errorf("threeparts: deck card %d: %q is not 1–10 or J", i, s)
		}
		cards[i] = c
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
	var tail []Card
	for c, n := range rest {
		for range n {
			tail = append(tail, Card(c))
		}
	}
	g.RNG.Shuffle(len(tail), func(i, j int) { tail[i], tail[j] = tail[j], tail[i] })
	g.Deck = append(slices.Clone(order), tail...)
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

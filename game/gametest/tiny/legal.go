package tiny

import "parlour/game"

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if !g.owes(seat) {
		return nil
	}
	return g.AppendLegal(make([]game.Action, 0, HandSize), seat)
}

// AppendLegal implements game.LegalAppender: the seat whose turn it is may
// play any card of its hand (there is no suit to follow).
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if !g.owes(seat) {
		return buf
	}
	for _, c := range g.Hands[seat] {
		buf = append(buf, game.NewAction(KindPlay, c))
	}
	return buf
}

// Explain implements game.Explainer.
func (g *Game) Explain(seat int, a game.Action) string {
	if a.Kind != KindPlay {
		return "the only move is to play a card"
	}
	return "a player plays a card from their own hand"
}

package mascarade

import (
	"slices"

	"parlour/game"
)

// The coins that end the game: a player at Win coins wins at once; the Cheat
// wins from CheatWin coins. The Widow tops up to WidowTo.
const (
	Win      = 13
	CheatWin = 10
	WidowTo  = 10
)

// Result implements game.Game: scores are each player's coins.
func (g *Game) Result() game.Result {
	scores := make([]int, g.NPlayers)
	for p := range scores {
		scores[p] = g.CoinsOf(p)
	}
	return game.Result{Winners: slices.Clone(g.Winners), Scores: scores, Rounds: g.Turn}
}

// checkEnd ends the game at 13 coins (those players win) or at 0 coins (the
// richest win); ties share.
func (g *Game) checkEnd(out []game.Event) []game.Event {
	if g.Over() {
		return out
	}
	var rich, broke bool
	best := 0
	for p := range g.NPlayers {
		c := g.CoinsOf(p)
		rich = rich || c >= Win
		broke = broke || c == 0
		best = max(best, c)
	}
	if !rich && !broke {
		return out
	}
	g.Phase = PhaseOver
	for p := range g.NPlayers {
		c := g.CoinsOf(p)
		if (rich && c >= Win) || (!rich && c == best) {
			g.Winners = append(g.Winners, p)
			out = g.emit(out, ev(EvWin, p, -1, NoMask, c))
		}
	}
	return out
}

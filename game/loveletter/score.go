package loveletter

import (
	"slices"
)

// TokensToWin is the number of tokens of affection that wins at a table of n.
func TokensToWin(n int) int {
	switch n {
	case 2:
		return 6
	case 3:
		return 5
	case 4:
		return 4
	default:
		return 3
	}
}

// showdown ends a round whose deck ran out: the seats still in reveal their
// cards, and every seat with the highest card wins the round.
func (g *Game) showdown() {
	best := NoCard
	for s := range g.NPlayers {
		if !g.Out[s] {
			g.emit(ev(EvReveal, s, -1, g.Hands[s][0], -1))
			best = max(best, g.Hands[s][0])
		}
	}
	var buf [6]int
	winners := buf[:0]
	for s := range g.NPlayers {
		if !g.Out[s] && g.Hands[s][0] == best {
			winners = append(winners, s)
		}
	}
	g.endRound(winners)
}

// endRound gives each round winner a token, then the Spy's token to the only
// seat still in with a Spy in front of it; the game ends when a seat reaches
// the target, or the next round starts with one of the round's winners.
func (g *Game) endRound(winners []int) {
	for _, w := range winners {
		g.Tokens[w]++
		g.Awarded++
		g.emit(ev(EvRoundWin, w, -1, NoCard, g.Tokens[w]))
	}
	if spy := g.soleSpy(); spy >= 0 {
		g.Tokens[spy]++
		g.Awarded++
		g.emit(ev(EvSpyBonus, spy, -1, NoCard, g.Tokens[spy]))
	}
	g.emit(ev(EvRoundEnd, -1, -1, NoCard, g.Round))
	for s, t := range g.Tokens {
		if t >= g.Target {
			g.Winners = append(g.Winners, s)
		}
	}
	if len(g.Winners) > 0 {
		g.Phase = PhaseOver
		for _, w := range g.Winners {
			g.emit(ev(EvGameWin, w, -1, NoCard, g.Tokens[w]))
		}
		return
	}
	// The Spy's token is not a round win: a round winner starts the next
	// round, one of them at random after a tie.
	starter := winners[0]
	if len(winners) > 1 {
		starter = winners[g.RNG.Intn(len(winners))]
	}
	g.startRound(starter)
}

// soleSpy is the only seat still in the round with a Spy in front of it
// (played or discarded, one or two), or -1.
func (g *Game) soleSpy() int {
	found := -1
	for s := range g.NPlayers {
		if !g.Out[s] && slices.Contains(g.Discards[s], Spy) {
			if found >= 0 {
				return -1
			}
			found = s
		}
	}
	return found
}

package rebelprincess

import "slices"

// roundScores counts each seat's proposals under the round card, and who
// became Rebel of the Ball (Deluxe: took every proposal card; −10 whatever
// else applies; not in a Wedding Gift round).
func (g *Game) roundScores() ([]int, []bool) {
	n := g.NPlayers
	proposalCards := 0
	for _, c := range Deck(n) {
		if c.Suit() == Princes || c == Frog {
			proposalCards++
		}
	}
	// Bathroom Break spares whoever had the most proposals before the round.
	most := g.Totals[0]
	for _, t := range g.Totals {
		most = max(most, t)
	}
	out, rebels := make([]int, n), make([]bool, n)
	id := g.RoundCard().ID
	for s := range n {
		won := g.Won[s]
		var p int
		switch id {
		case rcDancingQueens:
			p = DancingQueens(won)
		default:
			p = Proposals(won)
		}
		for _, c := range won {
			switch {
			case id == rcPetsRevenge && c.Suit() == Pets:
				p++
			case id == rcThreeTimes && c.Value() == 3:
				p -= 3
			case id == rcSingleFairy && c.Suit() == Fairies:
				p--
			}
		}
		if id == rcArranged && g.TricksWon[s] == 0 {
			p += 5
		}
		if id == rcBathroom && g.Totals[s] < most {
			if g.Edition == Classic {
				p *= 2
			} else {
				p += countSuit(won, Princes)
			}
		}
		if g.Edition == Deluxe && id != rcWedding && countProposalCards(won) == proposalCards {
			p, rebels[s] = -10, true
		}
		out[s] = p
	}
	return out, rebels
}

func countSuit(cs []Card, s Suit) int {
	k := 0
	for _, c := range cs {
		if c.Suit() == s {
			k++
		}
	}
	return k
}

func countProposalCards(won []Card) int {
	k := 0
	for _, c := range won {
		if c.Suit() == Princes || c == Frog {
			k++
		}
	}
	return k
}

// DancingQueens scores Princes and Queens in pairs: a Prince and a Queen of
// the same value 3, then any other Prince and Queen 2, a lone Prince 1, a
// lone Queen nothing; the Frog 5 as always.
func DancingQueens(won []Card) int {
	var princes, queens []int
	p := 0
	for _, c := range won {
		switch {
		case c.Suit() == Princes:
			princes = append(princes, c.Value())
		case c.Suit() == Queens:
			queens = append(queens, c.Value())
		case c == Frog:
			p += 5
		}
	}
	var lonePrinces []int
	for _, v := range princes {
		if i := slices.Index(queens, v); i >= 0 {
			queens = slices.Delete(queens, i, i+1)
			p += 3
		} else {
			lonePrinces = append(lonePrinces, v)
		}
	}
	pairs := min(len(lonePrinces), len(queens))
	return p + 2*pairs + (len(lonePrinces) - pairs)
}

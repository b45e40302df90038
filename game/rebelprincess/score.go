package rebelprincess

import (
	"slices"

	"parlour/game"
)

// roundScores counts each seat's proposals under the round card, and who
// became Rebel of the Ball (Deluxe: took every proposal card; −10 whatever
// else applies; not in a Wedding Gift round).
func (g *Game) roundScores() ([]int, []bool) {
	n := g.NPlayers
	proposalsInDeck := (deckSet(n) & proposalCards).len()
	// Bathroom Break spares whoever had the most proposals before the round.
	most := slices.Max(g.Totals)
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
			p += twist(id, c)
		}
		if id == rcArranged && g.TricksWon[s] == 0 {
			p += 5
		}
		if id == rcBathroom && g.Totals[s] < most {
			if g.Edition == Classic {
				p *= 2
			} else {
				p += (setOf(won) & suitSet(Princes)).len()
			}
		}
		if g.Edition == Deluxe && id != rcWedding && (setOf(won)&proposalCards).len() == proposalsInDeck {
			p, rebels[s] = -10, true
		}
		out[s] = p
	}
	return out, rebels
}

// endRound scores the round and starts the next or ends the game.
func (g *Game) endRound(lastTrick int) {
	n := g.NPlayers
	round, rebels := g.roundScores()
	for s := range n {
		rebel := 0
		if rebels[s] {
			rebel = 1
		}
		g.Log = append(g.Log, game.Event{Type: EvRoundScore, Seat: s, Target: -1, Card: rebel, Value: round[s]})
		g.Scores[s] = append(g.Scores[s], round[s])
		g.Totals[s] += round[s]
	}
	g.Phase, g.Step = PhaseOver, StepNone
	g.Round++
	if g.Extra {
		// The Deluxe tie-break round: everyone played it and it counts; the
		// lowest total wins, whoever that is. Still tied: shared.
		g.finish(g.lowest(allSeats(n), g.Totals))
		return
	}
	// The next round's leader: Classic, the last trick's winner; Deluxe, the
	// lowest total; of those tied, the first clockwise from the left of the
	// player who started the round just played.
	next := lastTrick
	if g.Edition == Deluxe {
		order := make([]int, n)
		for i := range order {
			order[i] = (g.Starter + 1 + i) % n
		}
		next = g.lowest(order, g.Totals)[0]
	}
	g.Leader = next
	if g.Round < len(g.Schedule) {
		g.startRound()
		return
	}
	g.decide()
}

func allSeats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// lowest lists the seats (in the given order) with the least score.
func (g *Game) lowest(seats []int, score []int) []int {
	best := score[seats[0]]
	for _, s := range seats {
		best = min(best, score[s])
	}
	var out []int
	for _, s := range seats {
		if score[s] == best {
			out = append(out, s)
		}
	}
	return out
}

// decide names the winners after the last round, with the edition's tie-breaks.
func (g *Game) decide() {
	tied := g.lowest(allSeats(g.NPlayers), g.Totals)
	if len(tied) > 1 {
		tied = g.lowest(tied, g.goodRounds())
	}
	if len(tied) > 1 && g.Edition == Deluxe {
		// Deluxe: one more round with a random final-round card settles it.
		var finals []int
		for _, r := range RoundCards {
			if _, ok := r.PassFor(Deluxe); ok && r.Final && !slices.Contains(g.Schedule, r.ID) {
				finals = append(finals, r.ID)
			}
		}
		if len(finals) > 0 {
			g.Extra, g.Tied = true, tied
			g.Schedule = append(g.Schedule, finals[g.RNG.Intn(len(finals))])
			g.startRound()
			return
		}
	}
	g.finish(tied)
}

// goodRounds is, per seat, minus the rounds that went well: Classic counts
// rounds with 0 or fewer proposals; Deluxe, rounds with none or the fewest
// at the table.
func (g *Game) goodRounds() []int {
	good := make([]int, g.NPlayers)
	for r := range len(g.Scores[0]) {
		least := g.Scores[0][r]
		for s := range g.NPlayers {
			least = min(least, g.Scores[s][r])
		}
		for s := range g.NPlayers {
			v := g.Scores[s][r]
			if v <= 0 || (g.Edition == Deluxe && v == least) {
				good[s]--
			}
		}
	}
	return good
}

func (g *Game) finish(winners []int) {
	g.Winners = winners
	g.Phase, g.Step = PhaseOver, StepNone
	for _, w := range winners {
		g.Log = append(g.Log, game.Event{Type: EvGameWin, Seat: w, Target: -1, Card: -1, Value: g.Totals[w]})
	}
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

// CardValue is the proposals a won card gives under a round card, with pairs
// (Dancing Queens) and totals (Bathroom Break, Arranged Marriage) left out.
func CardValue(roundID int, c Card) int {
	v := 0
	switch {
	case c.Suit() == Princes:
		v = 1
	case c == Frog:
		v = 5
	}
	if roundID == rcBathroom && c.Suit() == Princes {
		v *= 2
	}
	return v + twist(roundID, c)
}

// twist is what a round card adds to a won card's proposals: a Pet one
// more (Pets' Revenge), a 3 three fewer (Three Times a Lady), a Fairy one
// fewer (Single Fairy).
func twist(roundID int, c Card) int {
	switch {
	case roundID == rcPetsRevenge && c.Suit() == Pets:
		return 1
	case roundID == rcThreeTimes && c.Value() == 3:
		return -3
	case roundID == rcSingleFairy && c.Suit() == Fairies:
		return -1
	}
	return 0
}

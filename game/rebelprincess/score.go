package rebelprincess

import (
	"slices"

	"parlour/game"
)

// Part is one line of a seat's round score, as rp_score_part reports it.
type Part uint8

const (
	PartPrinces   Part = iota // Princes, 1 each (Dancing Queens: those left without a Queen)
	PartFrog                  // the Frog, 5
	PartPets                  // Pets' Revenge: every Pet (the Frog too) one more
	PartThrees                // Three Times a Lady: every 3, three fewer
	PartFairies               // Single Fairy: every Fairy, one fewer
	PartPairsSame             // Dancing Queens: a Prince and a Queen of the same value, 3 a pair
	PartPairs                 // Dancing Queens: any other Prince and Queen, 2 a pair
	PartNoTricks              // Arranged Marriage: no trick taken, 5
	PartBathroom              // Bathroom Break: what doubling adds (Classic: the score; Deluxe: the Princes)
	PartRebel                 // Deluxe Rebel of the Ball: -10 instead of everything else
	numParts
)

var partNames = [numParts]string{"princes", "frog", "pets", "threes", "fairies", "pairs-same", "pairs",
	"no-tricks", "bathroom", "rebel"}

// String is the part's short name.
func (p Part) String() string {
	if p < numParts {
		return partNames[p]
	}
	return "part?"
}

// ScorePart is one part of a round score: N cards (pairs for Dancing Queens;
// for the Rebel of the Ball, the score it replaces) worth Value proposals.
type ScorePart struct {
	Part  Part
	N     int
	Value int
}

// roundScores counts each seat's proposals under the round card, part by
// part, and who became Rebel of the Ball (Deluxe: took every proposal card;
// −10 whatever else applies; not in a Wedding Gift round).
func (g *Game) roundScores() ([]int, [][]ScorePart, []bool) {
	n := g.NPlayers
	out, parts, rebels := make([]int, n), make([][]ScorePart, n), make([]bool, n)
	for s := range n {
		parts[s], rebels[s] = g.seatParts(s)
		for _, p := range parts[s] {
			out[s] += p.Value
		}
	}
	return out, parts, rebels
}

// seatParts is seat s's round score in parts (every part sums to the score).
func (g *Game) seatParts(s int) ([]ScorePart, bool) {
	return SeatScore(g.Edition, g.RoundCard().ID, g.Won[s], g.TricksWon[s], g.Totals, s)
}

// SeatScore is a seat's round score under round card roundID, in parts (every
// part sums to the score), from the cards it has won and the tricks it has
// taken: what the round gives it at its end, and what it would give it if
// it ended now. before are every seat's totals before the round (Bathroom
// Break spares the highest; there are len(before) players). The second
// result is true for the Rebel of the Ball (Deluxe: took every proposal
// card; −10 whatever else applies; not in a Wedding Gift round).
//
// The engine scores rounds with it, and the table counts with it (Running)
// as tricks are taken, so the count by a seat's name is the score the
// round's summary then gives.
func SeatScore(ed Edition, roundID int, won []Card, tricksWon int, before []int, seat int) ([]ScorePart, bool) {
	var parts []ScorePart
	add := func(p Part, n, v int) {
		if n != 0 || v != 0 {
			parts = append(parts, ScorePart{p, n, v})
		}
	}
	set := setOf(won)
	princes := (set & suitSet(Princes)).len()
	if roundID == rcDancingQueens {
		same, other, lone := dancingPairs(won)
		add(PartPairsSame, same, 3*same)
		add(PartPairs, other, 2*other)
		add(PartPrinces, lone, lone)
	} else {
		add(PartPrinces, princes, princes)
	}
	if set.has(Frog) {
		add(PartFrog, 1, 5)
	}
	switch roundID {
	case rcPetsRevenge:
		k := (set & suitSet(Pets)).len()
		add(PartPets, k, k)
	case rcThreeTimes:
		k := (set & (single(3) * everySuit)).len()
		add(PartThrees, k, -3*k)
	case rcSingleFairy:
		k := (set & suitSet(Fairies)).len()
		add(PartFairies, k, -k)
	case rcArranged:
		if tricksWon == 0 {
			add(PartNoTricks, 0, 5)
		}
	case rcBathroom:
		// Bathroom Break spares whoever had the most proposals before the round.
		if seat >= 0 && seat < len(before) && before[seat] < slices.Max(before) {
			if ed == Classic {
				sum := 0
				for _, p := range parts {
					sum += p.Value
				}
				add(PartBathroom, 0, sum)
			} else {
				add(PartBathroom, princes, princes)
			}
		}
	}
	if ed == Deluxe && roundID != rcWedding && len(before) > 0 && set&proposalCards == deckSet(len(before))&proposalCards {
		sum := 0
		for _, p := range parts {
			sum += p.Value
		}
		return []ScorePart{{PartRebel, sum, -10}}, true
	}
	return parts, false
}

// Running is SeatScore's sum: the proposals a seat's won cards give so far
// under the round card, as its panel counts them.
func Running(ed Edition, roundID int, won []Card, tricksWon int, before []int, seat int) int {
	parts, _ := SeatScore(ed, roundID, won, tricksWon, before, seat)
	sum := 0
	for _, p := range parts {
		sum += p.Value
	}
	return sum
}

// endRound scores the round and starts the next or ends the game.
func (g *Game) endRound(lastTrick int) {
	n := g.NPlayers
	round, parts, rebels := g.roundScores()
	for s := range n {
		for _, p := range parts[s] {
			g.Log = append(g.Log, game.Event{Type: EvScorePart, Seat: s, Target: p.N, Card: int(p.Part), Value: p.Value})
		}
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
	same, other, lone := dancingPairs(won)
	p := 3*same + 2*other + lone
	if slices.Contains(won, Frog) {
		p += 5
	}
	return p
}

// dancingPairs pairs the Princes with the Queens: first of equal value,
// then any; it counts those pairs and the Princes left alone.
func dancingPairs(won []Card) (same, other, lone int) {
	var princes, queens []int
	for _, c := range won {
		switch c.Suit() {
		case Princes:
			princes = append(princes, c.Value())
		case Queens:
			queens = append(queens, c.Value())
		}
	}
	var lonePrinces []int
	for _, v := range princes {
		if i := slices.Index(queens, v); i >= 0 {
			queens = slices.Delete(queens, i, i+1)
			same++
		} else {
			lonePrinces = append(lonePrinces, v)
		}
	}
	other = min(len(lonePrinces), len(queens))
	return same, other, len(lonePrinces) - other
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

package threeparts

import "parlour/game"

// maxSeats is the largest table.
const maxSeats = 4

// Score computes each seat's points and how many different numbers it scored:
// for each number 1–10, every seat holding the most cards of it (jokers on its
// stack included) scores that number once; nobody scores a number nobody holds.
func Score(numbers, jokers [][11]int) (points, scored []int) {
	p, s := score(numbers, jokers)
	n := len(numbers)
	return append([]int(nil), p[:n]...), append([]int(nil), s[:n]...)
}

// score is Score without allocating, for at most maxSeats seats.
func score(numbers, jokers [][11]int) (points, scored [maxSeats]int) {
	n := min(len(numbers), len(jokers), maxSeats)
	for v := 1; v <= 10; v++ {
		best := majority(numbers[:n], jokers[:n], v)
		if best == 0 {
			continue
		}
		for s := range n {
			if numbers[s][v]+jokers[s][v] == best {
				points[s] += v
				scored[s]++
			}
		}
	}
	return points, scored
}

// majority is the largest count of number v (jokers included) at the table.
func majority(numbers, jokers [][11]int, v int) int {
	best := 0
	for s := range numbers {
		best = max(best, numbers[s][v]+jokers[s][v])
	}
	return best
}

// winners are the seats with the highest total; among them, those that scored
// the most different numbers; a tie after that is a shared win.
func winners(points, scored []int) []int {
	var out []int
	best := -1
	for s := range points {
		switch {
		case best < 0 || points[s] > points[best] || (points[s] == points[best] && scored[s] > scored[best]):
			best = s
			out = append(out[:0], s)
		case points[s] == points[best] && scored[s] == scored[best]:
			out = append(out, s)
		}
	}
	return out
}

// finish scores the game: the majority of each number in turn, from the
// lowest, then every seat's total, then the winners.
func (g *Game) finish(out []game.Event) []game.Event {
	g.Phase = PhaseOver
	for v := 1; v <= 10; v++ {
		best := majority(g.Numbers, g.Jokers, v)
		for s := range g.NPlayers {
			if best > 0 && g.Numbers[s][v]+g.Jokers[s][v] == best {
				out = g.emit(out, ev(EvMajority, s, -1, v, best))
			}
		}
	}
	points, scored := Score(g.Numbers, g.Jokers)
	g.Scores = points
	for s := range g.NPlayers {
		out = g.emit(out, ev(EvScore, s, -1, scored[s], points[s]))
	}
	g.Winners = winners(points, scored)
	for _, w := range g.Winners {
		out = g.emit(out, ev(EvGameWin, w, -1, -1, points[w]))
	}
	return out
}

package entry

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/search"
	tp "parlour/game/threeparts"
	tpheuristic "parlour/game/threeparts/heuristic"
)

// beginner adjusts the Beginner's search for this game (registry.Entry.Beginner).
func beginner(cfg *search.Config) {
	cfg.PerAction = 1
	cfg.Temperature = 0.5
	cfg.Horizon = tpNaiveHorizon
}

// expert tunes the search into this game's Expert (registry.Entry.Expert).
func expert(cfg *search.Config) {
	cfg.Work = 2600 // the slowest decision near 70 ms in a browser (bench_test.go)
	cfg.IterationCost = 5
	cfg.Exploration = 0.3
	cfg.Horizon = tpHorizon
	cfg.Fallback = func(seed uint64) bot.Bot { return tpheuristic.New(seed) }
	// The heuristic is the prior of the bot's own votes and jokers; the
	// rollouts stay random, since it is too dear to play every seat of
	// every simulation within the budget.
	cfg.PriorBot = func(seed uint64) bot.Bot { return tpPrior{tpheuristic.New(seed)} }
	cfg.PriorBias = 0.1
}

// tpPrior is the heuristic as the search's prior, abstaining at a cut:
// valuing every cut is the dearest thing it does (some 10 ms natively, far
// more than a step of the search may take), while a vote or a joker is cheap.
type tpPrior struct{ *tpheuristic.Bot }

func (tpPrior) Abstains(obs game.Observation) bool {
	o, ok := obs.(*tp.Observation)
	return ok && o.Phase == tp.PhaseCut
}

// A simulation stops when its round ends (or the game does); each seat is
// then valued by its chance to win, estimated from the majorities it is
// likely to hold once the rest of the deck has been shared out (tpOdds).
var tpHorizon = &search.Horizon{
	Mark: func(g game.Game) int { return g.(*tp.Game).Round },
	Leaf: func(g game.Game, mark int, out []float64) bool {
		tg := g.(*tp.Game)
		if tg.Round == mark {
			return false
		}
		tpOdds(tg, out)
		return true
	},
}

// tpOdds estimates each seat's chance to win from the stacks in front of the
// players and the cards still to come: a seat's hold on a number is a
// logistic function of its lead over the best other holder, flattened by how
// many cards of that number (and jokers) may still change it; expected points
// are the numbers weighted by those holds, and the chances to win a softmax of
// the expected points whose temperature grows with the cards left to play.
func tpOdds(g *tp.Game, out []float64) {
	n := g.NPlayers
	var left [11]int
	for _, c := range g.Deck {
		left[c]++
	}
	for _, seg := range g.Contests {
		for _, c := range seg.Cards {
			left[c]++
		}
	}
	var points [4]float64
	for num := 1; num <= 10; num++ {
		var count [4]float64
		for s := range n {
			count[s] = float64(g.Numbers[s][num] + g.Jokers[s][num])
		}
		spread := math.Sqrt(float64(left[num])+float64(left[tp.Joker])/10) + 0.7
		for s := range n {
			best := 0.0
			for o := range n {
				if o != s {
					best = max(best, count[o])
				}
			}
			if count[s] == 0 && best == 0 && left[num] == 0 {
				continue
			}
			hold := 1 / (1 + math.Exp(-1.6*(count[s]-best+0.3)/spread))
			if count[s] == 0 {
				hold *= 0.5
			}
			points[s] += float64(num) * hold
		}
	}
	temp := 1 + 0.4*math.Sqrt(float64(len(g.Deck)))
	top := math.Inf(-1)
	for s := range n {
		top = max(top, points[s])
	}
	total := 0.0
	for s := range n {
		out[s] = math.Exp((points[s] - top) / temp)
		total += out[s]
	}
	for s := range n {
		out[s] /= total
	}
}

// A beginner's view of a round's end: it counts the cards it has taken,
// bigger numbers worth more, as if the most cards won — not who holds the
// majority of each number, which is what scores. Values are a softmax of
// that count, in about a quarter of a card's worth.
var tpNaiveHorizon = &search.Horizon{
	Mark: tpHorizon.Mark,
	Leaf: func(g game.Game, mark int, out []float64) bool {
		tg := g.(*tp.Game)
		if tg.Round == mark {
			return false
		}
		var worth [4]float64
		top := 0.0
		for s := range tg.NPlayers {
			for num := 1; num <= 10; num++ {
				worth[s] += float64(num*(tg.Numbers[s][num]+tg.Jokers[s][num])) / 4
			}
			top = max(top, worth[s])
		}
		total := 0.0
		for s := range tg.NPlayers {
			out[s] = math.Exp(worth[s] - top)
			total += out[s]
		}
		for s := range tg.NPlayers {
			out[s] /= total
		}
		return true
	},
}

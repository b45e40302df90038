package entry

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	rp "parlour/game/rebelprincess"
	rpheuristic "parlour/game/rebelprincess/heuristic"
	"parlour/game/search"
)

// expert tunes the search into this game's Expert (registry.Entry.Expert).
func expert(cfg *search.Config) {
	// The slowest decision within 100 ms in wasm (make bench-wasm): a
	// table of more players simulates dearer actions, and past five more
	// than the count of players says.
	cfg.WorkFor = func(o game.Observation) int {
		n := o.(*rp.Observation).Players
		if n >= 6 {
			return 5100 / n
		}
		return min(1400, 6000/n)
	}
	cfg.IterationCost = 2
	cfg.Exploration = 0.3
	cfg.PriorBias = 0.1
	cfg.ModelOthers = true
	cfg.RolloutBot = func(seed uint64) bot.Bot { return rpheuristic.New(seed) }
	cfg.Fallback = cfg.RolloutBot
	cfg.Horizon = rpHorizon
}

// A simulation stops when its round ends; each seat is then valued by a
// softmax of how far its proposals trail the lowest total (the lowest total
// wins), flatter while more rounds remain to change it.
var rpHorizon = &search.Horizon{
	Mark: func(g game.Game) int { return g.(*rp.Game).Round },
	Leaf: func(g game.Game, mark int, out []float64) bool {
		rg := g.(*rp.Game)
		if rg.Round == mark {
			return false
		}
		rpOdds(rg, out)
		return true
	},
}

func rpOdds(g *rp.Game, out []float64) {
	low := math.MaxInt
	for _, t := range g.Totals {
		low = min(low, t)
	}
	temp := 1.5 + 2*float64(max(0, len(g.Schedule)-g.Round))
	total := 0.0
	for s, t := range g.Totals {
		out[s] = math.Exp(-float64(t-low) / temp)
		total += out[s]
	}
	for s := range out {
		out[s] /= total
	}
}

package entry

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	m "parlour/game/mascarade"
	mheuristic "parlour/game/mascarade/heuristic"
	"parlour/game/search"
)

// mTurns is how many turns a simulation looks ahead before it values the table.
const mTurns = 6

// expert tunes the search into this game's Expert (registry.Entry.Expert).
func expert(cfg *search.Config) {
	// The slowest decision within 100 ms in wasm (make bench-wasm); an
	// action costs more with more players to model, and past five more
	// than the count of players says.
	cfg.WorkFor = func(o game.Observation) int {
		n := o.(*m.Observation).Players
		if n >= 6 {
			return 4500 / n
		}
		return 6000 / n
	}
	cfg.IterationCost = 2
	cfg.Exploration = 0.3
	cfg.PriorBias = 0.1
	cfg.ModelOthers = true
	cfg.RolloutBot = func(seed uint64) bot.Bot { return mheuristic.New(seed) }
	cfg.Fallback = cfg.RolloutBot
	cfg.Horizon = mHorizon
}

// A simulation stops mTurns turns ahead (or when the game ends); each player
// is then valued by a softmax of the coins in front of it: who is richest is
// likeliest to reach 13 first, and wins if someone goes broke.
var mHorizon = &search.Horizon{
	Mark: func(g game.Game) int { return g.(*m.Game).Turn },
	Leaf: func(g game.Game, mark int, out []float64) bool {
		mg := g.(*m.Game)
		if mg.Turn < mark+mTurns {
			return false
		}
		mOdds(mg, out)
		return true
	},
}

func mOdds(g *m.Game, out []float64) {
	top := 0
	for p := range g.NPlayers {
		top = max(top, g.CoinsOf(p))
	}
	total := 0.0
	for p := range g.NPlayers {
		out[p] = math.Exp(float64(g.CoinsOf(p)-top) / 2)
		total += out[p]
	}
	for p := range g.NPlayers {
		out[p] /= total
	}
}

package experts

import (
	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
	llheuristic "parlour/game/loveletter/heuristic"
	"parlour/game/search"
)

func init() {
	tunings[ll.Name] = func(cfg *search.Config) {
		sample := cfg.Sample
		cfg.Sample = func(obs game.Observation, r *game.RNG) (game.Game, error) {
			g, err := sample(obs, r)
			if err == nil {
				llShowLooks(obs.(*ll.Observation), g.(*ll.Game))
			}
			return g, err
		}
		cfg.Iterations = 300
		cfg.Exploration = 0.2
		cfg.PriorBias = 0.1
		cfg.ModelOthers = true
		cfg.RolloutBot = func(seed uint64) bot.Bot { return llheuristic.New(seed) }
		cfg.Horizon = llHorizon
		cfg.Belief = llBelief
		cfg.BeliefTries = 16
	}
}

// A simulation stops when its round ends; each seat's value is then its
// chance to win the race to the token target from there.
var llHorizon = &search.Horizon{
	Mark: func(g game.Game) int { return g.(*ll.Game).Round },
	Leaf: func(g game.Game, mark int, out []float64) bool {
		lg := g.(*ll.Game)
		if lg.Round == mark {
			return false
		}
		var need [8]int
		for s, t := range lg.Tokens {
			need[s] = lg.Target - t
		}
		search.RaceOdds(need[:len(lg.Tokens)], out)
		return true
	},
}

// llShowLooks completes a sample's log with what other seats' Priests saw of
// the viewer's own hand: the viewer knows which card that was, and the seat
// that looked knows it too, so its model in the search must.
func llShowLooks(o *ll.Observation, g *ll.Game) {
	var mine []ll.Card
	remove := func(c ll.Card) {
		for i, x := range mine {
			if x == c {
				mine = append(mine[:i], mine[i+1:]...)
				return
			}
		}
	}
	for i, e := range o.Log {
		switch {
		case e.Type == ll.EvTrade && e.Secret.Len() == 2 && (e.Seat == o.Seat || e.Target == o.Seat):
			k := e.Secret.At(1)
			if e.Target == o.Seat {
				k = e.Secret.At(0)
			}
			mine = append(mine[:0], ll.Card(k))
		case e.Type == ll.EvPriestLook:
			if e.Target == o.Seat && e.Seat != o.Seat && len(mine) == 1 && e.Secret.Len() == 0 {
				g.Log[i].Secret = game.ValuesOf(int(mine[0]))
				g.Log[i].Hidden = 0
			}
		case e.Seat != o.Seat:
		case e.Type == ll.EvDeal, e.Type == ll.EvDraw, e.Type == ll.EvChancellor:
			if e.Type == ll.EvDeal {
				mine = mine[:0]
			}
			for k := range e.Secret.Len() {
				mine = append(mine, ll.Card(e.Secret.At(k)))
			}
		case e.Type == ll.EvReturn:
			for k := range e.Secret.Len() {
				remove(ll.Card(e.Secret.At(k)))
			}
		case e.Type == ll.EvPlay, e.Type == ll.EvDiscard:
			remove(ll.Card(e.Card))
		}
	}
}

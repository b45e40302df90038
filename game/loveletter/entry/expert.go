package entry

import (
	"sync/atomic"

	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
	llheuristic "parlour/game/loveletter/heuristic"
	"parlour/game/search"
)

// beginner adjusts the Beginner's search for this game (registry.Entry.Beginner).
func beginner(cfg *search.Config) {
	cfg.PerAction = 3
	cfg.RolloutBot = func(seed uint64) bot.Bot { return llheuristic.New(seed) }
}

// expert tunes the search into this game's Expert (registry.Entry.Expert).
func expert(cfg *search.Config) {
	sample := cfg.Sample
	// A decision samples its one observation many times: its known log
	// is made once.
	var last atomic.Pointer[llKnown]
	cfg.Sample = func(obs game.Observation, r *game.RNG) (game.Game, error) {
		g, err := sample(obs, r)
		if err == nil {
			o := obs.(*ll.Observation)
			k := last.Load()
			if k == nil || k.o != o {
				k = &llKnown{o, llKnownLog(o)}
				last.Store(k)
			}
			llShowLooks(o, k.log, g.(*ll.Game))
		}
		return g, err
	}
	// Budgets keep the slowest decision under 100 ms in wasm with the
	// shipped flags (make bench-wasm): at 2 players about 50 ms on average
	// and 87 at the slowest, 12 and 18 natively.
	cfg.WorkFor = func(o game.Observation) int {
		switch o.(*ll.Observation).Players {
		case 2:
			return 6600
		case 3:
			return 4900
		}
		return 3900
	}
	cfg.IterationCost = 4
	cfg.Exploration = 0.2
	cfg.PriorBias = 0.1
	cfg.ModelOthers = true
	cfg.RolloutBot = func(seed uint64) bot.Bot { return llheuristic.New(seed) }
	cfg.Fallback = cfg.RolloutBot
	cfg.Horizon = llHorizon
	cfg.Belief = llBelief
	cfg.BeliefTries = 16
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

// reviewRound makes the review's chances those of taking a token this
// round: a 2-player game is a race to six tokens, so a choice that costs
// the round costs a tenth of the game, and a person reviewing it thinks in
// rounds (a Princess thrown away is a blunder, not an inaccuracy).
func reviewRound(cfg *search.Config) string {
	cfg.Horizon = llRoundHorizon
	return "round"
}

// llRoundHorizon ends a simulation when its round ends: each seat that
// took a token in it (the round's winners, and the Spy's holder) scores 1.
// Mark holds the round and each seat's tokens as it began (five bits a
// seat: a target is at most seven).
var llRoundHorizon = &search.Horizon{
	Mark: func(g game.Game) int {
		lg := g.(*ll.Game)
		m := lg.Round << 32
		for s, t := range lg.Tokens {
			m |= min(t, 31) << (5 * s)
		}
		return m
	},
	Leaf: func(g game.Game, mark int, out []float64) bool {
		lg := g.(*ll.Game)
		if lg.Round == mark>>32 && !lg.Over() {
			return false
		}
		for s, t := range lg.Tokens {
			out[s] = 0
			if t > (mark>>(5*s))&31 {
				out[s] = 1
			}
		}
		return true
	},
}

// llKnown is an observation's known log (llKnownLog), never changed.
type llKnown struct {
	o   *ll.Observation
	log []game.Event
}

// llKnownLog is the viewer's log with what other seats' Priests saw of its
// own hand filled in: the viewer knows which card that was, and the seat that
// looked knows it too, so its model in the search must.
func llKnownLog(o *ll.Observation) []game.Event {
	log := game.CloneEvents(o.Log)
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
				log[i].Secret = game.ValuesOf(int(mine[0]))
				log[i].Hidden = 0
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
	return log
}

// llShowLooks gives a sample the viewer's known log (llKnownLog) and fills in
// what a Priest saw of a third seat: that seat's card in the sample, when it
// cannot have changed it since (it has drawn, traded and discarded nothing).
func llShowLooks(o *ll.Observation, known []game.Event, g *ll.Game) {
	g.Log = append(g.Log[:0], known...)
	for i, e := range known {
		if e.Type == ll.EvPriestLook && e.Seat != o.Seat && e.Target != o.Seat && e.Secret.Len() == 0 {
			if seen := llStillHeld(o, g, i, e.Target); seen != ll.NoCard {
				g.Log[i].Secret = game.ValuesOf(int(seen))
				g.Log[i].Hidden = 0
			}
		}
	}
}

// llStillHeld is the card seat t holds in the sample if it still holds the
// card it held at log entry i, else NoCard.
func llStillHeld(o *ll.Observation, g *ll.Game, i, t int) ll.Card {
	for _, e := range o.Log[i+1:] {
		switch {
		case e.Type == ll.EvOut && e.Seat == t:
			if e.Card >= 0 {
				return ll.Card(e.Card)
			}
			return ll.NoCard
		case e.Type == ll.EvTrade && (e.Seat == t || e.Target == t):
			return ll.NoCard
		case e.Seat == t && (e.Type == ll.EvDraw || e.Type == ll.EvDiscard || e.Type == ll.EvChancellor):
			return ll.NoCard
		}
	}
	if len(g.Hands[t]) != 1 {
		return ll.NoCard
	}
	return g.Hands[t][0]
}

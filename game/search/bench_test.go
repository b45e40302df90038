package search_test

import (
	"math"
	"testing"
	"time"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
)

// decisions collects observations where a real choice is owed.
func decisions(name string, players, games int) []game.Observation {
	var out []game.Observation
	for i := range games {
		g, err := catalog.NewGame(name, game.Config{Players: players, Seed: uint64(i)})
		if err != nil {
			panic(err)
		}
		rnd := bot.NewRandom(uint64(i))
		for !g.Over() {
			p := g.Pending()[0]
			o := g.Observe(p)
			if len(o.LegalActions()) > 1 {
				out = append(out, o)
			}
			if _, err := g.Apply(p, rnd.Act(o, bot.Budget{})); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// benchExpert times the Expert's default budget on every decision of a few
// random games (at most benchDecisions of them, spread evenly), a new bot
// each time, as the client makes one per decision: each iteration of the
// benchmark is one sweep, so -benchtime=1x times them all (make bench-wasm).
// Each decision is timed three times with the same seed (the same work) and
// its fastest time kept, so that another process on the machine does not
// count as thinking. It reports the mean (ms/decision), the slowest decision
// (max-ms: the budget keeps it within 100 ms in the browser), the longest
// single Step (step-ms: what one frame may have to wait for) and how many
// decisions a sweep timed.
func benchExpert(b *testing.B, name string, players int) {
	all := decisions(name, players, 3)
	obs := all
	if len(all) > benchDecisions {
		obs = make([]game.Observation, benchDecisions)
		for i := range obs {
			obs[i] = all[i*len(all)/benchDecisions]
		}
	}
	// One decision first, untimed: the first run of the code in a browser
	// also compiles it to its fast tier, a cost paid once per page.
	warm, _ := catalog.NewBot(name, "expert", 0)
	warm.Act(obs[len(obs)/2], bot.Budget{})
	var total, slowest, longest time.Duration
	n := 0
	for b.Loop() {
		for i, o := range obs {
			best, bestStep := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
			for range 3 {
				bt, err := catalog.NewBot(name, "expert", uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				start := time.Now()
				th := bot.Think(bt, o, bot.Budget{})
				step := time.Duration(0)
				for {
					s := time.Now()
					done := th.Step()
					step = max(step, time.Since(s))
					if done {
						break
					}
				}
				best, bestStep = min(best, time.Since(start)), min(bestStep, step)
			}
			total += best
			n++
			slowest, longest = max(slowest, best), max(longest, bestStep)
		}
	}
	b.ReportMetric(float64(total)/float64(n)/1e6, "ms/decision")
	b.ReportMetric(float64(slowest)/1e6, "max-ms")
	b.ReportMetric(float64(longest)/1e6, "step-ms")
	b.ReportMetric(float64(len(obs)), "decisions")
}

// benchDecisions bounds a sweep: a 6-player game has hundreds of decisions,
// and in wasm each is timed three times.
const benchDecisions = 60

// BenchmarkExpert times each game's Expert at each of its benchmark tables
// (registry.Entry.Bench): Expert/loveletter-2p and so on.
func BenchmarkExpert(b *testing.B) {
	for _, t := range benchTables() {
		b.Run(t.String(), func(b *testing.B) { benchExpert(b, t.game, t.players) })
	}
}

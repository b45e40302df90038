package search_test

import (
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

// benchExpert times the Expert's default budget over the decisions of a few
// random games (a new bot each time, as the client makes one per decision).
// Besides the mean (ns/op) it reports the slowest decision (max-ms) — the
// budget is set so that this stays within 100 ms in the browser — and the
// longest single Step (step-ms), which bounds the work done in one frame.
func benchExpert(b *testing.B, name string, players int) {
	obs := decisions(name, players, 3)
	var slowest, step time.Duration
	for i := 0; b.Loop(); i++ {
		bt, err := catalog.NewBot(name, "expert", uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		th := bot.Think(bt, obs[i%len(obs)], bot.Budget{})
		for {
			s := time.Now()
			done := th.Step()
			step = max(step, time.Since(s))
			if done {
				break
			}
		}
		slowest = max(slowest, time.Since(start))
	}
	b.ReportMetric(float64(slowest)/1e6, "max-ms")
	b.ReportMetric(float64(step)/1e6, "step-ms")
}

func BenchmarkExpertLoveLetter2p(b *testing.B) { benchExpert(b, "loveletter", 2) }
func BenchmarkExpertLoveLetter4p(b *testing.B) { benchExpert(b, "loveletter", 4) }

func BenchmarkExpertThreeParts3p(b *testing.B)    { benchExpert(b, "threeparts", 3) }
func BenchmarkExpertThreeParts4p(b *testing.B)    { benchExpert(b, "threeparts", 4) }
func BenchmarkExpertMascarade4p(b *testing.B)     { benchExpert(b, "mascarade", 4) }
func BenchmarkExpertMascarade6p(b *testing.B)     { benchExpert(b, "mascarade", 6) }
func BenchmarkExpertRebelPrincess3p(b *testing.B) { benchExpert(b, "rebelprincess", 3) }
func BenchmarkExpertRebelPrincess4p(b *testing.B) { benchExpert(b, "rebelprincess", 4) }
func BenchmarkExpertRebelPrincess6p(b *testing.B) { benchExpert(b, "rebelprincess", 6) }

package review

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
)

// BenchmarkReviewDecision is the time a review takes per decision judged,
// per game, at the default worlds (make bench-review runs it natively and
// in wasm): a game of Clever bots, seat 0's decisions with a choice.
func BenchmarkReviewDecision(b *testing.B) {
	for _, tb := range []struct {
		name    string
		players int
	}{{"loveletter", 2}, {"mascarade", 4}, {"rebelprincess", 4}, {"threeparts", 3}} {
		b.Run(tb.name, func(b *testing.B) {
			expert, _ := catalog.Expert(tb.name)
			cfg := game.Config{Players: tb.players, Seed: 1}
			clever, _ := catalog.NewBot(tb.name, "clever", 0)
			moves := play(b, tb.name, cfg, func(g game.Game, move int) game.Action { return clever.Act(g.Observe(0), bot.Budget{}) })
			decisions := 0
			for b.Loop() {
				r, err := New(expert, tb.name, cfg, moves, 0, Options{Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
				for !r.Step(1 << 12) {
				}
				decisions = len(r.Decisions())
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(max(decisions, 1)), "ms/decision")
			b.ReportMetric(float64(decisions), "decisions/game")
		})
	}
}

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
			decisions, choices, playouts := 0, 0, 0
			for b.Loop() {
				r, err := New(expert, tb.name, cfg, moves, 0, Options{Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
				for !r.Step(1 << 12) {
				}
				decisions, choices, playouts = len(r.Decisions()), 0, 0
				for _, d := range r.Decisions() {
					choices += len(d.Choices)
					for _, c := range d.Choices {
						playouts += c.Worlds
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(max(decisions, 1)), "ms/decision")
			b.ReportMetric(float64(decisions), "decisions/game")
			// The playouts played, and the choices (each of which the
			// full judgement plays on every world), do not hang on the
			// machine's load as the time does.
			b.ReportMetric(float64(playouts)/float64(max(decisions, 1)), "playouts/decision")
			b.ReportMetric(float64(choices)/float64(max(decisions, 1)), "choices/decision")
		})
	}
}

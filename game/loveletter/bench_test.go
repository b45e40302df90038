package loveletter

import (
	"testing"

	"parlour/game"
)

// BenchmarkRandomGame4p plays one whole 4-player game to the winning token
// count with uniformly random legal actions (the engine's own speed).
func BenchmarkRandomGame4p(b *testing.B) {
	r := game.NewRNG(1)
	buf := make([]game.Action, 0, 64)
	rounds := 0
	for i := 0; b.Loop(); i++ {
		g, _ := New(game.Config{Players: 4, Seed: uint64(i)})
		for !g.Over() {
			buf = g.AppendLegal(buf[:0], g.Turn)
			g.ApplyLegal(g.Turn, buf[r.Intn(len(buf))])
		}
		rounds += g.Round
	}
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}

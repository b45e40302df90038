package rebelprincess

import (
	"testing"

	"parlour/game"
)

// BenchmarkRandomGame4p plays one whole 4-player game (editions alternating,
// random round cards) with uniformly random legal actions: the engine's speed.
func BenchmarkRandomGame4p(b *testing.B) {
	r := game.NewRNG(1)
	actions := 0
	for i := 0; b.Loop(); i++ {
		ed := "classic"
		if i%2 == 1 {
			ed = "deluxe"
		}
		g, _ := New(game.Config{Players: 4, Variant: ed, Seed: uint64(i)})
		for !g.Over() {
			s := g.Pending()[0]
			legal := g.Legal(s)
			if _, err := g.Apply(s, legal[r.Intn(len(legal))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

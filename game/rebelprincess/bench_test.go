package rebelprincess

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// BenchmarkRandomGame4p plays one whole 4-player game (editions alternating,
// random round cards) with uniformly random legal actions: the engine's speed.
func BenchmarkRandomGame4p(b *testing.B) {
	r := game.NewRNG(1)
	actions := 0
	buf := make([]game.Action, 0, 256)
	for i := 0; b.Loop(); i++ {
		ed := "classic"
		if i%2 == 1 {
			ed = "deluxe"
		}
		g, _ := New(game.Config{Players: 4, Variant: ed, Seed: uint64(i)})
		for !g.Over() {
			p := g.Pending()
			s := p[r.Intn(len(p))]
			buf = g.AppendLegal(buf[:0], s)
			if _, err := g.Apply(s, buf[r.Intn(len(buf))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkValidate checks a mid-round game's every invariant.
func BenchmarkValidate(b *testing.B) {
	g, _ := New(game.Config{Players: 5, Variant: "deluxe", Seed: 3})
	gametest.RandomPlay(b, g, game.NewRNG(3), 60, nil)
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSample builds determinizations from the observations of random
// games at every step (what a search bot does before each iteration).
func BenchmarkSample(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game {
		ed := "classic"
		if i%2 == 1 {
			ed = "deluxe"
		}
		g, _ := New(game.Config{Players: 4, Variant: ed, Seed: uint64(i)})
		return g
	}, 6)
	r := game.NewRNG(1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := Sample(obs[i%len(obs)], r); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSave encodes a mid-round 6-player game in its versioned save:
// what the browser does after every move.
func BenchmarkSave(b *testing.B) {
	g, _ := New(game.Config{Players: 6, Variant: "deluxe", Seed: 3})
	gametest.RandomPlay(b, g, game.NewRNG(3), 60, nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := game.Save(g); err != nil {
			b.Fatal(err)
		}
	}
}

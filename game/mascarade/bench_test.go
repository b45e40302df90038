package mascarade

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// BenchmarkRandomGame plays one random 6-player game per iteration.
func BenchmarkRandomGame(b *testing.B) {
	r := game.NewRNG(1)
	buf := make([]game.Action, 0, 64)
	seed := uint64(0)
	for b.Loop() {
		g, _ := New(game.Config{Players: 6, Seed: seed})
		seed++
		for !g.Over() {
			p := g.pending()
			buf = g.AppendLegal(buf[:0], p)
			g.Apply(p, buf[r.Intn(len(buf))])
		}
	}
}

func BenchmarkValidate(b *testing.B) {
	g, _ := New(game.Config{Players: 13, Seed: 1})
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

// observations are views from random games at every step, at 6 and 13 players.
func observations(players int) []game.Observation {
	return gametest.Observations(func(i int) game.Game {
		g, _ := New(game.Config{Players: players, Seed: uint64(i)})
		return g
	}, 10)
}

// BenchmarkKnow reads a fresh observation's knowledge (what Know costs a bot once per decision).
func BenchmarkKnow(b *testing.B) {
	for _, players := range []int{6, 13} {
		b.Run(gametest.ConfigName(game.Config{Players: players}), func(b *testing.B) {
			obs := observations(players)
			i := 0
			for b.Loop() {
				o := obs[i%len(obs)].(*Observation)
				o.know.Store(nil)
				Know(o)
				i++
			}
		})
	}
}

// BenchmarkSample draws samples from one observation after another, as a
// search bot does many times per decision (Know is kept with the observation).
func BenchmarkSample(b *testing.B) {
	for _, players := range []int{6, 13} {
		b.Run(gametest.ConfigName(game.Config{Players: players}), func(b *testing.B) {
			obs := observations(players)
			r := game.NewRNG(1)
			i := 0
			for b.Loop() {
				if _, err := Sample(obs[i/100%len(obs)], r); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

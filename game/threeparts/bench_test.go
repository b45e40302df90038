package threeparts

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// states collects a game's state before every action of a few random games.
func states(tb testing.TB, games int) []*Game {
	var out []*Game
	for i := range games {
		g, _ := New(game.Config{Players: 3 + i%2, Seed: uint64(i)})
		gametest.RandomPlay(tb, g, game.NewRNG(uint64(i)), 10_000, func(gametest.Step) { out = append(out, g.clone()) })
	}
	return out
}

// Validate runs after every action of a soak: on a valid state it allocates nothing.
func TestValidateAllocatesNothing(t *testing.T) {
	for i, g := range states(t, 4) {
		if n := testing.AllocsPerRun(5, func() { _ = g.Validate() }); n != 0 {
			t.Fatalf("state %d (phase %s): Validate allocates %.0f times", i, g.Phase, n)
		}
	}
}

func TestAppendLegalAllocatesNothing(t *testing.T) {
	buf := make([]game.Action, 0, 64)
	for _, g := range states(t, 2) {
		seat := g.Pending()
		if len(seat) == 0 {
			continue
		}
		if n := testing.AllocsPerRun(5, func() { buf = g.AppendLegal(buf[:0], seat[0]) }); n != 0 {
			t.Fatalf("AppendLegal allocates %.0f times", n)
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	for _, players := range []int{3, 4} {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			buf := make([]game.Action, 0, 64)
			r := game.NewRNG(1)
			i := uint64(0)
			for b.Loop() {
				g, _ := New(game.Config{Players: players, Seed: i})
				for !g.Over() {
					p := g.Pending()
					s := p[r.Intn(len(p))]
					buf = g.AppendLegal(buf[:0], s)
					if _, err := g.Apply(s, buf[r.Intn(len(buf))]); err != nil {
						b.Fatal(err)
					}
				}
				i++
			}
		})
	}
}

func BenchmarkValidate(b *testing.B) {
	all := states(b, 4)
	i := 0
	for b.Loop() {
		if err := all[i%len(all)].Validate(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkObserve(b *testing.B) {
	all := states(b, 4)
	i := 0
	for b.Loop() {
		g := all[i%len(all)]
		g.Observe(i % g.NPlayers)
		i++
	}
}

func BenchmarkClone(b *testing.B) {
	all := states(b, 4)
	i := 0
	for b.Loop() {
		all[i%len(all)].Clone()
		i++
	}
}

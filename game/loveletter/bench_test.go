package loveletter

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
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

// BenchmarkValidate checks a mid-game state, as the soak does after every action.
func BenchmarkValidate(b *testing.B) {
	g := midGame(b, 4)
	for b.Loop() {
		if err := g.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

// Validate runs after every action of a soak: it must not allocate.
func TestValidateAllocatesNothing(t *testing.T) {
	g := midGame(t, 4)
	if n := testing.AllocsPerRun(100, func() { _ = g.Validate() }); n != 0 {
		t.Fatalf("Validate allocates %.0f times per call", n)
	}
}

// BenchmarkSample builds one determinization from a real observation, as a
// search bot does thousands of times per decision; observations are taken
// along random 4-player games.
func BenchmarkSample(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := New(game.Config{Players: 4, Seed: uint64(i)}); return g }, 20)
	r := game.NewRNG(1)
	i := 0
	for b.Loop() {
		if _, err := Definition.Sample(obs[i%len(obs)], r); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkDeduce reads what a seat knows from one observation.
func BenchmarkDeduce(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := New(game.Config{Players: 4, Seed: uint64(i)}); return g }, 20)
	i := 0
	for b.Loop() {
		Deduce(obs[i%len(obs)].(*Observation))
		i++
	}
}

func midGame(t testing.TB, players int) *Game {
	g, _ := New(game.Config{Players: players, Seed: 1})
	rnd := bot.NewRandom(1)
	for range 5 {
		g.Apply(g.Turn, rnd.Act(g.Observe(g.Turn), bot.Budget{}))
	}
	if g.Over() {
		t.Fatal("the game ended early")
	}
	return g
}

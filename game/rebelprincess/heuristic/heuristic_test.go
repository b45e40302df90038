package heuristic_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	rp "parlour/game/rebelprincess"
	"parlour/game/rebelprincess/heuristic"
)

func newGame(i int) game.Game {
	ed := "classic"
	if i%2 == 1 {
		ed = "deluxe"
	}
	g, err := rp.New(game.Config{Players: 4, Variant: ed, Seed: uint64(i)})
	if err != nil {
		panic(err)
	}
	return g
}

// The strength target of the Rebel Princess issue: 1 heuristic among 3
// random bots at 4 players, both editions, random round cards.
func TestHeuristicStrengthAgainstRandom(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 500
	}
	rate := gametest.WinRate(t, games, 0, newGame,
		func(i int) []bot.Bot { return gametest.HeuristicAmongRandom(heuristic.New(uint64(i)), 4, uint64(i)) })
	t.Logf("4 players: heuristic won %.1f%% of %d games against three random bots", 100*rate, games)
	if rate < 0.45 {
		t.Fatalf("%.1f%%, want at least 45%%", 100*rate)
	}
}

func TestTheBotOnlyChoosesLegalActions(t *testing.T) {
	for i := range 200 {
		g := newGame(i).(*rp.Game)
		h := heuristic.New(uint64(i))
		for steps := 0; !g.Over() && steps < 5000; steps++ {
			s := g.Pending()[0]
			a := h.Act(g.Observe(s), bot.Budget{})
			if _, err := g.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Over() {
			t.Fatal("a game of heuristic bots did not end")
		}
	}
}

func BenchmarkHeuristicDecision(b *testing.B) {
	obs := gametest.Observations(newGame, 10)
	h := heuristic.New(1)
	i := 0
	for b.Loop() {
		h.Act(obs[i%len(obs)], bot.Budget{})
		i++
	}
}

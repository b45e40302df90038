package heuristic_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	m "parlour/game/mascarade"
	"parlour/game/mascarade/heuristic"
)

// The strength target of the Mascarade issue, over fixed seeds.
func TestHeuristicStrengthAgainstRandom(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 1000
	}
	rate := gametest.WinRate(t, games, 0,
		func(i int) game.Game { g, _ := m.New(game.Config{Players: 6, Seed: uint64(i)}); return g },
		func(i int) []bot.Bot { return gametest.HeuristicAmongRandom(heuristic.New(uint64(i)), 6, uint64(i)) })
	t.Logf("6 players: heuristic won %.1f%% of %d games against five random bots", 100*rate, games)
	if rate < 0.35 {
		t.Fatalf("%.1f%%, want at least 35%%", 100*rate)
	}
}

func BenchmarkHeuristicDecision(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := m.New(game.Config{Players: 6, Seed: uint64(i)}); return g }, 10)
	h := heuristic.New(1)
	i := 0
	for b.Loop() {
		h.Act(obs[i%len(obs)], bot.Budget{})
		i++
	}
}

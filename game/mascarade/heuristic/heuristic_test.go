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
	gametest.CheckStrength(t, gametest.Strength{Games: 10000, ShortGames: 1000, Want: 0.35,
		NewGame: func(i int) game.Game { g, _ := m.New(game.Config{Players: 6, Seed: uint64(i)}); return g },
		NewBot:  func(seed uint64) bot.Bot { return heuristic.New(seed) }})
}

func BenchmarkHeuristicDecision(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := m.New(game.Config{Players: 6, Seed: uint64(i)}); return g }, 10)
	gametest.BenchmarkDecisions(b, obs, heuristic.New(1))
}

package heuristic_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	ll "parlour/game/loveletter"
	"parlour/game/loveletter/heuristic"
)

// The strength targets of the Love Letter issue, over fixed seeds (so the
// figure is the same on every run; cmd/sim reports the same measure).
func TestHeuristicStrengthAgainstRandom(t *testing.T) {
	for players, want := range map[int]float64{2: 0.70, 4: 0.40} {
		gametest.CheckStrength(t, gametest.Strength{Games: 10000, ShortGames: 1000, Want: want,
			NewGame: func(i int) game.Game { g, _ := ll.New(game.Config{Players: players, Seed: uint64(i)}); return g },
			NewBot:  func(seed uint64) bot.Bot { return heuristic.New(seed) }})
	}
}

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
	games := 10000
	if testing.Short() {
		games = 1000
	}
	for _, c := range []struct {
		players int
		want    float64
	}{{2, 0.70}, {4, 0.40}} {
		rate := gametest.WinRate(t, games, 0,
			func(i int) game.Game { g, _ := ll.New(game.Config{Players: c.players, Seed: uint64(i)}); return g },
			func(i int) []bot.Bot {
				return gametest.HeuristicAmongRandom(heuristic.New(uint64(i)), c.players, uint64(i))
			})
		t.Logf("%d players: heuristic won %.1f%% of %d games against random", c.players, 100*rate, games)
		if rate < c.want {
			t.Errorf("%d players: %.1f%%, want at least %.0f%%", c.players, 100*rate, 100*c.want)
		}
	}
}

package heuristic_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
	"parlour/game/loveletter/heuristic"
	"parlour/game/match"
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
		wins := 0
		for i := range games {
			g, _ := ll.New(game.Config{Players: c.players, Seed: uint64(i)})
			bots := []bot.Bot{heuristic.New(uint64(i))}
			for s := 1; s < c.players; s++ {
				bots = append(bots, bot.NewRandom(uint64(i*10+s)))
			}
			if err := match.Play(g, bots, match.Options{}); err != nil {
				t.Fatal(err)
			}
			for _, w := range g.Result().Winners {
				if w == 0 {
					wins++
				}
			}
		}
		rate := float64(wins) / float64(games)
		t.Logf("%d players: heuristic won %.1f%% of %d games against random", c.players, 100*rate, games)
		if rate < c.want {
			t.Errorf("%d players: %.1f%%, want at least %.0f%%", c.players, 100*rate, 100*c.want)
		}
	}
}

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
	gametest.CheckStrength(t, gametest.Strength{Games: 10000, ShortGames: 500, Want: 0.45, NewGame: newGame,
		NewBot: func(seed uint64) bot.Bot { return heuristic.New(seed) }})
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
	gametest.BenchmarkDecisions(b, obs, heuristic.New(1))
}

package heuristic_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	tp "parlour/game/threeparts"
	"parlour/game/threeparts/heuristic"
)

// The strength target of the Three Parts issue, over fixed seeds.
func TestHeuristicStrengthAgainstRandom(t *testing.T) {
	gametest.CheckStrength(t, gametest.Strength{Games: 10000, ShortGames: 1000, Want: 0.5,
		NewGame: func(i int) game.Game { g, _ := tp.New(game.Config{Players: 3, Seed: uint64(i)}); return g },
		NewBot:  func(seed uint64) bot.Bot { return heuristic.New(seed) }})
}

// The vote is a mixed strategy: the same observation does not always give the same vote.
func TestVotesAreMixed(t *testing.T) {
	g, _ := tp.New(game.Config{Players: 3, Seed: 1})
	if err := g.StackCards(0, 10, 10, 9, 10, 10, 9, 8); err != nil {
		t.Fatal(err)
	}
	a, _ := tp.ParseAction("cut 2/3/2")
	if _, err := g.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	seen := map[int8]bool{}
	for seed := range uint64(200) {
		seen[heuristic.New(seed).Act(g.Observe(1), bot.Budget{}).Args[0]] = true
	}
	if len(seen) < 2 {
		t.Fatalf("always voted %v", seen)
	}
}

func BenchmarkHeuristicDecision(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := tp.New(game.Config{Players: 4, Seed: uint64(i)}); return g }, 10)
	gametest.BenchmarkDecisions(b, obs, heuristic.New(1))
}

func TestThinkingInSlicesDecidesAsActDoes(t *testing.T) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := tp.New(game.Config{Players: 3 + i%2, Seed: uint64(i)}); return g }, 6)
	gametest.CheckSteppedMatchesAct(t, obs, func(seed uint64) bot.Stepper { return heuristic.New(seed) })
}

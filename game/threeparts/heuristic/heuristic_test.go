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
	games := 10000
	if testing.Short() {
		games = 1000
	}
	rate := gametest.WinRate(t, games, 0,
		func(i int) game.Game { g, _ := tp.New(game.Config{Players: 3, Seed: uint64(i)}); return g },
		func(i int) []bot.Bot { return gametest.HeuristicAmongRandom(heuristic.New(uint64(i)), 3, uint64(i)) })
	t.Logf("3 players: heuristic won %.1f%% of %d games against two random bots", 100*rate, games)
	if rate < 0.5 {
		t.Fatalf("%.1f%%, want at least 50%%", 100*rate)
	}
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
	h := heuristic.New(1)
	i := 0
	for b.Loop() {
		h.Act(obs[i%len(obs)], bot.Budget{})
		i++
	}
}

func TestThinkingInSlicesDecidesAsActDoes(t *testing.T) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := tp.New(game.Config{Players: 3 + i%2, Seed: uint64(i)}); return g }, 6)
	gametest.CheckSteppedMatchesAct(t, obs, func(seed uint64) bot.Stepper { return heuristic.New(seed) })
}

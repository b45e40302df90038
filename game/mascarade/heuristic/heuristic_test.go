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

// The belief follows what the bot saw: the setup, then its own look.
func TestBeliefPinsWhatWasSeenAndBlursOthersSwaps(t *testing.T) {
	g, _ := m.New(game.Config{Players: 6, Seed: 2})
	b := heuristic.Believe(g.ObserveSeat(0))
	for place, k := range g.Places {
		if b[place][k] < 0.99 {
			t.Fatalf("place %d: the setup showed %s, belief %.2f", place, k, b[place][k])
		}
	}
	// Another player swaps (really or not): both places become uncertain to seat 0.
	cur := g.Current
	other := (cur + 1) % 6
	if other == 0 {
		other = 2
	}
	a, _ := m.ParseAction("swap "+string(rune('0'+other)), 6)
	if cur == 0 {
		t.Skip("seed gives player 0 the first turn")
	}
	if _, err := g.Apply(cur, a); err != nil {
		t.Fatal(err)
	}
	b = heuristic.Believe(g.ObserveSeat(0))
	if p := b[g.At[cur]][g.Places[g.At[other]]]; p < 0.4 || p > 0.6 {
		t.Fatalf("after an unseen swap the belief should be near 50%%, got %.2f", p)
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

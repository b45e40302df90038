package entry

import (
	"testing"

	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/game/search"
)

// The review's chances in Love Letter are of taking a token this round: a
// simulation stops when the round ends, and each seat that took a token in
// it (a round's winner, the Spy's holder) scores 1, every other 0.
func TestTheReviewScoresTheSeatsThatTookATokenThisRound(t *testing.T) {
	var cfg search.Config
	if got := reviewRound(&cfg); got != "round" || cfg.Horizon != llRoundHorizon {
		t.Fatalf("the review measures %q", got)
	}
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := game.New("loveletter", game.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		lg := g.(*ll.Game)
		// Some tokens already won, so the mark must tell them apart.
		lg.Tokens[1], lg.Tokens[2] = 2, 1
		mark := llRoundHorizon.Mark(g)
		before := append([]int(nil), lg.Tokens...)
		rng := game.NewRNG(seed)
		out := make([]float64, 3)
		for !llRoundHorizon.Leaf(g, mark, out) {
			seat := g.Pending()[0]
			legal := g.Legal(seat)
			if _, err := g.Apply(seat, legal[rng.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		took := 0
		for s := range 3 {
			want := 0.0
			if lg.Tokens[s] > before[s] {
				want, took = 1, took+1
			}
			if out[s] != want {
				t.Errorf("seed %d: seat %d scored %v with tokens %d → %d", seed, s, out[s], before[s], lg.Tokens[s])
			}
		}
		if took == 0 {
			t.Errorf("seed %d: the round ended with no token taken", seed)
		}
	}
}

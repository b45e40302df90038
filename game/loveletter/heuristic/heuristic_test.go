package heuristic

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	ll "parlour/game/loveletter"
)

// stacked deals a 2019 table with a fixed deck, top first (gametest.Deal).
func stacked(t testing.TB, players, first int, cards ...ll.Card) *ll.Game {
	t.Helper()
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return gametest.Deal[*ll.Game](t, ll.Definition, game.Config{Players: players, Seed: 1}, first, names...)
}

func decide(g *ll.Game) string {
	return ll.FormatAction(New(1).Act(g.Observe(g.Turn), bot.Budget{}))
}

func TestGuardNamesWhatItsPriestSaw(t *testing.T) {
	// Seat 0's Priest sees seat 1's King; seat 1 must then play the Countess (it
	// holds the King) and seat 2 a Spy; seat 0 draws a second Guard.
	g := stacked(t, 3, 0, ll.Spy, ll.Priest, ll.King, ll.Baron, ll.Guard, ll.Countess, ll.Spy, ll.Guard)
	gametest.Act(t, g, 0, "priest@1")
	gametest.Act(t, g, 1, "countess")
	gametest.Act(t, g, 2, "spy")
	if got := decide(g); got != "guard@1=king" {
		t.Fatalf("the bot saw seat 1's King and should name it, chose %s", got)
	}
}

func TestNeverDiscardsItsOwnPrincess(t *testing.T) {
	for _, other := range []ll.Card{ll.Guard, ll.Priest, ll.Baron, ll.Handmaid, ll.Prince, ll.King, ll.Spy} {
		g := stacked(t, 3, 0, ll.Countess, ll.Princess, ll.Guard, ll.Guard, other)
		if got := decide(g); got == "princess" || got == "prince@0" {
			t.Fatalf("holding the Princess and a %s, the bot chose %s", other, got)
		}
	}
}

func TestNeverNamesACardItKnowsIsGone(t *testing.T) {
	// Over many real games, every named card still has an unseen copy.
	for seed := range uint64(300) {
		g, _ := ll.New(game.Config{Players: 4, Seed: seed})
		b := New(seed)
		for !g.Over() {
			seat := g.Turn
			o := g.ObserveSeat(seat)
			a := b.Act(o, bot.Budget{})
			if a.Kind == ll.KindPlay && ll.Card(a.Args[0]) == ll.Guard && a.Args[2] >= 0 {
				unseen := o.Unseen()
				if unseen[a.Args[2]] == 0 {
					anyLeft := false
					for c, n := range unseen {
						anyLeft = anyLeft || (n > 0 && ll.Card(c) != ll.Guard)
					}
					if anyLeft {
						t.Fatalf("seed %d: named %s with no copy unseen (%v)", seed, ll.Card(a.Args[2]), unseen)
					}
				}
			}
			if _, err := g.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func BenchmarkHeuristicDecision(b *testing.B) {
	// A spread of real mid-game observations from 4-player games.
	obs := gametest.Observations(func(i int) game.Game { g, _ := ll.New(game.Config{Players: 4, Seed: uint64(i)}); return g }, 20)
	gametest.BenchmarkDecisions(b, obs, New(1))
}

func TestThinkingInSlicesDecidesAsActDoes(t *testing.T) {
	obs := gametest.Observations(func(i int) game.Game {
		g, _ := ll.New(game.Config{Players: 2 + i%5, Seed: uint64(i)})
		return g
	}, 30)
	gametest.CheckSteppedMatchesAct(t, obs, func(seed uint64) bot.Stepper { return New(seed) })
}

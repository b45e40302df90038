package search_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
)

// decisions collects observations where a real choice is owed.
func decisions(name string, players, games int) []game.Observation {
	var out []game.Observation
	for i := range games {
		g, err := catalog.NewGame(name, game.Config{Players: players, Seed: uint64(i)})
		if err != nil {
			panic(err)
		}
		rnd := bot.NewRandom(uint64(i))
		for !g.Over() {
			p := g.Pending()[0]
			o := g.Observe(p)
			if len(o.LegalActions()) > 1 {
				out = append(out, o)
			}
			if _, err := g.Apply(p, rnd.Act(o, bot.Budget{})); err != nil {
				panic(err)
			}
		}
	}
	return out
}

func benchExpert(b *testing.B, name string, players int) {
	obs := decisions(name, players, 3)
	for i := 0; b.Loop(); i++ {
		bt, err := catalog.NewBot(name, "expert", uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		bt.Act(obs[i%len(obs)], bot.Budget{})
	}
}

func BenchmarkExpertLoveLetter2p(b *testing.B) { benchExpert(b, "loveletter", 2) }
func BenchmarkExpertLoveLetter4p(b *testing.B) { benchExpert(b, "loveletter", 4) }

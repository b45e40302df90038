package search_test

import (
	"flag"
	"strconv"
	"strings"
	"sync"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	ll "parlour/game/loveletter"
	"parlour/game/match"
	"parlour/game/search"
	"parlour/game/search/experts"
)

var llRounds = flag.String("llrounds", "", "players:bot,bot:rounds — play first rounds of Love Letter, rotated, count round wins")

// TestLLRounds is a development measure: round wins are ten times cheaper to
// count than game wins, and the search's choices matter within a round.
func TestLLRounds(t *testing.T) {
	if *llRounds == "" {
		t.Skip("set -llrounds")
	}
	p := strings.Split(*llRounds, ":")
	players, _ := strconv.Atoi(p[0])
	lineup := strings.Split(p[1], ",")
	n, _ := strconv.Atoi(p[2])
	wins := make([]float64, len(lineup))
	var mu sync.Mutex
	var wg sync.WaitGroup
	workers := 2
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += workers {
				seed := match.GameSeed(7, i)
				g, _ := ll.New(game.Config{Players: players, Seed: seed})
				r := game.NewRNG(^seed)
				bots := make([]bot.Bot, players)
				seatOf := make([]int, players)
				for k, name := range lineup {
					seatOf[k] = (k + i) % players
					var b bot.Bot
					var err error
					if name == "cheat" {
						cfg, _ := experts.Config("loveletter")
						cfg.Sample = func(game.Observation, *game.RNG) (game.Game, error) { return g.Clone(), nil }
						b = search.New(cfg, r.Uint64())
					} else {
						b, err = catalog.NewBot("loveletter", name, r.Uint64())
					}
					if err != nil {
						panic(err)
					}
					bots[seatOf[k]] = b
				}
				var winners []int
				for g.Round == 1 && !g.Over() {
					s := g.Turn
					ev, err := g.Apply(s, bots[s].Act(g.Observe(s), bot.Budget{}))
					if err != nil {
						panic(err)
					}
					for _, e := range ev {
						if e.Type == ll.EvRoundWin {
							winners = append(winners, e.Seat)
						}
					}
				}
				mu.Lock()
				for k := range lineup {
					for _, s := range winners {
						if s == seatOf[k] {
							wins[k] += 1 / float64(len(winners))
						}
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for k, name := range lineup {
		lo, hi := match.Wilson(int(wins[k]), n)
		t.Logf("%-8s %5.1f%% (%.1f–%.1f) of %d rounds", name, 100*wins[k]/float64(n), 100*lo, 100*hi, n)
	}
}

package rebelprincess

import (
	"fmt"
	"strings"
	"testing"

	"parlour/game"
)

// runningTables end a game with each round card of each edition in turn, at
// 3 to 6 players: the card's round is the game's last, so its won piles are
// still there to count when the game ends. The rounds before it give the
// seats different totals (Bathroom Break spares the highest).
func runningTables() []game.Config {
	var out []game.Config
	for _, ed := range []Edition{Classic, Deluxe} {
		slugs := editionSlugs(ed)
		for i, last := range slugs {
			var names []string
			for k := 1; len(names) < 4; k++ {
				names = append(names, slugs[(i+k)%len(slugs)])
			}
			names = append(names, last)
			for n := 3; n <= 6; n++ {
				out = append(out, game.Config{Players: n, Variant: string(ed), Options: map[string]string{"rounds": strings.Join(names, ",")}})
			}
		}
	}
	return out
}

// The count by each seat's name is the round's score so far under the round
// card, for every viewer, at every trick of whole games of every round card:
// the engine's own scoring of the cards won until then. A seat whose won
// cards the viewer has all seen shows exactly its score; at the game's end
// the last round's count is the score its summary gives.
func TestTheRunningCountIsTheRoundScoreUnderTheRoundCard(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	for _, cfg := range runningTables() {
		for seed := range seeds {
			cfg := cfg
			cfg.Seed = 1 + seed
			name := fmt.Sprintf("%s/%dp/%s/seed%d", cfg.Variant, cfg.Players, cfg.Options["rounds"], cfg.Seed)
			gg, err := Definition.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			g := gg.(*Game)
			r := game.NewRNG(cfg.Seed)
			failed := false
			check := func(at string, want func(s int) int) {
				for v := range g.NPlayers {
					o := g.ObserveSeat(v)
					for s := range g.NPlayers {
						if len(o.Won[s]) != o.WonSizes[s] {
							continue // some of its won cards the viewer never saw
						}
						if got, w := o.Proposals[s], want(s); got != w && !failed {
							failed = true
							t.Errorf("%s, %s (%s), seat %d seen by %d: the count shows %d, the score is %d (won %v)",
								name, at, g.RoundCard().Slug, s, v, got, w, o.Won[s])
						}
					}
				}
			}
			for steps := 0; !g.Over(); steps++ {
				if steps > 5000 {
					t.Fatalf("%s: no end after %d steps", name, steps)
				}
				pending := g.Pending()
				seat := pending[r.Intn(len(pending))]
				legal := g.Legal(seat)
				events, err := g.Apply(seat, legal[r.Intn(len(legal))])
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				trick, ended := false, false
				for _, e := range events {
					trick = trick || e.Type == EvTrick
					ended = ended || e.Type == EvRoundScore
				}
				if trick && !ended {
					now, _, _ := g.roundScores()
					check(fmt.Sprintf("trick %d of round %d", g.Tricks, g.Round+1), func(s int) int { return now[s] })
				}
			}
			check("the game's end", func(s int) int { return g.Scores[s][len(g.Scores[s])-1] })
		}
	}
}

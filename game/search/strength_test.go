package search_test

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/match"
)

// The strength checks of `make test`: a few games per game with fixed seeds
// and rotated seats, so they take seconds and give the same figures on every
// run. They catch an Expert or a Beginner that has stopped working (a fair
// share is far below what each measures over thousands of games in
// `make strength`); the real figures are `make strength`'s.
func TestStrengthSmall(t *testing.T) {
	cases := []struct {
		game    string
		players int
		lineup  []string
		games   int
		above   bool    // the first bot's rate must be above share, else below
		share   float64 // of the games
	}{
		{"loveletter", 2, []string{"expert", "clever"}, 24, true, 0.5},
		{"loveletter", 2, []string{"beginner", "random"}, 60, true, 0.5},
		{"loveletter", 2, []string{"beginner", "clever"}, 120, false, 0.5},
		{"threeparts", 3, []string{"expert", "clever", "clever"}, 12, true, 1.0 / 3},
		{"threeparts", 3, []string{"beginner", "random", "random"}, 60, true, 1.0 / 3},
		{"mascarade", 4, []string{"expert", "clever", "clever", "clever"}, 12, true, 0.25},
		{"mascarade", 4, []string{"beginner", "random", "random", "random"}, 60, true, 0.25},
		{"mascarade", 4, []string{"beginner", "clever", "clever", "clever"}, 60, false, 0.25},
		{"rebelprincess", 3, []string{"expert", "clever", "clever"}, 6, true, 1.0 / 3},
		{"rebelprincess", 3, []string{"beginner", "random", "random"}, 12, true, 1.0 / 3},
		{"rebelprincess", 3, []string{"beginner", "clever", "clever"}, 12, false, 1.0 / 3},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s-%dp-%s-%s", c.game, c.players, c.lineup[0], c.lineup[1]), func(t *testing.T) {
			t.Parallel()
			out, err := match.Tournament{
				Lineup: c.lineup, Games: c.games, Seed: 11, Workers: 1,
				NewGame: func(seed uint64) (game.Game, error) {
					return catalog.NewGame(c.game, game.Config{Players: c.players, Seed: seed})
				},
				NewBot: func(name string, seed uint64) (bot.Bot, error) { return catalog.NewBot(c.game, name, seed) },
			}.Run()
			if err != nil {
				t.Fatal(err)
			}
			rate := out.Standings[0].Rate
			t.Logf("%s won %.0f%% of %d games (%v)", c.lineup[0], 100*rate, c.games, c.lineup)
			if c.above && rate <= c.share || !c.above && rate >= c.share {
				t.Errorf("%s won %.0f%% of %d games against %v; want %s %.0f%%", c.lineup[0], 100*rate, c.games, c.lineup[1:],
					map[bool]string{true: "above", false: "below"}[c.above], 100*c.share)
			}
		})
	}
}

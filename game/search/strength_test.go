package search_test

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/match"
	"parlour/game/registry"
)

// The strength checks of `make test`: a few games per game with fixed seeds
// and rotated seats, so they take seconds and give the same figures on every
// run. They catch an Expert or a Beginner that has stopped working (a fair
// share is far below what each measures over thousands of games in
// `make strength`); the real figures are `make strength`'s.
func TestStrengthSmall(t *testing.T) {
	type quick struct {
		game string
		registry.Lineup
	}
	var cases []quick
	for _, e := range catalog.Entries() {
		for _, l := range e.Strength {
			if l.Quick > 0 {
				cases = append(cases, quick{e.Name(), l})
			}
		}
	}
	for _, c := range cases {
		share := 1 / float64(c.Players)
		t.Run(fmt.Sprintf("%s-%dp-%s-%s", c.game, c.Players, c.Bots[0], c.Bots[1]), func(t *testing.T) {
			t.Parallel()
			out, err := match.Tournament{
				Lineup: c.Bots, Games: c.Quick, Seed: 11, Workers: 1,
				NewGame: func(seed uint64) (game.Game, error) {
					return catalog.NewGame(c.game, game.Config{Players: c.Players, Seed: seed})
				},
				NewBot: func(name string, seed uint64) (bot.Bot, error) { return catalog.NewBot(c.game, name, seed) },
			}.Run()
			if err != nil {
				t.Fatal(err)
			}
			rate := out.Standings[0].Rate
			t.Logf("%s won %.0f%% of %d games (%v)", c.Bots[0], 100*rate, c.Quick, c.Bots)
			if c.Above && rate <= share || !c.Above && rate >= share {
				t.Errorf("%s won %.0f%% of %d games against %v; want %s %.0f%%", c.Bots[0], 100*rate, c.Quick, c.Bots[1:],
					map[bool]string{true: "above", false: "below"}[c.Above], 100*share)
			}
		})
	}
}

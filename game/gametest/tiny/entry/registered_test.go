package entry_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/game/gametest/tiny/entry"
	"parlour/game/match"
	"parlour/game/registry"
)

// The one line that makes Tiny a game of the catalog, as a line in package
// games does for a real one. Everything below reaches it by name only.
func init() { catalog.Register(entry.Entry) }

const name = "tiny"

// lookup is the registered entry.
func lookup(t testing.TB) registry.Entry {
	t.Helper()
	e, err := catalog.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// tables are the entry's tables as configs.
func tables(e registry.Entry) []game.Config {
	var out []game.Config
	for _, n := range e.Tables {
		out = append(out, game.Config{Players: n})
	}
	return out
}

func TestTheRegisteredGamePassesTheConformanceSuite(t *testing.T) {
	e := lookup(t)
	gametest.Conformance(t, e.Definition, tables(e))
}

func TestTheRegisteredGameSoaks(t *testing.T) {
	e := lookup(t)
	gametest.Soak(t, e.Definition, tables(e), nil)
}

// tournament plays a line-up at a table of the registered game, seats
// rotated, with the catalog's games and bots.
func tournament(t *testing.T, lineup []string, games int) match.Outcome {
	t.Helper()
	out, err := match.Tournament{
		Lineup: lineup, Games: games, Seed: 11, Workers: 1,
		NewGame: func(seed uint64) (game.Game, error) {
			return catalog.NewGame(name, game.Config{Players: len(lineup), Seed: seed})
		},
		NewBot: func(level string, seed uint64) (bot.Bot, error) { return catalog.NewBot(name, level, seed) },
	}.Run()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEveryLevelPlaysWholeGames seats each bot level against each other
// level at every table of the entry: every game ends, and has a winner.
func TestEveryLevelPlaysWholeGames(t *testing.T) {
	e := lookup(t)
	for _, n := range e.Tables {
		for _, level := range catalog.Levels {
			lineup := []string{level}
			for k := 1; k < n; k++ {
				lineup = append(lineup, catalog.Levels[k%len(catalog.Levels)])
			}
			out := tournament(t, lineup, 6)
			wins := 0
			for _, s := range out.Standings {
				wins += s.Wins
			}
			if wins < out.Games {
				t.Errorf("%v at %d players: %d wins in %d games", lineup, n, wins, out.Games)
			}
		}
	}
}

// TestTheQuickStrengthLineUpsBeatRandomPlay plays the entry's quick
// line-ups. A tie in tricks is a shared win, so the share to beat is not
// 1/players but what a random bot wins in the measured bot's place, on the
// same deals.
func TestTheQuickStrengthLineUpsBeatRandomPlay(t *testing.T) {
	e := lookup(t)
	for _, l := range e.Strength {
		if l.Quick == 0 {
			continue
		}
		got := tournament(t, l.Bots, l.Quick).Standings[0]
		fair := tournament(t, registry.Among("random", "random", l.Players), l.Quick).Standings[0]
		t.Logf("%s: %.0f%% (%.0f–%.0f%%) of %d games; random in its place %.0f%%", l.Describe(), 100*got.Rate, 100*got.Low, 100*got.High, l.Quick, 100*fair.Rate)
		if got.Low <= fair.Rate {
			t.Errorf("%s won %.0f%% of %d games (at least %.0f%% at 95%%), no better than random play's %.0f%%", l.Bots[0], 100*got.Rate, l.Quick, 100*got.Low, 100*fair.Rate)
		}
	}
}

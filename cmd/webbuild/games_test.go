package main

import (
	"testing"

	"parlour/assets/i18n"
	"parlour/game/catalog"
	"parlour/scenes/params"
)

// The embed builder offers what the game takes, each in words: every bot
// level and speed has a label of its own, not its URL name, and a snippet
// with any of its levels is read by the game without a warning (issue 38:
// the builder offered "random", a bot for tests, which the game ignores).
func TestTheBuilderOffersOnlyLevelsTheGameTakesInWords(t *testing.T) {
	s, err := readGames("../..")
	if err != nil {
		t.Fatal(err)
	}
	var games []params.Game
	for _, e := range catalog.Entries() {
		games = append(games, params.Game{Def: e.Definition, Bots: catalog.Offered()})
	}
	for _, c := range append(append([]choice{}, s.Bots...), s.Speeds...) {
		if c.Label == "" || c.Label == c.Name {
			t.Errorf("the builder offers %q with no words of its own (%q)", c.Name, c.Label)
		}
	}
	for _, b := range s.Bots {
		for _, g := range s.Games {
			if _, warnings := params.Parse("?game="+g.Name+"&bots="+b.Name, i18n.Languages(), games); len(warnings) > 0 {
				t.Errorf("%s: the builder's bots=%s is refused: %q", g.Name, b.Name, warnings)
			}
		}
	}
}

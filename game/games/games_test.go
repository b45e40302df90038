package games_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/games"
	"parlour/game/registry"
)

// root is the repository's root, from this package's folder.
const root = "../.."

// TestEveryListedGameHasEverythingAGameNeeds is the registry's check: a game
// added to the list with something missing fails here, not in a person's
// browser. Each entry is complete (registry.Entry.Validate: a sampler, a
// Clever bot, an Expert, tables, strength line-ups); its rules package
// registers the very definition; its folders exist — the rules package, its
// table (scenes/<name>) with a message catalog in every language the app
// has. The client checks the rest of its table when it starts
// (scenes/table.Register: cards, rules reference, one table per game).
func TestEveryListedGameHasEverythingAGameNeeds(t *testing.T) {
	langs, _ := filepath.Glob(filepath.Join(root, "assets", "i18n", "*.json"))
	if len(langs) < 2 {
		t.Fatalf("no shared catalogs under assets/i18n: %v", langs)
	}
	seen := map[string]bool{}
	for _, e := range games.All {
		name := e.Name()
		t.Run(name, func(t *testing.T) {
			if seen[name] {
				t.Fatalf("listed twice")
			}
			seen[name] = true
			if err := e.Validate(); err != nil {
				t.Fatal(err)
			}
			reg, err := game.Lookup(name)
			if err != nil || reg.Name != name || reg.StateVersion != e.Definition.StateVersion {
				t.Fatalf("the rules package does not register this definition (game.Register in its init): %v", err)
			}
			dir := filepath.Join(root, strings.TrimPrefix(e.Package(), "parlour/"))
			if _, err := os.Stat(filepath.Join(dir, "setup.go")); err != nil || !strings.HasPrefix(e.Package(), "parlour/game/") {
				t.Errorf("rules package %s: %v", e.Package(), err)
			}
			for _, shared := range langs {
				own := filepath.Join(root, "scenes", name, "i18n", filepath.Base(shared))
				if _, err := os.Stat(own); err != nil {
					t.Errorf("no %s catalog for its table: %v", filepath.Base(shared), err)
				}
			}
		})
	}
	if got := catalog.Games(); !slices.Equal(got[:len(games.All)], names(games.All)) {
		t.Errorf("the catalog lists %v, not the games in order", got)
	}
}

func names(list []registry.Entry) []string {
	var out []string
	for _, e := range list {
		out = append(out, e.Name())
	}
	return out
}

// TestEveryGameHasABotAtEveryLevel makes each level of every game and has it
// decide the first decision of a game at its smallest table: a legal action.
func TestEveryGameHasABotAtEveryLevel(t *testing.T) {
	for _, e := range games.All {
		for _, level := range registry.Levels {
			t.Run(e.Name()+"/"+level, func(t *testing.T) {
				g, err := catalog.NewGame(e.Name(), game.Config{Players: e.Definition.MinPlayers, Seed: 3})
				if err != nil {
					t.Fatal(err)
				}
				b, err := catalog.NewBot(e.Name(), level, 1)
				if err != nil {
					t.Fatal(err)
				}
				seat := g.Pending()[0]
				a := b.Act(g.Observe(seat), bot.Budget{})
				if !slices.Contains(g.Legal(seat), a) {
					t.Fatalf("%s chose %s, not a legal action", level, g.FormatAction(a))
				}
			})
		}
	}
}

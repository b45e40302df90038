// Package catalog knows every game and bot by name, so that tools (the
// simulator, the client, the tests) can create, load and seat any of them.
// The games are package games' list; tests may add one more (Register).
// Every game has a bot at every level of registry.Levels: "random" is
// Parlour's, "clever" the game's own (Entry.Clever), "expert" and "beginner"
// the one search bot tuned by the game (Expert, Beginner in search.go).
package catalog

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/games"
	"parlour/game/registry"
	"parlour/game/search"
)

// Aliases are other names accepted for a bot level.
var Aliases = map[string]string{"heuristic": "clever"}

// Levels are the bot levels of every game, the default first.
var Levels = registry.Levels

// Offered are the levels a person is offered, in the setup, the URL and
// the embed builder: every level but "random", a bot for tests and
// measurements (issue 38: the builder offered it as "random", and the game
// ignored the bots=random of its snippet).
func Offered() []string {
	return slices.DeleteFunc(slices.Clone(Levels), func(b string) bool { return b == "random" })
}

var (
	mu      sync.RWMutex
	entries = mustCheck(games.All)
)

func mustCheck(list []registry.Entry) []registry.Entry {
	for _, e := range list {
		if err := check(e); err != nil {
			panic("catalog: " + err.Error())
		}
	}
	return slices.Clone(list)
}

// check validates an entry and makes sure its rules are registered (a
// rules package registers its Definition in its init; a game known only to
// a test may leave it to Register).
func check(e registry.Entry) error {
	if err := e.Validate(); err != nil {
		return err
	}
	if _, err := game.Lookup(e.Name()); err != nil {
		game.Register(e.Definition)
	}
	return nil
}

// Register adds a game to the catalog: for a test's own game (the real
// ones are package games' list). It panics on an entry that lacks
// something (registry.Entry.Validate) or a name already taken.
func Register(e registry.Entry) {
	mu.Lock()
	defer mu.Unlock()
	if slices.ContainsFunc(entries, func(x registry.Entry) bool { return x.Name() == e.Name() }) {
		panic("catalog: registered twice: " + e.Name())
	}
	if err := check(e); err != nil {
		panic("catalog: " + err.Error())
	}
	entries = append(entries, e)
}

// Entries lists the games, in the title's order.
func Entries() []registry.Entry {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(entries)
}

// Lookup is a game's entry.
func Lookup(name string) (registry.Entry, error) {
	mu.RLock()
	defer mu.RUnlock()
	for _, e := range entries {
		if e.Name() == name {
			return e, nil
		}
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name()
	}
	return registry.Entry{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
}

// Games lists the games' names, in the title's order.
func Games() []string {
	var out []string
	for _, e := range Entries() {
		out = append(out, e.Name())
	}
	return out
}

// NewGame creates a game by name.
func NewGame(name string, cfg game.Config) (game.Game, error) {
	e, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	return e.Definition.New(cfg)
}

// BotName is the main name of a bot level given by name or alias.
func BotName(name string) string {
	name = strings.ToLower(strings.TrimSpace(name))
	if main, ok := Aliases[name]; ok {
		return main
	}
	return name
}

// NewBot creates a named bot for a game; the name may be an alias.
func NewBot(gameName, botName string, seed uint64) (bot.Bot, error) {
	e, err := Lookup(gameName)
	if err != nil {
		return nil, err
	}
	switch BotName(botName) {
	case "random":
		return bot.NewRandom(seed), nil
	case "clever":
		return e.Clever(seed), nil
	case "beginner":
		return search.New(beginnerConfig(e), seed), nil
	case "expert":
		return search.New(expertConfig(e), seed), nil
	}
	return nil, fmt.Errorf("%s: unknown bot %q (bots: %s)", gameName, botName, strings.Join(Levels, ", "))
}

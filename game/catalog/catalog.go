// Package catalog knows every game and bot by name, so that tools (the
// simulator, the client) can create, load and seat any of them. The names of
// a game's bots come from its game.Definition; this package maps each name to
// the code that plays it.
package catalog

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/loveletter"
	llheuristic "parlour/game/loveletter/heuristic"
	"parlour/game/mascarade"
	mheuristic "parlour/game/mascarade/heuristic"
	"parlour/game/rebelprincess"
	rpheuristic "parlour/game/rebelprincess/heuristic"
	"parlour/game/search"
	"parlour/game/search/experts"
	"parlour/game/threeparts"
	tpheuristic "parlour/game/threeparts/heuristic"
)

// Aliases are other names accepted for a bot level.
var Aliases = map[string]string{"heuristic": "clever"}

var random = func(seed uint64) bot.Bot { return bot.NewRandom(seed) }

var bots = map[string]bot.Registry{
	loveletter.Name: {
		"random": random,
		"clever": func(seed uint64) bot.Bot { return llheuristic.New(seed) },
	},
	mascarade.Name: {
		"random": random,
		"clever": func(seed uint64) bot.Bot { return mheuristic.New(seed) },
	},
	rebelprincess.Name: {
		"random": random,
		"clever": func(seed uint64) bot.Bot { return rpheuristic.New(seed) },
	},
	threeparts.Name: {
		"random": random,
		"clever": func(seed uint64) bot.Bot { return tpheuristic.New(seed) },
	},
}

// Games lists the registered games.
func Games() []string { return game.Names() }

// NewGame creates a game by name.
func NewGame(name string, cfg game.Config) (game.Game, error) { return game.New(name, cfg) }

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
	d, err := game.Lookup(gameName)
	if err != nil {
		return nil, err
	}
	name := BotName(botName)
	if !slices.Contains(d.Bots, name) {
		return nil, fmt.Errorf("%s: unknown bot %q (bots: %s)", gameName, botName, strings.Join(d.Bots, ", "))
	}
	switch name {
	case "expert":
		if cfg, ok := experts.Config(gameName); ok {
			return search.New(cfg, seed), nil
		}
	case "beginner":
		if b, ok := experts.NewBeginner(gameName, seed); ok {
			return b, nil
		}
	}
	b, err := bots[gameName].New(name, seed)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", gameName, err)
	}
	return b, nil
}

// Package catalog knows every game and bot by name, so that tools (the
// simulator, the client) can create, load and seat any of them.
package catalog

import (
	"fmt"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/loveletter"
	llheuristic "parlour/game/loveletter/heuristic"
	"parlour/game/mascarade"
	mheuristic "parlour/game/mascarade/heuristic"
	"parlour/game/rebelprincess"
	rpheuristic "parlour/game/rebelprincess/heuristic"
	"parlour/game/threeparts"
	tpheuristic "parlour/game/threeparts/heuristic"
)

var bots = map[string]bot.Registry{
	loveletter.Name: {
		"random":    func(seed uint64) bot.Bot { return bot.NewRandom(seed) },
		"heuristic": func(seed uint64) bot.Bot { return llheuristic.New(seed) },
	},
	mascarade.Name: {
		"random":    func(seed uint64) bot.Bot { return bot.NewRandom(seed) },
		"heuristic": func(seed uint64) bot.Bot { return mheuristic.New(seed) },
	},
	rebelprincess.Name: {
		"random":    func(seed uint64) bot.Bot { return bot.NewRandom(seed) },
		"heuristic": func(seed uint64) bot.Bot { return rpheuristic.New(seed) },
	},
	threeparts.Name: {
		"random":    func(seed uint64) bot.Bot { return bot.NewRandom(seed) },
		"heuristic": func(seed uint64) bot.Bot { return tpheuristic.New(seed) },
	},
}

// Games lists the registered games.
func Games() []string { return game.Names() }

// NewGame creates a game by name.
func NewGame(name string, cfg game.Config) (game.Game, error) { return game.New(name, cfg) }

// NewBot creates a named bot for a game.
func NewBot(gameName, botName string, seed uint64) (bot.Bot, error) {
	r, ok := bots[gameName]
	if !ok {
		return nil, fmt.Errorf("no bots for game %q", gameName)
	}
	b, err := r.New(botName, seed)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", gameName, err)
	}
	return b, nil
}

package main

import (
	"slices"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/search"
)

// knownBot reports whether sim seats a bot of this name: a level of every
// game (catalog.Levels, or an alias), or the oracle, which only sim seats.
func knownBot(name string) bool {
	name = catalog.BotName(name)
	return name == catalog.Oracle || slices.Contains(catalog.Levels, name)
}

// seatBot makes the bot named name for a seat at g. A level is the
// catalog's; the oracle is made here, since it reads g itself, the true
// state (search.NewOracle): the catalog makes only bots a seed suffices
// for, which are what the client may seat.
func seatBot(pc playConfig, name string, g game.Game, seed uint64) (bot.Bot, error) {
	if catalog.BotName(name) != catalog.Oracle {
		return catalog.NewBot(pc.def.Name, name, seed)
	}
	cfg, err := catalog.Expert(pc.def.Name)
	if err != nil {
		return nil, err
	}
	return search.NewOracle(cfg, func() game.Game { return g }, seed), nil
}

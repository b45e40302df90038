package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"

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

// thinks reports whether --think changes the named bot's budget: the
// Expert's and the oracle's (the same search). The Beginner's budget is a
// few deals per legal move, its own measure, and the others do not search.
func thinks(name string) bool {
	name = catalog.BotName(name)
	return name == "expert" || name == catalog.Oracle
}

// maxThink bounds --think against a slip of the keyboard (1000 for 10.00):
// 100 times the Expert's budget is already about a second of a core a
// decision natively, a minute or more a game.
const maxThink = 100

// parseThink reads --think: a multiple of the default budget, greater than
// 0 (a fraction thinks less) and at most maxThink.
func parseThink(text string) (float64, error) {
	k, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(k) || k <= 0 || k > maxThink {
		return 0, fmt.Errorf("--think must be a number above 0 and at most %d (a multiple of the Expert's budget a decision; 1 is the table's), not %s", maxThink, quoteShort(text))
	}
	return k, nil
}

// seatBot makes the bot named name for a seat at g. A level is the
// catalog's; the oracle is made here, since it reads g itself, the true
// state (search.NewOracle): the catalog makes only bots a seed suffices
// for, which are what the client may seat. The Expert and the oracle
// think pc.think times their default budget.
func seatBot(pc playConfig, name string, g game.Game, seed uint64) (bot.Bot, error) {
	if !thinks(name) || catalog.BotName(name) == "expert" && pc.think == 1 {
		return catalog.NewBot(pc.def.Name, name, seed)
	}
	cfg, err := catalog.Expert(pc.def.Name)
	if err != nil {
		return nil, err
	}
	cfg.Think = pc.think
	if catalog.BotName(name) == "expert" {
		return search.New(cfg, seed), nil
	}
	return search.NewOracle(cfg, func() game.Game { return g }, seed), nil
}

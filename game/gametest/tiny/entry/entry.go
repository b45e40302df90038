// Package entry is Tiny's entry for the list of games, made only to be
// registered by tests (catalog.Register): its Clever bot, its Expert's
// tuning, and the tables its Expert is tested and measured at.
package entry

import (
	"parlour/game/bot"
	"parlour/game/gametest/tiny"
	"parlour/game/registry"
)

var Entry = registry.Entry{
	Definition: tiny.Definition,
	Clever:     func(seed uint64) bot.Bot { return Clever{} },
	Expert:     expert,
	Tables:     []int{2, 3},
	Bench:      []int{3},
	Strength: []registry.Lineup{
		{Players: 3, Bots: registry.Among("expert", "random", 3), Target: 0.5, Above: true, Quick: 200},
		{Players: 3, Bots: registry.Among("beginner", "random", 3), Target: 0.4, Above: true},
	},
}

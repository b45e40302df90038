// Package entry is Mascarade's entry in Parlour's list of games (package
// games): its bots, its Expert's tuning, and the tables its Expert is tested,
// benchmarked and measured at.
package entry

import (
	"parlour/game/bot"
	m "parlour/game/mascarade"
	"parlour/game/mascarade/heuristic"
	"parlour/game/registry"
)

var Entry = registry.Entry{
	Definition: m.Definition,
	Clever:     func(seed uint64) bot.Bot { return heuristic.New(seed) },
	Expert:     expert,
	Tables:     []int{4, 6},
	Bench:      []int{4, 6},
	Strength: []registry.Lineup{
		{Players: 4, Bots: registry.Among("expert", "clever", 4), Target: 1.5 / 4, Above: true, Quick: 12},
		{Players: 6, Bots: registry.Among("expert", "clever", 6), Target: 1.5 / 6, Above: true},
		{Players: 4, Bots: registry.Among("beginner", "random", 4), Target: 1.0 / 4, Above: true, Quick: 60},
		{Players: 4, Bots: registry.Among("beginner", "clever", 4), Target: 1.0 / 4, Above: false, Quick: 60},
	},
}

// Package entry is Rebel Princess' entry in Parlour's list of games (package
// games): its bots, its Expert's tuning, and the tables its Expert is tested,
// benchmarked and measured at.
package entry

import (
	"parlour/game/bot"
	rp "parlour/game/rebelprincess"
	"parlour/game/rebelprincess/heuristic"
	"parlour/game/registry"
)

var Entry = registry.Entry{
	Definition: rp.Definition,
	Clever:     func(seed uint64) bot.Bot { return heuristic.New(seed) },
	Expert:     expert,
	Tables:     []int{3, 4},
	Bench:      []int{3, 4, 6},
	Strength: []registry.Lineup{
		{Players: 3, Bots: registry.Among("expert", "clever", 3), Target: 1.5 / 3, Above: true, Quick: 6},
		{Players: 4, Bots: registry.Among("expert", "clever", 4), Target: 1.5 / 4, Above: true},
		{Players: 6, Bots: registry.Among("expert", "clever", 6), Target: 1.5 / 6, Above: true},
		{Players: 3, Bots: registry.Among("beginner", "random", 3), Target: 1.0 / 3, Above: true, Quick: 12},
		{Players: 3, Bots: registry.Among("beginner", "clever", 3), Target: 1.0 / 3, Above: false, Quick: 12},
	},
}

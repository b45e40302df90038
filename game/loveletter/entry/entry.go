// Package entry is Love Letter's entry in Parlour's list of games (package
// games): its bots, its Expert's tuning, and the tables its Expert is tested,
// benchmarked and measured at.
package entry

import (
	"parlour/game/bot"
	ll "parlour/game/loveletter"
	"parlour/game/loveletter/heuristic"
	"parlour/game/registry"
)

var Entry = registry.Entry{
	Definition: ll.Definition,
	Clever:     func(seed uint64) bot.Bot { return heuristic.New(seed) },
	Expert:     expert,
	Beginner:   beginner,
	Review:     reviewRound,
	Tables:     []int{2, 4},
	Bench:      []int{2, 3, 4},
	Strength: []registry.Lineup{
		{Players: 2, Bots: registry.Among("expert", "clever", 2), Target: 0.60, Above: true, Quick: 24},
		{Players: 3, Bots: registry.Among("expert", "clever", 3), Target: 1.5 / 3, Above: true},
		{Players: 4, Bots: registry.Among("expert", "clever", 4), Target: 1.5 / 4, Above: true},
		{Players: 2, Bots: registry.Among("beginner", "random", 2), Target: 1.0 / 2, Above: true, Quick: 60},
		{Players: 2, Bots: registry.Among("beginner", "clever", 2), Target: 1.0 / 2, Above: false, Quick: 120},
	},
}

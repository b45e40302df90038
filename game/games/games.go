// Package games is the list of games Parlour plays, in the order the title
// offers them. Adding a game is its own folders (game/<name> with its entry,
// scenes/<name> with its table) and one line here; its table is the one
// line in scenes/tables/tables.go. Everything else — the bots' catalog, the
// simulator, make's fuzz and soak lists, the strength script, the search
// tests and benchmarks — reads this list.
package games

import (
	loveletter "parlour/game/loveletter/entry"
	mascarade "parlour/game/mascarade/entry"
	rebelprincess "parlour/game/rebelprincess/entry"
	"parlour/game/registry"
	threeparts "parlour/game/threeparts/entry"
)

// All are the games, in the title's order.
var All = []registry.Entry{
	loveletter.Entry,
	mascarade.Entry,
	rebelprincess.Entry,
	threeparts.Entry,
}

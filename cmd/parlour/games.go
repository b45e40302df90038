package main

import (
	"parlour/scenes/loveletter"
	"parlour/scenes/mascarade"
	"parlour/scenes/rebelprincess"
	"parlour/scenes/table"
	"parlour/scenes/threeparts"
)

// tables are the games' tables, one for each game of game/games in its
// order (table.Register refuses any other list). This is the one place the
// client lists its tables: adding a game is its own packages (game/<name>,
// its entry, scenes/<name>), one line in game/games and one line here.
var tables = []table.Spec{
	loveletter.Spec,
	mascarade.Spec,
	rebelprincess.Spec,
	threeparts.Spec,
}

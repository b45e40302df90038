// Package tables is the client's list of tables, one for each game of
// game/games in its order: the game (cmd/parlour) registers it, and so do
// the native tests that open the whole app (package apptest).
package tables

import (
	"parlour/scenes/loveletter"
	"parlour/scenes/mascarade"
	"parlour/scenes/rebelprincess"
	"parlour/scenes/table"
	"parlour/scenes/threeparts"
)

// All are the games' tables, one for each game of game/games in its
// order (table.Register refuses any other list). This is the one place the
// client lists its tables: adding a game is its own packages (game/<name>,
// its entry, scenes/<name>), one line in game/games and one line here.
var All = []table.Spec{
	loveletter.Spec,
	mascarade.Spec,
	rebelprincess.Spec,
	threeparts.Spec,
}

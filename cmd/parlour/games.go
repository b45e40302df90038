package main

import (
	"parlour/scenes/loveletter"
	"parlour/scenes/mascarade"
	"parlour/scenes/rebelprincess"
	"parlour/scenes/table"
	"parlour/scenes/threeparts"
)

// tables are the games a person can play, in the order the title offers
// them. This is the one place the client lists its games: adding a game is
// its table package (see scenes/table) and one line here.
var tables = []table.Spec{
	loveletter.Spec,
	mascarade.Spec,
	rebelprincess.Spec,
	threeparts.Spec,
}

package loveletter

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// FuzzLoad feeds the save decoder arbitrary bytes, seeded with saves from
// every table. It must never panic, and a save it accepts must play on.
func FuzzLoad(f *testing.F) {
	gametest.FuzzLoad(f, Definition, tables())
}

// FuzzParseAction feeds the notation reader arbitrary text: no panics, and
// whatever it accepts must format and read back to the same action and be
// judged by Apply at every seat.
func FuzzParseAction(f *testing.F) {
	gametest.FuzzParse(f, Definition, game.Config{Players: 3, Seed: 1},
		"guard@1=priest", "handmaid", "prince@0", "keep king under baron,guard", "1@2=9",
		"KEEP spy under countess", "@", "=", "keep", "guard@99", "guard@-1=king", "priest@1=baron")
}

package rebelprincess

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// FuzzLoad: any bytes may be refused, but an accepted save plays on.
func FuzzLoad(f *testing.F) { gametest.FuzzLoad(f, Definition, tables()) }

// FuzzParseAction: text that parses formats back to itself, and Apply
// judges it at every seat without a panic.
func FuzzParseAction(f *testing.F) {
	gametest.FuzzParse(f, Definition, game.Config{Players: 4, Seed: 1},
		"keep cinderella", "pass P3 Q7 A8", "pass F2 F3", "play Q12", "play A8", "keep thumbelina",
		"play Q7 power", "skip", "copy mulan", "aside Q4", "show pets", "gift F2", "give A3", "swap Q2 P9",
		"cinderella", "mermaid queens", "pocahontas @2", "sleeping-beauty", "alice", "mulan A3 A9",
		"scheherazade @1", "pea", "ice @0", "rapunzel")
}

package mascarade

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// FuzzLoad: whatever Load accepts plays on without a panic or a broken invariant.
func FuzzLoad(f *testing.F) {
	gametest.FuzzLoad(f, Definition, []game.Config{
		{Players: 4, Seed: 1},
		{Players: 6, Seed: 2, Options: map[string]string{"scenario": "b", "centre": "2"}},
		{Players: 13, Seed: 3, Options: map[string]string{"centre": "1"}},
	})
}

// FuzzParseAction: text that parses formats back to itself, and Apply judges it safely.
func FuzzParseAction(f *testing.F) {
	gametest.FuzzParse(f, Definition, game.Config{Players: 8, Seed: 1},
		"look", "swap 3", "fake c0", "announce king", "contest", "pass", "target none", "pair 1 2 swap", "exchange", "keep", "name guru")
}

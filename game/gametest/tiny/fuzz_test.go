package tiny

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func tables() []game.Config { return gametest.Tables(Definition) }

func FuzzLoad(f *testing.F) { gametest.FuzzLoad(f, Definition, tables()) }

func FuzzParseAction(f *testing.F) {
	gametest.FuzzParse(f, Definition, game.Config{Players: 3, Seed: 1}, "play 4", "7", "PLAY 9", "play", "play 0", "play 10", "4 4")
}

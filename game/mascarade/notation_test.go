package mascarade

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// notation is the notation at a table of six.
var notation = gametest.Notation{
	Parse:  func(text string) (game.Action, error) { return ParseAction(text, 6) },
	Format: func(a game.Action) string { return FormatAction(a, 6) },
}

func TestNotationReadsWhatItWrites(t *testing.T) {
	notation.CheckRoundTrip(t, "look", "swap 3", "fake c1", "swap c0", "announce widow", "contest", "pass", "target 2", "target none",
		"pair 1 4", "pair 0 2 swap", "pair 0 2 fake", "exchange", "keep", "name cheat")
	// Other spellings read as the same action.
	notation.CheckReadsAs(t, map[string]string{"LOOK": "look", "announce Wid": "announce widow", "pair 4 1": "pair 1 4", "name  pupp": "name puppeteer"})
}

func TestNotationRefusesWhatItCannotRead(t *testing.T) {
	notation.CheckRefuses(t, map[string]string{
		"swap 9":          "not a player",
		"swap c2":         "centre place",
		"swap":            "write swap PLAYER",
		"announce jester": "unknown mask",
		"announce pr":     "unknown mask",
		"announce p":      "unknown mask",
		"announce pe":     "unknown mask",
		"name pa":         "unknown mask",
		"pair 1":          "pair A B",
		"pair 1 2 maybe":  "swap or fake",
		"target -1":       "not a player",
		"look 3":          "takes nothing more",
		"fly":             "unknown action",
		"":                "empty action",
	})
}

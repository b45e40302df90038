package threeparts

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

var notation = gametest.Notation{Parse: ParseAction, Format: FormatAction}

func TestNotationReadsEveryForm(t *testing.T) {
	notation.CheckReads(t, map[string]game.Action{
		"cut 3/2/4":      game.NewAction(KindCut, 3, 5, 4),
		" CUT 1 / 1 / 5": game.NewAction(KindCut, 1, 2, 5),
		"white":          game.NewAction(KindVote, White),
		"w":              game.NewAction(KindVote, White),
		"Blue":           game.NewAction(KindVote, Blue),
		"u":              game.NewAction(KindVote, Blue),
		"black":          game.NewAction(KindVote, Black),
		"k":              game.NewAction(KindVote, Black),
		"joker 10":       game.NewAction(KindJoker, 10),
	})
}

func TestNotationWritesWhatItReads(t *testing.T) {
	notation.CheckRoundTrip(t, "cut 3/2/4", "cut 1/1/1", "white", "blue", "black", "joker 1", "joker 10")
	if got := FormatAction(game.NewAction(KindVote, 3)); !strings.HasPrefix(got, "action(") {
		t.Errorf("a vote for no colour formats as %q", got)
	}
}

func TestNotationRefusesMalformedText(t *testing.T) {
	notation.CheckRefuses(t, map[string]string{
		"cut 1/1":    "write cut A/B/C",
		"cut 0/3/4":  "must be 1 to 9",
		"cut 1/x/4":  "must be 1 to 9",
		"cut 10/1/1": "must be 1 to 9",
		"joker":      "stack numbered 1 to 10",
		"joker 0":    "stack numbered 1 to 10",
		"joker 11":   "stack numbered 1 to 10",
		"red":        "unknown action",
		"":           "unknown action",
	})
}

func TestParseCard(t *testing.T) {
	for text, want := range map[string]Card{"J": Joker, "joker": Joker, "1": 1, " 10 ": 10} {
		if c, ok := ParseCard(text); !ok || c != want {
			t.Errorf("%q: %v %v", text, c, ok)
		}
	}
	for _, text := range []string{"0", "11", "x", ""} {
		if _, ok := ParseCard(text); ok {
			t.Errorf("%q read as a card", text)
		}
	}
	if Card(Joker).String() != "J" || Card(7).String() != "7" {
		t.Error("card names")
	}
}

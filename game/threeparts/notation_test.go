package threeparts

import (
	"strings"
	"testing"

	"parlour/game"
)

func TestNotationReadsEveryForm(t *testing.T) {
	for text, want := range map[string]game.Action{
		"cut 3/2/4":      game.NewAction(KindCut, 3, 5, 4),
		" CUT 1 / 1 / 5": game.NewAction(KindCut, 1, 2, 5),
		"white":          game.NewAction(KindVote, White),
		"w":              game.NewAction(KindVote, White),
		"Blue":           game.NewAction(KindVote, Blue),
		"u":              game.NewAction(KindVote, Blue),
		"black":          game.NewAction(KindVote, Black),
		"k":              game.NewAction(KindVote, Black),
		"joker 10":       game.NewAction(KindJoker, 10),
	} {
		got, err := ParseAction(text)
		if err != nil || got != want {
			t.Errorf("%q: %+v %v, want %+v", text, got, err, want)
		}
	}
}

func TestNotationWritesWhatItReads(t *testing.T) {
	for _, text := range []string{"cut 3/2/4", "cut 1/1/1", "white", "blue", "black", "joker 1", "joker 10"} {
		a, err := ParseAction(text)
		if err != nil || FormatAction(a) != text {
			t.Errorf("%q → %+v → %q (%v)", text, a, FormatAction(a), err)
		}
	}
	if got := FormatAction(game.NewAction(KindVote, 3)); !strings.HasPrefix(got, "action(") {
		t.Errorf("a vote for no colour formats as %q", got)
	}
}

func TestNotationRefusesMalformedText(t *testing.T) {
	for text, want := range map[string]string{
		"cut 1/1":    "write cut A/B/C",
		"cut 0/3/4":  "must be 1 to 9",
		"cut 1/x/4":  "must be 1 to 9",
		"cut 10/1/1": "must be 1 to 9",
		"joker":      "stack numbered 1 to 10",
		"joker 0":    "stack numbered 1 to 10",
		"joker 11":   "stack numbered 1 to 10",
		"red":        "unknown action",
		"":           "unknown action",
	} {
		if _, err := ParseAction(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
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

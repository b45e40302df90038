package loveletter

import (
	"strings"
	"testing"

	"parlour/game"
)

func TestNotationReadsWhatItWrites(t *testing.T) {
	cases := map[string]game.Action{
		"guard@1=priest":              game.NewAction(KindPlay, int(Guard), 1, int(Priest)),
		"handmaid":                    game.NewAction(KindPlay, int(Handmaid)),
		"prince@0":                    game.NewAction(KindPlay, int(Prince), 0),
		"keep king under baron,guard": game.NewAction(KindKeep, int(King), int(Baron), int(Guard)),
		"keep spy under guard":        game.NewAction(KindKeep, int(Spy), int(Guard)),
	}
	for text, want := range cases {
		got, err := ParseAction(text)
		if err != nil || got != want {
			t.Errorf("%q: got %+v %v, want %+v", text, got, err, want)
		}
		if FormatAction(want) != text {
			t.Errorf("format %+v = %q, want %q", want, FormatAction(want), text)
		}
	}
}

func TestNotationAcceptsValuesShortNamesAndSpaces(t *testing.T) {
	for text, want := range map[string]string{
		"1@2=9":              "guard@2=princess",
		" Guard @ 2 = Princ": "guard@2=princess",
		"cha":                "chancellor",
		"KEEP 7 under 3 , 1": "keep king under baron,guard",
	} {
		a, err := ParseAction(text)
		if err != nil || FormatAction(a) != want {
			t.Errorf("%q: %q %v, want %q", text, FormatAction(a), err, want)
		}
	}
}

func TestNotationErrorsSayWhatIsWrong(t *testing.T) {
	for text, want := range map[string]string{
		"":                  "empty",
		"kng@1":             "unknown card",
		"guard@x=priest":    "not a seat number",
		"guard=priest":      "needs a target",
		"guard@1=nobody":    "guess",
		"keep king":         "keep CARD under",
		"keep king under a": "returned card",
		"12":                "no card has value 12",
	} {
		if _, err := ParseAction(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to mention %q", text, err, want)
		}
	}
}

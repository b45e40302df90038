package loveletter

import (
	"maps"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

var notation = gametest.Notation{Parse: ParseAction, Format: FormatAction}

func TestNotationReadsWhatItWrites(t *testing.T) {
	cases := map[string]game.Action{
		"guard@1=priest":              game.NewAction(KindPlay, int(Guard), 1, int(Priest)),
		"handmaid":                    game.NewAction(KindPlay, int(Handmaid)),
		"prince@0":                    game.NewAction(KindPlay, int(Prince), 0),
		"keep king under baron,guard": game.NewAction(KindKeep, int(King), int(Baron), int(Guard)),
		"keep spy under guard":        game.NewAction(KindKeep, int(Spy), int(Guard)),
	}
	notation.CheckReads(t, cases)
	notation.CheckRoundTrip(t, slices.Collect(maps.Keys(cases))...)
}

func TestNotationAcceptsValuesShortNamesAndSpaces(t *testing.T) {
	notation.CheckReadsAs(t, map[string]string{
		"1@2=9":              "guard@2=princess",
		" Guard @ 2 = Princ": "guard@2=princess",
		"cha":                "chancellor",
		"KEEP 7 under 3 , 1": "keep king under baron,guard",
	})
}

func TestNotationErrorsSayWhatIsWrong(t *testing.T) {
	notation.CheckRefuses(t, map[string]string{
		"":                  "empty",
		"kng@1":             "unknown card",
		"guard@x=priest":    "not a seat number",
		"guard=priest":      "needs a target",
		"guard@1=nobody":    "guess",
		"keep king":         "keep CARD under",
		"keep king under a": "returned card",
		"12":                "no card has value 12",
	})
}

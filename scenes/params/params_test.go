package params

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/loveletter"
	"parlour/game/threeparts"
)

func games(t *testing.T) []Game {
	t.Helper()
	ll, err := game.Lookup(loveletter.Name)
	if err != nil {
		t.Fatal(err)
	}
	tp, err := game.Lookup(threeparts.Name)
	if err != nil {
		t.Fatal(err)
	}
	// A made-up option, so options are read from metadata, not by name.
	ll.Options = []game.Option{{Name: "pace", Values: []string{"calm", "quick"}, Default: "calm", Aliases: []string{"tempo"}}}
	return []Game{{Def: ll, Bots: []string{"clever"}}, {Def: tp, Bots: []string{"clever", "beginner"}}}
}

func TestParseReadsEachGamesMetadata(t *testing.T) {
	c, w := Parse("?game=threeparts&players=4&bots=beginner&lang=en&speed=fast", []string{"en"}, games(t))
	if c.Game != "threeparts" || c.Players != 4 || c.Bots != "beginner" || c.Lang != "en" || c.Speed != "fast" || !c.Direct || len(w) != 0 {
		t.Fatalf("%+v %v", c, w)
	}
	c, w = Parse("game=loveletter&variant=classic&players=4&tempo=QUICK", nil, games(t))
	if c.Variant != "classic" || c.Players != 4 || c.Options["pace"] != "quick" || len(w) != 0 {
		t.Fatalf("%+v %v", c, w)
	}
}

func TestUnknownNamesAndBadValuesAreIgnoredWithAWarning(t *testing.T) {
	cases := []struct {
		query, warning string
	}{
		{"game=chess", `game="chess"`},
		{"game=threeparts&players=9", `players="9"`},
		{"game=threeparts&variant=deluxe", "has no variants"},
		{"game=loveletter&variant=deluxe", "2019, classic"},
		{"game=loveletter&bots=expert", `bots="expert"`},
		{"game=loveletter&pace=warp", `pace="warp"`},
		{"game=loveletter&colour=red", `unknown URL parameter "colour"`},
		{"lang=tlh", `lang="tlh"`},
		{"speed=ludicrous", `speed="ludicrous"`},
	}
	for _, k := range cases {
		c, w := Parse(k.query, []string{"en"}, games(t))
		if len(w) != 1 || !strings.Contains(w[0], k.warning) {
			t.Errorf("%s: warnings %v, want one about %s", k.query, w, k.warning)
		}
		if c.Players != 0 || c.Variant != "" || c.Bots != "" || c.Lang != "" || c.Speed != "" || len(c.Options) != 0 {
			t.Errorf("%s: a bad value was kept: %+v", k.query, c)
		}
	}
	if c, w := Parse("variant=classic&players=6", nil, games(t)); c.Players != 4 || len(w) != 1 || c.Direct {
		t.Fatalf("a player count outside the variant's range is brought into it: %+v %v", c, w)
	}
	if _, w := Parse("%zz", nil, games(t)); len(w) != 1 {
		t.Fatalf("malformed: %v", w)
	}
}

func TestTheDevicesLanguageIsUsedWhenThereIsACatalog(t *testing.T) {
	langs := []string{"en", "pl", "ru", "uk"}
	for tag, want := range map[string]string{"uk-UA": "uk", "pl": "pl", "RU-ru": "ru", "de-DE": "", "": "", "en-GB": "en"} {
		if got := PreferredLanguage(tag, langs); got != want {
			t.Errorf("%q: got %q, want %q", tag, got, want)
		}
	}
}

package params

import (
	"strings"
	"testing"
	"time"

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

func TestAShareLinkReadsBackAsTheSameDeal(t *testing.T) {
	cfg := game.Config{Players: 4, Variant: "classic", Seed: 18446744073709551615, Options: map[string]string{"pace": "quick"}}
	q := ShareQuery("loveletter", cfg, "clever", 2)
	c, w := Parse(q, nil, games(t))
	if len(w) != 0 || c.Game != "loveletter" || c.Players != 4 || c.Variant != "classic" || c.Bots != "clever" || c.Options["pace"] != "quick" {
		t.Fatalf("%s read as %+v %v", q, c, w)
	}
	if c.Deal == nil || c.Deal.Seed != cfg.Seed || c.Deal.Seat != 2 {
		t.Fatalf("%s: deal %+v, want seed %d seat 2", q, c.Deal, cfg.Seed)
	}
}

func TestABadSeedOrSeatIsIgnoredWithAWarning(t *testing.T) {
	c, w := Parse("?game=loveletter&players=3&seed=abc&seat=1", nil, games(t))
	if c.Deal != nil || len(w) != 1 || !strings.Contains(w[0], "seed") {
		t.Fatalf("%+v %v", c, w)
	}
	c, w = Parse("?game=loveletter&players=3&seed=5&seat=3", nil, games(t))
	if c.Deal == nil || c.Deal.Seed != 5 || c.Deal.Seat != 0 || len(w) != 1 || !strings.Contains(w[0], "seat") {
		t.Fatalf("%+v %v", c.Deal, w)
	}
}

func TestTheDailySeedIsTheDatesPerGame(t *testing.T) {
	morning := time.Date(2026, 11, 22, 0, 5, 0, 0, time.UTC)
	evening := time.Date(2026, 11, 22, 23, 55, 0, 0, time.UTC)
	kyiv := time.FixedZone("Kyiv", 2*3600)
	if DailySeed("loveletter", morning) != DailySeed("loveletter", evening) {
		t.Fatal("the daily seed changes within a UTC day")
	}
	if DailySeed("loveletter", evening) == DailySeed("loveletter", evening.Add(time.Hour)) {
		t.Fatal("the daily seed is the same on the next UTC day")
	}
	if DailySeed("loveletter", morning) != DailySeed("loveletter", morning.In(kyiv)) {
		t.Fatal("the daily seed depends on the time zone")
	}
	if DailySeed("loveletter", morning) == DailySeed("threeparts", morning) {
		t.Fatal("two games share a daily seed")
	}
}

package params

import (
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"parlour/game"
	"parlour/game/loveletter"
	"parlour/game/mascarade"
	"parlour/game/rebelprincess"
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
	c, w := Parse("?game=threeparts&players=4&bots=beginner&lang=en&speed=fast&check=pure", []string{"en"}, games(t))
	if c.Game != "threeparts" || c.Players != 4 || c.Bots != "beginner" || c.Lang != "en" || c.Speed != "fast" || c.Check != "pure" || !c.Direct || len(w) != 0 {
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
		{"check=everything", `check="everything"`},
	}
	for _, k := range cases {
		c, w := Parse(k.query, []string{"en"}, games(t))
		if len(w) != 1 || !strings.Contains(w[0], k.warning) {
			t.Errorf("%s: warnings %v, want one about %s", k.query, w, k.warning)
		}
		if c.Players != 0 || c.Variant != "" || c.Bots != "" || c.Lang != "" || c.Speed != "" || c.Check != "" || len(c.Options) != 0 {
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

// withFreeText adds the games whose options include free text: Mascarade's
// masks and Rebel Princess's rounds.
func withFreeText(t *testing.T) []Game {
	t.Helper()
	out := games(t)
	for _, name := range []string{mascarade.Name, rebelprincess.Name} {
		d, err := game.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Game{Def: d, Bots: []string{"clever"}})
	}
	return out
}

func TestAFreeTextOptionTheGameRefusesIsIgnoredWithAWarning(t *testing.T) {
	five, err := mascarade.Scenario("a", 5)
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(five))
	for i, m := range five {
		names[i] = m.String()
	}
	fiveMasks := strings.Join(names, ",")
	cases := []struct {
		query, option, warning string // warning "" means the value is kept
	}{
		{"game=mascarade&masks=king,king", "masks", `masks="king,king": no table takes it`},
		{"game=mascarade&players=5&masks=king,king", "masks", `masks="king,king": `},
		{"game=mascarade&players=5&masks=judge,unicorn,king,queen,bishop,witch", "masks", `unknown mask "unicorn"`},
		{"game=mascarade&players=7&masks=" + fiveMasks, "masks", "need 7 masks, not 6"},
		{"game=mascarade&players=5&masks=" + fiveMasks, "masks", ""},
		{"game=mascarade&masks=" + fiveMasks, "masks", ""},
		{"game=rebelprincess&rounds=foo", "rounds", `rounds="foo": unknown round card "foo"`},
		{"game=rebelprincess&players=4&rounds=foo", "rounds", `rounds="foo": `},
		{"game=rebelprincess&rounds=first-game", "rounds", ""},
		{"game=rebelprincess&variant=deluxe&short=true&rounds=once-upon-a-time,late-to-the-ball,magic-beans", "rounds", ""},
		{"game=rebelprincess&variant=deluxe&rounds=once-upon-a-time,late-to-the-ball,magic-beans", "rounds", `rounds="once-upon-a-time,late-to-the-ball,magic-"…: 3 round cards named; the game has 5 rounds`},
	}
	for _, k := range cases {
		c, w := Parse(k.query, nil, withFreeText(t))
		_, kept := c.Options[k.option]
		switch {
		case k.warning == "" && (!kept || len(w) != 0):
			t.Errorf("%s: %s not kept: %+v %v", k.query, k.option, c, w)
		case k.warning != "" && (kept || len(w) != 1 || !strings.Contains(w[0], k.warning)):
			t.Errorf("%s: options %v, warnings %v; want %s dropped with a warning about %s", k.query, c.Options, w, k.option, k.warning)
		}
	}
}

func TestARepeatedParameterWarnsThatOnlyTheFirstIsUsed(t *testing.T) {
	cases := []struct {
		query, warning string
		check          func(Choice) bool
	}{
		{"?game=loveletter&game=mascarade", `game= is given 2 times; using the first, "loveletter"`, func(c Choice) bool { return c.Game == "loveletter" }},
		{"?game=mascarade&game=loveletter", `game= is given 2 times; using the first, "mascarade"`, func(c Choice) bool { return c.Game == "mascarade" }},
		{"?game=loveletter&players=3&players=4&players=2", `players= is given 3 times; using the first, "3"`, func(c Choice) bool { return c.Players == 3 }},
		{"?game=loveletter&pace=quick&pace=calm", `pace= is given 2 times; using the first, "quick"`, func(c Choice) bool { return c.Options["pace"] == "quick" }},
		{"?game=loveletter&pace=quick&tempo=calm", `ignoring tempo="calm": pace is already given as pace=`, func(c Choice) bool { return c.Options["pace"] == "quick" }},
		{"?lang=en&lang=pl", `lang= is given 2 times; using the first, "en"`, func(c Choice) bool { return c.Lang == "en" }},
	}
	for _, k := range cases {
		c, w := Parse(k.query, []string{"en", "pl"}, withFreeText(t))
		if len(w) != 1 || !strings.Contains(w[0], k.warning) || !k.check(c) {
			t.Errorf("%s: %+v %v; want the first used and a warning %s", k.query, c, w, k.warning)
		}
	}
}

func TestASeatOutsideTheTableNamesTheTablesRange(t *testing.T) {
	cases := []struct {
		query, warning string
		deal           bool
	}{
		{"?game=rebelprincess&players=3&seed=5&seat=-1", `seat="-1" (3 players: 0 to 2)`, true},
		{"?game=rebelprincess&seed=5&seat=-1&players=3", `seat="-1" (3 players: 0 to 2)`, true},
		{"?game=mascarade&players=6&seed=5&seat=6", `seat="6" (6 players: 0 to 5)`, true},
		// Without a player count there is no table to deal for: setup would
		// not deal it, so the link's deal is ignored, and said so.
		{"?game=rebelprincess&seed=5&seat=-1", "players= (rebelprincess: 3 to 6)", false},
		{"?game=mascarade&players=3&seed=5&seat=1", "players= (mascarade: 4 to 13)", false},
		{"?game=loveletter&players=3&seat=1", `seat="1": there is no seed=`, false},
	}
	for _, k := range cases {
		c, w := Parse(k.query, nil, withFreeText(t))
		if (c.Deal != nil) != k.deal || (c.Deal != nil && c.Deal.Seat != 0) {
			t.Errorf("%s: deal %+v, want one: %v", k.query, c.Deal, k.deal)
		}
		if len(w) == 0 || !strings.Contains(w[len(w)-1], k.warning) {
			t.Errorf("%s: warnings %v, want one about %s", k.query, w, k.warning)
		}
	}
}

func TestAWarningQuotesOnlyAShortPrefixOfAValue(t *testing.T) {
	long := strings.Repeat("é,", 1<<19) // 1 MB, two bytes to a character
	keys := []string{"game", "lang", "speed", "variant", "players", "bots", "difficulty", "pace", long}
	for _, q := range []string{"", "game=mascarade&", "game=rebelprincess&", "game=loveletter&players=3&"} {
		for _, k := range append(keys, "masks", "rounds", "seed") {
			query := q + k + "=" + long
			if k == "seed" {
				query = q + "seed=1&seat=" + long
			}
			_, w := Parse(query+"&"+k+"=x", []string{"en"}, withFreeText(t))
			if len(w) == 0 {
				t.Errorf("%s%s=<1 MB>: no warning", q, prefix(k, 10))
			}
			for _, s := range w {
				if len(s) > 300 || !utf8.ValidString(s) {
					t.Errorf("%s%s=<1 MB>: a warning of %d bytes: %.120q", q, prefix(k, 10), len(s), s)
				}
			}
		}
	}
	if _, w := Parse("?"+long+"=1&%zz", nil, withFreeText(t)); len(w) != 1 || len(w[0]) > 300 {
		t.Errorf("malformed: %.300q", w)
	}
	if got := Quote("ab" + strings.Repeat("é", 40)); got != `"ab`+strings.Repeat("é", 19)+`"…` {
		t.Errorf("Quote cuts at %q", got)
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

func TestAnEmbedReadsItsLocksAndOrigins(t *testing.T) {
	c, w := Parse("game=loveletter&embed=1&players=2&lock=players,+Variant,pace,players&origins=https://club.example,https://b.example:8443/", nil, games(t))
	if !c.Embed || !c.Direct || len(w) != 0 {
		t.Fatalf("%+v %v", c, w)
	}
	if strings.Join(c.Lock, ",") != "players,variant,pace" || !c.Locked("pace") || c.Locked("bots") {
		t.Errorf("locks %v", c.Lock)
	}
	if strings.Join(c.Origins, " ") != "https://club.example https://b.example:8443" {
		t.Errorf("origins %v", c.Origins)
	}
	if c, _ := Parse("game=loveletter&embed=0", nil, games(t)); c.Embed {
		t.Errorf("embed=0 embeds")
	}
}

func TestEmbedParametersOutOfPlaceOrBoundsAreIgnoredWithAWarning(t *testing.T) {
	many := strings.Repeat("players,", MaxLocks-1) + "bots"
	for _, k := range []struct {
		query, warning string
		locks          int
	}{
		{"embed=maybe", `embed="maybe"`, 0},
		{"game=loveletter&lock=players", "only an embed", 0},
		{"game=loveletter&origins=https://a.example", "only an embed", 0},
		{"embed=1&game=loveletter&lock=players,colour", `lock="colour"`, 1},
		// Three Parts has no variants: a variant is nothing to lock.
		{"embed=1&game=threeparts&lock=variant", `lock="variant"`, 0},
		{"embed=1&game=loveletter&origins=https://a.example/page", "an origin is", 0},
		{"embed=1&game=loveletter&lock=" + many, "", 2},
		{"embed=1&game=loveletter&lock=" + many + ",pace", "beyond its first", 2},
	} {
		c, w := Parse(k.query, nil, games(t))
		if k.warning == "" && len(w) != 0 || k.warning != "" && (len(w) != 1 || !strings.Contains(w[0], k.warning)) {
			t.Errorf("%s: warnings %v, want one about %q", k.query, w, k.warning)
		}
		if len(c.Lock) != k.locks || len(c.Origins) != 0 {
			t.Errorf("%s: locks %v origins %v", k.query, c.Lock, c.Origins)
		}
	}
	// An embed naming no game (or an unknown one) is not Direct: the app
	// shows the list of games with a message.
	if c, _ := Parse("embed=1&game=chess", nil, games(t)); !c.Embed || c.Direct {
		t.Errorf("an unknown game in an embed: %+v", c)
	}
}

func TestOriginsListedAreOriginsAndNothingMore(t *testing.T) {
	for _, tc := range []struct {
		in    string
		want  []string
		warns int
	}{
		{"https://a.example, http://b.example:8080", []string{"https://a.example", "http://b.example:8080"}, 0},
		{"https://A.example/", []string{"https://a.example"}, 0},
		{"https://a.example:443,https://a.example", []string{"https://a.example"}, 0},
		{"https://a.example/page", nil, 1},
		{"https://a.example?x=1", nil, 1},
		{"https://user@a.example", nil, 1},
		{"javascript:alert(1)", nil, 1},
		{"a.example", nil, 1},
		{"*", nil, 1},
		{"https://" + strings.Repeat("a", MaxOrigin) + ".example", nil, 1},
		{strings.Repeat("https://a.example,https://b.example,", MaxOrigins) + "https://c.example", []string{"https://a.example", "https://b.example", "https://c.example"}, 0},
		{"https://1.example,https://2.example,https://3.example,https://4.example,https://5.example,https://6.example,https://7.example,https://8.example,https://9.example", []string{"https://1.example", "https://2.example", "https://3.example", "https://4.example", "https://5.example", "https://6.example", "https://7.example", "https://8.example"}, 1},
	} {
		got, warns := ParseOrigins(tc.in)
		if !reflect.DeepEqual(got, tc.want) || len(warns) != tc.warns {
			t.Errorf("%.60s: got %v %q, want %v with %d warnings", tc.in, got, warns, tc.want, tc.warns)
		}
	}
}

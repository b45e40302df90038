package profile

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"parlour/assets/i18n"
)

// goodSettings are stored settings with every field away from its
// default, so that a field reset alone shows.
const goodSettings = `{"speed":"fast","sound":false,"language":"pl","names":["Ola","Basil"],` +
	`"setups":{"loveletter":{"players":3,"variant":"classic","bots":"clever","options":{"tokens":"7"}},"mascarade":{"players":5}},` +
	`"motion":"reduced","text":"large","contrast":"high"}`

var languages = Known{Languages: []string{"en", "pl", "ru", "uk"}, Drawable: func(n string) bool { return !strings.Contains(n, "😀") }}

func readGood(t *testing.T) Settings {
	t.Helper()
	s, repairs := ReadSettings([]byte(goodSettings), DefaultSettings(), languages)
	if len(repairs) > 0 {
		t.Fatalf("good settings repaired: %+v", repairs)
	}
	return s
}

// withField is goodSettings with one field's stored JSON replaced.
func withField(t *testing.T, field, raw string) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(goodSettings), &m); err != nil {
		t.Fatal(err)
	}
	m[field] = json.RawMessage(raw)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("%s=%s: %v", field, raw, err)
	}
	return b
}

// repaired is a repair as a test row names it: its kind, and the setting
// or game it names.
type repaired struct {
	kind Kind
	what string
}

func summary(rs Repairs) []repaired {
	var out []repaired
	for _, r := range rs {
		out = append(out, repaired{r.Kind, r.Setting + r.Game})
	}
	return out
}

// One damaged setting — a value this version does not know, a value of
// the wrong type, one bad seat name, one game's bad setup or option —
// takes its default alone: every other setting is kept as stored, and the
// repair names what was reset (issue 37: one bad value once reset them all).
func TestOneDamagedSettingIsResetAloneKeepingTheOthers(t *testing.T) {
	manyGames := map[string]Setup{}
	for i := range maxGames + 1 {
		manyGames[string(rune('a'+i/26))+string(rune('a'+i%26))] = Setup{Players: 2}
	}
	tooMany, _ := json.Marshal(manyGames)
	cases := []struct {
		field, raw string
		want       func(s *Settings) // the good settings as they should read
		repairs    []repaired
	}{
		{"speed", `"warp"`, func(s *Settings) { s.Speed = "auto" }, []repaired{{SettingReset, "speed"}}},
		{"speed", `5`, func(s *Settings) { s.Speed = "auto" }, []repaired{{SettingReset, "speed"}}},
		{"sound", `"yes"`, func(s *Settings) { s.Sound = true }, []repaired{{SettingReset, "sound"}}},
		{"sound", `1`, func(s *Settings) { s.Sound = true }, []repaired{{SettingReset, "sound"}}},
		{"language", `"xx"`, func(s *Settings) { s.Language = "en" }, []repaired{{SettingReset, "language"}}},
		{"language", `5`, func(s *Settings) { s.Language = "en" }, []repaired{{SettingReset, "language"}}},
		{"language", `"` + strings.Repeat("p", 200) + `"`, func(s *Settings) { s.Language = "en" }, []repaired{{SettingReset, "language"}}},
		{"names", `"Ola"`, func(s *Settings) { s.Names = [MaxSeats]string{} }, []repaired{{SettingReset, "names"}}},
		{"names", `["Ola",7]`, func(s *Settings) { s.Names = [MaxSeats]string{} }, []repaired{{SettingReset, "names"}}},
		{"names", `["Ola","\u202eEvil"]`, func(s *Settings) { s.Names[1] = "" }, []repaired{{NameCleared, ""}}},
		{"names", `["😀","Basil"]`, func(s *Settings) { s.Names[0] = "" }, []repaired{{NameCleared, ""}}},
		{"setups", `{"loveletter":{"players":3,"variant":"classic","bots":"clever","options":{"tokens":"7"}},"mascarade":{"players":99}}`,
			func(s *Settings) { delete(s.Setups, "mascarade") }, []repaired{{SetupDropped, "mascarade"}}},
		{"setups", `{"loveletter":{"players":3,"variant":"classic","bots":"clever","options":{"tokens":"7","Bad Key":"x"}},"mascarade":{"players":5}}`,
			func(s *Settings) {}, []repaired{{SetupDropped, "loveletter"}}},
		{"setups", `{"loveletter":{"players":3,"variant":"classic","bots":"clever","options":{"tokens":"7","deck":5}},"mascarade":{"players":5}}`,
			func(s *Settings) {}, []repaired{{SetupDropped, "loveletter"}}},
		{"setups", `{"loveletter":{"players":3,"variant":"Classic!","bots":"clever"},"mascarade":{"players":5}}`,
			func(s *Settings) { delete(s.Setups, "loveletter") }, []repaired{{SetupDropped, "loveletter"}}},
		{"setups", `{"loveletter":[3],"mascarade":{"players":5}}`,
			func(s *Settings) { delete(s.Setups, "loveletter") }, []repaired{{SetupDropped, "loveletter"}}},
		{"setups", `{"loveletter":{"players":3,"variant":"classic","bots":"clever","options":{"tokens":"7"}},"mascarade":{"players":5},"Love Letter!":{"players":3}}`,
			func(s *Settings) {}, []repaired{{StrayDropped, ""}}},
		{"setups", `"loveletter"`, func(s *Settings) { s.Setups = nil }, []repaired{{SettingReset, "setups"}}},
		{"setups", string(tooMany), func(s *Settings) { s.Setups = nil }, []repaired{{SettingReset, "setups"}}},
		{"motion", `"wobbly"`, func(s *Settings) { s.Motion = "" }, []repaired{{SettingReset, "motion"}}},
		{"motion", `"REDUCED"`, func(s *Settings) { s.Motion = "" }, []repaired{{SettingReset, "motion"}}},
		{"text", `"huge"`, func(s *Settings) { s.Text = "" }, []repaired{{SettingReset, "text"}}},
		{"text", `"normal "`, func(s *Settings) { s.Text = "" }, []repaired{{SettingReset, "text"}}},
		{"contrast", `"max"`, func(s *Settings) { s.Contrast = "" }, []repaired{{SettingReset, "contrast"}}},
		{"contrast", `true`, func(s *Settings) { s.Contrast = "" }, []repaired{{SettingReset, "contrast"}}},
	}
	for _, c := range cases {
		b := withField(t, c.field, c.raw)
		got, repairs := ReadSettings(b, DefaultSettings(), languages)
		want := readGood(t)
		c.want(&want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s=%.60s: read\n%+v\nwant\n%+v", c.field, c.raw, got, want)
		}
		if s := summary(repairs); !reflect.DeepEqual(s, c.repairs) {
			t.Errorf("%s=%.60s: repairs %+v, want %+v", c.field, c.raw, s, c.repairs)
		}
		// A save code's settings are read strictly: any damage refuses
		// them (but a code knows neither the device's languages nor fonts).
		unknownToACode := c.raw == `"xx"` || strings.Contains(c.raw, "😀")
		if _, err := DecodeSettings(b); err == nil && !unknownToACode {
			t.Errorf("%s=%.60s: a save code's settings were accepted", c.field, c.raw)
		}
	}
}

// A setting reset takes the default it is given: the device's language
// for a language this version has no catalog for.
func TestAnUnknownLanguageTakesTheDevicesLanguage(t *testing.T) {
	device := DefaultSettings()
	device.Language = "uk"
	s, repairs := ReadSettings(withField(t, "language", `"xx"`), device, languages)
	if s.Language != "uk" || !reflect.DeepEqual(summary(repairs), []repaired{{SettingReset, "language"}}) {
		t.Errorf("language %q, repairs %+v; want uk, the language reset", s.Language, repairs)
	}
	if s, repairs := ReadSettings([]byte(`{"speed":"fast"}`), device, languages); s.Language != "uk" || len(repairs) > 0 {
		t.Errorf("no language stored: %q, %+v; want the device's, silently", s.Language, repairs)
	}
}

// Settings that cannot be read at all — not JSON, not an object, over the
// size bound — take every default, and say so once, as a whole.
func TestUnreadableSettingsTakeEveryDefault(t *testing.T) {
	for _, b := range []string{`{`, `[]`, `"fast"`, `{"speed":"normal","pad":"` + strings.Repeat("y", maxValue) + `"}`, ``} {
		s, repairs := ReadSettings([]byte(b), DefaultSettings(), languages)
		if !reflect.DeepEqual(s, DefaultSettings()) || !reflect.DeepEqual(summary(repairs), []repaired{{Unreadable, ""}}) || !repairs.Unreadable() {
			t.Errorf("%.40s: %+v, %+v; want the defaults, unreadable", b, s, repairs)
		}
	}
}

// A field this version does not know (a later version's setting) is kept
// verbatim when the settings are written, after a repair or a change; the
// repaired field is written with its default; replacing the settings
// whole (a save code) writes only what this version knows.
func TestSettingsOfALaterVersionAreKeptWhenWritten(t *testing.T) {
	stored := []byte(`{"speed":"warp","sound":false,"language":"pl","theme":{"felt":"blue"},"volume":7}`)
	s, _ := ReadSettings(stored, DefaultSettings(), languages)
	s.Names[0] = "Ola"
	b, err := EncodeSettings(s, stored)
	if err != nil {
		t.Fatal(err)
	}
	var written map[string]json.RawMessage
	json.Unmarshal(b, &written)
	if string(written["theme"]) != `{"felt":"blue"}` || string(written["volume"]) != `7` || string(written["speed"]) != `"auto"` {
		t.Errorf("written %s: want theme and volume kept, speed at its default", b)
	}
	if back, repairs := ReadSettings(b, DefaultSettings(), languages); !reflect.DeepEqual(back, s) || len(repairs) > 0 {
		t.Errorf("read back %+v, %+v; want %+v", back, repairs, s)
	}
	// A field this version knows but left out (a sight setting at its
	// default) is not brought back from what was stored.
	s.Contrast = ""
	if b, _ := EncodeSettings(s, []byte(`{"contrast":"high"}`)); strings.Contains(string(b), "contrast") {
		t.Errorf("a known field came back from the stored value: %s", b)
	}
	if b, _ := EncodeSettings(s, nil); strings.Contains(string(b), "theme") {
		t.Errorf("written whole: %s", b)
	}
	// What is kept never makes the value one the next start cannot read.
	big := []byte(`{"speed":"fast","pad":"` + strings.Repeat("y", maxValue-40) + `"}`)
	s.Names[1] = "Basil Brush"
	b, _ = EncodeSettings(s, big)
	if back, repairs := ReadSettings(b, DefaultSettings(), languages); len(b) > maxValue || len(repairs) > 0 || back.Names[1] != "Basil Brush" {
		t.Errorf("%d bytes written, read back with %+v", len(b), repairs)
	}
}

// goodStats are two good lines: Love Letter's five games and its daily
// deal's.
const goodStats = `"loveletter":{"played":5,"won":3,"streak":1,"best_streak":2},"loveletter-daily":{"played":2,"won":1,"streak":0,"best_streak":1}`

// One statistics line that cannot be — impossible counts, not a record —
// is dropped alone and named; the good lines are kept, and so is a good
// line of a game this version does not have (a later version's).
// Issue 37: an impossible Mascarade line once reset Love Letter's too.
func TestOneImpossibleStatisticsLineIsDroppedAlone(t *testing.T) {
	cases := []struct {
		name, line string
		kept       []string // the lines read, beside the good ones
		repairs    []repaired
	}{
		{"more wins than games", `"mascarade":{"played":1,"won":9}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a negative count", `"mascarade":{"played":-1,"won":0}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a streak past the best", `"mascarade":{"played":4,"won":2,"streak":2,"best_streak":1}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"more assisted wins than games", `"mascarade":{"played":0,"won":0,"assisted":1,"assisted_won":2}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a count past the bound", `"mascarade":{"played":2000000000,"won":0}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a number, not a record", `"mascarade":5`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a list, not a record", `"mascarade":[1,0]`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a count that is a word", `"mascarade":{"played":"five"}`, nil, []repaired{{LineDropped, "mascarade"}}},
		{"a daily line", `"mascarade-daily":{"played":1,"won":2}`, nil, []repaired{{LineDropped, "mascarade-daily"}}},
		{"a later version's game", `"chess":{"played":2,"won":1,"streak":1,"best_streak":1}`, []string{"chess"}, nil},
		{"a later version's game, impossible", `"chess":{"played":2,"won":3}`, nil, []repaired{{LineDropped, "chess"}}},
		{"a key that is no game's name", `"Love Letter!":{"played":2}`, nil, []repaired{{StrayDropped, ""}}},
	}
	for _, c := range cases {
		b := []byte("{" + goodStats + "," + c.line + "}")
		s, repairs := ReadStats(b)
		want := append([]string{"loveletter", "loveletter-daily"}, c.kept...)
		if got := slices.Sorted(maps.Keys(s)); !reflect.DeepEqual(got, slices.Sorted(slices.Values(want))) {
			t.Errorf("%s: lines %v, want %v", c.name, got, want)
		}
		if s["loveletter"].Played != 5 || s["loveletter-daily"].Played != 2 {
			t.Errorf("%s: Love Letter's lines %+v %+v", c.name, s["loveletter"], s["loveletter-daily"])
		}
		if got := summary(repairs); !reflect.DeepEqual(got, c.repairs) {
			t.Errorf("%s: repairs %+v, want %+v", c.name, got, c.repairs)
		}
		if _, err := DecodeStats(b); (err != nil) != (c.repairs != nil) {
			t.Errorf("%s: read strictly (a save code's), error %v", c.name, err)
		}
	}
}

// Statistics that cannot be read at all — not JSON, not an object, over
// the size bound, more lines than games there could be — are unreadable
// as a whole.
func TestUnreadableStatisticsAreResetWhole(t *testing.T) {
	many := map[string]Record{}
	for i := range maxGames + 1 {
		many[string(rune('a'+i/26))+string(rune('a'+i%26))] = Record{Played: 1}
	}
	tooMany, _ := json.Marshal(many)
	for _, b := range []string{`{"loveletter":`, `[]`, `7`, `{` + goodStats + `,"pad":"` + strings.Repeat("y", maxValue) + `"}`, string(tooMany)} {
		s, repairs := ReadStats([]byte(b))
		if len(s) != 0 || !reflect.DeepEqual(summary(repairs), []repaired{{Unreadable, ""}}) {
			t.Errorf("%.40s: %v, %+v; want none, unreadable", b, s, repairs)
		}
	}
}

// Recording a game writes back every line read — a later version's game
// and a later version's field of a line included — and the line that
// could not be read is replaced by a fresh one when its game is recorded.
func TestRecordingAGameWritesBackEveryLineRead(t *testing.T) {
	stored := []byte(`{"loveletter":{"played":5,"won":3,"streak":1,"best_streak":2,"draws":4},` +
		`"chess":{"played":2,"won":1,"streak":1,"best_streak":1},"mascarade":{"played":1,"won":9}}`)
	s, _ := ReadStats(stored)
	s.Record("threeparts", false, false, true)
	b, err := EncodeStats(s, stored)
	if err != nil {
		t.Fatal(err)
	}
	var written map[string]map[string]json.RawMessage
	json.Unmarshal(b, &written)
	if string(written["loveletter"]["played"]) != "5" || string(written["loveletter"]["draws"]) != "4" || written["chess"] == nil || written["threeparts"] == nil {
		t.Errorf("written %s: want Love Letter's five games and draws, chess and Three Parts", b)
	}
	if _, ok := written["mascarade"]; ok {
		t.Errorf("the impossible line was written back: %s", b)
	}
	s.Record("mascarade", false, false, false)
	b, _ = EncodeStats(s, stored)
	if back, repairs := ReadStats(b); back["mascarade"] != (Record{Played: 1}) || len(repairs) > 0 {
		t.Errorf("Mascarade recorded: %+v, %+v; want a fresh line of one game", back["mascarade"], repairs)
	}
}

var addGameNames sync.Once

// withGameNames registers a catalog naming Mascarade, as its table's does
// in the client.
func withGameNames(t *testing.T) {
	addGameNames.Do(func() {
		i18n.Add(fstest.MapFS{
			"names/en.json": {Data: []byte(`{"mascarade.name": "Mascarade", "threeparts.name": "Three Parts"}`)},
			"names/uk.json": {Data: []byte(`{"mascarade.name": "Маскарад", "threeparts.name": "Три частини"}`)},
		}, "names")
	})
	t.Cleanup(func() { i18n.SetLanguage("en") })
}

// The person is told, in their language, which settings and which games'
// statistics were reset: one message for each kind of repair, naming each
// setting and game once (a game's daily line is the game's), and none for
// an entry that was no game's.
func TestTheNoticeNamesEachSettingAndGameReset(t *testing.T) {
	withGameNames(t)
	cases := []struct {
		lang            string
		settings, stats Repairs
		want            []string
	}{
		{"en", nil, Repairs{{Kind: LineDropped, Game: "mascarade"}},
			[]string{"The statistics for Mascarade could not be read and were reset; your other statistics are kept."}},
		{"en", nil, Repairs{{Kind: LineDropped, Game: "mascarade"}, {Kind: LineDropped, Game: "mascarade-daily"}, {Kind: LineDropped, Game: "chess"}, {Kind: StrayDropped}},
			[]string{"The statistics for these games could not be read and were reset: Mascarade, chess. Your other statistics are kept."}},
		{"en", Repairs{{Kind: SettingReset, Setting: "sound"}}, nil,
			[]string{"The setting “Sound” could not be read and is back to its default; your other settings are kept."}},
		{"en", Repairs{{Kind: SettingReset, Setting: "speed"}, {Kind: SettingReset, Setting: "language"}, {Kind: NameCleared}, {Kind: NameCleared},
			{Kind: SetupDropped, Game: "threeparts"}, {Kind: SetupDropped, Game: "threeparts"}}, Repairs{{Kind: Unreadable}},
			[]string{"These settings could not be read and are back to their defaults: Animation speed, Language. Your other settings are kept.",
				"A saved name could not be shown and was reset; your other settings are kept.",
				"The setup you last chose for Three Parts could not be read and was reset.",
				"Your statistics could not be read and were reset."}},
		{"en", Repairs{{Kind: Unreadable}}, nil, []string{"Your settings could not be read and were reset."}},
		{"en", Repairs{{Kind: StrayDropped}}, nil, nil},
		{"uk", Repairs{{Kind: SettingReset, Setting: "sound"}}, Repairs{{Kind: LineDropped, Game: "mascarade"}},
			[]string{"Налаштування «Звук» не вдалося прочитати, його повернуто до типового; решту налаштувань збережено.",
				"Статистику гри «Маскарад» не вдалося прочитати, її скинуто; решту статистики збережено."}},
		{"uk", nil, Repairs{{Kind: LineDropped, Game: "mascarade"}, {Kind: LineDropped, Game: "threeparts"}},
			[]string{"Статистику цих ігор не вдалося прочитати, її скинуто: Маскарад, Три частини. Решту статистики збережено."}},
	}
	for _, c := range cases {
		if err := i18n.SetLanguage(c.lang); err != nil {
			t.Fatal(err)
		}
		if got := Notices(c.settings, c.stats); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %+v %+v:\n got %q\nwant %q", c.lang, c.settings, c.stats, got, c.want)
		}
	}
}

// Every field Settings stores is read by ReadSettings and named by the
// notice: a setting added to Settings and not here would be dropped.
func TestEveryStoredSettingIsRead(t *testing.T) {
	var read []string
	for _, f := range settingFields {
		read = append(read, f.name)
		if key, ok := settingLabels[f.name]; !ok || !i18n.Has(key) {
			t.Errorf("the setting %s has no name in the notice (%q)", f.name, key)
		}
	}
	if stored := storedNames(reflect.TypeOf(Settings{})); !reflect.DeepEqual(read, stored) {
		t.Errorf("read %v, Settings stores %v", read, stored)
	}
}

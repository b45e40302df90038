package profile

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"parlour/assets/fonts"
)

func TestStatsStreaks(t *testing.T) {
	s := Stats{}
	for _, won := range []bool{true, true, false, true} {
		s.Finish("loveletter", won)
	}
	if r := s["loveletter"]; r.Played != 4 || r.Won != 3 || r.Streak != 1 || r.BestStreak != 2 {
		t.Fatalf("%+v", r)
	}
}

func TestCorruptValuesFallBackToDefaults(t *testing.T) {
	for _, b := range []string{`{`, `{"speed":"warp"}`, `[]`} {
		if s, err := DecodeSettings([]byte(b)); err == nil || !reflect.DeepEqual(s, DefaultSettings()) {
			t.Errorf("%s: %v %+v", b, err, s)
		}
	}
	if _, err := DecodeStats([]byte(`{"loveletter":{"played":1,"won":5}}`)); err == nil {
		t.Fatal("impossible stats accepted")
	}
	if s, err := DecodeStats([]byte(`{"loveletter":{"played":3,"won":1,"streak":1,"best_streak":1}}`)); err != nil || s["loveletter"].Played != 3 {
		t.Fatal(err)
	}
}

func TestNamesAreTrimmedShortenedAndPrintable(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"  Ann  ", "Ann", true},
		{"Анна\tМария", "Анна Мария", true},
		{"Zbigniew Brzęczyszczykiewicz", "Zbigniew Brzęc", true},
		{"a\x00b", "ab", true},
		{"   ", "", false},
		{"\n", "", false},
	}
	for _, c := range cases {
		if got, ok := CleanName(c.in); got != c.want || ok != c.ok {
			t.Errorf("CleanName(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	if _, err := DecodeSettings([]byte(`{"speed":"normal","names":["\u0000bad"]}`)); err == nil {
		t.Fatal("a saved name with a control character was accepted")
	}
}

// Issue 37: "Zoé" typed as e and a combining acute was refused (the fonts
// have no combining marks) where the one typed with é was accepted.
func TestADecomposedAccentedNameIsAcceptedAsComposed(t *testing.T) {
	for _, c := range []struct{ typed, want string }{
		{"Zoe\u0301", "Zoé"},
		{"Zoé", "Zoé"},
		{"Zofia Z\u0307ak", "Zofia Żak"},
		{"Jo\u0308rg  Mu\u0308ller", "Jörg Müller"},
		{"И\u0306осип", "Йосип"},
		{"Олексіі\u0308", "Олексії"},
		{"\u212Bsa", "Åsa"},
		{"A\u030A\u0301", "Å\u0301"}, // NFC has no Å with an acute: refused below
	} {
		got, ok := CleanName(c.typed)
		if got != c.want || !ok {
			t.Errorf("CleanName(%+q) = %+q, %v; want %+q", c.typed, got, ok, c.want)
		}
		if _, lacks := fonts.Lacking(got); lacks != strings.ContainsRune(c.want, '\u0301') {
			t.Errorf("%+q: the fonts lack a character of it: %v", got, lacks)
		}
	}
}

// Issue 37: a 10,000-character name was cut to 14 with no word: the person
// is told when a name is shortened, and only then.
func TestALongNameIsShortenedAndSaysSo(t *testing.T) {
	for _, c := range []struct {
		typed, want string
		shortened   bool
	}{
		{strings.Repeat("Ann", 3334), "AnnAnnAnnAnnAn", true},
		{"Zbigniew Brzęczyszczykiewicz", "Zbigniew Brzęc", true},
		{"Hieronim Wielk i", "Hieronim Wielk", true}, // the cut space is trimmed
		{"Zoe\u0301 Kowalska-No", "Zoé Kowalska-N", true},
		{"Zoe\u0301 Kowalska-N", "Zoé Kowalska-N", false}, // 14 once composed
		{"  Ann   Lee  ", "Ann Lee", false},
		{"Abcdefghijklmn", "Abcdefghijklmn", false},
	} {
		got, ok, shortened := CleanTypedName(c.typed)
		if got != c.want || !ok || shortened != c.shortened {
			t.Errorf("CleanTypedName(%.40q) = %q, %v, shortened %v; want %q, shortened %v", c.typed, got, ok, shortened, c.want, c.shortened)
		}
	}
}

func TestStoredValuesAreCheckedAsStrictlyAsTypedInput(t *testing.T) {
	long := strings.Repeat("x", 200000)
	bad := []string{
		`{"speed":"normal","names":["` + long + `"]}`,
		`{"speed":"normal","language":"` + long + `"}`,
		`{"speed":"normal","setups":{"loveletter":{"players":99}}}`,
		`{"speed":"normal","setups":{"loveletter":{"players":3,"variant":"` + long + `"}}}`,
		`{"speed":"normal","setups":{"Love Letter!":{"players":3}}}`,
		`{"speed":"normal","pad":"` + strings.Repeat("y", 70000) + `"}`,
	}
	for _, b := range bad {
		if _, err := DecodeSettings([]byte(b)); err == nil {
			t.Errorf("accepted %.80s…", b)
		}
	}
	good := `{"speed":"fast","language":"pl","setups":{"loveletter":{"players":4,"variant":"classic","bots":"clever"}}}`
	if s, err := DecodeSettings([]byte(good)); err != nil || s.Setups["loveletter"].Players != 4 {
		t.Fatalf("%v %+v", err, s)
	}
	for _, b := range []string{`{"` + long[:40] + `":{"played":1}}`, `{"loveletter":{"played":1,"won":1,"streak":0,"best_streak":7}}`} {
		if _, err := DecodeStats([]byte(b)); err == nil {
			t.Errorf("statistics accepted: %.60s", b)
		}
	}
}

func TestAssistedAndDailyGamesHaveTheirOwnLines(t *testing.T) {
	s := Stats{}
	s.Record("loveletter", false, false, true)
	s.Record("loveletter", false, true, true)
	s.Record("loveletter", true, false, false)
	s.Record("loveletter", true, true, false)
	if r := s["loveletter"]; r.Played != 1 || r.Won != 1 || r.Streak != 1 || r.Assisted != 1 || r.AssistedWon != 1 {
		t.Fatalf("the game's line: %+v", r)
	}
	if r := s[DailyKey("loveletter")]; r.Played != 1 || r.Won != 0 || r.Assisted != 1 || r.AssistedWon != 0 {
		t.Fatalf("the daily line: %+v", r)
	}
	b, _ := json.Marshal(s)
	if back, err := DecodeStats(b); err != nil || back["loveletter"] != s["loveletter"] {
		t.Fatalf("%v %+v", err, back)
	}
	if _, err := DecodeStats([]byte(`{"loveletter":{"played":1,"won":0,"streak":0,"best_streak":0,"assisted":1,"assisted_won":2}}`)); err == nil {
		t.Fatal("more assisted wins than assisted games were accepted")
	}
}

// A stored name that cannot be shown — a control, right-to-left override or
// zero-width joiner, or characters the fonts lack — is cleared alone: the
// speed, language, sound, other names and setups stay as the person chose.
func TestABadStoredNameIsRepairedAloneKeepingEveryOtherSetting(t *testing.T) {
	noEmoji := func(s string) bool { return !strings.ContainsRune(s, '😀') }
	for _, bad := range []string{"Ada\u0007", "\u202eAda", "A\u200dB", "😀", "  Ada  "} {
		b, _ := json.Marshal(map[string]any{"speed": "fast", "sound": false, "language": "pl",
			"names": []string{"Me", bad, "Basil"}, "setups": map[string]Setup{"loveletter": {Players: 3}}})
		s, repaired := ReadSettings(b, DefaultSettings(), Known{Drawable: noEmoji})
		if len(repaired) != 1 || repaired[0].Kind != NameCleared || s.Names[1] != "" {
			t.Errorf("%q: repaired %+v, name %q; want the one name cleared", bad, repaired, s.Names[1])
		}
		if s.Speed != "fast" || s.Sound || s.Language != "pl" || s.Names[0] != "Me" || s.Names[2] != "Basil" || s.Setups["loveletter"].Players != 3 {
			t.Errorf("%q: other settings lost: %+v", bad, s)
		}
	}
}

// Until the person chooses a speed it is Auto (fast with 5+ players), and
// every speed the settings screen offers is accepted when stored.
func TestSpeedIsAutoUntilChosen(t *testing.T) {
	if s := DefaultSettings(); s.Speed != "auto" {
		t.Errorf("the default speed is %q, not auto", s.Speed)
	}
	for _, sp := range Speeds {
		if s, err := DecodeSettings([]byte(`{"speed":"` + sp + `"}`)); err != nil || s.Speed != sp {
			t.Errorf("speed %q stored: %v, %v", sp, s.Speed, err)
		}
	}
	if s, err := DecodeSettings([]byte(`{"sound":false}`)); err != nil || s.Speed != "auto" {
		t.Errorf("settings with no speed: %q, %v; want auto", s.Speed, err)
	}
}

// Sight and motion follow the device until the person chooses: reduced
// motion is on when the device prefers it and nothing was chosen, and a
// choice made holds whatever the device says.
func TestReducedMotionFollowsTheDeviceUntilChosen(t *testing.T) {
	cases := []struct {
		motion      string
		device, out bool
	}{
		{"", false, false}, {"", true, true},
		{"reduced", false, true}, {"reduced", true, true},
		{"full", false, false}, {"full", true, false},
	}
	for _, c := range cases {
		if got := (Sight{Motion: c.motion}).ReducedMotion(c.device); got != c.out {
			t.Errorf("motion %q, device prefers reduced %v: reduced %v, want %v", c.motion, c.device, got, c.out)
		}
	}
	d := DefaultSettings()
	if d.LargeText() || d.HighContrast() || d.TextScale() != 1 || d.Motion != "" {
		t.Errorf("defaults: %+v", d.Sight)
	}
	if s := (Sight{Text: "large"}); !s.LargeText() || s.TextScale() != LargeTextScale {
		t.Errorf("large text: %v %v", s.LargeText(), s.TextScale())
	}
}

// Every value each sight setting offers is kept when stored and read
// back, and settings stored before sight existed read as its defaults.
func TestSightSettingsAreStoredAndSettingsWithoutThemReadAsDefaults(t *testing.T) {
	for _, m := range Motions {
		for _, tx := range Texts {
			for _, c := range Contrasts {
				want := DefaultSettings()
				want.Sight = Sight{Motion: m, Text: tx, Contrast: c}
				b, _ := json.Marshal(want)
				got, err := DecodeSettings(b)
				if err != nil || got.Sight != want.Sight {
					t.Errorf("%+v stored: %+v, %v", want.Sight, got.Sight, err)
				}
			}
		}
	}
	old := `{"speed":"fast","sound":false,"language":"uk"}`
	if s, err := DecodeSettings([]byte(old)); err != nil || s.Sight != (Sight{}) || s.Speed != "fast" {
		t.Errorf("settings of before sight: %+v, %v", s, err)
	}
	if b, _ := json.Marshal(DefaultSettings()); strings.Contains(string(b), "motion") || strings.Contains(string(b), "contrast") {
		t.Errorf("default sight is written out: %s", b)
	}
}

package profile

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"parlour/assets/i18n"
)

// wonOf are results' outcomes, W for won and L for lost, oldest first.
func wonOf(rs []Result) string {
	var b strings.Builder
	for _, r := range rs {
		if r.Won {
			b.WriteByte('W')
		} else {
			b.WriteByte('L')
		}
	}
	return b.String()
}

// A game finished against bots adds its result at their level on the
// game's own line, oldest first, and the line keeps the last RecentKept at
// each level: the oldest is dropped for the next. A daily deal, a game
// played with hints and a game of no known level are counted as before
// and add no result.
func TestAFinishedGameAddsItsResultAtItsLevelKeepingTheLastFifty(t *testing.T) {
	s := Stats{}
	var want strings.Builder
	for i := range RecentKept + 5 {
		won := i%3 == 0
		s.RecordAgainst("loveletter", "clever", false, false, won)
		if i >= 5 {
			want.WriteString(map[bool]string{true: "W", false: "L"}[won])
		}
	}
	s.RecordAgainst("loveletter", "expert", false, false, true)
	s.RecordAgainst("loveletter", "expert", true, false, false)   // a daily deal
	s.RecordAgainst("loveletter", "expert", false, true, false)   // with hints
	s.RecordAgainst("loveletter", "", false, false, false)        // no level known
	s.RecordAgainst("loveletter", "Clever!", false, false, false) // not a level's name
	r := s["loveletter"]
	if got := wonOf(r.Recent.At("clever")); got != want.String() {
		t.Errorf("clever: %s (%d), want the last %d: %s", got, len(got), RecentKept, want.String())
	}
	if got := wonOf(r.Recent.At("expert")); got != "W" {
		t.Errorf("expert: %q, want the one game counted on the line: W", got)
	}
	if got := r.Recent.Levels(); !reflect.DeepEqual(got, []string{"clever", "expert"}) {
		t.Errorf("levels %v", got)
	}
	if r.Played != RecentKept+5+1+2 || r.Assisted != 1 || s[DailyKey("loveletter")].Played != 1 {
		t.Errorf("the counts changed: %+v, daily %+v", r, s[DailyKey("loveletter")])
	}
	if !s[DailyKey("loveletter")].Recent.IsZero() {
		t.Errorf("the daily line keeps results: %+v", s[DailyKey("loveletter")].Recent.Levels())
	}
}

// Recent results are stored in the line's JSON — per level a list of
// {"won":…}, with "lost" only once a review gave it — and read back the
// same; a line stored before them reads as it did, with none, and is
// written back without them.
func TestRecentResultsAreStoredAndALineWithoutThemReadsAsBefore(t *testing.T) {
	s := Stats{}
	s.RecordAgainst("mascarade", "clever", false, false, true)
	s.RecordAgainst("mascarade", "clever", false, false, false)
	if !s.Reviewed("mascarade", "clever", 0.0437) {
		t.Fatal("the review was not noted")
	}
	b, err := EncodeStats(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"recent":{"clever":[{"won":true},{"lost":0.0437,"won":false}]}`; !strings.Contains(string(b), want) {
		t.Errorf("stored %s\nwant in it %s", b, want)
	}
	back, repairs := ReadStats(b)
	if len(repairs) > 0 || back["mascarade"] != s["mascarade"] || !back.Equal(s) {
		t.Errorf("read back %+v, %+v; want %+v", back["mascarade"], repairs, s["mascarade"])
	}
	old := []byte(`{"mascarade":{"played":4,"won":1,"streak":0,"best_streak":1}}`)
	s, repairs = ReadStats(old)
	if len(repairs) > 0 || s["mascarade"] != (Record{Played: 4, Won: 1, BestStreak: 1}) {
		t.Errorf("a line of before: %+v, %+v", s["mascarade"], repairs)
	}
	if b, _ := EncodeStats(s, old); strings.Contains(string(b), "recent") {
		t.Errorf("a line with no results written with them: %s", b)
	}
}

// Two lines with the same counts and different results are not the same
// statistics (a save code's are shown beside yours when they differ),
// and a copy of a line shares nothing with it.
func TestLinesDifferingOnlyInTheirResultsDiffer(t *testing.T) {
	a, b := Stats{}, Stats{}
	a.RecordAgainst("loveletter", "clever", false, false, true)
	b.RecordAgainst("loveletter", "expert", false, false, true)
	if a.Equal(b) || a["loveletter"] == b["loveletter"] {
		t.Error("results at different levels read as the same statistics")
	}
	c := Stats{"loveletter": a["loveletter"]}
	c.RecordAgainst("loveletter", "clever", false, false, false)
	c.Reviewed("loveletter", "clever", 0.5)
	if got := wonOf(a["loveletter"].Recent.At("clever")); got != "W" || a["loveletter"].Recent.At("clever")[0].Lost != nil {
		t.Errorf("the copy's game changed the original: %s", got)
	}
}

// A review's average chance lost per decision is noted on the newest
// result at the level (the game just recorded), to four places, a second
// review replacing the first; a value that is no chance, or a level or a
// game with no result, changes nothing.
func TestAReviewIsNotedOnTheNewestResultAtItsLevel(t *testing.T) {
	s := Stats{}
	s.RecordAgainst("loveletter", "clever", false, false, true)
	s.RecordAgainst("loveletter", "clever", false, false, false)
	before := s["loveletter"]
	for _, c := range []struct {
		game, level string
		lost        float64
	}{{"loveletter", "clever", -0.01}, {"loveletter", "clever", 1.5}, {"loveletter", "clever", math.NaN()},
		{"loveletter", "expert", 0.1}, {"mascarade", "clever", 0.1}} {
		if s.Reviewed(c.game, c.level, c.lost) || s["loveletter"] != before || len(s) != 1 {
			t.Errorf("%s at %s, lost %v: noted", c.game, c.level, c.lost)
		}
	}
	s.Reviewed("loveletter", "clever", 0.2)
	if !s.Reviewed("loveletter", "clever", 0.123456) {
		t.Fatal("a second review was refused")
	}
	rs := s["loveletter"].Recent.At("clever")
	if rs[0].Lost != nil || rs[1].Lost == nil || *rs[1].Lost != 0.1235 {
		t.Errorf("lost noted as %v, %v; want none, then 0.1235", rs[0].Lost, rs[1].Lost)
	}
}

// A result's fields written by a later version are kept when this one
// writes the line again, a new game recorded beside them.
func TestAResultsFieldsOfALaterVersionAreKept(t *testing.T) {
	stored := []byte(`{"loveletter":{"played":2,"won":1,"streak":0,"best_streak":1,` +
		`"recent":{"clever":[{"won":true,"seed":"77","moves":[1,2]},{"won":false}]}}}`)
	s, repairs := ReadStats(stored)
	if len(repairs) > 0 {
		t.Fatalf("repaired %+v", repairs)
	}
	s.RecordAgainst("loveletter", "clever", false, false, true)
	b, _ := EncodeStats(s, stored)
	if want := `{"moves":[1,2],"seed":"77","won":true}`; !strings.Contains(string(b), want) {
		t.Errorf("written %s\nwant in it %s", b, want)
	}
	if back, _ := ReadStats(b); wonOf(back["loveletter"].Recent.At("clever")) != "WLW" {
		t.Errorf("read back %s", b)
	}
}

// goodLine is a statistics line with results at two levels, within its
// counts (5 games, 3 won).
const goodLine = `"played":5,"won":3,"streak":1,"best_streak":2`

// A damaged list of recent results — not a list, a result that is not one,
// a chance that is none, more than are kept, under a key that is no
// level's name, or more results, wins or losses than the line counts — is
// dropped alone and named: the line's counts stay, and so does the other
// level's list where the damage is one list's. Read strictly (a save
// code's), it refuses the statistics.
func TestADamagedRecentListIsDroppedAloneKeepingTheCounts(t *testing.T) {
	long := strings.TrimSuffix(strings.Repeat(`{"won":false},`, RecentKept+1), ",")
	cases := []struct {
		name, recent string
		keeps        string // the results kept at expert
	}{
		{"a list that is a number", `{"clever":7,"expert":[{"won":true}]}`, "W"},
		{"a result that is a word", `{"clever":["won"],"expert":[{"won":true}]}`, "W"},
		{"a result with no outcome", `{"clever":[{"lost":0.1}],"expert":[{"won":true}]}`, "W"},
		{"an outcome that is a number", `{"clever":[{"won":1}],"expert":[{"won":true}]}`, "W"},
		{"a chance lost past one", `{"clever":[{"won":true,"lost":1.5}],"expert":[{"won":true}]}`, "W"},
		{"a chance lost under none", `{"clever":[{"won":true,"lost":-0.2}],"expert":[{"won":true}]}`, "W"},
		{"a chance lost that is a word", `{"clever":[{"won":true,"lost":"a lot"}],"expert":[{"won":true}]}`, "W"},
		{"more results than are kept", `{"clever":[` + long + `],"expert":[{"won":true}]}`, "W"},
		{"a key that is no level's name", `{"Clever bots":[{"won":true}],"expert":[{"won":true}]}`, "W"},
		{"results that are a list", `[{"won":true}]`, ""},
		{"results that are null", `null`, ""},
		{"more results than games", `{"clever":[{"won":true},{"won":true},{"won":false}],"expert":[{"won":true},{"won":false},{"won":false}]}`, ""},
		{"more wins than won", `{"clever":[{"won":true},{"won":true},{"won":true}],"expert":[{"won":true}]}`, ""},
		{"more losses than lost", `{"clever":[{"won":false},{"won":false},{"won":false}]}`, ""},
	}
	for _, c := range cases {
		b := []byte(`{"mascarade":{"played":2,"won":1,"streak":0,"best_streak":1},"loveletter":{` + goodLine + `,"recent":` + c.recent + `}}`)
		s, repairs := ReadStats(b)
		ll := s["loveletter"]
		if ll.Played != 5 || ll.Won != 3 || ll.Streak != 1 || ll.BestStreak != 2 || s["mascarade"].Played != 2 {
			t.Errorf("%s: the counts were not kept: %+v, %+v", c.name, ll, s["mascarade"])
		}
		if got := wonOf(ll.Recent.At("expert")); got != c.keeps || len(ll.Recent.At("clever")) != 0 {
			t.Errorf("%s: kept %q at expert and %d at clever; want %q and none", c.name, got, len(ll.Recent.At("clever")), c.keeps)
		}
		if got := summary(repairs); len(got) == 0 || got[0] != (repaired{RecentDropped, "loveletter"}) {
			t.Errorf("%s: repairs %+v, want the recent results of loveletter dropped", c.name, got)
		}
		if _, err := DecodeStats(b); err == nil {
			t.Errorf("%s: read strictly (a save code's), accepted", c.name)
		}
	}
	good := []byte(`{"loveletter":{` + goodLine + `,"recent":{"clever":[{"won":true},{"won":false,"lost":0.25}],"expert":[{"won":true},{"won":false},{"won":true}]}}}`)
	if s, repairs := ReadStats(good); len(repairs) > 0 || wonOf(s["loveletter"].Recent.At("clever")) != "WL" {
		t.Errorf("good results repaired: %+v %+v", repairs, s["loveletter"].Recent.Levels())
	}
}

// The person is told which games' recent results were cleared, in their
// language, each game once, apart from the lines reset whole.
func TestTheNoticeNamesTheGamesWhoseRecentResultsWereCleared(t *testing.T) {
	withGameNames(t)
	stats := Repairs{{Kind: RecentDropped, Game: "mascarade"}, {Kind: RecentDropped, Game: "mascarade"}, {Kind: LineDropped, Game: "threeparts"}}
	for lang, want := range map[string][]string{
		"en": {"The statistics for Three Parts could not be read and were reset; your other statistics are kept.",
			"The recent results for Mascarade could not be read and were cleared; its other statistics are kept."},
		"uk": {"Статистику гри «Три частини» не вдалося прочитати, її скинуто; решту статистики збережено.",
			"Останні результати гри «Маскарад» не вдалося прочитати, їх очищено; решту статистики гри збережено."},
	} {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		if got := Notices(nil, stats); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", lang, got, want)
		}
	}
	i18n.SetLanguage("en")
	two := Notices(nil, Repairs{{Kind: RecentDropped, Game: "mascarade"}, {Kind: RecentDropped, Game: "threeparts"}})
	if want := "The recent results for these games could not be read and were cleared: Mascarade, Three Parts. Their other statistics are kept."; len(two) != 1 || two[0] != want {
		t.Errorf("two games: %q", two)
	}
}

// Statistics are always written within what a read accepts, or the next
// start would find them unreadable and reset them whole: every game's
// results at the three levels offered, each reviewed, are written whole;
// lines whose results would pass the bound (many lines of later
// versions' games, at many levels) are written without their results.
func TestStatisticsAreWrittenWithinTheBoundTheirResultsGivingWay(t *testing.T) {
	fill := func(games []string, levels int) Stats {
		s := Stats{}
		lost := 0.1235
		for _, g := range games {
			lists := map[string][]Result{}
			for l := range levels {
				for i := range RecentKept {
					lists[fmt.Sprintf("level%d", l)] = append(lists[fmt.Sprintf("level%d", l)], Result{Won: i%2 == 0, Lost: &lost})
				}
			}
			n := levels * RecentKept
			s[g] = Record{Played: n, Won: n / 2, Recent: recentOf(lists)}
		}
		return s
	}
	four := fill([]string{"loveletter", "mascarade", "rebelprincess", "threeparts"}, 3)
	b, err := EncodeStats(four, nil)
	if back, repairs := ReadStats(b); err != nil || len(repairs) > 0 || !back.Equal(four) {
		t.Errorf("four games' results (%d bytes) read back with %+v, %v", len(b), repairs, err)
	}
	var games []string
	for i := range maxGames {
		games = append(games, fmt.Sprintf("game%d", i))
	}
	many := fill(games, maxLevels)
	b, err = EncodeStats(many, nil)
	back, repairs := ReadStats(b)
	if err != nil || len(b) > maxValue || len(repairs) > 0 {
		t.Fatalf("%d bytes written (%v), read with %+v", len(b), err, repairs)
	}
	if r := back["game7"]; r.Played != RecentKept*maxLevels || r.Won != RecentKept*maxLevels/2 || !r.Recent.IsZero() {
		t.Errorf("a line read back: %d played, %d won, results at %v; want the counts, no results", r.Played, r.Won, r.Recent.Levels())
	}
}

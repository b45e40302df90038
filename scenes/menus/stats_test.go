package menus_test

// The statistics page's pictures (issue 41): each game's last results
// against one level of bots as a strip, the win rate over time and, once
// games are reviewed, the chance lost per decision, in words on the screen
// and on the accessible page, at every size and in every language.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/menus"
	"parlour/scenes/profile"
)

// results are stored results, W won and L lost, oldest first, the
// chances lost by a review at the indexes given.
func results(pattern string, lost map[int]float64) []map[string]any {
	var out []map[string]any
	for i, c := range pattern {
		r := map[string]any{"won": c == 'W'}
		if l, ok := lost[i]; ok {
			r["lost"] = l
		}
		out = append(out, r)
	}
	return out
}

// loveLetterClever are Love Letter's 42 last games against Clever bots:
// 22 won; 4 of the first 10, 5 of the last 10; the last six reviewed.
var loveLetterClever = strings.Repeat("LLWLLWLWLWWLWWLWWW", 3)[:42]

// storedStats are statistics as stored, with Love Letter's results at two
// levels (42 against Clever bots, 12 against Experts), Mascarade's at one
// and Rebel Princess's none (a line of before them).
func storedStats(t *testing.T) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{
		"loveletter": map[string]any{"played": 60, "won": 31, "streak": 3, "best_streak": 5, "recent": map[string]any{
			"clever": results(loveLetterClever, map[int]float64{36: 0.09, 37: 0.071, 38: 0.08, 39: 0.05, 40: 0.044, 41: 0.031}),
			"expert": results("LLWLLLWLLWLL", nil)}},
		"loveletter-daily": map[string]any{"played": 3, "won": 1, "streak": 0, "best_streak": 1},
		"mascarade":        map[string]any{"played": 8, "won": 3, "streak": 0, "best_streak": 2, "recent": map[string]any{"clever": results("WLLWLLWL", nil)}},
		"rebelprincess":    map[string]any{"played": 12, "won": 5, "streak": 1, "best_streak": 3},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The words the pictures of storedStats say, in English.
const (
	cleverWords = "Last 42 games: 22 won, 20 lost"
	trendWords  = "Win rate: 40% in the first 10 games, 50% in the last 10"
	lostWords   = "Average chance lost per decision (see the rules' Review page): 8.0% in the first 3 reviewed games, 4.2% in the last 3"
	expertWords = "Last 12 games: 3 won, 9 lost"
	mascWords   = "Opponents: Clever. Last 8 games: 3 won, 5 lost."
	noneWords   = "Your next games will show here: the last 50 against each level of opponents."
)

// openStats opens the app on a w×h screen at query, with stats stored,
// and goes to the statistics, settled.
func openStats(t *testing.T, query string, w, h int, stats []byte) *apptest.Driver {
	t.Helper()
	return openStatsWith(t, query, w, h, stats, "")
}

// openStatsWith is openStats with settings stored too (JSON, "" for none).
func openStatsWith(t *testing.T, query string, w, h int, stats []byte, settings string) *apptest.Driver {
	t.Helper()
	store := apptest.NewMemory()
	_ = store.SaveObjectProp("parlour", scenes.KeyStats, stats) // a map: no error
	if settings != "" {
		_ = store.SaveObjectProp("parlour", scenes.KeySettings, []byte(settings))
	}
	d := apptest.OpenOn(t, store, query, w, h)
	untilTitle(d)
	tapShown(t, d, "stats", w < 500)
	d.Until("the statistics", 60, func(s scenes.Snapshot) bool { return s.Scene == "stats" })
	settled(t, d, "the statistics")
	return d
}

// drawnWords are the words the statistics drew in the last frame.
func drawnWords(t *testing.T, d *apptest.Driver) []string {
	t.Helper()
	d.Draw()
	s, ok := d.App.Scene().(*menus.Stats)
	if !ok {
		t.Fatalf("the screen is %s, not the statistics", d.State().Scene)
	}
	return s.Drawn()
}

// shows fails the test unless the last frame drew each of words, whole or
// in a line of words drawn.
func shows(t *testing.T, what string, drawn []string, words ...string) {
	t.Helper()
	for _, w := range words {
		if !slices.ContainsFunc(drawn, func(d string) bool { return strings.Contains(d, w) }) {
			t.Errorf("%s: %q is not drawn; drawn: %q", what, w, drawn)
		}
	}
}

// TestTheStatisticsDrawEachGamesLastResultsAndSayThemInWords: each game's
// panel draws its results at the level it shows (the one with the most,
// none chosen) with their words — how many won and lost, the win rate at
// the start and now, the chance lost per decision where games were
// reviewed, the level when it has no button — and a game with no results
// says where they will show; the accessible page reads the same, a
// sentence a game, and offers the levels of a game played at several as
// a group.
func TestTheStatisticsDrawEachGamesLastResultsAndSayThemInWords(t *testing.T) {
	d := openStats(t, "?lang=en", 360, 640, storedStats(t))
	drawn := drawnWords(t, d)
	shows(t, "360×640", drawn, cleverWords, trendWords, lostWords, mascWords)
	if slices.Contains(drawn, "Three Parts") {
		t.Errorf("Three Parts's panel, below the screen, is drawn: %q", drawn)
	}
	d.Press(false, "PageDown")
	d.Press(false, "PageDown")
	shows(t, "scrolled down", drawnWords(t, d), "Three Parts", noneWords)
	page := d.State().Access
	for _, want := range []string{
		"Love Letter. Opponents: Clever. " + cleverWords + ". " + trendWords + ". " + lostWords + ".",
		"Mascarade. " + mascWords,
		"Rebel Princess. " + noneWords,
		"Love Letter, 60 Played, 31 Won, 52% Win rate, 5 Best streak",
		"Love Letter · Opponents",
	} {
		if !slices.Contains(page, want) {
			t.Errorf("the accessible page does not read %q:\n%s", want, strings.Join(page, "\n"))
		}
	}
	if i := slices.Index(page, "Love Letter · Opponents"); i < 0 || i+2 >= len(page) || page[i+1] != "Clever" || page[i+2] != "Expert" {
		t.Errorf("the levels are not read as a group of Clever and Expert:\n%s", strings.Join(page, "\n"))
	}
}

// TestALevelChosenByTapKeyboardOrThePageShowsThatLevelsGames: a game's
// level button shows its results at that level, in its panel and on the
// accessible page; the keyboard reaches the buttons and Enter chooses one.
func TestALevelChosenByTapKeyboardOrThePageShowsThatLevelsGames(t *testing.T) {
	d := openStats(t, "?lang=en", 1280, 720, storedStats(t))
	d.Tap("stats-loveletter-expert", false)
	d.Frames(2)
	drawn := drawnWords(t, d)
	shows(t, "Expert tapped", drawn, expertWords)
	if slices.ContainsFunc(drawn, func(w string) bool { return strings.Contains(w, "chance lost per decision") }) {
		t.Errorf("Expert's games, none reviewed, are drawn with a chance lost: %q", drawn)
	}
	if page := strings.Join(d.State().Access, "\n"); !strings.Contains(page, "Love Letter. Opponents: Expert. "+expertWords+". Win rate: 30% in the first 10 games, 30% in the last 10.") {
		t.Errorf("the accessible page does not read Expert's games:\n%s", page)
	}
	for range 4 {
		if d.State().Focus == "stats-loveletter-clever" {
			break
		}
		d.Press(false, "Tab")
	}
	if f := d.State().Focus; f != "stats-loveletter-clever" {
		t.Fatalf("Tab does not reach Love Letter's Clever button: the focus is on %q", f)
	}
	d.Press(false, "Enter")
	shows(t, "Clever chosen by Enter", drawnWords(t, d), cleverWords, lostWords)
}

// TestTheStatisticsAreReadableAndWholeAtEverySizeInEveryLanguage: at
// 360×640, 1280×720 and in a box of 240×320 (an embed's, drawn scaled
// down), in each language, and with larger text on a phone, the
// statistics draw no text under the readable size, cut none short, draw
// no vector path each frame, and every target is one a finger can use
// (the touch size; 24 CSS pixels in the small box, where a smaller layout
// is drawn).
func TestTheStatisticsAreReadableAndWholeAtEverySizeInEveryLanguage(t *testing.T) {
	type screen struct {
		w, h     int
		lang     string
		settings string
	}
	var screens []screen
	for _, size := range [][2]int{{360, 640}, {240, 320}, {1280, 720}} { // the phone's first: see fit_test.go
		for _, lang := range []string{"en", "pl", "ru", "uk"} {
			screens = append(screens, screen{size[0], size[1], lang, ""})
		}
	}
	screens = append(screens, screen{360, 640, "uk", largerText("uk")})
	for _, sc := range screens {
		what := fmt.Sprintf("%s %d×%d", sc.lang, sc.w, sc.h)
		if sc.settings != "" {
			what += " with larger text"
		}
		least := 44.0 // CSS pixels
		if sc.w < 360 {
			least = 24
		}
		d := openStatsWith(t, "?lang="+sc.lang, sc.w, sc.h, storedStats(t), sc.settings)
		for _, at := range []string{"top", "scrolled to the end"} {
			s := settledText(t, d, what+", "+at)
			if len(s.Clipped) > 0 {
				t.Errorf("%s, %s: cut short: %q", what, at, s.Clipped)
			}
			if s.UncachedPaths != 0 {
				t.Errorf("%s, %s: %d vector paths drawn each frame", what, at, s.UncachedPaths)
			}
			for name, r := range s.Targets {
				if r.W < least-0.5 || r.H < least-0.5 {
					t.Errorf("%s, %s: the target %s is %.0f×%.0f CSS pixels, under %.0f", what, at, name, r.W, r.H, least)
				}
			}
			if _, ok := s.Targets["stats-loveletter-expert"]; at == "top" && !ok {
				t.Errorf("%s: Love Letter's levels are not offered: %v", what, s.Targets)
			}
			for range 6 {
				d.Press(false, "PageDown")
			}
		}
		d.NotBlank("the statistics, " + what)
	}
}

// TestAGameFinishedAtTheTableAddsItsResultAtItsBotsLevel: a game played
// to its end against Expert bots adds its result to the game's results at
// that level, stored, and the statistics draw it.
func TestAGameFinishedAtTheTableAddsItsResultAtItsBotsLevel(t *testing.T) {
	d := apptest.Open(t, "?game=loveletter&players=2&bots=expert&seed=5&speed=instant&lang=en", 1280, 720)
	d.StartTable()
	d.PlayToTheEnd(apptest.NewMover(3), 20000, nil)
	r := d.App.Stats["loveletter"]
	got := r.Recent.At("expert")
	if r.Played != 1 || len(got) != 1 || got[0].Won != (r.Won == 1) || len(r.Recent.Levels()) != 1 {
		t.Fatalf("after one game against Experts: %+v, results at %v", r, r.Recent.Levels())
	}
	b, _ := d.Store.LoadObjectProp("parlour", scenes.KeyStats)
	if stored, err := profile.DecodeStats(b); err != nil || stored["loveletter"] != r {
		t.Errorf("stored %s (%v)", b, err)
	}
	want := "Last game: 1 won, 0 lost"
	if !got[0].Won {
		want = "Last game: 0 won, 1 lost"
	}
	d2 := openStats(t, "?lang=en", 1280, 720, b)
	shows(t, "the statistics after the game", drawnWords(t, d2), "Opponents: Expert. "+want)
}

// TestADamagedListOfResultsIsClearedAloneAndTheNoticeSaysSo: a list of
// results that cannot be read is dropped at start with a notice naming
// its game; the game's counts and its other level's results stay.
func TestADamagedListOfResultsIsClearedAloneAndTheNoticeSaysSo(t *testing.T) {
	damaged := []byte(`{"loveletter":{"played":60,"won":31,"streak":3,"best_streak":5,"recent":{"clever":[{"won":"yes"}],"expert":[{"won":true},{"won":false}]}}}`)
	store := apptest.NewMemory()
	_ = store.SaveObjectProp("parlour", scenes.KeyStats, damaged)
	d := apptest.OpenOn(t, store, "?lang=en", 1280, 720)
	s := d.Until("the notice", 60, func(s scenes.Snapshot) bool { return s.Notice != "" })
	if want := "The recent results for Love Letter could not be read and were cleared; its other statistics are kept."; s.Notice != want {
		t.Errorf("the notice says %q, want %q", s.Notice, want)
	}
	r := d.App.Stats["loveletter"]
	if r.Played != 60 || r.Won != 31 || r.BestStreak != 5 || len(r.Recent.At("clever")) != 0 || len(r.Recent.At("expert")) != 2 {
		t.Errorf("Love Letter's line: %+v, results at %v", r, r.Recent.Levels())
	}
}

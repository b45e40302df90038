package menus_test

// Words that fit and text that can be read (issues 19 and 29), checked on
// the whole app natively: the title, the settings, the statistics, every
// game's rules, setup and table at a pinned first decision, in the
// languages with the longest words and at the sizes that leave them least
// room. The game reports each drawn frame's smallest text (counting words
// inside cached images each time they are shown), every text it cut short
// with an ellipsis and every vector path it drew straight onto the screen
// (scenes.Snapshot: what parlourState() publishes); these tests read the
// frames drawn once each screen has settled. They were browser tests
// (wasm/test/fit.test.js's and readable.test.js's), about four minutes of
// make test under SwiftShader; fit.test.js keeps the other languages and
// sizes, for make browser-long.

import (
	"fmt"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/rest"
	"parlour/scenes/table"
)

// readableCSS is the smallest text a screen may draw, in CSS pixels: issue
// 19's floor, written here rather than read from render/style so that a
// smaller ReadableCSS there fails these tests.
const readableCSS = 10

// These tests draw few frames besides those they read: the smallest text,
// the words cut short, the paths and the targets are counted as the app
// draws, never read back from the screen, and every frame drawn is queued
// for Mesa's software renderer, to run at the next read of pixels (a
// NotBlank, or a later test's). Drawn one in four updates, as a Driver
// draws them, the bots' moves and the motion up to each first decision
// cost over a minute of it in all. The tests on a phone's screen come
// first: once the desktop's have run, every frame drawn in the same
// process costs Mesa several times as much (the rules on a phone, 2–4 s
// first, took 14 s after the Russian desktop test).

// openWithSettings opens the app at query on a w×h screen, with settings
// (JSON, as the settings screen stores them) stored first when not empty.
// It draws one frame in drawEvery updates, besides those a test draws
// (drawnUntil, settled).
func openWithSettings(t *testing.T, query string, w, h int, settings string) *apptest.Driver {
	t.Helper()
	store := apptest.NewMemory()
	if settings != "" {
		_ = store.SaveObjectProp("parlour", scenes.KeySettings, []byte(settings)) // a map: no error
	}
	d := apptest.OpenOn(t, store, query, w, h)
	d.DrawEvery = drawEvery
	return d
}

// drawEvery is a Driver's updates a frame drawn here. A table needs frames
// drawn to play on (a bot thinks in a frame that does not show a move:
// scenes/session), one or two a move, whatever the updates between them;
// the updates between run the motion and the bots' pauses on.
const drawEvery = 64

// drawn runs and draws a frame, and returns the state then (its targets
// are the frame's).
func drawn(d *apptest.Driver) scenes.Snapshot {
	d.Frame()
	d.Draw()
	return d.State()
}

// drawnUntil runs and draws frames until cond holds of what the last one
// drew (its targets, a tracker's heading), at most limit of them.
func drawnUntil(t *testing.T, d *apptest.Driver, what string, limit int, cond func(scenes.Snapshot) bool) scenes.Snapshot {
	t.Helper()
	for range limit {
		if s := drawn(d); cond(s) {
			return s
		}
	}
	t.Fatalf("%s: not after %d frames drawn (scene %q)", what, limit, d.State().Scene)
	return scenes.Snapshot{}
}

// settled draws frames until two have been drawn afresh with the words of
// the screen's language in, and returns the state then: the smallest text
// and the clipped words are the last drawn frame's, and the uncached paths
// the one before it (render.BeginFrame), so both must show this screen. A
// frame the rest keeper keeps (scenes/rest) leaves the counts as they
// were, and costs no drawing; it draws afresh within its heartbeat.
func settled(t *testing.T, d *apptest.Driver, what string) scenes.Snapshot {
	t.Helper()
	fresh, kept := 0, d.State().Rested
	return drawnUntil(t, d, what+": two frames drawn afresh", 4*rest.Heartbeat, func(s scenes.Snapshot) bool {
		switch {
		case s.WordsComing:
			fresh = 0
		case s.Rested == kept:
			fresh++
		}
		kept = s.Rested
		return fresh >= 2
	})
}

// settledText is the settled screen's state, and fails the test when that
// screen draws no text or text under the readable size.
func settledText(t *testing.T, d *apptest.Driver, what string) scenes.Snapshot {
	t.Helper()
	s := settled(t, d, what)
	if s.SmallestText == nil {
		t.Fatalf("%s: the frame reports no text at all", what)
	}
	if tx := s.SmallestText; tx.CSS < readableCSS {
		t.Errorf("%s: %q is drawn at %v CSS pixels, under %d", what, tx.Words, tx.CSS, readableCSS)
	}
	return s
}

// readable fails the test when the settled screen draws text under the
// readable size or draws a vector path straight onto the screen every
// frame (a software renderer's frame rate falls with each: render/paths.go).
func readable(t *testing.T, d *apptest.Driver, what string) {
	t.Helper()
	s := settledText(t, d, what)
	if s.UncachedPaths != 0 {
		t.Errorf("%s: %d vector paths drawn onto the screen every frame", what, s.UncachedPaths)
	}
}

// fits fails the test when the settled screen draws text under the
// readable size or cuts short with an ellipsis anything but a seat's name
// (a name a person typed may be long).
func fits(t *testing.T, d *apptest.Driver, what string) {
	t.Helper()
	s := settledText(t, d, what)
	var names []string
	if tb, ok := s.Table.(table.Snap); ok {
		for _, seat := range tb.Seats {
			names = append(names, seat.Name)
		}
	}
	var cut []string
	for _, w := range s.Clipped {
		if !slices.Contains(names, w) {
			cut = append(cut, w)
		}
	}
	if len(cut) > 0 {
		t.Errorf("%s: cut short with an ellipsis: %q", what, cut)
	}
}

// tapShown taps the target named name, as a finger on a phone (touch) or
// a mouse, once a frame drawn shows it. The targets are the last drawn
// frame's: a test taps one after drawing the screen it is on (settled, or
// here when the last frame drawn does not show it).
func tapShown(t *testing.T, d *apptest.Driver, name string, touch bool) {
	t.Helper()
	if _, ok := d.State().Targets[name]; !ok {
		drawnUntil(t, d, "the target "+name, 60, func(s scenes.Snapshot) bool { _, ok := s.Targets[name]; return ok })
	}
	d.Tap(name, touch)
}

// untilTitle waits for the title with its cards dealt.
func untilTitle(d *apptest.Driver) {
	d.Until("the title with its cards dealt", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Frames > 30 })
}

// firstDecision starts the setup's game and waits for the person's first
// decision (or a summary), the bots' moves before it played.
func firstDecision(t *testing.T, d *apptest.Driver, touch bool) {
	t.Helper()
	tapShown(t, d, "start", touch)
	d.Until("the person's first decision", 20000, func(s scenes.Snapshot) bool { return s.Scene == "table" && apptest.AtRest(s) })
}

// fitTables are the pinned deals every screen's words are read at: each
// game's first decision at a table of several players.
var fitTables = []struct {
	game          string
	players, seed int
}{{"loveletter", 4, 3}, {"mascarade", 6, 3}, {"rebelprincess", 4, 3}, {"threeparts", 4, 3}}

// largerText are the settings stored before a test of larger text (issue
// 31), in lang.
func largerText(lang string) string {
	return fmt.Sprintf(`{"speed":"auto","sound":true,"language":%q,"text":"large"}`, lang)
}

// everyScreenFits reads every screen in lang on a w×h screen, with the
// settings given stored first: the title, the settings, the statistics,
// each game's rules, and each game's setup and table at a pinned first
// decision. A phone's screen is tapped by a finger.
func everyScreenFits(t *testing.T, lang string, w, h int, settings string) {
	touch := w < 500
	d := openWithSettings(t, "?lang="+lang, w, h, settings)
	untilTitle(d)
	fits(t, d, "the title")
	tapShown(t, d, "settings", touch)
	fits(t, d, "the settings")
	tapShown(t, d, "back", touch)
	tapShown(t, d, "stats", touch)
	fits(t, d, "the statistics")
	tapShown(t, d, "back", touch)
	tapShown(t, d, "rules", touch)
	games := d.State().Games
	if len(games) == 0 {
		t.Fatal("the title offers no games")
	}
	for _, g := range games {
		tapShown(t, d, "rules-game-"+g, touch)
		fits(t, d, g+"'s rules")
	}
	for _, tb := range fitTables {
		d := openWithSettings(t, fmt.Sprintf("?game=%s&players=%d&seed=%d&speed=instant&lang=%s", tb.game, tb.players, tb.seed, lang), w, h, settings)
		d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
		fits(t, d, tb.game+"'s setup")
		firstDecision(t, d, touch)
		fits(t, d, tb.game+"'s table")
		d.NotBlank(tb.game + "'s table")
	}
}

// Issue 29: every catalog string fits where it is drawn. Ukrainian and
// Russian have the longest words: on the smallest phone, and on the
// desktop (TestEveryScreensWordsFitInRussianAt1280x720, last).
func TestEveryScreensWordsFitInUkrainianAt360x640(t *testing.T) {
	everyScreenFits(t, "uk", 360, 640, "")
}

// Larger text (issue 31) still fits: English on the smallest phone.
func TestEveryScreensWordsFitInEnglishAt360x640WithLargerText(t *testing.T) {
	everyScreenFits(t, "en", 360, 640, largerText("en"))
}

// phones are the sizes text must stay readable at (issue 19).
var phones = [][2]int{{360, 640}, {390, 844}}

// TestTheTitleSettingsAndEveryPageOfEveryGamesRulesAreReadableOnAPhone:
// no text on a phone is drawn under the readable size, and no screen draws
// a vector path onto the screen every frame — the title, the settings in
// English and in Ukrainian, and every page of every game's rules.
func TestTheTitleSettingsAndEveryPageOfEveryGamesRulesAreReadableOnAPhone(t *testing.T) {
	for _, size := range phones {
		at := fmt.Sprintf("%d×%d: ", size[0], size[1])
		d := openWithSettings(t, "", size[0], size[1], "")
		untilTitle(d)
		readable(t, d, at+"the title")
		tapShown(t, d, "settings", true)
		readable(t, d, at+"the settings")
		tapShown(t, d, "lang-uk", true)
		readable(t, d, at+"the settings in Ukrainian")
		tapShown(t, d, "lang-en", true)
		tapShown(t, d, "back", true)
		tapShown(t, d, "rules", true)
		pages := 0
		for _, g := range d.State().Games {
			tapShown(t, d, "rules-game-"+g, true)
			// The game's pages, as a frame drawn after the tap shows them.
			targets := drawn(d).Targets
			for i := 0; ; i++ {
				page := fmt.Sprintf("rules-page-%d", i)
				if _, ok := targets[page]; !ok {
					break
				}
				tapShown(t, d, page, true)
				what := fmt.Sprintf("%s%s's rules page %d", at, g, i)
				readable(t, d, what)
				d.NotBlank(what)
				pages++
			}
		}
		if pages < 8 {
			t.Fatalf("%sonly %d pages of rules read: the rules lost their pages' targets", at, pages)
		}
	}
}

// readableTables are the deals each game's setup and table are read at,
// where not four players and seed 1: Mascarade's largest table (13 players
// on a phone), and the deals whose first decision is the person's.
var readableTables = map[string][2]int{"loveletter": {4, 29}, "mascarade": {13, 4}, "rebelprincess": {4, 5}}

// readAfterMoves are the games whose table is read after the person's
// first two moves too (the others' first decisions take several taps each;
// their own tests play them).
var readAfterMoves = []string{"loveletter", "mascarade"}

// TestEveryGamesSetupAndTableAreReadableOnAPhone: each game's setup, and
// its table at the person's first decision on a pinned deal (and after two
// moves, where a move is one tap), draw no text under the readable size
// and no vector path onto the screen every frame.
func TestEveryGamesSetupAndTableAreReadableOnAPhone(t *testing.T) {
	games := openWithSettings(t, "", 360, 640, "").State().Games
	if len(games) == 0 {
		t.Fatal("the title offers no games")
	}
	for _, size := range phones {
		for _, g := range games {
			deal, ok := readableTables[g]
			if !ok {
				deal = [2]int{4, 1}
			}
			at := fmt.Sprintf("%s at %d×%d with %d players: ", g, size[0], size[1], deal[0])
			d := openWithSettings(t, fmt.Sprintf("?game=%s&players=%d&seed=%d&speed=instant", g, deal[0], deal[1]), size[0], size[1], "")
			d.Until(at+"the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
			readable(t, d, at+"the setup")
			firstDecision(t, d, true)
			readable(t, d, at+"the table at the first decision")
			if slices.Contains(readAfterMoves, g) {
				makeMoves(t, d, 2)
				readable(t, d, at+"the table after two moves")
			}
		}
	}
}

// makeMoves makes the person's next n moves by apptest.NextMove (the
// browser harness's makeMoves: a tap is a move when the table then plays
// or logs it) and waits for the next decision, not a step back.
func makeMoves(t *testing.T, d *apptest.Driver, n int) {
	t.Helper()
	made := 0
	for range 20000 {
		s := d.State()
		tb, _ := s.Table.(table.Snap)
		if made >= n && apptest.AtRest(s) && tb.Summary == nil && tb.Prompt != nil && tb.Prompt.Back == "" {
			return
		}
		move := apptest.NextMove(s, nil)
		if move == "" {
			d.Frame() // the bots' turns: one frame drawn in drawEvery
			continue
		}
		if _, shown := s.Targets[move]; !shown {
			drawn(d) // the targets are the last drawn frame's
			continue
		}
		d.Tap(move, true)
		if after := d.Table(); after != nil && (after.Busy || after.LogLen > tb.LogLen) {
			made++
		}
	}
	t.Fatalf("could not make %d moves (made %d)", n, made)
}

// TestTheTrackersHeadingFitsItsPanelInRussianAndUkrainianWideAndInAPhonesDrawer:
// issue 29, the tracker's heading ran past its panel in Ukrainian and
// Russian ("Карты, которых вы ещё не видели"). It is fitted to its room, in
// the side panel on a wide screen and in the drawer on a phone. Russian and
// Ukrainian have the longest headings (Polish and English fit with room to
// spare).
func TestTheTrackersHeadingFitsItsPanelInRussianAndUkrainianWideAndInAPhonesDrawer(t *testing.T) {
	for _, size := range [][2]int{{360, 640}, {1280, 720}} { // the phone first (see above)
		for _, lang := range []string{"ru", "uk"} {
			what := fmt.Sprintf("%s %dx%d", lang, size[0], size[1])
			d := openWithSettings(t, "?game=loveletter&players=3&seed=3&speed=fast&lang="+lang, size[0], size[1], "")
			tapShown(t, d, "start", false)
			d.Until(what+": the person's turn", 1200, func(s scenes.Snapshot) bool {
				tb, ok := s.Table.(table.Snap)
				return s.Scene == "table" && ok && tb.Prompt != nil
			})
			if !drawn(d).Table.(table.Snap).Wide {
				tapShown(t, d, "log", false)
			}
			s := drawnUntil(t, d, what+": the tracker drawn", 120, func(s scenes.Snapshot) bool {
				tb, ok := s.Table.(table.Snap)
				return ok && tb.TrackerHead != nil
			})
			h := s.Table.(table.Snap).TrackerHead
			if h.Width > h.Room+0.5 {
				t.Errorf("%s: %q is %.1f px wide in %.1f px", what, h.Text, h.Width, h.Room)
			}
			d.NotBlank("the tracker, " + what)
		}
	}
}

// TestEveryScreensWordsFitInRussianAt1280x720 is the desktop's: last of
// these tests (see above).
func TestEveryScreensWordsFitInRussianAt1280x720(t *testing.T) {
	everyScreenFits(t, "ru", 1280, 720, "")
}

package menus_test

// Save codes natively (issue 39): the settings' Copy and Paste save code,
// which in a browser go through the page's prompt(), go through a text
// file on the desktop (scenes/platform/dialog_other.go: save-code.txt in
// the user's configuration directory). A test points that directory at a
// temporary one, reads the code Copy wrote there and writes the code Paste
// reads, as a person would paste it. The same checks as
// wasm/test/menus.test.js's save code tests, and what loading a code does
// with its game.

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/profile"
	"parlour/scenes/savecode"
)

// codeFile is where the desktop's Copy save code writes and Paste reads:
// under a configuration directory of the test's own.
func codeFile(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	return filepath.Join(dir, "parlour", "save-code.txt")
}

// openSettings goes from the title to the settings.
func openSettings(t *testing.T, d *apptest.Driver) {
	t.Helper()
	untilTitle(d)
	d.TapWhenShown("settings")
	d.Until("the settings", 60, func(s scenes.Snapshot) bool { return s.Scene == "settings" })
}

// exportCode taps Copy save code in the settings and returns the code it
// wrote to file, having checked that the notice says where.
func exportCode(t *testing.T, d *apptest.Driver, file string) string {
	t.Helper()
	d.TapWhenShown("export")
	if n, want := d.State().Notice, "Save code written to "+file; n != want {
		t.Fatalf("after Copy save code the notice says %q, not %q", n, want)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("Copy save code wrote no code: %v", err)
	}
	return strings.TrimSpace(string(b))
}

// pasteCode puts code where Paste save code reads it, taps Paste in the
// settings, and returns the state after.
func pasteCode(t *testing.T, d *apptest.Driver, file, code string) scenes.Snapshot {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(code+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.TapWhenShown("import")
	return d.State()
}

// played are the statistics' games played and won in all.
func played(s scenes.Snapshot) [2]int {
	p, w := s.Stats.Totals()
	return [2]int{p, w}
}

// Issue 28: a damaged code was refused in English internals ("illegal
// base64"), or, changed by a character, restored other content with "Save
// code loaded". A code copied and pasted back restores the settings it was
// copied with; a damaged one, or one that is no save code, changes nothing
// and says why in the person's language.
func TestACodeCopiedAndPastedBackRestoresTheSettingsAndABadOneChangesNothingAndSaysWhyInThePersonsLanguage(t *testing.T) {
	file := codeFile(t)
	d := apptest.Open(t, "", 1280, 720)
	openSettings(t, d)
	d.TapWhenShown("speed-slow")
	code := exportCode(t, d, file)
	if !regexp.MustCompile(`^parlour2-[A-Za-z0-9_-]+$`).MatchString(code) {
		t.Fatalf("the code is %q", code)
	}

	d.TapWhenShown("speed-instant")
	d.TapWhenShown("lang-pl")
	middle := len(code) / 2
	flip := map[bool]string{true: "B", false: "A"}[code[middle] == 'A']
	// Each refusal's words differ from the one before it, so each notice
	// is the new refusal's (a notice already shown is not given again).
	const nothing = "Nic się nie zmieniło: "
	for _, c := range []struct{ code, why string }{
		{"parlour1-thisisnotacode", "kod zapisu jest uszkodzony (ucięty lub zmieniony)."},
		{"hello", "to nie jest kod zapisu Parlour."},
		{code[:middle] + flip + code[middle+1:], "kod zapisu jest uszkodzony (ucięty lub zmieniony)."},
		{"parlour9-" + code[len("parlour2-"):], "kod zapisu pochodzi z innej wersji Parlour."},
		{code + "AAAA", "kod zapisu jest uszkodzony (ucięty lub zmieniony)."},
	} {
		s := pasteCode(t, d, file, c.code)
		if s.Notice != nothing+c.why {
			t.Errorf("pasting …%s: the notice says %q, not %q", c.code[max(0, len(c.code)-12):], s.Notice, nothing+c.why)
		}
		if s.Speed != "instant" || s.Lang != "pl" {
			t.Fatalf("pasting …%s changed the settings: speed %q, language %q", c.code[max(0, len(c.code)-12):], s.Speed, s.Lang)
		}
	}

	s := pasteCode(t, d, file, code)
	if s.Speed != "slow" || s.Lang != "en" {
		t.Fatalf("the code pasted back restored speed %q and language %q, not slow and English", s.Speed, s.Lang)
	}
	if want := "Save code loaded: settings and statistics restored."; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
}

// Issue 37: a person's own save code pasted back added a second copy of
// the game in progress, and a code's statistics replaced the person's
// without a word. The same game is not added again, and statistics that
// differ are shown side by side and asked about first, the keyboard on
// the answer that keeps the person's.
func TestYourOwnCodePastedBackAddsNoSecondCopyAndOtherStatisticsAreAskedAboutFirst(t *testing.T) {
	file := codeFile(t)
	d := apptest.Open(t, "?game=loveletter&players=3&seed=3&speed=fast", 390, 844)
	d.StartTable()
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-home")
	openSettings(t, d)
	code := exportCode(t, d, file)

	const same = "Save code loaded: settings and statistics restored. Its game is already in your saved games, so no copy was added."
	s := pasteCode(t, d, file, code)
	if s.Notice != same || len(s.Saved) != 1 {
		t.Fatalf("your own code pasted back: notice %q, %d saved games (want %q, 1)", s.Notice, len(s.Saved), same)
	}

	// The person has played more since: the code would replace that.
	mine := []byte(`{"loveletter":{"played":12,"won":5,"streak":0,"best_streak":2}}`)
	_ = d.Store.SaveObjectProp("parlour", scenes.KeyStats, mine) // a map: no error
	asked := func() scenes.Snapshot {
		t.Helper()
		pasteCode(t, d, file, code)
		return d.Until("the statistics question", 60, func(s scenes.Snapshot) bool {
			_, keep := s.Targets["stats-keep"]
			_, replace := s.Targets["stats-replace"]
			return keep && replace
		})
	}
	asked()
	d.Frames(2) // the focus moves over the targets the question drew
	s = d.State()
	words := strings.Join(s.Access, " ")
	if !strings.Contains(words, "Your statistics: 12 played, 5 won. The code's: 0 played, 0 won. Replace yours?") {
		t.Errorf("the question does not show both statistics: %q", words)
	}
	for _, other := range []string{"import", "export", "back"} {
		if _, ok := s.Targets[other]; ok {
			t.Errorf("%s answers while the question is asked", other)
		}
	}
	if s.Focus != "stats-keep" {
		t.Errorf("the keyboard starts on %q, not on the answer that keeps", s.Focus)
	}
	d.Tap("stats-keep", true)
	if s := d.State(); s.Notice != "Nothing changed: you kept your statistics." || played(s) != [2]int{12, 5} {
		t.Fatalf("kept: notice %q, statistics %v played and won", s.Notice, played(s))
	}

	asked()
	d.Tap("stats-replace", true)
	s = d.State()
	if s.Notice != same || played(s) != [2]int{0, 0} || len(s.Saved) != 1 {
		t.Fatalf("replaced: notice %q, statistics %v played and won, %d saved games", s.Notice, played(s), len(s.Saved))
	}
}

// gameRecord opens a table at query on a storage of its own, waits for
// the person's first decision, and returns the game as saved then.
func gameRecord(t *testing.T, query string) []byte {
	t.Helper()
	d := apptest.Open(t, query, 1280, 720)
	d.StartTable()
	d.Until("the person's first decision", 6000, apptest.AtRest)
	return savedRecord(t, d)
}

// savedRecord leaves the table for the title and returns its game as saved.
func savedRecord(t *testing.T, d *apptest.Driver) []byte {
	t.Helper()
	slot := d.Table().Slot
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-home")
	untilTitle(d)
	b, err := d.Store.LoadObjectProp("parlour", "game-"+slot)
	if err != nil {
		t.Fatalf("the game left is not saved: %v", err)
	}
	return b
}

// codeOf is the save code of the default settings, no statistics and rec
// as its game (nil: none).
func codeOf(t *testing.T, rec []byte) string {
	t.Helper()
	code, err := savecode.Encode(savecode.Bundle{Settings: profile.DefaultSettings(), Stats: profile.Stats{}, Session: rec})
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// storeWith is a storage holding recs as saved games, in slots of their own.
func storeWith(recs ...[]byte) *apptest.Memory {
	store := apptest.NewMemory()
	for i, rec := range recs {
		_ = store.SaveObjectProp("parlour", fmt.Sprintf("game-%012x", i+1), rec) // a map: no error
	}
	return store
}

// continued continues the one saved game from the title and returns the
// point it is at, at rest.
func continued(t *testing.T, d *apptest.Driver) point {
	t.Helper()
	d.TapWhenShown("back")
	untilTitle(d)
	d.TapWhenShown("continue")
	d.Until("the saved game at rest", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && apptest.AtRest(s) })
	tb := d.Table()
	return point{log: len(tb.LogAll), hand: fmt.Sprint(tb.Hand)}
}

// point is what tells two points of a game apart here: the log's length
// and the person's hand.
type point struct {
	log  int
	hand string
}

// What loading a code does with its game (issue 37): a game new here is
// added to the saved games; a game saved here at an earlier point moves
// on to the code's point, with no second copy. Either way Continue opens
// the game where the code had it.
func TestACodesGameIsAddedWhenNewHereAndMovesOnTheCopySavedHereWhenFurtherAlong(t *testing.T) {
	file := codeFile(t)
	d := apptest.Open(t, "?game=loveletter&players=3&seed=3&speed=instant", 1280, 720)
	d.StartTable()
	d.Until("the person's first decision", 6000, apptest.AtRest)
	earlier := savedRecord(t, d)
	// On, by a move, to the person's next decision.
	d.TapWhenShown("continue")
	d.Until("the game again", 600, apptest.AtRest)
	before := len(d.Table().LogAll)
	for i := 0; !apptest.AtRest(d.State()) || len(d.Table().LogAll) == before; i++ {
		if i > 6000 {
			t.Fatal("the person's move was not played within 6000 frames")
		}
		d.Move(nil)
	}
	tb := d.Table()
	later := point{log: len(tb.LogAll), hand: fmt.Sprint(tb.Hand)}
	savedRecord(t, d)
	openSettings(t, d)
	code := exportCode(t, d, file)

	// Another device, with no game saved: the code's is added.
	other := apptest.Open(t, "", 1280, 720)
	openSettings(t, other)
	s := pasteCode(t, other, file, code)
	if want := "Save code loaded: settings and statistics restored, its game added to your saved games."; s.Notice != want || len(s.Saved) != 1 {
		t.Fatalf("a new game: notice %q, %d saved games (want %q, 1)", s.Notice, len(s.Saved), want)
	}
	if got := continued(t, other); got != later {
		t.Errorf("the game added continues at %+v, not at the code's %+v", got, later)
	}

	// A device with the game saved at the earlier point: that copy moves on.
	behind := apptest.OpenOn(t, storeWith(earlier), "", 1280, 720)
	openSettings(t, behind)
	s = pasteCode(t, behind, file, code)
	if want := "Save code loaded: settings and statistics restored. Its game was further along than your saved copy, which now goes on from there."; s.Notice != want || len(s.Saved) != 1 {
		t.Fatalf("a copy saved further back: notice %q, %d saved games (want %q, 1)", s.Notice, len(s.Saved), want)
	}
	if got := continued(t, behind); got != later {
		t.Errorf("the copy saved here continues at %+v, not at the code's %+v", got, later)
	}
}

// A code's game that had ended never replaces or joins the games in
// progress, a code without a game restores the settings alone, and a code
// whose game would need a slot when the most games are saved already
// changes nothing and says what to do.
func TestACodesEndedGameIsNeverAddedAndNoGameIsAddedPastTheMostSaved(t *testing.T) {
	file := codeFile(t)
	finished, err := os.ReadFile(filepath.Join("..", "table", "flow", "testdata", "finished-loveletter.json"))
	if err != nil {
		t.Fatal(err)
	}
	inProgress := gameRecord(t, "?game=loveletter&players=3&seed=3&speed=instant")
	d := apptest.OpenOn(t, storeWith(inProgress), "", 1280, 720)
	openSettings(t, d)
	for _, c := range []struct{ what, code, notice string }{
		{"a code whose game had ended", codeOf(t, finished), "Save code loaded: settings and statistics restored. Its game had already ended, so no game was added."},
		{"a code without a game", codeOf(t, nil), "Save code loaded: settings and statistics restored."},
	} {
		d.TapWhenShown("speed-fast")
		s := pasteCode(t, d, file, c.code)
		if s.Notice != c.notice || len(s.Saved) != 1 || s.Speed != "auto" {
			t.Errorf("%s: notice %q, %d saved games, speed %q (want %q, the 1 saved before, the code's auto)", c.what, s.Notice, len(s.Saved), s.Speed, c.notice)
		}
	}

	// Eight games of another deal saved: the code's game has no slot.
	other := gameRecord(t, "?game=loveletter&players=3&seed=5&speed=instant")
	full := apptest.OpenOn(t, storeWith(other, other, other, other, other, other, other, other), "", 1280, 720)
	openSettings(t, full)
	full.TapWhenShown("speed-fast")
	s := pasteCode(t, full, file, codeOf(t, inProgress))
	if want := "Nothing changed: you have the most saved games already; remove one, then load the code again."; s.Notice != want {
		t.Errorf("a ninth game: the notice says %q, not %q", s.Notice, want)
	}
	if len(s.Saved) != 8 || s.Speed != "fast" {
		t.Errorf("a ninth game refused: %d saved games, speed %q (want the 8 and fast)", len(s.Saved), s.Speed)
	}
}

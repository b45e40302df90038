package menus_test

// The menus by keyboard, their memory and their words, natively: moved
// from wasm/test/menus.test.js (issue 39), which keeps only what a browser
// alone shows (the accessible page's DOM, its focus, a real localStorage).
// The same queries, screen sizes and pinned deals as there.

import (
	"fmt"
	"slices"
	"testing"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/apptest"
)

// setupSnap is the part of the setup's snapshot these tests read.
type setupSnap struct {
	People  []bool `json:"people"`
	Players int    `json:"players"`
	Variant string `json:"variant"`
	Confirm bool   `json:"confirm"`
}

func setupOf(t *testing.T, s scenes.Snapshot) setupSnap {
	t.Helper()
	return apptest.Decode[setupSnap](t, s.Setup)
}

// focusOn presses key until the menu's focus is on name, at most limit
// times, and fails the test if it never is.
func focusOn(t *testing.T, d *apptest.Driver, name, key string, limit int) scenes.Snapshot {
	t.Helper()
	s := d.State()
	for i := 0; i < limit && s.Focus != name; i++ {
		d.Press(false, key)
		s = d.State()
	}
	if s.Focus != name {
		t.Fatalf("%s never reached %s (at %q)", key, name, s.Focus)
	}
	return s
}

// Issue 29: the title and the setup could not be used by keyboard: no
// focus, Tab and the arrows did nothing, Enter always opened Love Letter,
// and the players, opponents, daily deal, Settings, Rules and Statistics
// were out of reach. Every target of a menu is now reached with Tab and the arrows
// and used with Enter.
func TestTheTitleAndTheSetupWorkByKeyboardAlone(t *testing.T) {
	d := apptest.Open(t, "", 1280, 720)
	s := d.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Frames > 5 })
	// Every title target is reachable: each game, Settings, Rules, Statistics.
	seen := map[string]bool{}
	for range len(s.Games) + 8 {
		d.Press(false, "Tab")
		seen[d.State().Focus] = true
	}
	want := []string{"settings", "rules", "stats"}
	for _, g := range s.Games {
		want = append(want, "game-"+g)
	}
	for _, name := range want {
		if !seen[name] {
			t.Errorf("Tab never reaches %s: %v", name, seen)
		}
	}
	// The arrows move across the tiles.
	focusOn(t, d, "game-loveletter", "Tab", 30)
	d.Press(false, "ArrowRight")
	if f := d.State().Focus; f == "game-loveletter" {
		t.Error("ArrowRight does not move the focus")
	}
	d.NotBlank("the title by keyboard")
	// Enter opens the focused game, not always Love Letter.
	focusOn(t, d, "game-threeparts", "Tab", 30)
	d.Press(false, "Enter")
	s = d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	if s.Game != "threeparts" {
		t.Fatalf("Enter on the Three Parts tile opened %q", s.Game)
	}
	// In the setup: choose 4 players with the keyboard, then start with Enter.
	focusOn(t, d, "players-4", "Tab", 30)
	d.Press(false, "Enter")
	d.Until("4 players chosen by keyboard", 60, func(s scenes.Snapshot) bool { return s.Setup != nil && setupOf(t, s).Players == 4 })
	d.NotBlank("the setup by keyboard")
	focusOn(t, d, "start", "Tab", 30)
	d.Press(false, "Enter")
	d.Until("the table, started by keyboard", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if n := len(d.Table().Seats); n != 4 {
		t.Fatalf("the table started by keyboard seats %d, not the 4 chosen", n)
	}
}

// inView reports whether a target is published where it can be tapped,
// whole between the heading's band and Start (a target scrolled out of
// view is listed in OutOfView instead).
func inView(s scenes.Snapshot, name string) bool {
	r, ok := s.Targets[name]
	start, back := s.Targets["start"], s.Targets["back"]
	return ok && r.Y >= back.Y+back.H && r.Y+r.H <= start.Y
}

// seats are the setup's seat names in order: the person, then the bots.
var seats = []string{"You", "Ada", "Basil", "Clara", "Dmitri", "Elena", "Felix", "Greta", "Hugo"}

// groupWords are the words the accessible page reads under the group
// titled title: the n after its title, or fewer if it ends first.
func groupWords(access []string, title string, n int) []string {
	i := slices.Index(access, title)
	if i < 0 {
		return nil
	}
	return access[i+1 : min(len(access), i+1+n)]
}

// Issue 38: the setup's choices scrolled out of view were missing from the
// accessible page and out of reach of the keyboard (Mascarade at 5
// players, 1280×720: "People at this device" listed 4 seats of 5; Dmitri
// appeared only after a mouse-wheel scroll). The accessible page holds
// every choice, and the focus, by Tab, scrolls it into view. A phone of
// 390×844 shows 5 seats whole: 9 seats scroll there. (That the page's own
// focus scrolls too is the browser's: menus.test.js.)
func TestEverySeatOfASetupIsOnTheAccessiblePageAndInReachOfTheKeyboardWhichScrollsItIntoView(t *testing.T) {
	for _, c := range []struct{ w, h, players int }{{1280, 720, 5}, {390, 844, 9}} {
		size := fmt.Sprintf("%dx%d", c.w, c.h)
		last := fmt.Sprintf("person-%d", c.players-1)
		d := apptest.Open(t, fmt.Sprintf("?game=mascarade&players=%d", c.players), c.w, c.h)
		s := d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Frames > 5 })
		if inView(s, last) || !slices.Contains(s.OutOfView, last) {
			t.Fatalf("%s: the last seat shows without scrolling: the test needs a setup that scrolls", size)
		}
		for _, group := range []string{"Names", "People at this device"} {
			if got := groupWords(s.Access, group, c.players); !slices.Equal(got, seats[:c.players]) {
				t.Errorf("%s: the accessible page reads %q under %q, not the %d seats %q", size, got, group, c.players, seats[:c.players])
			}
		}
		// Tab walks to the fifth seat and on to the last, and the setup
		// scrolls to show each.
		for _, seat := range []string{"person-4", last} {
			focusOn(t, d, seat, "Tab", 80)
			d.Until(size+": "+seat+" scrolled into view", 120, func(s scenes.Snapshot) bool { return inView(s, seat) })
			if seat == "person-4" {
				d.NotBlank(size + ": the setup scrolled to the fifth seat")
			}
		}
		// Enter on it makes it a seat played here.
		d.Press(false, "Enter")
		if people := setupOf(t, d.State()).People; len(people) != c.players || !people[c.players-1] {
			t.Errorf("%s: Enter on the last seat: people at this device %v", size, people)
		}
	}
}

// The arrows reach a seat scrolled out of view as well: ↓ from the seat
// above it.
func TestTheArrowKeysReachTheFifthSeatBelowTheFoldAndScrollItIntoView(t *testing.T) {
	d := apptest.Open(t, "?game=mascarade&players=5", 1280, 720)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Frames > 5 })
	s := focusOn(t, d, "person-2", "Tab", 60)
	if inView(s, "person-4") {
		t.Fatal("the fifth seat shows without scrolling: the test needs a setup that scrolls")
	}
	d.Press(false, "ArrowDown")
	if f := d.State().Focus; f != "person-4" {
		t.Fatalf("↓ from the third seat reached %q, not the fifth, under it", f)
	}
	d.Until("the fifth seat scrolled into view", 120, func(s scenes.Snapshot) bool { return inView(s, "person-4") })
}

// tileInk is the colour of a title tile's face at the middle of its top
// edge, above its cards, as last drawn.
func tileInk(d *apptest.Driver, name string) [3]int {
	r := d.State().Targets[name]
	c := d.Screen.At(int(r.X+r.W/2), int(r.Y+8))
	cr, cg, cb, _ := c.RGBA()
	return [3]int{int(cr >> 8), int(cg >> 8), int(cb >> 8)}
}

// Issue 38: Escape from Rules put the focus on the Love Letter tile, not
// on Rules; and the gold Love Letter tile looked chosen while the ring was
// on Rules. Back on the title the focus is where it was left, and the tile
// the focus is not on is drawn as the others.
func TestEscapeFromRulesPutsTheFocusBackOnRulesAndNoTileLooksChosenBesideIt(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		d := apptest.Open(t, "", size[0], size[1])
		title := func(s scenes.Snapshot) bool { return s.Scene == "title" }
		d.Until("the title", 60, func(s scenes.Snapshot) bool { return title(s) && s.Frames > 40 })
		focusOn(t, d, "rules", "Tab", 30)
		d.Press(false, "Enter")
		d.Until("the rules", 60, func(s scenes.Snapshot) bool { return s.Scene == "rules" })
		d.Press(false, "Escape")
		d.Until("the title again", 60, title)
		d.Frames(2)
		if f := d.State().Focus; f != "rules" {
			t.Errorf("%s: the focus came back to %q, not Rules", name, f)
		}
		d.Draw()
		first, second := tileInk(d, "game-loveletter"), tileInk(d, "game-mascarade")
		for i := range first {
			if diff := first[i] - second[i]; diff >= 12 || diff <= -12 {
				t.Errorf("%s: the Love Letter tile is drawn %v, the Mascarade tile %v: one looks chosen", name, first, second)
				break
			}
		}
		d.NotBlank(name + ": the title after Escape from Rules")
		// A tap leaves the focus on what was tapped, for the way back.
		d.Tap("settings", false)
		d.Until("the settings", 60, func(s scenes.Snapshot) bool { return s.Scene == "settings" })
		d.Press(false, "Escape")
		if s := d.Until("the title again", 60, title); s.Focus != "settings" {
			t.Errorf("%s: after Settings, tapped, the focus is on %q", name, s.Focus)
		}
	}
}

// Issue 29: the speed is Auto until the person chooses one, and Settings
// names what it does, "Auto (fast with 5+ players)", in every language and
// on every screen, on a line of its own above the other speeds.
func TestSettingsOffersAutoFastWithFivePlusPlayersAsTheSpeedUntilAnotherIsChosen(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		langs []string
	}{{1280, 720, []string{"en"}}, {390, 844, []string{"en", "pl"}}, {360, 640, []string{"en", "pl", "ru", "uk"}}} {
		for _, lang := range c.langs {
			at := fmt.Sprintf("%s %dx%d", lang, c.w, c.h)
			d := apptest.Open(t, "?lang="+lang, c.w, c.h)
			d.Until(at+": the title in its words", 120, func(s scenes.Snapshot) bool {
				return s.Scene == "title" && !s.WordsComing && s.Targets["settings"].W > 0
			})
			d.Tap("settings", c.w < 800)
			// The accessible page follows the scene a frame or two
			// behind: it takes the labels of the frame last drawn.
			auto := i18n.T("speed.auto")
			s := d.Until(at+": the settings, Auto named on the accessible page", 60, func(s scenes.Snapshot) bool {
				return s.Scene == "settings" && slices.Contains(s.Access, auto)
			})
			if s.Speed != "auto" {
				t.Errorf("%s: the speed is %q before any is chosen, not Auto", at, s.Speed)
			}
			for _, k := range []string{"speed-auto", "speed-slow", "speed-normal", "speed-fast", "speed-instant"} {
				if _, ok := s.Targets[k]; !ok {
					t.Errorf("%s: %s not offered", at, k)
				}
			}
			if a, n := s.Targets["speed-auto"], s.Targets["speed-normal"]; a.Y+a.H > n.Y {
				t.Errorf("%s: Auto %+v has no line of its own above the other speeds (Normal %+v)", at, a, n)
			}
			d.NotBlank(at + ": the settings")
			// Another chosen, it holds.
			d.Tap("speed-fast", c.w < 800)
			if s := d.State(); s.Speed != "fast" {
				t.Errorf("%s: Fast chosen, the speed is %q", at, s.Speed)
			}
		}
	}
}

// The setup of a game opens as it was last left, after a reload (the same
// storage opened again).
func TestSetupRemembersTheLastChoicesOfEachGame(t *testing.T) {
	store := apptest.NewMemory()
	d := apptest.OpenOn(t, store, "", 1280, 720)
	d.TapWhenShown("game-loveletter")
	d.TapWhenShown("variant-classic")
	d.TapWhenShown("players-4")
	if s := d.State(); s.Targets["players-5"].W > 0 && setupOf(t, s).Players != 4 {
		t.Fatalf("5 players is offered for the classic deck and 4 were not chosen: %+v", setupOf(t, s))
	}
	d.StartTable()
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-home")
	d.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" })
	// A reload: the same storage, a new app.
	d = apptest.OpenOn(t, store, "", 1280, 720)
	d.TapWhenShown("game-loveletter")
	s := d.Until("the setup again", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	if got := setupOf(t, s); got.Players != 4 || got.Variant != "classic" || got.Confirm {
		t.Fatalf("the setup opened again as %+v, not 4 players of the classic deck", got)
	}
}

// The rules open from the table and lead back to the same game: the same
// hand, the same log, the same round (seed 3: the person's first turn comes before the
// round ends).
func TestTheRulesOpenFromTheTableAndLeadBackToTheSameGame(t *testing.T) {
	type view struct {
		Round int `json:"round"`
	}
	d := apptest.Open(t, "?game=loveletter&players=3&seed=3", 1280, 720)
	d.StartTable()
	d.Until("the person's turn", 6000, apptest.AtRest)
	before := d.Table()
	if before.Summary != nil || before.Prompt == nil {
		t.Fatal("seed 3 no longer gives the person a first turn")
	}
	d.TapWhenShown("table-rules")
	d.Until("the rules at their first page", 60, func(s scenes.Snapshot) bool {
		_, ok := s.Targets["rules-page-0"]
		return s.Scene == "rules" && ok
	})
	d.NotBlank("the rules from the table")
	d.Tap("back", false)
	d.Until("the table again", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	after := d.Table()
	if !slices.Equal(after.Hand, before.Hand) {
		t.Errorf("the hand was %v, back from the rules it is %v", before.Hand, after.Hand)
	}
	if after.LogLen != before.LogLen {
		t.Errorf("the log told %d lines, back from the rules it tells %d", before.LogLen, after.LogLen)
	}
	if b, a := apptest.Decode[view](t, before.View), apptest.Decode[view](t, after.View); a.Round != b.Round {
		t.Errorf("the round was %d, back from the rules it is %d", b.Round, a.Round)
	}
}

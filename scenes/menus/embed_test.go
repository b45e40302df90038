package menus_test

// A game embedded on another site's page (embed=1), natively (issue 39):
// its home is the game's setup, its Back button is a menu of what makes
// sense in a frame, and the host page's choices hold. The host's messages
// reach the app through postMessage, which a native test has not: a test
// calls the app's HostNew as the host's "new" message does (scenes/host.go).

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// An embed's setup has Menu where the title's has Back: it opens the
// embed's menu, whose Rules and Settings lead back to the menu, and whose
// Back leads to the same setup, its choices as they were left.
func TestAnEmbedsMenuOpensFromItsSetupAndItsRulesAndSettingsLeadBackToTheSameSetup(t *testing.T) {
	d := apptest.Open(t, "?embed=1&game=loveletter&players=3", 1280, 720)
	d.Until("the embed's setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.TapWhenShown("players-4")
	menu := func(s scenes.Snapshot) bool { return s.Scene == "embed-menu" }
	d.TapWhenShown("back")
	d.Until("the embed's menu", 60, menu)
	for _, item := range []string{"rules", "settings"} {
		d.TapWhenShown(item)
		d.Until(item+" from the embed's menu", 60, func(s scenes.Snapshot) bool { return s.Scene == item })
		d.TapWhenShown("back")
		d.Until("the embed's menu again from "+item, 60, menu)
	}
	if _, ok := d.State().Targets["full-parlour"]; !ok {
		t.Error("the embed's menu does not offer the full Parlour")
	}
	d.TapWhenShown("back")
	s := d.Until("the setup again", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	if got := setupOf(t, s); got.Players != 4 {
		t.Errorf("the setup come back to has %d players, not the 4 chosen before the menu", got.Players)
	}
}

// The embedding page's locked choices (lock=) show, but a tap on another
// value changes nothing and says the page sets it.
func TestAChoiceTheEmbeddingPageLockedDoesNotChangeAndSaysThePageSetsIt(t *testing.T) {
	d := apptest.Open(t, "?embed=1&game=loveletter&players=3&lock=players", 1280, 720)
	d.Until("the embed's setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.TapWhenShown("players-4")
	s := d.State()
	if got := setupOf(t, s); got.Players != 3 {
		t.Errorf("a locked player count changed to %d", got.Players)
	}
	if want := "This page sets this choice"; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
}

// The host's "new" message starts the game it names at once, its speed
// this visit's only (as speed= in the URL); a game the app has not is
// refused and leaves the screen as it was.
func TestAHostsNewGameStartsAtOnceAndItsSpeedIsThisVisitsOnly(t *testing.T) {
	d := apptest.Open(t, "?embed=1&game=loveletter&players=3", 1280, 720)
	d.Until("the embed's setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.App.HostNew(d.App, "game=chess")
	d.Frames(2)
	if s := d.State(); s.Scene != "setup" || s.Game != "loveletter" {
		t.Fatalf("a new game of chess left %s of %q, not Love Letter's setup", s.Scene, s.Game)
	}
	d.App.HostNew(d.App, "game=mascarade&players=5&speed=fast")
	s := d.Until("the host's new game", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if tb := d.Table(); tb.Game != "mascarade" || len(tb.Seats) != 5 {
		t.Fatalf("the host's new game is %s with %d seats, not Mascarade with 5", tb.Game, len(tb.Seats))
	}
	if s.Speed != "fast" || d.App.StoredSettings().Speed == "fast" {
		t.Errorf("the host's speed: %q now, %q stored (want fast now, not stored)", s.Speed, d.App.StoredSettings().Speed)
	}
}

package menus_test

// The saved games as the title reads them, and the list of them (Saved
// games, offered with two or more), natively (issue 39).

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// openSaved opens the list of saved games from the title.
func openSaved(t *testing.T, d *apptest.Driver) {
	t.Helper()
	untilTitle(d)
	d.TapWhenShown("saved")
	d.Until("the saved games", 60, func(s scenes.Snapshot) bool { return s.Scene == "saved" })
}

// The first slots storeWith fills.
const (
	firstSlot  = "000000000001"
	secondSlot = "000000000002"
	thirdSlot  = "000000000003"
)

// Remove asks again: a first press only arms it (pressing another game's
// Remove arms that one instead), a second press on the same game removes
// it alone and says which; Continue opens the game chosen, not the first
// listed.
func TestRemoveAsksAgainAndRemovesThatGameAloneAndContinueOpensTheGameChosen(t *testing.T) {
	store := storeWith(gameRecord(t, "?game=loveletter&players=3&seed=3&speed=instant"), gameRecord(t, "?game=loveletter&players=3&seed=4&speed=instant"), gameRecord(t, "?game=mascarade&players=4&seed=3&speed=instant"))
	d := apptest.OpenOn(t, store, "", 1280, 720)
	openSaved(t, d)
	for _, press := range []string{firstSlot, secondSlot, firstSlot} {
		d.TapWhenShown("saved-remove-" + press)
		if s := d.State(); len(s.Saved) != 3 || s.Scene != "saved" {
			t.Fatalf("a first press of %s's Remove (after another's) removed a game: %d saved, scene %q", press, len(s.Saved), s.Scene)
		}
	}
	d.TapWhenShown("saved-remove-" + firstSlot)
	s := d.State()
	if len(s.Saved) != 2 || s.Saved[0].ID != secondSlot || s.Saved[1].ID != thirdSlot {
		t.Fatalf("the second press removed the wrong games: %+v left", s.Saved)
	}
	if want := "Removed: Love Letter · 3 players"; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	d.TapWhenShown("saved-continue-" + thirdSlot)
	d.Until("the game continued", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if tb := d.Table(); tb.Game != "mascarade" || tb.Slot != thirdSlot {
		t.Fatalf("Continue opened %s in slot %s, not the Mascarade of slot %s", tb.Game, tb.Slot, thirdSlot)
	}
}

// A game played on in another tab since the list read it is not removed
// by a second press on its Remove: its moves are kept, and the person told.
func TestAGamePlayedElsewhereSinceTheListReadItIsKeptWhenRemoved(t *testing.T) {
	store := storeWith(gameRecord(t, "?game=loveletter&players=3&seed=3&speed=instant"), gameRecord(t, "?game=mascarade&players=4&seed=3&speed=instant"))
	d := apptest.OpenOn(t, store, "", 1280, 720)
	openSaved(t, d)
	d.TapWhenShown("saved-remove-" + firstSlot)
	// Another tab played on: the slot holds another record now. (The list
	// reads the games again a second after it last did: this is sooner.)
	later := gameRecord(t, "?game=loveletter&players=3&seed=4&speed=instant")
	_ = store.SaveObjectProp("parlour", "game-"+firstSlot, later) // a map: no error
	d.Tap("saved-remove-"+firstSlot, false)
	s := d.State()
	if want := "That game was played in another tab since you looked: it was kept."; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	if b, err := store.LoadObjectProp("parlour", "game-"+firstSlot); err != nil || string(b) != string(later) {
		t.Fatalf("the game played elsewhere was not kept as played (%v)", err)
	}
}

// A saved game that cannot be read is removed, and a game that had ended
// has its result recorded, once, and leaves its slot: the title says both,
// once (wasm/test/storage.test.js's finished game, natively).
func TestAnUnreadableSavedGameIsRemovedAndAFinishedOneIsCountedOnceAndLeavesItsSlot(t *testing.T) {
	finished, err := os.ReadFile(filepath.Join("..", "table", "flow", "testdata", "finished-loveletter.json"))
	if err != nil {
		t.Fatal(err)
	}
	store := storeWith([]byte(`{"version":2,"game":"loveletter","session":{"not":"a game"}}`), finished)
	d := apptest.OpenOn(t, store, "", 1280, 720)
	untilTitle(d)
	s := d.State()
	for _, want := range []string{"The saved game could not be read and was removed.", "Your last game had ended: its result is in the statistics."} {
		if !strings.Contains(s.Notice, want) {
			t.Errorf("the title's notice %q does not say %q", s.Notice, want)
		}
	}
	if len(s.Saved) != 0 || s.Targets["continue"].W > 0 {
		t.Errorf("%d saved games left, Continue offered: %v", len(s.Saved), s.Targets["continue"].W > 0)
	}
	if p, _ := store.ListObjectProps("parlour"); strings.Contains(strings.Join(p, " "), "game-") {
		t.Errorf("the games are still stored: %q", p)
	}
	if got := played(s); got[0] != 1 {
		t.Errorf("the finished game's result: %d played", got[0])
	}
	// A reload: nothing more to say, nothing counted twice.
	again := apptest.OpenOn(t, store, "", 1280, 720)
	untilTitle(again)
	if s := again.State(); s.Notice != "" || played(s)[0] != 1 {
		t.Errorf("after a reload: notice %q, %d played", s.Notice, played(s)[0])
	}
}

package menus_test

// The setup's Start and its second button natively (issue 39): what keeps
// Start from dealing, a shared deal's setup and one's own, and the
// question before a new game replaces a saved one.

import (
	"fmt"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// untilSetup waits for the setup with its buttons drawn.
func untilSetup(d *apptest.Driver) scenes.Snapshot {
	return d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
}

// A custom list of masks that no longer fits the players chosen keeps
// Start from dealing, and says why; back at the players it fits, Start
// deals.
func TestMasksThatNoLongerFitThePlayersKeepStartFromDealingAndSayWhy(t *testing.T) {
	d := apptest.Open(t, "?game=mascarade&players=4&masks=fool,judge,king,witch,princess,spy", 1280, 720)
	untilSetup(d)
	d.TapWhenShown("players-7")
	d.Tap("start", false)
	s := d.State()
	if s.Scene != "setup" {
		t.Fatalf("Start dealt 7 players the 6 masks chosen for 4 (scene %q)", s.Scene)
	}
	if want := "Choose 7 masks (one per player and centre place), not 6."; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	d.TapWhenShown("players-4")
	d.Tap("start", false)
	d.Until("the table of the masks chosen", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
}

// A shared deal's setup fixes the deal's choices, and says so when one is
// tapped; its second button, "My own setup", gives the person's own setup
// back, whose choices change, and whose second button is the daily deal:
// the same table for everyone (three players), whatever was chosen.
func TestASharedDealsSetupFixesItsChoicesUntilMyOwnSetupAndThenOffersTheDailyDeal(t *testing.T) {
	d := apptest.Open(t, "?game=loveletter&players=3&seed=3&seat=1", 1280, 720)
	deal := func(s scenes.Snapshot) bool {
		return apptest.Decode[struct {
			Deal any `json:"deal"`
		}](t, s.Setup).Deal != nil
	}
	if s := untilSetup(d); !deal(s) {
		t.Fatal("the link's setup has no shared deal")
	}
	d.TapWhenShown("players-4")
	s := d.State()
	if setupOf(t, s).Players != 3 {
		t.Errorf("the shared deal's players changed to %d", setupOf(t, s).Players)
	}
	if want := "The shared deal fixes this setting"; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	d.Tap("daily", false) // "My own setup"
	if s := d.State(); s.Scene != "setup" || deal(s) {
		t.Fatalf("My own setup left %s, the deal shared still: %v", s.Scene, deal(s))
	}
	d.TapWhenShown("players-4")
	if got := setupOf(t, d.State()).Players; got != 4 {
		t.Fatalf("one's own setup does not change: %d players", got)
	}
	d.Tap("daily", false) // now the daily deal
	d.Until("the daily deal", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if tb := d.Table(); tb.Daily == "" || len(tb.Seats) != 3 {
		t.Errorf("the second button dealt %d seats, daily %q: not the daily deal of 3 players", len(tb.Seats), tb.Daily)
	}
}

// With the most games saved, Start first asks whether the one played
// longest ago makes way, the keyboard on the answer that keeps it: No
// keeps every game and goes to the title; Yes deals the new game in its
// place.
func TestWithTheMostGamesSavedStartAsksBeforeTheOldestMakesWay(t *testing.T) {
	rec := gameRecord(t, "?game=loveletter&players=3&seed=3&speed=instant")
	store := storeWith(rec, rec, rec, rec, rec, rec, rec, rec)
	asked := func(d *apptest.Driver) {
		t.Helper()
		untilTitle(d)
		d.TapWhenShown("game-mascarade")
		untilSetup(d)
		d.Tap("start", false)
		s := d.Until("the question", 60, func(s scenes.Snapshot) bool { return s.Targets["replace-yes"].W > 0 && s.Targets["replace-no"].W > 0 })
		d.Frames(2) // the focus moves over the targets the question drew
		if s, f := d.State(), d.State().Focus; !setupOf(t, s).Confirm || f != "replace-no" {
			t.Errorf("the question: confirm %v, the keyboard on %q (want replace-no)", setupOf(t, s).Confirm, f)
		}
		if _, ok := s.Targets["start"]; ok {
			t.Error("Start answers while the question is asked")
		}
	}
	d := apptest.OpenOn(t, store, "", 1280, 720)
	asked(d)
	d.Tap("replace-no", false)
	if s := d.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" }); len(s.Saved) != 8 {
		t.Fatalf("No removed a game: %d saved", len(s.Saved))
	}
	asked(d)
	d.Tap("replace-yes", false)
	s := d.Until("the new game", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if tb := d.Table(); tb.Game != "mascarade" || len(s.Saved) != 8 {
		t.Fatalf("Yes dealt %s with %d games saved, not Mascarade in the place of one of 8", tb.Game, len(s.Saved))
	}
	kept := 0
	for i := 1; i <= 8; i++ {
		if _, err := store.LoadObjectProp("parlour", fmt.Sprintf("game-%012x", i)); err == nil {
			kept++
		}
	}
	if kept != 7 {
		t.Errorf("%d of the 8 games saved before are kept, not 7", kept)
	}
}

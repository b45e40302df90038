package apptest

import (
	"reflect"
	"slices"
	"testing"

	"parlour/scenes"
)

// The saved game across a reload and a URL that names another game
// (wasm/test/storage.test.js, natively; the browser keeps one real reload
// through localStorage).

// reload is the page d shows loaded again at query: the old page lets go
// of its games as a page going away does (pagehide), and a new one opens
// on the same storage.
func reload(t *testing.T, d *Driver, query string) *Driver {
	t.Helper()
	d.App.Saves.Suspend()
	return OpenOn(t, d.Store, query, 1280, 720)
}

// continued taps Continue on the title and waits for the table at rest.
func continued(t *testing.T, d *Driver) *Driver {
	t.Helper()
	d.Until("the title offering Continue", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Targets["continue"].W > 0 })
	d.Tap("continue", false)
	d.Until("the resumed table", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && AtRest(s) })
	return d
}

// roundOf is what must come back of a Love Letter round exactly.
type roundOf struct {
	Round  int      `json:"round"`
	Tokens []int    `json:"tokens"`
	Legal  []string `json:"legal"`
	Hand   []int
	Log    []string
}

func roundNow(t *testing.T, d *Driver) roundOf {
	tb := d.Table()
	r := Decode[roundOf](t, tb.View)
	r.Hand, r.Log = tb.Hand, tb.LogAll
	return r
}

// A page reloaded mid-round opens at the title with the game offered
// first (the bare address: a link's deal opens its setup), and Continue
// brings the round back as it was: its number, the tokens, the person's
// hand and what it may play, and the whole log.
func TestAReloadMidRoundContinuesExactlyWhereTheGameWasWithItsLog(t *testing.T) {
	d := dealt(t, threeSeats, 2, nil)
	before := roundNow(t, d)
	if len(before.Log) < 3 || len(before.Hand) == 0 {
		t.Fatalf("too little to compare: %d log lines, hand %v", len(before.Log), before.Hand)
	}
	after := roundNow(t, continued(t, reload(t, d, "")))
	if !reflect.DeepEqual(after, before) {
		t.Fatalf("the round changed across the reload:\n got %+v\nwant %+v", after, before)
	}
}

// A URL that names a game while one is saved opens the title, the saved
// game offered first; the game tapped there opens its setup with the
// URL's choices, and Start deals a new game in a slot of its own, with no
// question. Both are listed then, and the first, continued from the list,
// is as it was left.
func TestAURLNamingAGameOffersTheSavedGameFirstAndAGameStartedFromItKeepsTheSavedOne(t *testing.T) {
	d := dealt(t, threeSeats, 1, nil)
	first, hand := d.Table().Slot, d.Table().Hand
	if first == "" {
		t.Fatal("the table has no save slot")
	}
	d = reload(t, d, "?game=loveletter&players=4")
	d.Until("the title, not the setup, offering the saved game", 120, func(s scenes.Snapshot) bool {
		return s.Scene == "title" && s.Targets["continue"].W > 0
	})
	d.Tap("game-loveletter", false)
	s := d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
	if got := Decode[struct {
		Players int `json:"players"`
	}](t, s.Setup).Players; got != 4 {
		t.Fatalf("the URL's players=4 is not the setup's choice: %d", got)
	}
	d.Tap("start", false)
	d.Until("the new game", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	if tb := d.Table(); tb.Slot == "" || tb.Slot == first || len(tb.Seats) != 4 {
		t.Fatalf("Start dealt %d seats in slot %q (the saved game's is %q): not a new game of 4 in a slot of its own", len(tb.Seats), tb.Slot, first)
	}
	d = reload(t, d, "")
	s = d.Until("the title listing both games", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Targets["saved"].W > 0 })
	if len(s.Saved) != 2 || !slices.ContainsFunc(s.Saved, func(x scenes.SavedSnap) bool { return x.ID == first }) {
		t.Fatalf("the title lists %+v, not both games", s.Saved)
	}
	d.Tap("saved", false)
	d.Until("the saved games", 60, func(s scenes.Snapshot) bool { return s.Scene == "saved" && s.Targets["saved-remove-"+first].W > 0 })
	d.TapWhenShown("saved-continue-" + first)
	d.Until("the first game again", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && AtRest(s) })
	if tb := d.Table(); tb.Slot != first || len(tb.Seats) != 3 || !slices.Equal(tb.Hand, hand) {
		t.Fatalf("continued: slot %q with %d seats and hand %v, not the saved game (slot %q, 3 seats, hand %v)", tb.Slot, len(tb.Seats), tb.Hand, first, hand)
	}
}

// A round's summary the person had not closed comes back with the game,
// in the same language as in another (relog_test.go): the summary, the
// log up to it, and, once it is closed, the next round's lines that
// waited behind it, as at a table never left.
func TestResumingKeepsARoundSummaryThePersonHadNotClosed(t *testing.T) {
	left := dealt(t, twoSeats, 0, atSummary)
	if left.Table().Summary.Final {
		t.Fatal("with two players one round cannot end the game")
	}
	left.Frames(2) // saved
	d := reload(t, left, "")
	d.TapWhenShown("continue")
	d.Until("the summary again", 120, atSummary)
	d.Frames(2)
	stayed := dealt(t, twoSeats, 0, atSummary)
	sameTable(t, "the summary resumed", d, stayed)
	closeSummaries(d, stayed)
	sameTable(t, "the next round after the resumed summary", d, stayed)
}

package apptest

import (
	"testing"

	"parlour/scenes"
)

// toEnglishFromTheTable chooses English in Settings from the table's menu
// and waits for the table again, at rest.
func toEnglishFromTheTable(d *Driver) {
	d.t.Helper()
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-settings")
	d.TapWhenShown("lang-en")
	d.TapWhenShown("back")
	d.Until("the table again", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && AtRest(s) })
	d.Frames(2)
}

// Issue 29: after a language change mid-game the person's seat stayed
// "Ви" under English. The person's default name follows the language
// chosen.
func TestThePersonsSeatNameFollowsALanguageChangeMidGame(t *testing.T) {
	d := dealt(t, threeSeats+"&lang=uk", 0, nil)
	tb := d.Table()
	if got := tb.Seats[tb.Holder].Name; got != "Ви" {
		t.Fatalf("the person's seat in Ukrainian is %q, not Ви", got)
	}
	toEnglishFromTheTable(d)
	tb = d.Table()
	if got := tb.Seats[tb.Holder].Name; got != "You" {
		t.Errorf("the person's seat in English is %q, not You: the old language's word stayed", got)
	}
}

// Issue 29: after a language change mid-game the log stayed in the old
// language even after a reload. The game saved after the change is read,
// on the next visit, in the language chosen: its log and caption read as
// the same game's played in English from the start (the log written again
// on the change itself: relog_test.go).
func TestAGameContinuedAfterALanguageChosenMidGameReadsInThatLanguage(t *testing.T) {
	// At a decision's start: a pick half made is not saved.
	fresh := func(s scenes.Snapshot) bool { tb, _, ok := Deciding(s); return ok && tb.Prompt.Back == "" }
	d := dealt(t, threeSeats+"&lang=uk", 3, fresh)
	toEnglishFromTheTable(d)
	next := OpenOn(t, d.Store, "", 1280, 720)
	next.TapWhenShown("continue")
	next.Until("the game again, at rest", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && AtRest(s) })
	next.Frames(2)
	sameTable(t, "Ukrainian, then English, then continued", next, dealt(t, threeSeats+"&lang=en", 3, fresh))
}

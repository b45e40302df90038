package apptest

import (
	"reflect"
	"slices"
	"testing"

	"parlour/scenes"
)

// playTaps plays the person's decisions by a mover of seed 1 until taps
// taps were made and stop holds of the table at rest (or, if stop is nil,
// the person may decide). Two tables of the same deal played so see the
// same moves: the bots' follow the deal's seed.
func playTaps(t *testing.T, d *Driver, taps int, stop func(scenes.Snapshot) bool) {
	t.Helper()
	if stop == nil {
		stop = func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok }
	}
	m := NewMover(1)
	for frames := 0; ; frames++ {
		if frames > 20000 {
			t.Fatalf("%d taps left to play after 20000 frames", taps)
		}
		s := d.State()
		if !AtRest(s) {
			d.Frame()
			continue
		}
		if taps <= 0 && stop(s) {
			return
		}
		name := m.Next(s)
		if _, shown := s.Targets[name]; name == "" || !shown {
			d.Frame()
			continue
		}
		d.Tap(name, false)
		taps--
	}
}

// sameTable fails the test when two tables at the same point of the same
// deal read differently: their log, caption, summary and prompt.
func sameTable(t *testing.T, what string, got, want *Driver) {
	t.Helper()
	g, w := got.Table(), want.Table()
	if len(w.LogAll) < 3 {
		t.Fatalf("%s: the log has %d lines: too few to compare", what, len(w.LogAll))
	}
	if !slices.Equal(g.LogAll, w.LogAll) {
		t.Errorf("%s: the log reads\n%q\nnot, as written in that language from the start,\n%q", what, g.LogAll, w.LogAll)
	}
	if g.Caption != w.Caption {
		t.Errorf("%s: the caption reads %q, not %q", what, g.Caption, w.Caption)
	}
	if !reflect.DeepEqual(g.Summary, w.Summary) {
		t.Errorf("%s: the summary reads %+v, not %+v", what, g.Summary, w.Summary)
	}
	if (g.Prompt == nil) != (w.Prompt == nil) || g.Prompt != nil && g.Prompt.Text != w.Prompt.Text {
		t.Errorf("%s: the prompt reads %+v, not %+v", what, promptOf(g), promptOf(w))
	}
}

// dealt opens query's table and plays the person's decisions as playTaps
// does.
func dealt(t *testing.T, query string, taps int, stop func(scenes.Snapshot) bool) *Driver {
	t.Helper()
	d := Open(t, query, 1280, 720)
	d.StartTable()
	playTaps(t, d, taps, stop)
	return d
}

// atSummary holds while a round's summary waits to be closed.
func atSummary(s scenes.Snapshot) bool {
	t, due, _ := Deciding(s)
	return due == "summary-next" && t.Summary != nil
}

// closeSummaries closes the round's summary at each table and waits for
// the person's next decision there.
func closeSummaries(ds ...*Driver) {
	for _, d := range ds {
		d.Tap("summary-next", false)
		d.Until("the next round", 6000, func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok })
	}
}

// The pinned deals: the person's third decision comes before the first
// round ends in one, and a round's summary after a few in the other.
const (
	threeSeats = "?game=loveletter&players=3&seed=3&speed=instant"
	twoSeats   = "?game=loveletter&players=2&seed=5&speed=instant"
)

// Issue 29: after a language change mid-game the earlier log lines and
// the caption stayed in the old language. Chosen in Settings from the
// table's menu, a language writes the log and the caption again from the
// game's moves: they read as the same game's played in that language from
// the start (browser twin: menus.test.js's log written again).
func TestALanguageChosenMidGameWritesTheLogAndCaptionAgainAsIfPlayedInItFromTheStart(t *testing.T) {
	d := dealt(t, threeSeats+"&lang=uk", 3, nil)
	d.Tap("menu", false)
	d.TapWhenShown("menu-settings")
	d.TapWhenShown("lang-en")
	d.TapWhenShown("back")
	d.Until("the table again", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && AtRest(s) })
	d.Frames(2)
	sameTable(t, "Ukrainian, then English", d, dealt(t, threeSeats+"&lang=en", 3, nil))
}

// Issue 38: a summary on screen, and the log under it, stayed in the old
// language until it was closed. A language changed while a round's
// summary shows (the host page's language message does it as Settings
// does: scenes/host.go) words the summary again in place, and the log;
// closed, the lines that waited behind it play in the new language too.
func TestALanguageChangedUnderARoundsSummaryWordsItAgainAndTheLinesBehindIt(t *testing.T) {
	d := dealt(t, twoSeats+"&lang=en", 0, atSummary)
	d.App.Settings.Language = "uk" // as readHost takes the host's language
	d.App.UseLanguage("uk")
	d.Frames(2)
	uk := dealt(t, twoSeats+"&lang=uk", 0, atSummary)
	sameTable(t, "the summary, English then Ukrainian", d, uk)
	closeSummaries(d, uk)
	sameTable(t, "the next round, English then Ukrainian", d, uk)
}

// A game left at a round's summary and opened again in another language
// (a reload with lang=) is written again in it: the summary, the log, and
// the lines saved to follow the summary, which play once it is closed.
func TestAGameLeftAtARoundsSummaryAndOpenedInAnotherLanguageReadsAsIfPlayedInIt(t *testing.T) {
	en := dealt(t, twoSeats+"&lang=en", 0, atSummary)
	en.Frames(2) // saved
	d := OpenOn(t, en.Store, "?lang=uk", 1280, 720)
	d.TapWhenShown("continue")
	d.Until("the summary again", 120, atSummary)
	d.Frames(2)
	uk := dealt(t, twoSeats+"&lang=uk", 0, atSummary)
	sameTable(t, "the summary opened again in Ukrainian", d, uk)
	closeSummaries(d, uk)
	sameTable(t, "the next round opened again in Ukrainian", d, uk)
}

// A language changed under the game's final summary writes the whole
// game's log again as it read: each line put in words with the game as it
// was when that line's move was made. Told with the finished game, every
// round's "Round 1 is over" was left out of Love Letter's log (a line the
// game leaves to its final summary once the game is over), and a replay
// jumping ahead wrote its log so too. Changed to Ukrainian and back, the
// log reads line for line as it did.
func TestALanguageChangedAtTheGamesEndWritesEveryRoundsLinesAgain(t *testing.T) {
	d := dealt(t, twoSeats+"&lang=en", 0, func(s scenes.Snapshot) bool {
		t, _, _ := Deciding(s)
		return t.Summary != nil && t.Summary.Final
	})
	played := d.Table().LogAll
	for _, lang := range []string{"uk", "en"} {
		d.App.Settings.Language = lang
		d.App.UseLanguage(lang)
		d.Frames(2)
		if got := d.Table().LogAll; len(got) != len(played) {
			t.Errorf("in %s the log has %d lines; as played, %d", lang, len(got), len(played))
		}
	}
	if got := d.Table().LogAll; !slices.Equal(got, played) {
		t.Errorf("written again in English the log reads\n%q\nnot, as played,\n%q", got, played)
	}
}

package menus_test

// Seat names typed at setup, natively (issue 39): in a browser the name is
// typed in the page's prompt(), which wasm/test/menus.test.js still shows
// offering the current name and taking the answer; what the setup makes
// of a typed name — kept, cleaned, composed, shortened, refused — is
// checked here, the dialog answered by menus.AnswerNames.

import (
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/menus"
)

// typist answers the seat name's question: with the next of its answers
// (none left: cancelled), noting the name each question offered.
type typist struct {
	answers []string
	offered []string
}

func newTypist(t *testing.T) *typist {
	k := &typist{}
	menus.AnswerNames(t.Cleanup, func(offered string) (string, bool) {
		k.offered = append(k.offered, offered)
		if len(k.answers) == 0 {
			return "", false
		}
		a := k.answers[0]
		k.answers = k.answers[1:]
		return a, true
	})
	return k
}

// rename types typed as seat's name (seat 1 is the first bot's) and
// returns the state after.
func (k *typist) rename(d *apptest.Driver, seat, typed string) scenes.Snapshot {
	k.answers = append(k.answers, typed)
	d.TapWhenShown("name-" + seat)
	return d.State()
}

// named is the name seat's question offers now (the dialog cancelled).
func (k *typist) named(t *testing.T, d *apptest.Driver, seat string) string {
	t.Helper()
	n := len(k.offered)
	d.TapWhenShown("name-" + seat)
	if len(k.offered) != n+1 {
		t.Fatalf("a tap on name-%s asked for no name", seat)
	}
	return k.offered[n]
}

// threeSeatSetup opens Love Letter's setup for three at w×h.
func threeSeatSetup(t *testing.T, query string, w, h int) *apptest.Driver {
	t.Helper()
	d := apptest.Open(t, query, w, h)
	d.Until("the setup", 120, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
	return d
}

// A name typed at setup is cleaned (spaces trimmed and collapsed, cut to
// a seat panel's 14 characters), sits at the table, and is remembered:
// the next visit's setup offers it.
func TestSeatNamesTypedAtSetupSitAtTheTableAndAreRemembered(t *testing.T) {
	k := newTypist(t)
	d := threeSeatSetup(t, "?game=loveletter&players=3&seed=3", 1280, 720)
	k.rename(d, "2", "  Zoë   Kowalska-Nowak  ")
	if k.offered[0] != "Basil" {
		t.Errorf("the question offered %q, not the current name Basil", k.offered[0])
	}
	d.Tap("start", false)
	d.Until("the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	var seats []string
	for _, s := range d.Table().Seats {
		seats = append(seats, s.Name)
	}
	if want := []string{"You", "Ada", "Zoë Kowalska-N"}; strings.Join(seats, "|") != strings.Join(want, "|") {
		t.Errorf("the seats are %q, not %q", seats, want)
	}
	next := apptest.OpenOn(t, d.Store, "", 1280, 720)
	untilTitle(next)
	next.TapWhenShown("play")
	next.TapWhenShown("players-3")
	if got := k.named(t, next, "2"); got != "Zoë Kowalska-N" {
		t.Errorf("the next visit offers %q, not the name typed", got)
	}
}

// Issue 28: an emoji-only or Arabic name was stored and drawn blank (the
// fonts hold Latin and Cyrillic). A typed name the game cannot draw is
// refused with the character named, and the name before it stays; an
// invisible joiner is dropped as the name is cleaned.
func TestATypedSeatNameTheFontsCannotDrawIsRefusedNamingTheCharacter(t *testing.T) {
	k := newTypist(t)
	d := threeSeatSetup(t, "?game=loveletter&players=3", 1280, 720)
	for _, c := range []struct{ typed, char string }{{"😀😀", "U+1F600"}, {"مريم", "U+0645"}} {
		s := k.rename(d, "1", c.typed)
		if want := "Parlour cannot show a character of that name (" + c.char + "): please use Latin or Cyrillic letters."; s.Notice != want {
			t.Errorf("%s: the notice says %q, not %q", c.typed, s.Notice, want)
		}
		if got := k.named(t, d, "1"); got != "Ada" {
			t.Errorf("%s: the name is now %q: the refused name replaced Ada", c.typed, got)
		}
	}
	k.rename(d, "1", "Ada\u200dX")
	if got := k.named(t, d, "1"); got != "AdaX" {
		t.Errorf("a name with a zero-width joiner is kept as %q, not AdaX", got)
	}
}

// Issue 37: a decomposed "Zoé" (e and U+0301) was refused, a 10,000-
// character name was cut without a word, and refusals typed one after
// another grew into a notice over Daily deal and Start. A decomposed name
// is kept composed, a long one is shortened and the notice says so, and
// each refusal's notice replaces the last.
func TestADecomposedNameIsKeptComposedALongOneIsShortenedAndSaysSoAndRefusalsDoNotPileUp(t *testing.T) {
	k := newTypist(t)
	d := threeSeatSetup(t, "?game=loveletter&players=3", 390, 844)
	k.rename(d, "1", "Zoe\u0301")
	if got := k.named(t, d, "1"); got != "Zo\u00e9" {
		t.Errorf("the decomposed name is kept as %q, not composed", got)
	}
	s := k.rename(d, "1", strings.Repeat("Ann", 3334))
	if want := "Names are at most 14 characters: shortened to \u201cAnnAnnAnnAnnAn\u201d."; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	if got := k.named(t, d, "1"); got != "AnnAnnAnnAnnAn" {
		t.Errorf("the long name is kept as %d characters: %.20q…", len([]rune(got)), got)
	}
	for _, typed := range []string{"\U0001F600", "\u0645", "\U0001F600", "\u0645"} {
		s = k.rename(d, "1", typed)
	}
	if !strings.Contains(s.Notice, "U+0645") || strings.Contains(s.Notice, " \u00b7 ") {
		t.Errorf("after four refusals the notice says %q: not the last alone", s.Notice)
	}
}

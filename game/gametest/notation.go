package gametest

import (
	"strings"
	"testing"

	"parlour/game"
)

// Notation is a game's action notation as its tests read it: every game
// checks that it reads what it writes, reads other spellings as the same
// action and refuses what it cannot read, saying why.
type Notation struct {
	Parse  func(text string) (game.Action, error)
	Format func(a game.Action) string
}

// CheckRoundTrip: each text reads as an action that writes as the text again.
func (n Notation) CheckRoundTrip(t testing.TB, texts ...string) {
	t.Helper()
	for _, text := range texts {
		a, err := n.Parse(text)
		if err != nil || n.Format(a) != text {
			t.Errorf("%q reads as %+v (%v) and writes as %q", text, a, err, n.Format(a))
		}
	}
}

// CheckReads: each text reads as exactly its action.
func (n Notation) CheckReads(t testing.TB, want map[string]game.Action) {
	t.Helper()
	for text, a := range want {
		got, err := n.Parse(text)
		if err != nil || got != a {
			t.Errorf("%q: got %+v %v, want %+v", text, got, err, a)
		}
	}
}

// CheckReadsAs: each text (another spelling) reads as the action written as
// its value.
func (n Notation) CheckReadsAs(t testing.TB, want map[string]string) {
	t.Helper()
	for text, written := range want {
		a, err := n.Parse(text)
		if err != nil || n.Format(a) != written {
			t.Errorf("%q reads as %q (%v), want %q", text, n.Format(a), err, written)
		}
	}
}

// CheckRefuses: each text is refused with an error that mentions its value.
func (n Notation) CheckRefuses(t testing.TB, want map[string]string) {
	t.Helper()
	for text, mention := range want {
		if _, err := n.Parse(text); err == nil || !strings.Contains(err.Error(), mention) {
			t.Errorf("%q: error %v, want it to mention %q", text, err, mention)
		}
	}
}

package notice

import (
	"strings"
	"testing"
)

// Issue 37: refusals typed one after another stacked into one growing
// notice that covered the setup's Daily deal and Start. A later message
// replaces the notice; one shown already is not repeated; messages given
// at once are shown together, at most MaxTogether.
func TestRepeatedNoticesDoNotGrow(t *testing.T) {
	const a, b, c = "refused: U+1F600", "refused: U+0645", "no storage"
	for _, tc := range []struct {
		name  string
		given []string // each given in its own update
		want  string
	}{
		{"one message", []string{a}, a},
		{"the same again", []string{a, a, a}, a},
		{"alternating refusals", []string{a, b, a, b, a, b}, b},
		{"a later message", []string{a, c}, c},
	} {
		var n Notice
		for i, m := range tc.given {
			n.Give(m, i+1)
			n.Pass(0.5)
		}
		if got := n.Text(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	var n Notice
	for range 50 {
		for update, m := range []string{a, b, c, a} {
			n.Give(m, update)
		}
	}
	if got := n.Text(); len(got) > len(a+Separator+b) {
		t.Errorf("the notice grew to %d characters: %q", len(got), got)
	}
}

// Problems found as the app starts are given in one update: read together.
func TestMessagesGivenAtOnceAreShownTogether(t *testing.T) {
	var n Notice
	n.Give("no storage", 0)
	n.Give("settings reset", 0)
	if got, want := n.Text(), "no storage"+Separator+"settings reset"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	n.Give("statistics reset", 0)
	if got := strings.Count(n.Text(), Separator) + 1; got != MaxTogether {
		t.Fatalf("%d messages shown together, want at most %d", got, MaxTogether)
	}
}

// A notice goes once it has been shown its time; a repeat keeps it longer.
func TestANoticeGoesAfterItsTimeAndARepeatKeepsIt(t *testing.T) {
	var n Notice
	n.Give("saved", 1)
	n.Pass(Shown - 1)
	n.Give("saved", 2)
	n.Pass(Shown - 1)
	if n.Text() != "saved" {
		t.Fatal("the repeat did not keep the notice")
	}
	n.Pass(1.01)
	if n.Text() != "" {
		t.Fatalf("%q stays after its time", n.Text())
	}
}

package rebelprincess_test

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// resumed is what must survive a reload exactly: the person's hand, the
// trick, the phase and step, the round, the totals and proposals, the
// princesses and the powers used.
type resumed struct {
	Hand, Trick       []string
	Phase, Step       string
	Round             int
	Totals, Proposals []int
	Princess          []int
	Used              []bool
}

func resumedOf(v view) resumed {
	return resumed{v.Hand, v.Trick, v.Phase, v.Step, v.Round, v.Totals, v.Proposals, v.Princess, v.Used}
}

// reloadSame opens the game again on d's storage, as the page reloaded:
// the URL's setup opens again (a game started from a URL has a save slot
// of its own), back to the title, where the saved game is offered first.
// It fails the test unless the table resumes as it was, and returns the
// new tab.
func reloadSame(t *testing.T, d *apptest.Driver, query, name string, w, h int) *apptest.Driver {
	t.Helper()
	_, before := viewOf(t, d.Until("a decision", 600, apptest.AtRest))
	r := apptest.OpenOn(t, d.Store, query, w, h)
	back := r.Until("the title or the setup", 120, func(s scenes.Snapshot) bool {
		_, cont := s.Targets["continue"]
		_, back := s.Targets["back"]
		return cont || (s.Scene == "setup" && back)
	})
	if _, ok := back.Targets["continue"]; !ok {
		r.TapWhenShown("back")
	}
	r.TapWhenShown("continue")
	_, after := viewOf(t, r.Until("the table after a reload "+name, 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && apptest.AtRest(s) }))
	if got, want := resumedOf(after), resumedOf(before); !reflect.DeepEqual(got, want) {
		t.Fatalf("the reload %s did not resume exactly:\n got %+v\nwant %+v", name, got, want)
	}
	t.Logf("resumed %s: %+v", name, resumedOf(after))
	return r
}

// trickToFollow is the table at rest in a trick with a card in it, the
// person's card due.
func trickToFollow(t *testing.T) func(scenes.Snapshot) bool {
	return func(s scenes.Snapshot) bool {
		tb, v := viewOf(t, s)
		return tb != nil && apptest.AtRest(s) && tb.Summary == nil && v.Phase == "play" && len(v.Trick) > 0 && len(tb.Prompt.Hand) > 0
	}
}

// TestA360x640PhoneByTouchPlaysTheDraftThePassAndTricksAndAReloadMidPassOrMidTrickResumesExactly
// (pinned deal): the draft, the pass with one card chosen, a reload; the
// pass made, a card played into a trick (a first tap that only raises an
// overlapped card plays nothing), and a reload mid-trick.
func TestA360x640PhoneByTouchPlaysTheDraftThePassAndTricksAndAReloadMidPassOrMidTrickResumesExactly(t *testing.T) {
	const q = "?game=rebelprincess&players=3&variant=classic&bots=clever&speed=instant&rounds=first-game&seed=6"
	d := apptest.Open(t, q, 360, 640)
	d.StartTable()
	d.Until("the draft", 600, apptest.AtRest)
	playUntilBy(t, d, true, "the pass", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return apptest.AtRest(s) && v.Phase == "pass"
	})
	if _, v := viewOf(t, d.State()); len(v.Hand) != 12 {
		t.Fatalf("a 3-player hand is 12 cards, not %d", len(v.Hand))
	}
	d.Until("the hand's cards", 60, func(s scenes.Snapshot) bool { return s.Targets["hand-0"].W > 0 })
	d.Tap("hand-0", true)
	s := d.Until("a pass card chosen", 60, func(s scenes.Snapshot) bool { _, v := viewOf(t, s); return len(v.Selected) == 1 })
	if tb, _ := viewOf(t, s); !regexp.MustCompile(`1 chosen|Basil|Ada`).MatchString(tb.Prompt.Text) {
		t.Fatalf("the pass does not say where the cards go: %q", tb.Prompt.Text)
	}
	d = reloadSame(t, d, q, "mid-pass", 360, 640)

	s = playUntilBy(t, d, true, "a card in the trick", trickToFollow(t))
	tb, _ := viewOf(t, s)
	i := slices.IndexFunc(tb.Prompt.Hand, func(m table.Mark) bool { return m.On })
	hand := fmt.Sprintf("hand-%d", i)
	d.Tap(hand, true)
	// An overlapping hand: the first tap raises a card and the second plays
	// it. A hand laid out without overlap (rows on a phone): one tap plays.
	if first := d.Table(); first.Raised == i {
		if first.LogLen != tb.LogLen {
			t.Fatal("the first tap both raised and played the card")
		}
		t.Logf("the first tap raised %s", hand)
		d.Tap(hand, true)
	}
	d.Until("the card played", 60, func(s scenes.Snapshot) bool {
		x, _ := viewOf(t, s)
		return x != nil && (x.LogLen > tb.LogLen || x.Busy)
	})
	playUntilBy(t, d, true, "a card in the next trick", trickToFollow(t))
	reloadSame(t, d, q, "mid-trick", 360, 640)
}

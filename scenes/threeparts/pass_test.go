package threeparts_test

import (
	"regexp"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// touchWhenShown taps the target named name with a finger once the app
// shows it, within a second of frames.
func touchWhenShown(d *apptest.Driver, name string) {
	d.Until("the target "+name, 60, func(s scenes.Snapshot) bool { _, ok := s.Targets[name]; return ok })
	d.Tap(name, true)
}

// followHint closes any round's summary, asks for a hint at the person's
// decision and taps its ring, pick by pick, each one the prompt offers,
// until the move is made (the browser tests' followHint, so that a pinned
// deal goes the same way).
func followHint(t *testing.T, d *apptest.Driver) {
	t.Helper()
	for round := 0; ; round++ {
		tb := tableOf(d.Until("the person's decision", 3600, apptest.AtRest))
		if tb.Summary == nil {
			break
		}
		if tb.Summary.Final || round == 5 {
			t.Fatal("the game ended, or five rounds passed, before the person's decision")
		}
		touchWhenShown(d, "summary-next")
	}
	touchWhenShown(d, "hint")
	ringed := func(s scenes.Snapshot) bool { h := tableOf(s).Hint; return h != nil && h.Target != "" }
	lines := tableOf(d.Until("a hint with a target", 3600, ringed)).LogLen
	made := func(s scenes.Snapshot) bool { tb := tableOf(s); return tb.LogLen > lines || tb.Busy || !tb.HumanToMove }
	for range 6 {
		s := d.Until("the ring's next pick", 3600, func(s scenes.Snapshot) bool { return made(s) || ringed(s) })
		if made(s) {
			return
		}
		tb := tableOf(s)
		if ring := tb.Hint.Target; tb.Prompt == nil || !slices.Contains(tb.Prompt.Offered, ring) {
			t.Fatalf("the ring %s is on nothing the prompt offers: %+v", ring, tb.Prompt)
		}
		d.Tap(tb.Hint.Target, true)
	}
	d.Until("the hinted move made", 3600, func(s scenes.Snapshot) bool { return tableOf(s).LogLen > lines })
}

// TestInPassAndPlayAVoteBothPeopleOweIsAskedPersonByPersonBehindTheCover:
// two people at a table of three (seat 1 made a person at the setup), on a
// phone: a vote owed by both is asked of one, then, behind the cover that
// names the other, of the other; under the cover no hand is shown. Seed 2,
// each decision the hint's.
func TestInPassAndPlayAVoteBothPeopleOweIsAskedPersonByPersonBehindTheCover(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=2&speed=instant", 390, 844)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	touchWhenShown(d, "person-1")
	touchWhenShown(d, "start")
	owes := regexp.MustCompile(`choosing|your turn|pass the device`)
	covers, both := 0, false
	for n := 0; n < 16 && !both; n++ {
		tb := tableOf(d.Until("a cover or a decision", 3600, func(s scenes.Snapshot) bool { return tableOf(s).Cover != "" || apptest.AtRest(s) }))
		if tb.Cover != "" {
			covers++
			if len(tb.Hand) > 0 {
				t.Fatalf("a hand under the cover: %v", tb.Hand)
			}
			touchWhenShown(d, "pass-show")
			continue
		}
		other := tb.Seats[1-tb.Holder]
		bothOwe := tb.Seats[0].Status != "" && tb.Seats[1].Status != "" && owes.MatchString(other.Status)
		followHint(t, d)
		after := tableOf(d.Until("after the decision", 3600, func(s scenes.Snapshot) bool {
			x := tableOf(s)
			return x.Cover != "" || x.Busy || apptest.AtRest(s)
		}))
		if bothOwe && after.Cover != "" {
			if after.Cover != other.Name {
				t.Fatalf("the cover asks for %s, not %s, who owes the same vote", after.Cover, other.Name)
			}
			both = true
		}
	}
	if !both {
		t.Fatalf("a decision both people owed was never asked person by person (%d covers)", covers)
	}
	t.Logf("%d covers", covers)
}

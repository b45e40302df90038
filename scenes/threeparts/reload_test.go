package threeparts_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// secret fails the test if a bot's vote shows before the reveal: until
// then the snapshot holds only who is ready and the person's own vote.
func secret(t *testing.T, v voteView, when string) {
	t.Helper()
	if v.Phase != "vote" {
		return
	}
	for _, seat := range v.Ready {
		if seat != 0 && v.Shown[seat] != -1 {
			t.Fatalf("%s: seat %d's vote is shown before the reveal", when, seat)
		}
	}
}

// resumed is what must survive a reload during a vote exactly.
type resumed struct {
	Round, Leader, Deck int
	Phase               string
	Row                 []int
	Segs, Parts         [][3]int
	Legal               []string
	Numbers, Jokers     [][]int
	Took                []int
	Discards            int
}

func resumedOf(v voteView) resumed {
	return resumed{v.Round, v.Leader, v.Deck, v.Phase, v.Row, v.Segs, v.Parts, v.Legal, v.Numbers, v.Jokers, v.Took, v.Discards}
}

// TestAReloadDuringAVoteResumesExactlyAndNoBotsVoteShowsBeforeAllAreIn
// (pinned deal): the bots vote while the person has not; the page opened
// again at the bare address offers Continue, and the vote resumes as it
// was, the bots that had voted still ready, their votes still secret; the
// person's vote then reveals every vote together.
func TestAReloadDuringAVoteResumesExactlyAndNoBotsVoteShowsBeforeAllAreIn(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=4&seed=1&speed=normal", 1280, 720)
	d.StartTable()
	waitDecision(t, d, "vote", func(table.Snap, voteView) bool { return true })
	s := d.Until("a bot's vote while the person's waits", 3600, func(s scenes.Snapshot) bool {
		return slices.ContainsFunc(viewOf(t, tableOf(s)).Ready, func(seat int) bool { return seat != 0 })
	})
	before := tableOf(s)
	bv := viewOf(t, before)
	if !apptest.AtRest(s) || before.Prompt == nil || bv.Phase != "vote" || bv.MyVote != -1 {
		t.Fatalf("the person's vote is not still owed: at rest %v, phase %s, my vote %d", apptest.AtRest(s), bv.Phase, bv.MyVote)
	}
	var ready []int
	for _, seat := range bv.Ready {
		if seat != 0 {
			ready = append(ready, seat)
			if !strings.Contains(before.Seats[seat].Status, "ready") {
				t.Errorf("seat %d is not shown ready: %q", seat, before.Seats[seat].Status)
			}
		}
	}
	secret(t, bv, "before the reload")

	// Opened again at the bare address: a link's deal (seed=) opens its
	// setup, the bare address the title, with the game saved to continue.
	r := apptest.OpenOn(t, d.Store, "", 1280, 720)
	r.Until("Continue after the reload", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Targets["continue"].W > 0 })
	r.Tap("continue", false)
	after := tableOf(r.Until("the resumed vote", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && apptest.AtRest(s) }))
	av := viewOf(t, after)
	if got, want := resumedOf(av), resumedOf(bv); !reflect.DeepEqual(got, want) {
		t.Fatalf("the vote changed across the reload:\n got %+v\nwant %+v", got, want)
	}
	if !slices.Equal(after.Log, before.Log) {
		t.Fatalf("the log changed across the reload:\n got %q\nwant %q", after.Log, before.Log)
	}
	// Bots that had voted are still ready; others may have voted since.
	for _, seat := range ready {
		if !slices.Contains(av.Ready, seat) {
			t.Errorf("seat %d's vote was lost", seat)
		}
	}
	secret(t, av, "after the reload")

	// The person votes; the reveal turns every card over together.
	r.Tap("spot-0", false)
	r.Tap(tpMove(t)(*r.Table()), false)
	revealed := tableOf(r.Until("the reveal", 3600, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return len(tb.Log) > len(after.Log) && slices.ContainsFunc(tb.Log, func(l string) bool { return strings.HasPrefix(l, "Votes —") })
	}))
	var line string
	for _, l := range revealed.Log {
		if strings.HasPrefix(l, "Votes —") {
			line = l
		}
	}
	for _, seat := range ready {
		if name := revealed.Seats[seat].Name; !strings.Contains(line, name) {
			t.Errorf("the reveal does not name seat %d (%s): %s", seat, name, line)
		}
	}
}

package threeparts_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// TestTheGuidedRoundRingsThePersonsFirstRoundAsLeaderAndEndsAsThatRoundEnds:
// offered on the first visit, the guide rings one pick at a time up to the
// end of the person's first round as leader: its whole cut (ghost
// dividers, then Cut) and its parts to vote for, each with words for what
// is ringed; then it says it is over, and rings nothing more.
func TestTheGuidedRoundRingsThePersonsFirstRoundAsLeaderAndEndsAsThatRoundEnds(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&speed=fast", 1280, 720)
	d.Until("the guide offered on the first visit", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["guide"].W > 0 })
	d.Tap("guide", false)
	s := d.Until("the guided table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && tableOf(s).Guide })
	// 3 players: the lead passes one seat on each round.
	firstLed := 1 + (3-viewOf(t, tableOf(s)).Leader)%3
	rings, cuts, parts := 0, 0, 0
	var over *scenes.Snapshot
	for range 80 {
		s = d.Until("a ring, or the guide's end", 20000, func(s scenes.Snapshot) bool {
			tb := tableOf(s)
			return tb.Summary != nil || !tb.Guide || (apptest.AtRest(s) && tb.Hint != nil && tb.Hint.Target != "" && len(viewOf(t, tb).Spots) > 0)
		})
		tb := tableOf(s)
		if tb.Summary != nil || !tb.Guide {
			over = &s
			break
		}
		rings++
		v, ring := viewOf(t, tb), tb.Hint.Target
		if v.Round > firstLed {
			t.Fatalf("the guide rings a decision in round %d, after round %d, the person's first as leader", v.Round, firstLed)
		}
		if strings.Contains(tb.Caption, "card or seat") {
			t.Errorf("the guide's caption (%s): %s", v.Phase, tb.Caption)
		}
		switch {
		case v.Phase == "cut":
			if len(v.Suggested) != 2 {
				t.Fatalf("a guided cut shows no suggested cut: %v", v.Suggested)
			}
			if g, want := ghosts(v), unplaced(v); !slices.Equal(g, want) {
				t.Fatalf("ghost dividers at %v, not at each suggested gap with no divider (%v)", g, want)
			}
			checkRing(t, v, ring, "the guide")
			if ring == "confirm" {
				cuts++
			}
		case v.Phase == "vote" && strings.HasPrefix(ring, "spot-"):
			parts++
			if !strings.Contains(tb.Caption, "part") {
				t.Errorf("a part of the row is ringed, the caption says: %s", tb.Caption)
			}
		}
		d.Tap(ring, false)
	}
	switch {
	case over == nil:
		t.Fatalf("the guide never ended (%d rings)", rings)
	case tableOf(*over).Summary != nil:
		t.Fatal("the guide did not end before the round's summary")
	case cuts < 1:
		t.Fatalf("the person's first cut was not guided to its end (%d rings)", rings)
	case parts < 1:
		t.Fatalf("no vote was guided (%d rings)", rings)
	}
	s = d.Until("the guide says it is over", 20000, func(s scenes.Snapshot) bool {
		return regexp.MustCompile(`guided round is over`).MatchString(s.Notice + " " + tableOf(s).Caption)
	})
	if tb := tableOf(s); tb.Guide {
		t.Fatal("the guide is still on")
	} else if r := viewOf(t, tb).Round; r > firstLed+1 {
		t.Fatalf("the guide ends in round %d, not as round %d ends", r, firstLed)
	}
	s = d.Until("the next decision", 20000, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return apptest.AtRest(s) && tb.Summary == nil && tb.Prompt != nil && len(viewOf(t, tb).Spots) > 0
	})
	if r := viewOf(t, tableOf(s)).Round; r <= firstLed {
		t.Fatalf("the next decision is in round %d, the guide's", r)
	}
	if h := tableOf(s).Hint; h != nil {
		t.Fatalf("a ring once the guide is over: %+v", h)
	}
}

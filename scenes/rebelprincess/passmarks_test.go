package rebelprincess_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// crystalClear3 is a pinned 3-player deal whose first round is Crystal
// Clear, with a pass.
const crystalClear3 = "?game=rebelprincess&players=3&variant=classic&bots=clever&speed=instant&seed=7&lang=en&rounds=crystal-clear,once-upon-a-time,invitation,royal-decree,wedding-gift"

// toThePass opens query at w×h, plays the draft by rpMove's taps (by
// touch if touch is set) and stops at the pass.
func toThePass(t *testing.T, query string, w, h int, touch bool) *apptest.Driver {
	t.Helper()
	d := apptest.Open(t, query, w, h)
	d.StartTable()
	playUntilBy(t, d, touch, "the pass", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return apptest.AtRest(s) && v.Phase == "pass"
	})
	return d
}

// choose taps hand card i by touch until it is chosen (an overlapping fan
// may raise a card on the first tap), and returns the table then.
func choose(t *testing.T, d *apptest.Driver, i int) scenes.Snapshot {
	t.Helper()
	name := fmt.Sprintf("hand-%d", i)
	for range 3 {
		s := d.Until(name, 60, func(s scenes.Snapshot) bool { return s.Targets[name].W > 0 })
		_, v := viewOf(t, s)
		d.Tap(name, true)
		after := d.Until("the pass prompt", 60, apptest.AtRest)
		if _, w := viewOf(t, after); len(w.Selected) != len(v.Selected) {
			return after
		}
	}
	t.Fatalf("hand card %d could not be chosen", i)
	return scenes.Snapshot{}
}

// TestAFullPassLeavesTheOtherCardsUnmarkedAndATapSwapsAChosenCard (issue
// 29 #20, 360×640 by touch): once two cards are chosen the others stay
// open, with no note over them, and a third tapped takes the last one's
// place.
func TestAFullPassLeavesTheOtherCardsUnmarkedAndATapSwapsAChosenCard(t *testing.T) {
	d := toThePass(t, crystalClear3, 360, 640, true)
	s := choose(t, d, 0)
	if tb, _ := viewOf(t, s); !strings.Contains(tb.Prompt.Text, "1 chosen") {
		t.Fatalf("the prompt does not count the first card: %q", tb.Prompt.Text)
	}
	s = choose(t, d, 2)
	tb, v := viewOf(t, s)
	if len(v.Selected) != 2 {
		t.Fatalf("%d cards chosen, not 2: %v", len(v.Selected), v.Selected)
	}
	for i, m := range tb.Prompt.Hand {
		if m.Selected {
			continue
		}
		if !m.On {
			t.Errorf("card %d is disabled once the pass is full", i)
		}
		if m.Note != "" {
			t.Errorf("card %d carries a note over itself: %q", i, m.Note)
		}
	}
	if tb.Prompt.Confirm == "" {
		t.Error("the pass cannot be made")
	}
	// Another card replaces the last one chosen.
	third := v.Hand[4]
	for k := 0; k < 3 && !slices.Contains(v.Selected, third); k++ {
		d.Until("hand card 4", 60, func(s scenes.Snapshot) bool { return s.Targets["hand-4"].W > 0 })
		d.Tap("hand-4", true)
		_, v = viewOf(t, d.Until("the pass prompt", 60, apptest.AtRest))
	}
	if want := []string{v.Hand[0], third}; !slices.Equal(v.Selected, want) {
		t.Fatalf("the card tapped did not take the last one's place: chosen %v, not %v", v.Selected, want)
	}
}

// TestOneClickMarksAnOverlappedCardToPass (issue 29 #20, 1280×720, the
// mouse): an overlapped card of the pass needed two clicks (the first only
// raised it) and the prompt still said "0 chosen". A pass's pick is a
// mark: one click marks it.
func TestOneClickMarksAnOverlappedCardToPass(t *testing.T) {
	d := toThePass(t, crystalClear3, 1280, 720, false)
	d.Until("hand card 3", 60, func(s scenes.Snapshot) bool { return s.Targets["hand-3"].W > 0 })
	d.Tap("hand-3", false)
	s := d.Until("the table at rest", 60, apptest.AtRest)
	tb, v := viewOf(t, s)
	if len(v.Selected) != 1 {
		t.Fatalf("one click marked %d cards: %v", len(v.Selected), v.Selected)
	}
	if !strings.Contains(tb.Prompt.Text, "1 chosen") {
		t.Fatalf("the prompt does not count the card: %q", tb.Prompt.Text)
	}
}

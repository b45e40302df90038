package loveletter_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// spy is the Spy's face: the card with the longest rule to print.
const spy = 0

// TestACloseUpPrintsItsCardsRuleHoweverLongTheSpyAt360x640InTheHandOnTheTableAndInTheGuardsPicker
// (issue 38): at 360×640 the Spy's close-up, drawn at the size every
// close-up took, was too small for its long rule and left it out, a blank
// card where the rule should be. A close-up is as large as its card's rule
// needs: in the hand (a first tap; seed 1 deals the person the Spy), on
// the table once played (a finger held on it), and in the Guard's picker
// (the guided round's Guard: every card to name, each looked at by a
// first tap). No rule runs onto its card's border on the way.
func TestACloseUpPrintsItsCardsRuleHoweverLongTheSpyAt360x640InTheHandOnTheTableAndInTheGuardsPicker(t *testing.T) {
	d := openTable(t, "?game=loveletter&players=3&seed=1&speed=fast", 360, 640, true)
	s := d.Until("the person's first turn, the Spy in hand", decisionFrames, func(s scenes.Snapshot) bool {
		tb, _, ok := apptest.Deciding(s)
		return ok && slices.Contains(tb.Hand, spy)
	})
	k := slices.Index(tableOf(s).Hand, spy)
	d.Tap(fmt.Sprintf("hand-%d", k), true)
	d.Until("the Spy in close-up after a first tap", 60, func(s scenes.Snapshot) bool { return tableOf(s).CloseUp == k })
	d.Draw() // whether the rule is printed is known once drawn
	tb := d.Table()
	if !tb.CloseUpRule {
		t.Errorf("the Spy's close-up in the hand %+v leaves its rule out", tb.CloseUpAt)
	}
	// With no place clear of the panels, it covers the least of them: no name.
	for _, seat := range tb.Seats[1:] {
		if tb.CloseUpAt != nil && meets(*tb.CloseUpAt, seat.NameAt) {
			t.Errorf("the Spy's close-up %+v covers %s's name %+v", *tb.CloseUpAt, seat.Name, seat.NameAt)
		}
	}

	// Played, the Spy lies on the table: a finger held on it shows it close up.
	d.Tap(fmt.Sprintf("hand-%d", k), true)
	d.Until("the Spy asked to be confirmed", 60, func(s scenes.Snapshot) bool { _, ok := s.Targets["confirm"]; return ok })
	if c := d.Table().Prompt.Confirm; c != "Play the Spy" {
		t.Fatalf("the confirm says %q", c)
	}
	d.Tap("confirm", true)
	played := regexp.MustCompile(`^You play the Spy`)
	s = d.Until("the Spy played", decisionFrames, func(s scenes.Snapshot) bool {
		return apptest.AtRest(s) && slices.ContainsFunc(tableOf(s).LogAll, played.MatchString)
	})
	seen := false
	var looks []string
	for n := range s.Targets {
		if strings.HasPrefix(n, "look-") {
			looks = append(looks, n)
		}
	}
	slices.Sort(looks)
	for _, name := range looks {
		r := s.Targets[name]
		d.Hold(r.X+r.W/2, r.Y+r.H/2, true)
		d.Until(name+" close up under a finger", 120, func(s scenes.Snapshot) bool { return tableOf(s).TableCloseUp != nil })
		d.Draw()
		if cu := d.Table().TableCloseUp; cu.Face == spy {
			seen = true
			if !cu.Rule {
				t.Errorf("the Spy's close-up on the table %v leaves its rule out", cu.Card)
			}
		}
		d.Lift()
		d.Until(name+"'s close-up gone as the finger lifts", 60, func(s scenes.Snapshot) bool { return tableOf(s).TableCloseUp == nil })
	}
	if !seen {
		t.Error("the Spy on the table never came up close")
	}

	// The guided round's Guard: every card to name, looked at by a first tap.
	d = apptest.Open(t, "?game=loveletter&players=3&speed=fast", 360, 640)
	d.Until("the guide offered", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["guide"].W > 0 })
	d.Tap("guide", true)
	var ring string
	for range 6 {
		d.Until("the guide's ring", decisionFrames, func(s scenes.Snapshot) bool {
			h := tableOf(s).Hint
			return apptest.AtRest(s) && h != nil && h.Target != ""
		})
		if ring = d.Table().Hint.Target; strings.HasPrefix(ring, "choice-") {
			break
		}
		d.Tap(ring, true)
	}
	choices := d.Table().Prompt.Choices
	if !strings.HasPrefix(ring, "choice-") || !slices.ContainsFunc(choices, func(c table.Choice) bool { return c.Label == "Spy" }) {
		t.Fatalf("no Guard's picker offering the Spy (the ring on %q): %+v", ring, choices)
	}
	for i, c := range choices {
		d.Tap(fmt.Sprintf("choice-%d", i), true)
		d.Until(c.Label+" in close-up after a first tap", 60, func(s scenes.Snapshot) bool { return tableOf(s).ChoiceCloseUp == i })
		d.Draw()
		if tb := d.Table(); !tb.ChoiceCloseUpRule {
			t.Errorf("the %s's close-up in the picker %+v leaves its rule out", c.Label, tb.ChoiceCloseUpAt)
		}
	}
	if o := d.State().RuleOverflow; len(o) > 0 {
		t.Errorf("a card's rule runs onto its border: %v", o)
	}
	t.Logf("%d table cards held, %d names in the picker looked at", len(looks), len(choices))
}

package threeparts_test

import (
	"fmt"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// TestTheRulesReferenceAndTheLogDrawerOpenFromTheTableAt360x640 (pinned
// deal, by touch): from a vote, the rules' four pages each open with
// words of their own, Back returns to the table, and the log opens in its
// drawer. (The pages' pixels are the browser's screenshots.)
// rulesPages are the rules' pages: how a round goes, jokers and scoring,
// this table, every card.
var rulesPages = []string{"a round", "jokers and scoring", "this table", "every card"}

func TestTheRulesReferenceAndTheLogDrawerOpenFromTheTableAt360x640(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=4&seed=1&speed=fast", 360, 640)
	d.StartTable()
	waitDecision(t, d, "vote", func(table.Snap, voteView) bool { return true })
	d.Tap("table-rules", true)
	d.Until("the rules", 60, func(s scenes.Snapshot) bool { return s.Scene == "rules" })
	seen := map[string]string{}
	for i := range len(rulesPages) {
		page := fmt.Sprintf("rules-page-%d", i)
		d.Until(page, 60, func(s scenes.Snapshot) bool { return s.Targets[page].W > 0 })
		d.Tap(page, true)
		words := strings.Join(d.State().Access, " ")
		if was, ok := seen[words]; ok {
			t.Fatalf("%s says what %s said: %.200q", page, was, words)
		}
		seen[words] = page
	}
	d.Tap("back", true)
	d.Until("back at the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	d.Until("the log button", 60, func(s scenes.Snapshot) bool { return s.Targets["log"].W > 0 })
	d.Tap("log", true)
	if !d.Table().Drawer {
		t.Fatal("the log did not open in its drawer")
	}
}

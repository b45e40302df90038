package rebelprincess_test

import (
	"strconv"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// kindOf is a target's kind: "hand" of "hand-3".
func kindOf(target string) string {
	if i := strings.LastIndexByte(target, '-'); i >= 0 {
		if _, err := strconv.Atoi(target[i+1:]); err == nil {
			return target[:i]
		}
	}
	return target
}

// keyMove moves the focus to target with Tab and the arrows, then presses
// Enter: a decision made by keyboard alone.
func keyMove(t *testing.T, d *apptest.Driver, target string) {
	t.Helper()
	for range 40 {
		focus := d.Table().Focus
		if focus == target {
			d.Press(false, "Enter")
			return
		}
		key := "Tab"
		if kindOf(focus) == kindOf(target) {
			at, _ := strconv.Atoi(focus[len(kindOf(focus))+1:])
			to, _ := strconv.Atoi(target[len(kindOf(target))+1:])
			key = "ArrowRight"
			if at > to {
				key = "ArrowLeft"
			}
		}
		d.Press(false, key)
	}
	t.Fatalf("the focus never reached %s (it is on %q)", target, d.Table().Focus)
}

// TestEveryKindOfDecisionCanBeMadeByKeyboardAlone (pinned deal): the
// setup started with Enter, then the draft, the pass, a power prompt and
// tricks, each move reached with Tab and the arrows and made with Enter.
func TestEveryKindOfDecisionCanBeMadeByKeyboardAlone(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=4&variant=classic&bots=clever&speed=instant&rounds=first-game&seed=5", 1280, 720)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.Press(false, "Enter")
	d.Until("the table, started with Enter", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	kinds, steps := map[string]bool{}, map[string]bool{}
	for plays := 0; plays < 6; {
		s := d.Until("a decision", 7200, apptest.AtRest)
		tb, v := viewOf(t, s)
		if tb.Summary != nil {
			d.Press(false, "Enter")
			continue
		}
		kinds[v.Phase], steps[v.Phase+"-"+v.Step] = true, true
		move := rpMove(t, s)
		if move == "" {
			d.Frame()
			continue
		}
		if v.Phase == "play" && v.Step == "play" {
			plays++
		}
		keyMove(t, d, move)
		if strings.HasPrefix(move, "hand-") && v.Step == "play" {
			d.Until("Enter to play the focused card", 60, func(s scenes.Snapshot) bool {
				x, _ := viewOf(t, s)
				return x != nil && (x.LogLen > tb.LogLen || x.Busy)
			})
		}
	}
	t.Logf("decisions made by keyboard: %v", steps)
	for _, phase := range []string{"draft", "pass", "play"} {
		if !kinds[phase] {
			t.Errorf("no %s by keyboard: %v", phase, steps)
		}
	}
	if !steps["play-window"] {
		t.Errorf("no power prompt by keyboard (the deal gives the person a princess with one): %v", steps)
	}
}

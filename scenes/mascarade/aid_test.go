package mascarade_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// aidStored is the memory aid's setting as stored ("" when never set).
func aidStored(d *apptest.Driver) string {
	props, _ := d.Store.ListObjectProps("parlour")
	var out []string
	for _, p := range props {
		if strings.Contains(p, "memory_aid") {
			b, _ := d.Store.LoadObjectProp("parlour", p)
			out = append(out, string(b))
		}
	}
	return strings.Join(out, ",")
}

// hinted waits for the hint's ring (the hint's search runs first).
func hinted(d *apptest.Driver) *table.Snap {
	d.Until("the hint's ring", 3600, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return x.Hint != nil && x.Hint.Target != ""
	})
	return d.Table()
}

// TestAHintChangesNothingButTheRing: the hint's search plays the person's
// decision on copies; it once left the memory aid on, and saved it. The
// person asks for a hint at every decision, three turns long, on a pinned
// deal of five players with a centre mask (the person's turns offer the
// players, the centre mask and the memory aid's switch); then turns the
// aid on and asks again.
func TestAHintChangesNothingButTheRing(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=5&seed=2&speed=instant", 1280, 720, false)
	choose := chooser(t, 8, 0.2)
	stored := aidStored(d)
	var tb *table.Snap
	for turns := 0; turns < 3; {
		tb = untilDecision(t, d, choose, false, func(*table.Snap, view) bool { return true }, "a decision")
		kind := kindOf(viewOf(t, tb))
		d.TapWhenShown("hint")
		tb = hinted(d)
		v := viewOf(t, tb)
		if v.Aid || len(v.AidMarks) > 0 {
			t.Fatalf("a hint turned the memory aid on (%s: %s): %+v", kind, tb.Prompt.Text, v.AidMarks)
		}
		if got := aidStored(d); got != stored {
			t.Fatalf("a hint saved a memory aid setting (%s: %s): %q", kind, tb.Prompt.Text, got)
		}
		if kind == "turn" {
			if turns++; turns == 3 {
				break
			}
		}
		d.Tap(tb.Hint.Target, false) // the ringed first step, then on as the person likes
		step(d, choose, false)
	}
	i := slices.Index(viewOf(t, tb).Spots, "aid")
	if i < 0 {
		t.Fatalf("the switch is not offered: %q", viewOf(t, tb).Spots)
	}
	d.Tap(fmt.Sprintf("spot-%d", i), false)
	// The person's flip is kept once the table is next drawn (aid.go); the
	// browser draws every update, the Driver one in DrawEvery.
	d.Draw()
	if !viewOf(t, d.Table()).Aid {
		t.Fatal("the switch did not turn the aid on")
	}
	if got := aidStored(d); got != "true" {
		t.Fatalf("the setting is not saved: %q", got)
	}
	d.Tap("hint", false)
	v := viewOf(t, hinted(d))
	if !v.Aid || len(v.AidMarks) != 6 {
		t.Fatalf("a hint did not leave the memory aid on with its 6 marks: aid %v, %d marks", v.Aid, len(v.AidMarks))
	}
	if got := aidStored(d); got != "true" {
		t.Fatalf("a hint changed the saved setting: %q", got)
	}
}

// TestTheGuidedRoundRingsTheFirstRoundOfTurnsAndEndsBeforeTheGameDoes: the
// guide, offered on the first visit, rings each of the person's decisions
// through the first full round of turns (four players: the four opening
// swaps and one turn each), leaves the memory aid alone, says it is over
// as the second round begins, and rings nothing by itself after.
func TestTheGuidedRoundRingsTheFirstRoundOfTurnsAndEndsBeforeTheGameDoes(t *testing.T) {
	d := apptest.Open(t, "?game=mascarade&players=4&speed=fast", 1280, 720)
	d.Until("the guide offered on the first visit", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["guide"].W > 0 })
	d.Tap("guide", false)
	ringed := func(s scenes.Snapshot) bool {
		x, ok := s.Table.(table.Snap)
		return ok && x.Hint != nil && x.Hint.Target != ""
	}
	d.Until("the first guided decision, ringed", 600, func(s scenes.Snapshot) bool { return s.Scene == "table" && ringed(s) && s.Table.(table.Snap).Guide })
	decisions, sawTurn := 0, false
	var over *table.Snap
	for range 60 {
		d.Until("a ringed decision, or the guide's end", 7200, func(s scenes.Snapshot) bool {
			x := s.Table.(table.Snap)
			return x.Summary != nil || !x.Guide || (apptest.AtRest(s) && ringed(s))
		})
		tb := d.Table()
		if tb.Summary != nil || !tb.Guide {
			over = tb
			break
		}
		decisions++
		v := viewOf(t, tb)
		sawTurn = sawTurn || kindOf(v) == "turn"
		if v.Turn > 8 {
			t.Fatalf("four players: the four opening swaps and one turn each, then the guide ends (a ring at turn %d)", v.Turn)
		}
		if v.Aid {
			t.Fatalf("the guide's ring turned the memory aid on (decision %d: %s)", decisions, tb.Prompt.Text)
		}
		if got := aidStored(d); got != "" {
			t.Fatalf("the guide saved a memory aid setting: %q", got)
		}
		lines := tb.LogLen
		for range 5 {
			s := d.Until("the ring's next pick", 600, func(s scenes.Snapshot) bool {
				x := s.Table.(table.Snap)
				return !x.HumanToMove || x.Busy || ringed(s)
			})
			if x := s.Table.(table.Snap); !x.HumanToMove || x.Busy {
				break
			}
			d.Tap(s.Table.(table.Snap).Hint.Target, false)
		}
		d.Until("the guided move made", 600, func(s scenes.Snapshot) bool { return s.Table.(table.Snap).LogLen > lines })
	}
	switch {
	case over == nil:
		t.Fatal("the guide did not end")
	case over.Summary != nil:
		t.Fatal("the guide ends on the final screen, not before the game's end")
	case decisions < 2:
		t.Fatalf("the person was guided through %d decisions of the first round", decisions)
	case !sawTurn:
		t.Fatal("the person's first turn after the opening swaps was not guided")
	}
	s := d.Until("the guide says it is over", 600, func(s scenes.Snapshot) bool {
		return strings.Contains(s.Notice+" "+s.Table.(table.Snap).Caption, "guided round is over")
	})
	tb := s.Table.(table.Snap)
	if tb.Guide {
		t.Fatal("the guide is still on")
	}
	if turn := viewOf(t, &tb).Turn; turn < 9 {
		t.Fatalf("the guide ended before the second round of turns began (turn %d)", turn)
	}
	d.Until("the next decision", 7200, func(s scenes.Snapshot) bool { return apptest.AtRest(s) && s.Table.(table.Snap).Summary == nil })
	if h := d.Table().Hint; h != nil {
		t.Fatalf("a ring once the guide is over: %+v", *h)
	}
}

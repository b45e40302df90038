package mascarade_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/table"
)

// TestTheAnswersToAClaimLeaveTheSeatsOnceTheFoolsPowerIsAtWork (issue 29):
// "passes" beside every seat stayed on through the Fool's swap, long after
// the answers to the announcement were over. The person claims the Fool at
// every turn on this pinned deal until a Fool swaps two masks: while the
// swap plays (and at the person's own choice of two players, should it
// come first) the claim keeps no answers, which drive the seats' "passes"
// and "contests". Checked at every update.
func TestTheAnswersToAClaimLeaveTheSeatsOnceTheFoolsPowerIsAtWork(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=4&masks=fool,judge,king,witch,princess,spy&seed=3&speed=normal", 1280, 720, false)
	base := chooser(t, 3, 0)
	choose := func(s scenes.Snapshot) string {
		tb, v := deciding(t, s)
		if tb == nil {
			return ""
		}
		p := tb.Prompt
		switch kindOf(v) {
		case "turn":
			if len(p.Choices) > 1 && p.Choices[1].On {
				return "choice-1" // Announce…
			}
		case "announce":
			if i := slices.IndexFunc(p.Choices, func(c table.Choice) bool { return c.Label == "Fool" }); i >= 0 {
				return fmt.Sprintf("choice-%d", i)
			}
			return "choice-0"
		}
		return base(s)
	}
	fool := regexp.MustCompile(`the Fool, swaps|^You (only pretend to )?swap the masks of`)
	for frames := 0; ; frames++ {
		if frames > 60000 {
			t.Fatal("no Fool swapped masks")
		}
		s := d.State()
		if gameOver(s) {
			t.Fatalf("the game ended before the Fool's power: %q", d.Table().Log)
		}
		tb := d.Table()
		v := viewOf(t, tb)
		last := ""
		if len(tb.Log) > 0 {
			last = tb.Log[len(tb.Log)-1]
		}
		if v.Claim != nil && fool.MatchString(last) {
			if len(v.Claim.Answers) > 0 {
				t.Fatalf("%q: the answers %v still stand beside the seats", last, v.Claim.Answers)
			}
			return
		}
		if tb, v := deciding(t, s); tb != nil && kindOf(v) == "power-pair" && v.Claim != nil && len(v.Claim.Answers) > 0 {
			t.Fatalf("at the person's Fool's choice the seats still show their answers: %+v", *v.Claim)
		}
		step(d, choose, false)
	}
}

// TestAPretendedSwapAndARealOneMoveAlike: a swap under the table, real or
// pretended, shows the same places, the same motion, timing and sounds, so
// that nobody can tell them apart; every swap of the game, the bots' too,
// moves as its two places say. The person swaps with seat 1 for real once
// and pretends once (the opening swap and a later turn).
func TestAPretendedSwapAndARealOneMoveAlike(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=4&seed=7&speed=fast", 1280, 720, false)
	wanted := []string{"choice-0", "choice-1"} // Swap, then Pretend
	type mine struct {
		steps      []string
		a, b       int
		kind, line string
	}
	var swaps []mine
	for frames := 0; len(swaps) < 2; frames++ {
		if frames > 30000 {
			t.Fatal("the person never swapped twice")
		}
		s := d.State()
		if gameOver(s) {
			t.Fatal("the game ended before two swaps")
		}
		tb, v := deciding(t, s)
		if tb == nil {
			d.Frame()
			continue
		}
		kind := kindOf(v)
		var move string
		switch kind {
		case "opening", "turn":
			move = "seat-1"
		case "real":
			move = wanted[len(swaps)]
		case "contest":
			move = "choice-1"
		default:
			move = chooser(t, 1, 0.2)(s)
		}
		if _, shown := s.Targets[move]; !shown {
			d.Frame()
			continue
		}
		d.Tap(move, false)
		if kind != "real" {
			continue
		}
		d.Until("the swap's motion", 600, func(s scenes.Snapshot) bool {
			x, _ := s.Table.(table.Snap)
			return x.Busy && strings.Contains(x.Caption, "swap")
		})
		d.Until("the swap's motion to end", 3600, func(s scenes.Snapshot) bool {
			x, _ := s.Table.(table.Snap)
			return !x.Busy || x.HumanToMove
		})
		done := d.Table()
		m := mine{}
		for _, w := range viewOf(t, done).Swaps {
			if w.Seat == 0 {
				m = mine{steps: w.Steps, a: w.A, b: w.B, kind: w.Type}
			}
		}
		for _, l := range done.Log {
			if strings.Contains(l, "swap masks") {
				m.line = l
			}
		}
		swaps = append(swaps, m)
	}
	real, fake := swaps[0], swaps[1]
	if !strings.Contains(real.line, "for real") {
		t.Errorf("the first was not a real swap: %q", real.line)
	}
	if !strings.Contains(fake.line, "only pretend") {
		t.Errorf("the second was not a pretended swap: %q", fake.line)
	}
	if real.kind != fake.kind || real.a != fake.a || real.b != fake.b {
		t.Errorf("a real swap (%s %d↔%d) and a pretended one (%s %d↔%d) are told apart", real.kind, real.a, real.b, fake.kind, fake.a, fake.b)
	}
	if len(real.steps) < 6 {
		t.Errorf("a swap moves both masks away and back: %q", real.steps)
	}
	if !slices.Equal(real.steps, fake.steps) {
		t.Errorf("not the same motion, timing and sounds:\nreal    %q\npretend %q", real.steps, fake.steps)
	}
	byPlaces := map[[2]int][]string{}
	for _, w := range viewOf(t, d.Table()).Swaps {
		steps := slices.DeleteFunc(slices.Clone(w.Steps), func(x string) bool { return strings.HasPrefix(x, "glow") })
		k := [2]int{w.A, w.B}
		if was, ok := byPlaces[k]; ok && !slices.Equal(steps, was) {
			t.Errorf("two swaps of places %v moved differently:\n%q\n%q", k, was, steps)
		}
		byPlaces[k] = steps
	}
}

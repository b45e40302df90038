package decide

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
)

func (d *Decision) clone() *Decision {
	c := *d
	c.Picks = slices.Clone(d.Picks)
	return &c
}

func (d *Decision) key() string { return fmt.Sprint(d.Mode, d.Picks, d.Flip, d.Searched) }

// reach tries every way through the decision from its start, pick after
// pick (at most six), as the hint's search does, checking each step on the
// way, and returns the actions made.
func reach(t *testing.T, where string, tb Table) map[game.Action]bool {
	t.Helper()
	o := tb.Obs
	made := map[game.Action]bool{}
	seen := map[string]bool{}
	level := []*Decision{{}}
	for depth := 0; depth < 6 && len(level) > 0; depth++ {
		var next []*Decision
		for _, d := range level {
			before := d.key()
			p := d.Prompt(tb)
			if q := d.Prompt(tb); !reflect.DeepEqual(p, q) || d.key() != before {
				t.Fatalf("%s: Prompt is not pure at %s", where, before)
			}
			checkWords(t, where, o, p)
			for _, tg := range p.Offered() {
				c := d.clone()
				a, ok := c.Pick(tb, tg)
				if ok {
					if !slices.Contains(o.Legal, a) {
						t.Fatalf("%s: the picks to %v make %s, not legal", where, tg, mg.FormatAction(a, o.Players))
					}
					if c.Mode != Choose || len(c.Picks) > 0 {
						t.Fatalf("%s: after %s the decision stays begun: %s", where, mg.FormatAction(a, o.Players), c.key())
					}
					made[a] = true
					continue
				}
				if c.key() == before {
					t.Fatalf("%s: %v is offered at %s and does nothing (%q)", where, tg, before, p.Text)
				}
				if c.Flip == d.Flip {
					// Back undoes the pick (the memory aid's switch is no step).
					b := c.clone()
					b.Back()
					if got := b.Prompt(tb); !reflect.DeepEqual(got, p) {
						t.Fatalf("%s: Back after %v at %s shows %q, not %q again", where, tg, before, got.Text, p.Text)
					}
				}
				if k := c.key(); !seen[k] {
					seen[k] = true
					next = append(next, c)
				}
			}
		}
		level = next
	}
	return made
}

// checkWords checks what the person reads: a question, named things, one
// mark per seat, no message key left untranslated.
func checkWords(t *testing.T, where string, o *mg.Observation, p prompt.Prompt) {
	t.Helper()
	words := []string{p.Text, p.Back}
	for _, c := range p.Choices {
		words = append(words, c.Label, c.Note)
	}
	for _, s := range p.Spots {
		words = append(words, s.Label)
	}
	if p.Text == "" {
		t.Fatalf("%s: a prompt with no question", where)
	}
	for _, w := range words {
		if strings.Contains(w, "mascarade.") || strings.Contains(w, "table.") || strings.Contains(w, "{") {
			t.Fatalf("%s: %q is not in the person's words", where, w)
		}
	}
	for _, c := range p.Choices {
		if c.Label == "" {
			t.Fatalf("%s: a choice with no label in %q", where, p.Text)
		}
	}
	if p.Seats != nil && len(p.Seats) != o.Players {
		t.Fatalf("%s: %d seat marks at a table of %d", where, len(p.Seats), o.Players)
	}
}

// Every action the prompt can reach is legal, and every legal action is
// reachable, in every state of whole games by bots: all table sizes, both
// scenarios, every mask's power.
func TestEveryLegalActionAndOnlyThoseAreReachable(t *testing.T) {
	tables := []struct {
		players  int
		scenario string
	}{{4, "a"}, {4, "b"}, {5, "b"}, {6, "a"}, {7, "a"}, {8, "b"}, {10, "a"}, {11, "a"}, {13, "b"}}
	seeds := []uint64{1, 2, 3}
	states := 0
	kinds := map[uint8]int{}
	for _, tc := range tables {
		for _, seed := range seeds {
			cfg := game.Config{Players: tc.players, Seed: seed, Options: map[string]string{"scenario": tc.scenario}}
			for i, st := range flowtest.Play(t, mg.Name, cfg, flowtest.Mixed(seed)) {
				g := st.After.(*mg.Game)
				if g.Over() {
					continue
				}
				where := fmt.Sprintf("%d players, scenario %s, seed %d, after move %d (%s)", tc.players, tc.scenario, seed, i, g.Phase)
				tb := person(g)
				made := reach(t, where, tb)
				for _, a := range tb.Obs.Legal {
					if !made[a] {
						t.Fatalf("%s: %s is legal and no picks make it", where, g.FormatAction(a))
					}
					kinds[a.Kind]++
				}
				states++
			}
		}
	}
	// The games must have reached every kind of decision.
	for k := mg.KindLook; k <= mg.KindName; k++ {
		if kinds[k] == 0 {
			t.Errorf("no state offered an action of kind %d", k)
		}
	}
	t.Logf("%d states", states)
}

package table

import (
	"fmt"
	"maps"
	"reflect"
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// The hint's search (findHint) asks a game's Prompt again and again between
// its Picks, and Sync, Look and the snapshot read the game's view as it is
// left: Prompt must change nothing. A test checks it by opening the page
// with check=pure (package params): the kit then asks every Prompt twice,
// compares the two answers and the game's snapshot before and after, and
// counts every difference, telling the first (parlourState().table.impure).
// The check costs a second Prompt and two snapshots a time, so it is off
// but for tests.
//
// The same check holds a game's view to the engine: the view the events
// played into (each event's Play, in order) must be the view Sync makes of
// the observation after them, or the table showed something the game is
// not (a deck a card short, a hand a card ahead). So at every sync after
// events played, the kit compares the game's snapshot before and after
// Sync, and counts a difference too (Folded: the syncs compared).

// ImpureSnap is what check=pure found: how many times a Prompt was not pure,
// and the first difference.
type ImpureSnap struct {
	Count int    `json:"count"`
	First string `json:"first,omitempty"`
	// Asked is how many times the kit asked Prompt under the check.
	Asked int `json:"asked"`
	// Folded is how many times the kit compared the view the events
	// played into with the view Sync made; Unfolded counts the differences
	// by the snapshot's top-level key, and UnfoldedFirst tells the first
	// of each.
	Folded        int               `json:"folded"`
	Unfolded      map[string]int    `json:"unfolded,omitempty"`
	UnfoldedFirst map[string]string `json:"unfolded_first,omitempty"`
}

// Decider is a game whose snapshot holds, beside its view, the person's
// half-made decision (a divider lifted, cards marked for a pass): Sync
// begins that anew and the kit makes the person's picks again (pickAgain),
// so the fold check leaves out the snapshot's DecisionKeys, the top-level
// keys that hold it.
type Decider interface {
	DecisionKeys() []string
}

// foldedView is the game's view as the events left it, before Sync, under
// check=pure (nil without the check).
func (t *Table) foldedView() map[string]json.RawMessage {
	if t.checks.impure == nil {
		return nil
	}
	return viewOnly(t.g)
}

// viewOnly is the game's snapshot by its top-level keys, without its
// half-made decision.
func viewOnly(g Game) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte(viewJSON(g)), &m); err != nil {
		return map[string]json.RawMessage{"": json.RawMessage(viewJSON(g))}
	}
	if d, ok := g.(Decider); ok {
		for _, k := range d.DecisionKeys() {
			delete(m, k)
		}
	}
	return m
}

// checkFold compares the view the events left (foldedView) with the one
// Sync just made, key by key; folded is nil when there is nothing to
// compare (no check, or a decision begun anew under the person).
func (t *Table) checkFold(folded map[string]json.RawMessage) {
	if t.checks.impure == nil || folded == nil {
		return
	}
	t.checks.impure.Folded++
	synced := viewOnly(t.g)
	keys := slices.Collect(maps.Keys(synced))
	for k := range folded {
		if _, ok := synced[k]; !ok {
			keys = append(keys, k)
		}
	}
	game.SortSmall(keys)
	for _, k := range keys {
		was := string(folded[k])
		if now := string(synced[k]); now != was {
			if t.checks.impure.Unfolded == nil {
				t.checks.impure.Unfolded, t.checks.impure.UnfoldedFirst = map[string]int{}, map[string]string{}
			}
			if t.checks.impure.Unfolded[k] == 0 {
				t.checks.impure.UnfoldedFirst[k] = fmt.Sprintf("after move %d: %s", t.s.Moves(), FirstDiff(was, now))
			}
			t.checks.impure.Unfolded[k]++
		}
	}
}

// askPrompt is the game's Prompt, checked under check=pure.
func (t *Table) askPrompt() Prompt {
	if t.checks.impure == nil {
		return t.g.Prompt()
	}
	before := viewJSON(t.g)
	p := t.g.Prompt()
	q := t.g.Prompt()
	after := viewJSON(t.g)
	t.checks.impure.Asked++
	switch {
	case !reflect.DeepEqual(p, q):
		t.impureFound("Prompt answered twice differs: " + FirstDiff(promptKey(p), promptKey(q)))
	case before != after:
		t.impureFound("Prompt changed the game's snapshot: " + FirstDiff(before, after))
	}
	return p
}

func (t *Table) impureFound(why string) {
	if t.checks.impure.Count == 0 {
		t.checks.impure.First = why
	}
	t.checks.impure.Count++
}

// viewJSON is the game's snapshot as a test reads it.
func viewJSON(g Game) string {
	b, err := json.Marshal(g.Snapshot())
	if err != nil {
		return "unreadable: " + err.Error()
	}
	return string(b)
}

// FirstDiff shows where two texts first differ, a little either side: the
// checks' messages (check=pure) and the table conformance suite's.
func FirstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	part := func(s string) string {
		lo, hi := max(0, i-60), min(len(s), i+60)
		return s[lo:hi]
	}
	return fmt.Sprintf("at byte %d: %q, then %q", i, part(a), part(b))
}

package table

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// The hint's search (findHint) asks a game's Prompt again and again between
// its Picks, and Sync, Look and the snapshot read the game's view as it is
// left: Prompt must change nothing. A test checks it by opening the page
// with check=pure (package params): the kit then asks every Prompt twice,
// compares the two answers and the game's snapshot before and after, and
// counts every difference, telling the first (parlourState().table.impure).
// The check costs a second Prompt and two snapshots a time, so it is off
// but for tests.

// ImpureSnap is what check=pure found: how many times a Prompt was not pure,
// and the first difference.
type ImpureSnap struct {
	Count int    `json:"count"`
	First string `json:"first,omitempty"`
	// Asked is how many times the kit asked Prompt under the check.
	Asked int `json:"asked"`
}

// askPrompt is the game's Prompt, checked under check=pure.
func (t *Table) askPrompt() Prompt {
	if t.impure == nil {
		return t.g.Prompt()
	}
	before := viewJSON(t.g)
	p := t.g.Prompt()
	q := t.g.Prompt()
	after := viewJSON(t.g)
	t.impure.Asked++
	switch {
	case !reflect.DeepEqual(p, q):
		t.impureFound("Prompt answered twice differs: " + firstDiff(promptKey(p), promptKey(q)))
	case before != after:
		t.impureFound("Prompt changed the game's snapshot: " + firstDiff(before, after))
	}
	return p
}

func (t *Table) impureFound(why string) {
	if t.impure.Count == 0 {
		t.impure.First = why
	}
	t.impure.Count++
}

// viewJSON is the game's snapshot as a test reads it.
func viewJSON(g Game) string {
	b, err := json.Marshal(g.Snapshot())
	if err != nil {
		return "unreadable: " + err.Error()
	}
	return string(b)
}

// firstDiff shows where two texts first differ, a little either side.
func firstDiff(a, b string) string {
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

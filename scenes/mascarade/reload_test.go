package mascarade_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// A Mascarade table across a reload (wasm/test/mascarade.test.js's,
// natively; storage.test.js keeps a real reload in the browser).

// reloaded is d's page loaded again at the bare address (a link's seed=
// opens its setup): the old page lets its game go as a page going away
// does, and the title's Continue opens the game in the new one, at rest.
func reloaded(t *testing.T, d *apptest.Driver) *apptest.Driver {
	t.Helper()
	d.App.Saves.Suspend()
	r := apptest.OpenOn(t, d.Store, "", 1280, 720)
	r.Until("Continue after the reload", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Targets["continue"].W > 0 })
	r.Tap("continue", false)
	r.Until("the table again", 600, func(s scenes.Snapshot) bool { tb, _ := deciding(t, s); return s.Scene == "table" && tb != nil })
	return r
}

// resumedKeys are the parts of the view a reload must bring back exactly.
var resumedKeys = []string{"turn", "phase", "current", "coins", "court", "at", "claim", "barred", "legal", "up"}

// A reload while the person is asked whether to contest a claim brings the
// same question back, with the same answers offered, the same turn, coins,
// places, claim and masks face up, the same seats and the same log.
func TestAReloadDuringAContestResumesExactly(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=6&seed=3&speed=fast", 1280, 720, false)
	before := untilDecision(t, d, chooser(t, 7, 0.2), false, func(_ *table.Snap, v view) bool { return v.Phase == "contest" }, "a contest")
	after := reloaded(t, d).Table()
	if after.Prompt.Text != before.Prompt.Text || !reflect.DeepEqual(after.Prompt.Choices, before.Prompt.Choices) {
		t.Errorf("the question came back as %q %+v, not %q %+v", after.Prompt.Text, after.Prompt.Choices, before.Prompt.Text, before.Prompt.Choices)
	}
	a, b := apptest.Decode[map[string]any](t, after.View), apptest.Decode[map[string]any](t, before.View)
	for _, k := range resumedKeys {
		if !reflect.DeepEqual(a[k], b[k]) {
			t.Errorf("%s changed over the reload: %v, not %v", k, a[k], b[k])
		}
	}
	if !slices.Equal(after.LogAll, before.LogAll) {
		t.Errorf("the log came back as\n%q\nnot\n%q", after.LogAll, before.LogAll)
	}
	names := func(tb *table.Snap) (out []string) {
		for _, s := range tb.Seats {
			out = append(out, s.Name)
		}
		return out
	}
	if !slices.Equal(names(after), names(before)) {
		t.Errorf("the seats came back as %q, not %q", names(after), names(before))
	}
}

// The memory aid is off until the person turns it on; on, it marks every
// place with the mask the person last saw there, unsure where swaps they
// did not see may have moved it; and it is still on after a reload.
// Seed 3: a bot opens, so swaps come before the person's first turn.
func TestTheMemoryAidIsOffByDefaultShowsWhatThePersonLastSawAndStaysOnAfterAReload(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=6&seed=3&speed=fast", 1280, 720, false)
	tb := untilDecision(t, d, chooser(t, 11, 0.2), false, func(_ *table.Snap, v view) bool { return slices.Contains(v.Spots, "aid") }, "the memory aid's switch")
	v := viewOf(t, tb)
	if v.Aid || len(v.AidMarks) > 0 {
		t.Fatalf("the aid is on before the person turned it on: %+v", v.AidMarks)
	}
	d.Tap(fmt.Sprintf("spot-%d", slices.Index(v.Spots, "aid")), false)
	d.Draw() // the flip is kept once the table is next drawn (aid.go)
	v = viewOf(t, d.Table())
	if !v.Aid || len(v.AidMarks) != 6 {
		t.Fatalf("the switch left the aid %v with %d marks, not on with one for each of 6 places", v.Aid, len(v.AidMarks))
	}
	unsure := false
	for p, m := range v.AidMarks {
		if m.Mask == "" {
			t.Errorf("place %d has no mark: %+v", p, v.AidMarks)
		}
		unsure = unsure || m.Since > 0 || !m.Sure
	}
	if !unsure {
		t.Errorf("after swaps the person did not see, every place is marked sure: %+v", v.AidMarks)
	}
	d.Frames(2) // saved
	if v := viewOf(t, reloaded(t, d).Table()); !v.Aid {
		t.Fatal("the memory aid is off after a reload")
	}
}

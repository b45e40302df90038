package search_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/search"
)

var updateDecisions = flag.Bool("update-decisions", false, "rewrite testdata/decisions.golden from the code as it is")

// The Expert's decisions at its full budget are pinned: for 30 observations
// of each benchmark table, the action chosen and a digest of the whole search
// (search.SearchDigest) must match testdata/decisions.golden, written by the
// code before any work on its speed. A faster search must be the same search.
// Regenerate only for a change meant to change play: go test -run
// TestExpertDecisionsArePinned -update-decisions ./game/search
func TestExpertDecisionsArePinned(t *testing.T) {
	const perTable = 30
	var got strings.Builder
	for _, l := range benchTables() {
		obs := decisions(l.game, l.players, 3)
		for k := range perTable {
			i := k * len(obs) / perTable
			b, err := catalog.NewBot(l.game, "expert", uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			th := bot.Think(b, obs[i], bot.Budget{})
			a := bot.Finish(th)
			fmt.Fprintf(&got, "%s-%dp %d %v %s\n", l.game, l.players, i, a, search.SearchDigest(th))
		}
	}
	const file = "testdata/decisions.golden"
	if *updateDecisions {
		if err := os.WriteFile(file, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")
	if len(wl) != len(gl) {
		t.Fatalf("%d decisions, the golden file has %d", len(gl), len(wl))
	}
	bad := 0
	for i := range wl {
		if wl[i] != gl[i] {
			if bad++; bad <= 10 {
				t.Errorf("decision changed:\n want %s\n  got %s", wl[i], gl[i])
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d decisions differ", bad, len(wl)-1)
	}
}

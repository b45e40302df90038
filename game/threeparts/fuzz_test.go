package threeparts

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func FuzzLoad(f *testing.F) { gametest.FuzzLoad(f, Definition, tables()) }

func FuzzParseAction(f *testing.F) {
	gametest.FuzzParse(f, Definition, game.Config{Players: 4, Seed: 1},
		"cut 3/2/4", "white", "k", "joker 8", "cut 1/1", "joker 0", "cut 9/9/9", "blue ")
}

// The saves Load must refuse, one per invariant a corrupt file could break.
func TestLoadRefusesCorruptSaves(t *testing.T) {
	g := deal(t, 4, 0, "1 2 3 4 5 6 7 8 9")
	gametest.Act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "white", 1: "white", 2: "black", 3: "black"})
	gametest.Act(t, g, 0, "cut 1/1/1")
	gametest.Act(t, g, 0, "white") // phase vote, contests white (cut) and black, seat 0 voted
	good := gametest.MustSave(t, g)
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
	for name, corrupt := range map[string]func(m map[string]any){
		"an extra card":              func(m map[string]any) { st(m)["deck"] = append(st(m)["deck"].([]any), 5.0) },
		"a card that is not one":     func(m map[string]any) { st(m)["deck"].([]any)[0] = 11.0 },
		"an unknown phase":           func(m map[string]any) { st(m)["phase"] = "nap" },
		"a vote for no part":         func(m map[string]any) { st(m)["votes"].([]any)[1] = 5.0 },
		"a vote by a non-claimant":   func(m map[string]any) { st(m)["votes"].([]any)[2] = 0.0 },
		"every vote in, unresolved":  func(m map[string]any) { st(m)["votes"].([]any)[1] = 1.0 },
		"a leader who is not a seat": func(m map[string]any) { st(m)["leader"] = 9.0 },
		"two players":                func(m map[string]any) { st(m)["players"] = 2.0 },
		"a round past the deck":      func(m map[string]any) { st(m)["round"] = 9.0 },
		"a segment off the row":      func(m map[string]any) { seg(m, 1)["at"] = 2.0 },
		"a segment before the row":   func(m map[string]any) { seg(m, 0)["at"] = -3.0 },
		"a segment far past the row": func(m map[string]any) { seg(m, 1)["at"] = 9.2e18 },
		"a lone claimant":            func(m map[string]any) { seg(m, 1)["claimants"] = 4.0 },
		"a claimant who took":        func(m map[string]any) { st(m)["took"].([]any)[2] = true },
		"parts out of order": func(m map[string]any) {
			p := seg(m, 0)["parts"].([]any)
			p[0], p[1] = p[1], p[0]
		},
		"a joker due on no stack": func(m map[string]any) {
			st(m)["due"] = []any{map[string]any{"seat": 0.0, "options": 4.0, "waiting": false}}
		},
		"a result before the end": func(m map[string]any) { st(m)["winners"] = []any{0.0} },
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		corrupt(m)
		b, _ := json.Marshal(m)
		if _, err := game.Load(b); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func st(m map[string]any) map[string]any { return m["state"].(map[string]any) }

func seg(m map[string]any, i int) map[string]any {
	return st(m)["contests"].([]any)[i].(map[string]any)
}

// Saves written before segments recorded their row position, and before the
// votes read -1 ahead of the first vote, still load, and continue as a new
// save of the same game would.
func TestLoadBringsEarlierSavesUpToDate(t *testing.T) {
	g := deal(t, 3, 0, "10 10 10 10 10 9 10")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	save := gametest.MustSave(t, g) // the black part, 10 10 10 9 10, at row position 2
	old := regexp.MustCompile(`,"at":\d+`).ReplaceAll(save, nil)
	if bytes.Equal(old, save) {
		t.Fatal("the save has no row position to remove")
	}
	l, err := game.Load(old)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.(*Game).Contests[0].At; got != 2 {
		t.Fatalf("the contested part is placed at %d, want 2", got)
	}
	if !bytes.Equal(gametest.MustSave(t, l), save) {
		t.Fatal("the loaded save differs from the game's own")
	}
	// The committed corpus holds saves of the earlier engine (votes 0 before the first vote).
	files, _ := filepath.Glob("testdata/fuzz/FuzzLoad/*p-step*")
	if len(files) == 0 {
		t.Fatal("no earlier saves in testdata")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`\[\]byte\((".*")\)`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("%s is not a corpus entry", f)
		}
		data, err := strconv.Unquote(string(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := game.Load([]byte(data)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

package entry_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// registration is the one line a build of the simulator needs to know Tiny,
// in a file of its package main: the line this package's tests start with.
const registration = `package main

import (
	"parlour/game/catalog"
	"parlour/game/gametest/tiny/entry"
)

func init() { catalog.Register(entry.Entry) }
`

// TestTheSimulatorPlaysTheRegisteredGame builds cmd/sim with that one file
// added by the go command's -overlay (no file of cmd/sim changes) and has it
// list the games and play a run of Tiny, as `sim play --game tiny` would
// with the game registered.
func TestTheSimulatorPlaysTheRegisteredGame(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the simulator with:", err)
	}
	gomod, err := exec.Command(goTool, "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Dir(strings.TrimSpace(string(gomod)))
	dir := t.TempDir()
	file := filepath.Join(dir, "registered.go")
	overlay, _ := json.Marshal(map[string]map[string]string{
		"Replace": {filepath.Join(root, "cmd", "sim", "zz_registered_tiny.go"): file},
	})
	for name, data := range map[string][]byte{file: []byte(registration), filepath.Join(dir, "overlay.json"): overlay} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sim := filepath.Join(dir, "sim")
	build := exec.Command(goTool, "build", "-overlay", filepath.Join(dir, "overlay.json"), "-o", sim, "./cmd/sim")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the simulator: %v\n%s", err, out)
	}
	run := func(args ...string) []byte {
		t.Helper()
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(sim, args...)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("sim %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
		}
		return stdout.Bytes()
	}

	if games := strings.Fields(string(run("games"))); len(games) == 0 || games[len(games)-1] != name {
		t.Errorf("sim games lists %v, not the registered game last", games)
	}
	var rep struct {
		Game  string
		Games int
		Bots  []struct {
			Bot  string
			Wins int
		}
	}
	out := run("play", "--game", name, "--bots", "expert,beginner,clever", "--rotate", "--games", "30", "--seed", "1", "--json")
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	wins := 0
	for _, b := range rep.Bots {
		wins += b.Wins
	}
	if rep.Game != name || rep.Games != 30 || len(rep.Bots) != 3 || wins < rep.Games {
		t.Errorf("sim play reported %s", out)
	}
}

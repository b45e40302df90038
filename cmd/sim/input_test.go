package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
)

// Bad input, tried as a new user would: each gets one line on stderr that
// says what is wrong, a non-zero exit status, and never a Go stack dump.
func TestBadInputGetsOneLineAndANonZeroExit(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ll := `"game":"loveletter","players":2,"seed":1,"deck":["princess","spy","spy","chancellor","guard","priest","baron"]`
	play := func(args ...string) []string { return append([]string{"play"}, args...) }
	cases := []struct {
		name   string
		args   []string
		status int
		want   string
	}{
		{"huge table", play("--game", "loveletter", "--players", "2000000000", "--bots", "random"), 1, "2–6 players, not 2000000000"},
		{"negative table", play("--game", "threeparts", "--players", "-3", "--bots", "random"), 1, "3–4 players, not -3"},
		{"players not a number", play("--game", "loveletter", "--players", "many", "--bots", "random"), 2, `invalid value "many" for flag -players`},
		{"classic for five", play("--game", "loveletter", "--variant", "classic", "--players", "5", "--bots", "random"), 1, "the classic variant is for 2–4 players, not 5"},
		{"unknown variant", play("--game", "loveletter", "--variant", "deluxe", "--players", "2", "--bots", "random"), 1, `unknown variant "deluxe" (variants: 2019, classic)`},
		{"edition of a game without", play("--game", "threeparts", "--edition", "deluxe", "--players", "3", "--bots", "random"), 1, "--edition: threeparts has no editions"},
		{"scenario of a game without", play("--game", "threeparts", "--scenario", "b", "--players", "3", "--bots", "random"), 1, "--scenario: threeparts has no scenario option"},
		{"scenario disagrees", play("--game", "mascarade", "--scenario", "b", "--option", "scenario=a", "--players", "5", "--bots", "random"), 1, "--scenario b and --option scenario=a disagree"},
		{"edition disagrees", play("--game", "rebelprincess", "--edition", "deluxe", "--variant", "classic", "--players", "4", "--bots", "random"), 1, "--edition deluxe and --variant classic disagree"},
		{"unknown scenario", play("--game", "mascarade", "--scenario", "z", "--players", "5", "--bots", "random"), 1, `scenario="z" is not allowed (a, b)`},
		{"short=maybe", play("--game", "rebelprincess", "--edition", "deluxe", "--option", "short=maybe", "--players", "4", "--bots", "random"), 1, `short="maybe" is not allowed (false, true)`},
		{"promo with deluxe", play("--game", "rebelprincess", "--edition", "deluxe", "--option", "promo=true", "--players", "4", "--bots", "random"), 1, "option promo does not apply to this table (only variant classic)"},
		{"option twice", play("--game", "mascarade", "--option", "centre=1", "--option", "centre=2", "--players", "6", "--bots", "random"), 2, "option centre is given twice"},
		{"option without value", play("--game", "mascarade", "--option", "centre", "--players", "6", "--bots", "random"), 2, `want KEY=VALUE, got "centre"`},
		{"unknown bot", play("--game", "loveletter", "--players", "4", "--bots", "genius"), 1, `loveletter: unknown bot "genius" (bots: clever (or heuristic), beginner, expert, random, oracle (sim only))`},
		{"bots for another table", play("--game", "loveletter", "--players", "4", "--bots", "random,random"), 1, "2 bots for 4 players"},
		{"no games", play("--game", "loveletter", "--players", "2", "--bots", "random", "--games", "0"), 1, "--games must be at least 1, not 0"},
		{"negative games", play("--game", "loveletter", "--players", "2", "--bots", "random", "--games", "-5"), 1, "--games must be at least 1, not -5"},
		{"unknown game", play("--game", "chess", "--players", "2", "--bots", "random"), 1, `unknown game "chess" (games: loveletter, mascarade, rebelprincess, threeparts)`},
		{"no game", play("--players", "4"), 2, "play needs --game and --bots"},
		{"unknown flag", play("--game", "loveletter", "--bots", "random", "--fast"), 2, "flag provided but not defined: -fast"},
		{"stray argument", play("--game", "loveletter", "--bots", "random,random", "now"), 2, `unexpected argument "now"`},
		{"unknown command", []string{"simulate"}, 2, `unknown command "simulate"`},
		{"missing file", []string{"replay", filepath.Join(dir, "nothing.json")}, 1, "no such file or directory"},
		{"two files", []string{"replay", "a.json", "b.json"}, 2, "replay takes one script file"},
		{"negative seat", []string{"replay", file("neg.json", `{`+ll+`,"actions":["-7: guard@1=king"]}`)}, 1, `action 1 ("-7: guard@1=king"): seat -7 is not at this table (seats 0–1)`},
		{"seat past the table", []string{"replay", file("past.json", `{`+ll+`,"actions":["2: guard@1=king"]}`)}, 1, "seat 2 is not at this table (seats 0–1)"},
		{"text after the script", []string{"replay", file("tail.json", `{`+ll+`,"actions":[]} {"actions":["guard@1=king"]}`)}, 1, "script: text after the object"},
		{"broken JSON", []string{"replay", file("broken.json", `{`+ll)}, 1, "script: unexpected EOF"},
		{"unknown field", []string{"replay", file("field.json", `{`+ll+`,"actions":[],"typo":1}`)}, 1, `unknown field "typo"`},
		{"script of a huge table", []string{"replay", file("huge.json", `{"game":"loveletter","players":2000000000,"actions":[]}`)}, 1, "2–6 players, not 2000000000"},
		{"script with an unknown option", []string{"replay", file("opt.json", `{"game":"loveletter","players":2,"options":{"speed":"fast"},"actions":[]}`)}, 1, `unknown option "speed"`},
		{"impossible deck", []string{"replay", file("deck.json", `{"game":"loveletter","players":2,"deck":["princess","princess"],"actions":[]}`)}, 1, "script: deck: loveletter: deck card 1: the 2019 deck has no more princess cards"},
		{"first seat past the table", []string{"replay", file("first.json", `{"game":"loveletter","players":2,"first":5,"actions":[]}`)}, 1, "first seat 5 is not at a table of 2"},
		{"illegal action", []string{"replay", file("illegal.json", `{`+ll+`,"actions":["guard@1=king","1: baron@0"]}`)}, 1, `action 2 ("1: baron@0"): loveletter: seat 1 may not "baron@0": you do not hold the Baron`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			status := run(c.args, &out, &errb)
			msg := errb.String()
			if status != c.status || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "sim: ") || !strings.Contains(msg, c.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d and one line with %q", status, msg, c.status, c.want)
			}
			if strings.Contains(msg, "goroutine") || strings.Contains(msg, "panic") {
				t.Fatalf("a stack dump: %s", msg)
			}
		})
	}
}

// Every game refuses an option it does not have, in play and in a script.
func TestEveryGameRefusesUnknownOptions(t *testing.T) {
	for _, name := range catalog.Games() {
		d, _ := game.Lookup(name)
		var errb bytes.Buffer
		args := []string{"play", "--game", name, "--players", itoa(d.MinPlayers), "--bots", "random", "--option", "bogus=1"}
		if status := run(args, &bytes.Buffer{}, &errb); status != 1 || !strings.Contains(errb.String(), `unknown option "bogus"`) {
			t.Errorf("%s: exit %d, %q", name, status, errb.String())
		}
		script := `{"game":"` + name + `","players":` + itoa(d.MinPlayers) + `,"options":{"bogus":"1"},"actions":[]}`
		if _, err := replay([]byte(script)); err == nil || !strings.Contains(err.Error(), `unknown option "bogus"`) {
			t.Errorf("%s: a script with an unknown option: %v", name, err)
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// --help reads every game's metadata: its players, variants, options and bots.
func TestHelpListsEveryGamesMetadata(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"play", "--help"}, {"replay", "-h"}} {
		var out bytes.Buffer
		if status := run(args, &out, &bytes.Buffer{}); status != 0 {
			t.Fatalf("%v: exit %d", args, status)
		}
		text := out.String()
		for _, name := range catalog.Games() {
			d, _ := game.Lookup(name)
			want := []string{name + ": " + itoa(d.MinPlayers) + "–" + itoa(d.MaxPlayers) + " players"}
			want = append(want, d.VariantNames()...)
			for _, o := range d.Options {
				want = append(want, "--option "+o.Name+"=")
			}
			want = append(want, catalog.Levels...)
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("%v: the help does not mention %q for %s", args, w, name)
				}
			}
		}
	}
}

// A replay's deck goes to the game's Stacker, for every game that has one;
// a game without one says so.
func TestReplayDeckReachesEveryGamesStacker(t *testing.T) {
	for _, name := range catalog.Games() {
		d, _ := game.Lookup(name)
		g, err := d.New(game.Config{Players: d.MinPlayers})
		if err != nil {
			t.Fatal(err)
		}
		_, stacks := g.(game.Stacker)
		script := `{"game":"` + name + `","players":` + itoa(d.MinPlayers) + `,"deck":["no-such-card"],"actions":[]}`
		_, err = replay([]byte(script))
		switch {
		case err == nil:
			t.Errorf("%s: a deck of an unknown card was accepted", name)
		case stacks && !strings.HasPrefix(err.Error(), "script: deck: "):
			t.Errorf("%s: the deck did not reach its Stacker: %v", name, err)
		case !stacks && !strings.Contains(err.Error(), "does not take a fixed deck"):
			t.Errorf("%s: %v", name, err)
		}
	}
	// The three fixed-deck replays in testdata deal what their deck says.
	for _, c := range []struct{ file, event string }{
		{"loveletter-replay.json", "set_aside_up"},
		{"threeparts-replay.json", ""},
		{"mascarade-replay.json", "setup"},
	} {
		data, err := os.ReadFile("testdata/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		out, err := replay(data)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if c.event != "" && !slices.ContainsFunc(out.Opening, func(e game.Event) bool { return e.Type.String() == c.event }) {
			t.Errorf("%s: the opening has no %s event: %v", c.file, c.event, out.Opening)
		}
	}
}

func TestRotationSeatsTheListOneMorePlaceEachGame(t *testing.T) {
	pc := playConfig{bots: []string{"a", "b", "c"}, rotate: true}
	for i, want := range [][]string{{"a", "b", "c"}, {"b", "c", "a"}, {"c", "a", "b"}, {"a", "b", "c"}} {
		if got := seating(pc, i); !slices.Equal(got, want) {
			t.Errorf("game %d: %v, want %v", i, got, want)
		}
	}
	pc.rotate = false
	if got := seating(pc, 1); !slices.Equal(got, pc.bots) {
		t.Errorf("without --rotate: %v", got)
	}
}

// With seats rotated, each seat wins about half the games of two players,
// while the bots' own figures show the heuristic far ahead: wins are
// counted per bot name over every seat it took.
func TestPlayRotateReportsWinsPerBot(t *testing.T) {
	var out bytes.Buffer
	args := []string{"play", "--game", "loveletter", "--bots", "heuristic,random", "--games", "600", "--seed", "3", "--rotate", "--json"}
	if status := run(args, &out, os.Stderr); status != 0 {
		t.Fatalf("exit %d", status)
	}
	var rep playReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Rotate || len(rep.Bots) != 2 || rep.Bots[0].Bot != "heuristic" || rep.Bots[1].Bot != "random" || rep.Seats[0].Bot != "rotating" {
		t.Fatalf("%s", out.String())
	}
	h, r := rep.Bots[0], rep.Bots[1]
	if h.Wins+r.Wins != rep.Games+rep.Shared || rep.Seats[0].Wins+rep.Seats[1].Wins != rep.Games+rep.Shared {
		t.Fatalf("wins do not add up: %s", out.String())
	}
	if h.WinRate < 0.85 || !(h.CILow < h.WinRate && h.WinRate < h.CIHigh) || h.Seats != 1 {
		t.Fatalf("heuristic %+v", h)
	}
	for s, sr := range rep.Seats {
		if sr.WinRate < 0.4 || sr.WinRate > 0.6 {
			t.Fatalf("seat %d won %.1f%% with the bots rotated", s, 100*sr.WinRate)
		}
	}
	// The text report gives the same per-bot figures.
	out.Reset()
	if status := run(args[:len(args)-1], &out, os.Stderr); status != 0 || !strings.Contains(out.String(), "bot heuristic") || !strings.Contains(out.String(), "seats rotated") {
		t.Fatalf("exit %d\n%s", status, out.String())
	}
}

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The most a refusal may print: a message names the limit and quotes the
// start of the input, never the input (a 100 MB action once gave 315 MB).
const shortMessage = 500

// A script past the size limit is refused before it is read whole: from a
// file or redirected standard input by its size, from a pipe one byte past
// the limit. Either way the message is short and the memory spent is a small
// part of the input's size, or of the limit.
func TestAScriptPastTheSizeLimitIsRefusedUnread(t *testing.T) {
	huge := []byte(`{"game":"loveletter","players":2,"actions":["guard@1=` + strings.Repeat("x", 16<<20) + `"]}`)
	path := filepath.Join(t.TempDir(), "huge.json")
	if err := os.WriteFile(path, huge, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		arg      string
		stdin    func(t *testing.T) *os.File
		want     string
		maxAlloc uint64
	}{
		{"file", path, nil, "is 16777272 bytes; a script may be at most 4194304 bytes (4 MiB)", 1 << 20},
		{"standard input from a file", "-", func(t *testing.T) *os.File {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}, "standard input is 16777272 bytes; a script may be at most 4194304 bytes (4 MiB)", 1 << 20},
		// The limit and a byte, read in growing chunks and joined (more with -race).
		{"standard input from a pipe", "-", func(t *testing.T) *os.File {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan struct{})
			go func() {
				w.Write(huge) // fails once sim closes its end, having read enough
				w.Close()
				close(done)
			}()
			t.Cleanup(func() { r.Close(); <-done })
			return r
		}, "standard input holds more than 4194304 bytes; a script may be at most 4194304 bytes (4 MiB)", 6 * maxScriptBytes},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.stdin != nil {
				saved := os.Stdin
				os.Stdin = c.stdin(t)
				defer func() { os.Stdin = saved }()
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			var out, errb bytes.Buffer
			status := run([]string{"replay", c.arg}, &out, &errb)
			runtime.ReadMemStats(&after)
			msg := errb.String()
			if status != 1 || len(msg) > shortMessage || !strings.Contains(msg, c.want) || out.Len() != 0 {
				t.Fatalf("exit %d, %d bytes of stderr %.300q, %d of stdout; want %q", status, len(msg), msg, out.Len(), c.want)
			}
			if spent := after.TotalAlloc - before.TotalAlloc; spent > c.maxAlloc {
				t.Fatalf("refusing a %d-byte script allocated %d bytes (limit %d)", len(huge), spent, c.maxAlloc)
			}
		})
	}
}

// Every string in a script and the number of actions and deck entries are
// bounded; past a bound the script is refused before the game sees it, with
// a short message that names the limit.
func TestEveryStringAndListInAScriptIsBounded(t *testing.T) {
	long := strings.Repeat("x", 1<<20) // under the script limit, over every other
	// Each script is otherwise good, so that only the bound can refuse it.
	script := func(fields string) string {
		players := "2"
		switch {
		case strings.Contains(fields, `"mascarade"`):
			players = "4"
		case strings.Contains(fields, `"threeparts"`):
			players = "3"
		}
		return `{"players":` + players + `,"seed":1,` + fields + `}`
	}
	many := func(n int, s string) string {
		return strings.TrimSuffix(strings.Repeat(`"`+s+`",`, n), ",")
	}
	cases := []struct {
		name, script, want string
	}{
		{"a long action", script(`"game":"loveletter","actions":["guard@1=` + long + `"]`), "action 1 is 1048584 bytes; the limit is 200"},
		{"a long game name", script(`"game":"` + long + `","actions":[]`), "the game name is 1048576 bytes; the limit is 64"},
		{"a long variant", script(`"game":"loveletter","variant":"` + long + `","actions":[]`), "the variant is 1048576 bytes; the limit is 64"},
		{"a long option name", script(`"game":"loveletter","options":{"` + long + `":"1"},"actions":[]`), "options: key " + quoteShort(long) + " is 1048576 bytes; the limit is 64"},
		{"a long option value", script(`"game":"mascarade","options":{"masks":"` + long + `"},"actions":[]`), `option "masks" is 1048576 bytes; the limit is 256`},
		{"a long deck entry", script(`"game":"loveletter","deck":["` + long + `"],"actions":[]`), "deck entry 1 is 1048576 bytes; the limit is 64"},
		{"a long unknown field", script(`"game":"loveletter","actions":[],"` + long + `":1`), "key " + quoteShort(long) + " is 1048576 bytes; the limit is 64"},
		{"a long number", `{"game":"loveletter","players":` + strings.Repeat("9", 1<<20) + `,"actions":[]}`, "is 1048576 characters long; the limit is 32"},
		{"a long string after the script", script(`"game":"loveletter","actions":[]`) + ` "` + long + `"`, "script: text after the object"},
		{"too many actions", script(`"game":"threeparts","actions":[` + many(maxActions+1, "w") + `]`), "100001 actions; the limit is 100000"},
		{"too many deck entries", script(`"game":"loveletter","deck":[` + many(maxDeckEntries+1, "guard") + `],"actions":[]`), "the deck has 1001 entries; the limit is 1000"},
	}
	dir := t.TempDir()
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, strconv.Itoa(i)+".json")
			if err := os.WriteFile(path, []byte(c.script), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			status := run([]string{"replay", path}, &out, &errb)
			msg := errb.String()
			if status != 1 || len(msg) > shortMessage || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, c.want) || out.Len() != 0 {
				t.Fatalf("exit %d, %d bytes of stderr %.300q, %d of stdout; want a short line with %q", status, len(msg), msg, out.Len(), c.want)
			}
		})
	}
}

// An action under the length limit that a game's notation refuses is quoted
// only in part, by sim and by the game, so the error stays short in the
// replay's output and on standard error.
func TestABadActionIsQuotedOnlyInPart(t *testing.T) {
	pad := strings.Repeat("z", 150)
	for _, c := range []struct{ game, players, action string }{
		{"loveletter", "2", "guard@1=" + pad},               // the guess is no card
		{"loveletter", "2", "keep " + pad + " under guard"}, // the kept card is no card
		{"mascarade", "4", "announce " + pad},               // no mask
		{"mascarade", "4", "swap " + pad},                   // no player
		{"rebelprincess", "3", "0: keep " + pad},            // no princess
		{"rebelprincess", "3", "0: " + pad},                 // no action
		{"threeparts", "3", "cut 1/" + pad + "/2"},          // no part size
		{"threeparts", "3", pad},                            // no action
	} {
		script := `{"game":"` + c.game + `","players":` + c.players + `,"seed":1,"actions":["` + c.action + `"]}`
		out, err := replay([]byte(script))
		if err == nil {
			t.Errorf("%s %.20q…: accepted", c.game, c.action)
			continue
		}
		for _, msg := range []string{err.Error(), out.Error} {
			if len(msg) > shortMessage || strings.Contains(msg, strings.Repeat("z", quoteRunes+1)) {
				t.Errorf("%s: %d bytes: %s", c.game, len(msg), msg)
			}
		}
	}
}

// A key given twice in a script, at the top level or inside "options", is
// refused by name: encoding/json would keep the last one without a word. At
// the top level keys name fields, which match without regard to case.
func TestAScriptKeyGivenTwiceIsRefused(t *testing.T) {
	const head = `"game":"mascarade","players":6,"seed":1`
	for _, c := range []struct {
		name, script, want string
	}{
		{"actions twice", `{` + head + `,"actions":["swap 1"],"actions":[]}`, `script: key "actions" is given twice`},
		{"the same seed twice", `{` + head + `,"seed":1,"actions":[]}`, `script: key "seed" is given twice`},
		{"game in another case", `{` + head + `,"Game":"loveletter","actions":[]}`, `script: key "Game" is given twice (as "game" and "Game"; field names ignore case)`},
		{"deck twice", `{` + head + `,"deck":["king"],"actions":[],"deck":["judge"]}`, `script: key "deck" is given twice`},
		{"an option twice", `{` + head + `,"options":{"centre":"1","scenario":"a","centre":"2"},"actions":[]}`, `script: options: key "centre" is given twice`},
		{"options twice", `{` + head + `,"options":{"centre":"1"},"actions":[],"options":{"centre":"2"}}`, `script: key "options" is given twice`},
		{"every key once", `{` + head + `,"options":{"centre":"1","scenario":"a"},"actions":[]}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := replay([]byte(c.script))
			wantRefusal(t, err, c.want)
		})
	}
}

// wantRefusal fails the test unless err says want, or, for want "", unless
// there is no error.
func wantRefusal(t *testing.T, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Fatalf("refused: %v", err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Fatalf("error %v, want %q", err, want)
	}
}

// --games is bounded so that a run someone starts can end: past the limit
// the run is refused with the limit in the message.
func TestPlayRefusesMoreGamesThanAnyoneCouldWaitFor(t *testing.T) {
	for _, c := range []struct {
		games string
		want  string
	}{
		{strconv.Itoa(maxGames), ""},
		{strconv.Itoa(maxGames + 1), "--games must be at most 10000000, not 10000001"},
		{"1000000000000", "--games must be at most 10000000, not 1000000000000"},
	} {
		_, _, err := parsePlay([]string{"--game", "loveletter", "--players", "2", "--bots", "random", "--games", c.games})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("--games %s: %v", c.games, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("--games %s: %v, want %q", c.games, err, c.want)
		}
	}
}

// A run stopped before it ends prints the report of the games played, in
// text or JSON, marked as interrupted after N of M games, and fails. Here
// the run is stopped before its first game: the rates must still be numbers
// JSON can write.
func TestAnInterruptedPlayReportsTheGamesPlayed(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	args := []string{"--game", "loveletter", "--players", "2", "--bots", "heuristic,random", "--games", "50"}
	var out bytes.Buffer
	err := runPlay(ctx, args, &out, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "interrupted after 0 of 50 games") || !strings.Contains(out.String(), "interrupted after 0 of 50 games") || !strings.Contains(out.String(), "bot heuristic") {
		t.Fatalf("error %v, report:\n%s", err, out.String())
	}
	out.Reset()
	err = runPlay(ctx, append(args, "--json"), &out, io.Discard)
	var rep playReport
	if jerr := json.Unmarshal(out.Bytes(), &rep); err == nil || jerr != nil || !rep.Interrupted || rep.Games != 0 || rep.Planned != 50 || len(rep.Seats) != 2 {
		t.Fatalf("error %v, report %s (%v)", err, out.String(), jerr)
	}
	// A whole run is not marked.
	out.Reset()
	if err := runPlay(context.Background(), append(args[:len(args)-1], "3", "--json"), &out, io.Discard); err != nil || strings.Contains(out.String(), "interrupted") {
		t.Fatalf("error %v, report %s", err, out.String())
	}
}

// A long run says how far it has got, how fast, and how long is left.
func TestProgressSaysGamesRateAndTimeLeft(t *testing.T) {
	for _, c := range []struct {
		played, planned int
		elapsed         time.Duration
		want            string
	}{
		{1000, 10000, 10 * time.Second, "sim: play: 1000 of 10000 games (10.0%) in 10s, 100 games/s, about 1m30s left"},
		{0, 10000, 10 * time.Second, "sim: play: 0 of 10000 games (0.0%) in 10s, none finished yet"},
		{12, 1000, 10 * time.Second, "sim: play: 12 of 1000 games (1.2%) in 10s, 1.20 games/s, about 13m43s left"},
		{1, 10_000_000, 24 * time.Hour, "sim: play: 1 of 10000000 games (0.0%) in 24h0m0s, 0.0000116 games/s, more than a year left"},
	} {
		if got := progressLine(c.played, c.planned, c.elapsed); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// SIGINT or SIGTERM stops a real run: sim prints the report of the games
// played so far, marked as interrupted, and exits 1. The test runs sim in a
// child process, with a progress line every millisecond, and sends the signal
// once a line says some games are done: the child is then surely inside its
// run.
func TestAnInterruptedRunPrintsTheResultsSoFar(t *testing.T) {
	if os.Getenv("SIM_TEST_INTERRUPT_CHILD") == "1" {
		progressEvery = time.Millisecond
		os.Exit(run([]string{"play", "--game", "loveletter", "--players", "2", "--bots", "random", "--games", strconv.Itoa(maxGames), "--json"}, os.Stdout, os.Stderr))
	}
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT or SIGTERM to send on Windows")
	}
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			if signal.Ignored(sig) {
				// The child would inherit the disposition, and sim leaves an
				// ignored signal ignored (a background job in a shell script).
				t.Skipf("this test process ignores %v", sig)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestAnInterruptedRunPrintsTheResultsSoFar$")
			cmd.Env = append(os.Environ(), "SIM_TEST_INTERRUPT_CHILD=1")
			var stdout bytes.Buffer
			cmd.Stdout = &stdout
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := bufio.NewScanner(stderr)
			signalled := false
			var last string
			for lines.Scan() {
				last = lines.Text()
				var done int
				if _, err := fmt.Sscanf(last, "sim: play: %d of", &done); !signalled && err == nil && done > 0 {
					if err := cmd.Process.Signal(sig); err != nil {
						t.Fatal(err)
					}
					signalled = true
				}
			}
			err = cmd.Wait()
			var exit *exec.ExitError
			if !signalled || !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("signalled %v, %v; last line %q", signalled, err, last)
			}
			var rep playReport
			if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
				t.Fatalf("%v: %q", err, stdout.String())
			}
			wins := rep.Seats[0].Wins + rep.Seats[1].Wins
			if !rep.Interrupted || rep.Games == 0 || rep.Games >= maxGames || rep.Planned != maxGames || wins < rep.Games {
				t.Fatalf("report %s", stdout.String())
			}
			if want := fmt.Sprintf("sim: play: interrupted after %d of %d games", rep.Games, maxGames); !strings.HasPrefix(last, want) {
				t.Fatalf("last line %q, want %q", last, want)
			}
		})
	}
}

// deepScriptHead is a good script's start up to its options, which
// deepScript nests depth-1 objects deep (the script itself is the first
// level): 300,000 levels make the 2.1 MB script of issue 37.
const deepScriptHead = `{"game":"loveletter","players":2,"seed":1,"options":`

func deepScript(depth int) []byte {
	return []byte(deepScriptHead + strings.Repeat(`{"ab":`, depth-1) + `"1"` + strings.Repeat("}", depth-1) + `,"actions":[]}`)
}

// A script nested deeper than maxDepth is refused with one line that names
// the limit and the byte where it was passed, before anything is kept per
// level: 300,000 levels once took 339 s and 21 GB. Time and memory are
// measured by BenchmarkRefusingADeepScript, not here.
func TestADeeplyNestedScriptIsRefusedInOneLine(t *testing.T) {
	// The level past the limit opens at the 64th `{"ab":`, six bytes each.
	want := fmt.Sprintf("sim: script: nesting level 65 at byte %d; objects and arrays may nest at most 64 deep\n", len(deepScriptHead)+63*6)
	dir := t.TempDir()
	for _, depth := range []int{20_000, 300_000} {
		t.Run(strconv.Itoa(depth), func(t *testing.T) {
			path := filepath.Join(dir, strconv.Itoa(depth)+".json")
			if err := os.WriteFile(path, deepScript(depth), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			status := run([]string{"replay", path}, &out, &errb)
			if status != 1 || errb.String() != want || out.Len() != 0 {
				t.Fatalf("exit %d, stderr %.300q, %d bytes of stdout; want exit 1 and %q", status, errb.String(), out.Len(), want)
			}
		})
	}
}

// Nesting is counted in brackets outside strings: a bracket in a string, or
// after an escaped quote, opens nothing, and stray closing brackets do not
// let as many extra levels through.
func TestNestingIsCountedOutsideStrings(t *testing.T) {
	open := func(n int) string { return strings.Repeat("[", n) }
	for _, c := range []struct {
		name, data, want string // want "" for no refusal
	}{
		{"at the limit", open(maxDepth) + strings.Repeat("]", maxDepth), ""},
		{"one past the limit", open(maxDepth + 1), "nesting level 65 at byte 64;"},
		{"brackets in a string", `{"game":"` + open(100) + `"}`, ""},
		{"brackets after an escaped quote", `["\"` + open(100) + `"]`, ""},
		{"brackets after an escaped backslash", `["\\",` + open(maxDepth), "nesting level 65 at byte 69;"},
		{"stray closing brackets first", strings.Repeat("]", 10) + open(maxDepth+1), "nesting level 65 at byte 74;"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantRefusal(t, checkDepth([]byte(c.data)), c.want)
		})
	}
}

// The summary writes a slow run's rate to three figures rather than rounding
// it away: an interrupted run at 0.37 games/s once said "0 games/s".
func TestTheSummaryWritesASlowRateToThreeFigures(t *testing.T) {
	for _, c := range []struct {
		rate float64
		want string
	}{
		{0.37, ", 0.370 games/s\n"},
		{1.214, ", 1.21 games/s\n"},
		{0.0123, ", 0.0123 games/s\n"},
		{9000.4, ", 9000 games/s\n"},
		{0, ", 0 games/s\n"}, // interrupted before the first game
	} {
		t.Run(strconv.FormatFloat(c.rate, 'f', -1, 64), func(t *testing.T) {
			rep := playReport{Game: "loveletter", Players: 2, Games: 37, Planned: 100, Interrupted: true, GamesPerSec: c.rate,
				Seats: []seatReport{{Bot: "random"}, {Bot: "random"}}}
			var out bytes.Buffer
			writeReport(&out, rep)
			if !strings.HasSuffix(out.String(), c.want) {
				t.Fatalf("report:\n%s\nwant it to end %q", out.String(), c.want)
			}
		})
	}
}

// BenchmarkRefusingADeepScript measures refusing the 300,000-deep script of
// issue 37 (2.1 MB, read already): with -benchmem, a few hundred bytes, as
// the refusal comes at the level past the limit whatever follows it.
func BenchmarkRefusingADeepScript(b *testing.B) {
	data := deepScript(300_000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := readScript(data); err == nil {
			b.Fatal("a 300,000-deep script was accepted")
		}
	}
}

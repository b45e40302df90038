// Command strength plays the strength tables of issue 16 with the simulator
// (cmd/sim, seats rotated) and prints, per game and player count, each
// measured bot's win rate with its 95% (Wilson) interval, the target, and
// whether the interval clears it, with the wall-clock and CPU time of each
// table. `make strength` runs it.
//
//	go run ./scripts/strength [-sim build/sim] [-games 5000] [-seed 1] [-only loveletter,...]
//	go run ./scripts/strength -oracle [-tables loveletter:2,...] [-think 1] [-games N]
//
// With -oracle it measures the Expert against the oracle instead (oracle.go).
package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"

	"parlour/game/catalog"
	"parlour/game/registry"
)

// table is one measured line-up.
type table struct {
	game    string
	players int
	args    []string // extra sim flags (variant, options)
	lineup  []string
	bot     string  // the bot whose rate is measured (the first of the line-up)
	target  float64 // the share to clear
	above   bool    // true: the rate must be at least target; false: below it
	what    string
}

// tables are every game's strength line-ups (registry.Entry.Strength), one
// game after another in the title's order, its Expert's lines first.
func tables() []table {
	var out []table
	for _, e := range catalog.Entries() {
		lines := slices.Clone(e.Strength)
		slices.SortStableFunc(lines, func(a, b registry.Lineup) int {
			return cmp.Compare(level(a.Bots[0]), level(b.Bots[0]))
		})
		for _, l := range lines {
			out = append(out, table{e.Name(), l.Players, nil, l.Bots, l.Bots[0], l.Target, l.Above, l.Describe()})
		}
	}
	return out
}

// level orders a game's line-ups: the Expert's, then the rest.
func level(measured string) int {
	if measured == "expert" {
		return 0
	}
	return 1
}

type botReport struct {
	Bot     string  `json:"bot"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci_low"`
	CIHigh  float64 `json:"ci_high"`
}

type report struct {
	Games int         `json:"games"`
	Bots  []botReport `json:"bots"`
}

func main() {
	sim := flag.String("sim", "build/sim", "the simulator binary (go build -o build/sim ./cmd/sim)")
	games := flag.Int("games", 5000, "games per table")
	seed := flag.Uint64("seed", 1, "seed of every table")
	only := flag.String("only", "", "comma-separated games to measure (default: all)")
	oracle := flag.Bool("oracle", false, "measure Expert ÷ oracle instead (issue 42): each Expert line-up, then the oracle in the Expert's seat")
	tableList := flag.String("tables", "", "with -oracle: the tables, as GAME:PLAYERS,... (default: every Expert line-up)")
	think := flag.String("think", "1", "with -oracle: sim's --think, the Expert's and the oracle's budget as a multiple of the default")
	flag.Parse()
	if *oracle {
		if err := runOracle(*sim, *games, *seed, *think, *tableList); err != nil {
			fmt.Fprintln(os.Stderr, "strength:", err)
			os.Exit(1)
		}
		return
	}
	var current string
	failed := 0
	var totalCPU time.Duration
	for _, t := range tables() {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), t.game) {
			continue
		}
		if t.game != current {
			current = t.game
			fmt.Printf("\n%s\n\n| players | line-up | games | %-8s | 95%% interval | target | met | time | cpu |\n|---|---|---|---|---|---|---|---|---|\n", t.game, "win rate")
		}
		args := append([]string{"play", "--game", t.game, "--players", fmt.Sprint(t.players), "--bots", strings.Join(t.lineup, ","),
			"--games", fmt.Sprint(*games), "--seed", fmt.Sprint(*seed), "--rotate", "--json"}, t.args...)
		start := time.Now()
		rep, cpu, err := runSim(*sim, args)
		if err != nil {
			fmt.Printf("| %d | %s | — | %s |\n", t.players, t.what, err)
			failed++
			continue
		}
		i := slices.IndexFunc(rep.Bots, func(b botReport) bool { return b.Bot == t.bot })
		if i < 0 {
			fmt.Fprintf(os.Stderr, "strength: no figure for %s\n", t.bot)
			os.Exit(1)
		}
		b := rep.Bots[i]
		sure, met, cmp := b.CILow >= t.target, b.WinRate >= t.target, "≥"
		if !t.above {
			sure, met, cmp = b.CIHigh < t.target, b.WinRate < t.target, "<"
		}
		verdict := "yes"
		switch {
		case !met:
			verdict = "**no**"
			failed++
		case !sure:
			verdict = "rate only"
		}
		totalCPU += cpu
		fmt.Printf("| %d | %s | %d | %5.1f%% | %5.1f–%5.1f%% | %s %.1f%% | %s | %s | %s |\n", t.players, t.what, rep.Games, 100*b.WinRate, 100*b.CILow, 100*b.CIHigh,
			cmp, 100*t.target, verdict, time.Since(start).Round(time.Second), cpu.Round(time.Second))
	}
	fmt.Printf("\nCPU time of the simulator, all tables: %s (time: wall clock; cpu: the simulator's user and system time over all its cores)\n", totalCPU.Round(time.Second))
	fmt.Printf("%d table(s) short of their target (\"yes\": the whole 95%% interval clears it; \"rate only\": the rate does, the interval does not)\n", failed)
}

// runSim runs the simulator with args and reads its JSON report; an error
// is the simulator's own message. cpu is its user and system time.
func runSim(sim string, args []string) (rep report, cpu time.Duration, err error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(sim, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return rep, 0, errors.New(msg)
		}
		return rep, 0, err
	}
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		return rep, 0, fmt.Errorf("the simulator's report: %w", err)
	}
	return rep, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

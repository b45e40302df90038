// Command strength plays the strength tables of issue 16 with the simulator
// (cmd/sim, seats rotated) and prints, per game and player count, each
// measured bot's win rate with its 95% (Wilson) interval, the target, and
// whether the interval clears it, with the wall-clock and CPU time of each
// table. `make strength` runs it.
//
//	go run ./scripts/strength [-sim build/sim] [-games 5000] [-seed 1] [-only loveletter,...]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"
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

func tables() []table {
	var out []table
	share := func(n int) float64 { return 1 / float64(n) }
	among := func(b, other string, n int) []string {
		l := []string{b}
		for range n - 1 {
			l = append(l, other)
		}
		return l
	}
	add := func(game string, players int, args []string, lineup []string, target float64, above bool, what string) {
		out = append(out, table{game, players, args, lineup, lineup[0], target, above, what})
	}
	// Expert against Clever.
	add("loveletter", 2, nil, among("expert", "clever", 2), 0.60, true, "Expert vs Clever, at least 60%")
	for _, g := range []struct {
		name    string
		players []int
	}{
		{"loveletter", []int{3, 4}},
		{"threeparts", []int{3, 4}},
		{"mascarade", []int{4, 6}},
		{"rebelprincess", []int{3, 4, 6}},
	} {
		for _, n := range g.players {
			add(g.name, n, nil, among("expert", "clever", n), 1.5/float64(n), true, fmt.Sprintf("1 Expert + %d Clever, at least 1.5/%d", n-1, n))
		}
	}
	// Beginner between Random and Clever, at each game's smallest table.
	for _, g := range []struct {
		name string
		n    int
	}{{"loveletter", 2}, {"threeparts", 3}, {"mascarade", 4}, {"rebelprincess", 3}} {
		add(g.name, g.n, nil, among("beginner", "random", g.n), share(g.n), true, fmt.Sprintf("1 Beginner + %d Random, above 1/%d", g.n-1, g.n))
		add(g.name, g.n, nil, among("beginner", "clever", g.n), share(g.n), false, fmt.Sprintf("1 Beginner + %d Clever, below 1/%d", g.n-1, g.n))
	}
	// One table per game: its Expert lines, then its Beginner lines.
	order := map[string]int{}
	for _, t := range out {
		if _, ok := order[t.game]; !ok {
			order[t.game] = len(order)
		}
	}
	slices.SortStableFunc(out, func(a, b table) int { return order[a.game] - order[b.game] })
	return out
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
	flag.Parse()
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
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(*sim, args...)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			fmt.Printf("| %d | %s | — | %s |\n", t.players, t.what, strings.TrimSpace(stderr.String()))
			failed++
			continue
		}
		var rep report
		if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
			fmt.Fprintln(os.Stderr, "strength:", err)
			os.Exit(1)
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
		cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		totalCPU += cpu
		fmt.Printf("| %d | %s | %d | %5.1f%% | %5.1f–%5.1f%% | %s %.1f%% | %s | %s | %s |\n", t.players, t.what, rep.Games, 100*b.WinRate, 100*b.CILow, 100*b.CIHigh,
			cmp, 100*t.target, verdict, time.Since(start).Round(time.Second), cpu.Round(time.Second))
	}
	fmt.Printf("\nCPU time of the simulator, all tables: %s (time: wall clock; cpu: the simulator's user and system time over all its cores)\n", totalCPU.Round(time.Second))
	fmt.Printf("%d table(s) short of their target (\"yes\": the whole 95%% interval clears it; \"rate only\": the rate does, the interval does not)\n", failed)
}

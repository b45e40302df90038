package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlour/game/catalog"
)

// The oracle's table (issue 42): at each table, 1 Expert among Clever bots
// and then 1 oracle (the Expert's search played from the true state,
// search.NewOracle) among the same, on the same seed, so both meet the
// same deals in the same seats; the Expert's rate over the oracle's is how
// much of what its search could reach the hidden cards leave it.

// oracleTable is one table of the oracle's comparison.
type oracleTable struct {
	game    string
	players int
	others  string // the level of the other seats
}

// oracleTables are the Expert's strength line-ups (registry.Entry.Strength)
// at the tables only lists ("loveletter:2,mascarade:6"; empty: all of them).
func oracleTables(only string) ([]oracleTable, error) {
	var want []oracleTable
	for _, e := range catalog.Entries() {
		for _, l := range e.Strength {
			if l.Bots[0] == "expert" {
				want = append(want, oracleTable{e.Name(), l.Players, l.Bots[1]})
			}
		}
	}
	if only == "" {
		return want, nil
	}
	var out []oracleTable
	for _, item := range strings.Split(only, ",") {
		name, n, _ := strings.Cut(strings.TrimSpace(item), ":")
		players, err := strconv.Atoi(n)
		i := slices.IndexFunc(want, func(t oracleTable) bool { return t.game == name && t.players == players })
		if err != nil || i < 0 {
			return nil, fmt.Errorf("-tables: %q is not GAME:PLAYERS of an Expert's line-up", item)
		}
		out = append(out, want[i])
	}
	return out, nil
}

// runOracle plays each table twice (the Expert's line-up, then the
// oracle's) and prints the comparison as a Markdown table.
func runOracle(sim string, games int, seed uint64, think, only string) error {
	list, err := oracleTables(only)
	if err != nil {
		return err
	}
	fmt.Printf("Expert ÷ oracle: 1 measured bot + Clever bots, %d games a line-up, seats rotated, seed %d, think %s× (95%% Wilson intervals)\n\n", games, seed, think)
	fmt.Println("| game | players | Expert | 95% interval | oracle | 95% interval | Expert ÷ oracle | from the intervals | games | think | time | cpu |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|")
	var totalCPU time.Duration
	for _, t := range list {
		var rates [2]botReport
		var cpu time.Duration
		start := time.Now()
		for i, measured := range []string{"expert", catalog.Oracle} {
			lineup := slices.Repeat([]string{t.others}, t.players)
			lineup[0] = measured
			r, c, err := play(sim, t.game, lineup, games, seed, "--think", think)
			if err != nil {
				return fmt.Errorf("%s at %d: %w", t.game, t.players, err)
			}
			rates[i], cpu = r, cpu+c
			fmt.Fprintf(os.Stderr, "strength: %s at %d, 1 %s + Clever: %.1f%% of %d games (%s so far)\n", t.game, t.players, measured, 100*r.WinRate, games, time.Since(start).Round(time.Second))
		}
		totalCPU += cpu
		e, o := rates[0], rates[1]
		lo, hi := e.CILow/o.CIHigh, e.CIHigh/max(o.CILow, 1e-9)
		fmt.Printf("| %s | %d | %.1f%% | %.1f–%.1f%% | %.1f%% | %.1f–%.1f%% | %.2f | %.2f–%.2f | %d | %s× | %s | %s |\n",
			t.game, t.players, 100*e.WinRate, 100*e.CILow, 100*e.CIHigh, 100*o.WinRate, 100*o.CILow, 100*o.CIHigh,
			e.WinRate/o.WinRate, lo, hi, games, think, time.Since(start).Round(time.Second), cpu.Round(time.Second))
	}
	fmt.Printf("\nCPU time of the simulator, all tables: %s. \"From the intervals\": the lowest and highest ratio the two 95%% intervals allow (wider than the ratio's own interval).\n", totalCPU.Round(time.Second))
	return nil
}

// play runs one line-up with sim and returns the first bot's figures and
// the simulator's CPU time.
func play(sim, gameName string, lineup []string, games int, seed uint64, extra ...string) (botReport, time.Duration, error) {
	args := append([]string{"play", "--game", gameName, "--players", fmt.Sprint(len(lineup)), "--bots", strings.Join(lineup, ","),
		"--games", fmt.Sprint(games), "--seed", fmt.Sprint(seed), "--rotate", "--json"}, extra...)
	rep, cpu, err := runSim(sim, args)
	if err != nil {
		return botReport{}, 0, err
	}
	i := slices.IndexFunc(rep.Bots, func(b botReport) bool { return b.Bot == lineup[0] })
	if i < 0 {
		return botReport{}, 0, fmt.Errorf("no figure for %s", lineup[0])
	}
	return rep.Bots[i], cpu, nil
}

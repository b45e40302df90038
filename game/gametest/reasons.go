package gametest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/bot"
)

// Reasoning is a bot that can say why it chose a move (a hint's reason).
type Reasoning interface {
	bot.Bot
	bot.Reasoner
}

// Catalogs reads message catalogs (JSON files of key → message) by file name.
func Catalogs(t testing.TB, patterns ...string) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	for _, pat := range patterns {
		files, _ := filepath.Glob(pat)
		if len(files) == 0 {
			t.Fatalf("no catalogs match %s", pat)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := map[string]string{}
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			out[f] = m
		}
	}
	return out
}

// Reasons plays games with b deciding for every seat and checks the reason
// it gives for every decision: a key every catalog of reasons has, whose
// message uses exactly the arguments given ({0}…), and whose term arguments
// (bot.TermArg, card names) every catalog of terms has. It returns how many
// times each key was given, so a test can check that the games reached the
// reasons it cares about.
func Reasons(t *testing.T, def game.Definition, cfg game.Config, b Reasoning, games int, reasons, terms map[string]map[string]string) map[string]int {
	t.Helper()
	seen := map[string]int{}
	for n := range games {
		cfg.Seed = uint64(n + 1)
		g, err := def.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !g.Over() && steps < 10000; steps++ {
			seat := g.Pending()[0]
			obs := g.Observe(seat)
			a := b.Act(obs, bot.Budget{})
			key, args := b.Reason(obs, a)
			seen[key]++
			if err := checkReason(key, args, reasons, terms); err != nil {
				t.Fatalf("game %d, seat %d, %v: %v", n+1, seat, a, err)
			}
			if _, err := g.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return seen
}

func checkReason(key string, args []any, reasons, terms map[string]map[string]string) error {
	if key == "" {
		return fmt.Errorf("no reason given")
	}
	for file, m := range reasons {
		msg, ok := m[key]
		if !ok {
			return fmt.Errorf("%s has no %q", file, key)
		}
		for i := range args {
			if !strings.Contains(msg, fmt.Sprintf("{%d}", i)) {
				return fmt.Errorf("%s: %q does not use argument {%d} (%v)", file, key, i, args[i])
			}
		}
		if strings.Contains(msg, fmt.Sprintf("{%d}", len(args))) {
			return fmt.Errorf("%s: %q wants more than the %d arguments given", file, key, len(args))
		}
	}
	for _, arg := range args {
		term, ok := arg.(bot.TermArg)
		if !ok {
			continue
		}
		for file, m := range terms {
			if _, ok := m[string(term)]; !ok {
				return fmt.Errorf("%s has no term %q", file, term)
			}
		}
	}
	return nil
}

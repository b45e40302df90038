package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
)

// --think K reaches the search: at every game, the Expert's and the
// oracle's budget for a decision is K times what it is without the flag
// (rounded), and the report says K.
func TestThinkMultipliesTheExpertsAndTheOraclesBudget(t *testing.T) {
	type budgeter interface {
		DecisionBudget(game.Observation) int
	}
	for _, name := range catalog.Games() {
		d, _ := game.Lookup(name)
		bots := "expert,oracle" + strings.Repeat(",clever", d.MinPlayers-2)
		budgets := func(think string) []int {
			pc, _, err := parsePlay([]string{"--game", name, "--bots", bots, "--think", think})
			if err != nil {
				t.Fatal(err)
			}
			g, err := pc.def.New(pc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			obs := g.Observe(g.Pending()[0])
			var out []int
			for _, b := range []string{"expert", "oracle"} {
				sb, err := seatBot(pc, b, g, 1)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, sb.(budgeter).DecisionBudget(obs))
			}
			return out
		}
		one, four, half := budgets("1"), budgets("4"), budgets("0.5")
		for i, who := range []string{"Expert", "oracle"} {
			if one[i] <= 1 || four[i] != 4*one[i] || half[i] != (one[i]+1)/2 {
				t.Errorf("%s: the %s's budget is %d with --think 1, %d with 4, %d with 0.5", name, who, one[i], four[i], half[i])
			}
		}
	}
	var buf bytes.Buffer
	if err := runPlay(context.Background(), []string{"--game", "loveletter", "--bots", "expert,clever", "--games", "2", "--think", "0.25"}, &buf, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "think 0.25×") {
		t.Errorf("the report does not say the think multiple:\n%s", buf.String())
	}
}

// A --think that is not a multiple above 0 and at most 100, or that no
// seat's bot would use, is refused with a message that says why.
func TestThinkRefusesBadValuesClearly(t *testing.T) {
	for _, k := range []string{"0", "-2", "abc", "", "NaN", "Inf", "101", "1e400", "0x"} {
		_, _, err := parsePlay([]string{"--game", "loveletter", "--bots", "expert,clever", "--think", k})
		if err == nil || !strings.Contains(err.Error(), "--think must be a number above 0 and at most 100") {
			t.Errorf("--think %q: %v", k, err)
		}
	}
	_, _, err := parsePlay([]string{"--game", "loveletter", "--players", "2", "--bots", "clever", "--think", "2"})
	if err == nil || !strings.Contains(err.Error(), "changes only the Expert's and the oracle's budget") {
		t.Errorf("--think 2 with no Expert nor oracle seated: %v", err)
	}
}

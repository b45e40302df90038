package rebelprincess

import (
	"encoding/json"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// Load refuses a save it cannot trust, and says what is wrong with it.
func TestLoadRefusesCorruptSaves(t *testing.T) {
	g, _ := New(game.Config{Players: 4, Variant: "classic", Seed: 1, Options: map[string]string{"rounds": "once-upon-a-time,invitation,royal-decree,masquerade-ball,wedding-gift"}})
	gametest.RandomPlay(t, g, game.NewRNG(1), 30, nil)
	if g.Phase != PhasePlay {
		t.Fatalf("set-up: %s", g.Phase)
	}
	good := gametest.MustSave(t, g)
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
	hand := func(st map[string]any, s int) []any { return st["hands"].([]any)[s].([]any) }
	for name, c := range map[string]struct {
		corrupt func(st map[string]any)
		want    string
	}{
		"a card in two places":   {func(st map[string]any) { hand(st, 0)[0] = hand(st, 1)[0] }, "is both in seat"},
		"an unknown card":        {func(st map[string]any) { hand(st, 0)[0] = 13.0 }, "holds an unknown card 13"},
		"a card not in the deck": {func(st map[string]any) { hand(st, 0)[0] = 12.0 }, "P12, which is not in the 4-player deck"},
		"a card missing":         {func(st map[string]any) { st["hands"].([]any)[0] = hand(st, 0)[1:] }, "is missing"},
		"an unknown phase":       {func(st map[string]any) { st["phase"] = "dance" }, `unknown phase "dance"`},
		"a wrong total":          {func(st map[string]any) { st["totals"].([]any)[0] = 40.0 }, "total 40 is not the sum"},
		"an unknown edition":     {func(st map[string]any) { st["edition"] = "gold" }, `unknown edition "gold"`},
		"an unknown round card":  {func(st map[string]any) { st["schedule"].([]any)[0] = 99.0 }, "unknown round card 99"},
		"a Deluxe round card":    {func(st map[string]any) { st["schedule"].([]any)[1] = 4.0 }, "round card 4 is not in the classic edition"},
		"a hand out of order":    {func(st map[string]any) { h := hand(st, 2); h[0], h[1] = h[1], h[0] }, "hand is not in order"},
		"a bad round start":      {func(st map[string]any) { st["round_at"] = 2.0 }, "the round starts at event 2"},
	} {
		var env map[string]any
		if err := json.Unmarshal(good, &env); err != nil {
			t.Fatal(err)
		}
		c.corrupt(env["state"].(map[string]any))
		b, _ := json.Marshal(env)
		if _, err := game.Load(b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	// At the pass, a set-up phase that Once Upon a Time does not have:
	// nobody would owe a decision.
	g, _ = New(game.Config{Players: 4, Variant: "classic", Seed: 1, Options: map[string]string{"rounds": "once-upon-a-time,invitation,royal-decree,masquerade-ball,wedding-gift"}})
	for s := range 4 {
		gametest.Act(t, g, s, FormatAction(g.Legal(s)[0]))
	}
	var env map[string]any
	json.Unmarshal(gametest.MustSave(t, g), &env)
	env["state"].(map[string]any)["phase"] = "setup"
	b, _ := json.Marshal(env)
	if _, err := game.Load(b); err == nil || !strings.Contains(err.Error(), "nobody owes a decision in the setup phase") {
		t.Errorf("nobody to decide: %v", err)
	}
}

package rebelprincess

import (
	"bytes"
	"encoding/json"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func configs() []game.Config {
	var out []game.Config
	for _, ed := range []string{"classic", "deluxe"} {
		for n := 3; n <= 6; n++ {
			out = append(out, game.Config{Players: n, Variant: ed})
		}
	}
	out = append(out, game.Config{Players: 4, Variant: "deluxe", Options: map[string]string{"short": "true"}},
		game.Config{Players: 6, Variant: "classic", Options: map[string]string{"promo": "true"}})
	return out
}

func newGame(cfg game.Config, seed uint64) *Game {
	cfg.Seed = seed
	g, err := New(cfg)
	if err != nil {
		panic(err)
	}
	return g
}

// Every action keeps every card in exactly one place, hand sizes in step,
// and the log consistent; random legal play always reaches the end.
func TestSoakRandomGamesKeepEveryInvariant(t *testing.T) {
	games := 2400
	if testing.Short() {
		games = 240
	}
	cfgs := configs()
	for i := range games {
		cfg := cfgs[i%len(cfgs)]
		g := newGame(cfg, uint64(i))
		_, ok := gametest.RandomPlay(t, g, game.NewRNG(uint64(i)^0xabc), 5000, func(s gametest.Step) {
			if err := g.Validate(); err != nil {
				t.Fatalf("%+v seed %d after %d: %s: %v", cfg, i, s.Seat, FormatAction(s.Action), err)
			}
		})
		if !ok {
			t.Fatalf("%+v seed %d did not end", cfg, i)
		}
		if len(g.Winners) == 0 {
			t.Fatalf("%+v seed %d ended without a winner", cfg, i)
		}
	}
}

func TestSameSeedAndActionsGiveByteIdenticalSaves(t *testing.T) {
	for _, cfg := range configs() {
		for seed := range uint64(4) {
			gametest.CheckDeterministic(t, func() game.Game { return newGame(cfg, seed) }, game.NewRNG(seed))
		}
	}
}

func TestSaveAndLoadAtAnyStepContinuesIdentically(t *testing.T) {
	for _, cfg := range []game.Config{{Players: 3, Variant: "classic"}, {Players: 5, Variant: "deluxe"}} {
		gametest.CheckSaveLoadAnyStep(t, func() game.Game { return newGame(cfg, 7) }, game.NewRNG(7))
	}
}

// A seat's observation must not change when anything it may not know
// changes: other hands, other seats' draft offers and unrevealed choices,
// passes it neither gave nor received.
func TestObservationsLeakNoHiddenCards(t *testing.T) {
	r := game.NewRNG(3)
	for i, cfg := range configs() {
		g := newGame(cfg, uint64(i))
		gametest.RandomPlay(t, g, game.NewRNG(uint64(i)), 5000, func(gametest.Step) {
			for seat := range g.NPlayers {
				p := g.Clone().(*Game)
				// Swap two cards between two other hands (sizes kept).
				others := []int{}
				for s := range p.NPlayers {
					if s != seat && p.Hands != nil && len(p.Hands[s]) > 0 {
						others = append(others, s)
					}
				}
				if len(others) >= 2 && p.Phase != PhasePass {
					a, b := others[0], others[1]
					x, y := r.Intn(len(p.Hands[a])), r.Intn(len(p.Hands[b]))
					p.Hands[a][x], p.Hands[b][y] = p.Hands[b][y], p.Hands[a][x]
				}
				if p.Phase == PhaseDraft {
					for s := range p.Princess {
						if s != seat && p.Princess[s] >= 0 {
							p.Princess[s] = p.Offered[s][len(p.Offered[s])-1-indexOf(p.Offered[s], p.Princess[s])]
						}
					}
				}
				for k := range p.Log {
					if !p.Log[k].SeenBy.Has(seat) && p.Log[k].Secret.Len() > 0 {
						p.Log[k].Secret.Set(0, r.Intn(40))
					}
				}
				a, _ := json.Marshal(g.ObserveSeat(seat))
				b, _ := json.Marshal(p.ObserveSeat(seat))
				if !bytes.Equal(a, b) {
					t.Fatalf("%+v: seat %d sees hidden information\n%s\n%s", cfg, seat, a, b)
				}
			}
		})
	}
}

func indexOf(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return 0
}

func TestLoadRefusesCorruptSaves(t *testing.T) {
	g := newGame(game.Config{Players: 4, Variant: "classic"}, 1)
	gametest.RandomPlay(t, g, game.NewRNG(1), 30, nil)
	good, _ := game.Save(g)
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
	for name, corrupt := range map[string]func(st map[string]any){
		"duplicate card": func(st map[string]any) {
			h := st["hands"].([]any)
			h[0].([]any)[0] = h[1].([]any)[0]
		},
		"card out of range": func(st map[string]any) { st["hands"].([]any)[0].([]any)[0] = 99.0 },
		"unknown phase":     func(st map[string]any) { st["phase"] = "dance" },
		"wrong total":       func(st map[string]any) { st["totals"].([]any)[0] = 40.0 },
		"unknown edition":   func(st map[string]any) { st["edition"] = "gold" },
		"unknown round":     func(st map[string]any) { st["schedule"].([]any)[0] = 99.0 },
	} {
		var env map[string]any
		json.Unmarshal(good, &env)
		corrupt(env["state"].(map[string]any))
		b, _ := json.Marshal(env)
		if _, err := game.Load(b); err == nil {
			t.Errorf("%s: a corrupt save loaded", name)
		}
	}
}

func FuzzLoad(f *testing.F) {
	for i, cfg := range configs()[:4] {
		g := newGame(cfg, uint64(i))
		gametest.RandomPlay(f, g, game.NewRNG(uint64(i)), 40, nil)
		b, _ := game.Save(g)
		f.Add(b)
	}
	f.Fuzz(gametest.FuzzLoaded)
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"keep cinderella", "pass P3 Q7 A8", "pass F2 F3", "play Q12", "play A8", "keep thumbelina"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, _ := New(game.Config{Players: 4, Seed: 1})
		gametest.FuzzNotation(t, g, s)
	})
}

package rebelprincess

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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

// everyRoundCard is a config per round card that plays it first, at 4
// players, in an edition that has it, with promo Carmesina in Classic.
func everyRoundCard() []game.Config {
	var out []game.Config
	for i, rc := range RoundCards {
		ed := Classic
		if rc.Classic == nil || i%2 == 1 && rc.Deluxe != nil {
			ed = Deluxe
		}
		names := []string{rc.Slug}
		for _, o := range RoundCards {
			if _, ok := o.PassFor(ed); ok && o.Slug != rc.Slug && len(names) < 5 {
				names = append(names, o.Slug)
			}
		}
		opts := map[string]string{"rounds": strings.Join(names, ",")}
		if ed == Classic {
			opts["promo"] = "true"
		}
		out = append(out, game.Config{Players: 3 + i%4, Variant: string(ed), Options: opts})
	}
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
// and the log consistent; random legal play always reaches the end. 20,000
// games over every player count, both editions, Carmesina, the short game
// and random round cards (every round card is also played first by
// TestObservationsLeakNoHiddenCards).
func TestSoakRandomGamesKeepEveryInvariant(t *testing.T) {
	games := 20000
	if testing.Short() {
		games = 400
	}
	cfgs := append(configs(), everyRoundCard()...)
	const parts = 4
	for part := range parts {
		t.Run(fmt.Sprintf("part%d", part), func(t *testing.T) {
			t.Parallel()
			for i := part; i < games; i += parts {
				cfg := cfgs[i%len(cfgs)]
				g := newGame(cfg, uint64(i))
				_, ok := gametest.RandomPlay(t, g, game.NewRNG(uint64(i)^0xabc), 20000, func(s gametest.Step) {
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
		})
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
// changes: other hands (but face-up and forced cards), set-aside cards,
// face-down plays, gifts and Sleeping Beauty's pile; other seats' draft offers
// and unrevealed choices; the secrets of events it did not see.
func TestObservationsLeakNoHiddenCards(t *testing.T) {
	r := game.NewRNG(3)
	for i, cfg := range append(configs(), everyRoundCard()...) {
		g := newGame(cfg, uint64(i))
		gametest.RandomPlay(t, g, game.NewRNG(uint64(i)), 20000, func(gametest.Step) {
			for seat := range g.NPlayers {
				p := g.Clone().(*Game)
				shuffleHidden(p, seat, r)
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

// shuffleHidden permutes every card the viewer may not see among the places
// they lie in.
func shuffleHidden(g *Game, viewer int, r *game.RNG) {
	if g.Hands == nil || g.Phase == PhasePass || g.Step == StepChairs {
		return // chosen passes point into hands
	}
	var slots []*Card
	poolSeen := viewer == g.T.Seat || (g.Step == StepIceReturn && viewer == g.T.Target)
	inIcePool := func(c Card) bool {
		return slices.ContainsFunc(g.T.Pool, func(p Played) bool { return p.Card == c })
	}
	for s := range g.NPlayers {
		if s == viewer {
			continue
		}
		for i, c := range g.Hands[s] {
			if !g.exposed(s, c) && g.Forced[s] != c && !(g.Step == StepIceReturn && inIcePool(c)) {
				slots = append(slots, &g.Hands[s][i])
			}
		}
		for i := range g.Aside[s] {
			slots = append(slots, &g.Aside[s][i])
		}
	}
	for i, p := range g.Trick {
		if p.Hidden && p.Seat != viewer {
			slots = append(slots, &g.Trick[i].Card)
		}
	}
	for i, p := range g.Gifts {
		if p.Seat != viewer {
			slots = append(slots, &g.Gifts[i].Card)
		}
	}
	if !poolSeen && g.Step != StepIceReturn {
		for i, p := range g.T.Pool {
			if p.Seat != viewer {
				slots = append(slots, &g.T.Pool[i].Card)
			}
		}
	}
	vals := make([]Card, len(slots))
	for i, sl := range slots {
		vals[i] = *sl
	}
	r.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
	for i, sl := range slots {
		*sl = vals[i]
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
	// Saves from every step of a trick: windows, gifts, face-down plays, Mulan, haggling.
	for i, cfg := range append(configs()[:4], everyRoundCard()...) {
		g := newGame(cfg, uint64(i))
		gametest.RandomPlay(f, g, game.NewRNG(uint64(i)), 40+i*9, nil)
		b, _ := game.Save(g)
		f.Add(b)
	}
	f.Fuzz(gametest.FuzzLoaded)
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"keep cinderella", "pass P3 Q7 A8", "pass F2 F3", "play Q12", "play A8", "keep thumbelina",
		"play Q7 power", "skip", "copy mulan", "aside Q4", "show pets", "gift F2", "give A3", "swap Q2 P9", "cinderella",
		"mermaid queens", "pocahontas @2", "sleeping-beauty", "alice", "mulan A3 A9", "scheherazade @1", "pea", "ice @0", "rapunzel"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, _ := New(game.Config{Players: 4, Seed: 1})
		gametest.FuzzNotation(t, g, s)
	})
}

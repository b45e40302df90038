package mascarade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

type step struct {
	seat int
	a    game.Action
}

// turnLimit caps a soak game; the soak reports any game that reaches it.
const turnLimit = 2000

func randomGame(t testing.TB, cfg game.Config, check func(g *Game, s step, ev []game.Event)) ([]step, bool) {
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(cfg.Seed ^ 0x77)
	var steps []step
	for !g.Over() {
		if g.Turn > turnLimit {
			return steps, false
		}
		seat := g.Pending()[0]
		legal := g.Legal(seat)
		if len(legal) == 0 {
			t.Fatalf("seed %d: player %d owes a decision without a legal action", cfg.Seed, seat)
		}
		a := legal[r.Intn(len(legal))]
		ev, err := g.Apply(seat, a)
		if err != nil {
			t.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		steps = append(steps, step{seat, a})
		if check != nil {
			check(g, step{seat, a}, ev)
		}
	}
	return steps, true
}

func configs(players int, seed uint64) game.Config {
	opts := map[string]string{"scenario": []string{"a", "b"}[seed%2]}
	if players > 5 && seed%5 == 0 {
		opts["centre"] = "1"
	}
	return game.Config{Players: players, Seed: seed, Options: opts}
}

func TestSoakRandomGamesKeepEveryInvariant(t *testing.T) {
	perCount := 2000 // 10 player counts: 20,000 games
	if testing.Short() {
		perCount = 100
	}
	for n := 4; n <= 13; n++ {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			t.Parallel()
			capped, turns := 0, 0
			for i := range perCount {
				cfg := configs(n, uint64(i))
				_, ended := randomGame(t, cfg, func(g *Game, s step, ev []game.Event) {
					if err := g.Validate(); err != nil {
						t.Fatalf("seed %d after %s by %d: %v", i, g.FormatAction(s.a), s.seat, err)
					}
					if g.Over() {
						turns += g.Turn
					}
				})
				if !ended {
					capped++
				}
			}
			t.Logf("%d players: %d games, mean %.1f turns, %d reached the %d-turn cap", n, perCount, float64(turns)/float64(perCount), capped, turnLimit)
			if capped > 0 {
				t.Errorf("%d games never ended", capped)
			}
		})
	}
}

func TestSameSeedAndActionsGiveByteIdenticalSaves(t *testing.T) {
	for n := 4; n <= 13; n += 3 {
		for seed := range uint64(10) {
			gametest.CheckDeterministic(t, func() game.Game { g, _ := New(configs(n, seed)); return g }, game.NewRNG(seed))
		}
	}
}

func TestSaveAndLoadAtAnyStepContinuesIdentically(t *testing.T) {
	for _, n := range []int{4, 6, 11} {
		for seed := range uint64(3) {
			gametest.CheckSaveLoadAnyStep(t, func() game.Game { g, _ := New(configs(n, seed)); return g }, game.NewRNG(seed))
		}
	}
}

// Where the masks really are, and every secret a player was not shown, must not
// change that player's observation.
func TestObservationsLeakNoMaskAndNoSwapOutcome(t *testing.T) {
	r := game.NewRNG(8)
	for _, n := range []int{4, 5, 7, 10, 13} {
		for seed := range uint64(15) {
			randomGame(t, configs(n, seed), func(g *Game, _ step, _ []game.Event) {
				for seat := range g.NPlayers {
					p := g.clone()
					r.Shuffle(len(p.Places), func(i, j int) { p.Places[i], p.Places[j] = p.Places[j], p.Places[i] })
					for i := range p.Log {
						if !p.Log[i].SeenBy.Has(seat) {
							for j := range p.Log[i].Secret.Len() {
								p.Log[i].Secret.Set(j, r.Intn(16))
							}
						}
					}
					a, _ := json.Marshal(g.ObserveSeat(seat))
					b, _ := json.Marshal(p.ObserveSeat(seat))
					if !bytes.Equal(a, b) {
						t.Fatalf("%d players seed %d: player %d sees hidden information", n, seed, seat)
					}
				}
			})
		}
	}
}

func TestNotationReadsWhatItWrites(t *testing.T) {
	for _, text := range []string{"look", "swap 3", "fake c1", "announce widow", "contest", "pass", "target 2", "target none", "pair 1 4", "pair 0 2 swap", "pair 0 2 fake", "exchange", "keep", "name cheat"} {
		a, err := ParseAction(text, 6)
		if err != nil || FormatAction(a, 6) != text {
			t.Errorf("%q → %q %v", text, FormatAction(a, 6), err)
		}
	}
	for text, want := range map[string]string{"swap 9": "not a player", "announce jester": "unknown mask", "pair 1": "pair A B", "fly": "unknown action", "announce pr": "unknown mask", "announce p": "unknown mask"} {
		if _, err := ParseAction(text, 6); err == nil || !bytes.Contains([]byte(err.Error()), []byte(want)) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

func TestLoadRefusesCorruptSaves(t *testing.T) {
	g, _ := New(game.Config{Players: 6, Seed: 1})
	good, _ := game.Save(g)
	for name, corrupt := range map[string]func(m map[string]any){
		"coins created":   func(m map[string]any) { st(m)["coins"].([]any)[0] = 40.0 },
		"mask replaced":   func(m map[string]any) { st(m)["places"].([]any)[0] = 15.0 },
		"two on a place":  func(m map[string]any) { st(m)["at"].([]any)[0] = 1.0 },
		"bad phase":       func(m map[string]any) { st(m)["phase"] = "dance" },
		"power, no power": func(m map[string]any) { st(m)["phase"] = "power" },
		"no judge":        func(m map[string]any) { st(m)["masks"].([]any)[0] = 2.0 },
	} {
		var m map[string]any
		json.Unmarshal(good, &m)
		corrupt(m)
		b, _ := json.Marshal(m)
		if _, err := game.Load(b); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func st(m map[string]any) map[string]any { return m["state"].(map[string]any) }

func FuzzLoad(f *testing.F) {
	for _, n := range []int{4, 8} {
		g, _ := New(game.Config{Players: n, Seed: uint64(n)})
		b, _ := game.Save(g)
		f.Add(b)
	}
	f.Fuzz(gametest.FuzzLoaded)
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"look", "swap 3", "fake c0", "announce king", "pair 1 2 swap", "target none", "name guru"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, _ := New(game.Config{Players: 8, Seed: 1})
		gametest.FuzzNotation(t, g, s)
	})
}

package threeparts

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

var jsonMarshal = json.Marshal

type step struct {
	seat int
	a    game.Action
}

func randomGame(t testing.TB, players int, seed uint64, check func(g *Game, s step)) []step {
	g, err := New(game.Config{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(seed ^ 0x5eed)
	var steps []step
	for n := 0; !g.Over(); n++ {
		if n > 5000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		p := g.Pending()
		seat := p[r.Intn(len(p))] // simultaneous voters answer in any order
		legal := g.Legal(seat)
		if len(legal) == 0 {
			t.Fatalf("seed %d: seat %d owes a decision but has no legal action", seed, seat)
		}
		a := legal[r.Intn(len(legal))]
		if _, err := g.Apply(seat, a); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		steps = append(steps, step{seat, a})
		if check != nil {
			check(g, step{seat, a})
		}
	}
	return steps
}

func TestSoakRandomGamesKeepEveryInvariant(t *testing.T) {
	games := 20000
	if testing.Short() {
		games = 1000
	}
	for _, players := range []int{3, 4} {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			t.Parallel()
			for i := range games {
				randomGame(t, players, uint64(i), func(g *Game, s step) {
					if err := g.Validate(); err != nil {
						t.Fatalf("seed %d after %s by %d: %v", i, FormatAction(s.a), s.seat, err)
					}
				})
			}
		})
	}
}

func TestSameSeedAndActionsGiveByteIdenticalSaves(t *testing.T) {
	for _, players := range []int{3, 4} {
		for seed := range uint64(20) {
			gametest.CheckDeterministic(t, func() game.Game { g, _ := New(game.Config{Players: players, Seed: seed}); return g }, game.NewRNG(seed))
		}
	}
}

func TestSaveAndLoadAtAnyStepContinuesIdentically(t *testing.T) {
	for _, players := range []int{3, 4} {
		for seed := range uint64(3) {
			gametest.CheckSaveLoadAnyStep(t, func() game.Game { g, _ := New(game.Config{Players: players, Seed: seed}); return g }, game.NewRNG(seed))
		}
	}
}

func TestObservationsLeakNeitherDeckOrderNorVotes(t *testing.T) {
	r := game.NewRNG(3)
	for _, players := range []int{3, 4} {
		for seed := range uint64(40) {
			randomGame(t, players, seed, func(g *Game, _ step) {
				for seat := range g.NPlayers {
					p := g.clone()
					r.Shuffle(len(p.Deck), func(i, j int) { p.Deck[i], p.Deck[j] = p.Deck[j], p.Deck[i] })
					if p.Phase == PhaseVote {
						for s := range p.Votes {
							if s != seat && p.Votes[s] >= 0 {
								p.Votes[s] = r.Intn(len(p.Contests[0].Parts))
							}
						}
					}
					for i := range p.Log {
						if !p.Log[i].SeenBy.Has(seat) && p.Log[i].Secret.Len() > 0 {
							p.Log[i].Secret.Set(0, r.Intn(3))
						}
					}
					a, _ := json.Marshal(g.ObserveSeat(seat))
					b, _ := json.Marshal(p.ObserveSeat(seat))
					if !bytes.Equal(a, b) {
						t.Fatalf("seed %d: seat %d sees hidden information\n%s\n%s", seed, seat, a, b)
					}
				}
			})
		}
	}
}

func TestLoadRefusesCorruptSaves(t *testing.T) {
	g, _ := New(game.Config{Players: 3, Seed: 1})
	good, _ := game.Save(g)
	for name, corrupt := range map[string]func(m map[string]any){
		"extra card":  func(m map[string]any) { st(m)["deck"] = append(st(m)["deck"].([]any), 5.0) },
		"bad card":    func(m map[string]any) { st(m)["deck"].([]any)[0] = 11.0 },
		"bad phase":   func(m map[string]any) { st(m)["phase"] = "nap" },
		"bad vote":    func(m map[string]any) { st(m)["votes"].([]any)[0] = 5.0 },
		"bad leader":  func(m map[string]any) { st(m)["leader"] = 9.0 },
		"two players": func(m map[string]any) { st(m)["players"] = 2.0 },
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
	for _, n := range []int{3, 4} {
		g, _ := New(game.Config{Players: n, Seed: uint64(n)})
		b, _ := game.Save(g)
		f.Add(b)
	}
	f.Fuzz(gametest.FuzzLoaded)
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"cut 3/2/4", "white", "k", "joker 8", "cut 1/1", "joker 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, _ := New(game.Config{Players: 4, Seed: 1})
		gametest.FuzzNotation(t, g, s)
	})
}

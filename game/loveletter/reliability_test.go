package loveletter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

type tableSize struct {
	variant Variant
	players int
}

func allTables() []tableSize {
	var out []tableSize
	for _, v := range []Variant{Edition2019, Classic} {
		lo, hi := PlayerRange(v)
		for n := lo; n <= hi; n++ {
			out = append(out, tableSize{v, n})
		}
	}
	return out
}

// randomGame plays one game with uniformly random legal actions, calling check
// before and after every action. It returns the actions taken, by seat.
func randomGame(t testing.TB, ts tableSize, seed uint64, check func(g *Game, seat int, a game.Action, events []game.Event)) []seatAction {
	g, err := New(game.Config{Players: ts.players, Variant: string(ts.variant), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(seed ^ 0xabcdef)
	var taken []seatAction
	buf := make([]game.Action, 0, 64)
	for steps := 0; !g.Over(); steps++ {
		if steps > 2000 {
			t.Fatalf("%v seed %d: game did not end", ts, seed)
		}
		seat := g.Pending()[0]
		buf = g.AppendLegal(buf[:0], seat)
		if len(buf) == 0 {
			t.Fatalf("%v seed %d: seat %d owes a decision but has no legal action", ts, seed, seat)
		}
		a := buf[r.Intn(len(buf))]
		events, err := g.Apply(seat, a)
		if err != nil {
			t.Fatalf("%v seed %d: legal action refused: %v", ts, seed, err)
		}
		taken = append(taken, seatAction{seat, a})
		if check != nil {
			check(g, seat, a, events)
		}
	}
	return taken
}

type seatAction struct {
	seat int
	a    game.Action
}

func TestSoakRandomGamesKeepEveryInvariant(t *testing.T) {
	games := 20000
	if testing.Short() {
		games = 1000
	}
	for _, ts := range allTables() {
		t.Run(fmt.Sprintf("%s-%dp", ts.variant, ts.players), func(t *testing.T) {
			t.Parallel()
			actions := 0
			for i := range games {
				var prevOut []bool
				prevAwarded := 0
				randomGame(t, ts, uint64(i), func(g *Game, seat int, a game.Action, events []game.Event) {
					actions++
					if err := g.Validate(); err != nil {
						t.Fatalf("seed %d after %s: %v", i, FormatAction(a), err)
					}
					// A seat that was out before this action cannot have taken it.
					if prevOut != nil && prevOut[seat] && events[0].Type != EvRoundStart {
						t.Fatalf("seed %d: seat %d acted while out", i, seat)
					}
					awarded := 0
					for _, e := range events {
						if e.Type == EvRoundWin || e.Type == EvSpyBonus {
							awarded++
						}
						if e.Type == EvRoundStart {
							prevOut = nil
						}
					}
					if g.Awarded != prevAwarded+awarded {
						t.Fatalf("seed %d: %d tokens awarded, events show %d", i, g.Awarded-prevAwarded, awarded)
					}
					prevAwarded = g.Awarded
					prevOut = slices.Clone(g.Out)
				})
			}
			t.Logf("%d games, %d actions checked", games, actions)
		})
	}
}

func TestSameSeedAndActionsGiveByteIdenticalSaves(t *testing.T) {
	for _, ts := range allTables() {
		for seed := range uint64(30) {
			gametest.CheckDeterministic(t, func() game.Game { return newTable(t, ts, seed) }, game.NewRNG(seed))
		}
	}
}

func newTable(t testing.TB, ts tableSize, seed uint64) *Game {
	g, err := New(game.Config{Players: ts.players, Variant: string(ts.variant), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestSaveAndLoadAtAnyStepContinuesIdentically(t *testing.T) {
	for _, ts := range allTables() {
		for seed := range uint64(4) {
			gametest.CheckSaveLoadAnyStep(t, func() game.Game { return newTable(t, ts, seed) }, game.NewRNG(seed))
		}
	}
}

func perturb(g *Game, seat, keep int, r *game.RNG) *Game {
	p := g.clone()
	var pool []Card
	pool = append(pool, p.Deck...)
	if p.SetAside != NoCard {
		pool = append(pool, p.SetAside)
	}
	for s := range p.NPlayers {
		if s != seat && s != keep {
			pool = append(pool, p.Hands[s]...)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	next := func() Card { c := pool[0]; pool = pool[1:]; return c }
	for i := range p.Deck {
		p.Deck[i] = next()
	}
	if p.SetAside != NoCard {
		p.SetAside = next()
	}
	for s := range p.NPlayers {
		if s != seat && s != keep {
			for i := range p.Hands[s] {
				p.Hands[s][i] = next()
			}
		}
	}
	for i := range p.Log {
		if !p.Log[i].SeenBy.Has(seat) {
			for j := range p.Log[i].Secret.Len() {
				p.Log[i].Secret.Set(j, r.Intn(int(numCards)))
			}
		}
	}
	return p
}

// secretOnly are the event types whose public part never depends on a hidden
// card: with the same type, seat and target, their redactions must be equal.
var secretOnly = map[game.EventType]bool{EvSetAside: true, EvDeal: true, EvDraw: true, EvChancellor: true, EvReturn: true, EvPriestLook: true, EvTrade: true}

func TestObservationsAndEventsLeakNothingHidden(t *testing.T) {
	r := game.NewRNG(99)
	for _, ts := range allTables() {
		for seed := range uint64(60) {
			var prev *Game
			g, _ := New(game.Config{Players: ts.players, Variant: string(ts.variant), Seed: seed})
			actions := randomGame(t, ts, seed, nil)
			for _, sa := range actions {
				for seat := range g.NPlayers {
					want, _ := json.Marshal(g.ObserveSeat(seat))
					got, _ := json.Marshal(perturb(g, seat, -1, r).ObserveSeat(seat))
					if !bytes.Equal(want, got) {
						t.Fatalf("%v seed %d: seat %d's observation changed with cards it cannot see\n%s\n%s", ts, seed, seat, want, got)
					}
				}
				prev = g.clone()
				events, err := g.Apply(sa.seat, sa.a)
				if err != nil {
					t.Fatal(err)
				}
				for seat := range g.NPlayers {
					p := perturb(prev, seat, sa.seat, r)
					pevents, err := p.Apply(sa.seat, sa.a)
					if err != nil {
						continue // the action depended on a card this seat cannot see
					}
					compareRedacted(t, events, pevents, seat)
				}
			}
		}
	}
}

func compareRedacted(t *testing.T, a, b []game.Event, seat int) {
	t.Helper()
	if len(a) != len(b) {
		return // a hidden card changed a public outcome (a Guard hit, a showdown)
	}
	for i := range a {
		ra, rb := a[i].Redact(seat), b[i].Redact(seat)
		if ra.Type != rb.Type || ra.Seat != rb.Seat || ra.Target != rb.Target {
			return
		}
		if a[i].SeenBy.Has(seat) || !secretOnly[ra.Type] {
			continue
		}
		ja, _ := json.Marshal(ra)
		jb, _ := json.Marshal(rb)
		if !bytes.Equal(ja, jb) {
			t.Fatalf("seat %d's view of a %s event depends on a card it cannot see:\n%s\n%s", seat, ra.Type, ja, jb)
		}
	}
}

func TestSampleIsConsistentWithTheObservation(t *testing.T) {
	r := game.NewRNG(5)
	for _, ts := range allTables() {
		for seed := range uint64(40) {
			randomGame(t, ts, seed, func(g *Game, _ int, _ game.Action, _ []game.Event) {
				if g.Over() {
					return
				}
				for seat := range g.NPlayers {
					o := g.ObserveSeat(seat)
					s, err := g.Sample(o, r)
					if err != nil {
						t.Fatalf("%v seed %d seat %d: %v", ts, seed, seat, err)
					}
					want, _ := json.Marshal(o)
					got, _ := json.Marshal(s.Observe(seat))
					if !bytes.Equal(want, got) {
						t.Fatalf("%v seed %d: sampled game looks different to seat %d\n%s\n%s", ts, seed, seat, want, got)
					}
					k := Deduce(o)
					for other, c := range k.Holds {
						sg := s.(*Game)
						if c != NoCard && other != seat && !sg.Out[other] && !slices.Contains(sg.Hands[other], c) {
							// Known cards are pinned unless the unseen pool ran out of them.
							if o.Unseen()[c] > 0 {
								t.Fatalf("seat %d knows %d holds %s, sample gave %v", seat, other, c, sg.Hands[other])
							}
						}
					}
				}
			})
		}
	}
}

func TestLoadRefusesCorruptSaves(t *testing.T) {
	g, _ := New(game.Config{Players: 3, Seed: 1})
	good := gametest.MustSave(t, g)
	cases := map[string]func(m map[string]any){
		"extra card":      func(m map[string]any) { st(m)["deck"] = append(st(m)["deck"].([]any), 9.0) },
		"unknown card":    func(m map[string]any) { st(m)["deck"].([]any)[0] = 42.0 },
		"bad turn":        func(m map[string]any) { st(m)["turn"] = 7.0 },
		"bad phase":       func(m map[string]any) { st(m)["phase"] = "dance" },
		"tokens mismatch": func(m map[string]any) { st(m)["awarded"] = 3.0 },
		"wrong target":    func(m map[string]any) { st(m)["target"] = 1.0 },
		"seven players":   func(m map[string]any) { st(m)["players"] = 7.0 },
		"newer version":   func(m map[string]any) { m["version"] = 2.0 },
		"other game":      func(m map[string]any) { m["game"] = "chess" },
		"zero rng":        func(m map[string]any) { st(m)["rng"] = []any{"0", "0", "0", "0"} },
		"unknown field":   func(m map[string]any) { st(m)["cheat"] = true },
		"hand too big": func(m map[string]any) {
			h := st(m)["hands"].([]any)
			h[1] = append(h[1].([]any), h[0].([]any)...)
			h[0] = []any{}
		},
		"not a save at all": func(m map[string]any) { clear(m) },
	}
	for name, corrupt := range cases {
		var m map[string]any
		json.Unmarshal(good, &m)
		corrupt(m)
		b, _ := json.Marshal(m)
		if _, err := game.Load(b); err == nil {
			t.Errorf("%s: corrupt save was accepted", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
}

func st(m map[string]any) map[string]any { return m["state"].(map[string]any) }

package loveletter

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// violation says which certainty of k (seat viewer's deductions) g breaks, or "".
func violation(g *Game, viewer int, k *Knowledge) string {
	for s := range g.NPlayers {
		if s == viewer || g.Out[s] {
			continue
		}
		rest := slices.Clone(g.Hands[s])
		for _, c := range k.known[s] {
			i := slices.Index(rest, c)
			if i < 0 {
				return fmt.Sprintf("seat %d is known to hold %s but holds %v", s, c, g.Hands[s])
			}
			rest = slices.Delete(rest, i, i+1)
		}
		for _, c := range g.Hands[s] {
			if k.NotHeld[s][c] {
				return fmt.Sprintf("seat %d is known not to hold %s but holds %v", s, c, g.Hands[s])
			}
		}
		if c := k.KnownMine[s]; c != NoCard && viewer >= 0 && !slices.Contains(g.Hands[viewer], c) {
			return fmt.Sprintf("seat %d is said to know the viewer holds %s, but it holds %v", s, c, g.Hands[viewer])
		}
	}
	for _, p := range k.equal {
		a, b := g.Hands[p[0]], g.Hands[p[1]]
		if len(a) != 1 || len(b) != 1 || a[0] != b[0] {
			return fmt.Sprintf("seats %d and %d are known to hold equal cards, but hold %v and %v", p[0], p[1], a, b)
		}
	}
	for _, w := range k.where {
		found := false
		for s := range g.NPlayers {
			found = found || (w.Seats.Has(s) && slices.Contains(g.Hands[s], w.Card))
		}
		for d := range len(g.Deck) {
			found = found || (w.Depths&(1<<d) != 0 && g.Deck[len(g.Deck)-1-d] == w.Card)
		}
		if !found {
			return fmt.Sprintf("the %s is known to be in the hands of %b or at depths %b of %v, but is not", w.Card, w.Seats, w.Depths, g.Deck)
		}
	}
	if len(k.Bottom) > len(g.Deck) {
		return fmt.Sprintf("%d cards known at the bottom of a deck of %d", len(k.Bottom), len(g.Deck))
	}
	for i, c := range k.Bottom {
		if d := g.Deck[len(g.Deck)-len(k.Bottom)+i]; c != NoCard && d != c {
			return fmt.Sprintf("bottom card %d is known to be %s, but is %s (deck %v)", i, c, d, g.Deck)
		}
	}
	return ""
}

// Every deduction is a certainty: in random games on every table, at every
// step, what each seat deduces from its observation holds in the real game,
// and every sample from that observation agrees with it as well.
func TestDeductionsHoldInTheRealGameAndInEverySample(t *testing.T) {
	r := game.NewRNG(3)
	games := 25
	if testing.Short() {
		games = 5
	}
	kinds := map[string]int{}
	for _, cfg := range tables() {
		for seed := range uint64(games) {
			cfg.Seed = seed
			g, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			check := func() {
				for v := range g.NPlayers {
					o := g.ObserveSeat(v)
					k := Deduce(o)
					if why := violation(g, v, k); why != "" {
						t.Fatalf("%s seed %d, seat %d's view: %s\nlog %v", gametest.ConfigName(cfg), seed, v, why, o.Log)
					}
					countKinds(kinds, k)
					s, err := SampleFrom(o, r)
					if err != nil {
						t.Fatalf("%s seed %d, seat %d: %v", gametest.ConfigName(cfg), seed, v, err)
					}
					if why := violation(s, v, k); why != "" {
						t.Fatalf("%s seed %d, a sample of seat %d's view: %s", gametest.ConfigName(cfg), seed, v, why)
					}
				}
			}
			check()
			gametest.RandomPlay(t, g, r, 10_000, func(gametest.Step) {
				if !g.Over() {
					check()
				}
			})
		}
	}
	// Each kind of certainty arose, so each was checked.
	for _, kind := range []string{"known", "notheld", "equal", "where", "bottom"} {
		if kinds[kind] == 0 {
			t.Errorf("no %s certainty arose in these games", kind)
		}
	}
}

func countKinds(kinds map[string]int, k *Knowledge) {
	for s := range k.known {
		if len(k.known[s]) > 0 {
			kinds["known"]++
		}
		if k.NotHeld[s] != ([numCards]bool{}) {
			kinds["notheld"]++
		}
	}
	kinds["equal"] += len(k.equal)
	kinds["where"] += len(k.where)
	for _, c := range k.Bottom {
		if c != NoCard {
			kinds["bottom"]++
		}
	}
}

// samples draws n samples of seat v's view.
func samples(t *testing.T, g *Game, v, n int) []*Game {
	t.Helper()
	r := game.NewRNG(11)
	o := g.ObserveSeat(v)
	want := gametest.ObsJSON(t, g, v)
	out := make([]*Game, n)
	for i := range out {
		s, err := SampleFrom(o, r)
		if err != nil {
			t.Fatal(err)
		}
		if got := gametest.ObsJSON(t, s, v); got != want {
			t.Fatalf("seat %d sees a sample differently:\nreal   %s\nsample %s", v, want, got)
		}
		out[i] = s
	}
	return out
}

// values collects the values one place takes over samples.
func values(ss []*Game, place func(*Game) Card) map[Card]int {
	out := map[Card]int{}
	for _, s := range ss {
		out[place(s)]++
	}
	return out
}

func TestSamplesVaryEveryHiddenPlace(t *testing.T) {
	for _, cfg := range tables() {
		cfg.Seed = 5
		g, _ := New(cfg)
		gametest.RandomPlay(t, g, game.NewRNG(5), 3, nil) // a few plays into the first round
		if g.Round != 1 {
			continue
		}
		v := g.Turn
		o := g.ObserveSeat(v)
		k := Deduce(o)
		distinct := 0
		for _, m := range o.Unseen() {
			if m > 0 {
				distinct++
			}
		}
		ss := samples(t, g, v, 400)
		check := func(what string, place func(*Game) Card) {
			if got := values(ss, place); len(got) < 2 && distinct > 1 {
				t.Errorf("%s, seat %d's view: %s is always %v", gametest.ConfigName(cfg), v, what, got)
			}
		}
		for s := range g.NPlayers {
			if s == v || g.Out[s] || len(k.known[s]) > 0 {
				continue
			}
			check(fmt.Sprintf("seat %d's card", s), func(x *Game) Card { return x.Hands[s][0] })
		}
		check("the set-aside card", func(x *Game) Card { return x.SetAside })
		for i := range len(g.Deck) - len(k.Bottom) {
			check(fmt.Sprintf("deck card %d", i), func(x *Game) Card { return x.Deck[i] })
		}
	}
}

// Two real games that differ only in cards seat 0 has not seen give seat 0
// the same observation, and so the same sample for the same generator.
func TestSampleReadsOnlyTheObservation(t *testing.T) {
	cfg := game.Config{Players: 4}
	// Dealt from seat 0: the set-aside card, seats 0–3, then the draws. The two
	// deals differ in the set-aside card and in seats 1 and 3's cards.
	a := gametest.Deal[*Game](t, Definition, cfg, 0, "countess", "guard", "priest", "baron", "spy", "handmaid", "guard", "king")
	b := gametest.Deal[*Game](t, Definition, cfg, 0, "princess", "guard", "prince", "baron", "chancellor", "handmaid", "guard", "king")
	for _, g := range []*Game{a, b} {
		gametest.Act(t, g, 0, "guard@2=king") // a miss: seat 2 holds the Baron
		gametest.Act(t, g, 1, "guard@2=spy")
	}
	if gametest.ObsJSON(t, a, 0) != gametest.ObsJSON(t, b, 0) {
		t.Fatal("the two games should look the same to seat 0")
	}
	if bytes.Equal(gametest.MustSave(t, a), gametest.MustSave(t, b)) {
		t.Fatal("the two games should differ")
	}
	for seed := range uint64(20) {
		sa, err := Definition.Sample(a.Observe(0), game.NewRNG(seed))
		if err != nil {
			t.Fatal(err)
		}
		sb, err := Definition.Sample(b.Observe(0), game.NewRNG(seed))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(gametest.MustSave(t, sa), gametest.MustSave(t, sb)) {
			t.Fatalf("seed %d: the samples differ, so the sampler read more than the observation", seed)
		}
	}
}

// Where the viewer knows nothing of a seat's card, each unseen copy is as
// likely as any other to be it.
func TestSampleDealsEachUnseenCopyAlike(t *testing.T) {
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: 3}, 0, "spy", "guard", "priest", "baron", "handmaid")
	const n = 6000
	got := values(samples(t, g, 0, n), func(x *Game) Card { return x.Hands[1][0] })
	unseen := g.ObserveSeat(0).Unseen()
	total := float64(unseen.Total())
	for c := range numCards {
		want := n * float64(unseen[c]) / total
		// Five standard deviations of a binomial count.
		tol := 5 * sqrt(want*(1-float64(unseen[c])/total))
		if d := float64(got[c]) - want; d > tol+1 || d < -tol-1 {
			t.Errorf("seat 1 held the %s in %d of %d samples, want about %.0f", c, got[c], n, want)
		}
	}
}

func sqrt(x float64) float64 {
	z := x
	for range 30 {
		if z == 0 {
			return 0
		}
		z = (z + x/z) / 2
	}
	return z
}

// Each certainty of the viewer holds in every sample, and what it leaves open
// still varies. Four players, dealt from seat 0: set-aside, seats 0–3, draws.
func TestSampleHonoursWhatTheViewerKnows(t *testing.T) {
	cfg := game.Config{Players: 4}
	cases := []struct {
		name    string
		deck    []string
		actions []string // by seats 0, 1, ... in turn
		viewer  int
		holds   func(*Game) bool // the certainty
		varies  func(*Game) Card // a place it leaves open
	}{{
		name:    "guard-miss",
		deck:    []string{"spy", "guard", "priest", "baron", "handmaid", "handmaid", "guard"},
		actions: []string{"guard@2=king"},
		viewer:  1,
		holds:   func(x *Game) bool { return x.Hands[2][0] != King },
		varies:  func(x *Game) Card { return x.Hands[2][0] },
	}, {
		name:    "priest-look",
		deck:    []string{"spy", "priest", "guard", "baron", "handmaid", "handmaid", "guard"},
		actions: []string{"priest@2"},
		viewer:  0,
		holds:   func(x *Game) bool { return x.Hands[2][0] == Baron },
		varies:  func(x *Game) Card { return x.Hands[3][0] },
	}, {
		name:    "baron-winner-holds-the-higher-card",
		deck:    []string{"spy", "baron", "guard", "priest", "handmaid", "king", "guard"},
		actions: []string{"baron@2"},
		viewer:  1,
		holds:   func(x *Game) bool { return x.Hands[0][0] > Priest },
		varies:  func(x *Game) Card { return x.Hands[0][0] },
	}, {
		name:    "baron-tie-means-equal-cards",
		deck:    []string{"spy", "baron", "guard", "guard", "handmaid", "guard", "priest"},
		actions: []string{"baron@2"},
		viewer:  1,
		holds:   func(x *Game) bool { return x.Hands[0][0] == x.Hands[2][0] },
		varies:  func(x *Game) Card { return x.Hands[0][0] },
	}, {
		name:    "prince-player-keeps-no-countess",
		deck:    []string{"spy", "prince", "guard", "guard", "priest", "baron", "guard", "handmaid"},
		actions: []string{"prince@3"},
		viewer:  1,
		holds:   func(x *Game) bool { return x.Hands[0][0] != Countess },
		varies:  func(x *Game) Card { return x.Hands[0][0] },
	}, {
		name:    "own-returned-cards-stay-at-the-bottom",
		deck:    []string{"spy", "chancellor", "guard", "guard", "priest", "handmaid", "king", "baron", "guard"},
		actions: []string{"chancellor", "keep handmaid under baron,king"},
		viewer:  0,
		holds: func(x *Game) bool {
			n := len(x.Deck)
			return x.Deck[n-2] == Baron && x.Deck[n-1] == King
		},
		varies: func(x *Game) Card { return x.Deck[0] },
	}, {
		name:    "a-known-card-put-under-the-deck-is-there-or-in-hand",
		deck:    []string{"spy", "priest", "king", "guard", "guard", "handmaid", "chancellor", "prince", "baron", "guard"},
		actions: []string{"priest@1", "chancellor", "keep prince under king,baron"},
		viewer:  0,
		holds: func(x *Game) bool {
			n := len(x.Deck)
			return x.Hands[1][0] == King || x.Deck[n-1] == King || x.Deck[n-2] == King
		},
		varies: func(x *Game) Card { return x.Hands[1][0] },
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := gametest.Deal[*Game](t, Definition, cfg, 0, c.deck...)
			for _, a := range c.actions {
				gametest.Act(t, g, g.Turn, a)
			}
			if !c.holds(g) {
				t.Fatal("the certainty does not hold in the real game")
			}
			ss := samples(t, g, c.viewer, 500)
			for _, s := range ss {
				if !c.holds(s) {
					t.Fatalf("a sample breaks it: hands %v deck %v", s.Hands, s.Deck)
				}
			}
			if got := values(ss, c.varies); len(got) < 2 {
				t.Fatalf("what it leaves open never varies: %v", got)
			}
		})
	}
}

func TestSampleRefusesASpectatorsView(t *testing.T) {
	g, _ := New(game.Config{Players: 3})
	if _, err := Definition.Sample(g.Observe(game.Spectator), game.NewRNG(1)); err == nil {
		t.Fatal("a spectator's view was sampled")
	}
}

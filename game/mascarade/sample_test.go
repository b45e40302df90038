package mascarade

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// enumerate lists, by brute force, every history of k's unseen swaps (each
// real or pretended) that agrees with every mask the viewer saw, and counts,
// for each place, how many of them end with each mask there.
func enumerate(t testing.TB, k *Knowledge) (counts [][NumMasks]int, total int) {
	t.Helper()
	var unseen []int
	for i, o := range k.ops {
		if o.kind == opUnseen {
			unseen = append(unseen, i)
		}
	}
	if len(unseen) > 16 {
		t.Fatalf("%d unseen swaps: too many to enumerate", len(unseen))
	}
	counts = make([][NumMasks]int, k.places)
	x := make([]Mask, k.places)
	for bits := range 1 << len(unseen) {
		copy(x, k.start)
		ok, u := true, 0
		for _, o := range k.ops {
			switch o.kind {
			case opPin:
				ok = ok && x[o.a] == o.m
			case opSwap:
				x[o.a], x[o.b] = x[o.b], x[o.a]
			case opUnseen:
				if bits>>u&1 == 1 {
					x[o.a], x[o.b] = x[o.b], x[o.a]
				}
				u++
			}
		}
		if ok {
			total++
			for p, m := range x {
				counts[p][m]++
			}
		}
	}
	if total == 0 {
		t.Fatal("no history agrees with the observation")
	}
	return counts, total
}

// replayMasks follows a whole game's log, secrets included: every mask a
// look, a Spy look or a Princess showing reports, and every reveal, must be
// the one there at that moment, and the swaps must lead to the game's
// places. It checks that a sample is a history that could have happened.
func replayMasks(t testing.TB, g *Game) {
	t.Helper()
	x := make([]Mask, len(g.Places))
	at := make([]int, g.NPlayers)
	for p := range at {
		at[p] = p
	}
	for i, e := range g.Log {
		if e.Type != EvSetup && e.Type != EvTurn && e.Type != EvSeatsChange && e.SeenBy != 0 && e.Secret.Len() == 0 {
			t.Fatalf("event %d (%s) has lost its secret", i, e.Type)
		}
		wrong := false
		switch e.Type {
		case EvSetup:
			x[e.Target] = Mask(e.Card)
		case EvReveal:
			wrong = x[e.Target] != Mask(e.Card)
		case EvLook:
			wrong = x[e.Target] != Mask(e.Secret.At(0))
		case EvPrincess:
			wrong = x[e.Value] != Mask(e.Secret.At(0))
		case EvSpyLook:
			wrong = x[at[e.Seat]] != Mask(e.Secret.At(0)) || x[e.Value] != Mask(e.Secret.At(1))
		case EvSwap, EvSpySwap, EvFoolSwap:
			if e.Secret.At(0) == 1 {
				x[e.Value], x[e.Target] = x[e.Target], x[e.Value]
			}
		case EvSeatsChange:
			at[e.Seat], at[e.Target] = at[e.Target], at[e.Seat]
		}
		if wrong {
			t.Fatalf("event %d (%+v) shows a mask that is not there: %v", i, e, x)
		}
	}
	if !slices.Equal(x, g.Places) || !slices.Equal(at, g.At) {
		t.Fatalf("the log leads to %v (seats %v), the game has %v (%v)", x, at, g.Places, g.At)
	}
}

// position is one seat's view of a random game at some step.
type position struct {
	name string
	g    *Game
	seat int
}

// positions plays random games on several tables and keeps, at random
// steps (up to maxSteps), views with at most maxUnseen unseen swaps (so they
// can be enumerated) and at least one.
func positions(t testing.TB, games, maxUnseen int, maxSteps ...int) []position {
	steps := 120
	if len(maxSteps) > 0 {
		steps = maxSteps[0]
	}
	var out []position
	r := game.NewRNG(11)
	for i := range games {
		cfg := tables()[i*7%len(tables())]
		cfg.Seed = uint64(i)
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !g.Over() && step < steps; step++ {
			if r.Intn(6) == 0 {
				seat := r.Intn(g.NPlayers)
				k, err := Know(g.ObserveSeat(seat))
				if err != nil {
					t.Fatal(err)
				}
				if u := countUnseen(k); u > 0 && u <= maxUnseen {
					out = append(out, position{fmt.Sprintf("%s seed %d step %d seat %d", gametest.ConfigName(cfg), i, step, seat), g.clone(), seat})
				}
			}
			legal := g.Legal(g.pending())
			if _, err := g.Apply(g.pending(), legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// widePositions are views, from random games at 11 and 12 players, that
// Know cannot track exactly (long runs of unseen swaps among many places).
func widePositions(t testing.TB) []position {
	var out []position
	r := game.NewRNG(2)
	for seed := range 20 {
		n := 11 + seed%2
		g, _ := New(game.Config{Players: n, Seed: uint64(seed)})
		for !g.Over() {
			legal := g.Legal(g.pending())
			if _, err := g.Apply(g.pending(), legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
			seat := r.Intn(n)
			if k, _ := Know(g.ObserveSeat(seat)); !k.Exact() && r.Intn(4) == 0 {
				out = append(out, position{fmt.Sprintf("%dp seed %d turn %d seat %d (wide)", n, seed, g.Turn, seat), g.clone(), seat})
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d positions past the exact limit", len(out))
	}
	return out
}

func countUnseen(k *Knowledge) int {
	n := 0
	for _, o := range k.ops {
		if o.kind == opUnseen {
			n++
		}
	}
	return n
}

// The belief is the exact share of the consistent histories that leave each
// mask at each place (checked against brute force), and a certain place is
// one where every history agrees.
func TestBeliefIsTheShareOfConsistentHistories(t *testing.T) {
	checked := 0
	for _, pos := range positions(t, 40, 12) {
		k, _ := Know(pos.g.ObserveSeat(pos.seat))
		if !k.Exact() {
			t.Fatalf("%s: %d unseen swaps are not tracked exactly", pos.name, countUnseen(k))
		}
		counts, total := enumerate(t, k)
		for p := range k.places {
			sure := NoMask
			for m := range NumMasks {
				want := float64(counts[p][m]) / float64(total)
				if math.Abs(k.Belief()[p][m]-want) > 1e-9 {
					t.Fatalf("%s: place %d holds the %s with chance %.4f, want %.4f", pos.name, p, Mask(m), k.Belief()[p][m], want)
				}
				if counts[p][m] == total {
					sure = Mask(m)
				}
			}
			if k.Certain(p) != sure {
				t.Fatalf("%s: place %d certain %s, want %s", pos.name, p, k.Certain(p), sure)
			}
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// Samples follow the histories' odds: a certain place always gets its mask,
// every mask possible at a place turns up there, no impossible one ever
// does, and each turns up about as often as its share of the histories.
func TestSamplesVaryEveryHiddenPlaceAsTheHistoriesDo(t *testing.T) {
	const draws = 600
	r := game.NewRNG(3)
	positionsSeen, varied := 0, 0
	for _, pos := range positions(t, 40, 12) {
		obs := pos.g.ObserveSeat(pos.seat)
		k, _ := Know(obs)
		counts, total := enumerate(t, k)
		var got [][NumMasks]int
		got = make([][NumMasks]int, k.places)
		for range draws {
			s, err := SampleFrom(obs, r)
			if err != nil {
				t.Fatalf("%s: %v", pos.name, err)
			}
			for p, m := range s.Places {
				got[p][m]++
			}
		}
		for p := range k.places {
			possible := 0
			for m := range NumMasks {
				want := float64(counts[p][m]) / float64(total)
				share := float64(got[p][m]) / draws
				switch {
				case counts[p][m] == 0 && got[p][m] > 0:
					t.Fatalf("%s: place %d got the %s, which no history leaves there", pos.name, p, Mask(m))
				case counts[p][m] > 0 && got[p][m] == 0 && want > 0.02:
					t.Fatalf("%s: place %d never got the %s (chance %.3f)", pos.name, p, Mask(m), want)
				case math.Abs(share-want) > 5*math.Sqrt(want*(1-want)/draws)+0.01:
					t.Fatalf("%s: place %d got the %s in %.3f of samples, want %.3f", pos.name, p, Mask(m), share, want)
				}
				if counts[p][m] > 0 {
					possible++
				}
			}
			if possible > 1 {
				varied++
			}
		}
		positionsSeen++
	}
	if positionsSeen < 50 || varied < 100 {
		t.Fatalf("%d positions, %d uncertain places: too few to tell", positionsSeen, varied)
	}
}

// Past exactLimit, the search still never contradicts what the viewer saw,
// and still reaches every mask a place could hold.
func TestTheSearchPastTheExactLimitStaysConsistent(t *testing.T) {
	defer func(limit int) { exactLimit = limit }(exactLimit)
	exactLimit = 2
	const draws = 300
	r := game.NewRNG(9)
	searched := 0
	for _, pos := range positions(t, 40, 12) {
		obs := pos.g.ObserveSeat(pos.seat)
		k, err := Know(obs)
		if err != nil {
			t.Fatalf("%s: %v", pos.name, err)
		}
		if k.Exact() {
			continue
		}
		searched++
		counts, total := enumerate(t, k)
		got := make([][NumMasks]int, k.places)
		for range draws {
			s, err := SampleFrom(obs, r)
			if err != nil {
				t.Fatalf("%s: %v", pos.name, err)
			}
			replayMasks(t, s)
			for p, m := range s.Places {
				got[p][m]++
			}
		}
		for p := range k.places {
			for m := range NumMasks {
				if (counts[p][m] == 0) != (got[p][m] == 0) && (counts[p][m] == 0 || float64(counts[p][m])/float64(total) > 0.05) {
					t.Fatalf("%s: place %d, %s: %d of %d histories, %d of %d samples", pos.name, p, Mask(m), counts[p][m], total, got[p][m], draws)
				}
			}
			if k.Certain(p) != NoMask && counts[p][k.Certain(p)] != total {
				t.Fatalf("%s: place %d is not certainly the %s", pos.name, p, k.Certain(p))
			}
		}
	}
	if searched < 30 {
		t.Fatalf("only %d positions needed the search", searched)
	}
}

// A sample is a game that could have happened: every secret it fills in
// (other players' looks and swaps, the Fool's, the Spy's, a Princess showing
// the viewer was not shown) fits the masks' history, and each other player,
// observing the sample, is sure of what it saw there.
func TestASampleIsAHistoryThatCouldHaveHappened(t *testing.T) {
	r := game.NewRNG(4)
	long := append(positions(t, 12, 1000, 3000), widePositions(t)...) // whole games, past the exact limit too
	for _, pos := range append(positions(t, 25, 16), long...) {
		s, err := SampleFrom(pos.g.ObserveSeat(pos.seat), r)
		if err != nil {
			t.Fatal(err)
		}
		replayMasks(t, s)
		for v := range s.NPlayers {
			k, err := Know(s.ObserveSeat(v))
			if err != nil {
				t.Fatalf("%s: seat %d's view of the sample: %v", pos.name, v, err)
			}
			for p := range s.Places {
				if c := k.Certain(p); c != NoMask && c != s.Places[p] {
					t.Fatalf("%s: seat %d is sure of the %s at place %d, which holds %s", pos.name, v, c, p, s.Places[p])
				}
			}
		}
	}
	// The check itself holds on real games.
	for _, pos := range long {
		replayMasks(t, pos.g)
	}
}

// Two games that differ only in what seat 0 did not see — whether another
// player's swap, the Fool's or the Spy's was real — give seat 0 the same
// observation, and the sampler, given the same seed, the same sample.
func TestTheSamplerReadsOnlyTheObservation(t *testing.T) {
	for _, c := range []struct {
		name       string
		setup      []string
		real, fake string
		by         int
	}{
		{"a swap", nil, "swap 5", "fake 5", 1},
		{"the Fool's swap", []string{"4 announce fool", "5 pass", "6 pass", "7 pass", "8 pass", "9 pass", "0 pass", "1 pass", "2 pass", "3 pass"}, "pair 2 8 swap", "pair 2 8 fake", 4},
		{"the Spy's swap", []string{"9 announce spy", "0 pass", "1 pass", "2 pass", "3 pass", "4 pass", "5 pass", "6 pass", "7 pass", "8 pass", "9 target 3"}, "exchange", "keep", 9},
	} {
		t.Run(c.name, func(t *testing.T) {
			play := func(last string) *Game {
				g := deal(t, 10, c.by, ten...)
				for _, s := range c.setup {
					seat, action, _ := strings.Cut(s, " ")
					p, _ := strconv.Atoi(seat)
					gametest.Act(t, g, p, action)
				}
				gametest.Act(t, g, c.by, last)
				gametest.Act(t, g, g.Current, "look")
				return g
			}
			a, b := play(c.real), play(c.fake)
			if slices.Equal(a.Places, b.Places) {
				t.Fatal("the two games do not differ")
			}
			if gametest.ObsJSON(t, a, 0) != gametest.ObsJSON(t, b, 0) {
				t.Fatal("seat 0 sees a difference")
			}
			differ := false
			for seed := range uint64(20) {
				sa, err := SampleFrom(a.ObserveSeat(0), game.NewRNG(seed))
				if err != nil {
					t.Fatal(err)
				}
				sb, _ := SampleFrom(b.ObserveSeat(0), game.NewRNG(seed))
				if !bytes.Equal(gametest.MustSave(t, sa), gametest.MustSave(t, sb)) {
					t.Fatalf("seed %d: different samples from the same observation", seed)
				}
				s0, _ := SampleFrom(a.ObserveSeat(0), game.NewRNG(0))
				differ = differ || !slices.Equal(sa.Places, s0.Places)
			}
			if !differ {
				t.Fatal("every seed gave the same sample")
			}
		})
	}
}

// What the viewer saw, step by step: the setup pins every mask; a swap it did
// not see leaves the two places even; its own real swap moves the masks where
// it knows and its pretence moves nothing; a later reveal settles an earlier
// unseen swap, and a look settles its own place.
func TestKnowledgeFollowsWhatTheViewerSaw(t *testing.T) {
	g := deal(t, 6, 0, six...) // the opening: players 2, 3, 4, 5 pretended with their left neighbour
	know := func(seat int) *Knowledge {
		k, err := Know(g.ObserveSeat(seat))
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	k := know(1) // seat 1 saw none of the opening swaps: 2↔3, 3↔4, 4↔5, 5↔0
	if k.Certain(1) != King || k.Certain(0) != NoMask || k.Belief()[0][Judge] != 0.5 || k.Belief()[0][Trickster] != 0.25 {
		t.Fatalf("seat 1: place 0 %v", k.Belief()[0])
	}
	if m, since := k.LastSeen(0); m != Judge || since != 1 {
		t.Fatalf("seat 1 last saw the %s at place 0, %d swaps ago", m, since)
	}
	// Seat 5 pretended 5↔0: it knows place 0 still holds what it held.
	if k := know(5); k.Belief()[0][Judge] != 1 || k.Certain(0) != Judge {
		t.Fatalf("seat 5: place 0 %v", k.Belief()[0])
	}
	gametest.Act(t, g, 0, "swap 1") // real: seat 0 knows place 0 now holds what place 1 held
	if k := know(0); k.Certain(0) != King || k.Certain(1) != NoMask || k.Belief()[1][Judge] != 0.5 {
		t.Fatalf("seat 0 after its real swap: %v / %v", k.Belief()[0], k.Belief()[1])
	}
	announce(t, g, "king", 5) // player 1 wears the Judge (lies); player 5, the Trickster, lies too
	// The Judge revealed at place 1 settles, for seat 2, that player 0's
	// swap was real and that the opening swap 5↔0 was not: place 0 holds the King.
	if k := know(2); k.Certain(1) != Judge || k.Certain(5) != Trickster || k.Certain(0) != King {
		t.Fatalf("seat 2 after the reveals: %v", k.Belief()[0])
	}
	// So it does for seat 1, which saw none of those swaps.
	if k := know(1); k.Certain(5) != Trickster || k.Certain(0) != King || k.Belief()[0][Judge] != 0 {
		t.Fatalf("seat 1: place 0 %v", k.Belief()[0])
	}
	gametest.Act(t, g, 2, "look")
	if k := know(2); k.Certain(2) != Empress {
		t.Fatalf("seat 2 looked and is not sure: %v", k.Belief()[2])
	}
}

// Know refuses an observation that no history explains, without a panic.
func TestKnowRefusesAnImpossibleObservation(t *testing.T) {
	g := deal(t, 6, 0, six...)
	announce(t, g, "king", 1)
	o := g.ObserveSeat(3)
	for i, e := range o.Log {
		if e.Type == EvReveal && e.Seat == 1 {
			o.Log[i].Card = int(Cheat) // the Cheat is known to be at place 4
		}
	}
	if _, err := Know(o); err == nil {
		t.Fatal("an impossible reveal accepted")
	}
	if _, err := SampleFrom(o, game.NewRNG(1)); err == nil {
		t.Fatal("sampled an impossible observation")
	}
	o = g.ObserveSeat(3)
	o.Log[0].Target = 40
	if _, err := SampleFrom(o, game.NewRNG(1)); err == nil {
		t.Fatal("sampled an observation with a place off the table")
	}
}

package threeparts

import (
	"bytes"
	"math"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// voting is a four-player game in its second vote of round 1: the first vote
// (seat 0 white, 1 blue, 2 and 3 black) is revealed, the black part 7 8 9 is
// re-cut, and seat 2 has voted black in secret; seat 3 has not voted.
func voting(t testing.TB, seed uint64) *Game {
	g := dealSeed(t, 4, seed, 0, "1 2 3 4 5 6 7 8 9")
	gametest.Act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black", 3: "black"})
	gametest.Act(t, g, 0, "cut 1/1/1")
	gametest.Act(t, g, 2, "black")
	return g
}

func sample(t testing.TB, g *Game, seat int, r *game.RNG) *Game {
	t.Helper()
	s, err := Definition.Sample(g.Observe(seat), r)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*Game)
}

// Over many samples every hidden card takes more than one value: each deck
// position, and the pending vote of another seat (every colour it could be).
func TestSamplesVaryEveryHiddenCard(t *testing.T) {
	g := voting(t, 1)
	r := game.NewRNG(2)
	seen := make([]map[Card]bool, len(g.Deck))
	for i := range seen {
		seen[i] = map[Card]bool{}
	}
	vote := map[int]bool{}
	for range 300 {
		s := sample(t, g, 3, r)
		for i, c := range s.Deck {
			seen[i][c] = true
		}
		vote[s.Votes[2]] = true
	}
	for i, m := range seen {
		if len(m) < 2 {
			t.Fatalf("deck position %d always held %v", i, m)
		}
	}
	if len(vote) != 3 {
		t.Fatalf("seat 2's hidden vote took only %v", vote)
	}
}

// The deck is dealt uniformly: the chance of a joker on top is the share of
// jokers among the unseen cards.
func TestSampledDeckIsUniform(t *testing.T) {
	g := voting(t, 1)
	left := g.ObserveSeat(3).Unseen()
	p := float64(left[Joker]) / float64(len(g.Deck))
	r := game.NewRNG(5)
	const n = 4000
	jokers := 0
	for range n {
		if sample(t, g, 3, r).Deck[0] == Joker {
			jokers++
		}
	}
	if sd := math.Sqrt(n * p * (1 - p)); math.Abs(float64(jokers)-n*p) > 5*sd {
		t.Fatalf("%d jokers on top in %d samples, expected %.0f ± %.0f", jokers, n, n*p, sd)
	}
}

// A sample keeps what the viewer knows: its own vote, who has not voted yet,
// and the colours already revealed (in the log's earlier vote events).
func TestSampleKeepsTheViewersVoteAndWhatWasRevealed(t *testing.T) {
	g := voting(t, 1)
	r := game.NewRNG(3)
	for range 50 {
		s := sample(t, g, 2, r)
		if !slices.Equal(s.Votes, []int{-1, -1, Black, -1}) {
			t.Fatalf("votes %v: seat 2's own black, seat 3 yet to vote", s.Votes)
		}
		if !slices.Equal(s.Log, g.Log) {
			t.Fatal("seat 2 knows every secret of this round's log, which the sample must keep")
		}
		s = sample(t, g, 3, r)
		for i, e := range s.Log {
			if e.Type == EvVote && i != len(g.Log)-1 && e.Secret != g.Log[i].Secret {
				t.Fatalf("a revealed vote got another secret: %+v, was %+v", e, g.Log[i])
			}
		}
		if s.Votes[3] != -1 || s.Votes[2] < 0 {
			t.Fatalf("votes %v", s.Votes)
		}
	}
}

// The sampler reads only the observation: two games that differ only in what
// seat 1 cannot see (the deck below the row, seat 2's secret vote) give the
// same sample for the same generator.
func TestSamplerReadsOnlyTheObservation(t *testing.T) {
	deal := func(seed uint64, vote string) *Game {
		g := dealSeed(t, 4, seed, 0, "1 2 3 4 5 6 7 8 9")
		gametest.Act(t, g, 0, "cut 3/3/3")
		gametest.Act(t, g, 2, vote)
		return g
	}
	a, b := deal(1, "white"), deal(2, "black")
	if slices.Equal(a.Deck, b.Deck) || a.Votes[2] == b.Votes[2] {
		t.Fatal("the two games should differ in hidden cards")
	}
	if gametest.ObsJSON(t, a, 1) != gametest.ObsJSON(t, b, 1) {
		t.Fatal("the two games should look the same to seat 1")
	}
	sa := gametest.MustSave(t, sample(t, a, 1, game.NewRNG(7)))
	sb := gametest.MustSave(t, sample(t, b, 1, game.NewRNG(7)))
	if !bytes.Equal(sa, sb) {
		t.Fatalf("same observation and generator, other samples:\n%s\n%s", sa, sb)
	}
}

// A sample is a whole game: it plays on to the end with every invariant.
func TestASamplePlaysOnToTheEnd(t *testing.T) {
	g := voting(t, 1)
	r := game.NewRNG(4)
	for seat := range 4 {
		s := sample(t, g, seat, r)
		gametest.RandomPlay(t, s, r, 10_000, func(gametest.Step) { gametest.MustValid(t, s) })
		if !s.Over() {
			t.Fatalf("seat %d's sample did not finish", seat)
		}
	}
}

func TestSampleRefusesAnotherGamesObservation(t *testing.T) {
	if _, err := Definition.Sample(foreign{}, game.NewRNG(1)); err == nil {
		t.Fatal("sampled a foreign observation")
	}
	o := voting(t, 1).ObserveSeat(0)
	o.Deck++
	if _, err := SampleFrom(o, game.NewRNG(1)); err == nil {
		t.Fatal("sampled a deck of the wrong size")
	}
}

type foreign struct{}

func (foreign) Viewer() int                 { return 0 }
func (foreign) LegalActions() []game.Action { return nil }

func BenchmarkSample(b *testing.B) {
	obs := gametest.Observations(func(i int) game.Game { g, _ := New(game.Config{Players: 3 + i%2, Seed: uint64(i)}); return g }, 4)
	r := game.NewRNG(1)
	i := 0
	for b.Loop() {
		if _, err := Sample(obs[i%len(obs)], r); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

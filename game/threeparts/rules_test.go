package threeparts

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// Each test is one rule of ../shared/rules/three-parts.md or the rulebook
// (../shared/seeds/002_…txt). Rows are written left (white) to right.

func table(t *testing.T, players, leader int, row ...Card) *Game {
	t.Helper()
	g, err := New(game.Config{Players: players, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StackCards(leader, row...); err != nil {
		t.Fatal(err)
	}
	mustValid(t, g)
	return g
}

func mustValid(t *testing.T, g *Game) {
	t.Helper()
	if err := g.Validate(); err != nil {
		t.Fatalf("invalid state: %v", err)
	}
}

func act(t *testing.T, g *Game, seat int, text string) []game.Event {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("%d: %s: %v", seat, text, err)
	}
	mustValid(t, g)
	return ev
}

func refuse(t *testing.T, g *Game, seat int, text, want string) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	gametest.Refuse(t, g, seat, a, want)
}

// votes casts one vote per seat, in seat order.
func votes(t *testing.T, g *Game, byseat map[int]string) []game.Event {
	t.Helper()
	var all []game.Event
	for s := range g.NPlayers {
		if v, ok := byseat[s]; ok {
			all = append(all, act(t, g, s, v)...)
		}
	}
	return all
}

func taken(g *Game, seat int) []int {
	var out []int
	for v := 1; v <= 10; v++ {
		for range g.Numbers[seat][v] {
			out = append(out, v)
		}
	}
	return out
}

func TestRowSizeAndRoundsByPlayerCount(t *testing.T) {
	for _, c := range []struct{ players, row, rounds, last int }{{3, 7, 10, 7}, {4, 9, 8, 7}} {
		g, _ := New(game.Config{Players: c.players, Seed: 1})
		if len(g.Row) != c.row {
			t.Fatalf("%d players: row of %d", c.players, len(g.Row))
		}
		r := game.NewRNG(1)
		last := 0
		for !g.Over() {
			if g.Phase == PhaseCut && len(g.Contests[0].Cards) == len(g.Row) {
				last = len(g.Row)
			}
			seat := g.Pending()[0]
			legal := g.Legal(seat)
			g.Apply(seat, legal[r.Intn(len(legal))])
		}
		if g.Round != c.rounds || last != c.last {
			t.Fatalf("%d players: %d rounds, last row %d; want %d and %d", c.players, g.Round, last, c.rounds, c.last)
		}
	}
}

func TestLeaderRotatesClockwise(t *testing.T) {
	g := table(t, 3, 2, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 2, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Round != 2 || g.Leader != 0 {
		t.Fatalf("round %d leader %d, want round 2 led by seat 0", g.Round, g.Leader)
	}
}

func TestOnlyTheLeaderCutsIntoThreeNonEmptyParts(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	refuse(t, g, 1, "cut 2/2/3", "not this seat's decision")
	refuse(t, g, 0, "cut 2/2/4", "cut 7 cards into three parts")
	refuse(t, g, 0, "white", "leader must cut")
	if _, err := ParseAction("cut 0/3/4"); err == nil {
		t.Fatal("an empty part parsed")
	}
	act(t, g, 0, "cut 2/2/3")
}

func TestEveryoneVotesTheLeaderToo(t *testing.T) {
	g := table(t, 4, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	act(t, g, 1, "cut 3/3/3")
	if p := g.Pending(); !slices.Equal(p, []int{0, 1, 2, 3}) {
		t.Fatalf("pending %v: all four vote at once", p)
	}
}

func TestUnclaimedPartIsDiscardedAndASoleClaimantTakesIt(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 0, "cut 2/2/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue"})
	if !slices.Equal(taken(g, 0), []int{1, 2}) {
		t.Fatalf("seat 0 took %v", taken(g, 0))
	}
	if !slices.Contains(g.Discards, 5) || !slices.Contains(g.Discards, 7) {
		t.Fatalf("the black part nobody chose is discarded: %v", g.Discards)
	}
}

func TestContestedPartOfThreeOrMoreIsCutAgainAmongItsClaimants(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	if g.Phase != PhaseCut || len(g.Contests[0].Cards) != 5 || g.Contests[0].Claimants != game.SeatsOf(1, 2) {
		t.Fatalf("phase %s contests %+v", g.Phase, g.Contests)
	}
	refuse(t, g, 1, "cut 1/1/3", "not this seat's decision") // the leader cuts, though it took a part
	act(t, g, 0, "cut 1/2/2")
	if p := g.Pending(); !slices.Equal(p, []int{1, 2}) {
		t.Fatalf("only the claimants vote again: %v", p)
	}
	refuse(t, g, 0, "white", "not this seat's decision")
	votes(t, g, map[int]string{1: "blue", 2: "black"})
	if !slices.Equal(taken(g, 1), []int{4, 5}) || !slices.Equal(taken(g, 2), []int{6, 7}) || !slices.Contains(g.Discards, 3) {
		t.Fatalf("took %v %v discards %v", taken(g, 1), taken(g, 2), g.Discards)
	}
}

func TestContestedPairIsSplitOneAndOne(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 0, "cut 2/3/2")
	ev := votes(t, g, map[int]string{0: "blue", 1: "black", 2: "black"})
	if _, ok := findEvent(ev, EvSplit); !ok || g.Phase != PhaseVote || len(g.Contests[0].Parts) != 2 {
		t.Fatalf("phase %s parts %v", g.Phase, g.Contests)
	}
	refuse(t, g, 1, "black", "vote for one of the 2 parts")
	votes(t, g, map[int]string{1: "white", 2: "blue"})
	if !slices.Equal(taken(g, 1), []int{6}) || !slices.Equal(taken(g, 2), []int{7}) {
		t.Fatalf("took %v %v", taken(g, 1), taken(g, 2))
	}
}

func TestContestedSingleCardIsDiscarded(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 0, "cut 5/1/1")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue"})
	if len(taken(g, 1)) != 0 || len(taken(g, 2)) != 0 || !slices.Contains(g.Discards, 6) {
		t.Fatalf("nobody gets a contested single card: %v %v %v", taken(g, 1), taken(g, 2), g.Discards)
	}
	if g.Round != 2 {
		t.Fatal("with the row settled the round ends")
	}
}

func TestTwoContestsAreSettledLeftFirst(t *testing.T) {
	g := table(t, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "white", 1: "white", 2: "black", 3: "black"})
	if g.Contests[0].Claimants != game.SeatsOf(0, 1) || !slices.Equal(g.Contests[0].Cards, []Card{1, 2, 3}) {
		t.Fatalf("the white contest comes first: %+v", g.Contests)
	}
	act(t, g, 0, "cut 1/1/1")
	votes(t, g, map[int]string{0: "white", 1: "black"})
	if g.Contests[0].Claimants != game.SeatsOf(2, 3) {
		t.Fatalf("then the black one: %+v", g.Contests)
	}
}

func TestPlayersWhoTookAPartSitOutTheRestOfTheRound(t *testing.T) {
	g := table(t, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue", 3: "blue"})
	if !g.Took[0] || g.Contests[0].Claimants.Has(0) {
		t.Fatal("seat 0 took white and must sit out")
	}
	act(t, g, 0, "cut 1/1/1")
	if p := g.Pending(); slices.Contains(p, 0) {
		t.Fatalf("pending %v", p)
	}
}

func TestJokerWithOneStackJoinsItAutomatically(t *testing.T) {
	g := table(t, 3, 0, Joker, 8, 1, 2, 3, 4, 5)
	act(t, g, 0, "cut 2/2/3")
	ev := votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if j, ok := findEvent(ev, EvJoker); !ok || j.Card != 8 || g.Jokers[0][8] != 1 {
		t.Fatalf("joker %+v", j)
	}
}

func TestJokerJoinsAStackItsTakerChooses(t *testing.T) {
	g := table(t, 3, 0, Joker, 8, 9, 2, 3, 4, 5)
	act(t, g, 0, "cut 3/2/2")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("phase %s pending %v", g.Phase, g.Pending())
	}
	refuse(t, g, 0, "joker 2", "joins one of your number stacks")
	act(t, g, 0, "joker 9")
	if g.Jokers[0][9] != 1 || g.Round != 2 {
		t.Fatalf("jokers %v round %d", g.Jokers[0], g.Round)
	}
}

func TestJokerWaitsForItsTakersFirstNumber(t *testing.T) {
	g := table(t, 3, 0, Joker, 2, 3, 4, 5, 6, 7, 9, 9, 10, 10, 10, 4, 5)
	act(t, g, 0, "cut 1/3/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Waiting[0] != 1 {
		t.Fatalf("waiting %v", g.Waiting)
	}
	// Round 2, led by seat 1: seat 0 takes 9, 9, 10 together and chooses where the joker goes.
	act(t, g, 1, "cut 3/3/1")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || g.Due[0].Options != 1<<9|1<<10 {
		t.Fatalf("phase %s due %+v", g.Phase, g.Due)
	}
	ev := act(t, g, 0, "joker 10")
	if j, _ := findEvent(ev, EvJoker); j.Value != 1 || g.Jokers[0][10] != 1 || g.Waiting[0] != 0 {
		t.Fatalf("joker %+v", j)
	}
}

func TestMajorityScoringWithTiesAndTheTieBreak(t *testing.T) {
	numbers := make([][11]int, 3)
	jokers := make([][11]int, 3)
	numbers[0][10], numbers[1][10] = 3, 2
	jokers[1][10] = 1 // a joker makes seat 1's tens a tie: both score 10
	numbers[2][5] = 1 // alone on fives
	numbers[0][1] = 1
	points, scored := Score(numbers, jokers)
	if !slices.Equal(points, []int{11, 10, 5}) || !slices.Equal(scored, []int{2, 1, 1}) {
		t.Fatalf("points %v scored %v", points, scored)
	}
}

func TestTieBreakByDifferentNumbersThenShared(t *testing.T) {
	g := table(t, 3, 0)
	g.Numbers = make([][11]int, 3)
	g.Jokers = make([][11]int, 3)
	g.Numbers[0][10] = 1
	g.Numbers[1][6], g.Numbers[1][4] = 1, 1
	g.Numbers[2][9], g.Numbers[2][1] = 1, 1
	g.finish(nil)
	if !slices.Equal(g.Winners, []int{1, 2}) {
		t.Fatalf("10 each; seats 1 and 2 scored two numbers: winners %v", g.Winners)
	}
}

func TestVotesStaySecretUntilAllAreIn(t *testing.T) {
	g := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, g, 0, "cut 2/2/3")
	before1 := obsOf(t, g, 1)
	ev := act(t, g, 0, "black")
	after1 := g.ObserveSeat(1)
	if after1.MyVote != -1 || !after1.Voted[0] || ev[0].Redact(1).Secret.Len() != 0 {
		t.Fatalf("seat 1 may see that seat 0 voted, never what: %+v", after1)
	}
	// Had seat 0 voted otherwise, seat 1 would see exactly the same.
	h := table(t, 3, 0, 1, 2, 3, 4, 5, 6, 7)
	act(t, h, 0, "cut 2/2/3")
	act(t, h, 0, "white")
	if obsOf(t, g, 1) != obsOf(t, h, 1) || before1 == obsOf(t, h, 1) {
		t.Fatal("seat 1's observation depends on seat 0's secret vote")
	}
	ev = votes(t, g, map[int]string{1: "white", 2: "blue"})
	if v, ok := findEvent(ev, EvVoted); !ok || v.Seat != 0 || v.Value != Black {
		t.Fatalf("all votes are revealed together: %+v", ev)
	}
}

func TestRulebookWorkedExampleFourPlayers(t *testing.T) {
	// Diana 0, Ilya 1, Maxim 2, Oksana 3 (leader). Oksana cuts 9 cards 3/2/4;
	// Maxim takes white, Diana blue; Ilya and Oksana contest black (J 8 2 10),
	// which Oksana re-cuts into J+8 / 2 / 10: she takes J and 8, Ilya the 10.
	g := table(t, 4, 3, 5, 6, 7, 3, 4, Joker, 8, 2, 10)
	act(t, g, 3, "cut 3/2/4")
	votes(t, g, map[int]string{0: "blue", 1: "black", 2: "white", 3: "black"})
	if !slices.Equal(taken(g, 2), []int{5, 6, 7}) || !slices.Equal(taken(g, 0), []int{3, 4}) {
		t.Fatalf("Maxim %v Diana %v", taken(g, 2), taken(g, 0))
	}
	if !slices.Equal(g.Contests[0].Cards, []Card{Joker, 8, 2, 10}) || !slices.Equal(g.Pending(), []int{3}) {
		t.Fatalf("contest %+v pending %v", g.Contests, g.Pending())
	}
	act(t, g, 3, "cut 2/1/1")
	votes(t, g, map[int]string{1: "black", 3: "white"})
	if !slices.Equal(taken(g, 3), []int{8}) || g.Jokers[3][8] != 1 || !slices.Equal(taken(g, 1), []int{10}) {
		t.Fatalf("Oksana %v jokers %v, Ilya %v", taken(g, 3), g.Jokers[3], taken(g, 1))
	}
	if g.Round != 2 || g.Leader != 0 || !slices.Contains(g.Discards, 2) {
		t.Fatalf("round %d leader %d discards %v", g.Round, g.Leader, g.Discards)
	}
}

func findEvent(ev []game.Event, typ game.EventType) (game.Event, bool) {
	for _, e := range ev {
		if e.Type == typ {
			return e, true
		}
	}
	return game.Event{}, false
}

func obsOf(t *testing.T, g *Game, seat int) string {
	t.Helper()
	o := g.ObserveSeat(seat)
	o.Deck = 0
	b, err := jsonMarshal(o)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

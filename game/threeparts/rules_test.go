package threeparts

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The engine's mechanics: what its events tell a table, how it refuses, its
// metadata and fixed deals. The rules themselves, one named test each, are in
// faq_test.go. Rows are written left (white) to right.

// deal starts a game at a table of players whose first row (and the deck
// below it) begins with cards, written "1 2 J …", led by leader.
func deal(t testing.TB, players, leader int, cards string) *Game {
	t.Helper()
	return dealSeed(t, players, 5, leader, cards)
}

// dealSeed is deal with the seed that completes the deck.
func dealSeed(t testing.TB, players int, seed uint64, leader int, cards string) *Game {
	t.Helper()
	return gametest.Deal[*Game](t, Definition, game.Config{Players: players, Seed: seed}, leader, strings.Fields(cards)...)
}

// votes casts one vote per seat, in seat order, and returns the events.
func votes(t testing.TB, g *Game, byseat map[int]string) []game.Event {
	t.Helper()
	var all []game.Event
	for s := range g.NPlayers {
		if v, ok := byseat[s]; ok {
			all = append(all, gametest.Act(t, g, s, v)...)
		}
	}
	return all
}

// taken lists seat's numbers, lowest first.
func taken(g *Game, seat int) []int {
	var out []int
	for v := 1; v <= 10; v++ {
		for range g.Numbers[seat][v] {
			out = append(out, v)
		}
	}
	return out
}

// of lists the events of type typ as (Seat, Card, Value) triples.
func of(events []game.Event, typ game.EventType) [][3]int {
	var out [][3]int
	for _, e := range events {
		if e.Type == typ {
			out = append(out, [3]int{e.Seat, e.Card, e.Value})
		}
	}
	return out
}

func TestDefinitionMetadata(t *testing.T) {
	d := Definition
	if d.MinPlayers != 3 || d.MaxPlayers != 4 || len(d.Variants) != 0 || len(d.Options) != 0 || d.Sample == nil {
		t.Fatalf("definition %+v", d)
	}
	reg, err := game.Lookup(Name)
	if err != nil || reg.MaxPlayers != 4 {
		t.Fatalf("registered %+v, %v", reg, err)
	}
}

func TestNewRefusesWhatTheMetadataRefuses(t *testing.T) {
	for _, c := range []struct {
		cfg  game.Config
		want string
	}{
		{game.Config{Players: 2}, "threeparts: 3–4 players, not 2"},
		{game.Config{Players: 5}, "not 5"},
		{game.Config{Players: 3, Variant: "short"}, "unknown variant"},
		{game.Config{Players: 3, Options: map[string]string{"rows": "5"}}, "unknown option"},
	} {
		if _, err := New(c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
}

// The opening deal reaches a client that starts from New: the lead, then the
// row turned up card by card with each card's position.
func TestOpeningTurnsUpTheRowCardByCard(t *testing.T) {
	g := deal(t, 4, 2, "5 6 7 3 4 J 8 2 10")
	op := g.Opening()
	if len(op) != 10 || op[0].Type != EvRoundStart || op[0].Seat != 2 || op[0].Value != 1 {
		t.Fatalf("opening %v", op)
	}
	want := [][3]int{{2, 5, 0}, {2, 6, 1}, {2, 7, 2}, {2, 3, 3}, {2, 4, 4}, {2, 0, 5}, {2, 8, 6}, {2, 2, 7}, {2, 10, 8}}
	if got := of(op, EvTurnUp); !slices.Equal(got, want) {
		t.Fatalf("turn-ups %v, want %v", got, want)
	}
	gametest.Act(t, g, 2, "cut 3/3/3")
	if g.Opening() != nil && len(g.Opening()) != 10 {
		t.Fatal("the opening changed after the first action")
	}
}

// Every event about the row names row positions, which never change: a
// re-cut, a split, a take and a discard all say where in the row they are.
func TestEventsNameRowPositions(t *testing.T) {
	g := deal(t, 4, 0, "1 2 3 4 5 6 7 8 9")
	ev := gametest.Act(t, g, 0, "cut 2/3/4")
	if got := of(ev, EvCut); !slices.Equal(got, [][3]int{{0, 5, 2}}) {
		t.Fatalf("cut %v: blue begins at 2, black at 5", got)
	}
	ev = votes(t, g, map[int]string{0: "white", 1: "black", 2: "black", 3: "black"})
	if got := of(ev, EvTake); !slices.Equal(got, [][3]int{{0, 1, 0}, {0, 2, 1}}) {
		t.Fatalf("takes %v", got)
	}
	if got := of(ev, EvDiscard); !slices.Equal(got, [][3]int{{-1, 3, 2}, {-1, 4, 3}, {-1, 5, 4}}) {
		t.Fatalf("discards %v", got)
	}
	c, _ := gametest.Find(ev, EvContest, -1)
	if c.Value != Black || c.Target != int(game.SeatsOf(1, 2, 3)) {
		t.Fatalf("contest %+v", c)
	}
	ev = gametest.Act(t, g, 0, "cut 1/2/1") // 6 | 7 8 | 9
	if got := of(ev, EvCut); !slices.Equal(got, [][3]int{{0, 8, 6}}) {
		t.Fatalf("re-cut %v: blue begins at row position 6, black at 8", got)
	}
	ev = votes(t, g, map[int]string{1: "blue", 2: "blue", 3: "black"})
	if got := of(ev, EvTake); !slices.Equal(got, [][3]int{{3, 9, 8}}) {
		t.Fatalf("takes %v", got)
	}
	if got := of(ev, EvDiscard); !slices.Equal(got, [][3]int{{-1, 6, 5}}) {
		t.Fatalf("discards %v", got)
	}
	if got := of(ev, EvSplit); !slices.Equal(got, [][3]int{{0, -1, 7}}) {
		t.Fatalf("split %v: the pair 7 8 at 6–7 is split before position 7", got)
	}
	ev = votes(t, g, map[int]string{1: "white", 2: "white"})
	if got := of(ev, EvDiscard); !slices.Equal(got, [][3]int{{-1, 8, 7}, {-1, 7, 6}}) {
		t.Fatalf("discards %v: the unclaimed 8, then the contested 7", got)
	}
	if g.Round != 2 {
		t.Fatalf("round %d", g.Round)
	}
}

// A vote is a public "ready" with a secret colour; the reveal reports every
// claimant's vote together, in seat order, before any part is settled.
func TestRevealReportsEveryVoteTogether(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 2/2/3")
	ev := gametest.Act(t, g, 2, "black")
	if len(ev) != 1 || ev[0].Type != EvVote || ev[0].Redact(0).Hidden != 1 || ev[0].Secret.At(0) != Black {
		t.Fatalf("vote %+v", ev)
	}
	gametest.Act(t, g, 0, "white")
	ev = gametest.Act(t, g, 1, "blue")
	want := []game.EventType{EvVote, EvVoted, EvVoted, EvVoted, EvTake, EvTake}
	for i, w := range want {
		if ev[i].Type != w {
			t.Fatalf("event %d is %s, want %s (%v)", i, ev[i].Type, w, ev)
		}
	}
	if got := of(ev, EvVoted); !slices.Equal(got, [][3]int{{0, -1, White}, {1, -1, Blue}, {2, -1, Black}}) {
		t.Fatalf("reveal %v", got)
	}
}

// Each refusal names the rule that forbids the action, never another's.
func TestRefusalsNameTheRuleBroken(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7 8 J 10 10 9 9 9")
	gametest.RefuseText(t, g, 1, "cut 2/2/3", "not this seat's decision")
	gametest.RefuseText(t, g, 0, "white", "the leader must cut the row into three parts first")
	gametest.RefuseText(t, g, 0, "joker 4", "the leader must cut the row")
	gametest.RefuseText(t, g, 0, "cut 2/2/4", "the three parts must share the 7 cards of the row")
	gametest.Refuse(t, g, 0, game.NewAction(KindCut, 0, 3, 4), "each of the three parts needs at least one card")
	gametest.Refuse(t, g, 0, game.NewAction(KindCut, 3, 3, 4), "each of the three parts needs at least one card")
	gametest.Act(t, g, 0, "cut 1/1/5")
	gametest.RefuseText(t, g, 0, "cut 1/1/5", "every claimant must vote for a part first")
	gametest.Refuse(t, g, 0, game.NewAction(KindVote, 3), "a vote is for the white, blue or black part")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	gametest.RefuseText(t, g, 0, "black", "the leader must cut the contested part into three parts first")
	gametest.RefuseText(t, g, 0, "cut 1/1/1", "the three parts must share the 5 cards of the contested part")
	gametest.Act(t, g, 0, "cut 3/1/1")
	gametest.RefuseText(t, g, 0, "white", "not this seat's decision")
	votes(t, g, map[int]string{1: "blue", 2: "white"})
	// Round 2 (led by seat 1): 8 J 10 10 9 9 9. Seat 2, holding 3 4 5, takes 8 and J.
	gametest.Act(t, g, 1, "cut 2/2/3")
	votes(t, g, map[int]string{0: "black", 1: "blue", 2: "white"})
	if g.Phase != PhaseJoker {
		t.Fatalf("phase %s", g.Phase)
	}
	gametest.RefuseText(t, g, 2, "white", "a joker just taken must join a stack first")
	gametest.RefuseText(t, g, 2, "joker 9", "a joker joins only a stack its player already has (no 9 taken)")
	gametest.Refuse(t, g, 2, game.NewAction(KindJoker, 11), "a joker joins a stack of a number from 1 to 10")
	gametest.RefuseText(t, g, 0, "joker 9", "not this seat's decision")
}

// A joker that waited is placed like any other, on a stack its player has.
func TestAWaitingJokerIsRefusedAStackItsPlayerLacks(t *testing.T) {
	g := deal(t, 3, 0, "J 1 2 3 4 5 6 7 8 9 10 10 10 10")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	gametest.Act(t, g, 1, "cut 2/2/3") // 7 8 | 9 10 | 10 10 10
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || !g.Due[0].Waiting {
		t.Fatalf("phase %s due %+v", g.Phase, g.Due)
	}
	gametest.RefuseText(t, g, 0, "joker 1", "a joker joins only a stack its player already has (no 1 taken)")
	gametest.Act(t, g, 0, "joker 8")
}

// Several seats may owe a joker at once; each places its own.
func TestEverySeatWithAJokerToPlaceOwesADecision(t *testing.T) {
	g := deal(t, 3, 0, "1 2 J 3 4 J 5")
	gametest.Act(t, g, 0, "cut 3/3/1")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || !slices.Equal(g.Pending(), []int{0, 1}) {
		t.Fatalf("phase %s pending %v", g.Phase, g.Pending())
	}
	gametest.Act(t, g, 1, "joker 3")
	if !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("pending %v", g.Pending())
	}
	gametest.Act(t, g, 0, "joker 2")
	if g.Round != 2 || g.Jokers[0][2] != 1 || g.Jokers[1][3] != 1 {
		t.Fatalf("round %d jokers %v %v", g.Round, g.Jokers[0], g.Jokers[1])
	}
}

// A cut places two dividers between cards: every pair of gaps is a legal cut.
func TestEveryPairOfDividerPlacesIsALegalCut(t *testing.T) {
	for _, c := range []struct {
		players int
		row     string
		cuts    int
	}{{3, "1 2 3 4 5 6 7", 15}, {4, "1 2 3 4 5 6 7 8 9", 28}} {
		g := deal(t, c.players, 0, c.row)
		if got := len(g.Legal(0)); got != c.cuts {
			t.Fatalf("%d players: %d cuts, want %d", c.players, got, c.cuts)
		}
	}
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	if got := gametest.LegalTexts(g, 0); len(got) != 6 || got[0] != "cut 1/1/3" {
		t.Fatalf("re-cuts of five cards: %v", got)
	}
}

func TestStackRefusesImpossibleDecks(t *testing.T) {
	for _, c := range []struct {
		order []string
		first int
		want  string
	}{
		{[]string{"11"}, 0, `"11" is not 1–10 or J`},
		{[]string{"1", "1"}, 0, "no more 1 cards"},
		{[]string{"2"}, 3, "first leader 3 is not a seat"},
	} {
		g, _ := New(game.Config{Players: 3, Seed: 1})
		if err := g.Stack(c.first, c.order); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.order, err, c.want)
		}
	}
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 1/1/5")
	if err := g.Stack(0, []string{"1"}); err == nil || !strings.Contains(err.Error(), "before the first action") {
		t.Fatalf("stacking after an action: %v", err)
	}
}

// A fixed deal keeps what it was given and completes the deck from the seed.
func TestStackKeepsTheOrderGivenAndCompletesTheDeck(t *testing.T) {
	g := deal(t, 4, 1, "10 J 3")
	if !slices.Equal(g.Row[:3], []Card{10, Joker, 3}) || g.Leader != 1 || len(g.Row)+len(g.Deck) != DeckSize {
		t.Fatalf("row %v leader %d deck %d", g.Row, g.Leader, len(g.Deck))
	}
	h := deal(t, 4, 1, "10 J 3")
	if !slices.Equal(g.Deck, h.Deck) {
		t.Fatal("the same seed completes the deck the same way")
	}
}

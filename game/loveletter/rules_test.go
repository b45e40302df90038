package loveletter

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The engine's own rules: deck contents, metadata, setup, stacked deals,
// and the refusals' reasons. The rulings of the rules page and the rulebook
// each have a named test in faq_test.go. Deck orders are written top first:
// the face-down set-aside card, (2 players: three face up), one card per seat
// from first clockwise, then the draws in turn order.

// deal creates a table with a stacked first round (gametest.Deal with cards).
func deal(t *testing.T, players int, v Variant, first int, cards ...Card) *Game {
	t.Helper()
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return gametest.Deal[*Game](t, Definition, game.Config{Players: players, Variant: string(v), Seed: 7}, first, names...)
}

// drain keeps the top `leave` cards of the deck and moves the rest into dump's
// discards, as if they had been played earlier in the round. Spies go to two
// different seats, so that no Spy bonus arises unless a test arranges one.
func drain(t *testing.T, g *Game, leave, dump int) {
	t.Helper()
	spyTo := dump
	for _, c := range g.Deck[leave:] {
		to := dump
		if c == Spy {
			to = spyTo
			spyTo = (spyTo + 1) % g.NPlayers
		}
		g.Discards[to] = append(g.Discards[to], c)
	}
	g.Deck = g.Deck[:leave]
	gametest.MustValid(t, g)
}

func TestDeckCompositions(t *testing.T) {
	full, classic := DeckCounts(Edition2019), DeckCounts(Classic)
	if full != (Counts{2, 6, 2, 2, 2, 2, 2, 1, 1, 1}) {
		t.Fatalf("2019 deck %v", full)
	}
	if full.Total() != 21 || classic.Total() != 16 {
		t.Fatalf("decks have %d and %d cards, want 21 and 16", full.Total(), classic.Total())
	}
}

func TestMetadataIsExact(t *testing.T) {
	d, err := game.Lookup(Name)
	if err != nil {
		t.Fatal(err)
	}
	if d.MinPlayers != 2 || d.MaxPlayers != 6 || !slices.Equal(d.VariantNames(), []string{"2019", "classic"}) || len(d.Options) != 0 || d.Sample == nil {
		t.Fatalf("definition %+v", d)
	}
	for v, want := range map[string][2]int{"2019": {2, 6}, "classic": {2, 4}, "": {2, 6}} {
		if lo, hi := d.PlayerRange(v); lo != want[0] || hi != want[1] {
			t.Errorf("%q: players %d–%d, want %v", v, lo, hi, want)
		}
	}
}

func TestPlayerCountsPerVariant(t *testing.T) {
	cases := []struct {
		variant string
		players int
		want    string // "" for accepted, else part of the error
	}{
		{"2019", 1, "2–6 players, not 1"}, {"2019", 2, ""}, {"2019", 6, ""}, {"2019", 7, "2–6 players, not 7"},
		{"classic", 2, ""}, {"classic", 4, ""}, {"classic", 5, "the classic variant is for 2–4 players, not 5"},
		{"", 4, ""}, {"CLASSIC", 3, ""}, {"deluxe", 4, `unknown variant "deluxe" (variants: 2019, classic)`},
		{"2019", 2000000000, "not 2000000000"},
	}
	for _, c := range cases {
		_, err := New(game.Config{Players: c.players, Variant: c.variant})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("variant %q with %d players: %v", c.variant, c.players, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "loveletter: ")):
			t.Errorf("variant %q with %d players: error %v, want %q", c.variant, c.players, err, c.want)
		}
	}
}

func TestNewRefusesEveryOption(t *testing.T) {
	_, err := New(game.Config{Players: 3, Options: map[string]string{"short": "true"}})
	if err == nil || !strings.Contains(err.Error(), `loveletter: unknown option "short" (options: none)`) {
		t.Fatalf("error %v", err)
	}
}

func TestFirstPlayerOfTheGameIsChosenAtRandom(t *testing.T) {
	// "Первым ходит тот, кто последним был на свидании": a seeded pick stands in.
	first := map[int]bool{}
	for seed := range uint64(40) {
		g, _ := New(game.Config{Players: 4, Seed: seed})
		first[g.Turn] = true
	}
	if len(first) != 4 {
		t.Fatalf("over 40 seeds the first player was only %v", first)
	}
}

func TestStackedDealFollowsTheNotationOrder(t *testing.T) {
	g := deal(t, 2, Edition2019, 1, Spy, Guard, Priest, Baron, King, Prince, Handmaid)
	if g.SetAside != Spy || !slices.Equal(g.FaceUp, []Card{Guard, Priest, Baron}) ||
		!slices.Equal(g.Hands[1], []Card{King, Handmaid}) || !slices.Equal(g.Hands[0], []Card{Prince}) || g.Turn != 1 {
		t.Fatalf("set aside %s, face up %v, hands %v, turn %d", g.SetAside, g.FaceUp, g.Hands, g.Turn)
	}
	// The opening reports that deal, so that a client or replay can show it.
	op := g.Opening()
	if start, _ := gametest.Find(op, EvRoundStart, -1); start.Seat != 1 || gametest.Count(op, EvSetAsideUp) != 3 || gametest.Count(op, EvDeal) != 2 {
		t.Fatalf("opening %v", op)
	}
	if d, _ := gametest.Find(op, EvDraw, 1); !slices.Equal(d.Secret.Slice(), []int{int(Handmaid)}) {
		t.Fatalf("seat 1's first draw %+v", d)
	}
}

func TestStackRefusesImpossibleDecks(t *testing.T) {
	for _, c := range []struct {
		first int
		order []string
		want  string
	}{
		{0, []string{"princess", "princess"}, "no more princess"},
		{0, []string{"dragon"}, "unknown card"},
		{3, nil, "first seat 3 is not at a table of 3"},
		{-1, nil, "first seat -1"},
	} {
		g, _ := New(game.Config{Players: 3})
		if err := g.Stack(c.first, c.order); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d %v: %v, want %q", c.first, c.order, err, c.want)
		}
	}
	g := deal(t, 3, Classic, 0)
	if err := g.Stack(0, []string{"spy"}); err == nil || !strings.Contains(err.Error(), "classic deck has no more spy") {
		t.Errorf("a Spy in the classic deck: %v", err)
	}
	gametest.Act(t, g, 0, g.FormatAction(g.Legal(0)[0]))
	if err := g.Stack(0, nil); err == nil || !strings.Contains(err.Error(), "before the first action") {
		t.Errorf("stacked after an action: %v", err)
	}
}

// Each refusal names the rule that actually forbids the action.
func TestRefusalsNameTheRuleBroken(t *testing.T) {
	// Seat 0 holds Guard + Priest; seat 1 the Baron; seat 2 the Handmaid.
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Baron, Handmaid, Priest)
	for _, c := range []struct{ action, want string }{
		{"king@1", "you do not hold the King"},
		{"guard@0=king", "the Guard must choose another player"},
		{"guard@1=guard", "a Guard may not name the Guard"},
		{"guard@1", "the Guard must name a character"},
		{"guard", "the Guard must choose another player while one can be chosen"},
		{"priest@1=king", "only the Guard names a character"},
		{"priest@5", "there is no seat 5 at a table of 3"},
		{"keep guard under priest", "cards are kept only after playing a Chancellor"},
	} {
		gametest.RefuseText(t, g, 0, c.action, c.want)
	}
	gametest.Refuse(t, g, 0, game.NewAction(9, 1), "Love Letter has no action of kind 9")
	a := game.NewAction(KindPlay, int(Priest), 1)
	a.Args[3] = 2
	gametest.Refuse(t, g, 0, a, "at most three parts")
	gametest.RefuseText(t, g, 1, "baron@0", "not this seat's decision")

	// Protected, out, and everyone protected.
	g = deal(t, 3, Edition2019, 0, Spy, Handmaid, Guard, Priest, Priest, Guard, Handmaid)
	gametest.Act(t, g, 0, "handmaid")
	gametest.RefuseText(t, g, 1, "guard@0=priest", "seat 0 is protected by the Handmaid")
	gametest.Act(t, g, 1, "guard@2=priest") // seat 2 is out
	gametest.RefuseText(t, g, 0, "priest@2", "seat 2 is out of the round")
	gametest.RefuseText(t, g, 0, "priest@1=king", "only the Guard names a character")
	gametest.RefuseText(t, g, 0, "priest", "must choose another player while one can be chosen")

	// With everyone else protected: a target or a name is refused for that reason.
	g = deal(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Handmaid, Guard, Priest, Prince)
	gametest.Act(t, g, 0, "handmaid")
	gametest.RefuseText(t, g, 1, "guard@0=king", "seat 0 is protected by the Handmaid")
	gametest.Refuse(t, g, 1, game.NewAction(KindPlay, int(Guard), -1, int(King)), "with no player to choose, the Guard names no character")
	gametest.RefuseText(t, g, 1, "prince@0", "seat 0 is protected by the Handmaid")
	gametest.RefuseText(t, g, 1, "prince", "the Prince must choose a player")

	// The Countess, the Handmaid's lack of a target, the Chancellor's keep.
	g = deal(t, 3, Edition2019, 0, Spy, Countess, Guard, Guard, King)
	gametest.RefuseText(t, g, 0, "king@1", "the Countess must be played when held with the King or a Prince")
	gametest.RefuseText(t, g, 0, "countess@1", "the Countess chooses no player")
	g = deal(t, 3, Edition2019, 0, Spy, Chancellor, Guard, Guard, Priest, Baron, Handmaid)
	gametest.Act(t, g, 0, "chancellor")
	gametest.RefuseText(t, g, 0, "priest@1", "finish the Chancellor first")
	gametest.RefuseText(t, g, 0, "keep king under baron,handmaid", "you do not hold the King to keep or return")
	gametest.RefuseText(t, g, 0, "keep priest under baron", "return the other 2 to the bottom of the deck")
	gametest.RefuseText(t, g, 0, "keep priest under baron,baron", "you do not hold the Baron to keep or return")
}

func TestHandSlicesOfCopiesAreIndependent(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid)
	c := g.clone()
	gametest.Act(t, c, 0, "handmaid")
	if !slices.Equal(g.Hands[0], []Card{Guard, Handmaid}) || len(g.Discards[0]) != 0 {
		t.Fatalf("playing on a copy changed the original: %v %v", g.Hands, g.Discards)
	}
}

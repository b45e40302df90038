package rebelprincess

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func cards(t testing.TB, text string) []Card {
	t.Helper()
	var out []Card
	for _, f := range strings.Fields(text) {
		c, err := ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// atTricks is a game past the draft and the pass of a Once Upon a Time
// round, with the given hands (the rest of the deck goes to the last seat's
// won pile so every card has a place) and Snow White for everyone: her power
// never opens a window, so the base rules play undisturbed.
func atTricks(t testing.TB, ed Edition, leader int, hands ...string) *Game {
	t.Helper()
	return deal(t, ed, "once-upon-a-time", leader, nil, hands...)
}

// deal is atTricks with a round card and princesses (nil: Snow White each).
func deal(t testing.TB, ed Edition, round string, leader int, princesses []int, hands ...string) *Game {
	t.Helper()
	n := len(hands)
	names := []string{round}
	for _, r := range RoundCards {
		if _, ok := r.PassFor(ed); ok && r.Slug != round && len(names) < 5 {
			names = append(names, r.Slug)
		}
	}
	g, err := New(game.Config{Players: n, Variant: string(ed), Seed: 1, Options: map[string]string{"rounds": strings.Join(names, ",")}})
	if err != nil {
		t.Fatal(err)
	}
	for s := range n {
		p := SnowWhite
		if princesses != nil {
			p = princesses[s]
		}
		g.Princess[s], g.Offered[s] = p, []int{p}
	}
	g.startRound()
	for s := range n {
		if g.Princess[s] == Carmesina {
			g.Copy[s] = g.copyable(s)[0]
		}
	}
	g.Log, g.RoundAt = nil, 0
	used := map[Card]bool{}
	for s, h := range hands {
		g.Hands[s] = sortHand(cards(t, h))
		for _, c := range g.Hands[s] {
			used[c] = true
		}
	}
	for _, c := range Deck(n) {
		if !used[c] {
			g.Won[n-1] = append(g.Won[n-1], c)
		}
	}
	g.Phase, g.Step, g.Leader, g.Turn = PhasePlay, StepStart, leader, leader
	if len(g.Hands[0]) == 0 {
		return g // a won-pile set-up for scoring, or for the test to finish
	}
	g.advance()
	if err := g.Validate(); err != nil {
		t.Fatalf("test set-up: %v", err)
	}
	return g
}

func TestTheDeckDependsOnThePlayerCount(t *testing.T) {
	for _, c := range []struct{ players, size, each int }{{3, 36, 12}, {4, 40, 10}, {5, 40, 8}, {6, 48, 8}} {
		d := Deck(c.players)
		if len(d) != c.size || len(d)/c.players != c.each {
			t.Errorf("%d players: %d cards, %d each", c.players, len(d), len(d)/c.players)
		}
	}
	for _, c := range Deck(3) {
		if v := c.Value(); v == 1 || v == 11 || v == 12 {
			t.Fatalf("3 players use no 1, 11 or 12: %s", c)
		}
	}
}

func TestEachPlayerKeepsOneOfTwoPrincessesChosenAtOnce(t *testing.T) {
	g, _ := New(game.Config{Players: 4, Seed: 3})
	if p := g.Pending(); len(p) != 4 {
		t.Fatalf("everyone chooses at once: pending %v", p)
	}
	other := g.Offered[1][0]
	gametest.RefuseText(t, g, 0, "keep "+Princesses[other].Slug, "not dealt to this seat")
	gametest.Act(t, g, 0, "keep "+Princesses[g.Offered[0][1]].Slug)
	// Until all have chosen, nobody sees another's choice.
	if o := g.ObserveSeat(1); o.Princess[0] != -1 {
		t.Fatal("seat 1 sees seat 0's princess before the reveal")
	}
	for s := 1; s < 4; s++ {
		gametest.Act(t, g, s, "keep "+Princesses[g.Offered[s][0]].Slug)
	}
	if g.Phase != PhasePass || g.ObserveSeat(1).Princess[0] != g.Offered[0][1] {
		t.Fatalf("after the draft: phase %s, princesses revealed %v", g.Phase, g.ObserveSeat(1).Princess)
	}
}

func TestClassicPrincessesAreTenPlusThePromoOnRequest(t *testing.T) {
	if n := len(PrincessesOf(Classic, false)); n != 10 {
		t.Fatalf("classic without promo: %d", n)
	}
	if n := len(PrincessesOf(Classic, true)); n != 11 {
		t.Fatalf("classic with Carmesina: %d", n)
	}
	if n := len(PrincessesOf(Deluxe, false)); n != 12 {
		t.Fatalf("deluxe: %d", n)
	}
}

func TestPassesAreSimultaneousAndUnseenUntilAllHaveGiven(t *testing.T) {
	g, _ := New(game.Config{Players: 3, Seed: 5, Options: map[string]string{"rounds": "once-upon-a-time,invitation,royal-decree,masquerade-ball,wedding-gift"}})
	for s := range 3 {
		gametest.Act(t, g, s, "keep "+Princesses[g.Offered[s][0]].Slug)
	}
	before := [][]Card{append([]Card(nil), g.Hands[0]...), append([]Card(nil), g.Hands[1]...)}
	give := before[0][:3]
	gametest.Act(t, g, 0, "pass "+give[0].String()+" "+give[1].String()+" "+give[2].String())
	if len(g.Hands[2]) != 12 || g.Phase != PhasePass {
		t.Fatal("cards moved before everyone had given")
	}
	gametest.RefuseText(t, g, 1, "pass "+before[1][0].String(), "passes 3 cards")
	for s := 1; s < 3; s++ {
		h := g.Hands[s]
		gametest.Act(t, g, s, "pass "+h[0].String()+" "+h[1].String()+" "+h[2].String())
	}
	// Once Upon a Time passes 3 to the right: seat 0's cards go to seat 2.
	for _, c := range give {
		found := false
		for _, x := range g.Hands[2] {
			found = found || x == c
		}
		if !found {
			t.Fatalf("%s did not reach the right-hand neighbour", c)
		}
	}
	if g.Phase != PhasePlay {
		t.Fatalf("phase %s after the pass", g.Phase)
	}
}

func TestPrincesMayNotLeadUntilAVoidPlayerPlaysOne(t *testing.T) {
	g := atTricks(t, Classic, 0, "P5 Q3 F6", "Q7 P9 F2", "F8 Q4 A5")
	gametest.RefuseText(t, g, 0, "play P5", "Princes may not lead")
	gametest.Act(t, g, 0, "play Q3")
	gametest.Act(t, g, 1, "play Q7")
	gametest.Act(t, g, 2, "play Q4")
	// Seat 1 won and holds a Prince and a Fairy; Princes are still out.
	gametest.RefuseText(t, g, 1, "play P9", "Princes may not lead")
	gametest.Act(t, g, 1, "play F2")
}

func TestAVoidPrinceLetsPrincesLead(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q3 F9", "P9 P2", "Q4 F5")
	gametest.Act(t, g, 0, "play Q3")
	ev := gametest.Act(t, g, 1, "play P9")
	if !g.PrincesIn || ev[len(ev)-1].Type != EvPrincesIn || ev[len(ev)-1].Value != PrincesInVoid {
		t.Fatalf("a void player's Prince lets Princes in, and the event says so: %+v", ev[len(ev)-1])
	}
	gametest.Act(t, g, 2, "play Q4")
	gametest.Act(t, g, 2, "play F5") // seat 2 won with Q4 and leads
	gametest.Act(t, g, 0, "play F9")
	gametest.Act(t, g, 1, "play P2")
	if g.Phase != PhasePass && g.Round != 1 {
		t.Fatalf("round should have ended: phase %s round %d", g.Phase, g.Round)
	}
}

func TestTheFrogDoesNotLetPrincesIn(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q3 P4", "A8 P9", "Q4 F5")
	gametest.Act(t, g, 0, "play Q3")
	gametest.Act(t, g, 1, "play A8")
	if g.PrincesIn {
		t.Fatal("the Frog is not a Prince for the lead rule")
	}
}

func TestALeaderHoldingOnlyPrincesMayLeadOne(t *testing.T) {
	g := atTricks(t, Classic, 0, "P3 P4", "Q8 F9", "Q4 F5")
	gametest.Act(t, g, 0, "play P3")
}

func TestPlayersMustFollowSuit(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q3 F2", "Q7 F9", "F4 A5")
	gametest.Act(t, g, 0, "play Q3")
	gametest.RefuseText(t, g, 1, "play F9", "must follow suit")
	gametest.Act(t, g, 1, "play Q7")
	gametest.Act(t, g, 2, "play A5") // void in Queens: anything goes
}

// The Classic rulebook's six-player example: Ihor leads the 3 of Queens;
// Danylo 7 of Queens, Roman 4 of Queens; Olesia, void, the 12 of Princes;
// Taras the 9 of Fairies; Iryna the Frog. Danylo wins the trick and, for it,
// 6 proposals (1 for the Prince, 5 for the Frog).
func TestClassicSixPlayerWorkedTrickExample(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q3", "Q7", "Q4", "P12", "F9", "A8")
	for s, c := range []string{"Q3", "Q7", "Q4", "P12", "F9", "A8"} {
		gametest.Act(t, g, s, "play "+c)
	}
	if g.Leader != 1 {
		t.Fatalf("the trick went to seat %d, want Danylo (1)", g.Leader)
	}
	if g.Scores[1][0] != 6 {
		t.Fatalf("Danylo scored %d, want 6", g.Scores[1][0])
	}
}

func TestProposalsArePrincesAndTheFrog(t *testing.T) {
	if p := Proposals(cards(t, "P1 P12 A8 Q5 F3 A7")); p != 7 {
		t.Fatalf("%d", p)
	}
}

func TestDeluxeRebelOfTheBallScoresMinusTen(t *testing.T) {
	// Seat 0 ends up with every Prince and the Frog: -10 instead of 11+5.
	g := atTricks(t, Deluxe, 0, "Q10", "Q2", "Q3")
	all := []Card{}
	for _, c := range Deck(3) {
		if c.Suit() == Princes || c == Frog {
			all = append(all, c)
		}
	}
	// Move every proposal card into seat 0's won pile.
	for s := range g.Won {
		var keep []Card
		for _, c := range g.Won[s] {
			if c.Suit() != Princes && c != Frog {
				keep = append(keep, c)
			}
		}
		g.Won[s] = keep
	}
	g.Won[0] = append(g.Won[0], all...)
	gametest.Act(t, g, 0, "play Q10")
	gametest.Act(t, g, 1, "play Q2")
	gametest.Act(t, g, 2, "play Q3")
	if g.Scores[0][0] != -10 {
		t.Fatalf("the Rebel of the Ball scored %d", g.Scores[0][0])
	}
}

func TestClassicHasNoRebelOfTheBall(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q10", "Q2", "Q3")
	for s := range g.Won {
		g.Won[0] = append(g.Won[0], g.Won[s]...)
		if s != 0 {
			g.Won[s] = nil
		}
	}
	gametest.Act(t, g, 0, "play Q10")
	gametest.Act(t, g, 1, "play Q2")
	gametest.Act(t, g, 2, "play Q3")
	if g.Scores[0][0] != 9+5 {
		t.Fatalf("classic scored %d, want 14", g.Scores[0][0])
	}
}

func TestNextRoundLeader(t *testing.T) {
	// Classic: the last trick's winner leads; Deluxe: the lowest total.
	for _, c := range []struct {
		ed   Edition
		want int
	}{{Classic, 0}, {Deluxe, 1}} {
		g := atTricks(t, c.ed, 0, "Q10", "Q2", "Q3")
		// Seat 0 wins the last trick; seat 1 has the fewest proposals.
		for s := range g.Won {
			g.Won[s] = nil
		}
		for _, card := range Deck(3) {
			if card.Suit() != Queens || card.Value() > 3 && card.Value() < 10 {
				switch {
				case card.Suit() == Princes && card.Value() <= 4:
					g.Won[2] = append(g.Won[2], card)
				case card.Suit() == Queens:
					g.Won[1] = append(g.Won[1], card)
				default:
					g.Won[0] = append(g.Won[0], card)
				}
			}
		}
		gametest.Act(t, g, 0, "play Q10")
		gametest.Act(t, g, 1, "play Q2")
		gametest.Act(t, g, 2, "play Q3")
		if g.Leader != c.want {
			t.Errorf("%s: next round led by %d, want %d (scores %v)", c.ed, g.Leader, c.want, g.Scores)
		}
	}
}

func TestDeluxeNextLeaderTieGoesLeftOfTheLastStarter(t *testing.T) {
	g := atTricks(t, Deluxe, 1, "Q2", "Q10", "Q3", "Q4")
	g.Starter = 1
	for s := range g.Won {
		g.Won[s] = nil
	}
	// Nobody takes a proposal: all tie on 0; seat 2 sits left of the starter.
	g.Won[1] = slices.DeleteFunc(slices.Clone(Deck(4)), func(c Card) bool {
		return slices.Contains(cards(t, "Q2 Q10 Q3 Q4"), c) || c.Suit() == Princes || c == Frog
	})
	g.Won[0] = slices.DeleteFunc(slices.Clone(Deck(4)), func(c Card) bool { return c.Suit() != Princes && c != Frog })
	g.Totals = []int{20, 0, 0, 0}
	g.Scores = [][]int{{20}, {0}, {0}, {0}}
	g.Round = 1
	play(t, g, "Q10", "Q3", "Q4", "Q2")
	if g.Leader != 2 {
		t.Fatalf("next round led by %d, want 2", g.Leader)
	}
}

func TestRandomRoundCardsPutFinalRoundCardsLast(t *testing.T) {
	for seed := range uint64(200) {
		g, _ := New(game.Config{Players: 4, Variant: "deluxe", Seed: seed})
		seenFinal := false
		for _, id := range g.Schedule {
			f := RoundCards[id-1].Final
			if seenFinal && !f {
				t.Fatalf("seed %d: a final-round card before an ordinary one: %v", seed, g.Schedule)
			}
			seenFinal = seenFinal || f
		}
	}
}

func TestBadSetupsAreRefusedWithAReason(t *testing.T) {
	cases := []struct {
		cfg  game.Config
		want string
	}{
		{game.Config{Players: 2}, "3–6 players"},
		{game.Config{Players: 7, Variant: "deluxe"}, "3–6 players"},
		{game.Config{Players: 4, Variant: "gold"}, "unknown variant"},
		{game.Config{Players: 4, Options: map[string]string{"short": "true"}}, "option short does not apply"},
		{game.Config{Players: 4, Variant: "deluxe", Options: map[string]string{"short": "maybe"}}, `short="maybe" is not allowed`},
		{game.Config{Players: 4, Variant: "deluxe", Options: map[string]string{"promo": "true"}}, "option promo does not apply"},
		{game.Config{Players: 4, Options: map[string]string{"speed": "fast"}}, "unknown option"},
		{game.Config{Players: 4, Variant: "deluxe", Options: map[string]string{"short": "true", "rounds": "once-upon-a-time,magic-beans,sisterhood,upside-down,dancing-queens"}}, "the game has 3 rounds"},
		{game.Config{Players: 4, Options: map[string]string{"rounds": "invitation,invitation,royal-decree,masquerade-ball,wedding-gift"}}, "named twice"},
		{game.Config{Players: 4, Options: map[string]string{"rounds": "magic-beans,invitation,royal-decree,masquerade-ball,wedding-gift"}}, "no round card"},
		{game.Config{Players: 4, Options: map[string]string{"rounds": "invitation"}}, "5 rounds"},
		{game.Config{Players: 4, Options: map[string]string{"rounds": "nope,invitation,royal-decree,masquerade-ball,wedding-gift"}}, "unknown round card"},
	}
	for _, c := range cases {
		if _, err := New(c.cfg); err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "rebelprincess: ") {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
}

func TestTheDeluxeShortGameHasThreeRounds(t *testing.T) {
	g, err := New(game.Config{Players: 4, Variant: "deluxe", Seed: 2, Options: map[string]string{"short": "true"}})
	if err != nil || len(g.Schedule) != 3 {
		t.Fatalf("%v %v", err, g.Schedule)
	}
}

// Every action that is not legal is refused with the rule that forbids it,
// never the catch-all: random plays of every table, with actions a little
// off the legal ones (another card, suit or seat, another kind, a stray
// argument) at every step.
func TestEveryRefusalNamesASpecificRule(t *testing.T) {
	for i, cfg := range tables() {
		cfg.Seed = uint64(i)
		g, _ := New(cfg)
		r := game.NewRNG(uint64(i))
		for !g.Over() {
			p := g.Pending()
			s := p[r.Intn(len(p))]
			l := g.Legal(s)
			for range 20 {
				x := l[r.Intn(len(l))]
				if j := r.Intn(5); j == 4 {
					x.Kind = uint8(1 + r.Intn(int(numKinds)-1))
				} else {
					x.Args[j] = int8(r.Intn(70) - 3)
				}
				if slices.Contains(l, x) {
					continue
				}
				if why := g.Explain(s, x); why == "" || why == game.NotLegalNow {
					t.Fatalf("%s: seat %d at %s/%s: %s is refused without a rule", gametest.ConfigName(cfg), s, g.Phase, g.Step, FormatAction(x))
				}
			}
			gametest.Act(t, g, s, FormatAction(l[r.Intn(len(l))]))
		}
	}
}

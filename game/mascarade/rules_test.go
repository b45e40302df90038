package mascarade

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// Each test is one rule of ../shared/rules/mascarade.md or the rulebook
// (../shared/seeds/001_…txt), or one mask's power.

// table seats players with places[i] at place i (a custom scenario of exactly
// those masks), skips the four opening swaps and gives player 0 the turn.
func table(t *testing.T, places ...Mask) *Game {
	t.Helper()
	return tableN(t, len(places), places...)
}

func tableN(t *testing.T, players int, places ...Mask) *Game {
	t.Helper()
	names := make([]string, len(places))
	for i, m := range places {
		names[i] = m.String()
	}
	g, err := New(game.Config{Players: players, Seed: 3, Options: map[string]string{"masks": strings.Join(names, ",")}})
	if err != nil {
		t.Fatal(err)
	}
	g.Places = slices.Clone(places)
	g.OpeningSwaps = 0
	g.Current = 0
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
	a, err := ParseAction(text, g.NPlayers)
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
	a, err := ParseAction(text, g.NPlayers)
	if err != nil {
		t.Fatal(err)
	}
	gametest.Refuse(t, g, seat, a, want)
}

// announce has player 0 announce and the others answer in clockwise order;
// contesters lists who claims the mask too.
func announce(t *testing.T, g *Game, mask string, contesters ...int) []game.Event {
	t.Helper()
	ev := act(t, g, g.Current, "announce "+mask)
	for g.Phase == PhaseContest {
		p := g.Pending()[0]
		verb := "pass"
		if slices.Contains(contesters, p) {
			verb = "contest"
		}
		ev = append(ev, act(t, g, p, verb)...)
	}
	return ev
}

func coins(g *Game) []int {
	out := make([]int, g.NPlayers)
	for p := range out {
		out[p] = g.CoinsOf(p)
	}
	return out
}

func find(ev []game.Event, typ game.EventType) (game.Event, bool) {
	for _, e := range ev {
		if e.Type == typ {
			return e, true
		}
	}
	return game.Event{}, false
}

var six = []Mask{Judge, King, Empress, Witch, Cheat, Trickster}

func TestScenariosAAndBKeepTheRulebookConditions(t *testing.T) {
	for n := 4; n <= 13; n++ {
		for _, s := range []string{"a", "b"} {
			masks, err := Scenario(s, n)
			if err != nil {
				t.Fatal(err)
			}
			if err := CheckScenario(masks, n, CentreFor(n)); err != nil {
				t.Errorf("scenario %s, %d players: %v", s, n, err)
			}
			if s == "b" {
				for _, k := range []Mask{Beggar, Princess, Patron} {
					if !slices.Contains(masks, k) {
						t.Errorf("scenario b, %d players, lacks the %s", n, k)
					}
				}
				if n >= 5 && !slices.Contains(masks, Puppeteer) {
					t.Errorf("scenario b, %d players, lacks the Puppeteer", n)
				}
			}
		}
	}
}

func TestCustomScenarioIsRefusedWithTheReason(t *testing.T) {
	cases := map[string]struct {
		players int
		masks   string
		want    string
	}{
		"no judge":           {6, "king,empress,witch,cheat,trickster,thief", "Judge must always be in"},
		"one peasant":        {8, "judge,king,empress,witch,cheat,trickster,thief,peasant", "both Peasants or none"},
		"peasants under 8":   {6, "judge,king,empress,witch,peasant,peasant", "needs 8 or more"},
		"puppeteer under 5":  {4, "judge,king,empress,witch,puppeteer,cheat", "needs 5 or more"},
		"too few bank masks": {6, "judge,king,witch,cheat,trickster,thief", "at least a third"},
		"wrong count":        {6, "judge,king,empress,witch,cheat", "need 6 masks"},
		"twice the king":     {6, "judge,king,king,empress,witch,cheat", "only one king"},
	}
	for name, c := range cases {
		_, err := New(game.Config{Players: c.players, Options: map[string]string{"masks": c.masks}})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

func TestCentreMasksWithFourAndFivePlayersAndOptionallyAbove(t *testing.T) {
	for n, want := range map[int]int{4: 2, 5: 1, 6: 0, 9: 0} {
		g, _ := New(game.Config{Players: n, Seed: 1})
		if g.Centre != want || len(g.Places) != n+want {
			t.Errorf("%d players: %d centre masks", n, g.Centre)
		}
	}
	g, err := New(game.Config{Players: 7, Seed: 1, Options: map[string]string{"centre": "2"}})
	if err != nil || g.Centre != 2 || len(g.Places) != 9 {
		t.Fatalf("7 players with 2 centre masks: %v %+v", err, g)
	}
	if _, err := New(game.Config{Players: 4, Options: map[string]string{"centre": "0"}}); err == nil {
		t.Fatal("4 players must use 2 centre masks")
	}
	// A centre mask can be swapped with (4–5 players).
	g4, _ := New(game.Config{Players: 4, Seed: 2})
	found := false
	for _, a := range g4.Legal(g4.Current) {
		found = found || (a.Kind == KindSwap && int(a.Args[0]) >= 4)
	}
	if !found {
		t.Fatal("no swap with a centre mask offered")
	}
}

func TestSetupShowsEveryMaskAndGivesSixCoins(t *testing.T) {
	g, _ := New(game.Config{Players: 5, Seed: 4})
	for p := range 5 {
		if g.CoinsOf(p) != 6 {
			t.Fatalf("coins %v", coins(g))
		}
	}
	o := g.ObserveSeat(game.Spectator)
	shown := 0
	for _, e := range o.Log {
		if e.Type == EvSetup && Mask(e.Card) == g.Places[e.Target] {
			shown++
		}
	}
	if shown != 6 {
		t.Fatalf("%d masks shown at setup, want all 6 (centre included)", shown)
	}
}

func TestFirstFourTurnsMustBeSwaps(t *testing.T) {
	g, _ := New(game.Config{Players: 6, Seed: 4})
	for turn := range 4 {
		p := g.Current
		refuse(t, g, p, "look", "first four turns")
		refuse(t, g, p, "announce king", "first four turns")
		act(t, g, p, []string{"swap", "fake"}[turn%2]+" "+[]string{"1", "0"}[min(p, 1)])
	}
	act(t, g, g.Current, "look")
}

func TestSwapShowsThePlacesButNotWhetherMasksMoved(t *testing.T) {
	for _, verb := range []string{"swap", "fake"} {
		g := table(t, six...)
		ev := act(t, g, 0, verb+" 3")
		s, _ := find(ev, EvSwap)
		if s.Value != 0 || s.Target != 3 {
			t.Fatalf("%s: %+v", verb, s)
		}
		if r := s.Redact(1); r.Secret.Len() != 0 || r.Hidden != 1 {
			t.Fatalf("%s: others learn the outcome: %+v", verb, r)
		}
		moved := g.Places[0] == Witch
		if moved != (verb == "swap") {
			t.Fatalf("%s: places %v", verb, g.Places)
		}
	}
}

func TestLookingIsPrivate(t *testing.T) {
	g := table(t, six...)
	ev := act(t, g, 0, "look")
	l, _ := find(ev, EvLook)
	if l.Secret.At(0) != int(Judge) || l.Redact(2).Secret.Len() != 0 {
		t.Fatalf("%+v", l)
	}
}

func TestContestsAreAskedClockwiseFromTheAnnouncersLeft(t *testing.T) {
	g := table(t, six...)
	g.Current = 3
	act(t, g, 3, "announce king")
	var order []int
	for g.Phase == PhaseContest {
		p := g.Pending()[0]
		order = append(order, p)
		act(t, g, p, "pass")
	}
	if !slices.Equal(order, []int{4, 5, 0, 1, 2}) {
		t.Fatalf("asked %v", order)
	}
}

func TestUncontestedAnnouncementUsesThePowerWithoutReveal(t *testing.T) {
	g := table(t, six...) // player 0 wears the Judge but claims the King
	ev := announce(t, g, "king")
	if _, revealed := find(ev, EvReveal); revealed || g.CoinsOf(0) != 8 {
		t.Fatalf("a bluff nobody contests works: coins %v", coins(g))
	}
}

func TestContestRevealsTheRealHolderUsesThePowerAndLiarsPayTheCourt(t *testing.T) {
	g := table(t, six...) // player 1 wears the King
	ev := announce(t, g, "king", 1, 3)
	if n := countEvents(ev, EvReveal); n != 3 {
		t.Fatalf("%d reveals, want 3", n)
	}
	if !slices.Equal(coins(g), []int{5, 8, 6, 5, 6, 6}) || g.Court != 2 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
	if !g.RevealedPrev[0] || !g.RevealedPrev[1] || !g.RevealedPrev[3] {
		t.Fatalf("revealed players are marked for the next turn: %v", g.RevealedPrev)
	}
}

func countEvents(ev []game.Event, typ game.EventType) int {
	n := 0
	for _, e := range ev {
		if e.Type == typ {
			n++
		}
	}
	return n
}

func TestWhenNobodyHoldsTheMaskEveryClaimantPays(t *testing.T) {
	g := table(t, six...) // nobody of 0 and 2 wears the Cheat (player 4 does)
	announce(t, g, "cheat", 2)
	if g.CoinsOf(0) != 5 || g.CoinsOf(2) != 5 || g.Court != 2 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
}

func TestRevealedDuringThePreviousTurnCannotAnnounce(t *testing.T) {
	g := table(t, six...)
	announce(t, g, "king", 1) // player 1 is revealed during player 0's turn
	refuse(t, g, 1, "announce king", "revealed during the previous player's turn")
	act(t, g, 1, "look")
	act(t, g, 2, "look")
}

func TestJudgeTakesTheCourtBeforeFalseJudgesPay(t *testing.T) {
	g := table(t, six...)
	g.Court, g.Coins[0], g.Bank = 3, 3, 0 // 3 coins moved from player 0 to the court
	announce(t, g, "judge", 2)            // player 0 is the Judge, player 2 lies
	if g.CoinsOf(0) != 6 || g.CoinsOf(2) != 5 || g.Court != 1 {
		t.Fatalf("coins %v court %d: the liar's fine comes after the Judge", coins(g), g.Court)
	}
}

func TestEmpressTakesThreeAndKingTwo(t *testing.T) {
	g := table(t, six...)
	g.Places[0], g.Places[2] = Empress, Judge
	announce(t, g, "empress")
	act(t, g, 1, "look")
	if g.CoinsOf(0) != 9 {
		t.Fatalf("empress %v", coins(g))
	}
	k := table(t, six...) // player 1 wears the King
	k.Current = 1
	announce(t, k, "king")
	if k.CoinsOf(1) != 8 {
		t.Fatalf("king %v", coins(k))
	}
}

func TestWidowTopsUpToTenAndNothingAtTen(t *testing.T) {
	twelve := []Mask{Judge, Widow, King, Empress, Witch, Cheat, Trickster, Fool, Peasant, Peasant, Spy, Guru}
	g := table(t, twelve...)
	g.Current = 1
	g.Coins[1], g.Court, g.Bank = 2, 4, 0
	announce(t, g, "widow")
	if g.CoinsOf(1) != 10 {
		t.Fatalf("widow %v", coins(g))
	}
	g.Current = 1
	g.Phase = PhaseTurn
	ev := announce(t, g, "widow")
	if g.CoinsOf(1) != 10 || countEvents(ev, EvNoEffect) != 1 {
		t.Fatalf("widow at 10: %v", coins(g))
	}
}

var sixB = []Mask{Judge, Patron, Beggar, Puppeteer, Princess, Witch}

func TestPatronTakesThreeAndEachNeighbourOne(t *testing.T) {
	g := table(t, sixB...)
	g.Current = 1
	announce(t, g, "patron")
	if !slices.Equal(coins(g), []int{7, 9, 7, 6, 6, 6}) {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestPrincessTakesTwoAndShowsAMaskToAllButItsWearer(t *testing.T) {
	g := table(t, sixB...)
	g.Current = 4
	announce(t, g, "princess")
	if g.CoinsOf(4) != 8 || g.Phase != PhasePower {
		t.Fatalf("coins %v phase %s", coins(g), g.Phase)
	}
	refuse(t, g, 4, "target 4", "chooses another player")
	ev := act(t, g, 4, "target 2")
	p, _ := find(ev, EvPrincess)
	if p.Secret.At(0) != int(Beggar) || p.Redact(2).Secret.Len() != 0 || p.Redact(0).Secret.Len() != 1 {
		t.Fatalf("princess %+v", p)
	}
}

func TestFoolTakesOneAndSwapsTwoOtherPlayersUnseen(t *testing.T) {
	seven := []Mask{Judge, Trickster, Empress, King, Fool, Thief, Witch}
	g := table(t, seven...)
	g.Current = 4
	announce(t, g, "fool")
	if g.CoinsOf(4) != 7 {
		t.Fatalf("coins %v", coins(g))
	}
	refuse(t, g, 4, "pair 1 4 swap", "two other players")
	ev := act(t, g, 4, "pair 1 3 swap")
	if g.Places[1] != King || g.Places[3] != Trickster {
		t.Fatalf("places %v", g.Places)
	}
	if f, _ := find(ev, EvFoolSwap); f.Redact(0).Secret.Len() != 0 {
		t.Fatalf("the Fool's swap is unseen: %+v", f)
	}
}

func TestBothPeasantsRevealedTakeTwoEach(t *testing.T) {
	eight := []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant}
	g := table(t, eight...)
	g.Current = 6
	announce(t, g, "peasant", 7)
	if g.CoinsOf(6) != 8 || g.CoinsOf(7) != 8 {
		t.Fatalf("two revealed Peasants take 2 each: %v", coins(g))
	}
	g.Current = 0
	g.Phase = PhaseTurn
	g.Places[0], g.Places[7] = Peasant, Judge
	announce(t, g, "peasant", 1) // one real Peasant revealed, one liar
	if g.CoinsOf(0) != 7 || g.CoinsOf(1) != 5 {
		t.Fatalf("a single revealed Peasant takes 1: %v", coins(g))
	}
}

func TestThiefTakesOneFromEachNeighbour(t *testing.T) {
	seven := []Mask{Judge, Trickster, Empress, King, Fool, Thief, Witch}
	g := table(t, seven...)
	g.Current = 5
	announce(t, g, "thief")
	if !slices.Equal(coins(g), []int{6, 6, 6, 6, 5, 8, 5}) {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestTricksterTakesTwoFromTheRichestAndChoosesAmongTies(t *testing.T) {
	g := table(t, six...)
	g.Current = 5
	g.Coins[1], g.Coins[2], g.Coins[3], g.Coins[4] = 3, 9, 9, 3 // still 36 coins in all
	mustValid(t, g)
	announce(t, g, "trickster")
	if g.Phase != PhasePower {
		t.Fatal("a tie for the richest is the Trickster's choice")
	}
	refuse(t, g, 5, "target 0", "one of the richest")
	act(t, g, 5, "target 3")
	if g.CoinsOf(3) != 7 || g.CoinsOf(5) != 8 {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestBeggarComparesLiveFromTheLeft(t *testing.T) {
	g := table(t, sixB...)
	g.Current = 2
	// Beggar at 5 coins; to its left 3:7, 4:6, 5:6, 0:6, 1:6 (total kept with the bank).
	g.Coins[2], g.Coins[3] = 5, 7
	announce(t, g, "beggar")
	// From the left: 3 gives (7>5 → 6), 4 gives (6>6? it is 6 vs 6 after one coin: no).
	if !slices.Equal(coins(g), []int{6, 6, 6, 6, 6, 6}) {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestGuruTakesFourFromAWrongNameAndNothingFromARightOne(t *testing.T) {
	eleven := []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru}
	g := table(t, eleven...)
	g.Current = 10
	announce(t, g, "guru")
	act(t, g, 10, "target 3")
	if g.Phase != PhaseName || g.Pending()[0] != 3 {
		t.Fatalf("the target names its mask: %s %v", g.Phase, g.Pending())
	}
	ev := act(t, g, 3, "name empress")
	if _, ok := find(ev, EvReveal); !ok || g.CoinsOf(10) != 10 || g.CoinsOf(3) != 2 {
		t.Fatalf("wrong name pays 4: %v", coins(g))
	}
	g.Current = 10
	g.Phase = PhaseTurn
	g.RevealedPrev[10] = false
	announce(t, g, "guru")
	act(t, g, 10, "target 2")
	act(t, g, 2, "name empress")
	if g.CoinsOf(2) != 6 {
		t.Fatalf("a right name pays nothing: %v", coins(g))
	}
}

func TestGuruTakesAllOfLessThanFourAndTheGameEnds(t *testing.T) {
	eleven := []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru}
	g := table(t, eleven...)
	g.Current = 10
	g.Coins[3], g.Coins[0] = 2, 10
	announce(t, g, "guru")
	act(t, g, 10, "target 3")
	act(t, g, 3, "name judge")
	if !g.Over() || g.CoinsOf(3) != 0 || !slices.Equal(g.Winners, []int{0}) {
		t.Fatalf("over %v coins %v winners %v", g.Over(), coins(g), g.Winners)
	}
}

func TestWitchMaySwapAllCoinsAndFalseWitchesPayAfter(t *testing.T) {
	g := table(t, six...)
	g.Current = 3
	g.Coins[1], g.Coins[3] = 10, 2
	announce(t, g, "witch", 5)
	act(t, g, 3, "target 1")
	if g.CoinsOf(3) != 10 || g.CoinsOf(1) != 2 || g.CoinsOf(5) != 5 {
		t.Fatalf("coins %v", coins(g))
	}
	g.Current = 2
	g.Phase = PhaseTurn
	g.Places[2], g.Places[3] = Witch, g.Places[2]
	announce(t, g, "witch")
	act(t, g, 2, "target none")
	if g.CoinsOf(2) != 6 {
		t.Fatal("the Witch may keep her coins")
	}
}

func TestCheatWinsAtTenCoinsOrMore(t *testing.T) {
	g := table(t, six...)
	g.Current = 4
	g.Coins[4], g.Coins[0] = 10, 2
	ev := announce(t, g, "cheat")
	if w, _ := find(ev, EvWin); !g.Over() || w.Seat != 4 {
		t.Fatalf("over %v %v", g.Over(), g.Winners)
	}
	g2 := table(t, six...)
	g2.Current = 4
	ev = announce(t, g2, "cheat")
	if g2.Over() || countEvents(ev, EvNoEffect) != 1 {
		t.Fatal("below 10 coins the Cheat does nothing")
	}
}

func TestSpyLooksAtBothMasksThenSwapsOrPretends(t *testing.T) {
	ten := []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy}
	g := table(t, ten...)
	g.Current = 9
	announce(t, g, "spy")
	ev := act(t, g, 9, "target 3")
	look, _ := find(ev, EvSpyLook)
	if !slices.Equal(look.Secret.Slice(), []int{int(Spy), int(King)}) || look.Redact(3).Secret.Len() != 0 {
		t.Fatalf("spy look %+v", look)
	}
	act(t, g, 9, "exchange")
	if g.Places[9] != King || g.Places[3] != Spy {
		t.Fatalf("places %v", g.Places)
	}
}

func TestPuppeteerTakesOneFromEachAndTheyChangeSeats(t *testing.T) {
	g := table(t, sixB...)
	g.Current = 3
	announce(t, g, "puppeteer")
	act(t, g, 3, "pair 0 5")
	// Masks and coins stay at the places; players 0 and 5 moved.
	if g.At[0] != 5 || g.At[5] != 0 || g.Places[0] != Judge || g.CoinsOf(3) != 8 || g.Coins[0] != 5 || g.Coins[5] != 5 {
		t.Fatalf("at %v places %v coins by place %v", g.At, g.Places, g.Coins)
	}
	// Turn order follows the places: after player 3 comes whoever sits at place 4.
	if g.Current != 4 {
		t.Fatalf("current %d", g.Current)
	}
}

func TestThirteenCoinsWinsAtOnceAndTiesShare(t *testing.T) {
	g := table(t, six...)
	g.Current = 2
	g.Coins[2], g.Coins[0] = 10, 2
	announce(t, g, "empress")
	if !g.Over() || !slices.Equal(g.Winners, []int{2}) {
		t.Fatalf("winners %v", g.Winners)
	}
}

func TestZeroCoinsEndsTheGameAndTheRichestWin(t *testing.T) {
	g := table(t, six...)
	g.Current = 0
	g.Coins[0], g.Coins[1], g.Coins[2], g.Coins[3] = 1, 7, 9, 7 // still 36 coins in all
	announce(t, g, "king", 1)                                   // player 1 takes 2 as the King (9); player 0 lies and pays its last coin
	if !g.Over() || !slices.Equal(g.Winners, []int{1, 2}) {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
}

func TestReachingThirteenBeforeAPowersChoiceEndsTheGameAtOnce(t *testing.T) {
	g := table(t, sixB...)
	g.Current = 4
	g.Coins[4], g.Coins[0] = 11, 1 // still 36 coins in all
	announce(t, g, "princess")     // +2 reaches 13 before the Princess chooses
	if !g.Over() || !slices.Equal(g.Winners, []int{4}) || len(g.Pending()) != 0 {
		t.Fatalf("over %v winners %v pending %v", g.Over(), g.Winners, g.Pending())
	}
}

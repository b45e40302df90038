package rebelprincess

import (
	"parlour/game/gametest"
	"slices"
	"testing"
)

// The FAQ of the Classic seed (000, "Часті питання") and the rulings in the
// Deluxe seed's card texts (004), one test each.

func TestFAQCrystalClearCardsCannotBeTakenAtRandom(t *testing.T) {
	for _, p := range []int{IcePrincess, Scheherazade} {
		g := deal(t, Classic, "crystal-clear", 0, with(3, map[int]int{1: p}), "Q3 Q5", "Q7 A3", "Q4 A4")
		g.Exposed[0] = cards(t, "Q3 Q5")
		g.Exposed[2] = cards(t, "Q4")
		for _, a := range g.Legal(1) {
			if (a.Kind == KindIce || a.Kind == KindScheherazade) && a.Args[0] == 0 {
				t.Fatalf("%s cannot draw from a hand lying face up", Princesses[p].Slug)
			}
		}
		if p == Scheherazade {
			gametest.Act(t, g, 1, "scheherazade @2")
			if !slices.Contains(g.Hands[1], cards(t, "A4")[0]) {
				t.Fatal("she draws only the hidden card")
			}
		}
	}
}

func TestFAQCrystalClearCardsReceivedLaterStayHidden(t *testing.T) {
	g := deal(t, Classic, "crystal-clear", 0, with(3, map[int]int{1: Scheherazade}), "Q3 A5", "Q7 A3", "Q4 A4")
	g.Exposed[2] = cards(t, "Q4")
	gametest.Act(t, g, 1, "scheherazade @2")
	gametest.Act(t, g, 1, "give Q7")
	if slices.Contains(g.Exposed[2], cards(t, "Q7")[0]) {
		t.Fatal("a Queen received during the round stays in the hidden hand")
	}
}

func TestFAQMusicalChairsPassComesBeforePowers(t *testing.T) {
	g := deal(t, Classic, "musical-chairs", 0, with(3, map[int]int{1: Cinderella}), "Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4")
	gametest.Act(t, g, 1, "skip")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepChairs {
		t.Fatalf("the pass comes first: %s", g.Step)
	}
	gametest.Act(t, g, 0, "pass A2")
	gametest.Act(t, g, 1, "pass A3")
	gametest.Act(t, g, 2, "pass A4")
	if g.Step != StepWindow || g.Asked[0] != 1 {
		t.Fatalf("then powers before the trick: %s", g.Step)
	}
}

func TestFAQPowersAreAskedClockwiseFromTheLeadersLeft(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 1, with(4, map[int]int{0: Cinderella, 1: Scheherazade, 3: SleepingBeauty}), "Q3 A2", "Q7 A3", "Q4 A4", "Q5 A5")
	if !slices.Equal(g.Asked, []int{3, 0, 1}) {
		t.Fatalf("leader 1: ask 3, 0, then 1: %v", g.Asked)
	}
}

func TestFAQAPowerThatCancelsOneUsedCannotBeUsed(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess, 2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "ice @0")
	if g.Step == StepWindow && len(g.Asked) > 0 && g.Asked[0] == 2 {
		t.Fatal("the Little Mermaid cannot act after the Ice Princess on the same trick")
	}
}

func TestFAQCinderellaInThePrinceAlwaysRingsTwice(t *testing.T) {
	g := deal(t, Classic, "prince-always-rings-twice", 0, with(3, map[int]int{1: Cinderella}), "Q3 Q9", "Q7 Q4", "Q10 A4")
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7", "Q10", "Q9", "Q4", "A4")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("the lowest sum (10) wins, not seat %d", w)
	}
	g = deal(t, Classic, "prince-always-rings-twice", 0, with(3, map[int]int{1: Cinderella}), "Q3 Q8", "Q7 Q4", "Q10 Q2")
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7", "Q10", "Q8", "Q4", "Q2")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("11 each: the lowest single card (Q3) wins, not seat %d", w)
	}
}

func TestFAQSnowWhiteInMasqueradeDeclaresFaceDown(t *testing.T) {
	g := deal(t, Classic, "masquerade-ball", 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play Q7 power")
	o := g.ObserveSeat(2)
	if !o.Trick[1].Power || o.Trick[1].Card != NoCard {
		t.Fatalf("the power is declared, the card stays face down: %+v", o.Trick[1])
	}
}

func TestFAQSnowWhiteInUpsideDownZeroIsHighest(t *testing.T) {
	g := deal(t, Classic, "upside-down", 0, nil, "Q6 A2", "Q7 A3", "Q2 A4")
	play(t, g, "Q6")
	gametest.Act(t, g, 1, "play Q7 power")
	play(t, g, "Q2")
	if w := lastWinner(t, g); w != 1 {
		t.Fatalf("reversed, her 0 beats everything: seat %d", w)
	}
}

func TestFAQSnowWhiteInOddsAndEvensParityFirstThenZero(t *testing.T) {
	g := deal(t, Classic, "odds-and-evens", 0, nil, "Q3 A2", "Q7 Q4", "Q10 A4")
	play(t, g, "Q3")
	gametest.RefuseText(t, g, 1, "play Q4 power", "the first card's parity")
	gametest.Act(t, g, 1, "play Q7 power")
	if !g.Trick[1].Zero {
		t.Fatal("the odd 7 then counts as 0")
	}
}

func TestFAQAfterPartyPowersReachOnlyTheActiveHalf(t *testing.T) {
	g := deal(t, Classic, "after-party", 0, with(3, map[int]int{1: Scheherazade}), "Q3", "Q7", "Q4")
	g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
	g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
	gametest.Act(t, g, 1, "scheherazade @0")
	if !slices.Contains(g.Hands[1], cards(t, "Q3")[0]) {
		t.Fatal("only the hand half can be drawn from")
	}
}

func TestFAQBlindMansBluffPowersOnceARound(t *testing.T) {
	g := deal(t, Classic, "blind-mans-bluff", 0, with(3, map[int]int{1: Cinderella}), "Q3", "Q7", "Q4")
	g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
	g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step == StepWindow && slices.Contains(g.Asked, 1) {
		t.Fatal("the second half does not renew her power")
	}
}

func TestFAQLateToTheBallLastCardIsNotInTheHand(t *testing.T) {
	for _, p := range []int{SleepingBeauty, Scheherazade} {
		g := deal(t, Classic, "late-to-the-ball", 0, with(3, map[int]int{1: p}), "", "", "")
		g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
		g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
		g.advance()
		if !g.LastTrick || g.Step != StepPlay {
			t.Fatalf("%s has no power over the set-aside card: %s", Princesses[p].Slug, g.Step)
		}
	}
}

func TestFAQPrincessOnThePeaInRingsTwiceLastsTheTrick(t *testing.T) {
	g := deal(t, Classic, "prince-always-rings-twice", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 Q9", "Q2 Q7", "Q10 Q4")
	gametest.Act(t, g, 0, "play Q3 power")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("above 5: %s", got)
	}
	play(t, g, "Q7", "Q10", "Q9")
	if got := plays(g, 1); got != "Q2" {
		t.Fatalf("only the 2 is left: %s", got)
	}
	play(t, g, "Q2")
	if got := plays(g, 2); got != "Q4" {
		t.Fatalf("still in force, but nothing above 5 is left: %s", got)
	}
}

func TestFAQPrincessOnThePeaInOddsAndEvens(t *testing.T) {
	g := deal(t, Classic, "odds-and-evens", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 A2 A6", "Q2 Q7 Q8", "Q4 Q5 A4")
	gametest.Act(t, g, 0, "play Q3 power")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("above 5 and odd: %s", got)
	}
	play(t, g, "Q7")
	if got := plays(g, 2); got != "Q5" {
		t.Fatalf("nothing above 5: the round's parity among the rest: %s", got)
	}
}

func TestFAQSnowWhiteAfterThePrincessOnThePea(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 A2", "Q2 Q6", "Q10 A4")
	gametest.Act(t, g, 0, "play Q3 power")
	gametest.Act(t, g, 1, "play Q6 power")
	if !g.Trick[1].Zero {
		t.Fatal("Snow White plays the 6 the Pea demands, then counts it as 0")
	}
}

func TestFAQIcePrincessAndLittleMermaidExcludeEachOther(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid, 2: IcePrincess}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid pets")
	if g.Step == StepWindow && len(g.Asked) > 0 {
		t.Fatalf("the Ice Princess is not asked after the Mermaid: %v", g.Asked)
	}
}

func TestFAQAliceInRingsTwiceDealsTwoEach(t *testing.T) {
	g := deal(t, Classic, "prince-always-rings-twice", 0, with(3, map[int]int{1: Alice}), "Q3 Q2", "Q7 Q9", "Q4 A4")
	play(t, g, "Q3", "Q7", "Q4", "Q2", "Q9", "A4")
	gametest.Act(t, g, 1, "alice")
	for s := range 3 {
		if len(g.Hands[s]) != 2 {
			t.Fatalf("two cards each: %v", g.Hands)
		}
	}
}

func TestFAQAliceInWeddingGiftLeavesTheGiftsAndRepeatsTheTrick(t *testing.T) {
	g := deal(t, Classic, "wedding-gift", 0, with(3, map[int]int{1: Alice}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 0, "gift A2")
	gametest.Act(t, g, 1, "gift A3")
	gametest.Act(t, g, 2, "gift A4")
	play(t, g, "Q3", "Q7", "Q4")
	gametest.Act(t, g, 1, "alice")
	if len(g.Gifts) != 3 || g.Step != StepPlay || g.Turn != 1 {
		t.Fatalf("the gifts stay, no new ones, Alice leads again: %d gifts, %s", len(g.Gifts), g.Step)
	}
	for range 3 {
		gametest.Act(t, g, g.Turn, FormatAction(g.Legal(g.Turn)[0]))
	}
	if g.Round != 1 {
		t.Fatal("the repeated trick takes the gifts and ends the round")
	}
}

func TestFAQAliceInHaggleWithTheHagCancelsTheHaggle(t *testing.T) {
	g := deal(t, Classic, "haggle-with-the-hag", 0, with(3, map[int]int{1: Alice}), "Q3 A2", "Q7 A3", "Q4 A4")
	play(t, g, "Q3", "Q7", "Q4")
	gametest.Act(t, g, 1, "alice")
	if g.Step == StepHaggle {
		t.Fatal("no haggling over a trick dealt back")
	}
}

func TestFAQMulanInMasqueradeActsAfterTheReveal(t *testing.T) {
	g := deal(t, Classic, "masquerade-ball", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 Q9")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepMulan || g.ObserveSeat(2).Trick[1].Card == NoCard {
		t.Fatal("all cards are face up when Mulan decides")
	}
}

func TestFAQMulanInUpsideDownChangesTheOrder(t *testing.T) {
	g := deal(t, Classic, "upside-down", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q6 Q9")
	play(t, g, "Q3", "Q7", "Q6")
	gametest.Act(t, g, 2, "mulan Q6 Q9")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("taking the 6 out restores the order: seat %d", w)
	}
}

func TestFAQMulanInOddsAndEvensNeedNotMatchParity(t *testing.T) {
	g := deal(t, Classic, "odds-and-evens", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q5 Q10")
	play(t, g, "Q3", "Q7", "Q5")
	gametest.Act(t, g, 2, "mulan Q5 Q10")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("the even 10 stands: seat %d", w)
	}
}

func TestFAQMulanInHaggleWithTheHagExchangesTwice(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} {
		g := deal(t, ed, "haggle-with-the-hag", 0, with(3, map[int]int{2: Mulan}), "Q3 A2 F2", "Q7 A3 F3", "Q4 Q9 P2")
		play(t, g, "Q3", "Q7", "Q4")
		gametest.Act(t, g, 2, "mulan Q4 Q9")
		gametest.Act(t, g, 2, "swap P2 Q9")
		if g.Step != StepHaggle {
			t.Fatalf("%s: a second exchange follows", ed)
		}
		gametest.RefuseText(t, g, 2, "swap Q4 P2", "not played by this seat")
		gametest.Act(t, g, 2, "swap Q4 Q3")
		if g.Step == StepHaggle {
			t.Fatalf("%s: two exchanges at most", ed)
		}
	}
}

func TestFAQMulanInMidnightMakeoverCannotSwapToAFairy(t *testing.T) {
	g := deal(t, Classic, "midnight-makeover", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 F9")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step == StepMulan {
		t.Fatal("a Fairy is not of the Queen's suit")
	}
}

func TestFAQLittleMermaidInMidnightMakeover(t *testing.T) {
	g := deal(t, Classic, "midnight-makeover", 0, with(3, map[int]int{1: LittleMermaid}), "Q3 F2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid queens")
	if got := plays(g, 0); got != "Q3" {
		t.Fatalf("the named suit, even with Fairies in hand: %s", got)
	}
	g = deal(t, Classic, "midnight-makeover", 0, with(3, map[int]int{1: LittleMermaid}), "Q3 F2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid pets")
	if got := plays(g, 0); got != "Q3 F2" {
		t.Fatalf("lacking it, no Fairy is required: %s", got)
	}
}

// Deluxe rulings in the card texts.

func TestDeluxeWorkedTrickExample(t *testing.T) {
	// Zbyszek Q3, Maciek Q7, Ania void plays Prince 1, Roksana F9, Kamila the
	// Frog, Michał Q4: Maciek wins 6 proposals and Princes are in.
	g := deal(t, Deluxe, "once-upon-a-time", 0, nil, "Q3 A1", "Q7 A2", "P1 A3", "F9 A4", "A8 A5", "Q4 A6")
	play(t, g, "Q3", "Q7", "P1", "F9", "A8", "Q4")
	if w := lastWinner(t, g); w != 1 || Proposals(g.Won[1]) != 6 || !g.PrincesIn {
		t.Fatalf("winner %d with %v", w, g.Won[1])
	}
}

func TestDeluxeRebelOfTheBallSixPlayerExample(t *testing.T) {
	all := "P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12 A8"
	s := scores(t, Deluxe, "once-upon-a-time", all, "", "", "", "", "")
	if s[0] != -10 {
		t.Fatalf("all 12 Princes and the Frog: −10, not %d", s[0])
	}
}

func TestDeluxeWeddingGiftHasNoRebelOfTheBall(t *testing.T) {
	s := scores(t, Deluxe, "wedding-gift", "P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 A8", "", "", "")
	if s[0] != 15 {
		t.Fatalf("no −10 in a Wedding Gift round: %d", s[0])
	}
}

func TestDeluxeSleepingBeautyActsBeforeGifts(t *testing.T) {
	g := deal(t, Deluxe, "wedding-gift", 0, with(3, map[int]int{1: SleepingBeauty}), "Q3 A2", "Q7 A3", "Q4 A4")
	if g.Step != StepWindow {
		t.Fatalf("powers come before the gift pile: %s", g.Step)
	}
}

func TestDeluxeOddsAndEvensMulanNeedNotMatch(t *testing.T) {
	g := deal(t, Deluxe, "odds-and-evens", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q5 Q10")
	play(t, g, "Q3", "Q7", "Q5")
	if !slices.Contains(g.Legal(2), mustParse(t, "mulan Q5 Q10")) {
		t.Fatal("Mulan's replacement ignores parity")
	}
}

func TestDeluxeRingsTwiceSnowWhiteCoversBothCards(t *testing.T) {
	g := deal(t, Deluxe, "prince-always-rings-twice", 0, nil, "Q3 Q9", "Q7 Q4", "Q10 A4")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play Q7 power")
	play(t, g, "Q10", "Q9", "Q4")
	if !g.Trick[1].Zero || !g.Trick[4].Zero {
		t.Fatalf("both of her cards count 0: %+v", g.Trick)
	}
}

func TestDeluxeUpsideDownCinderellaThenEachSixFlips(t *testing.T) {
	g := deal(t, Deluxe, "upside-down", 0, with(3, map[int]int{1: Cinderella}), "Q3 A2", "Q6 A3", "Q10 A4")
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q6", "Q10")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("reversed then flipped back by the 6: seat %d", w)
	}
}

func TestDeluxePeaLetsALeaderWithOnlyHighPrincesLeadLow(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: PrincessOnThePea}), "P8 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "pea")
	if got := plays(g, 0); got != "A2" {
		t.Fatalf("Princes are not in: the leader leads a low card: %s", got)
	}
}

func TestDeluxeRapunzelWithoutPrincesIsExhausted(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Rapunzel}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "rapunzel")
	if got := plays(g, 0); got != "Q3 A2" || !g.Used[1] {
		t.Fatalf("no Prince: free lead, power spent: %s", got)
	}
}

func TestDeluxeIcePrincessCanForceAPrinceAndLetThemIn(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess}), "P3", "Q7", "Q4")
	gametest.Act(t, g, 1, "ice @0")
	play(t, g, "P3")
	if !g.PrincesIn {
		t.Fatal("a forced Prince lets Princes in")
	}
}

func TestDeluxeConflictsBetweenPowers(t *testing.T) {
	for _, c := range []struct {
		first, second int
		action        string
	}{
		{LittleMermaid, Pocahontas, "mermaid pets"},
		{Rapunzel, SleepingBeauty, "rapunzel"},
		{IcePrincess, SleepingBeauty, "ice @2"},
		{LittleMermaid, Rapunzel, "mermaid pets"},
	} {
		g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: c.first, 2: c.second}), "Q3 A2 P2", "Q7 A3 F3", "Q4 A4 F4")
		gametest.Act(t, g, 1, c.action)
		for g.Step == StepIceReturn {
			gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
		}
		if g.Step == StepWindow && len(g.Asked) > 0 && g.Asked[0] == 2 {
			t.Errorf("%s cannot act after %s", Princesses[c.second].Slug, Princesses[c.first].Slug)
		}
	}
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid, 2: Scheherazade}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid pets")
	if slices.Contains(g.Legal(2), mustParse(t, "scheherazade @0")) {
		t.Fatal("Scheherazade cannot draw from a leader the Mermaid bound")
	}
}

func TestDeluxeThumbelinaWithThePea(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Thumbelina, 2: PrincessOnThePea}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 2, "pea")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play A3 power")
}

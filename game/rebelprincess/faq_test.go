package rebelprincess

import (
	"parlour/game/gametest"
	"slices"
	"testing"
)

// The FAQ of the Classic seed (000, "Часті питання"), one test per answer;
// where the Deluxe seed's card texts (004) give the same ruling, the test
// plays both editions. faq_deluxe_test.go has the Deluxe rulings.

func TestFAQCrystalClearCardsCannotBeTakenAtRandom(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		for _, p := range []int{IcePrincess, Scheherazade} {
			g := deal(t, ed, "crystal-clear", 0, with(3, map[int]int{1: p}), "Q3 Q5", "Q7 A3", "Q4 A4")
			g.Exposed[0] = cards(t, "Q3 Q5")
			g.Exposed[2] = cards(t, "Q4")
			for _, a := range g.Legal(1) {
				if (a.Kind == KindIce || a.Kind == KindScheherazade) && a.Args[0] == 0 {
					t.Fatalf("%s: %s cannot draw from a hand lying face up", ed, Princesses[p].Slug)
				}
			}
			if p == Scheherazade {
				gametest.Act(t, g, 1, "scheherazade @2")
				if !slices.Contains(g.Hands[1], cards(t, "A4")[0]) {
					t.Fatalf("%s: she draws only the hidden card", ed)
				}
			}
		}
	}
}

func TestFAQCrystalClearCardsReceivedLaterStayHidden(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "crystal-clear", 0, with(3, map[int]int{1: Scheherazade}), "Q3 A5", "Q7 A3", "Q4 A4")
		g.Exposed[2] = cards(t, "Q4")
		gametest.Act(t, g, 1, "scheherazade @2")
		gametest.Act(t, g, 1, "give Q7")
		if slices.Contains(g.Exposed[2], cards(t, "Q7")[0]) {
			t.Fatalf("%s: a Queen received during the round stays in the hidden hand", ed)
		}
	}
}

func TestFAQMusicalChairsPassComesBeforePowers(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "musical-chairs", 0, with(3, map[int]int{1: Cinderella}), "Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4")
		gametest.Act(t, g, 1, "skip")
		play(t, g, "Q3", "Q7", "Q4")
		if g.Step != StepChairs {
			t.Fatalf("%s: the pass comes first: %s", ed, g.Step)
		}
		gametest.Act(t, g, 0, "pass A2")
		gametest.Act(t, g, 1, "pass A3")
		gametest.Act(t, g, 2, "pass A4")
		if g.Step != StepWindow || g.Asked[0] != 1 {
			t.Fatalf("%s: then powers before the trick: %s", ed, g.Step)
		}
	}
}

func TestFAQPowersAreAskedClockwiseFromTheLeadersLeft(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "once-upon-a-time", 1, with(4, map[int]int{0: Cinderella, 1: Scheherazade, 3: SleepingBeauty}), "Q3 A2", "Q7 A3", "Q4 A4", "Q5 A5")
		if !slices.Equal(g.Asked, []int{3, 0, 1}) {
			t.Fatalf("%s: leader 1: ask 3, 0, then 1: %v", ed, g.Asked)
		}
	}
}

func TestFAQAPowerThatCancelsOneUsedCannotBeUsed(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess, 2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "ice @0")
	if g.owes(2) || g.Step != StepPlay {
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
	for _, ed := range []Edition{Classic, Deluxe} { // Deluxe: "the card she plays must follow the parity rule"
		g := deal(t, ed, "odds-and-evens", 0, nil, "Q3 A2", "Q7 Q4", "Q10 A4")
		play(t, g, "Q3")
		gametest.RefuseText(t, g, 1, "play Q4 power", "the first card's parity")
		gametest.Act(t, g, 1, "play Q7 power")
		if !g.Trick[1].Zero {
			t.Fatalf("%s: the odd 7 then counts as 0", ed)
		}
	}
}

func TestFAQAfterPartyPowersReachOnlyTheActiveHalf(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "after-party", 0, with(3, map[int]int{1: Scheherazade}), "Q3", "Q7", "Q4")
		g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
		g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
		gametest.Act(t, g, 1, "scheherazade @0")
		if !slices.Contains(g.Hands[1], cards(t, "Q3")[0]) {
			t.Fatalf("%s: only the hand half can be drawn from", ed)
		}
	}
}

func TestFAQBlindMansBluffPowersOnceARound(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "blind-mans-bluff", 0, with(3, map[int]int{1: Cinderella}), "Q3", "Q7", "Q4")
		g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
		g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
		gametest.Act(t, g, 1, "cinderella")
		play(t, g, "Q3", "Q7", "Q4")
		if g.owes(1) || g.Step != StepPlay {
			t.Fatalf("%s: the second half does not renew her power", ed)
		}
	}
}

func TestFAQLateToTheBallLastCardIsNotInTheHand(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		for _, p := range []int{SleepingBeauty, Scheherazade} {
			g := deal(t, ed, "late-to-the-ball", 0, with(3, map[int]int{1: p}), "", "", "")
			g.Aside = [][]Card{cards(t, "A2"), cards(t, "A3"), cards(t, "A4")}
			g.Won[2] = slices.DeleteFunc(g.Won[2], func(c Card) bool { return slices.Contains(cards(t, "A2 A3 A4"), c) })
			g.advance()
			gametest.MustValid(t, g)
			if !g.LastTrick || g.Step != StepPlay {
				t.Fatalf("%s: %s has no power over the set-aside card: %s", ed, Princesses[p].Slug, g.Step)
			}
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
	if g.owes(2) || g.Step != StepPlay {
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
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "masquerade-ball", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 Q9")
		play(t, g, "Q3", "Q7", "Q4")
		if g.Step != StepMulan || g.ObserveSeat(2).Trick[1].Card == NoCard {
			t.Fatalf("%s: all cards are face up when Mulan decides", ed)
		}
	}
}

func TestFAQMulanInUpsideDownChangesTheOrder(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "upside-down", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q6 Q9")
		play(t, g, "Q3", "Q7", "Q6")
		gametest.Act(t, g, 2, "mulan Q6 Q9")
		if w := lastWinner(t, g); w != 2 {
			t.Fatalf("%s: taking the 6 out restores the order: seat %d", ed, w)
		}
		g = deal(t, ed, "upside-down", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 Q6")
		play(t, g, "Q3", "Q7", "Q4")
		gametest.Act(t, g, 2, "mulan Q4 Q6")
		if w := lastWinner(t, g); w != 0 {
			t.Fatalf("%s: putting a 6 in reverses the order: the 3 wins, not seat %d", ed, w)
		}
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
	for _, ed := range []Edition{Classic, Deluxe} { // the Deluxe text says the same
		g := deal(t, ed, "midnight-makeover", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 F9")
		play(t, g, "Q3", "Q7", "Q4")
		if g.Step == StepMulan {
			t.Fatalf("%s: a Fairy is not of the Queen's suit", ed)
		}
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

// "Princess on the Pea with The Prince Always Rings Twice: you may use the
// power after either of your two cards" — here after the second.
func TestFAQPrincessOnThePeaInRingsTwiceAfterHerSecondCard(t *testing.T) {
	g := deal(t, Classic, "prince-always-rings-twice", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 Q9", "Q2 Q7", "Q10 Q4")
	play(t, g, "Q3", "Q2", "Q10")
	gametest.Act(t, g, 0, "play Q9 power")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("the demand covers the cards after hers: %s", got)
	}
}

// "If your princess's power would cancel a power already used, you cannot
// use it on this trick": a second Cinderella (Carmesina copying her) would
// undo the first reversal.
func TestFAQASecondCinderellaCannotUndoTheFirst(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Cinderella, 2: Carmesina}), "Q3 A2", "Q7 A3", "Q4 A4")
	if g.Copy[2] != Cinderella {
		t.Fatalf("set-up: Carmesina copies %d", g.Copy[2])
	}
	gametest.Act(t, g, 1, "cinderella")
	if g.owes(2) {
		t.Fatal("Carmesina-as-Cinderella is asked after the first reversal")
	}
}

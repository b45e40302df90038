package rebelprincess

import (
	"encoding/json"
	"parlour/game/gametest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
)

// play plays cards in turn order.
func play(t testing.TB, g *Game, cs ...string) {
	t.Helper()
	for _, c := range cs {
		gametest.Act(t, g, g.Turn, "play "+c)
	}
}

// lastWinner is the seat that took the latest trick.
func lastWinner(t testing.TB, g *Game) int {
	t.Helper()
	for i := len(g.Log) - 1; i >= 0; i-- {
		if g.Log[i].Type == EvTrick {
			return g.Log[i].Seat
		}
	}
	t.Fatal("no trick was taken")
	return -1
}

// plays lists what seat may play, plainly, in card order.
func plays(g *Game, seat int) string {
	var out []string
	for _, a := range g.Legal(seat) {
		if a.Kind == KindPlay && a.Args[1] != 1 {
			out = append(out, Card(a.Args[0]).String())
		}
	}
	return strings.Join(out, " ")
}

// scores is the round's proposals with the given won piles.
func scores(t testing.TB, ed Edition, round string, won ...string) []int {
	t.Helper()
	out, _, _ := roundEnd(t, ed, round, won...).roundScores()
	return out
}

// roundEnd is a game at a round's end with the given won piles (each seat
// took a trick per that many cards).
func roundEnd(t testing.TB, ed Edition, round string, won ...string) *Game {
	t.Helper()
	hands := make([]string, len(won))
	g := deal(t, ed, round, 0, nil, hands...)
	for s, w := range won {
		g.Won[s] = cards(t, w)
		g.TricksWon[s] = len(g.Won[s]) / len(won)
	}
	return g
}

func onceUponATimeAndInvitationAddNothing(t *testing.T) {
	for _, round := range []string{"once-upon-a-time", "invitation"} {
		g := deal(t, Classic, round, 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
		play(t, g, "Q3", "Q7", "Q4")
		if w := lastWinner(t, g); w != 1 {
			t.Errorf("%s: the highest of the led suit wins, not seat %d", round, w)
		}
	}
}

func lateToTheBallCardIsPlayedInTheLastTrick(t *testing.T) {
	g := deal(t, Classic, "late-to-the-ball", 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
	g.Phase, g.Step = PhaseSetup, ""
	gametest.Act(t, g, 0, "aside A2")
	if o := g.ObserveSeat(1); o.AsideSizes[0] != 1 || len(o.Aside) != 0 {
		t.Fatalf("others see only that a card lies face down: %+v", o.AsideSizes)
	}
	gametest.Act(t, g, 1, "aside A3")
	gametest.Act(t, g, 2, "aside A4")
	if g.Phase != PhasePlay || len(g.Hands[0]) != 1 {
		t.Fatalf("play starts with the set-aside cards out of the hand: %v", g.Hands)
	}
	play(t, g, "Q3", "Q7", "Q4")
	if !g.LastTrick || !slices.Equal(g.Hands[1], cards(t, "A3")) {
		t.Fatalf("the set-aside cards are taken up for the last trick: %v", g.Hands)
	}
	play(t, g, "A3", "A4", "A2")
}

func magicBeansAllowsOnlyTheHighestOrLowest(t *testing.T) {
	g := deal(t, Deluxe, "magic-beans", 0, nil, "Q3 Q5 Q9 A2 A4 A6", "Q2 Q6 Q7 Q8 A3 A5", "F2 F3 F4 F5 F6 F7", "F8 F9 F10 A7 A8 A9")
	if got := plays(g, 0); got != "Q3 Q9 A2 A6" {
		t.Fatalf("the leader too plays a suit's highest or lowest: %s", got)
	}
	play(t, g, "Q9")
	if got := plays(g, 1); got != "Q2 Q8" {
		t.Fatalf("followers play the led suit's highest or lowest: %s", got)
	}
	play(t, g, "Q2")
	if got := plays(g, 2); got != "F2 F7" {
		t.Fatalf("a void player plays any suit's highest or lowest: %s", got)
	}
}

func threeTimesALadyThreesAreMinusThree(t *testing.T) {
	s := scores(t, Deluxe, "three-times-a-lady", "Q3 A3", "P3", "P4 A8", "F3 F4")
	if want := []int{-6, -2, 6, -3}; !slices.Equal(s, want) {
		t.Fatalf("scores %v, want %v", s, want)
	}
}

func arrangedMarriageAddsFiveWithoutATrick(t *testing.T) {
	s := scores(t, Deluxe, "arranged-marriage", "P1 P2 Q1 Q2", "", "Q3 Q4 Q5 Q6", "Q7 Q8 Q9 Q10")
	if s[1] != 5 || s[0] != 2 {
		t.Fatalf("no trick: 5 more proposals; scores %v", s)
	}
}

func royalDecreeQueensAlwaysWin(t *testing.T) {
	g := deal(t, Classic, "royal-decree", 0, nil, "A9 A2", "Q2 F3", "A10 A4", "Q5 F4")
	play(t, g, "A9", "Q2", "A10", "Q5")
	if w := lastWinner(t, g); w != 3 {
		t.Fatalf("the highest Queen wins, not seat %d", w)
	}
}

func alwaysTheBridesmaidSecondHighestWins(t *testing.T) {
	g := deal(t, Deluxe, "always-the-bridesmaid", 0, nil, "A9 A2", "A5 A3", "A10 A4", "Q5 F4")
	play(t, g, "A9", "A5", "A10", "Q5")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("the second highest of the led suit wins, not seat %d", w)
	}
	g = deal(t, Deluxe, "always-the-bridesmaid", 0, nil, "A9 A2", "Q2 Q3", "F10 F4", "Q5 F5")
	play(t, g, "A9", "Q2", "F10", "Q5")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("when all others are void the leader wins, not seat %d", w)
	}
}

func crystalClearCardsLieFaceUpAndStayInTheHand(t *testing.T) {
	g := deal(t, Classic, "crystal-clear", 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
	g.Phase, g.Step = PhaseSetup, ""
	gametest.Act(t, g, 0, "show queens")
	if o := g.ObserveSeat(1); len(o.Exposed[0]) != 0 {
		t.Fatal("the suit stays hidden until everyone has chosen")
	}
	gametest.Act(t, g, 1, "show pets")
	gametest.Act(t, g, 2, "show queens")
	if o := g.ObserveSeat(1); !slices.Equal(o.Exposed[0], cards(t, "Q3")) || !slices.Equal(o.Exposed[1], cards(t, "A3")) {
		t.Fatalf("all lay their suit face up at once: %v", o.Exposed)
	}
	play(t, g, "Q3")
	if len(g.Exposed[0]) != 0 {
		t.Fatal("a face-up card played leaves the face-up cards")
	}
}

func masqueradeBallFollowersPlayFaceDown(t *testing.T) {
	g := deal(t, Classic, "masquerade-ball", 0, nil, "Q3 A2", "Q7 A3", "A4 Q4")
	play(t, g, "Q3", "Q7")
	o := g.ObserveSeat(2)
	if o.Trick[0].Card != cards(t, "Q3")[0] || o.Trick[1].Card != NoCard {
		t.Fatalf("the leader plays face up, the rest face down: %+v", o.Trick)
	}
	if g.ObserveSeat(1).Trick[1].Card != cards(t, "Q7")[0] {
		t.Fatal("a player sees their own face-down card")
	}
	gametest.RefuseText(t, g, 2, "play A4", "must follow suit")
	play(t, g, "Q4")
	if w := lastWinner(t, g); w != 1 {
		t.Fatalf("cards are turned up to decide: seat %d won", w)
	}
}

func petsRevengeEveryPetIsAProposal(t *testing.T) {
	s := scores(t, Classic, "pets-revenge", "A2 A3", "A8", "P1 Q1", "")
	if want := []int{2, 6, 1, 0}; !slices.Equal(s, want) {
		t.Fatalf("scores %v, want %v", s, want)
	}
}

func musicalChairsEveryonePassesRightAfterEachTrick(t *testing.T) {
	g := deal(t, Classic, "musical-chairs", 0, nil, "Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepChairs || len(g.Pending()) != 3 {
		t.Fatalf("after the trick all pass at once: %s %v", g.Step, g.Pending())
	}
	gametest.Act(t, g, 0, "pass A2")
	gametest.Act(t, g, 1, "pass F3")
	gametest.Act(t, g, 2, "pass F4")
	if !slices.Contains(g.Hands[2], cards(t, "A2")[0]) || !slices.Contains(g.Hands[1], cards(t, "F4")[0]) {
		t.Fatalf("each card goes to the right-hand neighbour: %v", g.Hands)
	}
}

func sisterhoodTheCardFarthestFromTheLeadWins(t *testing.T) {
	g := deal(t, Deluxe, "sisterhood", 0, nil, "A5 A1", "A8 A3", "A2 A4", "Q5 F4")
	play(t, g, "A5", "A8", "A2", "Q5")
	if w := lastWinner(t, g); w != 1 {
		t.Fatalf("8 and 2 are both 3 from the 5: the higher wins, not seat %d", w)
	}
	g = deal(t, Deluxe, "sisterhood", 0, nil, "A5 A1", "Q9 Q3", "F10 F3", "Q1 F4")
	play(t, g, "A5", "Q9", "F10", "Q1")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("all void: the card farthest from the lead of any suit wins, not seat %d", w)
	}
}

func afterPartyTheSecondHalfIsTakenUpLater(t *testing.T) {
	g := deal(t, Classic, "after-party", 0, nil, "Q1 Q2 Q3 Q4 Q5 Q6 Q7 Q8 Q9 Q10", "A1 A2 A3 A4 A5 A6 A7 A9 A10 P1",
		"F1 F2 F3 F4 F5 F6 F7 F8 F9 F10", "P2 P3 P4 P5 P6 P7 P8 P9 P10 A8")
	g.Phase, g.Step = PhaseSetup, ""
	for s, aside := range []string{"Q6 Q7 Q8 Q9 Q10", "A6 A7 A9 A10 P1", "F6 F7 F8 F9 F10", "P7 P8 P9 P10 A8"} {
		for _, c := range strings.Fields(aside) {
			gametest.Act(t, g, s, "aside "+c)
		}
	}
	if g.Phase != PhasePlay || len(g.Hands[0]) != 5 {
		t.Fatalf("half the hand is played first: %v", g.Hands[0])
	}
	for range 5 {
		for range 4 {
			gametest.Act(t, g, g.Turn, FormatAction(g.Legal(g.Turn)[0]))
		}
	}
	if len(g.Hands[0]) != 5 || !slices.Equal(g.Hands[0], cards(t, "Q6 Q7 Q8 Q9 Q10")) {
		t.Fatalf("then the set-aside half is taken up: %v", g.Hands[0])
	}
}

func lateForAVeryImportantDateLastThreeCardsAreWon(t *testing.T) {
	g := deal(t, Deluxe, "late-for-a-very-important-date", 0, nil, "Q1 Q2 Q3 Q4", "A1 A2 A3 A4", "F1 F2 F3 F4", "P2 P3 P4 P5")
	play(t, g, "Q1", "A1", "F1", "P2")
	if g.Round != 1 {
		t.Fatal("with three cards left the round ends")
	}
	if got := g.Scores[0][0]; got != 1 {
		t.Fatalf("seat 0 took only the P2 of the one trick played: %d", got)
	}
	for _, c := range cards(t, "P3 P4 P5") {
		if !slices.ContainsFunc(g.Log, func(e game.Event) bool {
			return e.Type == EvKept && e.Seat == 3 && e.Secret.Len() == 3 && Card(e.Secret.At(0)) == cards(t, "P3")[0]
		}) {
			t.Fatalf("seat 3 keeps %s as won", c)
		}
	}
}

func weddingGiftTheGiftPileGoesToTheTrickWinner(t *testing.T) {
	g := deal(t, Deluxe, "wedding-gift", 0, nil, "Q3 A2", "Q7 A3", "Q4 P4")
	if g.Step != StepGift || len(g.Pending()) != 3 {
		t.Fatalf("before each trick everyone gives a gift at once: %s", g.Step)
	}
	gametest.Act(t, g, 0, "gift A2")
	gametest.Act(t, g, 1, "gift A3")
	gametest.Act(t, g, 2, "gift P4")
	if o := g.ObserveSeat(0); o.Gifts != 3 || strings.Contains(string(mustJSON(o.Log)), `"secret":[`+itoa(int(cards(t, "P4")[0]))) {
		t.Fatal("gifts lie face down")
	}
	play(t, g, "Q3", "Q7", "Q4")
	if g.Round != 1 || g.Scores[1][0] != 1 {
		t.Fatalf("the winner takes the gift Prince; half as many tricks: round %d, scores %v", g.Round, g.Scores)
	}
}

func haggleWithTheHagWinnerSwapsACardWithTheTrick(t *testing.T) {
	g := deal(t, Classic, "haggle-with-the-hag", 0, nil, "Q3 A2", "Q7 P3", "Q4 A4")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepHaggle {
		t.Fatalf("the winner may haggle: %s", g.Step)
	}
	gametest.RefuseText(t, g, 1, "swap P3 Q7", "not played by this seat")
	gametest.Act(t, g, 1, "swap P3 Q4")
	if !slices.Contains(g.Won[1], cards(t, "P3")[0]) || !slices.Contains(g.Hands[1], cards(t, "Q4")[0]) {
		t.Fatalf("the hand card goes to the trick, the trick card to the hand: %v %v", g.Won[1], g.Hands[1])
	}
}

func blindMansBluffTheSetAsideHalfGoesRight(t *testing.T) {
	g := deal(t, Classic, "blind-mans-bluff", 0, nil, "Q1 Q2 Q3 Q4 Q5 Q6 Q7 Q8", "A1 A2 A3 A4 A5 A6 A7 A8", "F1 F2 F3 F4 F5 F6 F7 F8", "P1 P2 P3 P4 P5 P6 P7 P8", "Q9 Q10 A9 A10 F9 F10 P9 P10")
	g.Phase, g.Step = PhaseSetup, ""
	for s := range 5 {
		for _, c := range slices.Clone(g.Hands[s][4:]) {
			gametest.Act(t, g, s, "aside "+c.String())
		}
	}
	for range 4 {
		for range 5 {
			gametest.Act(t, g, g.Turn, FormatAction(g.Legal(g.Turn)[0]))
		}
	}
	if !slices.Equal(g.Hands[4], cards(t, "Q5 Q6 Q7 Q8")) {
		t.Fatalf("seat 0's face-down half goes to its right-hand neighbour, seat 4: %v", g.Hands[4])
	}
}

func poisonedAppleAVoidPlayerWins(t *testing.T) {
	g := deal(t, Classic, "poisoned-apple", 0, nil, "Q9 A2", "F3 A3", "Q10 A4", "A5 F4")
	play(t, g, "Q9", "F3", "Q10", "A5")
	if w := lastWinner(t, g); w != 3 {
		t.Fatalf("the highest void card wins, not seat %d", w)
	}
	g = deal(t, Classic, "poisoned-apple", 0, nil, "Q9 A2", "F5 A3", "Q10 A4", "A5 F4")
	play(t, g, "Q9", "F5", "Q10", "A5")
	if w := lastWinner(t, g); w != 3 {
		t.Fatalf("equal void cards: the one played last wins, not seat %d", w)
	}
}

func oddsAndEvensFollowTheFirstCardsParity(t *testing.T) {
	g := deal(t, Classic, "odds-and-evens", 0, nil, "Q3 A2 F1", "Q4 Q7 Q8", "A4 A5 F6", "F2 F3 F4")
	play(t, g, "Q3")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("follow suit with the same parity: %s", got)
	}
	play(t, g, "Q7")
	if got := plays(g, 2); got != "A5" {
		t.Fatalf("a void player still matches parity: %s", got)
	}
}

func singleFairyEveryFairyIsMinusOne(t *testing.T) {
	s := scores(t, Classic, "single-fairy", "F1 F2 F3", "P1 F4", "", "")
	if s[0] != -3 || s[1] != 0 {
		t.Fatalf("scores %v", s)
	}
}

func thePrinceAlwaysRingsTwiceTwoCardsEachSummed(t *testing.T) {
	g := deal(t, Classic, "prince-always-rings-twice", 0, nil, "Q3 Q9", "Q7 Q4", "Q10 A4")
	play(t, g, "Q3", "Q7", "Q10", "Q9", "Q4", "A4")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("3+9 beats 7+4 and 10: seat %d won", w)
	}
	g = deal(t, Classic, "prince-always-rings-twice", 0, nil, "Q3 Q8", "Q7 Q4", "Q10 A4")
	play(t, g, "Q3", "Q7", "Q10", "Q8", "Q4", "A4")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("11 each: the highest single card (Q8) wins, not seat %d", w)
	}
}

func midnightMakeoverFairiesAreJokers(t *testing.T) {
	g := deal(t, Classic, "midnight-makeover", 0, nil, "Q3 A2", "Q7 F7", "Q4 A4")
	play(t, g, "Q3")
	if got := plays(g, 1); got != "Q7 F7" {
		t.Fatalf("a Fairy may always be played: %s", got)
	}
	play(t, g, "F7", "Q4")
	if w := lastWinner(t, g); w != 1 {
		t.Fatalf("a Fairy competes with the led suit: seat %d won", w)
	}
	for _, c := range []struct {
		ed   Edition
		want int
	}{{Classic, 1}, {Deluxe, 0}} {
		g := deal(t, c.ed, "midnight-makeover", 0, nil, "Q7 A2", "F7 A3", "Q4 A4")
		play(t, g, "Q7", "F7", "Q4")
		if w := lastWinner(t, g); w != c.want {
			t.Errorf("%s: equal cards go to seat %d, got %d", c.ed, c.want, w)
		}
	}
}

func passTheBouquetANewSuitBecomesTheLedSuit(t *testing.T) {
	g := deal(t, Classic, "pass-the-bouquet", 0, nil, "Q3 A2", "A5 F3", "Q10 A9", "A4 F4")
	play(t, g, "Q3", "A5")
	if got := plays(g, 2); got != "A9" {
		t.Fatalf("Pets are led now: %s", got)
	}
	play(t, g, "A9", "A4")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("the highest of the last led suit wins, not seat %d", w)
	}
}

func upsideDownEachSixReversesTheOrder(t *testing.T) {
	g := deal(t, Classic, "upside-down", 0, nil, "Q3 A2", "Q6 A3", "Q10 A4")
	play(t, g, "Q3", "Q6", "Q10")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("one 6: the lowest wins, not seat %d", w)
	}
	g = deal(t, Classic, "upside-down", 0, nil, "Q3 A2", "Q6 A3", "A6 A4", "Q10 A5")
	play(t, g, "Q3", "Q6", "A6", "Q10")
	if w := lastWinner(t, g); w != 3 {
		t.Fatalf("two 6s: the order is back, not seat %d", w)
	}
}

func bathroomBreakDoublesAllButTheLeaders(t *testing.T) {
	for _, c := range []struct {
		ed   Edition
		want []int
	}{{Classic, []int{12, 7, 6}}, {Deluxe, []int{7, 7, 6}}} {
		hands := []string{"", "", ""}
		g := deal(t, c.ed, "bathroom-break", 0, nil, hands...)
		g.Totals = []int{3, 9, 1}
		g.Won[0], g.Won[1], g.Won[2] = cards(t, "P2 A8"), cards(t, "P3 P4 A8"), cards(t, "P5 P6 P7")
		g.Won[1] = cards(t, "P3 P4")
		g.Won[0] = cards(t, "P2 A8")
		g.Won[2] = cards(t, "P5 P6 P7")
		s, _, _ := g.roundScores()
		want := map[Edition][]int{Classic: {12, 2, 6}, Deluxe: {7, 2, 6}}[c.ed]
		if !slices.Equal(s, want) {
			t.Errorf("%s: %v, want %v (the leader on 9 is spared)", c.ed, s, want)
		}
	}
}

func dancingQueensPairsPrincesWithQueens(t *testing.T) {
	for _, c := range []struct {
		won  string
		want int
	}{{"P3 Q3", 3}, {"P3 Q5", 2}, {"P3", 1}, {"Q3", 0}, {"P3 Q3 P4 Q9 P7 A8", 3 + 2 + 1 + 5}} {
		if got := DancingQueens(cards(t, c.won)); got != c.want {
			t.Errorf("%s: %d, want %d", c.won, got, c.want)
		}
	}
}

// roundCardRules plays each round card's twist and checks what it does,
// in both editions where they differ; TestEveryRoundCardHasANamedTest adds
// each edition's pass.
var roundCardRules = []struct {
	slug, rule string
	test       func(*testing.T)
}{
	{"once-upon-a-time", "adds-nothing", onceUponATimeAndInvitationAddNothing},
	{"invitation", "adds-nothing", onceUponATimeAndInvitationAddNothing},
	{"late-to-the-ball", "the-card-put-down-is-played-in-the-last-trick", lateToTheBallCardIsPlayedInTheLastTrick},
	{"magic-beans", "only-a-suits-highest-or-lowest", magicBeansAllowsOnlyTheHighestOrLowest},
	{"three-times-a-lady", "threes-are-minus-three", threeTimesALadyThreesAreMinusThree},
	{"arranged-marriage", "five-more-without-a-trick", arrangedMarriageAddsFiveWithoutATrick},
	{"royal-decree", "queens-always-win", royalDecreeQueensAlwaysWin},
	{"always-the-bridesmaid", "the-second-highest-wins", alwaysTheBridesmaidSecondHighestWins},
	{"crystal-clear", "a-suit-lies-face-up-in-the-hand", crystalClearCardsLieFaceUpAndStayInTheHand},
	{"masquerade-ball", "followers-play-face-down", masqueradeBallFollowersPlayFaceDown},
	{"pets-revenge", "every-pet-is-a-proposal", petsRevengeEveryPetIsAProposal},
	{"musical-chairs", "a-card-each-to-the-right-after-each-trick", musicalChairsEveryonePassesRightAfterEachTrick},
	{"sisterhood", "the-card-farthest-from-the-lead-wins", sisterhoodTheCardFarthestFromTheLeadWins},
	{"after-party", "the-second-half-is-taken-up-later", afterPartyTheSecondHalfIsTakenUpLater},
	{"late-for-a-very-important-date", "the-last-three-cards-are-won", lateForAVeryImportantDateLastThreeCardsAreWon},
	{"wedding-gift", "the-gift-pile-goes-to-the-winner", weddingGiftTheGiftPileGoesToTheTrickWinner},
	{"haggle-with-the-hag", "the-winner-swaps-a-card-with-the-trick", haggleWithTheHagWinnerSwapsACardWithTheTrick},
	{"blind-mans-bluff", "the-face-down-half-goes-right", blindMansBluffTheSetAsideHalfGoesRight},
	{"poisoned-apple", "a-void-player-wins", poisonedAppleAVoidPlayerWins},
	{"odds-and-evens", "follow-the-first-cards-parity", oddsAndEvensFollowTheFirstCardsParity},
	{"single-fairy", "every-fairy-is-minus-one", singleFairyEveryFairyIsMinusOne},
	{"prince-always-rings-twice", "two-cards-each-summed", thePrinceAlwaysRingsTwiceTwoCardsEachSummed},
	{"midnight-makeover", "fairies-are-jokers", midnightMakeoverFairiesAreJokers},
	{"pass-the-bouquet", "a-new-suit-becomes-the-led-suit", passTheBouquetANewSuitBecomesTheLedSuit},
	{"upside-down", "each-six-reverses-the-order", upsideDownEachSixReversesTheOrder},
	{"bathroom-break", "doubles-all-but-the-leaders", bathroomBreakDoublesAllButTheLeaders},
	{"dancing-queens", "pairs-princes-with-queens", dancingQueensPairsPrincesWithQueens},
	// Where an edition's text adds to the card (tests of faq_*_test.go and
	// rulings_test.go):
	{"masquerade-ball", "deluxe-thumbelina-declares-her-power", TestDeluxeMasqueradeThumbelinaDeclaresHerPowerFaceDown},
	{"odds-and-evens", "each-edition-with-the-pea", TestRulingEachEditionFollowsItsOwnWordingOfThePeaWithOddsAndEvens},
	{"prince-always-rings-twice", "deluxe-the-led-suit-stays", TestDeluxeRingsTwiceTheLedSuitStaysWhenTheLeaderIsVoid},
	{"wedding-gift", "deluxe-no-rebel-of-the-ball", TestDeluxeWeddingGiftHasNoRebelOfTheBall},
	{"wedding-gift", "deluxe-alice-leads-again-but-no-prince", TestDeluxeWeddingGiftAliceLeadsTheTrickAgainButNoPrince},
	{"upside-down", "deluxe-cinderella-then-each-six", TestDeluxeUpsideDownCinderellaThenEachSixFlips},
	{"upside-down", "deluxe-snow-whites-zero-wins", TestDeluxeUpsideDownSnowWhitesZeroWins},
	{"midnight-makeover", "deluxe-rapunzel-requires-a-prince", TestDeluxeMidnightMakeoverRapunzelRequiresAPrinceNotAFairy},
}

func TestEveryRoundCardHasANamedTest(t *testing.T) {
	for _, rc := range RoundCards {
		n := 0
		for _, r := range roundCardRules {
			if r.slug == rc.Slug {
				t.Run(rc.Slug+"/"+r.rule, r.test)
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s has no test of its twist", rc.Slug)
		}
		for _, ed := range []Edition{Classic, Deluxe} {
			if p, ok := rc.PassFor(ed); ok {
				t.Run(rc.Slug+"/"+string(ed)+"-pass", func(t *testing.T) { checkPass(t, ed, rc.Slug, p) })
			}
		}
	}
}

// checkPass: at the round's start each seat gives the round card's pass,
// the right-hand neighbour's cards first: they reach the neighbours, and
// only giver and receiver see which cards.
func checkPass(t *testing.T, ed Edition, slug string, p Pass) {
	g := stacked(t, ed, 0, []string{slug}, quiet, "", "", "", "")
	if g.Phase != PhasePass || len(g.Pending()) != 4 {
		t.Fatalf("everyone passes at once: %s %v", g.Phase, g.Pending())
	}
	var events []game.Event
	given := make([][]Card, 4)
	for s := range 4 {
		a := g.Legal(s)[0]
		for _, x := range a.Args {
			if x >= 0 {
				given[s] = append(given[s], Card(x))
			}
		}
		if len(given[s]) != p.Total() {
			t.Fatalf("%s passes %d cards, not %d", slug, p.Total(), len(given[s]))
		}
		events = append(events, gametest.Act(t, g, s, FormatAction(a))...)
	}
	for s := range 4 {
		for i, c := range given[s] {
			to := (s + 3) % 4 // the right-hand neighbour
			if i >= p.Right {
				to = (s + 1) % 4
			}
			if !slices.Contains(g.Hands[to], c) && !slices.Contains(g.Aside[to], c) {
				t.Errorf("seat %d's %s did not reach seat %d", s, c, to)
			}
		}
	}
	for _, e := range events {
		if e.Type == EvPassed && e.SeenBy != game.SeatsOf(e.Seat, e.Target) {
			t.Errorf("a pass from %d to %d is seen by %b", e.Seat, e.Target, e.SeenBy)
		}
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func itoa(i int) string { return strconv.Itoa(i) }

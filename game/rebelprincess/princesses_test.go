package rebelprincess

import (
	"parlour/game/gametest"
	"slices"
	"testing"

	"parlour/game"
)

// snow fills the seats without a named princess with Snow White, whose power
// never opens a window.
func with(n int, at map[int]int) []int {
	out := slices.Repeat([]int{SnowWhite}, n)
	for s, p := range at {
		out[s] = p
	}
	return out
}

func cinderellaReversesTheNextTrick(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Cinderella}), "Q3 A2", "Q7 A3", "Q4 A4")
	if p := g.Pending(); !slices.Equal(p, []int{1}) || g.Step != StepWindow {
		t.Fatalf("Cinderella is asked before the trick: %v %s", p, g.Step)
	}
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7", "Q4")
	if w := lastWinner(t, g); w != 0 {
		t.Fatalf("the lowest wins, not seat %d", w)
	}
	if g.owes(1) || g.Step != StepPlay {
		t.Fatal("a power is used once a round")
	}
}

func snowWhiteCountsASevenOrLowerAsZero(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, nil, "Q3 A2 F2", "Q7 Q9 A3", "Q4 A4 F4")
	play(t, g, "Q3")
	gametest.RefuseText(t, g, 1, "play Q9 power", "counts a card of 7 or less as 0")
	gametest.RefuseText(t, g, 1, "play A3 power", "must follow suit")
	gametest.Act(t, g, 1, "play Q7 power")
	play(t, g, "Q4")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("the 7 counts as 0: seat %d won", w)
	}
	if !g.Used[1] {
		t.Fatal("Snow White is exhausted")
	}
}

func littleMermaidNamesTheSuitToLead(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.RefuseText(t, g, 2, "mermaid princes", "only once a Prince has been played this round")
	gametest.Act(t, g, 2, "mermaid pets")
	if got := plays(g, 0); got != "A2" {
		t.Fatalf("the leader must lead a Pet: %s", got)
	}
	// Classic: a suit the leader lacks leaves the lead free.
	g = deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 2, "mermaid fairies")
	if got := plays(g, 0); got != "Q3 A2" {
		t.Fatalf("lacking the suit, the leader leads freely: %s", got)
	}
}

func deluxeLittleMermaidNamesSuitsUntilTheLeaderHasOne(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 2, "mermaid fairies")
	if g.Step != StepMermaid {
		t.Fatalf("she names another suit: %s", g.Step)
	}
	gametest.RefuseText(t, g, 2, "mermaid fairies", "names another")
	gametest.Act(t, g, 2, "mermaid queens")
	if got := plays(g, 0); got != "Q3" {
		t.Fatalf("the leader must lead a Queen: %s", got)
	}
}

func pocahontasNamesTheNextLeader(t *testing.T) {
	// Classic: after winning a trick.
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Pocahontas}), "Q3 A2", "Q7 A3", "Q4 A4")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepPocahontas {
		t.Fatalf("she may name the next leader after winning: %s", g.Step)
	}
	gametest.Act(t, g, 1, "pocahontas @2")
	if g.Leader != 2 {
		t.Fatalf("seat 2 leads, not %d", g.Leader)
	}
	// Deluxe: before a trick.
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Pocahontas}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "pocahontas @2")
	if g.Turn != 2 || g.Leader != 2 {
		t.Fatalf("seat 2 leads this trick: leader %d", g.Leader)
	}
}

func sleepingBeautyCollectsACardFromEveryone(t *testing.T) {
	for _, ed := range []Edition{Classic, Deluxe} {
		g := deal(t, ed, "once-upon-a-time", 0, with(3, map[int]int{1: SleepingBeauty}), "Q3 A2", "Q7 A3", "Q4 A4")
		gametest.Act(t, g, 1, "sleeping-beauty")
		// She sees each card as it comes, so she gives first: her own card
		// cannot depend on the others'; then the others give at once.
		if p := g.Pending(); !slices.Equal(p, []int{1}) {
			t.Fatalf("%s: she chooses her own card first: %v", ed, p)
		}
		gametest.RefuseText(t, g, 0, "give A2", "not this seat's decision (waiting for seat 1)")
		gametest.Act(t, g, 1, "give A3")
		if p := g.Pending(); !slices.Equal(p, []int{0, 2}) {
			t.Fatalf("%s: then everyone else gives her a card at once: %v", ed, p)
		}
		if o := g.ObserveSeat(0); len(o.T.Pool) != 0 {
			t.Fatalf("%s: a giver does not see her own card in her pile: %v", ed, o.T.Pool)
		}
		gametest.Act(t, g, 0, "give A2")
		if o := g.ObserveSeat(0); len(o.T.Pool) != 1 || len(g.ObserveSeat(2).T.Pool) != 0 {
			t.Fatalf("%s: a giver sees only its own card in her pile: %v", ed, o.T.Pool)
		}
		gametest.Act(t, g, 2, "give A4")
		if o := g.ObserveSeat(0); len(o.T.Pool) != 0 || len(g.ObserveSeat(1).T.Pool) != 3 {
			t.Fatalf("%s: once she takes the pile up, only she sees it: %v", ed, o.T.Pool)
		}
		gametest.Act(t, g, 1, "give A2")
		if ed == Deluxe {
			if g.Step != StepSleepDeal || g.T.Target != 2 {
				t.Fatalf("Deluxe: she chooses who gets which, from her left: %s %d", g.Step, g.T.Target)
			}
			gametest.Act(t, g, 1, "give A3")
			gametest.Act(t, g, 1, "give A4")
		}
		if !slices.Contains(g.Hands[1], cards(t, "A2")[0]) || len(g.Hands[0]) != 2 || len(g.Hands[2]) != 2 {
			t.Fatalf("%s: she keeps one, each other gets one back: %v", ed, g.Hands)
		}
		if ed == Deluxe && !slices.Contains(g.Hands[2], cards(t, "A3")[0]) {
			t.Fatalf("Deluxe: seat 2 gets the A3 she chose: %v", g.Hands)
		}
	}
}

func aliceDealsTheTrickBackOut(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Alice}), "Q3 A2", "Q7 A3", "Q4 A4")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepAlice {
		t.Fatalf("Alice may act after winning: %s", g.Step)
	}
	gametest.Act(t, g, 1, "alice")
	for s := range 3 {
		if len(g.Hands[s]) != 2 {
			t.Fatalf("each gets one card back: %v", g.Hands)
		}
	}
	if g.Leader != 1 || g.TricksWon[1] != 0 {
		t.Fatal("she leads next and the trick is not won")
	}
	// Not with the Frog in the trick.
	g = deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Alice}), "A3 Q2", "A9 Q3", "A8 Q4")
	play(t, g, "A3", "A9", "A8")
	if g.Step == StepAlice {
		t.Fatal("a trick with the Frog cannot be dealt back")
	}
}

func mulanSwapsHerPlayedCardBeforeTheTrickIsDecided(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: Mulan}), "Q3 A2", "Q7 A3", "Q4 Q9")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step != StepMulan {
		t.Fatalf("Mulan is asked once all have played: %s", g.Step)
	}
	gametest.Act(t, g, 2, "mulan Q4 Q9")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("her Q9 wins: seat %d", w)
	}
	// Never the Frog.
	g = deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: Mulan}), "A3 Q2", "A9 Q3", "A4 A8")
	play(t, g, "A3", "A9", "A4")
	if slices.Contains(g.Legal(2), mustParse(t, "mulan A4 A8")) {
		t.Fatal("Mulan cannot put in the Frog")
	}
}

func scheherazadeTakesARandomCardAndGivesOne(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Scheherazade}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "scheherazade @2")
	if len(g.Hands[1]) != 3 || g.Step != StepSchehGive {
		t.Fatalf("she takes a random card: %v", g.Hands[1])
	}
	gametest.Act(t, g, 1, "give Q7")
	if !slices.Contains(g.Hands[2], cards(t, "Q7")[0]) || len(g.Hands[2]) != 2 {
		t.Fatalf("and gives one of hers: %v", g.Hands[2])
	}
}

func princessOnThePeaDemandsCardsAboveFive(t *testing.T) {
	// Classic: declared with her own play, for those still to play.
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 A2", "Q2 Q7", "Q4 A4")
	gametest.Act(t, g, 0, "play Q3 power")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("the next player must play above 5: %s", got)
	}
	// Deluxe: declared before the trick, for everyone else.
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: PrincessOnThePea}), "Q3 Q8", "Q2 Q7", "Q4 A4")
	gametest.Act(t, g, 1, "pea")
	if got := plays(g, 0); got != "Q8" {
		t.Fatalf("the leader too must play above 5: %s", got)
	}
}

func icePrincessForcesARandomCard(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.RefuseText(t, g, 1, "ice @2", "the Classic Ice Princess makes the leader lead a random card")
	gametest.Act(t, g, 1, "ice @0")
	f := g.Forced[0]
	if f == NoCard || plays(g, 0) != f.String() {
		t.Fatalf("Classic: the leader leads a random card: %v", plays(g, 0))
	}
	if g.ObserveSeat(1).Forced != NoCard || g.ObserveSeat(0).Forced != f {
		t.Fatal("only the leader knows which card")
	}
	// Deluxe: two random cards from anyone; she returns one.
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "ice @2")
	if g.Step != StepIceReturn || len(g.ObserveSeat(1).T.Pool) != 2 || len(g.ObserveSeat(0).T.Pool) != 0 {
		t.Fatal("Deluxe: she sees two cards")
	}
	gametest.Act(t, g, 1, "give A4")
	if g.Forced[2] != cards(t, "Q4")[0] {
		t.Fatalf("the other must be played: %v", g.Forced)
	}
}

func carmesinaCopiesAnotherPrincessEachRound(t *testing.T) {
	g := stacked(t, Classic, 2, []string{"once-upon-a-time"}, []int{Carmesina, Cinderella, Alice}, "", "", "")
	if g.Phase != PhaseCopy || !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("Carmesina chooses at the round's start: %s", g.Phase)
	}
	gametest.RefuseText(t, g, 0, "copy mulan", "another seat has")
	gametest.RefuseText(t, g, 0, "copy carmesina", "another seat has")
	gametest.Act(t, g, 0, "copy cinderella")
	if g.princess(0) != Cinderella || g.Phase != PhasePass {
		t.Fatal("she acts as Cinderella this round")
	}
	for s := range 3 {
		gametest.Act(t, g, s, FormatAction(g.Legal(s)[0]))
	}
	// Carmesina, left of the leader, is asked first, and uses Cinderella's
	// power: the lowest card takes the trick.
	if !slices.Contains(gametest.LegalTexts(g, 0), "cinderella") {
		t.Fatalf("Carmesina as Cinderella is offered the reversal: %v", gametest.LegalTexts(g, 0))
	}
	gametest.Act(t, g, 0, "cinderella")
	if !g.T.Reversed || !g.Used[0] {
		t.Fatal("Carmesina's copy reversed nothing")
	}
}

func aliceLetsInThePrincesOfTheTrickSheDealsBack(t *testing.T) {
	// Deluxe: if Princes got into the ball in the trick she deals back, they
	// may be led from then on.
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Alice}), "Q3 A2", "Q7 A3", "P4 A4")
	play(t, g, "Q3", "Q7", "P4")
	gametest.Act(t, g, 1, "alice")
	if !g.PrincesIn {
		t.Fatal("the void Prince of the trick Alice dealt back let Princes in")
	}
}

func rapunzelMakesTheLeaderLeadAPrince(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Rapunzel}), "Q3 P2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "rapunzel")
	if got := plays(g, 0); got != "P2" {
		t.Fatalf("the leader leads a Prince: %s", got)
	}
	play(t, g, "P2")
	if g.PrincesIn {
		t.Fatal("Rapunzel's Prince does not let Princes in")
	}
}

func thumbelinaMayIgnoreTheLedSuit(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Thumbelina}), "Q3 A2", "Q7 A3", "Q4 P4")
	play(t, g, "Q3")
	gametest.RefuseText(t, g, 1, "play A3", "must follow suit")
	gametest.Act(t, g, 1, "play A3 power")
	play(t, g, "Q4")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("her Pet does not compete: seat %d", w)
	}
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Thumbelina}), "Q3 A2", "Q7 P3", "Q4 A4")
	play(t, g, "Q3")
	gametest.RefuseText(t, g, 1, "play P3 power", "never plays a Prince or the Frog")
}

func TestAPowerIsUsedAtMostOnceARound(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Cinderella}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7", "Q4")
	if g.Step == StepWindow {
		t.Fatal("an exhausted princess is not asked again")
	}
}

// princessRules plays each princess's power and checks what it does, in
// both editions where they differ (more rulings in faq_test.go).
var princessRules = []struct {
	princess int
	rule     string
	test     func(*testing.T)
}{
	{Cinderella, "reverses-the-next-trick", cinderellaReversesTheNextTrick},
	{SnowWhite, "counts-a-seven-or-lower-as-zero", snowWhiteCountsASevenOrLowerAsZero},
	{LittleMermaid, "classic-names-the-suit-to-lead", littleMermaidNamesTheSuitToLead},
	{LittleMermaid, "deluxe-names-suits-until-the-leader-has-one", deluxeLittleMermaidNamesSuitsUntilTheLeaderHasOne},
	{Pocahontas, "names-the-next-leader", pocahontasNamesTheNextLeader},
	{SleepingBeauty, "collects-a-card-from-everyone", sleepingBeautyCollectsACardFromEveryone},
	{Alice, "deals-the-trick-back-out", aliceDealsTheTrickBackOut},
	{Alice, "deluxe-princes-let-in-by-the-trick-stay-in", aliceLetsInThePrincesOfTheTrickSheDealsBack},
	{Mulan, "swaps-her-card-before-the-trick-is-decided", mulanSwapsHerPlayedCardBeforeTheTrickIsDecided},
	{Scheherazade, "takes-a-random-card-and-gives-one", scheherazadeTakesARandomCardAndGivesOne},
	{PrincessOnThePea, "demands-cards-above-five", princessOnThePeaDemandsCardsAboveFive},
	{IcePrincess, "forces-a-random-card", icePrincessForcesARandomCard},
	{Carmesina, "copies-another-princess-each-round", carmesinaCopiesAnotherPrincessEachRound},
	{Rapunzel, "makes-the-leader-lead-a-prince", rapunzelMakesTheLeaderLeadAPrince},
	{Thumbelina, "may-ignore-the-led-suit", thumbelinaMayIgnoreTheLedSuit},
	// Where an edition's text adds to the power (tests of faq_*_test.go and
	// rulings_test.go):
	{SnowWhite, "deluxe-covers-both-cards-of-a-double-trick", TestDeluxeRingsTwiceSnowWhiteCoversBothCards},
	{SnowWhite, "deluxe-after-the-pea-a-six-or-seven", TestDeluxeSnowWhiteAfterThePea},
	{LittleMermaid, "deluxe-princes-when-the-leader-holds-only-princes", TestDeluxeMermaidMayNamePrincesWhenTheLeaderHoldsOnlyPrinces},
	{LittleMermaid, "princes-once-any-prince-was-played", TestRulingTheMermaidMayNamePrincesOnceAnyPrinceWasPlayed},
	{LittleMermaid, "classic-once-a-round-even-a-suit-the-leader-lacks", TestClassicLittleMermaidNamesOnceARoundEvenASuitTheLeaderLacks},
	{LittleMermaid, "classic-a-second-mermaid-names-nothing-on-the-same-trick", TestClassicASecondLittleMermaidNamesNothingOnTheSameTrick},
	{LittleMermaid, "deluxe-naming-the-next-suit-is-the-same-use", TestDeluxeLittleMermaidNamingTheNextSuitIsTheSameUse},
	{Pocahontas, "deluxe-after-the-ice-princess", TestRulingDeluxePocahontasMayNameTheLeaderAfterTheIcePrincess},
	{Scheherazade, "deluxe-not-from-a-bound-leader", TestDeluxeConflictsBetweenPowers},
	{IcePrincess, "deluxe-the-card-ignores-the-led-suit", TestDeluxeIcePrincessFixedCardIgnoresTheLedSuit},
	{IcePrincess, "deluxe-a-prince-lets-princes-in", TestDeluxeIcePrincessCanForceAPrinceAndLetThemIn},
	{Rapunzel, "deluxe-on-herself-when-leading", TestDeluxeRapunzelMayActOnHerselfWhenLeading},
	{Rapunzel, "deluxe-without-princes-she-is-spent", TestDeluxeRapunzelWithoutPrincesIsExhausted},
	{Thumbelina, "deluxe-with-the-pea", TestDeluxeThumbelinaWithThePea},
	{Thumbelina, "deluxe-not-the-suit-the-mermaid-or-rapunzel-required", TestRulingDeluxeThumbelinaMayNotLeaveTheSuitTheMermaidOrRapunzelRequired},
	{Thumbelina, "deluxe-both-cards-of-a-double-trick", TestDeluxeRingsTwiceThumbelinaIgnoresTheSuitWithBothCards},
}

func TestEveryPrincessHasANamedTest(t *testing.T) {
	for p := range Princesses {
		n := 0
		for _, r := range princessRules {
			if r.princess == p {
				t.Run(Princesses[p].Slug+"/"+r.rule, r.test)
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s has no test of her power", Princesses[p].Slug)
		}
	}
}

func mustParse(t testing.TB, s string) game.Action {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

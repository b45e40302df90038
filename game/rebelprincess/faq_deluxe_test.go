package rebelprincess

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The Deluxe rulebook (seed 004) has no FAQ section: its rulings stand in
// the round cards' and princesses' texts (printed in italics). One test each.

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
	// The event says why, for the log's words.
	if i := slices.IndexFunc(g.Log, func(e game.Event) bool { return e.Type == EvPrincesIn }); i < 0 || g.Log[i].Value != PrincesInForced {
		t.Fatalf("the event names the forced card as the reason: %+v", g.Log)
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
		{IcePrincess, LittleMermaid, "ice @0"}, // on the leader
		{Rapunzel, LittleMermaid, "rapunzel"},
		{IcePrincess, Rapunzel, "ice @0"},
	} {
		g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: c.first, 2: c.second}), "Q3 A2 P2", "Q7 A3 F3", "Q4 A4 F4")
		gametest.Act(t, g, 1, c.action)
		for g.Step == StepIceReturn {
			gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
		}
		if g.owes(2) || g.Step != StepPlay {
			t.Errorf("%s cannot act after %s", Princesses[c.second].Slug, Princesses[c.first].Slug)
		}
	}
	// Scheherazade may not draw from a leader the Ice Princess, the
	// Mermaid or Rapunzel bound, but from anyone else.
	for _, first := range []string{"mermaid pets", "ice @0", "rapunzel"} {
		p := map[string]int{"mermaid pets": LittleMermaid, "ice @0": IcePrincess, "rapunzel": Rapunzel}[first]
		g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: p, 2: Scheherazade}), "Q3 A2 P2", "Q7 A3 F3", "Q4 A4 F4")
		gametest.Act(t, g, 1, first)
		for g.Step == StepIceReturn {
			gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
		}
		legal := gametest.LegalTexts(g, 2)
		if slices.Contains(legal, "scheherazade @0") || !slices.Contains(legal, "scheherazade @1") {
			t.Fatalf("after %s Scheherazade draws from seat 1 only: %v", first, legal)
		}
	}
	// And the card the Ice Princess fixed stays in the hand: Scheherazade
	// never draws it.
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(4, map[int]int{1: IcePrincess, 2: Scheherazade}), "Q3 A2", "Q7 A3", "Q4 A4", "Q5 A5")
	gametest.Act(t, g, 1, "ice @3")
	gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
	fixed := g.Forced[3]
	gametest.Act(t, g, 2, "scheherazade @3")
	if !slices.Contains(g.Hands[3], fixed) || slices.Contains(g.Hands[2], fixed) {
		t.Fatalf("Scheherazade drew the fixed %s", fixed)
	}
}

// Thumbelina: "If the Princess on the Pea used her power in this round and
// Thumbelina holds card(s) of that suit above 5, Thumbelina may still use
// her power and play another suit."
func TestDeluxeThumbelinaWithThePea(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Thumbelina, 2: PrincessOnThePea}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 2, "pea")
	play(t, g, "Q3")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("without her power: the Queen above 5: %s", got)
	}
	gametest.RefuseText(t, g, 1, "play A3", "must follow suit")
	gametest.Act(t, g, 1, "play A3 power")
	if p := g.Trick[1]; p.Card != cards(t, "A3")[0] || !p.Power || !p.Void || !g.Used[1] {
		t.Fatalf("her Pet lies off suit, with her power: %+v", p)
	}
	play(t, g, "Q4")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("her Pet cannot win a Queen trick: seat %d took it", w)
	}
}

// Masquerade Ball: "If Snow White or Thumbelina uses her power, she must
// announce it (but not the value of the card)."
func TestDeluxeMasqueradeThumbelinaDeclaresHerPowerFaceDown(t *testing.T) {
	g := deal(t, Deluxe, "masquerade-ball", 0, with(3, map[int]int{1: Thumbelina}), "Q3 A2", "Q7 A3", "Q4 A4")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play A3 power")
	o := g.ObserveSeat(2)
	if !o.Trick[1].Power || o.Trick[1].Card != NoCard {
		t.Fatalf("the power is declared, the card stays face down: %+v", o.Trick[1])
	}
}

// The Prince Always Rings Twice: "The led suit does not change, even if
// the leader plays a card of another suit (being void in the suit led)."
func TestDeluxeRingsTwiceTheLedSuitStaysWhenTheLeaderIsVoid(t *testing.T) {
	g := deal(t, Deluxe, "prince-always-rings-twice", 0, nil, "Q3 A9", "Q7 Q4", "Q10 Q2")
	play(t, g, "Q3", "Q7", "Q10", "A9", "Q4", "Q2")
	if w := lastWinner(t, g); w != 2 {
		t.Fatalf("Queens stay led: 10+2 beats 7+4 and 3: seat %d won", w)
	}
}

// The Prince Always Rings Twice: "If Snow White or Thumbelina uses her
// power, it covers both cards played."
func TestDeluxeRingsTwiceThumbelinaIgnoresTheSuitWithBothCards(t *testing.T) {
	g := deal(t, Deluxe, "prince-always-rings-twice", 0, with(3, map[int]int{1: Thumbelina}), "Q3 Q5 F2 F3", "Q7 Q8 A3 A4", "Q4 Q6 F4 F5")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play A3 power")
	play(t, g, "Q4", "Q5")
	if !slices.Contains(gametest.LegalTexts(g, 1), "play A4 power") {
		t.Fatalf("her second card may ignore the suit too: %v", gametest.LegalTexts(g, 1))
	}
	gametest.Act(t, g, 1, "play A4 power")
}

// Midnight Makeover: "If the Little Mermaid or [Rapunzel] uses her power,
// the leader must play the suit she requires even holding Fairies; lacking
// it, the leader need not play a Fairy."
func TestDeluxeMidnightMakeoverRapunzelRequiresAPrinceNotAFairy(t *testing.T) {
	g := deal(t, Deluxe, "midnight-makeover", 0, with(3, map[int]int{1: Rapunzel}), "P2 F3", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "rapunzel")
	if got := plays(g, 0); got != "P2" {
		t.Fatalf("a Prince, not the Fairy: %s", got)
	}
	g = deal(t, Deluxe, "midnight-makeover", 0, with(3, map[int]int{1: Rapunzel}), "Q3 F3", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "rapunzel")
	if got := plays(g, 0); got != "Q3 F3" {
		t.Fatalf("no Prince: any card, no Fairy needed: %s", got)
	}
}

// Upside Down: "If Snow White uses her power while the order is reversed,
// her card, now worth 0 (if of the suit played), wins the trick."
func TestDeluxeUpsideDownSnowWhitesZeroWins(t *testing.T) {
	g := deal(t, Deluxe, "upside-down", 0, nil, "Q3 A2", "Q7 A3", "Q6 A4")
	play(t, g, "Q3")
	gametest.Act(t, g, 1, "play Q7 power")
	play(t, g, "Q6")
	if w := lastWinner(t, g); w != 1 {
		t.Fatalf("reversed by the 6, her 0 is highest: seat %d won", w)
	}
}

// Wedding Gift: "If Alice uses her power, she deals out again only the
// face-up cards; the gifts stay. The trick is played again and Alice leads
// it with any card from her hand, except Princes if they have not yet got
// into the ball."
func TestDeluxeWeddingGiftAliceLeadsTheTrickAgainButNoPrince(t *testing.T) {
	g := deal(t, Deluxe, "wedding-gift", 0, with(3, map[int]int{1: Alice}), "Q3 A2 P5 F2", "Q7 A3 P6 F3", "Q4 A4 P7 F4")
	gametest.Act(t, g, 0, "gift F2")
	gametest.Act(t, g, 1, "gift F3")
	gametest.Act(t, g, 2, "gift F4")
	play(t, g, "Q3", "Q7", "Q4")
	gametest.Act(t, g, 1, "alice")
	if g.Step != StepPlay || g.Turn != 1 || len(g.Gifts) != 3 {
		t.Fatalf("no new gifts, Alice leads: %s, turn %d, %d gifts", g.Step, g.Turn, len(g.Gifts))
	}
	for _, a := range g.Legal(1) {
		if Card(a.Args[0]).Suit() == Princes {
			t.Fatalf("Princes are not in: Alice may not lead %s", Card(a.Args[0]))
		}
	}
}

// Rebel of the Ball: "Whatever round is played, the Rebel of the Ball
// always scores −10, even holding other cards that would raise or lower
// it; the other players keep every special scoring of the round."
func TestDeluxeRebelOfTheBallScoresMinusTenWhateverTheRoundCard(t *testing.T) {
	s := scores(t, Deluxe, "pets-revenge", "P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 A8 A1", "A2 A3", "Q1", "")
	if s[0] != -10 || s[1] != 2 {
		t.Fatalf("the Rebel −10 (not 10+6+1); seat 1's two Pets 2: %v", s)
	}
}

// Rapunzel: "You may use this power on yourself if you lead the trick."
func TestDeluxeRapunzelMayActOnHerselfWhenLeading(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{0: Rapunzel}), "Q3 P2", "Q7 A3", "Q4 A4")
	if !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("the leader's Rapunzel is asked: %v", g.Pending())
	}
	gametest.Act(t, g, 0, "rapunzel")
	if got := plays(g, 0); got != "P2" {
		t.Fatalf("she leads her Prince: %s", got)
	}
}

// Little Mermaid: "She may not make the leader play a Prince if no Prince
// has been played this round, unless the leader holds only Princes."
// (Classic has no such exception.)
func TestDeluxeMermaidMayNamePrincesWhenTheLeaderHoldsOnlyPrinces(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid}), "P2 P3", "Q7 A3", "Q4 A4")
	if !slices.Contains(gametest.LegalTexts(g, 1), "mermaid princes") {
		t.Fatalf("Deluxe: the leader holds only Princes: %v", gametest.LegalTexts(g, 1))
	}
	g = deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid}), "P2 P3", "Q7 A3", "Q4 A4")
	gametest.RefuseText(t, g, 1, "mermaid princes", "only once a Prince has been played this round")
}

// Ice Princess: "The player must play that card even if it does not follow
// the led suit (or any other condition of a princess or round card)."
func TestDeluxeIcePrincessFixedCardIgnoresTheLedSuit(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "ice @2")
	gametest.Act(t, g, 1, "give Q4") // back to seat 2: the Pet must be played
	play(t, g, "Q3", "Q7")
	if got := plays(g, 2); got != "A4" {
		t.Fatalf("the fixed Pet, though seat 2 holds a Queen: %s", got)
	}
}

// Snow White: "If the Princess on the Pea used her power in this trick,
// Snow White may play a 6 or 7 and declare it zero."
func TestDeluxeSnowWhiteAfterThePea(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{2: PrincessOnThePea}), "Q8 A2", "Q2 Q6", "Q10 A4")
	gametest.Act(t, g, 2, "pea")
	play(t, g, "Q8")
	if got := plays(g, 1); got != "Q6" {
		t.Fatalf("above 5: %s", got)
	}
	gametest.Act(t, g, 1, "play Q6 power")
	if !g.Trick[1].Zero {
		t.Fatal("her 6 counts as 0")
	}
}

// Crystal Clear: "each player chooses one of the suits in their hand (not
// a suit they do not hold)."
func TestDeluxeCrystalClearOnlyASuitHeldMayBeLaidDown(t *testing.T) {
	g := deal(t, Deluxe, "crystal-clear", 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
	g.Phase, g.Step = PhaseSetup, StepNone
	gametest.RefuseText(t, g, 0, "show fairies", "this seat holds no fairies")
	gametest.Act(t, g, 0, "show queens")
}

// Ice Princess: the card she fixes is "the one the player must play in
// this trick": it stays in the hand until then, so Scheherazade, drawing
// from the hand or giving back, never moves it.
func TestDeluxeTheCardTheIcePrincessFixedCannotBeGivenAway(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(4, map[int]int{1: IcePrincess, 2: Scheherazade}), "Q3 A2", "Q7 A3", "Q4 A4", "Q5 A5")
	gametest.Act(t, g, 1, "ice @2")
	gametest.Act(t, g, 1, "give A4") // Q4 must be played
	gametest.Act(t, g, 2, "scheherazade @3")
	gametest.RefuseText(t, g, 2, "give Q4", "must be played in this trick")
	gametest.Act(t, g, 2, FormatAction(g.Legal(2)[0]))
	if g.Forced[2] != cards(t, "Q4")[0] || !slices.Contains(g.Hands[2], g.Forced[2]) {
		t.Fatalf("the fixed Q4 stays: %v, %v", g.Forced[2], g.Hands[2])
	}
}

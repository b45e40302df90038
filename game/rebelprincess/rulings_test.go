package rebelprincess

import (
	"slices"
	"strings"
	"testing"

	"parlour/game/gametest"
)

// The rulings of ../shared/rules/rebel-princess.md ("Settled points where
// the text is open", and where the page decides between the books), one
// test each; faq_test.go has the rulebooks' own FAQ answers and rulings.

// wonPiles sets the won piles: pile s holds exactly piles[s]; every card in
// no hand and no pile goes to seat rest's pile.
func wonPiles(t testing.TB, g *Game, rest int, piles ...string) {
	t.Helper()
	var placed cardSet
	for s := range g.NPlayers {
		placed |= setOf(g.Hands[s])
		g.Won[s] = nil
		if s < len(piles) {
			g.Won[s] = cards(t, piles[s])
			placed |= setOf(g.Won[s])
		}
	}
	g.Won[rest] = append(g.Won[rest], (deckSet(g.NPlayers) &^ placed).appendTo(nil)...)
	gametest.MustValid(t, g)
}

// lastRound makes g's round the last of the game, with these scores so far.
func lastRound(g *Game, scores ...[]int) {
	cur := g.Schedule[g.Round]
	g.Schedule = append(slices.DeleteFunc(g.Schedule, func(id int) bool { return id == cur }), cur)
	g.Round = len(g.Schedule) - 1
	for s, sc := range scores {
		g.Scores[s] = slices.Clone(sc)
		g.Totals[s] = 0
		for _, v := range sc {
			g.Totals[s] += v
		}
	}
}

// "Deluxe tie-break round: every player plays it (not only the tied
// ones), its proposals are added to the totals, and the lowest total then
// wins — the winner may be someone other than the players who were tied."
func TestRulingDeluxeTieBreakRoundIsPlayedByEveryoneAndCounts(t *testing.T) {
	g := atTricks(t, Deluxe, 0, "Q3", "Q7", "Q4")
	// Seats 0 and 1 tie on 5 with as many good rounds; seat 2 becomes
	// Rebel of the Ball (−10) but stays above them.
	lastRound(g, []int{5, 0, 0, 0}, []int{5, 0, 0, 0}, []int{5, 5, 5, 5})
	wonPiles(t, g, 2)
	play(t, g, "Q3", "Q7", "Q4")
	if !g.Extra || len(g.Schedule) != 6 || g.Phase != PhasePass || len(g.Pending()) != 3 {
		t.Fatalf("a tie-break round for everyone: extra %v, %d round cards, %s, pending %v", g.Extra, len(g.Schedule), g.Phase, g.Pending())
	}
	if rc := g.RoundCard(); !rc.Final || slices.Index(g.Schedule, rc.ID) != 5 || !slices.Equal(g.Tied, []int{0, 1}) {
		t.Fatalf("a random final-round card not yet played: %s, tied %v", rc.Slug, g.Tied)
	}
	for !g.Over() {
		s := g.Pending()[0]
		gametest.Act(t, g, s, FormatAction(g.Legal(s)[0]))
	}
	for s := range 3 {
		if len(g.Scores[s]) != 6 || g.Totals[s] != sum(g.Scores[s]) {
			t.Fatalf("seat %d: the tie-break round counts like any other: %v = %d", s, g.Scores[s], g.Totals[s])
		}
	}
	if want := g.lowest(allSeats(3), g.Totals); !slices.Equal(g.Winners, want) {
		t.Fatalf("the lowest total wins: %v, not %v (totals %v)", want, g.Winners, g.Totals)
	}

	// The last trick of a tie-break round in which a seat that was not
	// tied takes nothing: it wins.
	g = deal(t, Deluxe, "once-upon-a-time", 0, nil, "Q3", "Q7", "Q4")
	pets, _ := RoundCardBySlug("pets-revenge")
	g.Schedule, g.Round = append(g.Schedule, pets.ID), 5
	lastRound(g, []int{5, 0, 0, 0, 0}, []int{5, 0, 0, 0, 0}, []int{5, 5, 0, 0, 0})
	g.Extra, g.Tied = true, []int{0, 1}
	wonPiles(t, g, 2, "A8 P2 P3 P4 P5 P6", "P7 P8 P9 P10 A2 A3 A4 A5 A6 A7 A9 A10")
	play(t, g, "Q3", "Q7", "Q4")
	if !g.Over() || !slices.Equal(g.Winners, []int{2}) || !slices.Equal(g.Totals, []int{16, 17, 10}) {
		t.Fatalf("seat 2, not tied, wins on 10: winners %v, totals %v", g.Winners, g.Totals)
	}
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// Classic: "Ties: more rounds with 0 or fewer proposals, then shared."
func TestRulingClassicTiesGoToMoreRoundsWithNoProposalsThenShare(t *testing.T) {
	// In the last round seats 0 and 1 take nothing and seat 2 everything.
	for _, c := range []struct {
		scores [][]int
		want   []int
	}{
		{[][]int{{0, 3, 2, 0}, {1, 1, 1, 2}, {4, 4, 4, 4}}, []int{0}},       // 5 each: three rounds of 0 against one
		{[][]int{{0, 3, 2, 0}, {0, 0, 5, 0}, {4, 4, 4, 4}}, []int{1}},       // three against four
		{[][]int{{0, 3, 2, 0}, {2, 0, 3, 0}, {4, 4, 4, 4}}, []int{0, 1}},    // three each: shared
		{[][]int{{-1, 3, 3, 0}, {0, 0, 5, 0}, {4, 4, 4, 4}}, []int{1}},      // "0 or fewer": −1 counts, three against four
		{[][]int{{-1, 3, 3, 0}, {2, 0, 3, 0}, {-10, 4, 4, 4}}, []int{0, 1}}, // three each; seat 2 is far behind
	} {
		g := atTricks(t, Classic, 0, "Q3", "Q7", "Q4")
		lastRound(g, c.scores...)
		wonPiles(t, g, 2, "", "")
		play(t, g, "Q3", "Q7", "Q4")
		if !g.Over() || !slices.Equal(g.Winners, c.want) {
			t.Errorf("scores %v: winners %v, want %v (totals %v)", c.scores, g.Winners, c.want, g.Totals)
		}
	}
}

// Deluxe: "Ties: more rounds with no or the fewest proposals" — a round in
// which a seat had the fewest at the table counts even when above 0.
func TestRulingDeluxeTiesGoToMoreRoundsWithNoneOrTheFewest(t *testing.T) {
	g := atTricks(t, Deluxe, 0, "Q3", "Q7", "Q4")
	// Both on 6; seat 0 had the fewest (1) in two rounds, seat 1 in one.
	lastRound(g, []int{1, 1, 4, 0}, []int{3, 3, 0, 0}, []int{5, 5, 5, 5})
	wonPiles(t, g, 2, "", "")
	play(t, g, "Q3", "Q7", "Q4")
	if !g.Over() || g.Extra || !slices.Equal(g.Winners, []int{0}) {
		t.Fatalf("seat 0 had more rounds with the fewest: winners %v, extra %v, scores %v", g.Winners, g.Extra, g.Scores)
	}
}

// "Deluxe Pocahontas may name the next leader even after the Ice Princess
// fixed a card of the old leader: only the Little Mermaid and Rapunzel
// block her. The fixed card stays the card that player must play."
func TestRulingDeluxePocahontasMayNameTheLeaderAfterTheIcePrincess(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: IcePrincess, 2: Pocahontas}), "Q3 A2 F5", "Q7 A3 F6", "Q4 A4 F7")
	gametest.Act(t, g, 1, "ice @0")
	gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
	fixed := g.Forced[0]
	if !slices.Contains(gametest.LegalTexts(g, 2), "pocahontas @1") {
		t.Fatalf("Pocahontas is still offered after the Ice Princess: %v", gametest.LegalTexts(g, 2))
	}
	gametest.Act(t, g, 2, "pocahontas @1")
	if g.Leader != 1 || g.Turn != 1 {
		t.Fatalf("seat 1 leads: leader %d", g.Leader)
	}
	for _, s := range []int{1, 2} {
		gametest.Act(t, g, s, FormatAction(g.Legal(s)[0]))
	}
	if got := plays(g, 0); got != fixed.String() {
		t.Fatalf("the old leader still plays the card the Ice Princess fixed (%s): %s", fixed, got)
	}
	// The Little Mermaid or Rapunzel before her: she is not offered, and
	// told why when she tries.
	for _, first := range []int{LittleMermaid, Rapunzel} {
		g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: first, 2: Pocahontas}), "Q3 A2 P2", "Q7 A3 F6", "Q4 A4 F7")
		gametest.Act(t, g, 1, FormatAction(g.Legal(1)[1]))
		if g.owes(2) {
			t.Fatalf("Pocahontas is asked after %s", Princesses[first].Slug)
		}
		if why := g.Explain(2, mustParse(t, "pocahontas @1")); !strings.Contains(why, "this seat owes no decision") {
			t.Fatalf("refusal: %s", why)
		}
		g.Step, g.Asked = StepWindow, []int{2} // ask her anyway: the rule that bars her is named
		if why := g.Explain(2, mustParse(t, "pocahontas @1")); !strings.Contains(why, "may not act after the Little Mermaid or Rapunzel") {
			t.Fatalf("after %s: %s", Princesses[first].Slug, why)
		}
	}
}

// "Deluxe Thumbelina may not use her power to leave the suit that the
// Little Mermaid or Rapunzel required."
func TestRulingDeluxeThumbelinaMayNotLeaveTheSuitTheMermaidOrRapunzelRequired(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid, 2: Thumbelina}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid queens")
	play(t, g, "Q3", "Q7")
	gametest.RefuseText(t, g, 2, "play A4 power", "Thumbelina may not ignore the suit the Little Mermaid or Rapunzel required")
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Rapunzel, 2: Thumbelina}), "P2 A2", "Q7 A3", "P3 A4")
	gametest.Act(t, g, 1, "rapunzel")
	play(t, g, "P2", "Q7")
	gametest.RefuseText(t, g, 2, "play A4 power", "Thumbelina may not ignore the suit the Little Mermaid or Rapunzel required")
	gametest.Act(t, g, 2, "play P3")
	// Without them she may.
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Cinderella, 2: Thumbelina}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "skip")
	play(t, g, "Q3", "Q7")
	gametest.Act(t, g, 2, "play A4 power")
}

// "A refusal names the rule that actually forbids the action, never a
// neighbouring one": the Little Mermaid naming Princes before a Prince
// has been played is told so, not that a princess acts once a round.
func TestRulingARefusalNamesTheRuleThatForbidsIt(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.RefuseText(t, g, 2, "mermaid princes", "the Little Mermaid may name Princes only once a Prince has been played this round")
	for _, c := range []struct {
		name, round string
		ed          Edition
		princesses  map[int]int
		hands       []string
		before      []string // actions by whoever owes them
		seat        int
		action      string
		want        string
	}{
		{"follow suit", "once-upon-a-time", Classic, nil, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, []string{"play Q3"}, 1, "play A3", "must follow suit"},
		{"Princes may not lead", "once-upon-a-time", Classic, nil, []string{"P3 A2", "Q7 A3", "Q4 A4"}, nil, 0, "play P3", "Princes may not lead"},
		{"not in the hand", "once-upon-a-time", Classic, nil, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 0, "play F9", "F9 is not in this seat's hand"},
		{"not this seat's turn", "once-upon-a-time", Classic, nil, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 1, "play Q7", "not this seat's decision"},
		{"the Mermaid's suit", "once-upon-a-time", Classic, map[int]int{1: LittleMermaid}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, []string{"mermaid pets"}, 0, "play Q3", "the Little Mermaid named the suit"},
		{"Rapunzel's Prince", "once-upon-a-time", Deluxe, map[int]int{1: Rapunzel}, []string{"Q3 P2", "Q7 A3", "Q4 A4"}, []string{"rapunzel"}, 0, "play Q3", "Rapunzel makes the leader lead a Prince"},
		{"the Ice Princess's card", "once-upon-a-time", Classic, map[int]int{1: IcePrincess}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, []string{"ice @0"}, 0, "", "the Ice Princess fixed the card"},
		{"the Pea", "once-upon-a-time", Deluxe, map[int]int{1: PrincessOnThePea}, []string{"Q3 Q8", "Q7 A3", "Q4 A4"}, []string{"pea"}, 0, "play Q3", "above 5"},
		{"parity", "odds-and-evens", Classic, nil, []string{"Q3 A2", "Q7 Q4", "Q10 A4"}, []string{"play Q3"}, 1, "play Q4", "the first card's parity"},
		{"Magic Beans", "magic-beans", Deluxe, nil, []string{"Q3 Q5 Q9", "Q2 Q6 Q7", "F2 F3 F4"}, nil, 0, "play Q5", "highest or lowest"},
		{"Midnight Makeover", "midnight-makeover", Classic, nil, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, []string{"play Q3"}, 1, "play A3", "follow the led suit or play a Fairy"},
		{"the Classic Ice Princess", "once-upon-a-time", Classic, map[int]int{1: IcePrincess}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 1, "ice @2", "makes the leader lead a random card"},
		{"Sleeping Beauty after the Mermaid", "once-upon-a-time", Classic, map[int]int{1: LittleMermaid, 2: SleepingBeauty}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, []string{"mermaid pets"}, 2, "sleeping-beauty", ""},
		{"Pocahontas names another", "once-upon-a-time", Deluxe, map[int]int{1: Pocahontas}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 1, "pocahontas @0", "a seat other than the leader"},
		{"a power of another princess", "once-upon-a-time", Classic, map[int]int{1: Cinderella}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 1, "rapunzel", "this seat's princess is not Rapunzel"},
		{"skip a card", "once-upon-a-time", Classic, nil, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 0, "skip", "cannot be declined"},
		{"Thumbelina leading", "once-upon-a-time", Deluxe, map[int]int{0: Thumbelina}, []string{"Q3 A2", "Q7 A3", "Q4 A4"}, nil, 0, "play Q3 power", "only when she does not lead"},
	} {
		g := deal(t, c.ed, c.round, 0, with(3, c.princesses), c.hands...)
		for _, a := range c.before {
			gametest.Act(t, g, g.Pending()[0], a)
		}
		if c.action == "" {
			// Any card but the fixed one.
			for _, x := range g.Hands[c.seat] {
				if x != g.Forced[c.seat] {
					c.action = "play " + x.String()
				}
			}
		}
		if c.want == "" {
			// Sleeping Beauty is not even asked after the Mermaid.
			if g.owes(c.seat) {
				t.Errorf("%s: seat %d is asked", c.name, c.seat)
			}
			continue
		}
		gametest.RefuseText(t, g, c.seat, c.action, c.want)
	}
}

// "The Little Mermaid may name Princes once any Prince has been played
// this round, by anyone and for any reason (the Frog does not count) — a
// leader who led a Prince holding only Princes counts."
func TestRulingTheMermaidMayNamePrincesOnceAnyPrinceWasPlayed(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(4, map[int]int{2: LittleMermaid}), "P2 P3", "P4 Q5", "Q6 A7", "Q8 A9")
	gametest.RefuseText(t, g, 2, "mermaid princes", "only once a Prince has been played this round")
	gametest.Act(t, g, 2, "skip")
	play(t, g, "P2", "P4", "Q6", "Q8") // seat 0 held only Princes
	if g.PrincesIn || !g.PrincePlayed {
		t.Fatalf("Princes are not in (nobody void played one), but a Prince was played: in %v, played %v", g.PrincesIn, g.PrincePlayed)
	}
	if !slices.Contains(gametest.LegalTexts(g, 2), "mermaid princes") {
		t.Fatalf("the Mermaid may name Princes now: %v", gametest.LegalTexts(g, 2))
	}
	// Deluxe: the Prince Rapunzel made the leader lead counts too.
	g = deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{1: Rapunzel, 2: LittleMermaid}), "P2 Q3", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "rapunzel")
	play(t, g, "P2", "Q7", "Q4")
	if g.PrincesIn || !slices.Contains(gametest.LegalTexts(g, 2), "mermaid princes") {
		t.Fatalf("after Rapunzel's Prince the Mermaid may name Princes: in %v, legal %v", g.PrincesIn, gametest.LegalTexts(g, 2))
	}
	// The Frog does not count.
	g = deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "A8 A3", "Q4 A4")
	gametest.Act(t, g, 2, "skip")
	play(t, g, "Q3", "A8", "Q4")
	if g.PrincePlayed || slices.Contains(gametest.LegalTexts(g, 2), "mermaid princes") {
		t.Fatal("the Frog is not a Prince")
	}
}

// "Where the two editions word a power or round card differently (e.g.
// Princess on the Pea with Odds and Evens), each edition follows its own
// rulebook." Classic: parity among the cards above 5; Deluxe: parity binds
// only cards of 5 or less.
func TestRulingEachEditionFollowsItsOwnWordingOfThePeaWithOddsAndEvens(t *testing.T) {
	// Classic: the Pea declared with her own play; above 5 and odd.
	g := deal(t, Classic, "odds-and-evens", 0, with(3, map[int]int{0: PrincessOnThePea}), "Q3 A2 A6", "Q2 Q7 Q8", "Q4 Q5 A4")
	gametest.Act(t, g, 0, "play Q3 power")
	if got := plays(g, 1); got != "Q7" {
		t.Fatalf("Classic: above 5 and odd: %s", got)
	}
	// Deluxe: declared before the trick; above 5, parity aside.
	g = deal(t, Deluxe, "odds-and-evens", 0, with(3, map[int]int{2: PrincessOnThePea}), "Q9 A2 A4", "Q2 Q7 Q8", "Q4 Q5 A3")
	gametest.Act(t, g, 2, "pea")
	play(t, g, "Q9")
	if got := plays(g, 1); got != "Q7 Q8" {
		t.Fatalf("Deluxe: above 5, either parity: %s", got)
	}
	// With nothing above 5, parity binds the 5 or less.
	g = deal(t, Deluxe, "odds-and-evens", 0, with(3, map[int]int{2: PrincessOnThePea}), "Q9 A2 A6", "Q2 Q3 Q4", "Q5 Q10 A4")
	gametest.Act(t, g, 2, "pea")
	play(t, g, "Q9")
	if got := plays(g, 1); got != "Q3" {
		t.Fatalf("Deluxe: nothing above 5, so the first card's parity: %s", got)
	}
}

package loveletter

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

// Each test here is one ruling of ../shared/rules/love-letter.md or the 2019
// rulebook (../shared/seeds/003_…txt). Deck orders are written top first.

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
	mustValid(t, g)
}

func TestTokensToWinByPlayerCount(t *testing.T) {
	for players, want := range map[int]int{2: 6, 3: 5, 4: 4, 5: 3, 6: 3} {
		g, err := New(game.Config{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		if g.Target != want {
			t.Errorf("%d players: target %d, want %d", players, g.Target, want)
		}
	}
}

func TestDeckCompositions(t *testing.T) {
	full, classic := DeckCounts(Edition2019), DeckCounts(Classic)
	if full.Total() != 21 || classic.Total() != 16 {
		t.Fatalf("decks have %d and %d cards, want 21 and 16", full.Total(), classic.Total())
	}
	// Classic removes one Guard, both Chancellors and both Spies; nothing else changes.
	for c := range numCards {
		diff := full[c] - classic[c]
		want := map[Card]int8{Guard: 1, Chancellor: 2, Spy: 2}[c]
		if diff != want {
			t.Errorf("%s: classic has %d fewer, want %d", c, diff, want)
		}
	}
}

func TestPlayerCountsPerVariant(t *testing.T) {
	cases := []struct {
		variant string
		players int
		ok      bool
	}{
		{"2019", 1, false}, {"2019", 2, true}, {"2019", 6, true}, {"2019", 7, false},
		{"classic", 2, true}, {"classic", 4, true}, {"classic", 5, false},
		{"", 4, true}, {"deluxe", 4, false},
	}
	for _, c := range cases {
		_, err := New(game.Config{Players: c.players, Variant: c.variant})
		if (err == nil) != c.ok {
			t.Errorf("variant %q with %d players: err %v, want ok=%v", c.variant, c.players, err, c.ok)
		}
	}
}

func TestSetupSetsAsideOneFaceDownAndThreeFaceUpWithTwoPlayers(t *testing.T) {
	for _, c := range []struct{ players, faceUp, deck int }{{2, 3, 21 - 1 - 3 - 2 - 1}, {3, 0, 21 - 1 - 3 - 1}, {6, 0, 21 - 1 - 6 - 1}} {
		g, _ := New(game.Config{Players: c.players, Seed: 3})
		for _, seat := range []int{0, 1, game.Spectator} {
			o := g.ObserveSeat(seat)
			if len(o.FaceUp) != c.faceUp || !o.SetAside || o.Deck != c.deck {
				t.Errorf("%d players, seat %d sees %d face up, set-aside %v, deck %d; want %d, true, %d",
					c.players, seat, len(o.FaceUp), o.SetAside, o.Deck, c.faceUp, c.deck)
			}
		}
	}
}

func TestTurnStartsWithADraw(t *testing.T) {
	g := table(t, 3, Edition2019, 1, Spy, Guard, Priest, Baron, King)
	// Dealt from seat 1 clockwise: 1 Guard, 2 Priest, 0 Baron; seat 1 draws the King.
	if g.Turn != 1 || !slices.Equal(g.Hands[1], []Card{Guard, King}) || len(g.Hands[0]) != 1 || len(g.Hands[2]) != 1 {
		t.Fatalf("turn %d hands %v", g.Turn, g.Hands)
	}
}

func TestGuardKnocksOutOnTheRightName(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid)
	ev := act(t, g, 0, "guard@1=priest")
	if _, ok := hasEvent(ev, EvGuardHit, 0); !ok || !g.Out[1] {
		t.Fatalf("seat 1 should be out: %+v", ev)
	}
	if out, _ := hasEvent(ev, EvOut, 1); Card(out.Card) != Priest {
		t.Fatalf("the knocked-out hand is discarded face up: %+v", out)
	}
}

func TestGuardMissChangesNothing(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid)
	ev := act(t, g, 0, "guard@1=baron")
	if _, ok := hasEvent(ev, EvGuardMiss, 0); !ok || g.Out[1] {
		t.Fatalf("a wrong name must miss: %+v", ev)
	}
}

func TestGuardMayNotNameTheGuard(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Guard, Guard, Baron, Handmaid)
	refuse(t, g, 0, "guard@1=guard", "may not name the Guard")
}

func TestClassicGuardNamesOnlyCardsOfItsDeck(t *testing.T) {
	g := table(t, 3, Classic, 0, Baron, Guard, Priest, Baron, Handmaid)
	refuse(t, g, 0, "guard@1=spy", "character of the classic deck")
	refuse(t, g, 0, "guard@1=chancellor", "character of the classic deck")
}

func TestPriestShowsTheHandOnlyToItsPlayer(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Priest, King, Baron, Guard)
	ev := act(t, g, 0, "priest@1")
	look, ok := hasEvent(ev, EvPriestLook, 0)
	if !ok || !slices.Equal(look.Secret.Slice(), []int{int(King)}) || look.SeenBy != game.SeatsOf(0) {
		t.Fatalf("priest event %+v", look)
	}
	for _, seat := range []int{1, 2, game.Spectator} {
		if r := look.Redact(seat); r.Secret.Len() != 0 || r.Hidden != 1 {
			t.Errorf("seat %d sees the Priest's card: %+v", seat, r)
		}
	}
}

func TestBaronLowerCardIsOut(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Baron, Priest, Guard, King)
	ev := act(t, g, 0, "baron@1")
	b, _ := hasEvent(ev, EvBaron, 0)
	if b.Value != 1 || !g.Out[1] || g.Out[0] {
		t.Fatalf("King beats Priest: %+v", b)
	}
	if r := b.Redact(2); r.Secret.Len() != 0 {
		t.Fatalf("the comparison is secret from seat 2: %+v", r)
	}
	if r := b.Redact(1); !slices.Equal(r.Secret.Slice(), []int{int(King), int(Priest)}) {
		t.Fatalf("both compared players see both cards: %+v", r)
	}
}

func TestBaronTieKnocksOutNobody(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Baron, Guard, Priest, Guard)
	ev := act(t, g, 0, "baron@1")
	if b, _ := hasEvent(ev, EvBaron, 0); b.Value != -1 || g.Out[0] || g.Out[1] {
		t.Fatalf("a tie knocks nobody out: %+v", b)
	}
}

func TestHandmaidProtectsUntilHerPlayersNextTurn(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Handmaid, Guard, Guard, Priest, Baron, Priest)
	act(t, g, 0, "handmaid")
	refuse(t, g, 1, "guard@0=priest", "protected by the Handmaid")
	refuse(t, g, 1, "baron@0", "protected by the Handmaid")
	act(t, g, 1, "guard@2=king")
	act(t, g, 2, "priest@1")
	if g.Protected[0] {
		t.Fatal("protection ends when its player's turn begins")
	}
}

func TestAllOthersProtectedTargetedCardsHaveNoEffect(t *testing.T) {
	for _, c := range []Card{Guard, Priest, Baron, King} {
		t.Run(c.String(), func(t *testing.T) {
			// Two players: seat 0 plays the Handmaid; seat 1 then holds c and a Spy.
			g := table(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Handmaid, c, Priest, Spy)
			act(t, g, 0, "handmaid")
			legal := legalTexts(g, 1)
			if !slices.Contains(legal, c.String()) || slices.ContainsFunc(legal, func(s string) bool { return strings.HasPrefix(s, c.String()+"@") }) {
				t.Fatalf("legal %v: the %s must be playable only without a target", legal, c)
			}
			ev := act(t, g, 1, c.String())
			if _, ok := hasEvent(ev, EvNoEffect, 1); !ok {
				t.Fatalf("no no_effect event: %+v", ev)
			}
		})
	}
}

func TestAllOthersProtectedPrinceMustTargetSelf(t *testing.T) {
	g := table(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Handmaid, Prince, Priest, Spy)
	act(t, g, 0, "handmaid")
	legal := legalTexts(g, 1)
	if !slices.Equal(legal, []string{"prince@1", "spy"}) {
		t.Fatalf("legal %v, want the Prince only on seat 1", legal)
	}
	refuse(t, g, 1, "prince@0", "protected by the Handmaid")
}

func TestPrinceDiscardsTheHandAndDraws(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Prince, Baron, Guard, Guard, King)
	ev := act(t, g, 0, "prince@1")
	d, _ := hasEvent(ev, EvDiscard, 1)
	draw, _ := hasEvent(ev, EvDraw, 1)
	// Seat 1 then starts its turn with a second draw.
	if Card(d.Card) != Baron || g.Hands[1][0] != King || draw.SeenBy != game.SeatsOf(1) {
		t.Fatalf("discard %+v draw %+v hand %v", d, draw, g.Hands[1])
	}
}

func TestPrinceMayTargetItsOwnPlayer(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Prince, Baron, Guard, Guard, King)
	act(t, g, 0, "prince@0")
	if !slices.Equal(g.Hands[0], []Card{King}) || !slices.Contains(g.Discards[0], Guard) {
		t.Fatalf("hand %v discards %v", g.Hands[0], g.Discards[0])
	}
}

func TestPrinceOnThePrincessKnocksOutWithoutADraw(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Prince, Princess, Guard, Guard, King)
	deck := len(g.Deck)
	ev := act(t, g, 0, "prince@1")
	if !g.Out[1] || len(g.Deck) != deck-1 { // -1: seat 1 is skipped, seat 2 draws
		t.Fatalf("out %v deck %d→%d", g.Out[1], deck, len(g.Deck))
	}
	if _, ok := hasEvent(ev, EvDraw, 1); ok {
		t.Fatal("the knocked-out player draws nothing")
	}
}

func TestPrinceWithAnEmptyDeckDrawsTheSetAsideCard(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Prince, Baron, Guard, Guard)
	drain(t, g, 0, 2)
	ev := act(t, g, 0, "prince@1")
	draw, ok := hasEvent(ev, EvDraw, 1)
	if !ok || draw.Value != 1 || !slices.Equal(draw.Secret.Slice(), []int{int(Countess)}) {
		t.Fatalf("draw %+v", draw)
	}
	// The deck was empty after the turn, so the round ended: seat 1 showed the Countess.
	if rev, _ := hasEvent(ev, EvReveal, 1); Card(rev.Card) != Countess {
		t.Fatalf("reveal %+v", rev)
	}
}

func TestChancellorKeepsOneAndReturnsTwoInChosenOrder(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard, Baron, Handmaid)
	ev := act(t, g, 0, "chancellor")
	if c, _ := hasEvent(ev, EvChancellor, 0); !slices.Equal(c.Secret.Slice(), []int{int(Baron), int(Handmaid)}) || g.Phase != PhaseKeep {
		t.Fatalf("chancellor %+v phase %s", c, g.Phase)
	}
	refuse(t, g, 0, "guard@1=king", "finish the Chancellor")
	deck := len(g.Deck)
	ev = act(t, g, 0, "keep baron under guard,handmaid")
	if !slices.Equal(g.Hands[0], []Card{Baron}) {
		t.Fatalf("hand %v", g.Hands[0])
	}
	// deck+2 returned, -1 for seat 1's draw.
	if n := len(g.Deck); n != deck+1 || g.Deck[n-2] != Guard || g.Deck[n-1] != Handmaid {
		t.Fatalf("deck bottom %v", g.Deck)
	}
	if r, _ := hasEvent(ev, EvReturn, 0); r.Value != 2 || r.Redact(1).Secret.Len() != 0 {
		t.Fatalf("return %+v must hide the cards from others", r)
	}
}

func TestChancellorWithOneCardLeftReturnsOne(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard, Baron)
	drain(t, g, 1, 2)
	act(t, g, 0, "chancellor")
	for _, a := range legalTexts(g, 0) {
		if strings.Contains(a, ",") {
			t.Fatalf("only one card goes back: %v", a)
		}
	}
	act(t, g, 0, "keep baron under guard")
	if len(g.Deck) != 0 || g.Turn != 1 { // seat 1 drew the returned Guard
		t.Fatalf("deck %v turn %d", g.Deck, g.Turn)
	}
}

func TestChancellorWithAnEmptyDeckHasNoEffect(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard)
	drain(t, g, 0, 2)
	ev := act(t, g, 0, "chancellor")
	if _, ok := hasEvent(ev, EvNoEffect, 0); !ok {
		t.Fatalf("no effect expected: %+v", ev)
	}
	if _, ok := hasEvent(ev, EvRoundEnd, -1); !ok {
		t.Fatal("an empty deck after the turn ends the round")
	}
}

func TestCountessRuleDoesNotBindTheChancellorChoice(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Countess, King, Guard)
	act(t, g, 0, "chancellor")
	if !slices.Contains(legalTexts(g, 0), "keep king under countess,guard") {
		t.Fatalf("keeping the King and returning the Countess is allowed: %v", legalTexts(g, 0))
	}
	act(t, g, 0, "keep king under countess,guard")
}

func TestKingTradesHands(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, King, Priest, Baron, Guard)
	ev := act(t, g, 0, "king@1")
	if !slices.Equal(g.Hands[0], []Card{Priest}) || g.Hands[1][0] != Guard {
		t.Fatalf("hands %v", g.Hands)
	}
	if tr, _ := hasEvent(ev, EvTrade, 0); tr.SeenBy != game.SeatsOf(0, 1) || tr.Redact(2).Secret.Len() != 0 {
		t.Fatalf("trade %+v: only the two traders see the cards", tr)
	}
}

func TestCountessMustBePlayedWithKingOrPrince(t *testing.T) {
	for _, c := range []Card{King, Prince} {
		t.Run(c.String(), func(t *testing.T) {
			g := table(t, 3, Edition2019, 0, Spy, Countess, Priest, Baron, c)
			if legal := legalTexts(g, 0); !slices.Equal(legal, []string{"countess"}) {
				t.Fatalf("legal %v", legal)
			}
			refuse(t, g, 0, c.String()+"@1", "Countess must be played")
		})
	}
}

func TestCountessMayBePlayedByChoiceAndHidesTheOtherCard(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Countess, Priest, Baron, Guard)
	before := obsJSON(t, g, 1)
	ev := act(t, g, 0, "countess")
	for _, e := range ev {
		if e.Seat == 0 && e.Redact(1).Secret.Len() > 0 {
			t.Fatalf("playing the Countess revealed something: %+v", e)
		}
	}
	if before == obsJSON(t, g, 1) {
		t.Fatal("observation should have moved on")
	}
}

func TestPlayingThePrincessKnocksYouOut(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Princess, Priest, Baron, Guard)
	act(t, g, 0, "princess")
	if !g.Out[0] || !slices.Equal(g.Discards[0], []Card{Princess, Guard}) {
		t.Fatalf("out %v discards %v", g.Out[0], g.Discards[0])
	}
}

func TestOutPlayersAreSkippedAndCannotBeTargeted(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid, Priest)
	act(t, g, 0, "guard@1=priest")
	if g.Turn != 2 {
		t.Fatalf("turn %d, want 2: seat 1 is out", g.Turn)
	}
	refuse(t, g, 2, "priest@1", "out of the round")
	if len(g.Legal(1)) != 0 {
		t.Fatal("an out seat has no legal action")
	}
	refuse(t, g, 1, "guard@2=king", "not this seat's decision")
}

func TestRoundEndsWhenOnePlayerRemains(t *testing.T) {
	g := table(t, 2, Edition2019, 0, Spy, Guard, Guard, Guard, Guard, Priest, Baron)
	ev := act(t, g, 0, "guard@1=priest")
	if w, ok := hasEvent(ev, EvRoundWin, 0); !ok || w.Value != 1 || g.Tokens[0] != 1 || g.Round != 2 {
		t.Fatalf("win %+v tokens %v round %d", w, g.Tokens, g.Round)
	}
	if start, _ := hasEvent(ev, EvRoundStart, -1); start.Seat != 0 {
		t.Fatalf("the round's winner starts the next: %+v", start)
	}
}

func TestDeckRunOutHighestCardWins(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Spy, Handmaid, Priest, King, Guard)
	drain(t, g, 0, 1)
	ev := act(t, g, 0, "handmaid")
	if w, ok := hasEvent(ev, EvRoundWin, -1); !ok || w.Seat != 2 {
		t.Fatalf("the King wins the showdown: %+v", ev)
	}
	if n := countEvents(ev, EvReveal); n != 3 {
		t.Fatalf("%d reveals, want 3", n)
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

func TestTiedShowdownEveryTiedPlayerWins(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Handmaid, Guard, Guard, Guard)
	drain(t, g, 0, 1)
	act(t, g, 0, "handmaid")
	if !slices.Equal(g.Tokens, []int{1, 1, 1}) {
		t.Fatalf("tokens %v, want one each", g.Tokens)
	}
}

func TestTiedRoundIsStartedByOneOfItsWinnersAtRandom(t *testing.T) {
	starters := map[int]bool{}
	for seed := range uint64(60) {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		if err := g.StackCards(0, Countess, Handmaid, Priest, Guard, Priest); err != nil {
			t.Fatal(err)
		}
		drain(t, g, 0, 1)
		ev := act(t, g, 0, "handmaid") // seats 0 and 1 tie with a Priest over seat 2's Guard
		if !slices.Equal(g.Tokens, []int{1, 1, 0}) {
			t.Fatalf("tokens %v", g.Tokens)
		}
		start, _ := hasEvent(ev, EvRoundStart, -1)
		if start.Seat != 0 && start.Seat != 1 {
			t.Fatalf("round started by %d, not a winner", start.Seat)
		}
		starters[start.Seat] = true
	}
	if len(starters) != 2 {
		t.Fatalf("over 60 seeds both winners should start sometimes: %v", starters)
	}
}

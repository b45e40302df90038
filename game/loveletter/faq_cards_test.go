package loveletter

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The card rulings of ../shared/rules/love-letter.md ("page") and of the 2019
// rulebook ("book"), one named test each; faq_test.go holds the rest.

// page, Guard: "name a character other than Guard; the target must have it to
// be out"; book: "Если да, он выбывает из игры".
func TestGuardKnocksOutOnTheRightName(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid)
	ev := gametest.Act(t, g, 0, "guard@1=priest")
	if _, ok := gametest.Find(ev, EvGuardHit, 0); !ok || !g.Out[1] {
		t.Fatalf("seat 1 should be out: %+v", ev)
	}
}

// book, Guard: the named player must answer truthfully; a wrong name does nothing.
func TestGuardMissChangesNothing(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid)
	ev := gametest.Act(t, g, 0, "guard@1=baron")
	if _, ok := gametest.Find(ev, EvGuardMiss, 0); !ok || g.Out[1] || g.Hands[1][0] != Priest {
		t.Fatalf("a wrong name must miss: %+v, hands %v", ev, g.Hands)
	}
}

// page and book: the Guard names "a character other than Guard" («кроме стражницы»).
func TestGuardMayNotNameTheGuard(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Guard, Baron, Handmaid)
	gametest.RefuseText(t, g, 0, "guard@1=guard", "may not name the Guard")
	for _, a := range gametest.LegalTexts(g, 0) {
		if strings.HasSuffix(a, "=guard") {
			t.Fatalf("%s is listed as legal", a)
		}
	}
}

// book, Priest: "посмотрите карту у него на руке, не показывая её остальным";
// page: "Priest results only to the Priest's owner".
func TestPriestShowsTheHandOnlyToItsPlayer(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Priest, King, Baron, Guard)
	ev := gametest.Act(t, g, 0, "priest@1")
	look, ok := gametest.Find(ev, EvPriestLook, 0)
	if !ok || !slices.Equal(look.Secret.Slice(), []int{int(King)}) || look.SeenBy != game.SeatsOf(0) {
		t.Fatalf("priest event %+v", look)
	}
	for _, seat := range []int{1, 2, game.Spectator} {
		if r := look.Redact(seat); r.Secret.Len() != 0 || r.Hidden != 1 {
			t.Errorf("seat %d sees the Priest's card: %+v", seat, r)
		}
	}
}

// page, Baron: "compare in secret; the lower is out".
func TestBaronLowerCardIsOut(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Baron, Priest, Guard, King)
	ev := gametest.Act(t, g, 0, "baron@1")
	b, _ := gametest.Find(ev, EvBaron, 0)
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

// book, Baron: "Обладатель карты с меньшим значением оказывается вне игры" —
// whoever holds it, the Baron's own player included.
func TestBaronPlayerWithTheLowerCardIsOut(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Baron, Prince, Guard, Guard)
	ev := gametest.Act(t, g, 0, "baron@1")
	if b, _ := gametest.Find(ev, EvBaron, 0); b.Value != 0 || !g.Out[0] || g.Out[1] {
		t.Fatalf("the Guard loses to the Prince: %+v", b)
	}
}

// page, Baron: "equal: nobody"; book: "При равных значениях оба игрока остаются в игре".
func TestBaronTieKnocksOutNobody(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Baron, Guard, Priest, Guard)
	ev := gametest.Act(t, g, 0, "baron@1")
	if b, _ := gametest.Find(ev, EvBaron, 0); b.Value != -1 || g.Out[0] || g.Out[1] {
		t.Fatalf("a tie knocks nobody out: %+v", b)
	}
}

// page, Handmaid: "protected until your next turn"; book: "До начала вашего
// следующего хода другие игроки не могут выбирать вас целью".
func TestHandmaidProtectsUntilHerPlayersNextTurn(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Handmaid, Guard, Guard, Priest, Baron, Priest)
	gametest.Act(t, g, 0, "handmaid")
	gametest.RefuseText(t, g, 1, "guard@0=priest", "protected by the Handmaid")
	gametest.RefuseText(t, g, 1, "baron@0", "protected by the Handmaid")
	gametest.Act(t, g, 1, "guard@2=king")
	if !g.Protected[0] {
		t.Fatal("still protected during the other players' turns")
	}
	gametest.Act(t, g, 2, "priest@1")
	if g.Protected[0] {
		t.Fatal("protection ends when its player's turn begins")
	}
}

// page and book: "If every other player still in is protected: Guard, Priest,
// Baron and King are played with no effect".
func TestAllOthersProtectedTargetedCardsHaveNoEffect(t *testing.T) {
	for _, c := range []Card{Guard, Priest, Baron, King} {
		t.Run(c.String(), func(t *testing.T) {
			// Two players: seat 0 plays the Handmaid; seat 1 then holds c and a Spy.
			g := deal(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Handmaid, c, Priest, Spy)
			gametest.Act(t, g, 0, "handmaid")
			legal := gametest.LegalTexts(g, 1)
			if !slices.Contains(legal, c.String()) || slices.ContainsFunc(legal, func(s string) bool { return strings.HasPrefix(s, c.String()+"@") }) {
				t.Fatalf("legal %v: the %s must be playable only without a target", legal, c)
			}
			ev := gametest.Act(t, g, 1, c.String())
			if _, ok := gametest.Find(ev, EvNoEffect, 1); !ok || g.Out[0] || g.Out[1] || g.Hands[0][0] != Priest || !slices.Equal(g.Hands[1], []Card{Spy}) {
				t.Fatalf("no effect expected: %+v, hands %v", ev, g.Hands)
			}
		})
	}
}

// page and book: "Prince must target yourself" when every other player is protected.
func TestAllOthersProtectedPrinceMustTargetSelf(t *testing.T) {
	g := deal(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Handmaid, Prince, Priest, Spy)
	gametest.Act(t, g, 0, "handmaid")
	if legal := gametest.LegalTexts(g, 1); !slices.Equal(legal, []string{"prince@1", "spy"}) {
		t.Fatalf("legal %v, want the Prince only on seat 1", legal)
	}
	gametest.RefuseText(t, g, 1, "prince@0", "protected by the Handmaid")
}

// page, Prince: "any player still in ... discards their hand with no effect and
// draws"; book: "сбрасывает ... не применяя её свойство, и берёт новую карту".
func TestPrinceDiscardsTheHandWithoutEffectAndDraws(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Baron, Guard, Guard, King)
	ev := gametest.Act(t, g, 0, "prince@1")
	d, _ := gametest.Find(ev, EvDiscard, 1)
	draw, _ := gametest.Find(ev, EvDraw, 1)
	// Seat 1 then starts its turn with a second draw.
	if Card(d.Card) != Baron || g.Hands[1][0] != King || draw.SeenBy != game.SeatsOf(1) {
		t.Fatalf("discard %+v draw %+v hand %v", d, draw, g.Hands[1])
	}
	if _, ok := gametest.Find(ev, EvBaron, -1); ok || g.Out[0] || g.Out[1] {
		t.Fatal("the discarded Baron must have no effect")
	}
}

// book, Countess: "Когда вы разыгрываете или сбрасываете графиню, никакое
// свойство не применяется" — discarded by a Prince, she does nothing.
func TestCountessDiscardedByAPrinceHasNoEffect(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Countess, Guard, Guard, King)
	ev := gametest.Act(t, g, 0, "prince@1")
	if d, _ := gametest.Find(ev, EvDiscard, 1); Card(d.Card) != Countess || g.Out[1] || g.Hands[1][0] != King {
		t.Fatalf("discard %+v, hands %v", d, g.Hands)
	}
}

// page, Prince: "any player still in, yourself included" («можно себя»).
func TestPrinceMayTargetItsOwnPlayer(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Baron, Guard, Guard, King)
	gametest.Act(t, g, 0, "prince@0")
	if !slices.Equal(g.Hands[0], []Card{King}) || !slices.Equal(g.Discards[0], []Card{Prince, Guard}) {
		t.Fatalf("hand %v discards %v", g.Hands[0], g.Discards[0])
	}
}

// page, Prince: "if the deck is empty they take the face-down set-aside card".
func TestPrinceWithAnEmptyDeckDrawsTheSetAsideCard(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Prince, Baron, Guard, Guard)
	drain(t, g, 0, 2)
	ev := gametest.Act(t, g, 0, "prince@1")
	draw, ok := gametest.Find(ev, EvDraw, 1)
	if !ok || draw.Value != 1 || !slices.Equal(draw.Secret.Slice(), []int{int(Countess)}) {
		t.Fatalf("draw %+v", draw)
	}
	// The deck was empty after the turn, so the round ended: seat 1 showed the Countess.
	if rev, _ := gametest.Find(ev, EvReveal, 1); Card(rev.Card) != Countess {
		t.Fatalf("reveal %+v", rev)
	}
}

// page, Prince: "Discarding the Princess this way puts them out and they draw nothing."
func TestPrinceOnThePrincessKnocksOutWithoutADraw(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Princess, Guard, Guard, King)
	deck := len(g.Deck)
	ev := gametest.Act(t, g, 0, "prince@1")
	if !g.Out[1] || len(g.Deck) != deck-1 { // -1: seat 1 is skipped, seat 2 draws
		t.Fatalf("out %v deck %d→%d", g.Out[1], deck, len(g.Deck))
	}
	if _, ok := gametest.Find(ev, EvDraw, 1); ok {
		t.Fatal("the knocked-out player draws nothing")
	}
}

// page, Princess: "playing or discarding her puts you out"; book: "Если вы
// разыграли или сбросили принцессу по любой причине" — a Prince on yourself too.
func TestPrinceOnYourOwnPrincessKnocksYouOut(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Guard, Guard, Princess)
	gametest.Act(t, g, 0, "prince@0")
	if !g.Out[0] || !slices.Equal(g.Discards[0], []Card{Prince, Princess}) {
		t.Fatalf("out %v discards %v", g.Out[0], g.Discards[0])
	}
}

// page, Princess: "playing or discarding her puts you out".
func TestPlayingThePrincessKnocksYouOut(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Princess, Priest, Baron, Guard)
	gametest.Act(t, g, 0, "princess")
	if !g.Out[0] || !slices.Equal(g.Discards[0], []Card{Princess, Guard}) {
		t.Fatalf("out %v discards %v", g.Out[0], g.Discards[0])
	}
}

// page, Chancellor: "draw 2, keep 1 of your 3, put the other 2 on the bottom of
// the deck in the order you choose"; book: «лицевой стороной вниз ... не показывая».
func TestChancellorKeepsOneAndReturnsTwoInChosenOrder(t *testing.T) {
	for _, order := range [][2]Card{{Guard, Handmaid}, {Handmaid, Guard}} {
		g := deal(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard, Baron, Handmaid)
		ev := gametest.Act(t, g, 0, "chancellor")
		if c, _ := gametest.Find(ev, EvChancellor, 0); !slices.Equal(c.Secret.Slice(), []int{int(Baron), int(Handmaid)}) || g.Phase != PhaseKeep {
			t.Fatalf("chancellor %+v phase %s", c, g.Phase)
		}
		deck := len(g.Deck)
		ev = gametest.Act(t, g, 0, "keep baron under "+order[0].String()+","+order[1].String())
		if !slices.Equal(g.Hands[0], []Card{Baron}) {
			t.Fatalf("hand %v", g.Hands[0])
		}
		// deck+2 returned, -1 for seat 1's draw.
		if n := len(g.Deck); n != deck+1 || g.Deck[n-2] != order[0] || g.Deck[n-1] != order[1] {
			t.Fatalf("deck bottom %v, want %v", g.Deck, order)
		}
		if r, _ := gametest.Find(ev, EvReturn, 0); r.Value != 2 || r.Redact(1).Secret.Len() != 0 {
			t.Fatalf("return %+v must hide the cards from others", r)
		}
	}
}

// page, Chancellor: "1 card left: draw it, return 1".
func TestChancellorWithOneCardLeftReturnsOne(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard, Baron)
	drain(t, g, 1, 2)
	gametest.Act(t, g, 0, "chancellor")
	if legal := gametest.LegalTexts(g, 0); !slices.Equal(legal, []string{"keep baron under guard", "keep guard under baron"}) {
		t.Fatalf("only one card goes back: %v", legal)
	}
	gametest.Act(t, g, 0, "keep baron under guard")
	if len(g.Deck) != 0 || g.Turn != 1 || g.Hands[1][1] != Guard { // seat 1 drew the returned Guard
		t.Fatalf("deck %v turn %d hands %v", g.Deck, g.Turn, g.Hands)
	}
}

// page, Chancellor: "Deck empty: no effect".
func TestChancellorWithAnEmptyDeckHasNoEffect(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard)
	drain(t, g, 0, 2)
	ev := gametest.Act(t, g, 0, "chancellor")
	if ev[0].Type != EvPlay || ev[1].Type != EvNoEffect || gametest.Count(ev, EvChancellor) != 0 {
		t.Fatalf("no effect expected: %+v", ev)
	}
	if _, ok := gametest.Find(ev, EvRoundEnd, -1); !ok {
		t.Fatal("an empty deck after the turn ends the round")
	}
}

// page, Countess: "The obligation is only about the two-card choice on your turn
// (not the three cards of a Chancellor)"; book: «Свойство графини не применяется,
// когда вы берёте карты в результате розыгрыша других карт (например, ... «Министр»)».
func TestCountessRuleDoesNotBindTheChancellorChoice(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Countess, King, Guard)
	gametest.Act(t, g, 0, "chancellor")
	if !slices.Contains(gametest.LegalTexts(g, 0), "keep king under countess,guard") {
		t.Fatalf("keeping the King and returning the Countess is allowed: %v", gametest.LegalTexts(g, 0))
	}
	gametest.Act(t, g, 0, "keep king under countess,guard")
	if !slices.Equal(g.Hands[0], []Card{King}) {
		t.Fatalf("hand %v", g.Hands[0])
	}
}

// page, King: "trade hands with another player".
func TestKingTradesHands(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, King, Priest, Baron, Guard)
	ev := gametest.Act(t, g, 0, "king@1")
	if !slices.Equal(g.Hands[0], []Card{Priest}) || g.Hands[1][0] != Guard {
		t.Fatalf("hands %v", g.Hands)
	}
	if tr, _ := gametest.Find(ev, EvTrade, 0); tr.SeenBy != game.SeatsOf(0, 1) || tr.Redact(2).Secret.Len() != 0 {
		t.Fatalf("trade %+v: only the two traders see the cards", tr)
	}
}

// page, Countess: "you must play her if your other card is King or Prince";
// book: «Вы обязаны разыграть графиню в свой ход, если она оказалась у вас на
// руке вместе с принцем или королём».
func TestCountessMustBePlayedWithKingOrPrince(t *testing.T) {
	for _, c := range []Card{King, Prince} {
		t.Run(c.String(), func(t *testing.T) {
			g := deal(t, 3, Edition2019, 0, Spy, Countess, Priest, Baron, c)
			if legal := gametest.LegalTexts(g, 0); !slices.Equal(legal, []string{"countess"}) {
				t.Fatalf("legal %v", legal)
			}
			gametest.RefuseText(t, g, 0, c.String()+"@1", "Countess must be played")
		})
	}
}

// page: "You may play her otherwise too"; book: «не раскрывайте вторую карту на
// руке: другие игроки не должны знать, разыграли ли вы эту карту вынужденно».
func TestCountessMayBePlayedByChoiceAndHidesTheOtherCard(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Countess, Priest, Baron, Guard)
	if !slices.Contains(gametest.LegalTexts(g, 0), "countess") {
		t.Fatalf("legal %v", gametest.LegalTexts(g, 0))
	}
	forced := deal(t, 3, Edition2019, 0, Spy, Countess, Priest, Baron, King)
	a := gametest.Act(t, g, 0, "countess")
	b := gametest.Act(t, forced, 0, "countess")
	// The others see the same events whether she was played by choice or not.
	if !slices.Equal(game.RedactAll(a, 2), game.RedactAll(b, 2)) || a[0] != b[0] || len(a) != 2 {
		t.Fatalf("playing the Countess by choice looks different:\n%v\n%v", game.RedactAll(a, 2), game.RedactAll(b, 2))
	}
}

// page: "A player who is out discards their hand face up, is skipped, and cannot
// be targeted"; book, «Вне игры»: «сбросьте карту с руки лицевой стороной вверх,
// не применяя её свойство ... вас нельзя выбирать целью ... ходы пропускаются».
func TestOutPlayersDiscardFaceUpAreSkippedAndCannotBeTargeted(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Handmaid, Priest)
	ev := gametest.Act(t, g, 0, "guard@1=priest")
	if out, _ := gametest.Find(ev, EvOut, 1); Card(out.Card) != Priest || !slices.Equal(g.ObserveSeat(2).Seats[1].Discards, []Card{Priest}) {
		t.Fatalf("the knocked-out hand is discarded face up: %+v", out)
	}
	if g.Turn != 2 {
		t.Fatalf("turn %d, want 2: seat 1 is out", g.Turn)
	}
	gametest.RefuseText(t, g, 2, "priest@1", "out of the round")
	if len(g.Legal(1)) != 0 {
		t.Fatal("an out seat has no legal action")
	}
	gametest.RefuseText(t, g, 1, "guard@2=king", "not this seat's decision")
}

// book, «Вне игры»: the hand of a player knocked out is discarded "не применяя её
// свойство": a Princess discarded that way does nothing more.
func TestKnockedOutHandIsDiscardedWithoutItsEffect(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Princess, Baron, Handmaid)
	ev := gametest.Act(t, g, 0, "guard@1=princess")
	if gametest.Count(ev, EvOut) != 1 || !g.Out[1] || g.Out[0] || g.Out[2] {
		t.Fatalf("events %v", ev)
	}
}

// page, Handmaid: "If every other player still in is protected": a player who
// is out does not count, so the Guard has no effect.
func TestEveryoneElseStillInProtectedIgnoresOutPlayers(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Guard, Handmaid, Handmaid, Guard)
	gametest.Act(t, g, 0, "guard@1=priest") // seat 1 is out
	gametest.Act(t, g, 2, "handmaid")       // seat 2 is protected
	if legal := gametest.LegalTexts(g, 0); !slices.Equal(legal, []string{"guard", "handmaid"}) {
		t.Fatalf("legal %v: the Guard has nobody to choose", legal)
	}
}

// page, Prince: "any player still in": not a player who is out.
func TestPrinceMayNotChooseAPlayerWhoIsOut(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Guard, Priest, Baron, Prince, Handmaid, Prince)
	gametest.Act(t, g, 0, "guard@1=priest")
	gametest.Act(t, g, 2, "handmaid")
	gametest.RefuseText(t, g, 0, "prince@1", "seat 1 is out of the round")
	if legal := gametest.LegalTexts(g, 0); !slices.Equal(legal, []string{"prince@0"}) {
		t.Fatalf("legal %v: seat 1 is out and seat 2 protected, so only seat 0 remains", legal)
	}
}

// page, King: "trade hands with another player" — never with yourself.
func TestKingMustChooseAnotherPlayer(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, King, Priest, Baron, Guard)
	gametest.RefuseText(t, g, 0, "king@0", "the King must choose another player")
}

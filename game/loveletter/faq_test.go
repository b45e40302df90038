package loveletter

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// One test per ruling of ../shared/rules/love-letter.md ("page") and of the
// 2019 rulebook ../shared/seeds/003_a0523996a3b86328.txt ("book"), each quoting
// or paraphrasing its source. Deck orders are written top first (see rules_test.go).

// page: "Tokens of affection to win: 2 players 6, 3 players 5, 4 players 4, 5
// players 3, 6 players 3 (both variants)"; book: the table under «Победа в игре».
func TestTokensToWinByPlayerCount(t *testing.T) {
	for _, v := range []Variant{Edition2019, Classic} {
		for players, want := range map[int]int{2: 6, 3: 5, 4: 4, 5: 3, 6: 3} {
			g, err := New(game.Config{Players: players, Variant: string(v)})
			if v == Classic && players > 4 {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.Target != want {
				t.Errorf("%s, %d players: target %d, want %d", v, players, g.Target, want)
			}
		}
	}
}

// book, «Классическая версия»: remove 1 Guard, 2 Chancellors and 2 Spies; only
// 2–4 players; "Остальные правила игры не меняются".
func TestClassicRemovesOneGuardBothChancellorsAndBothSpies(t *testing.T) {
	full, classic := DeckCounts(Edition2019), DeckCounts(Classic)
	for c := range numCards {
		diff := full[c] - classic[c]
		want := map[Card]int8{Guard: 1, Chancellor: 2, Spy: 2}[c]
		if diff != want {
			t.Errorf("%s: classic has %d fewer, want %d", c, diff, want)
		}
	}
	if _, err := New(game.Config{Players: 5, Variant: "classic"}); err == nil {
		t.Error("the classic variant is only for 2–4 players")
	}
}

// page: "Shuffle; set the top card aside face down. With 2 players, also set 3
// cards aside face up (everyone sees them). Each player draws 1."
func TestSetupSetsAsideOneFaceDownAndThreeFaceUpWithTwoPlayers(t *testing.T) {
	for _, c := range []struct{ players, faceUp, deck int }{{2, 3, 21 - 1 - 3 - 2 - 1}, {3, 0, 21 - 1 - 3 - 1}, {6, 0, 21 - 1 - 6 - 1}} {
		g, _ := New(game.Config{Players: c.players, Seed: 3})
		for _, seat := range []int{0, 1, game.Spectator} {
			o := g.ObserveSeat(seat)
			if len(o.FaceUp) != c.faceUp || !o.SetAside || o.Deck != c.deck {
				t.Errorf("%d players, seat %d sees %d face up, set-aside %v, deck %d; want %d, true, %d",
					c.players, seat, len(o.FaceUp), o.SetAside, o.Deck, c.faceUp, c.deck)
			}
			for s, sv := range o.Seats {
				if want := 1 + boolInt(s == g.Turn); sv.HandSize != want {
					t.Errorf("%d players: seat %d holds %d cards, want %d", c.players, s, sv.HandSize, want)
				}
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// page: "Turn: draw 1, then play 1 of the 2 cards"; book: "В свой ход возьмите
// верхнюю карту из колоды. Затем выберите и разыграйте одну из двух карт".
func TestTurnStartsWithADraw(t *testing.T) {
	g := deal(t, 3, Edition2019, 1, Spy, Guard, Priest, Baron, King)
	// Dealt from seat 1 clockwise: 1 Guard, 2 Priest, 0 Baron; seat 1 draws the King.
	if g.Turn != 1 || !slices.Equal(g.Hands[1], []Card{Guard, King}) || len(g.Hands[0]) != 1 || len(g.Hands[2]) != 1 {
		t.Fatalf("turn %d hands %v", g.Turn, g.Hands)
	}
	if !slices.Equal(gametest.LegalTexts(g, 1)[:1], []string{"guard@0=baron"}) || !slices.Contains(gametest.LegalTexts(g, 1), "king@2") {
		t.Fatalf("seat 1 chooses between its two cards: %v", gametest.LegalTexts(g, 1))
	}
}

// page: "Every played or discarded card stays visible to all"; book: "Все
// разыгранные или сброшенные карты должны быть видны всем игрокам".
func TestPlayedAndDiscardedCardsAreVisibleToAll(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Prince, Baron, Guard, Guard, King)
	gametest.Act(t, g, 0, "prince@1") // seat 1 discards the Baron
	for _, v := range []int{0, 1, 2, game.Spectator} {
		o := g.ObserveSeat(v)
		if !slices.Equal(o.Seats[0].Discards, []Card{Prince}) || !slices.Equal(o.Seats[1].Discards, []Card{Baron}) {
			t.Fatalf("seat %d sees discards %v and %v", v, o.Seats[0].Discards, o.Seats[1].Discards)
		}
	}
}

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

// page: "Round ends ... when one player remains (they win)"; book: «раунд
// немедленно завершается и оставшийся игрок получает один жетон симпатии».
func TestRoundEndsWhenOnePlayerRemains(t *testing.T) {
	g := deal(t, 2, Edition2019, 0, Spy, Guard, Guard, Guard, Guard, Priest, Baron)
	ev := gametest.Act(t, g, 0, "guard@1=priest")
	if w, ok := gametest.Find(ev, EvRoundWin, 0); !ok || w.Value != 1 || g.Tokens[0] != 1 || g.Round != 2 {
		t.Fatalf("win %+v tokens %v round %d", w, g.Tokens, g.Round)
	}
}

// page: "Round ends when the deck is empty after a turn (remaining players
// reveal; the highest value wins"; book: «Если после хода любого игрока в
// колоде не осталось карт, все игроки, кроме выбывших, раскрывают карты».
func TestDeckRunOutHighestCardWins(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Handmaid, Priest, King, Guard)
	drain(t, g, 0, 1)
	ev := gametest.Act(t, g, 0, "handmaid")
	if w, ok := gametest.Find(ev, EvRoundWin, -1); !ok || w.Seat != 2 || gametest.Count(ev, EvRoundWin) != 1 {
		t.Fatalf("the King wins the showdown: %+v", ev)
	}
	if n := gametest.Count(ev, EvReveal); n != 3 {
		t.Fatalf("%d reveals, want 3", n)
	}
}

// page: "Next round: the round winner starts"; book: «Перед началом следующего
// раунда перемешайте все карты ... Первым ходит победитель прошлого раунда».
func TestRoundWinnerStartsTheNextRoundWithAFreshDeal(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Handmaid, Priest, King, Guard)
	drain(t, g, 0, 1)
	ev := gametest.Act(t, g, 0, "handmaid") // seat 2 wins; seat 1 would be next in turn
	if start, _ := gametest.Find(ev, EvRoundStart, -1); start.Seat != 2 || start.Value != 2 || g.Turn != 2 {
		t.Fatalf("round start %+v, turn %d", start, g.Turn)
	}
	if len(g.Deck) != 21-1-3-1 || g.SetAside == NoCard {
		t.Fatalf("deck %d, set aside %s", len(g.Deck), g.SetAside)
	}
	for s := range 3 {
		if len(g.Discards[s]) != 0 || g.Out[s] || g.Protected[s] || len(g.Hands[s]) != 1+boolInt(s == 2) {
			t.Fatalf("seat %d starts round 2 with hand %v, discards %v, out %v, protected %v", s, g.Hands[s], g.Discards[s], g.Out[s], g.Protected[s])
		}
	}
}

// page: "ALL tied highest players win and each gets a token"; book: «При ничьей
// все обладатели карт с наибольшим значением получают по одному жетону».
func TestTiedShowdownEveryTiedPlayerWins(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Handmaid, Guard, Guard, Guard)
	drain(t, g, 0, 1)
	gametest.Act(t, g, 0, "handmaid")
	if !slices.Equal(g.Tokens, []int{1, 1, 1}) {
		t.Fatalf("tokens %v, want one each", g.Tokens)
	}
}

// page: "if several won, pick one of them at random"; book: «случайным образом
// выберите из победителей прошлого раунда того, кто будет ходить первым».
func TestTiedRoundIsStartedByOneOfItsWinnersAtRandom(t *testing.T) {
	starters := map[int]bool{}
	for seed := range uint64(60) {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		if err := g.StackCards(0, Countess, Handmaid, Priest, Guard, Priest); err != nil {
			t.Fatal(err)
		}
		drain(t, g, 0, 1)
		ev := gametest.Act(t, g, 0, "handmaid") // seats 0 and 1 tie with a Priest over seat 2's Guard
		if !slices.Equal(g.Tokens, []int{1, 1, 0}) {
			t.Fatalf("tokens %v", g.Tokens)
		}
		start, _ := gametest.Find(ev, EvRoundStart, -1)
		if start.Seat != 0 && start.Seat != 1 {
			t.Fatalf("round started by %d, not a winner", start.Seat)
		}
		starters[start.Seat] = true
	}
	if len(starters) != 2 {
		t.Fatalf("over 60 seeds both winners should start sometimes: %v", starters)
	}
}

// book, Spy: «Шпион не имеет эффекта при розыгрыше или сбросе».
func TestSpyHasNoEffectWhenPlayed(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Spy, Guard, Priest, Guard)
	ev := gametest.Act(t, g, 0, "spy")
	// The play, then seat 1's turn begins with its draw; nothing in between.
	if ev[0].Type != EvPlay || ev[1].Type != EvDraw || ev[1].Seat != 1 || !slices.Equal(g.Hands[0], []Card{Guard}) {
		t.Fatalf("the Spy does nothing when played: %v", ev)
	}
}

// spyRound deals three seats with the second Spy placed where a test wants it and
// ends the round after seat 0's play: seat 0 holds Spy + hands[0] and plays the Spy.
// otherSpyTo < 0 puts it in front of seat 2, which is out.
func spyRound(t *testing.T, otherSpyTo int, hands [3]Card) *Game {
	t.Helper()
	g := deal(t, 3, Edition2019, 0, Countess, Spy, hands[1], hands[2], hands[0])
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	dump := 1
	switch {
	case otherSpyTo >= 0:
		g.Discards[otherSpyTo] = append(g.Discards[otherSpyTo], Spy)
		if otherSpyTo == 1 {
			dump = 2
		}
	default:
		g.Discards[2] = append(g.Discards[2], Spy)
		g.Out[2] = true
		g.Discards[2] = append(g.Discards[2], g.Hands[2]...)
		g.Hands[2] = nil
		dump = 2
	}
	drain(t, g, 0, dump)
	return g
}

// page, Spy: "if exactly one player still in the round has a Spy in front of
// them ... that player gets one extra token".
func TestSpyBonusSolePlayer(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Spy, Guard, Priest, Guard)
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	g.SetAside, g.Deck = Spy, append(g.Deck, Countess) // the other Spy is the unseen set-aside card
	drain(t, g, 0, 2)
	ev := gametest.Act(t, g, 0, "spy")
	// Seat 2 (Priest) wins the showdown; seat 0 alone has a Spy in front.
	if w, _ := gametest.Find(ev, EvRoundWin, -1); w.Seat != 2 {
		t.Fatalf("winner %+v", w)
	}
	if b, ok := gametest.Find(ev, EvSpyBonus, 0); !ok || b.Value != 1 || !slices.Equal(g.Tokens, []int{1, 0, 1}) {
		t.Fatalf("bonus %+v tokens %v", b, g.Tokens)
	}
}

// page, Spy: "(played or discarded ...)"; book: «неважно, разыгран или сброшен» —
// a Spy discarded because of a Prince counts.
func TestSpyDiscardedByAPrinceCounts(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Prince, Spy, Priest, Guard, King)
	drain(t, g, 1, 2) // seat 1 will draw the last card, the King
	i := slices.Index(g.Discards[2], Spy)
	g.Discards[2] = slices.Delete(g.Discards[2], i, i+1)
	g.SetAside = Spy // the other Spy is the set-aside card
	g.Deck = append(g.Deck[:0], King)
	g.Discards[2] = append(g.Discards[2], Countess)
	gametest.MustValid(t, g)
	ev := gametest.Act(t, g, 0, "prince@1") // seat 1 discards its Spy, draws the King; the deck is empty
	if b, ok := gametest.Find(ev, EvSpyBonus, 1); !ok || b.Value != 2 {
		t.Fatalf("seat 1 wins with the King and has the only Spy in front: %v, tokens %v", ev, g.Tokens)
	}
}

// page: "This is not a round win (it does not decide who starts next)"; book:
// «Получение жетона по свойству этой карты не считается победой в раунде».
func TestSpyBonusIsNotARoundWinAndDoesNotChooseTheStarter(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Spy, Guard, Priest, Guard)
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	g.SetAside, g.Deck = Spy, append(g.Deck, Countess)
	drain(t, g, 0, 2)
	ev := gametest.Act(t, g, 0, "spy")
	if start, _ := gametest.Find(ev, EvRoundStart, -1); start.Seat != 2 {
		t.Fatalf("the round winner (seat 2) starts, not the Spy: %+v", start)
	}
}

// page: "exactly one player still in the round": two such players, no bonus.
func TestNoSpyBonusWhenTwoPlayersInTheRoundHaveSpies(t *testing.T) {
	g := spyRound(t, 1, [3]Card{Guard, Guard, Priest})
	ev := gametest.Act(t, g, 0, "spy")
	if _, ok := gametest.Find(ev, EvSpyBonus, -1); ok || g.Awarded != 1 {
		t.Fatalf("two Spies in front of players still in: no bonus: %+v", ev)
	}
}

// book: «Даже если вы разыграли или сбросили двух шпионов, вы получаете только один жетон».
func TestTwoSpiesInFrontOfOnePlayerGiveOneToken(t *testing.T) {
	g := spyRound(t, 0, [3]Card{Guard, Guard, Priest})
	ev := gametest.Act(t, g, 0, "spy")
	if gametest.Count(ev, EvSpyBonus) != 1 || g.Tokens[0] != 1 {
		t.Fatalf("one bonus token only: tokens %v", g.Tokens)
	}
}

// page: "a player still in the round": the Spy of a player who is out does not count.
func TestSpyOfAnOutPlayerDoesNotCount(t *testing.T) {
	g := spyRound(t, -1, [3]Card{Guard, Guard, Priest})
	ev := gametest.Act(t, g, 0, "spy")
	if b, ok := gametest.Find(ev, EvSpyBonus, -1); !ok || b.Seat != 0 {
		t.Fatalf("seat 2 is out, so seat 0 is the only Spy still in: %+v", ev)
	}
}

// book: «Победитель раунда (даже если это вы) также получает свой жетон за победу».
func TestRoundWinnerWithTheOnlySpyGetsBothTokens(t *testing.T) {
	g := spyRound(t, 0, [3]Card{King, Guard, Priest})
	gametest.Act(t, g, 0, "spy")
	if g.Tokens[0] != 2 {
		t.Fatalf("the winner also takes the Spy token: %v", g.Tokens)
	}
}

// page: "at round end" — however it ends: the last player standing with the
// only Spy also takes the Spy's token.
func TestSpyBonusWhenTheRoundEndsWithOnePlayerLeft(t *testing.T) {
	g := deal(t, 2, Edition2019, 0, Countess, Guard, Guard, Guard, Spy, Priest, Guard, Handmaid, Baron)
	gametest.Act(t, g, 0, "spy")      // seat 0 keeps the Guard
	gametest.Act(t, g, 1, "priest@0") // seat 1 keeps the Handmaid
	ev := gametest.Act(t, g, 0, "guard@1=handmaid")
	w, _ := gametest.Find(ev, EvRoundWin, -1)
	b, ok := gametest.Find(ev, EvSpyBonus, -1)
	if w.Seat != 0 || !ok || b.Seat != 0 || b.Value != 2 || g.Tokens[0] != 2 {
		t.Fatalf("win %+v bonus %+v tokens %v", w, b, g.Tokens)
	}
}

// page: "Game ends when someone reaches the token target".
func TestGameEndsWhenATokenTargetIsReached(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Handmaid, Guard, Baron, Guard)
	g.Tokens = []int{3, 0, 4}
	g.Awarded = 7
	drain(t, g, 0, 1)
	ev := gametest.Act(t, g, 0, "handmaid")
	if !g.Over() || !slices.Equal(g.Winners, []int{2}) || len(g.Legal(0)) != 0 {
		t.Fatalf("over %v winners %v", g.Over(), g.Winners)
	}
	if w, _ := gametest.Find(ev, EvGameWin, 2); w.Value != 5 {
		t.Fatalf("game win %+v", w)
	}
	gametest.RefuseText(t, g, 0, "guard@1=king", "the game is over")
}

// page: "several players can win at once"; book: «В игре может быть несколько победителей».
func TestSeveralPlayersCanWinTheGameTogether(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Countess, Handmaid, Priest, Guard, Priest)
	g.Tokens = []int{4, 4, 0}
	g.Awarded = 8
	drain(t, g, 0, 2)
	gametest.Act(t, g, 0, "handmaid")
	if !g.Over() || !slices.Equal(g.Winners, []int{0, 1}) {
		t.Fatalf("winners %v", g.Winners)
	}
	if r := g.Result(); !slices.Equal(r.Winners, []int{0, 1}) || r.Scores[0] != 5 {
		t.Fatalf("result %+v", r)
	}
}

// page, "What the digital version adds": "A card tracker: for each character,
// how many copies are not yet visible".
func TestCardTrackerCountsCopiesNotYetVisible(t *testing.T) {
	g := deal(t, 2, Edition2019, 0, Countess, Guard, Guard, Priest, Handmaid, Guard, Spy)
	gametest.Act(t, g, 0, "spy")
	// Seat 0 has seen the three face-up cards, its Handmaid and its Spy.
	o := g.ObserveSeat(0)
	want := DeckCounts(Edition2019)
	for _, c := range []Card{Guard, Guard, Priest, Handmaid, Spy} { // face up, its hand, its discard
		want[c]--
	}
	if got := o.Unseen(); got != want {
		t.Fatalf("seat 0's tracker %v, want %v", got, want)
	}
}

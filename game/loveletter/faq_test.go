package loveletter

import (
	"slices"
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

// book: «Если после хода любого игрока в колоде не осталось карт»: the round
// ends after a turn that leaves the deck empty, not when a Chancellor empties
// it for a moment and puts cards back.
func TestRoundEndsOnlyAfterATurnThatLeavesTheDeckEmpty(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Chancellor, Priest, Priest, Guard, Baron, Handmaid)
	drain(t, g, 2, 1)
	gametest.Act(t, g, 0, "chancellor") // draws the last two cards
	if len(g.Deck) != 0 || g.Round != 1 || g.Phase != PhaseKeep {
		t.Fatalf("deck %v round %d phase %s", g.Deck, g.Round, g.Phase)
	}
	ev := gametest.Act(t, g, 0, "keep baron under guard,handmaid")
	if _, ended := gametest.Find(ev, EvRoundEnd, -1); ended || g.Turn != 1 || len(g.Deck) != 1 {
		t.Fatalf("the round goes on with seat 1 drawing a returned card: %v", ev)
	}
}

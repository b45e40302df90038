package mascarade

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// One test per note, example and ruling: the rulebook's notes ("Примітка")
// and example ("Приклад"), and the rules page's settlements. The rulebook
// has no FAQ section. Each comment quotes or paraphrases its source:
// [R] ../shared/seeds/001_311e6b8b584ec165.txt, [P] ../shared/rules/mascarade.md.

// [R] «Перемагає той гравець, який першим здобуде 13 монет!» — and at once:
// [P] "The game ends at once when a player has 13+ coins (they win)". A false
// claimant's fine, due after the powers, is never paid.
func TestThirteenCoinsWinsAtOnce(t *testing.T) {
	g := deal(t, 6, 1, six...)        // player 1 wears the King
	setCoins(t, g, 0, 5, 11, 7, 7, 6) // player 0, the liar, would pay 1
	ev := announce(t, g, "king", 0)
	if !g.Over() || !slices.Equal(g.Winners, []int{1}) || g.CoinsOf(1) != Win || g.CoinsOf(0) != 5 || gametest.Count(ev, EvFine) != 0 {
		t.Fatalf("over %v winners %v coins %v", g.Over(), g.Winners, coins(g))
	}
	gametest.RefuseText(t, g, g.Current, "look", "the game is over")
}

// [R] «Якщо один із гравців утратить усі свої монети, то гра негайно
// закінчується і перемагає найбагатший гравець!»
func TestLosingTheLastCoinEndsTheGameAndTheRichestWins(t *testing.T) {
	g := deal(t, 6, 0, six...)
	setCoins(t, g, 0, 6, 1, 10, 7, 6, 6)
	announce(t, g, "witch", 1) // player 1 wears the King: a liar, it pays its last coin
	if !g.Over() || g.CoinsOf(1) != 0 || !slices.Equal(g.Winners, []int{2}) {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
}

// [R] «У разі нічиєї гравці ділять перемогу.» [P] "Ties share."
func TestTiesShareTheWin(t *testing.T) {
	g := deal(t, 6, 0, six...)
	setCoins(t, g, 0, 1, 7, 9, 7, 6, 6)
	announce(t, g, "king", 1) // the King takes 2 (9); player 0 lies and pays its last coin
	if !g.Over() || !slices.Equal(g.Winners, []int{1, 2}) || !slices.Equal(g.Result().Winners, []int{1, 2}) {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
}

// [R] «Щойно один із гравців матиме 13 монет, його оголошують переможцем.»
// The first to reach 13 wins at once: a Patron reaching 13 wins before its
// neighbours take their coin, and a neighbour reaching 13 before the other
// neighbour's coin.
func TestTheFirstToReachThirteenWinsEvenAmidAPower(t *testing.T) {
	g := deal(t, 6, 1, sixB...) // the Patron at place 1, between players 0 and 2
	setCoins(t, g, 0, 12, 10, 2)
	ev := announce(t, g, "patron")
	if !g.Over() || !slices.Equal(g.Winners, []int{1}) || g.CoinsOf(0) != 12 || g.CoinsOf(2) != 2 || gametest.Count(ev, EvBank) != 1 {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
	g = deal(t, 6, 1, sixB...)
	setCoins(t, g, 0, 12, 3, 12) // player 2, on the Patron's left, takes first
	announce(t, g, "patron")
	if !g.Over() || !slices.Equal(g.Winners, []int{2}) || g.CoinsOf(0) != 12 {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
}

// [R] «Кожен гравець бере монети загальною вартістю 6». [P] "Everyone starts
// with 6 coins; the bank is unlimited; the court starts empty."
func TestEveryoneStartsWithSixCoinsAndTheCourtEmpty(t *testing.T) {
	for n := MinTable; n <= MaxTable; n++ {
		g, _ := New(game.Config{Players: n, Seed: uint64(n)})
		for p := range n {
			if g.CoinsOf(p) != StartCoins {
				t.Fatalf("%d players: coins %v", n, coins(g))
			}
		}
		if g.Court != 0 || g.Bank != 0 {
			t.Fatalf("%d players: court %d bank %d", n, g.Court, g.Bank)
		}
	}
}

// [P] "the bank is unlimited": however much it has paid out, it pays.
func TestTheBankIsUnlimited(t *testing.T) {
	g := deal(t, 6, 2, six...)
	setCoins(t, g, 500) // 500 coins paid out of the bank so far, all on the court
	announce(t, g, "empress")
	if g.CoinsOf(2) != 9 || g.Bank != 503 {
		t.Fatalf("coins %v bank %d", coins(g), g.Bank)
	}
}

// [R] «Монети кожного гравця – відкрита інформація»: every seat, and a
// spectator, sees every player's coins.
func TestEveryPlayersCoinsArePublic(t *testing.T) {
	g := deal(t, 6, 0, six...)
	setCoins(t, g, 2, 3, 9, 5, 6, 7, 4)
	for v := game.Spectator; v < 6; v++ {
		if o := g.ObserveSeat(v); !slices.Equal(o.Coins, []int{3, 9, 5, 6, 7, 4}) || o.Court != 2 {
			t.Fatalf("seat %d sees coins %v court %d", v, o.Coins, o.Court)
		}
	}
}

// [R] «покладіть її на центр стола стороною «А» догори … можете
// використовувати сторону «Б»». [P] the scenario table (our defaults).
func TestScenarioAIsTheDefaultAndTheRulesPageTable(t *testing.T) {
	eight := []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant}
	want := map[int][]Mask{
		4:  {Judge, Trickster, Empress, King, Thief, Cheat},
		5:  {Judge, Trickster, Empress, King, Witch, Cheat},
		6:  {Judge, Trickster, Empress, King, Witch, Cheat},
		7:  {Judge, Trickster, Empress, King, Fool, Thief, Witch},
		8:  eight,
		9:  append(slices.Clone(eight), Cheat),
		10: append(slices.Clone(eight), Cheat, Spy),
		11: append(slices.Clone(eight), Cheat, Spy, Guru),
		12: append(slices.Clone(eight), Cheat, Spy, Guru, Widow),
		13: append(slices.Clone(eight), Cheat, Spy, Guru, Widow, Thief),
	}
	for n, masks := range want {
		g, err := New(game.Config{Players: n})
		if err != nil || g.Scenario != "a" || !slices.Equal(g.Masks, masks) {
			t.Errorf("%d players: scenario %q masks %v (%v), want %v", n, g.Scenario, g.Masks, err, masks)
		}
		if b, _ := New(game.Config{Players: n, Options: map[string]string{"scenario": "b"}}); slices.Equal(b.Masks, masks) || b.Scenario != "b" {
			t.Errorf("%d players: scenario b is scenario a", n)
		}
	}
}

// [P] "Provide a second ("B") set per player count that brings in Beggar,
// Puppeteer, Princess and Patron" (the Puppeteer from 5 players, its minimum).
func TestScenarioBBringsInTheBeggarPuppeteerPrincessAndPatron(t *testing.T) {
	for n := MinTable; n <= MaxTable; n++ {
		masks, _ := Scenario("b", n)
		for _, m := range []Mask{Beggar, Princess, Patron, Puppeteer} {
			if !slices.Contains(masks, m) && (m != Puppeteer || n >= 5) {
				t.Errorf("scenario b, %d players, lacks the %s", n, m)
			}
		}
	}
}

// [P] "The game always uses as many masks as players, except 4 players use 6
// masks (2 in the centre …) and 5 players use 6 (1 in the centre)."
func TestAsManyMasksAsPlayersButSixAtFourAndFive(t *testing.T) {
	for n := MinTable; n <= MaxTable; n++ {
		for _, s := range []string{"a", "b"} {
			g, _ := New(game.Config{Players: n, Options: map[string]string{"scenario": s}})
			want := map[int]int{4: 6, 5: 6}[n]
			if want == 0 {
				want = n
			}
			if len(g.Places) != want || g.Centre != want-n {
				t.Errorf("%d players, scenario %s: %d masks, %d in the centre", n, s, len(g.Places), g.Centre)
			}
		}
	}
}

// [R] «Перетасуйте карти масок і роздайте … кладе отриману карту горілиць»;
// «У грі з 4 чи 5 учасниками покладіть решту карт масок горілиць на центр
// стола»; «переверніть їх усі долілиць (зокрема й карти на центрі стола)».
// Every mask, the centre's too, is shown to everyone at setup; then they lie
// face down: after one swap nobody else is sure of those places.
func TestSetupShowsEveryMaskFaceUpThenTurnsThemDown(t *testing.T) {
	g, _ := New(game.Config{Players: 4, Seed: 4})
	opening := g.Opening()
	for place, m := range g.Places {
		e := opening[place]
		if e.Type != EvSetup || e.Target != place || Mask(e.Card) != m || e.SeenBy != 0 {
			t.Fatalf("place %d: %+v, want %s shown to all", place, e, m)
		}
	}
	if e := opening[len(opening)-1]; e.Type != EvTurn || e.Seat != g.Current || len(opening) != 7 {
		t.Fatalf("the opening ends with the first turn: %v", opening)
	}
	k, _ := Know(g.ObserveSeat(game.Spectator))
	for place, m := range g.Places {
		if k.Certain(place) != m {
			t.Fatalf("place %d: a spectator is not sure of the %s it was shown", place, m)
		}
	}
	p := g.Current
	gametest.Act(t, g, p, "fake c1")
	k, _ = Know(g.ObserveSeat(game.Spectator))
	if k.Certain(g.At[p]) != NoMask || k.Certain(5) != NoMask || k.Certain((g.At[p]+1)%4) == NoMask {
		t.Fatal("after a swap the spectator should be unsure of exactly the two places swapped")
	}
}

// [R] «Починаючи з наймолодшого гравця …»: the youngest player is a seeded
// pick, and a fixed deal (Stacker) names it.
func TestTheYoungestPlayerStartsAndADealCanNameThem(t *testing.T) {
	first := map[int]bool{}
	for seed := range uint64(40) {
		g, _ := New(game.Config{Players: 5, Seed: seed})
		first[g.Current] = true
	}
	if len(first) != 5 {
		t.Fatalf("only players %v ever start", first)
	}
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: 5}, 3, "king", "judge", "cheat", "witch", "empress", "trickster")
	if g.Current != 3 || g.Places[1] != Judge || g.Places[5] != Trickster {
		t.Fatalf("current %d places %v", g.Current, g.Places)
	}
}

// [R] «Лише перші чотири гравці повинні виконати ці вступні ходи» and
// «візьміть свою карту й карту іншого гравця (або, якщо можливо, карту з
// центру стола). Не дивіться на ці карти.» [P] "The first four turns of the
// game (by the first four players) must be swaps." A swap shows no mask.
func TestOnlyTheFirstFourTurnsMustBeSwaps(t *testing.T) {
	g, _ := New(game.Config{Players: 5, Seed: 4})
	for turn := range 4 {
		p := g.Current
		for _, a := range g.Legal(p) {
			if a.Kind != KindSwap {
				t.Fatalf("turn %d: %s is offered", turn+1, g.FormatAction(a))
			}
		}
		gametest.RefuseText(t, g, p, "look", "the first four turns of the game must be swaps")
		target := []string{"c0", fmt.Sprint((p + 1) % 5)}[turn%2]
		for _, e := range gametest.Act(t, g, p, []string{"swap ", "fake "}[turn%2]+target) {
			if e.Card != -1 || (e.Type == EvSwap && e.Secret.Len() != 1) {
				t.Fatalf("an opening swap shows a mask: %+v", e)
			}
		}
	}
	kinds := map[uint8]bool{}
	for _, a := range g.Legal(g.Current) {
		kinds[a.Kind] = true
	}
	if !kinds[KindLook] || !kinds[KindAnnounce] || !kinds[KindSwap] {
		t.Fatalf("the fifth turn may look, swap or announce: %v", kinds)
	}
}

// [R] «У свій хід ви повинні виконати одну дію з наведених нижче: А.
// Подивитися свою маску Б. Поміняти свою маску В. Оголосити свою маску.
// Потім наступний гравець виконує свій хід.» Exactly one: after a look or a
// swap the next player plays.
func TestATurnIsExactlyOneOfLookSwapOrAnnounce(t *testing.T) {
	g := deal(t, 6, 0, six...)
	for _, a := range g.Legal(0) {
		if a.Kind != KindLook && a.Kind != KindSwap && a.Kind != KindAnnounce {
			t.Fatalf("%s offered on a turn", g.FormatAction(a))
		}
	}
	gametest.Act(t, g, 0, "look")
	if g.Current != 1 || g.Turn != 6 {
		t.Fatalf("after a look: current %d turn %d", g.Current, g.Turn)
	}
	gametest.Act(t, g, 1, "swap 2")
	if g.Current != 2 {
		t.Fatalf("after a swap: current %d", g.Current)
	}
	gametest.RefuseText(t, g, 1, "look", "not this seat's decision")
}

// [R] «Якщо ви випадково подивилися свою карту маски не під час свого ходу,
// то повинні виконати цю дію, коли настане ваш хід.» Here an accidental look
// cannot happen: a look out of turn is refused.
func TestALookOutOfTurnCannotHappen(t *testing.T) {
	g := deal(t, 6, 0, six...)
	for p := 1; p < 6; p++ {
		gametest.RefuseText(t, g, p, "look", "it is not this seat's decision")
	}
}

// [R] «Якщо в грі 4 чи 5 учасників, то, виконуючи цю дію, ви також можете
// брати карту з центру стола.» A centre mask may be swapped with at 4 and 5
// players, and with none at 6 unless the table has centre masks.
func TestAtFourAndFivePlayersYouMaySwapWithACentreMask(t *testing.T) {
	for n, centre := range map[int]int{4: 2, 5: 1, 6: 0} {
		g, _ := New(game.Config{Players: n, Seed: 2})
		p := g.Current
		var places []int
		for _, a := range g.Legal(p) {
			if a.Args[0] >= int8(n) {
				places = append(places, int(a.Args[0]))
			}
		}
		if len(places) != 2*centre {
			t.Errorf("%d players: swaps with centre places %v", n, places)
		}
		if centre > 0 {
			gametest.Act(t, g, p, fmt.Sprintf("swap c%d", centre-1))
			if g.Places[n+centre-1] != Mask(g.ObserveSeat(-1).Log[g.At[p]].Card) {
				t.Errorf("%d players: the swap with the centre did not move the masks", n)
			}
		}
	}
}

// [R] «Якщо в грі більше ніж 5 учасників, ви можете додати одну або дві карти
// масок на центр стола, як і в грі з 4–5 учасниками.» Above 5 players, one or
// two centre masks (a scenario draws them from the masks it does not use),
// and they can be swapped with as at 4–5 players; three are refused.
func TestAboveFivePlayersOneOrTwoMasksMayGoToTheCentre(t *testing.T) {
	for _, c := range []string{"1", "2"} {
		g, err := New(game.Config{Players: 7, Seed: 1, Options: map[string]string{"centre": c}})
		if err != nil {
			t.Fatal(err)
		}
		want := int(c[0] - '0')
		if g.Centre != want || len(g.Places) != 7+want {
			t.Fatalf("centre=%s: %d centre masks, %d places", c, g.Centre, len(g.Places))
		}
		base, _ := Scenario("a", 7)
		for _, m := range g.Masks[7:] {
			if slices.Contains(base, m) {
				t.Fatalf("centre=%s: the extra %s is already in the scenario", c, m)
			}
		}
		if a := game.NewAction(KindSwap, 7+want-1, 1); !slices.Contains(g.Legal(g.Current), a) {
			t.Fatalf("centre=%s: no swap with the last centre place", c)
		}
	}
	if _, err := New(game.Config{Players: 7, Options: map[string]string{"centre": "3"}}); err == nil {
		t.Fatal("three centre masks accepted")
	}
	if _, err := New(game.Config{Players: 5, Options: map[string]string{"centre": "2"}}); err == nil || !strings.Contains(err.Error(), "only 6 or more players") {
		t.Fatalf("centre at 5 players: %v", err)
	}
}

// [R] «якщо ви були змушені відкрити свою карту маски під час ходу
// попереднього гравця, ви не можете виконати цю дію в цей хід.» [P] "A
// player whose mask was revealed during the previous player's turn may not
// announce on this turn." Only that turn: the next time it may.
func TestRevealedDuringThePreviousPlayersTurnMayNotAnnounce(t *testing.T) {
	g := deal(t, 6, 0, six...)
	announce(t, g, "king", 1) // player 1 is revealed during player 0's turn
	for _, a := range g.Legal(1) {
		if a.Kind == KindAnnounce {
			t.Fatal("the revealed player is offered an announcement")
		}
	}
	gametest.RefuseText(t, g, 1, "announce king", "your mask was revealed during the previous player's turn, so you may not announce")
	gametest.Act(t, g, 1, "look")
	passTo(t, g, 1)
	announce(t, g, "king")
	if g.CoinsOf(1) != 10 {
		t.Fatalf("a full round later the King may announce: %v", coins(g))
	}
}

// [R] «Якщо ви були змушені відкрити свою карту» — and the Guru's target must
// «відкрити свою карту»: revealed, so barred during the next turn if it is its own.
func TestTheGurusTargetIsRevealedAndMayNotAnnounceNextTurn(t *testing.T) {
	g := deal(t, 11, 10, eleven...)
	announce(t, g, "guru")
	gametest.Act(t, g, 10, "target 0") // player 0 plays next
	gametest.Act(t, g, 0, "name judge")
	if g.Current != 0 || !g.RevealedPrev[0] {
		t.Fatalf("current %d revealed %v", g.Current, g.RevealedPrev)
	}
	gametest.RefuseText(t, g, 0, "announce judge", "revealed during the previous player's turn")
}

// [P] "The Princess's target is not "revealed" for this rule: the rulebook
// says the target must *show* (показати) the mask to the others without
// looking at it, while the ban speaks of a player forced to *reveal*
// (відкрити)". The target, next to play, may announce.
func TestThePrincessTargetIsNotRevealedAndMayAnnounceNextTurn(t *testing.T) {
	g := deal(t, 6, 4, sixB...)
	announce(t, g, "princess")
	gametest.Act(t, g, 4, "target 5") // player 5 plays next
	if g.Current != 5 || g.RevealedPrev[5] {
		t.Fatalf("current %d, the Princess's target marked revealed: %v", g.Current, g.RevealedPrev)
	}
	if !slices.Contains(g.Legal(5), game.NewAction(KindAnnounce, int(Witch))) {
		t.Fatal("the Princess's target may not announce")
	}
	gametest.Act(t, g, 5, "announce witch")
}

// The Spy looks «крадькома» (secretly): its target is not revealed either.
func TestTheSpysTargetIsNotRevealed(t *testing.T) {
	g := deal(t, 10, 9, ten...)
	announce(t, g, "spy")
	gametest.Act(t, g, 9, "target 0")
	gametest.Act(t, g, 9, "keep")
	if g.Current != 0 || g.RevealedPrev[0] {
		t.Fatalf("current %d revealed %v", g.Current, g.RevealedPrev)
	}
	gametest.Act(t, g, 0, "announce judge")
}

// [R] «Ви можете оголосити, що маєте будь-яку маску з тих, які є в поточній
// грі. Вам не обов'язково мати цю карту чи навіть узагалі знати, яку ви
// карту маєте.» Any mask of the scenario, and only those.
func TestAnyMaskOfTheScenarioMayBeAnnouncedTrueOrNot(t *testing.T) {
	g := deal(t, 6, 0, six...)
	var announced []Mask
	for _, a := range g.Legal(0) {
		if a.Kind == KindAnnounce {
			announced = append(announced, Mask(a.Args[0]))
		}
	}
	if !slices.Equal(announced, []Mask{Judge, Empress, King, Trickster, Witch, Cheat}) {
		t.Fatalf("announcements %v", announced)
	}
	gametest.RefuseText(t, g, 0, "announce spy", "announce a mask of this scenario")
	announce(t, g, "empress") // player 0 wears the Judge and has never looked
	if g.CoinsOf(0) != 9 {
		t.Fatalf("an unchallenged bluff works: %v", coins(g))
	}
}

// [R] «Приклад. Ви оголошуєте: «Я – король». Ніхто з гравців не заперечив …
// Отже, ви негайно застосовуєте силу короля (не відкриваючи своєї карти) і
// берете 2 монети з банку.»
func TestTheKingExampleUncontestedTakesTwoWithoutAReveal(t *testing.T) {
	g := deal(t, 6, 1, six...)
	ev := announce(t, g, "king")
	if gametest.Count(ev, EvReveal) != 0 || g.CoinsOf(1) != 8 || g.Bank != 2 {
		t.Fatalf("coins %v events %v", coins(g), ev)
	}
	if b, _ := gametest.Find(ev, EvBank, 1); b.Value != 2 {
		t.Fatalf("bank event %+v", b)
	}
}

// [R] «Примітка. Можливо, що жоден із гравців не відкрив оголошеної маски. У
// такому разі штраф платять усі гравці, що заявляли, ніби ця маска в них.»
func TestWhenNobodyRevealsTheMaskEveryClaimantPays(t *testing.T) {
	g := deal(t, 6, 0, six...) // the Cheat is player 4's, who does not claim it
	ev := announce(t, g, "cheat", 2)
	if gametest.Count(ev, EvFine) != 2 || g.CoinsOf(0) != 5 || g.CoinsOf(2) != 5 || g.Court != 2 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
}

// [R] «Нарешті всі гравці знову перевертають свої карти масок долілиць.» A
// revealed mask goes face down again: a swap afterwards leaves onlookers unsure.
func TestRevealedMasksGoFaceDownAgain(t *testing.T) {
	g := deal(t, 6, 0, six...)
	announce(t, g, "king", 1)
	k, _ := Know(g.ObserveSeat(3))
	if k.Certain(1) != King {
		t.Fatal("the reveal did not show the King")
	}
	gametest.Act(t, g, 1, "fake 2")
	k, _ = Know(g.ObserveSeat(3))
	if k.Certain(1) != NoMask || k.Belief()[1][King] != 0.5 {
		t.Fatalf("after an unseen swap the King is at place 1 with chance %.2f", k.Belief()[1][King])
	}
}

// [R] «Примітка. Якщо гравці хибно заявляли, що мають маску судді, і повинні
// заплатити штраф в 1 монету, то вони роблять це після того, як суддя
// застосує свою силу. Отже, у цей хід суддя не отримає цих штрафних грошей.»
func TestFalseJudgesPayTheirFinesAfterTheJudge(t *testing.T) {
	g := deal(t, 6, 0, six...)
	setCoins(t, g, 3, 3)
	announce(t, g, "judge", 2, 4) // player 0 is the Judge, players 2 and 4 lie
	if g.CoinsOf(0) != 6 || g.CoinsOf(2) != 5 || g.CoinsOf(4) != 5 || g.Court != 2 {
		t.Fatalf("coins %v court %d: the fines come after the Judge", coins(g), g.Court)
	}
}

// [R] «Примітка. Якщо гравці хибно заявляли, що мають маску чарівниці, і
// повинні заплатити штраф в 1 монету, то вони роблять це після того, як
// чарівниця застосує свою силу.» The liar pays from the coins it has after
// the Witch's exchange.
func TestFalseWitchesPayTheirFinesAfterTheWitch(t *testing.T) {
	g := deal(t, 6, 3, six...) // player 3 is the Witch; player 0 lies
	setCoins(t, g, 0, 2, -1, -1, 10)
	announce(t, g, "witch", 0)
	gametest.Act(t, g, 3, "target 0")
	if g.CoinsOf(3) != 2 || g.CoinsOf(0) != 9 || g.Court != 1 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
}

// [R] «Вдова: Ви берете з банку стільки монет, щоб мати рівно 10 монет.
// Примітка. Якщо ви вже маєте 10 чи більше монет, то після застосування цієї
// сили нічого не відбувається.»
func TestWidowTakesUpToExactlyTenAndNothingAtTenOrMore(t *testing.T) {
	twelve := []Mask{Judge, Widow, King, Empress, Witch, Cheat, Trickster, Fool, Peasant, Peasant, Spy, Guru}
	for _, c := range []struct{ has, want, bank int }{{2, 10, 8}, {9, 10, 1}, {10, 10, 0}, {12, 12, 0}} {
		g := deal(t, 12, 1, twelve...)
		setCoins(t, g, max(0, StartCoins-c.has), -1, c.has) // coins the Widow lacks wait on the court
		bank := g.Bank
		ev := announce(t, g, "widow")
		if g.CoinsOf(1) != c.want || g.Bank-bank != c.bank || (c.bank == 0) != (gametest.Count(ev, EvNoEffect) == 1) {
			t.Errorf("with %d coins: %d after, %d from the bank", c.has, g.CoinsOf(1), g.Bank-bank)
		}
	}
}

// [R] «Гуру … Примітка. Якщо гравець має менше ніж 4 монети, то повинен
// віддати всі свої гроші. Після цього гра негайно закінчується.»
func TestAGurusTargetWithFewerThanFourGivesAllAndTheGameEnds(t *testing.T) {
	g := deal(t, 11, 10, eleven...)
	setCoins(t, g, 0, 10, -1, -1, 2)
	announce(t, g, "guru")
	gametest.Act(t, g, 10, "target 3")
	ev := gametest.Act(t, g, 3, "name judge") // player 3 wears the King
	tr, _ := gametest.Find(ev, EvTransfer, 10)
	if !g.Over() || g.CoinsOf(3) != 0 || tr.Value != 2 || g.CoinsOf(10) != 8 || !slices.Equal(g.Winners, []int{0}) {
		t.Fatalf("over %v coins %v winners %v", g.Over(), coins(g), g.Winners)
	}
}

// [R] «Спритник: Візьміть 2 монети в найбагатшого гравця (за винятком вас).
// Якщо таких гравців кілька, самі вирішіть, у кого взяти 2 монети.»
func TestTheTricksterChoosesAmongTiedRichestPlayers(t *testing.T) {
	g := deal(t, 6, 5, six...)
	setCoins(t, g, 0, 6, 3, 9, 9, 3, 6)
	announce(t, g, "trickster")
	if g.Phase != PhasePower {
		t.Fatal("a tie for the richest is the Trickster's choice")
	}
	var offered []int
	for _, a := range g.Legal(5) {
		offered = append(offered, int(a.Args[0]))
	}
	if !slices.Equal(offered, []int{2, 3}) {
		t.Fatalf("offered %v", offered)
	}
	gametest.Act(t, g, 5, "target 3")
	if g.CoinsOf(3) != 7 || g.CoinsOf(5) != 8 {
		t.Fatalf("coins %v", coins(g))
	}
}

// [R] «Для цього ви повинні дотримуватися таких умов» and [P] "a
// custom-scenario builder that enforces the seed's rules: Judge always in; at
// least a third of the masks bring money from the bank; both Peasants or none;
// Peasants need 8+ players and Puppeteer 5+ (our minimums); above 5 players
// one or two extra masks may go to the centre." Each condition refuses with
// its own code and parameters, for the client to translate, and New refuses
// with the same Refusal.
func TestACustomScenarioKeepsTheRulebooksConditions(t *testing.T) {
	cases := []struct {
		name            string
		players, centre int
		masks           string
		want            Refusal
	}{
		{"the Judge is always in", 6, 0, "king,empress,witch,cheat,trickster,thief", Refusal{RefuseJudge, Judge, 1, 0}},
		{"a third bring money", 6, 0, "judge,king,witch,cheat,trickster,thief", Refusal{RefuseBank, NoMask, 2, 1}},
		{"both Peasants or none", 8, 0, "judge,king,empress,witch,cheat,trickster,thief,peasant", Refusal{RefusePeasants, Peasant, 2, 1}},
		{"Peasants need 8 players", 7, 0, "judge,king,empress,witch,cheat,peasant,peasant", Refusal{RefuseMinPlayers, Peasant, 8, 7}},
		{"the Puppeteer needs 5 players", 4, 2, "judge,king,empress,witch,puppeteer,cheat", Refusal{RefuseMinPlayers, Puppeteer, 5, 4}},
		{"one mask per place", 6, 0, "judge,king,empress,witch,cheat", Refusal{RefuseCount, NoMask, 6, 5}},
		{"one King", 6, 0, "judge,king,king,empress,witch,cheat", Refusal{RefuseCopies, King, 1, 2}},
		{"two Peasants", 9, 0, "judge,king,empress,witch,cheat,peasant,peasant,peasant,fool", Refusal{RefuseCopies, Peasant, 2, 3}},
		{"at most two in the centre", 7, 3, "judge,king,empress,witch,cheat,thief,fool,spy,guru,widow", Refusal{RefuseCentre, NoMask, 2, 3}},
		{"two in the centre at 4 players", 4, 1, "judge,king,empress,witch,cheat", Refusal{RefuseCentre, NoMask, 2, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			masks, err := parseMasks(c.masks)
			if err != nil {
				t.Fatal(err)
			}
			r := CheckScenario(masks, c.players, c.centre)
			if r == nil || *r != c.want {
				t.Fatalf("refusal %+v, want %+v", r, c.want)
			}
			if c.centre > MaxCentre || (c.players <= 5 && c.centre != CentreFor(c.players)) {
				return // CheckConfig refuses such a centre option before New looks at the masks
			}
			opts := map[string]string{"masks": c.masks}
			if c.players > 5 && c.centre > 0 {
				opts["centre"] = fmt.Sprint(c.centre)
			}
			_, err = New(game.Config{Players: c.players, Options: opts})
			var got *Refusal
			if !errors.As(err, &got) || *got != c.want || !strings.HasPrefix(err.Error(), "mascarade: scenario refused: ") {
				t.Fatalf("New: %v, want %+v", err, c.want)
			}
		})
	}
	// At the limits: exactly a third is enough; both Peasants at 8 players are fine.
	for _, ok := range []struct {
		players int
		masks   string
	}{
		{6, "judge,king,empress,witch,cheat,trickster"},
		{8, "judge,king,witch,cheat,trickster,thief,peasant,peasant"},
		{5, "judge,king,empress,witch,puppeteer,cheat"},
	} {
		if _, err := New(game.Config{Players: ok.players, Options: map[string]string{"masks": ok.masks}}); err != nil {
			t.Errorf("%d players, %s: %v", ok.players, ok.masks, err)
		}
	}
}

// [P] the masks table, "brings money from the bank": exactly the Empress,
// King, Widow, Patron, Princess, Fool and Peasant — what the third counts.
func TestTheMasksThatBringMoneyFromTheBank(t *testing.T) {
	var bank []Mask
	for m := range numMasks {
		if m.FromBank() {
			bank = append(bank, m)
		}
	}
	if !slices.Equal(bank, []Mask{Empress, King, Widow, Patron, Princess, Fool, Peasant}) {
		t.Fatalf("bank masks %v", bank)
	}
}

package threeparts

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// One test per ruling of the rules page (../shared/rules/three-parts.md,
// "page") and per rule, note and worked example of the rulebook
// (../shared/seeds/002_5426e1ef8c3dbd85.txt, Russian, "book"). Each comment
// quotes or paraphrases its source.

// page: "70 cards: numbers 1–10 with n copies of n (55) and 15 jokers."
// book: "55 карт с числами от 1 до 10 (количество копий равно номиналу) … 15 карт джокеров".
func TestDeckHasNCopiesOfEachNumberNAndFifteenJokers(t *testing.T) {
	for _, players := range []int{3, 4} {
		g, _ := New(game.Config{Players: players, Seed: 9})
		var n [11]int
		for _, c := range append(slices.Clone(g.Row), g.Deck...) {
			n[c]++
		}
		want := [11]int{15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
		if n != want || len(g.Row)+len(g.Deck) != 70 {
			t.Fatalf("%d players: cards %v, want %v", players, n, want)
		}
	}
}

// page: "3 or 4 players."
func TestThreeOrFourPlayers(t *testing.T) {
	for players := 1; players <= 6; players++ {
		_, err := New(game.Config{Players: players})
		if ok := players == 3 || players == 4; ok != (err == nil) {
			t.Errorf("%d players: %v", players, err)
		}
	}
}

// book: "Случайно выберите первого игрока и дайте ему 2 карты-разделителя."
func TestTheFirstLeaderIsChosenAtRandom(t *testing.T) {
	seen := map[int]bool{}
	for seed := range uint64(40) {
		g, _ := New(game.Config{Players: 4, Seed: seed})
		h, _ := New(game.Config{Players: 4, Seed: seed})
		if g.Leader != h.Leader {
			t.Fatal("the same seed chose another first leader")
		}
		seen[g.Leader] = true
	}
	if len(seen) != 4 {
		t.Fatalf("first leaders %v over 40 seeds", seen)
	}
}

// page: "The leader role starts with the first player and passes clockwise each round."
// book: "Роль ведущего переходит к следующему игроку".
func TestLeaderPassesClockwiseEachRound(t *testing.T) {
	g := deal(t, 3, 2, "1 2 3 4 5 6 7 8 9 10 10 10 10 10")
	for _, want := range []int{0, 1} {
		gametest.Act(t, g, g.Leader, "cut 1/1/5")
		votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
		if g.Leader != want {
			t.Fatalf("round %d led by %d, want %d", g.Round, g.Leader, want)
		}
	}
}

// page: "The leader turns up cards in a row: 7 with 3 players, 9 with 4."
// page: "When the leader has turned up the last cards of the deck, the round is finished
// and the game ends. (3 players: 10 rounds of 7. 4 players: 7 rounds of 9, then 1 round of 7.)"
// book: "при игре вчетвером последний раунд разыгрывается с 7 картами вместо 9".
func TestRowsOfSevenOrNineUntilTheDeckRunsOut(t *testing.T) {
	for _, c := range []struct {
		players int
		rows    []int
	}{{3, []int{7, 7, 7, 7, 7, 7, 7, 7, 7, 7}}, {4, []int{9, 9, 9, 9, 9, 9, 9, 7}}} {
		for seed := range uint64(5) {
			g, _ := New(game.Config{Players: c.players, Seed: seed})
			rows := []int{len(g.Row)}
			r := game.NewRNG(seed)
			for !g.Over() {
				p := g.Pending()
				s := p[r.Intn(len(p))]
				l := g.Legal(s)
				ev, err := g.Apply(s, l[r.Intn(len(l))])
				if err != nil {
					t.Fatal(err)
				}
				if gametest.Count(ev, EvRoundStart) > 0 {
					rows = append(rows, gametest.Count(ev, EvTurnUp))
				}
			}
			if !slices.Equal(rows, c.rows) || g.Round != len(c.rows) || len(g.Deck) != 0 {
				t.Fatalf("%d players seed %d: rows %v, want %v", c.players, seed, rows, c.rows)
			}
		}
	}
}

// page: "The order never changes." book: "Важно: порядок выкладываемых карт менять нельзя!"
// Every cut, and every re-cut, gives parts that are runs of the row in order.
func TestTheRowsOrderNeverChanges(t *testing.T) {
	row := []Card{3, 1, 4, 2, 5, 9, 2}
	for _, a := range deal(t, 3, 0, "3 1 4 2 5 9 2").Legal(0) {
		g := deal(t, 3, 0, "3 1 4 2 5 9 2")
		if _, err := g.Apply(0, a); err != nil {
			t.Fatal(err)
		}
		if joined := slices.Concat(g.Contests[0].Parts...); !slices.Equal(joined, row) {
			t.Fatalf("%s: parts %v", FormatAction(a), g.Contests[0].Parts)
		}
	}
	g := deal(t, 3, 0, "3 1 4 2 5 9 2")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	gametest.Act(t, g, 0, "cut 2/2/1")
	if p := g.Contests[0].Parts; !slices.Equal(p[0], []Card{4, 2}) || !slices.Equal(p[1], []Card{5, 9}) || !slices.Equal(p[2], []Card{2}) {
		t.Fatalf("re-cut parts %v", p)
	}
}

// page: "The leader places the two dividers to cut the row into three contiguous
// parts — white (left), blue (middle), black (right) — each at least one card."
// book: "разделяет этот ряд на 3 части … так, чтобы в каждой части была минимум одна карта".
func TestTheLeaderCutsIntoThreePartsOfAtLeastOneCard(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.RefuseText(t, g, 1, "cut 2/2/3", "not this seat's decision")
	gametest.Refuse(t, g, 0, game.NewAction(KindCut, 0, 2, 5), "each of the three parts needs at least one card")
	gametest.Refuse(t, g, 0, game.NewAction(KindCut, 2, 7, 0), "each of the three parts needs at least one card")
	gametest.Act(t, g, 0, "cut 5/1/1")
	p := g.Contests[0].Parts
	if len(p) != 3 || !slices.Equal(p[White], []Card{1, 2, 3, 4, 5}) || !slices.Equal(p[Blue], []Card{6}) || !slices.Equal(p[Black], []Card{7}) {
		t.Fatalf("white, blue, black from the left: %v", p)
	}
}

// page: "Everyone, the leader too, picks a colour in secret."
// book: "все игроки, включая ведущего, втайне от остальных выбирают часть".
func TestEveryoneVotesTheLeaderToo(t *testing.T) {
	g := deal(t, 4, 1, "1 2 3 4 5 6 7 8 9")
	gametest.Act(t, g, 1, "cut 3/3/3")
	if p := g.Pending(); !slices.Equal(p, []int{0, 1, 2, 3}) {
		t.Fatalf("pending %v: all four vote at once", p)
	}
}

// page: "Voting is simultaneous: no seat sees another's vote before all are in."
// book: "кладут перед собой карту выбора … взакрытую. Как только все игроки готовы,
// все выложенные карты выбора открываются."
// A seat sees who is ready, never what they chose; then all are revealed at once.
func TestVotesStaySecretUntilAllAreRevealedTogether(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	h := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 2/2/3")
	gametest.Act(t, h, 0, "cut 2/2/3")
	before := gametest.ObsJSON(t, g, 1)
	gametest.Act(t, g, 0, "black")
	gametest.Act(t, h, 0, "white")
	o := g.ObserveSeat(1)
	if !o.Voted[0] || o.MyVote != -1 || gametest.ObsJSON(t, g, 1) == before {
		t.Fatal("seat 1 sees that seat 0 is ready")
	}
	if gametest.ObsJSON(t, g, 1) != gametest.ObsJSON(t, h, 1) || gametest.ObsJSON(t, g, 2) != gametest.ObsJSON(t, h, 2) {
		t.Fatal("another seat's observation depends on seat 0's secret vote")
	}
	ev := gametest.Act(t, g, 1, "white")
	if gametest.Count(ev, EvVoted) != 0 {
		t.Fatal("a vote revealed before all are in")
	}
	ev = gametest.Act(t, g, 2, "blue")
	if got := of(ev, EvVoted); !slices.Equal(got, [][3]int{{0, -1, Black}, {1, -1, White}, {2, -1, Blue}}) {
		t.Fatalf("reveal %v", got)
	}
}

// book: "Примечание: при возникновении спорных ситуаций игрокам стоит выкладывать
// карты по очереди, начиная с игрока, сидящего слева от ведущего." Laying choice
// cards in turn settles disputes at a real table; here votes are sealed, so the
// order they come in changes nothing.
func TestTheOrderOfVotesChangesNothing(t *testing.T) {
	var want string
	for _, order := range [][]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		g := deal(t, 3, 0, "1 2 3 4 5 6 7")
		gametest.Act(t, g, 0, "cut 2/2/3")
		choice := map[int]string{0: "white", 1: "black", 2: "black"}
		var ev []game.Event
		for _, s := range order {
			ev = append(ev, gametest.Act(t, g, s, choice[s])...)
		}
		got := fmt.Sprint(g.Phase, g.Numbers, g.Discards, g.Contests, of(ev, EvVoted))
		if want == "" {
			want = got
		} else if got != want {
			t.Fatalf("order %v: %s, want %s", order, got, want)
		}
	}
}

// page: "no claimant — discarded". book: "если на часть никто не претендует, то
// карты этой части сразу сбрасываются".
func TestAPartNobodyClaimsIsDiscarded(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 2/2/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue"})
	if !slices.Equal(g.Discards, []Card{5, 6, 7}) {
		t.Fatalf("discards %v", g.Discards)
	}
	for s := range 3 {
		if slices.ContainsFunc(taken(g, s), func(v int) bool { return v >= 5 }) {
			t.Fatalf("seat %d got a card of the black part", s)
		}
	}
}

// page: "one claimant — they take it". book: "если на часть претендует один
// игрок, то он сразу получает все карты этой части".
func TestASoleClaimantTakesThePart(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 2/2/3")
	votes(t, g, map[int]string{0: "black", 1: "blue", 2: "blue"})
	if !slices.Equal(taken(g, 0), []int{5, 6, 7}) {
		t.Fatalf("seat 0 took %v", taken(g, 0))
	}
}

// page: "3+ cards: the leader cuts that part again into three parts and only
// those claimants vote again (the same rules, recursively)". book: "трёх и более
// карт, то эта часть разделяется на три части по усмотрению ведущего и проводится
// дополнительный раунд ставок среди этих игроков".
func TestAContestedPartOfThreeOrMoreIsCutAgainAmongItsClaimants(t *testing.T) {
	g := deal(t, 3, 1, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 1, "cut 1/1/5")
	votes(t, g, map[int]string{0: "black", 1: "white", 2: "black"})
	if g.Phase != PhaseCut || !slices.Equal(g.Contests[0].Cards, []Card{3, 4, 5, 6, 7}) || g.Contests[0].Claimants != game.SeatsOf(0, 2) {
		t.Fatalf("phase %s contests %+v", g.Phase, g.Contests)
	}
	gametest.Act(t, g, 1, "cut 1/2/2")
	if p := g.Pending(); !slices.Equal(p, []int{0, 2}) {
		t.Fatalf("only the claimants vote again: %v", p)
	}
	gametest.RefuseText(t, g, 1, "white", "not this seat's decision")
	// Recursively: both claim black again, and the pair 6 7 is split for them.
	votes(t, g, map[int]string{0: "black", 2: "black"})
	if g.Phase != PhaseVote || len(g.Contests[0].Parts) != 2 || g.Contests[0].Claimants != game.SeatsOf(0, 2) {
		t.Fatalf("phase %s contests %+v", g.Phase, g.Contests)
	}
	votes(t, g, map[int]string{0: "blue", 2: "white"})
	if !slices.Equal(taken(g, 0), []int{7}) || !slices.Equal(taken(g, 2), []int{6}) || !slices.Equal(g.Discards, []Card{2, 3, 4, 5}) {
		t.Fatalf("took %v %v discards %v", taken(g, 0), taken(g, 2), g.Discards)
	}
}

// book: "эта часть разделяется на три части по усмотрению ведущего": the leader
// cuts a contested part, even one the leader does not claim, having taken a part.
func TestTheLeaderCutsAContestedPartAfterTakingOne(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	if !g.Took[0] || !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("took %v pending %v", g.Took, g.Pending())
	}
	gametest.RefuseText(t, g, 1, "cut 1/1/3", "not this seat's decision")
	gametest.Act(t, g, 0, "cut 1/1/3")
}

// page: "2 cards: cut into 1 + 1 (two parts, white and blue) and those claimants
// vote again". book: "двух карт, то эта часть делится пополам одной
// картой-разделителем и проводится дополнительный раунд ставок".
func TestAContestedPairIsSplitOneAndOne(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 2/3/2")
	ev := votes(t, g, map[int]string{0: "blue", 1: "black", 2: "black"})
	if _, ok := gametest.Find(ev, EvSplit, -1); !ok || g.Phase != PhaseVote || len(g.Contests[0].Parts) != 2 {
		t.Fatalf("phase %s parts %v", g.Phase, g.Contests)
	}
	if got := gametest.LegalTexts(g, 1); !slices.Equal(got, []string{"blue", "white"}) {
		t.Fatalf("votes %v", got)
	}
	gametest.RefuseText(t, g, 1, "black", "a contested pair is split into a white and a blue part only")
	votes(t, g, map[int]string{1: "white", 2: "blue"})
	if !slices.Equal(taken(g, 1), []int{6}) || !slices.Equal(taken(g, 2), []int{7}) {
		t.Fatalf("took %v %v", taken(g, 1), taken(g, 2))
	}
}

// page: "1 card: discarded, nobody gets it." book: "одной карты, то она
// сбрасывается, и игроки ничего не получают."
func TestAContestedSingleCardIsDiscarded(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 5/1/1")
	ev := votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue"})
	if len(taken(g, 1)) != 0 || len(taken(g, 2)) != 0 || !slices.Contains(of(ev, EvDiscard), [3]int{-1, 6, 5}) {
		t.Fatalf("nobody gets a contested single card: %v %v %v", taken(g, 1), taken(g, 2), of(ev, EvDiscard))
	}
}

// page: "With 4 players, two separate contested parts are settled one after the
// other, the one further left first." book: "Примечание: при игре вчетвером …
// ведущий сначала проведёт отдельный раунд ставок для первой пары игроков, а затем
// для второй."
func TestTwoContestedPartsAreSettledOneAfterTheOtherLeftFirst(t *testing.T) {
	g := deal(t, 4, 0, "1 2 3 4 5 6 7 8 9")
	gametest.Act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "black", 1: "black", 2: "white", 3: "white"})
	if g.Contests[0].Claimants != game.SeatsOf(2, 3) || !slices.Equal(g.Contests[0].Cards, []Card{1, 2, 3}) {
		t.Fatalf("the white contest comes first: %+v", g.Contests)
	}
	gametest.Act(t, g, 0, "cut 1/1/1")
	if !slices.Equal(g.Pending(), []int{2, 3}) {
		t.Fatalf("pending %v", g.Pending())
	}
	votes(t, g, map[int]string{2: "white", 3: "black"})
	if g.Contests[0].Claimants != game.SeatsOf(0, 1) || !slices.Equal(g.Contests[0].Cards, []Card{7, 8, 9}) || g.Phase != PhaseCut {
		t.Fatalf("then the black one: %+v", g.Contests)
	}
}

// page: "A player who has taken a part takes no part in further votes this round."
// book: "Как только игрок получил свою часть, он больше не может претендовать на
// части при дальнейшем распределении в этом раунде".
func TestAPlayerWhoTookAPartSitsOutTheRestOfTheRound(t *testing.T) {
	g := deal(t, 4, 0, "1 2 3 4 5 6 7 8 9")
	gametest.Act(t, g, 0, "cut 3/3/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "blue", 3: "blue"})
	if !g.Took[0] || g.Contests[0].Claimants.Has(0) {
		t.Fatal("seat 0 took white and must sit out")
	}
	gametest.Act(t, g, 0, "cut 1/1/1")
	if p := g.Pending(); !slices.Equal(p, []int{1, 2, 3}) || len(g.Legal(0)) != 0 {
		t.Fatalf("pending %v", p)
	}
}

// page: "The round ends when every player has taken a part or the row is empty."
// book: "Раунд заканчивается: когда каждый игрок получил свою часть или когда в
// ряду не осталось карт."
func TestTheRoundEndsWhenEveryoneHasTakenAPart(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	ev := gametest.Act(t, g, 0, "cut 2/2/3")
	ev = append(ev, votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})...)
	if g.Round != 2 || gametest.Count(ev, EvRoundEnd) != 1 {
		t.Fatalf("round %d", g.Round)
	}
}

func TestTheRoundEndsWhenTheRowIsEmpty(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 1/1/5")
	votes(t, g, map[int]string{0: "white", 1: "black", 2: "black"})
	gametest.Act(t, g, 0, "cut 1/1/3")
	ev := votes(t, g, map[int]string{1: "white", 2: "white"})
	if g.Round != 2 || len(taken(g, 1)) != 0 || len(taken(g, 2)) != 0 || gametest.Count(ev, EvRoundEnd) != 1 {
		t.Fatalf("round %d: the row is empty though seats 1 and 2 took nothing", g.Round)
	}
}

// page: "Taken cards go face up in front of the player, stacked by number (at most
// 10 stacks)." book: "Полученные карты игроки выкладывают перед собой лицевой
// стороной вверх, группируя их по номиналу".
func TestTakenCardsLieFaceUpByNumberForEveryone(t *testing.T) {
	g := deal(t, 3, 0, "9 9 3 4 5 6 7")
	gametest.Act(t, g, 0, "cut 3/2/2")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	for v := range 3 {
		if o := g.ObserveSeat(v); o.Numbers[0][9] != 2 || o.Numbers[0][3] != 1 || o.Numbers[2][7] != 1 {
			t.Fatalf("seat %d sees stacks %v", v, o.Numbers)
		}
	}
	if _, err := ParseAction("joker 11"); err == nil {
		t.Fatal("a stack of 11")
	}
}

// page: "A joker must be added to one of that player's existing number stacks,
// chosen by the player when it is taken". book: "Джокер можно добавить лишь к
// имеющимся картам одного номинала."
func TestAJokerJoinsAStackItsTakerChooses(t *testing.T) {
	g := deal(t, 3, 0, "J 8 9 2 3 4 5")
	gametest.Act(t, g, 0, "cut 3/2/2")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || !slices.Equal(g.Pending(), []int{0}) || !slices.Equal(gametest.LegalTexts(g, 0), []string{"joker 8", "joker 9"}) {
		t.Fatalf("phase %s pending %v legal %v", g.Phase, g.Pending(), gametest.LegalTexts(g, 0))
	}
	gametest.RefuseText(t, g, 0, "joker 2", "a joker joins only a stack its player already has (no 2 taken)")
	ev := gametest.Act(t, g, 0, "joker 9")
	if j, _ := gametest.Find(ev, EvJoker, 0); j.Card != 9 || j.Value != 0 || g.Jokers[0][9] != 1 || g.Round != 2 {
		t.Fatalf("joker %+v jokers %v round %d", j, g.Jokers[0], g.Round)
	}
}

// With one stack to join there is nothing to choose: the joker joins it.
func TestAJokerWithOneStackToJoinJoinsIt(t *testing.T) {
	g := deal(t, 3, 0, "J 8 1 2 3 4 5")
	gametest.Act(t, g, 0, "cut 2/2/3")
	ev := votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if j, ok := gametest.Find(ev, EvJoker, 0); !ok || j.Card != 8 || g.Jokers[0][8] != 1 || g.Phase == PhaseJoker {
		t.Fatalf("joker %+v", j)
	}
}

// The joker arrived together with numbers, so it is not "the first and only
// card" the player took: it joins one of them (here the only one) at once.
func TestAJokerTakenWithAPlayersFirstNumbersJoinsThem(t *testing.T) {
	g := deal(t, 3, 0, "J 5 1 2 3 4 6")
	gametest.Act(t, g, 0, "cut 2/2/3")
	ev := votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if j, _ := gametest.Find(ev, EvJoker, 0); j.Card != 5 || g.Waiting[0] != 0 || gametest.Count(ev, EvJokerWait) != 0 {
		t.Fatalf("joker %+v waiting %v", j, g.Waiting)
	}
}

// page: "A joker taken while the player has no number card waits, and joins the
// first number card that player takes later". book: "Если джокер стал первой и
// единственной картой, которую взял игрок, то он ожидает первой карты любого
// номинала и автоматически к ней добавляется."
func TestAWaitingJokerJoinsThePlayersFirstNumberByItself(t *testing.T) {
	g := deal(t, 3, 0, "J 1 2 3 4 5 6 7 8 9 10 10 10 10")
	gametest.Act(t, g, 0, "cut 1/1/5")
	ev := votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Waiting[0] != 1 || gametest.Count(ev, EvJokerWait) != 1 {
		t.Fatalf("waiting %v", g.Waiting)
	}
	gametest.Act(t, g, 1, "cut 1/2/4") // 7 | 8 9 | 10 10 10 10
	ev = votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if j, _ := gametest.Find(ev, EvJoker, 0); j.Card != 7 || j.Value != 1 || g.Jokers[0][7] != 1 || g.Waiting[0] != 0 || g.Round != 3 {
		t.Fatalf("joker %+v jokers %v round %d", j, g.Jokers[0], g.Round)
	}
}

// page: "(if several numbers arrive together, the player chooses which)".
func TestAWaitingJokerChoosesAmongNumbersArrivingTogether(t *testing.T) {
	g := deal(t, 3, 0, "J 2 3 4 5 6 7 9 9 10 10 10 4 5")
	gametest.Act(t, g, 0, "cut 1/3/3")
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	gametest.Act(t, g, 1, "cut 3/3/1") // 9 9 10 | 10 10 4 | 5
	votes(t, g, map[int]string{0: "white", 1: "blue", 2: "black"})
	if g.Phase != PhaseJoker || !slices.Equal(gametest.LegalTexts(g, 0), []string{"joker 10", "joker 9"}) {
		t.Fatalf("phase %s legal %v", g.Phase, gametest.LegalTexts(g, 0))
	}
	ev := gametest.Act(t, g, 0, "joker 10")
	if j, _ := gametest.Find(ev, EvJoker, 0); j.Value != 1 || g.Jokers[0][10] != 1 || g.Waiting[0] != 0 {
		t.Fatalf("joker %+v", j)
	}
}

// page: "… and never moves again." book: "Нельзя перекладывать джокер в процессе
// игры к картам другого номинала." No action moves a joker, and no stack ever
// loses one, to the end of the game.
func TestAPlacedJokerNeverMoves(t *testing.T) {
	for seed := range uint64(20) {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		r := game.NewRNG(seed)
		before := make([][11]int, 3)
		for !g.Over() {
			p := g.Pending()
			s := p[r.Intn(len(p))]
			l := g.Legal(s)
			if _, err := g.Apply(s, l[r.Intn(len(l))]); err != nil {
				t.Fatal(err)
			}
			for seat := range 3 {
				for v := 1; v <= 10; v++ {
					if g.Jokers[seat][v] < before[seat][v] {
						t.Fatalf("seed %d: seat %d's joker left its stack of %d", seed, seat, v)
					}
				}
			}
			copy(before, g.Jokers)
		}
	}
}

// A joker still waiting when the game ends never joined a stack: it counts for nothing.
func TestAJokerStillWaitingAtTheEndCountsForNothing(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	g.Deck, g.Contests = nil, nil
	g.Numbers = [][11]int{{}, {1: 1}, {}}
	g.Jokers = make([][11]int, 3)
	g.Waiting = []int{2, 0, 0}
	g.finish(nil)
	if !slices.Equal(g.Scores, []int{0, 1, 0}) || !slices.Equal(g.Winners, []int{1}) {
		t.Fatalf("scores %v winners %v", g.Scores, g.Winners)
	}
}

// book: "Игроки подсчитывают количество карт каждого номинала, начиная с наименьшего."
func TestMajoritiesAreCountedFromTheLowestNumber(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	g.Numbers = [][11]int{{10: 3, 2: 1}, {7: 1}, {1: 1, 10: 1}}
	g.Jokers = [][11]int{{}, {7: 1}, {}}
	ev := g.finish(nil)
	want := [][3]int{{2, 1, 1}, {0, 2, 1}, {1, 7, 2}, {0, 10, 3}}
	if got := of(ev, EvMajority); !slices.Equal(got, want) {
		t.Fatalf("majorities %v, want %v", got, want)
	}
}

// page: "the player(s) with the most cards in that stack, jokers included, score
// that number once". book: "Игрок, собравший больше всех карт одного номинала …
// Все остальные карты этого номинала у всех игроков сбрасываются."
func TestTheMajorityOfANumberScoresItJokersIncluded(t *testing.T) {
	numbers := [][11]int{{10: 3}, {10: 2, 9: 4}, {9: 2}}
	jokers := [][11]int{{}, {10: 2}, {9: 1}}
	points, scored := Score(numbers, jokers)
	if !slices.Equal(points, []int{0, 19, 0}) || !slices.Equal(scored, []int{0, 2, 0}) {
		t.Fatalf("points %v scored %v: seat 1 has four tens with jokers and more nines", points, scored)
	}
}

// page: "(all tied players score it)". book: "При одинаковом количестве карт одного
// номинала все игроки с максимальным количеством добавляют по одной карте".
func TestTiedMajoritiesAllScore(t *testing.T) {
	numbers := [][11]int{{6: 2}, {6: 1}, {6: 2}, {6: 1}}
	jokers := [][11]int{{}, {6: 1}, {}, {}}
	points, _ := Score(numbers, jokers)
	if !slices.Equal(points, []int{6, 6, 6, 0}) {
		t.Fatalf("points %v", points)
	}
}

// page: "nobody scores a number that nobody holds".
func TestNobodyScoresANumberNobodyHolds(t *testing.T) {
	points, scored := Score(make([][11]int, 3), make([][11]int, 3))
	if !slices.Equal(points, []int{0, 0, 0}) || !slices.Equal(scored, []int{0, 0, 0}) {
		t.Fatalf("points %v scored %v", points, scored)
	}
}

// book: "Пример: У Максима больше пятёрок и восьмёрок, чем у каждого из его
// соперников. Максим получает 5+8=13 победных очков."
func TestRulebookScoringExampleFivesAndEights(t *testing.T) {
	// Diana 0, Ilya 1, Maxim 2, Oksana 3.
	numbers := [][11]int{{5: 1, 8: 2}, {5: 2}, {5: 3, 8: 3}, {8: 1}}
	points, _ := Score(numbers, make([][11]int, 4))
	if points[2] != 13 || points[0] != 0 || points[1] != 0 || points[3] != 0 {
		t.Fatalf("points %v, Maxim 5+8=13", points)
	}
}

// page: "Highest total wins; tie — the player who scored more different numbers;
// still tied — shared win." book: "В случае ничьей победителем становится игрок, в
// чьём ряду победных очков больше карт разных номиналов."
func TestHighestTotalWins(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	g.Numbers = [][11]int{{10: 1}, {9: 1, 2: 1}, {4: 1}}
	g.Jokers = make([][11]int, 3)
	g.finish(nil)
	if !slices.Equal(g.Scores, []int{10, 11, 4}) || !slices.Equal(g.Winners, []int{1}) {
		t.Fatalf("scores %v winners %v", g.Scores, g.Winners)
	}
}

func TestATieGoesToMoreDifferentNumbersScored(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	g.Numbers = [][11]int{{10: 1}, {6: 1, 4: 1}, {7: 1, 2: 1, 1: 1}}
	g.Jokers = make([][11]int, 3)
	g.finish(nil)
	if !slices.Equal(g.Scores, []int{10, 10, 10}) || !slices.Equal(g.Winners, []int{2}) {
		t.Fatalf("scores %v winners %v: seat 2 scored three numbers", g.Scores, g.Winners)
	}
}

func TestAFullTieIsASharedWin(t *testing.T) {
	g := deal(t, 3, 0, "1 2 3 4 5 6 7")
	g.Numbers = [][11]int{{10: 1}, {6: 1, 4: 1}, {9: 1, 1: 1}}
	g.Jokers = make([][11]int, 3)
	ev := g.finish(nil)
	if !slices.Equal(g.Winners, []int{1, 2}) || gametest.Count(ev, EvGameWin) != 2 || !g.Over() {
		t.Fatalf("10 each; seats 1 and 2 scored two numbers: winners %v", g.Winners)
	}
}

// book, the worked example: "Диана, Илья, Максим и Оксана играют вчетвером.
// Оксана стала ведущей и выложила 9 карт. Затем она решила разделить получившийся
// ряд на белую часть из 3 карт, голубую часть из 2 карт и чёрную часть из 4 карт."
// "Белую часть забирает Максим, голубую часть получает Диана." "Так как Илья и
// Оксана вместе претендовали на чёрную часть, Оксана в качестве ведущей разделяет
// 4 карты на новые три части: белую с джокером и восьмёркой, голубую с двойкой и
// чёрную с десяткой. … Оксана забирает две карты белой части, а Илья — одну
// десятку." (cmd/sim/testdata/threeparts-replay.json replays it too.)
func TestRulebookWorkedExampleFourPlayers(t *testing.T) {
	// Diana 0, Ilya 1, Maxim 2, Oksana 3 (leader).
	g := deal(t, 4, 3, "5 6 7 3 4 J 8 2 10")
	gametest.Act(t, g, 3, "cut 3/2/4")
	votes(t, g, map[int]string{0: "blue", 1: "black", 2: "white", 3: "black"})
	if !slices.Equal(taken(g, 2), []int{5, 6, 7}) || !slices.Equal(taken(g, 0), []int{3, 4}) {
		t.Fatalf("Maxim %v Diana %v", taken(g, 2), taken(g, 0))
	}
	if !slices.Equal(g.Contests[0].Cards, []Card{Joker, 8, 2, 10}) || g.Contests[0].Claimants != game.SeatsOf(1, 3) || !slices.Equal(g.Pending(), []int{3}) {
		t.Fatalf("contest %+v pending %v", g.Contests, g.Pending())
	}
	gametest.Act(t, g, 3, "cut 2/1/1")
	votes(t, g, map[int]string{1: "black", 3: "white"})
	if !slices.Equal(taken(g, 3), []int{8}) || g.Jokers[3][8] != 1 || !slices.Equal(taken(g, 1), []int{10}) {
		t.Fatalf("Oksana %v jokers %v, Ilya %v", taken(g, 3), g.Jokers[3], taken(g, 1))
	}
	if g.Round != 2 || g.Leader != 0 || !slices.Equal(g.Discards, []Card{2}) {
		t.Fatalf("round %d leader %d discards %v", g.Round, g.Leader, g.Discards)
	}
}

package mascarade

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The rules of ../shared/rules/mascarade.md and the rulebook
// (../shared/seeds/001_…txt) that are not a note, an example or a ruling of
// the rules page (those are in faq_test.go): the turn, contests and every
// mask's power.

// deal seats a custom scenario of exactly these masks, dealt in this order
// (players' places first, then the centre), and plays the four opening turns
// as pretended swaps with the next player, so that every mask is still where
// it was dealt and player turn has the first free turn.
func deal(t testing.TB, players, turn int, masks ...Mask) *Game {
	t.Helper()
	names := make([]string, len(masks))
	for i, m := range masks {
		names[i] = m.String()
	}
	cfg := game.Config{Players: players, Options: map[string]string{"masks": strings.Join(names, ",")}}
	if centre := len(masks) - players; players > 5 && centre > 0 {
		cfg.Options["centre"] = strconv.Itoa(centre)
	}
	g := gametest.Deal[*Game](t, Definition, cfg, ((turn-4)%players+players)%players, names...)
	for range 4 {
		p := g.Current
		gametest.Act(t, g, p, fmt.Sprintf("fake %d", (p+1)%players))
	}
	if g.Current != turn || !slices.Equal(g.Places, masks) {
		t.Fatalf("dealt %v with player %d to play, want %v and %d", g.Places, g.Current, masks, turn)
	}
	return g
}

// setCoins gives the players these coins (-1 leaves a player's as they are)
// and puts court coins on the court; the bank's count takes the difference,
// so the coins still add up.
func setCoins(t testing.TB, g *Game, court int, coins ...int) {
	t.Helper()
	for p, c := range coins {
		if c >= 0 {
			g.Coins[g.At[p]] = c
		}
	}
	g.Court = court
	total := court
	for _, c := range g.Coins {
		total += c
	}
	if g.Bank = total - StartCoins*g.NPlayers; g.Bank < 0 {
		t.Fatalf("coins %v and court %d: fewer than the players started with", g.Coins, court)
	}
	gametest.MustValid(t, g)
}

func act(t testing.TB, g *Game, seat int, text string) []game.Event {
	t.Helper()
	return gametest.Act(t, g, seat, text)
}

// announce has the current player announce mask; the others answer
// clockwise, contesting if they are among contesters.
func announce(t testing.TB, g *Game, mask string, contesters ...int) []game.Event {
	t.Helper()
	events := gametest.Act(t, g, g.Current, "announce "+mask)
	for g.Phase == PhaseContest {
		p := g.pending()
		verb := "pass"
		if slices.Contains(contesters, p) {
			verb = "contest"
		}
		events = append(events, gametest.Act(t, g, p, verb)...)
	}
	return events
}

// passTo has every player look at its mask until it is player p's turn.
func passTo(t testing.TB, g *Game, p int) {
	t.Helper()
	for i := 0; g.Current != p; i++ {
		if i > g.NPlayers {
			t.Fatalf("player %d never gets the turn", p)
		}
		gametest.Act(t, g, g.Current, "look")
	}
}

func coins(g *Game) []int { return g.Result().Scores }

var (
	six    = []Mask{Judge, King, Empress, Witch, Cheat, Trickster}
	sixB   = []Mask{Judge, Patron, Beggar, Puppeteer, Princess, Witch}
	seven  = []Mask{Judge, Trickster, Empress, King, Fool, Thief, Witch}
	eight  = []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant}
	ten    = []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy}
	eleven = []Mask{Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru}
)

func TestScenariosAAndBKeepTheRulebookConditions(t *testing.T) {
	for n := MinTable; n <= MaxTable; n++ {
		for _, s := range []string{"a", "b"} {
			masks, err := Scenario(s, n)
			if err != nil {
				t.Fatal(err)
			}
			if len(masks) != n+CentreFor(n) {
				t.Errorf("scenario %s, %d players: %d masks", s, n, len(masks))
			}
			if r := CheckScenario(masks, n, CentreFor(n)); r != nil {
				t.Errorf("scenario %s, %d players: %v", s, n, r)
			}
		}
	}
}

func TestLookingShowsYourMaskToYouAlone(t *testing.T) {
	g := deal(t, 6, 0, six...)
	l, _ := gametest.Find(gametest.Act(t, g, 0, "look"), EvLook, 0)
	if l.Secret.At(0) != int(Judge) || l.SeenBy != game.SeatsOf(0) || l.Target != 0 {
		t.Fatalf("look %+v", l)
	}
	for v := game.Spectator; v < 6; v++ {
		if r := l.Redact(v); (r.Secret.Len() == 1) != (v == 0) {
			t.Fatalf("seat %d sees %+v", v, r)
		}
	}
}

func TestASwapMovesTheMasksOnlyWhenReal(t *testing.T) {
	for _, real := range []bool{true, false} {
		g := deal(t, 6, 0, six...)
		verb := map[bool]string{true: "swap", false: "fake"}[real]
		s, _ := gametest.Find(gametest.Act(t, g, 0, verb+" 3"), EvSwap, 0)
		if s.Value != 0 || s.Target != 3 || s.Secret.At(0) != map[bool]int{true: 1, false: 0}[real] {
			t.Fatalf("%s: %+v", verb, s)
		}
		if moved := g.Places[0] == Witch && g.Places[3] == Judge; moved != real {
			t.Fatalf("%s: places %v", verb, g.Places)
		}
	}
}

// The same position, played twice: once with a real swap and once with a
// pretended one, for the player's swap, the Fool's and the Spy's. Every seat
// but the swapper (and a spectator) gets byte-identical events and
// observations; the truth travels only in the swapper's Secret.
func TestARealAndAPretendedSwapLookAlikeToAllButTheSwapper(t *testing.T) {
	cases := []struct {
		name       string
		masks      []Mask
		swapper    int
		setup      []string // actions that lead to the choice, each "SEAT ACTION"
		real, fake string
	}{
		{"swap", ten, 0, nil, "swap 4", "fake 4"},
		{"swap with the centre", []Mask{Judge, Trickster, Empress, King, Witch, Cheat}, 0, nil, "swap c0", "fake c0"},
		{"Fool", ten, 4, []string{"4 announce fool", "5 pass", "6 pass", "7 pass", "8 pass", "9 pass", "0 pass", "1 pass", "2 pass", "3 pass"}, "pair 1 7 swap", "pair 1 7 fake"},
		{"Spy", ten, 9, []string{"9 announce spy", "0 pass", "1 pass", "2 pass", "3 pass", "4 pass", "5 pass", "6 pass", "7 pass", "8 pass", "9 target 2"}, "exchange", "keep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			players := len(c.masks)
			if players == 6 {
				players = 5 // one centre mask
			}
			play := func(last string) (*Game, []game.Event) {
				g := deal(t, players, c.swapper, c.masks...)
				for _, s := range c.setup {
					seat, action, _ := strings.Cut(s, " ")
					p, _ := strconv.Atoi(seat)
					gametest.Act(t, g, p, action)
				}
				return g, gametest.Act(t, g, c.swapper, last)
			}
			gr, er := play(c.real)
			gf, ef := play(c.fake)
			if slices.Equal(gr.Places, gf.Places) {
				t.Fatal("the real swap moved nothing")
			}
			for v := game.Spectator; v < players; v++ {
				same := slices.Equal(game.RedactAll(er, v), game.RedactAll(ef, v)) && gametest.ObsJSON(t, gr, v) == gametest.ObsJSON(t, gf, v)
				if same == (v == c.swapper) {
					t.Errorf("seat %d: real and pretended look alike: %v (events %v / %v)", v, same, game.RedactAll(er, v), game.RedactAll(ef, v))
				}
			}
		})
	}
}

func TestContestsAreAskedClockwiseFromTheAnnouncersLeft(t *testing.T) {
	g := deal(t, 6, 3, six...)
	gametest.Act(t, g, 3, "announce king")
	var order []int
	for g.Phase == PhaseContest {
		p := g.pending()
		order = append(order, p)
		gametest.RefuseText(t, g, p, "look", "answers the announcement")
		gametest.Act(t, g, p, "pass")
	}
	if !slices.Equal(order, []int{4, 5, 0, 1, 2}) {
		t.Fatalf("asked %v", order)
	}
}

func TestAContestRevealsEveryClaimantTheHolderUsesThePowerLiarsPayTheCourt(t *testing.T) {
	g := deal(t, 6, 0, six...) // player 1 wears the King
	events := announce(t, g, "king", 1, 3)
	var shown []int
	for _, e := range events {
		if e.Type == EvReveal {
			shown = append(shown, e.Seat)
			if Mask(e.Card) != six[e.Target] {
				t.Errorf("player %d shows %s, wears %s", e.Seat, Mask(e.Card), six[e.Target])
			}
		}
	}
	if !slices.Equal(shown, []int{0, 1, 3}) {
		t.Fatalf("revealed %v, want the announcer then the contesters clockwise", shown)
	}
	if !slices.Equal(coins(g), []int{5, 8, 6, 5, 6, 6}) || g.Court != 2 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
}

func TestJudgeTakesEveryCoinOnTheCourt(t *testing.T) {
	g := deal(t, 6, 0, six...)
	setCoins(t, g, 5, 3, 4)
	ev := announce(t, g, "judge")
	if c, _ := gametest.Find(ev, EvCourt, 0); c.Value != 5 || g.CoinsOf(0) != 8 || g.Court != 0 {
		t.Fatalf("coins %v court %d", coins(g), g.Court)
	}
}

func TestEmpressTakesThreeAndKingTwoFromTheBank(t *testing.T) {
	g := deal(t, 6, 2, six...) // player 2 wears the Empress
	announce(t, g, "empress")
	passTo(t, g, 1)
	announce(t, g, "king")
	if !slices.Equal(coins(g), []int{6, 8, 9, 6, 6, 6}) || g.Bank != 5 {
		t.Fatalf("coins %v bank %d", coins(g), g.Bank)
	}
}

func TestPatronTakesThreeAndEachNeighbourOneFromTheBank(t *testing.T) {
	g := deal(t, 6, 1, sixB...)
	announce(t, g, "patron")
	if !slices.Equal(coins(g), []int{7, 9, 7, 6, 6, 6}) || g.Bank != 5 {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestPrincessTakesTwoAndShowsAMaskToAllButItsWearer(t *testing.T) {
	g := deal(t, 6, 4, sixB...)
	announce(t, g, "princess")
	if g.CoinsOf(4) != 8 || g.Phase != PhasePower {
		t.Fatalf("coins %v phase %s", coins(g), g.Phase)
	}
	gametest.RefuseText(t, g, 4, "target 4", "the Princess chooses another player")
	gametest.RefuseText(t, g, 4, "target none", "must choose a player")
	p, _ := gametest.Find(gametest.Act(t, g, 4, "target 2"), EvPrincess, 4)
	if p.Secret.At(0) != int(Beggar) || p.Target != 2 || p.Value != 2 {
		t.Fatalf("princess %+v", p)
	}
	for v := game.Spectator; v < 6; v++ {
		if sees := p.Redact(v).Secret.Len() == 1; sees != (v >= 0 && v != 2) {
			t.Errorf("seat %d sees the mask: %v", v, sees)
		}
	}
}

func TestFoolTakesOneThenSwapsTwoOtherPlayersMasksUnseen(t *testing.T) {
	g := deal(t, 7, 4, seven...)
	announce(t, g, "fool")
	if g.CoinsOf(4) != 7 {
		t.Fatalf("coins %v", coins(g))
	}
	gametest.RefuseText(t, g, 4, "pair 1 4 swap", "two other players")
	ev := gametest.Act(t, g, 4, "pair 1 3 swap")
	if g.Places[1] != King || g.Places[3] != Trickster {
		t.Fatalf("places %v", g.Places)
	}
	if f, _ := gametest.Find(ev, EvFoolSwap, 4); f.SeenBy != game.SeatsOf(4) || f.Redact(1).Secret.Len() != 0 {
		t.Fatalf("the Fool's swap is unseen by the others: %+v", f)
	}
}

func TestEachRealPeasantTakesTwoWhenBothAreRevealedOneOtherwise(t *testing.T) {
	g := deal(t, 8, 6, eight...)
	announce(t, g, "peasant", 7)
	if g.CoinsOf(6) != 8 || g.CoinsOf(7) != 8 {
		t.Fatalf("two revealed Peasants take 2 each: %v", coins(g))
	}
	// Player 0 swaps its Judge for player 6's Peasant, for real, then claims
	// it; player 1 contests falsely: one Peasant revealed takes 1.
	passTo(t, g, 0)
	gametest.Act(t, g, 0, "swap 6")
	passTo(t, g, 0)
	announce(t, g, "peasant", 1)
	if g.CoinsOf(0) != 7 || g.CoinsOf(1) != 5 {
		t.Fatalf("a single revealed Peasant takes 1: %v", coins(g))
	}
	// Unchallenged, a Peasant takes 1.
	passTo(t, g, 7)
	announce(t, g, "peasant")
	if g.CoinsOf(7) != 9 {
		t.Fatalf("an unchallenged Peasant takes 1: %v", coins(g))
	}
}

func TestThiefTakesOneFromEachNeighbour(t *testing.T) {
	g := deal(t, 7, 5, seven...)
	announce(t, g, "thief")
	if !slices.Equal(coins(g), []int{6, 6, 6, 6, 5, 8, 5}) {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestTricksterTakesTwoFromTheRichestOtherPlayer(t *testing.T) {
	g := deal(t, 6, 5, six...)
	setCoins(t, g, 0, 6, 3, 10, 9, 4, 4)
	announce(t, g, "trickster")
	if g.CoinsOf(2) != 8 || g.CoinsOf(5) != 6 || g.Phase == PhasePower {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestBeggarTakesOneFromEachRicherPlayerComparingAsItGoes(t *testing.T) {
	g := deal(t, 6, 2, sixB...)
	// The Beggar has 5; from its left: 3 has 7, 4 has 6, 5 has 6, 0 has 7, 1 has 6.
	setCoins(t, g, 0, 7, 6, 5, 7, 6, 6)
	announce(t, g, "beggar")
	// 3 gives (7 > 5: Beggar 6); 4 and 5 do not (6 is not more than 6); 0
	// gives (7 > 6: Beggar 7); 1 does not (6).
	if !slices.Equal(coins(g), []int{6, 6, 7, 6, 6, 6}) {
		t.Fatalf("coins %v", coins(g))
	}
}

func TestGuruTakesFourFromAWrongNameAndNothingFromARightOne(t *testing.T) {
	g := deal(t, 11, 10, eleven...)
	announce(t, g, "guru")
	gametest.RefuseText(t, g, 10, "target 10", "the Guru chooses another player")
	gametest.Act(t, g, 10, "target 3")
	if g.Phase != PhaseName || g.pending() != 3 {
		t.Fatalf("the target names its mask: %s %v", g.Phase, g.Pending())
	}
	gametest.RefuseText(t, g, 3, "name puppeteer", "name a mask of this scenario")
	ev := gametest.Act(t, g, 3, "name empress")
	if r, ok := gametest.Find(ev, EvReveal, 3); !ok || Mask(r.Card) != King || g.CoinsOf(10) != 10 || g.CoinsOf(3) != 2 {
		t.Fatalf("a wrong name pays 4: %v", coins(g))
	}
	passTo(t, g, 10)
	announce(t, g, "guru")
	gametest.Act(t, g, 10, "target 2")
	gametest.Act(t, g, 2, "name empress")
	if g.CoinsOf(2) != 6 || g.CoinsOf(10) != 10 {
		t.Fatalf("a right name pays nothing: %v", coins(g))
	}
}

func TestWitchMaySwapAllHerCoinsWithAnotherPlayerOrKeepThem(t *testing.T) {
	g := deal(t, 6, 3, six...)
	setCoins(t, g, 0, -1, 10, -1, 2)
	announce(t, g, "witch")
	gametest.RefuseText(t, g, 3, "target 3", "the Witch chooses another player")
	gametest.Act(t, g, 3, "target 1")
	if g.CoinsOf(3) != 10 || g.CoinsOf(1) != 2 {
		t.Fatalf("coins %v", coins(g))
	}
	passTo(t, g, 3)
	before := coins(g)
	ev := announce(t, g, "witch")
	gametest.Act(t, g, 3, "target none")
	if !slices.Equal(coins(g), before) || gametest.Count(ev, EvCoinSwap) != 0 {
		t.Fatalf("the Witch may keep her coins: %v", coins(g))
	}
}

func TestSpyLooksAtBothMasksThenSwapsOrPretends(t *testing.T) {
	g := deal(t, 10, 9, ten...)
	announce(t, g, "spy")
	gametest.RefuseText(t, g, 9, "exchange", "chooses a player")
	ev := gametest.Act(t, g, 9, "target 3")
	look, _ := gametest.Find(ev, EvSpyLook, 9)
	if !slices.Equal(look.Secret.Slice(), []int{int(Spy), int(King)}) || look.SeenBy != game.SeatsOf(9) {
		t.Fatalf("spy look %+v", look)
	}
	gametest.Act(t, g, 9, "exchange")
	if g.Places[9] != King || g.Places[3] != Spy {
		t.Fatalf("places %v", g.Places)
	}
}

func TestPuppeteerTakesOneFromEachOfTwoPlayersWhoChangeSeats(t *testing.T) {
	g := deal(t, 6, 3, sixB...)
	announce(t, g, "puppeteer")
	gametest.RefuseText(t, g, 3, "pair 0 3", "the Puppeteer chooses two other players")
	gametest.Act(t, g, 3, "pair 0 5")
	// Masks and coins stay at the places; players 0 and 5 moved.
	if g.At[0] != 5 || g.At[5] != 0 || g.Places[0] != Judge || g.CoinsOf(3) != 8 || g.Coins[0] != 5 || g.Coins[5] != 5 {
		t.Fatalf("at %v places %v coins by place %v", g.At, g.Places, g.Coins)
	}
	// Turns follow the places: after player 3 comes whoever sits at place 4,
	// and after player 4 whoever now sits at place 5: player 0.
	if g.Current != 4 {
		t.Fatalf("current %d", g.Current)
	}
	gametest.Act(t, g, 4, "look")
	if g.Current != 0 {
		t.Fatalf("after place 4, player %d plays, want 0 (now at place 5)", g.Current)
	}
}

func TestCheatWinsAtTenCoinsOrMoreAndDoesNothingBelow(t *testing.T) {
	g := deal(t, 6, 4, six...)
	ev := announce(t, g, "cheat")
	if g.Over() || gametest.Count(ev, EvNoEffect) != 1 {
		t.Fatal("below 10 coins the Cheat does nothing")
	}
	g = deal(t, 6, 4, six...)
	setCoins(t, g, 0, 2, -1, -1, -1, 10)
	ev = announce(t, g, "cheat")
	if w, _ := gametest.Find(ev, EvWin, 4); !g.Over() || !slices.Equal(g.Winners, []int{4}) || Mask(w.Card) != Cheat {
		t.Fatalf("over %v winners %v", g.Over(), g.Winners)
	}
}

func TestReachingThirteenBeforeAPowersChoiceEndsTheGameAtOnce(t *testing.T) {
	g := deal(t, 6, 4, sixB...)
	setCoins(t, g, 0, 1, -1, -1, -1, 11)
	announce(t, g, "princess") // +2 reaches 13 before the Princess chooses
	if !g.Over() || !slices.Equal(g.Winners, []int{4}) || len(g.Pending()) != 0 {
		t.Fatalf("over %v winners %v pending %v", g.Over(), g.Winners, g.Pending())
	}
}

func TestAThiefTakingALastCoinEndsTheGameBeforeTheSecondTheft(t *testing.T) {
	g := deal(t, 7, 5, seven...)
	setCoins(t, g, 5, -1, -1, -1, -1, -1, -1, 1) // player 6, on the Thief's left, has 1
	announce(t, g, "thief")
	if !g.Over() || g.CoinsOf(6) != 0 || g.CoinsOf(4) != 6 || !slices.Equal(g.Winners, []int{5}) {
		t.Fatalf("coins %v winners %v", coins(g), g.Winners)
	}
}

// [P] "A seat never sees a face-down mask unless a rule shows it: its own
// LOOK, a reveal, a Spy look, the Princess (everyone except the target). A
// swap shows everyone which two places were involved, never whether the masks
// moved."
func TestASeatSeesAMaskOnlyWhenARuleShowsIt(t *testing.T) {
	g := deal(t, 13, 0, Judge, Empress, King, Widow, Patron, Princess, Fool, Peasant, Peasant, Trickster, Beggar, Guru, Spy)
	shown := func(events []game.Event, typ game.EventType) game.Seats {
		e, ok := gametest.Find(events, typ, -1)
		if !ok {
			t.Fatalf("no %s", typ)
		}
		var seats game.Seats
		for v := range 13 {
			if e.Redact(v).Secret.Len() > 0 {
				seats = seats.With(v)
			}
		}
		if e.Redact(game.Spectator).Secret.Len() > 0 {
			t.Fatalf("%s: a spectator sees the secret", typ)
		}
		return seats
	}
	everyone := game.AllSeats(13)
	if s := shown(gametest.Act(t, g, 0, "look"), EvLook); s != game.SeatsOf(0) {
		t.Errorf("a look is seen by %b", s)
	}
	if s := shown(gametest.Act(t, g, 1, "swap 2"), EvSwap); s != game.SeatsOf(1) {
		t.Errorf("whether a swap was real is known to %b", s)
	}
	passTo(t, g, 5)
	announce(t, g, "princess")
	if s := shown(gametest.Act(t, g, 5, "target 7"), EvPrincess); s != everyone&^game.SeatsOf(7) {
		t.Errorf("the Princess shows to %b", s)
	}
	passTo(t, g, 12)
	ev := announce(t, g, "spy", 3)
	for _, e := range ev {
		if e.Type == EvReveal && e.Secret.Len() != 0 {
			t.Errorf("a reveal is public, not a secret: %+v", e)
		}
	}
	if gametest.Count(ev, EvReveal) != 2 {
		t.Fatal("the contest did not reveal two masks")
	}
	if s := shown(gametest.Act(t, g, 12, "target 4"), EvSpyLook); s != game.SeatsOf(12) {
		t.Errorf("a Spy look is seen by %b", s)
	}
}

// Every illegal action is refused with the rule it actually breaks.
func TestEveryRefusalNamesTheRuleItBreaks(t *testing.T) {
	opening, _ := New(game.Config{Players: 5, Seed: 1})
	p := opening.Current
	gametest.RefuseText(t, opening, p, "look", "the first four turns of the game must be swaps")
	gametest.RefuseText(t, opening, p, "announce king", "the first four turns of the game must be swaps")
	gametest.RefuseText(t, opening, p, fmt.Sprintf("swap %d", p), "not your own")
	gametest.RefuseText(t, opening, (p+1)%5, "look", "not this seat's decision")

	g := deal(t, 6, 0, six...)
	gametest.RefuseText(t, g, 0, "swap c0", "at 6 players there are no centre masks unless chosen at setup, and this table has none (c0 is not in play)")
	gametest.RefuseText(t, g, 0, "announce spy", "announce a mask of this scenario (judge, empress, king, trickster, witch, cheat)")
	gametest.RefuseText(t, g, 0, "contest", "on your turn: look at your mask, swap it, or announce one")
	gametest.RefuseText(t, g, 0, "target 1", "on your turn")
	gametest.Refuse(t, g, 0, game.NewAction(KindSwap, 9, 1), "there is no place c3: swap with another player (0–5)")
	gametest.Refuse(t, g, 0, game.NewAction(KindSwap, 2, 2), "real (1) or pretended (0)")
	gametest.Refuse(t, g, 0, game.NewAction(KindLook, 1), "look takes nothing more")
	gametest.Refuse(t, g, 0, game.NewAction(99), "on your turn")
	gametest.Act(t, g, 0, "announce witch")
	gametest.RefuseText(t, g, 1, "announce witch", "answers the announcement: contest or pass")
	gametest.Refuse(t, g, 1, game.NewAction(KindContest, 2), "contest (1) or pass (0)")
	for g.Phase == PhaseContest {
		gametest.Act(t, g, g.pending(), "pass")
	}
	gametest.RefuseText(t, g, 0, "pair 1 2", "the Witch chooses a player to swap coins with, or keeps her coins")
	gametest.Refuse(t, g, 0, game.NewAction(KindTarget, 8), "there is no player 8 (players 0–5")

	f := deal(t, 7, 4, seven...)
	announce(t, f, "fool")
	gametest.RefuseText(t, f, 4, "target 1", "the Fool chooses two other players")
	gametest.RefuseText(t, f, 4, "pair 1 2", "the Fool's swap is real (1) or pretended (0)")
	gametest.Refuse(t, f, 4, game.NewAction(KindPair, 3, 1, 1), "the lower first")

	pu := deal(t, 6, 3, sixB...)
	announce(t, pu, "puppeteer")
	gametest.RefuseText(t, pu, 3, "pair 1 2 swap", "only the Fool swaps or pretends")

	tr := deal(t, 6, 5, six...)
	setCoins(t, tr, 0, 6, 3, 9, 9, 3, 6)
	announce(t, tr, "trickster")
	gametest.RefuseText(t, tr, 5, "target 0", "the Trickster takes from one of the richest other players")

	s := deal(t, 10, 9, ten...)
	announce(t, s, "spy")
	gametest.Act(t, s, 9, "target 3")
	gametest.RefuseText(t, s, 9, "target 3", "the Spy, having looked, swaps (1) or pretends to (0)")
}

// A swap with a centre place the table does not have is refused with the
// rulebook's centre rule in the player's terms (two centre masks at 4
// players, one at 5, none above unless chosen at setup), never as a bare
// place number; so is a power's player or pair outside the table.
func TestASwapWithACentrePlaceNotInPlayNamesTheCentreRule(t *testing.T) {
	table := func(players int, centre string) *Game {
		t.Helper()
		cfg := game.Config{Players: players, Seed: 1}
		if centre != "" {
			cfg.Options = map[string]string{"centre": centre}
		}
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	five := table(5, "")
	p := five.Current
	gametest.RefuseText(t, five, p, "swap c1", "at 5 players there is one centre mask (c1 is not in play)")
	gametest.RefuseText(t, five, p, "fake c1", "at 5 players there is one centre mask (c1 is not in play)")
	gametest.Refuse(t, five, p, game.NewAction(KindSwap, 7, 1), "there is no place c2: swap with another player (0–4) or the centre mask c0")
	gametest.Refuse(t, five, p, game.NewAction(KindSwap, -2, 1), "there is no place -2: swap with another player (0–4) or the centre mask c0")
	gametest.Act(t, five, p, "swap c0")

	four := table(4, "")
	p = four.Current
	gametest.Refuse(t, four, p, game.NewAction(KindSwap, 6, 1), "there is no place c2: swap with another player (0–3) or a centre mask (c0 or c1)")
	gametest.Act(t, four, p, "swap c1")

	for _, k := range []struct {
		centre, swap, want string
	}{
		{"", "swap c0", "at 7 players there are no centre masks unless chosen at setup, and this table has none (c0 is not in play)"},
		{"0", "fake c1", "at 7 players there are no centre masks unless chosen at setup, and this table has none (c1 is not in play)"},
		{"1", "swap c1", "this table has one centre mask, chosen at setup (c1 is not in play)"},
	} {
		g := table(7, k.centre)
		gametest.RefuseText(t, g, g.Current, k.swap, k.want)
	}
	two := table(7, "2")
	gametest.Act(t, two, two.Current, "swap c1")

	g := deal(t, 6, 0, six...)
	announce(t, g, "witch")
	gametest.Refuse(t, g, 0, game.NewAction(KindTarget, 6), "there is no player 6 (players 0–5; a power chooses players, not centre masks)")
	f := deal(t, 7, 4, seven...)
	announce(t, f, "fool")
	gametest.Refuse(t, f, 4, game.NewAction(KindPair, 1, 7, 1), "there is no player 7 (players 0–6)")
	gametest.Refuse(t, f, 4, game.NewAction(KindPair, -1, 2, 1), "there is no player -1 (players 0–6)")
}

// Explain has a rule for every action Legal does not list, in every phase
// random play reaches: none falls through to the generic refusal.
func TestExplainNamesARuleForEveryIllegalAction(t *testing.T) {
	r := game.NewRNG(5)
	for i, cfg := range tables() {
		if i%3 != 0 {
			continue
		}
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !g.Over() && step < 300; step++ {
			p := g.pending()
			legal := g.Legal(p)
			for range 20 {
				a := game.NewAction(uint8(r.Intn(10)), r.Intn(18)-2, r.Intn(18)-2, r.Intn(4)-1)
				if r.Intn(2) == 0 {
					a = legal[r.Intn(len(legal))]
					a.Args[r.Intn(4)] += int8(1 + r.Intn(3))
				}
				if !slices.Contains(legal, a) && g.Explain(p, a) == "" {
					t.Fatalf("%s step %d: no rule for %s (%+v) in phase %s", gametest.ConfigName(cfg), step, g.FormatAction(a), a, g.Phase)
				}
			}
			gametest.Act(t, g, p, g.FormatAction(legal[r.Intn(len(legal))]))
		}
	}
}

// A setup screen keeps the scenario side it last showed when the person
// builds a custom set: the set replaces the scenario, whichever side it was.
func TestACustomSetReplacesTheScenarioGivenWithIt(t *testing.T) {
	masks := "judge,empress,king,thief,cheat,witch"
	for _, side := range []string{"a", "b"} {
		g, err := New(game.Config{Players: 4, Seed: 3, Options: map[string]string{"scenario": side, "masks": masks}})
		if err != nil {
			t.Fatalf("scenario=%s with masks: %v", side, err)
		}
		if g.Scenario != "custom" || fmt.Sprint(g.Masks) != "[judge empress king thief cheat witch]" {
			t.Fatalf("scenario=%s with masks: a %s game of %v", side, g.Scenario, g.Masks)
		}
	}
}

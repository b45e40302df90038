package loveletter

import (
	"slices"
	"testing"
)

// Spy and game-end rulings.

// spyRound deals three seats with the second Spy placed where a test wants it and
// ends the round after seat 0's play: seat 0 holds Spy + Guard and plays the Spy.
func spyRound(t *testing.T, otherSpyTo int, hands [3]Card) *Game {
	t.Helper()
	g := table(t, 3, Edition2019, 0, Countess, Spy, hands[1], hands[2], hands[0])
	// Move the second Spy out of the deck into otherSpyTo's discards (or leave it under the deck).
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	if otherSpyTo >= 0 {
		g.Discards[otherSpyTo] = append(g.Discards[otherSpyTo], Spy)
	} else {
		g.Discards[2] = append(g.Discards[2], Spy)
		g.Out[2] = true
		g.Discards[2] = append(g.Discards[2], g.Hands[2]...)
		g.Hands[2] = nil
	}
	dump := 1
	if otherSpyTo == 1 {
		dump = 2
	}
	if otherSpyTo < 0 {
		dump = 2
	}
	drain(t, g, 0, dump)
	return g
}

func TestSpyBonusSolePlayer(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Spy, Guard, Priest, Guard)
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	g.SetAside, g.Deck = Spy, append(g.Deck, Countess) // the other Spy is the unseen set-aside card
	drain(t, g, 0, 2)
	ev := act(t, g, 0, "spy")
	// Seat 2 (Priest) wins the showdown; seat 0 alone has a Spy in front.
	if w, _ := hasEvent(ev, EvRoundWin, -1); w.Seat != 2 {
		t.Fatalf("winner %+v", w)
	}
	if b, ok := hasEvent(ev, EvSpyBonus, 0); !ok || b.Value != 1 || !slices.Equal(g.Tokens, []int{1, 0, 1}) {
		t.Fatalf("bonus %+v tokens %v", b, g.Tokens)
	}
}

func TestSpyBonusIsNotARoundWinAndDoesNotChooseTheStarter(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Spy, Guard, Priest, Guard)
	i := slices.Index(g.Deck, Spy)
	g.Deck = slices.Delete(g.Deck, i, i+1)
	g.SetAside, g.Deck = Spy, append(g.Deck, Countess)
	drain(t, g, 0, 2)
	ev := act(t, g, 0, "spy")
	if start, _ := hasEvent(ev, EvRoundStart, -1); start.Seat != 2 {
		t.Fatalf("the round winner (seat 2) starts, not the Spy: %+v", start)
	}
}

func TestNoSpyBonusWhenTwoPlayersInTheRoundHaveSpies(t *testing.T) {
	g := spyRound(t, 1, [3]Card{Guard, Guard, Priest})
	ev := act(t, g, 0, "spy")
	if _, ok := hasEvent(ev, EvSpyBonus, -1); ok {
		t.Fatalf("two Spies in front of players still in: no bonus: %+v", ev)
	}
}

func TestTwoSpiesInFrontOfOnePlayerGiveOneToken(t *testing.T) {
	g := spyRound(t, 0, [3]Card{Guard, Guard, Priest})
	ev := act(t, g, 0, "spy")
	if countEvents(ev, EvSpyBonus) != 1 || g.Tokens[0] != 1 {
		t.Fatalf("one bonus token only: tokens %v", g.Tokens)
	}
}

func TestSpyOfAnOutPlayerDoesNotCount(t *testing.T) {
	g := spyRound(t, -1, [3]Card{Guard, Guard, Priest})
	ev := act(t, g, 0, "spy")
	if b, ok := hasEvent(ev, EvSpyBonus, 0); !ok || b.Seat != 0 {
		t.Fatalf("seat 2 is out, so seat 0 is the only Spy still in: %+v", ev)
	}
}

func TestRoundWinnerWithTheOnlySpyGetsBothTokens(t *testing.T) {
	g := spyRound(t, 0, [3]Card{King, Guard, Priest})
	act(t, g, 0, "spy")
	if g.Tokens[0] != 2 {
		t.Fatalf("the winner also takes the Spy token: %v", g.Tokens)
	}
}

func TestGameEndsWhenATokenTargetIsReached(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Handmaid, Guard, Baron, Guard)
	g.Tokens = []int{3, 0, 4}
	g.Awarded = 7
	drain(t, g, 0, 1)
	ev := act(t, g, 0, "handmaid")
	if !g.Over() || !slices.Equal(g.Winners, []int{2}) || len(g.Legal(0)) != 0 {
		t.Fatalf("over %v winners %v", g.Over(), g.Winners)
	}
	if w, _ := hasEvent(ev, EvGameWin, 2); w.Value != 5 {
		t.Fatalf("game win %+v", w)
	}
	refuse(t, g, 0, "guard@1=king", "the game is over")
}

func TestSeveralPlayersCanWinTheGameTogether(t *testing.T) {
	g := table(t, 3, Edition2019, 0, Countess, Handmaid, Priest, Guard, Priest)
	g.Tokens = []int{4, 4, 0}
	g.Awarded = 8
	drain(t, g, 0, 2)
	act(t, g, 0, "handmaid")
	if !g.Over() || !slices.Equal(g.Winners, []int{0, 1}) {
		t.Fatalf("winners %v", g.Winners)
	}
	if r := g.Result(); !slices.Equal(r.Winners, []int{0, 1}) || r.Scores[0] != 5 {
		t.Fatalf("result %+v", r)
	}
}

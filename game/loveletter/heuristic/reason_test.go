package heuristic

import (
	"reflect"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	ll "parlour/game/loveletter"
)

func reasonFor(t *testing.T, g *ll.Game, seat int, action string) (string, []any) {
	t.Helper()
	a, err := ll.ParseAction(action)
	if err != nil {
		t.Fatal(err)
	}
	return New(1).Reason(g.Observe(seat), a)
}

func TestReasonGuardNamesTheCardItsPriestSaw(t *testing.T) {
	g := stacked(t, 3, 0, ll.Spy, ll.Priest, ll.King, ll.Baron, ll.Guard, ll.Countess, ll.Spy, ll.Guard)
	gametest.Act(t, g, 0, "priest@1")
	gametest.Act(t, g, 1, "countess")
	gametest.Act(t, g, 2, "spy")
	key, args := reasonFor(t, g, 0, "guard@1=king")
	if key != "loveletter.hint.guard_sure" || !reflect.DeepEqual(args, []any{bot.SeatArg(1), bot.TermArg("loveletter.card.king")}) {
		t.Fatalf("a Guard naming the King its Priest saw: %s %v", key, args)
	}
}

func TestReasonCountessMustBePlayedWithTheKing(t *testing.T) {
	// Seat 1 is dealt the King and draws the Countess.
	g := stacked(t, 3, 0, ll.Spy, ll.Priest, ll.King, ll.Baron, ll.Guard, ll.Countess)
	gametest.Act(t, g, 0, "guard@2=priest")
	key, args := reasonFor(t, g, 1, "countess")
	if key != "loveletter.hint.countess_forced" || !reflect.DeepEqual(args, []any{bot.TermArg("loveletter.card.king")}) {
		t.Fatalf("the Countess forced by the King: %s %v", key, args)
	}
}

func TestReasonBaronGivesTheChanceOfWinning(t *testing.T) {
	// Seat 0 holds the Princess and plays the Baron: every other card is lower.
	g := stacked(t, 3, 0, ll.Spy, ll.Princess, ll.Guard, ll.Priest, ll.Baron)
	key, args := reasonFor(t, g, 0, "baron@1")
	if key != "loveletter.hint.baron_sure" || !reflect.DeepEqual(args, []any{bot.SeatArg(1), bot.TermArg("loveletter.card.princess")}) {
		t.Fatalf("a Baron with the Princess in hand wins for sure: %s %v", key, args)
	}
}

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments, with card names the Love Letter catalogs have.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	// A reason and the card names it quotes are in the game's own catalog.
	reasons := gametest.Catalogs(t, "../../../scenes/loveletter/i18n/*.json")
	terms := reasons
	gametest.CheckReasons(t, ll.Definition, []game.Config{{Players: 2}, {Players: 4}, {Players: 6}}, 30, New(3), reasons, terms,
		"loveletter.hint.guard_likely", "loveletter.hint.priest", "loveletter.hint.baron", "loveletter.hint.handmaid",
		"loveletter.hint.prince", "loveletter.hint.king", "loveletter.hint.countess_forced", "loveletter.hint.keep")
}

// Issue 29: "the Priest is Ada's likeliest card (11%)" when five other
// characters were exactly as likely. A tied guess says it is one of them.
func TestReasonGuardSaysATiedGuessIsOneOfSeveral(t *testing.T) {
	// Seat 0 holds two Guards at the round's start: Spy, Priest, Baron,
	// Handmaid, Prince and Chancellor are two unseen copies each.
	g := stacked(t, 3, 0, ll.Spy, ll.Guard, ll.Priest, ll.Baron, ll.Guard)
	key, args := reasonFor(t, g, 0, "guard@1=priest")
	if key != "loveletter.hint.guard_tied" || len(args) != 4 || args[3] != 6 {
		t.Fatalf("a Guard naming one of six equally likely cards: %s %v", key, args)
	}
}

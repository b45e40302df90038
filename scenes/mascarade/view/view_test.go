package view

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/viewtest"
)

// TestFoldingTheEventsGivesTheObservationsView is the table's contract for
// Mascarade without a display: for random games of both scenarios at every
// player count (with extra centre masks too, and a custom set with every
// power that chooses), every seat's view folded event by event (each event
// as that seat is told it) equals the view made from its observation after
// every action. A view that shadowed the engine wrongly (a mask left face
// up, coins miscounted, a claim's answers kept past its powers) fails here
// at the action that showed it.
func TestFoldingTheEventsGivesTheObservationsView(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 10
	}
	type setup struct {
		name    string
		players int
		options map[string]string
	}
	var setups []setup
	for players := mg.MinTable; players <= mg.MaxTable; players++ {
		for _, s := range []string{"a", "b"} {
			setups = append(setups, setup{fmt.Sprintf("%s %dp", s, players), players, map[string]string{"scenario": s}})
		}
		if players > 5 {
			for _, c := range []string{"1", "2"} {
				setups = append(setups, setup{fmt.Sprintf("a %dp centre %s", players, c), players, map[string]string{"centre": c}})
			}
		}
	}
	setups = append(setups,
		setup{"custom judge fool guru spy puppeteer king", 5, map[string]string{"masks": "judge,fool,guru,spy,puppeteer,king"}},
		setup{"custom fool judge king witch princess spy", 4, map[string]string{"masks": "fool,judge,king,witch,princess,spy"}})
	for _, s := range setups {
		t.Run(s.name, func(t *testing.T) {
			for seed := range uint64(games) {
				cfg := game.Config{Players: s.players, Options: s.options, Seed: seed + 1}
				g, err := mg.New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				folder.Play(t, g, s.players, game.NewRNG(seed+100), 3000, fmt.Sprintf("seed %d", cfg.Seed))
			}
		})
	}
}

// folder makes and moves Mascarade's view for viewtest.
var folder = viewtest.Folder[View]{
	From:  func(g game.Game, seat int) View { return FromObservation(g.(*mg.Game).ObserveSeat(seat)) },
	Apply: func(v *View, e game.Event) { v.Apply(e) },
}

// same compares two views, an empty list and none alike.
func same(a, b View) bool { return viewtest.Diff(a, b) == "" }

// The view's own rules, one event at a time.
func TestApplyMovesTheViewAsTheEventSays(t *testing.T) {
	none := mg.NoMask
	// Four players at places 0–3, two centre masks (places 4, 5); seat 1
	// announced the King, seat 2 passed; the Judge lies face up at place 0.
	four := func() View {
		return View{N: 4, Centre: 2, At: []int{0, 1, 2, 3}, Coins: []int{6, 6, 6, 6}, Court: 3, Turn: 6, Current: 1,
			Up: []mg.Mask{mg.Judge, none, none, none, none, none}, Prev: make([]bool, 4), Now: []bool{true, false, false, false},
			Ann: &Claim{Player: 1, Mask: mg.King, Answers: []Answer{{Seat: 2}}}, Named: none}
	}
	cases := []struct {
		name  string
		event game.Event
		check func(v View) bool
	}{
		{"a new turn turns every mask down, bars who was revealed and forgets the claim",
			game.Event{Type: mg.EvTurn, Seat: 2, Value: 7},
			func(v View) bool {
				return v.Up[0] == none && v.Prev[0] && !v.Now[0] && v.Ann == nil && v.Turn == 7 && v.Current == 2 && v.Opening == 0
			}},
		{"the opening's turns count down",
			game.Event{Type: mg.EvTurn, Seat: 2, Value: 2},
			func(v View) bool { return v.Opening == 3 }},
		{"a swap, real or pretended, takes a face-up mask down",
			game.Event{Type: mg.EvSwap, Seat: 0, Target: 4, Value: 0},
			func(v View) bool { return v.Up[0] == none && v.Up[4] == none && v.Ann.Answers == nil }},
		{"a contest joins the claim's answers, in order",
			game.Event{Type: mg.EvContest, Seat: 3},
			func(v View) bool { return slices.Equal(v.Ann.Answers, []Answer{{Seat: 2}, {Seat: 3, Contest: true}}) }},
		{"a reveal lies face up and counts its wearer revealed, the answers kept beside it",
			game.Event{Type: mg.EvReveal, Seat: 3, Target: 3, Card: int(mg.Cheat)},
			func(v View) bool { return v.Up[3] == mg.Cheat && v.Now[3] && len(v.Ann.Answers) == 1 }},
		{"a power at work ends the answers",
			game.Event{Type: mg.EvBank, Seat: 1, Value: 3},
			func(v View) bool { return v.Ann != nil && v.Ann.Answers == nil && v.Coins[1] == 9 && v.Bank == 3 }},
		{"the Judge takes the whole court",
			game.Event{Type: mg.EvCourt, Seat: 2},
			func(v View) bool { return v.Coins[2] == 9 && v.Court == 0 }},
		{"a fine goes to the court",
			game.Event{Type: mg.EvFine, Seat: 3, Value: 1},
			func(v View) bool { return v.Coins[3] == 5 && v.Court == 4 }},
		{"a transfer moves coins from the target to the seat",
			game.Event{Type: mg.EvTransfer, Seat: 0, Target: 3, Value: 2},
			func(v View) bool { return v.Coins[0] == 8 && v.Coins[3] == 4 }},
		{"players changing seats take the mask and the coins of their new place",
			game.Event{Type: mg.EvSeatsChange, Seat: 0, Target: 2},
			func(v View) bool { return slices.Equal(v.At, []int{2, 1, 0, 3}) }},
		{"the Guru's target names a mask until the turn ends",
			game.Event{Type: mg.EvName, Seat: 2, Target: -1, Card: int(mg.Witch)},
			func(v View) bool { return v.Named == mg.Witch }},
		{"a win counts the winner once and ends the claim",
			game.Event{Type: mg.EvWin, Seat: 1},
			func(v View) bool { return slices.Equal(v.Winners, []int{1}) && v.Ann == nil }},
		{"an event about a place the table has not changes nothing",
			game.Event{Type: mg.EvReveal, Seat: 0, Target: 9, Card: int(mg.King)},
			func(v View) bool { return same(v, four()) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := four()
			v.Apply(c.event)
			if !c.check(v) {
				t.Fatalf("after %+v: %+v", c.event, v)
			}
		})
	}
}

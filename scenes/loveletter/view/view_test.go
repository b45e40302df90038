package view

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/viewtest"
)

// TestFoldingTheEventsGivesTheObservationsView is the table's contract for
// Love Letter without a display: for random games of both editions at every
// player count, every seat's view folded event by event (each event as that
// seat is told it) equals the view made from its observation after every
// action. A view that shadowed the engine wrongly (a card left in a hand,
// the deck miscounted, a token not given) fails here at the action that
// showed it.
func TestFoldingTheEventsGivesTheObservationsView(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 20
	}
	for _, variant := range []ll.Variant{ll.Edition2019, ll.Classic} {
		top := 6
		if variant == ll.Classic {
			top = 4
		}
		for players := 2; players <= top; players++ {
			t.Run(fmt.Sprintf("%s %dp", variant, players), func(t *testing.T) {
				for seed := range uint64(games) {
					cfg := game.Config{Players: players, Variant: string(variant), Seed: seed + 1}
					g, err := ll.New(cfg)
					if err != nil {
						t.Fatal(err)
					}
					folder.Play(t, g, players, game.NewRNG(seed+100), 2000, fmt.Sprintf("seed %d", cfg.Seed))
				}
			})
		}
	}
}

// folder makes and moves Love Letter's view for viewtest.
var folder = viewtest.Folder[View]{
	From:  func(g game.Game, seat int) View { return FromObservation(g.(*ll.Game).ObserveSeat(seat), seat) },
	Apply: func(v *View, e game.Event) { v.Apply(e) },
}

// same compares two views, an empty list and none alike.
func same(a, b View) bool { return viewtest.Diff(a, b) == "" }

// The view's own rules, one event at a time.
func TestApplyMovesTheViewAsTheEventSays(t *testing.T) {
	two := func() View {
		return View{Human: 0, Variant: ll.Edition2019, Deck: 10, Hand: []ll.Card{ll.Guard, ll.Priest}, HandN: []int{2, 1},
			Discards: make([][]ll.Card, 2), Out: make([]bool, 2), Protect: make([]bool, 2), Tokens: make([]int, 2), Shown: []ll.Card{ll.NoCard, ll.NoCard}}
	}
	secret := game.ValuesOf
	cases := []struct {
		name  string
		event game.Event
		check func(v View) bool
	}{
		{"the person's card played leaves their hand for their discards",
			game.Event{Type: ll.EvPlay, Seat: 0, Card: int(ll.Priest)},
			func(v View) bool {
				return slices.Equal(v.Hand, []ll.Card{ll.Guard}) && v.HandN[0] == 1 && slices.Equal(v.Discards[0], []ll.Card{ll.Priest})
			}},
		{"a card drawn from the deck comes to the hand and leaves the deck",
			game.Event{Type: ll.EvDraw, Seat: 1, Secret: secret(int(ll.King))},
			func(v View) bool { return v.HandN[1] == 2 && v.Deck == 9 && len(v.Hand) == 2 }},
		{"the set-aside card drawn at the end leaves the deck as it was",
			game.Event{Type: ll.EvDraw, Seat: 0, Value: 1, Secret: secret(int(ll.King))},
			func(v View) bool { return v.HandN[0] == 3 && v.Deck == 10 && v.Hand[2] == ll.King && !v.SetAside }},
		{"a seat knocked out loses its hand and its protection",
			game.Event{Type: ll.EvOut, Seat: 0, Card: int(ll.Guard)},
			func(v View) bool {
				return v.Out[0] && v.HandN[0] == 0 && v.Hand == nil && slices.Equal(v.Discards[0], []ll.Card{ll.Guard})
			}},
		{"a Chancellor's two cards under the deck leave the hand",
			game.Event{Type: ll.EvReturn, Seat: 0, Value: 2, Secret: secret(int(ll.Guard), int(ll.Priest))},
			func(v View) bool { return v.HandN[0] == 0 && len(v.Hand) == 0 && v.Deck == 12 }},
		{"a King's trade gives the person the other's card",
			game.Event{Type: ll.EvTrade, Seat: 0, Target: 1, Secret: secret(int(ll.Guard), int(ll.Princess))},
			func(v View) bool { return slices.Equal(v.Hand, []ll.Card{ll.Princess}) }},
		{"a round won gives the seat its tokens",
			game.Event{Type: ll.EvRoundWin, Seat: 1, Value: 3},
			func(v View) bool { return v.Tokens[1] == 3 }},
		{"an event about a seat the table has not changes nothing",
			game.Event{Type: ll.EvPlay, Seat: 7, Card: int(ll.Guard)},
			func(v View) bool { return same(v, two()) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := two()
			v.Apply(c.event)
			if !c.check(v) {
				t.Fatalf("after %+v: %+v", c.event, v)
			}
		})
	}
}

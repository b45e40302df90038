package tiny

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// TestTheHighestCardTakesTheTrickAndTheMostTricksWin plays fixed deals (the
// deck top first: two cards to each seat from seat 0) and checks who takes
// each trick, who leads next, and who wins.
func TestTheHighestCardTakesTheTrickAndTheMostTricksWin(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		deck    []string
		first   int
		plays   []string // "seat:card", in turn
		takers  []int    // who takes each trick
		winners []int
	}{
		{"the highest card takes the trick, whoever led", 2, []string{"9", "1", "5", "8", "2", "6"}, 0,
			[]string{"0:1", "1:2", "1:6", "0:9", "0:5", "1:8"}, []int{1, 0, 1}, []int{1}},
		{"the taker leads the next trick", 3, []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}, 0,
			[]string{"0:1", "1:4", "2:7", "2:8", "0:2", "1:5", "2:9", "0:3", "1:6"}, []int{2, 2, 2}, []int{2}},
		{"a tie in tricks is a shared win", 3, []string{"1", "2", "9", "3", "4", "8", "5", "6", "7"}, 1,
			[]string{"1:3", "2:5", "0:9", "0:1", "1:4", "2:6", "2:7", "0:2", "1:8"}, []int{0, 2, 1}, []int{0, 1, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Deal[*Game](t, Definition, game.Config{Players: tc.players}, tc.first, tc.deck...)
			var takers []int
			for _, p := range tc.plays {
				seat, card, _ := strings.Cut(p, ":")
				for _, e := range gametest.Act(t, g, int(seat[0]-'0'), "play "+card) {
					if e.Type == EvTrick {
						takers = append(takers, e.Seat)
					}
				}
			}
			if !g.Over() || !slices.Equal(takers, tc.takers) || !slices.Equal(g.Result().Winners, tc.winners) {
				t.Fatalf("tricks taken by %v, winners %v (over %v); want %v and %v", takers, g.Result().Winners, g.Over(), tc.takers, tc.winners)
			}
		})
	}
}

func TestACardNotInHandIsRefused(t *testing.T) {
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: 2}, 0, "9", "1", "5", "8", "2", "6")
	gametest.RefuseText(t, g, 0, "play 8", "from their own hand")
	gametest.RefuseText(t, g, 1, "play 8", "not this seat's decision")
}

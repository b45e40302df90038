package tiny

import (
	"fmt"
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// RandomSource lets game.DecodeState refuse a save without a generator.
func (g *Game) RandomSource() *game.RNG { return &g.RNG }

// Load decodes MarshalState's output and validates it: a damaged save is
// refused, never played.
func Load(data []byte) (*Game, error) {
	var g Game
	if err := game.DecodeState(data, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

// Validate checks every invariant by replaying the log: it must deal each
// seat two cards, play them in turn, give each trick to
// its highest card and the game to the most tricks, and end where the state
// is; the six cards are each in one place (a hand, aside, played).
func (g *Game) Validate() error {
	n := g.NPlayers
	if n < Definition.MinPlayers || n > Definition.MaxPlayers {
		return fmt.Errorf("%d players", n)
	}
	if len(g.Hands) != n || len(g.Tricks) != n || g.First < 0 || g.First >= n || g.Leader < 0 || g.Leader >= n {
		return fmt.Errorf("per-seat lists or leaders do not fit a table of %d", n)
	}
	var seen [Cards + 1]bool
	for _, list := range slices.Concat(g.Hands, [][]int{g.Aside, g.Played}) {
		for _, c := range list {
			if c < 1 || c > Cards || seen[c] {
				return fmt.Errorf("card %d is not a card of the deck, or is in two places", c)
			}
			seen[c] = true
		}
	}
	if len(g.Aside) != Cards-n*HandSize || len(g.Played) > n*HandSize {
		return fmt.Errorf("%d cards aside and %d played at a table of %d", len(g.Aside), len(g.Played), n)
	}
	r := &Game{NPlayers: n, First: g.First, Leader: g.First, Hands: make([][]int, n), Played: []int{}, Tricks: make([]int, n)}
	log := g.Log
	for s := range n {
		if len(log) == 0 || !isDeal(log[0], s) {
			return fmt.Errorf("the log does not begin with seat %d's deal", s)
		}
		r.Hands[s] = log[0].Secret.Slice()
		log = log[1:]
	}
	r.Log = slices.Clone(g.Log[:n])
	for len(log) > 0 && !r.Over() {
		e := log[0]
		if e.Type != EvPlay || e.Seat != r.turn() || !slices.Contains(r.Hands[e.Seat], e.Card) {
			return fmt.Errorf("the log's event %d is not a play of the seat whose turn it was", len(g.Log)-len(log))
		}
		events, _ := r.Apply(e.Seat, game.NewAction(KindPlay, e.Card))
		if len(events) > len(log) || !slices.Equal(events, log[:len(events)]) {
			return fmt.Errorf("the log's events from %d are not what its plays give", len(g.Log)-len(log))
		}
		log = log[len(events):]
	}
	switch {
	case len(log) > 0:
		return fmt.Errorf("the log goes on after the game's end")
	case r.Leader != g.Leader || !slices.Equal(r.Played, g.Played) || !slices.Equal(r.Tricks, g.Tricks) || !slices.Equal(r.Winners, g.Winners):
		return fmt.Errorf("the state is not where its log ends")
	}
	for s := range n {
		if !slices.Equal(r.Hands[s], g.Hands[s]) {
			return fmt.Errorf("seat %d holds %v, its log leaves it %v", s, g.Hands[s], r.Hands[s])
		}
	}
	return nil
}

// isDeal reports whether e is seat's deal: two cards, ascending, that only
// seat sees.
func isDeal(e game.Event, seat int) bool {
	want := ev(EvDeal, seat, -1, HandSize)
	want.Secret, want.SeenBy = e.Secret, game.SeatsOf(seat)
	if e != want || e.Secret.Len() != HandSize {
		return false
	}
	cards := e.Secret.Slice()
	return slices.IsSorted(cards) && cards[0] >= 1 && cards[len(cards)-1] <= Cards
}

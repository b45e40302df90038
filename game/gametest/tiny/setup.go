package tiny

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Definition is Tiny's registration: 2 or 3 players, no variants, no options.
var Definition game.Definition

func init() {
	Definition = game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   2,
		MaxPlayers:   3,
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
		Sample:       Sample,
	}
	game.Register(Definition)
}

// New shuffles the deck, draws the first leader from the seed and deals.
func New(cfg game.Config) (*Game, error) {
	cfg, err := Definition.CheckConfig(cfg)
	if err != nil {
		return nil, err
	}
	g := &Game{NPlayers: cfg.Players}
	g.RNG.Seed(cfg.Seed)
	deck := FullDeck()
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	g.deal(g.RNG.Intn(g.NPlayers), deck)
	return g, nil
}

// FullDeck is the cards 1 to Cards, in order.
func FullDeck() []int {
	deck := make([]int, Cards)
	for i := range deck {
		deck[i] = i + 1
	}
	return deck
}

// deal starts the game over from deck (top first): two cards to each seat
// from seat 0 on, the rest aside; first leads.
func (g *Game) deal(first int, deck []int) {
	n := g.NPlayers
	g.First, g.Leader = first, first
	g.Hands = make([][]int, n)
	g.Played, g.Tricks, g.Winners = []int{}, make([]int, n), nil
	g.Log = make([]game.Event, 0, 2*n+4*HandSize)
	for s := range n {
		g.Hands[s] = slices.Sorted(slices.Values(deck[s*HandSize : (s+1)*HandSize]))
		e := ev(EvDeal, s, -1, HandSize)
		e.Secret = game.ValuesOf(g.Hands[s]...)
		e.SeenBy = game.SeatsOf(s)
		g.emit(nil, e)
	}
	g.Aside = slices.Sorted(slices.Values(deck[n*HandSize:]))
}

// Stack implements game.Stacker: it deals again from a chosen deck (top
// first, numbers; a partial order is completed from the seed), before the
// first card is played.
func (g *Game) Stack(first int, order []string) error {
	if len(g.Played) > 0 || g.Over() {
		return fmt.Errorf("tiny: the deck can only be stacked before the first card is played")
	}
	if first < 0 || first >= g.NPlayers {
		return fmt.Errorf("tiny: first leader %d is not a seat", first)
	}
	rest := FullDeck()
	var deck []int
	for i, s := range order {
		c, err := parseCard(s)
		if err != nil || !slices.Contains(rest, c) {
			return fmt.Errorf("tiny: deck card %d: %q is not a card left in the deck", i, s)
		}
		rest = slices.DeleteFunc(rest, func(x int) bool { return x == c })
		deck = append(deck, c)
	}
	g.RNG.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	g.deal(first, append(deck, rest...))
	return nil
}

// Opening implements game.Opener: the deal, for a log or a table that starts
// from New.
func (g *Game) Opening() []game.Event {
	return game.CloneEvents(g.Log[:min(len(g.Log), g.NPlayers)])
}

package threeparts

import (
	"slices"

	"parlour/game"
)

// Definition is Three Parts' registration: 3 or 4 players, no variants and no
// options (the row size follows from the player count).
var Definition game.Definition

func init() {
	Definition = game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   3,
		MaxPlayers:   4,
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
		Sample:       Sample,
	}
	game.Register(Definition)
}

// New shuffles the deck, draws the first leader from the seed and turns up
// the first row.
func New(cfg game.Config) (*Game, error) {
	cfg, err := Definition.CheckConfig(cfg)
	if err != nil {
		return nil, err
	}
	n := cfg.Players
	g := &Game{
		NPlayers: n,
		Numbers:  make([][11]int, n),
		Jokers:   make([][11]int, n),
		Waiting:  make([]int, n),
		Took:     make([]bool, n),
		Votes:    make([]int, n),
		Discards: []Card{},
	}
	for s := range g.Votes {
		g.Votes[s] = -1
	}
	g.RNG.Seed(cfg.Seed)
	g.Deck = FullDeck()
	g.RNG.Shuffle(len(g.Deck), func(i, j int) { g.Deck[i], g.Deck[j] = g.Deck[j], g.Deck[i] })
	g.Leader = g.RNG.Intn(n)
	g.startRound(nil)
	return g, nil
}

// startRound turns up the next row, card by card, as one segment that every
// seat may claim, and waits for the leader's cut.
func (g *Game) startRound(out []game.Event) []game.Event {
	g.Round++
	g.Log = make([]game.Event, 0, 64)
	k := min(RowSize(g.NPlayers), len(g.Deck))
	g.Row = slices.Clone(g.Deck[:k])
	g.Deck = g.Deck[k:]
	clear(g.Took)
	out = g.emit(out, ev(EvRoundStart, g.Leader, -1, -1, g.Round))
	for i, c := range g.Row {
		out = g.emit(out, ev(EvTurnUp, g.Leader, -1, int(c), i))
	}
	g.Contests = []Segment{{Cards: slices.Clone(g.Row), Claimants: game.AllSeats(g.NPlayers)}}
	return g.advance(out)
}

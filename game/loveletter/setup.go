package loveletter

import (
	"slices"

	"parlour/game"
)

// Definition is Love Letter's registered metadata: 2–6 players with the 2019
// deck (the default), 2–4 with the classic 16-card deck; no options.
var Definition game.Definition

func init() {
	Definition = game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   2,
		MaxPlayers:   6,
		Variants:     []game.Variant{{Name: string(Edition2019)}, {Name: string(Classic), MaxPlayers: 4}},
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
		Sample:       game.Sampler(Name, SampleFrom),
	}
	game.Register(Definition)
}

// New deals the first round. cfg.Variant is "2019" (the default) or "classic";
// Love Letter has no options. Everything is checked by Definition.CheckConfig.
func New(cfg game.Config) (*Game, error) {
	cfg, err := Definition.CheckConfig(cfg)
	if err != nil {
		return nil, err
	}
	n := cfg.Players
	g := &Game{
		Variant:   Variant(cfg.Variant),
		NPlayers:  n,
		Target:    TokensToWin(n),
		Tokens:    make([]int, n),
		Hands:     make([][]Card, n),
		Discards:  make([][]Card, n),
		Out:       make([]bool, n),
		Protected: make([]bool, n),
	}
	for s := range n {
		// Empty, not nil, so that a save and its clone's save are the same bytes.
		g.Hands[s], g.Discards[s] = []Card{}, []Card{}
	}
	g.RNG.Seed(cfg.Seed)
	// The rulebook starts with whoever was last on a date; a seeded pick is our equivalent.
	g.opening = g.startRound(g.RNG.Intn(n))
	return g, nil
}

// startRound shuffles, sets aside, deals, and gives the starter their first draw.
func (g *Game) startRound(starter int) []game.Event {
	deck := make([]Card, 0, 21)
	for c, k := range DeckCounts(g.Variant) {
		for range k {
			deck = append(deck, Card(c))
		}
	}
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return g.startRoundWith(starter, deck)
}

// startRoundWith deals a round from deck, top first, and returns its events.
func (g *Game) startRoundWith(starter int, deck []Card) []game.Event {
	if g.mark < len(g.Log) {
		g.carry = append(g.carry, g.Log[g.mark:]...)
	}
	g.mark = 0
	g.Round++
	g.Log = make([]game.Event, 0, 48)
	g.Deck = deck
	g.emit(ev(EvRoundStart, starter, -1, NoCard, g.Round))
	g.SetAside = g.pop()
	g.emit(secret(ev(EvSetAside, -1, -1, NoCard, -1), 0, g.SetAside))
	g.FaceUp = g.FaceUp[:0]
	if g.NPlayers == 2 {
		for range 3 {
			c := g.pop()
			g.FaceUp = append(g.FaceUp, c)
			g.emit(ev(EvSetAsideUp, -1, -1, c, -1))
		}
	}
	for s := range g.NPlayers {
		g.Hands[s] = g.Hands[s][:0]
		g.Discards[s] = g.Discards[s][:0]
		g.Out[s] = false
		g.Protected[s] = false
	}
	for i := range g.NPlayers {
		s := (starter + i) % g.NPlayers
		c := g.pop()
		g.Hands[s] = append(g.Hands[s], c)
		g.emit(secret(ev(EvDeal, s, -1, NoCard, -1), game.SeatsOf(s), c))
	}
	g.Turn = starter
	g.beginTurn()
	return slices.Clip(g.Log)
}

func (g *Game) pop() Card {
	c := g.Deck[0]
	g.Deck = g.Deck[1:]
	return c
}

// beginTurn ends the current seat's protection and draws its card.
func (g *Game) beginTurn() {
	s := g.Turn
	if g.Protected[s] {
		g.Protected[s] = false
		g.emit(ev(EvUnprotected, s, -1, NoCard, -1))
	}
	c := g.pop()
	g.Hands[s] = append(g.Hands[s], c)
	g.Phase = PhasePlay
	g.emit(secret(ev(EvDraw, s, -1, NoCard, 0), game.SeatsOf(s), c))
}

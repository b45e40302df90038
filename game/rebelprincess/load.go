package rebelprincess

import (
	"encoding/json"
	"fmt"
	"slices"

	"parlour/game"
)

func init() {
	game.Register(game.Definition{
		Name:         Name,
		StateVersion: 1,
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
	})
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// Load decodes MarshalState's output and validates it.
func Load(data []byte) (*Game, error) {
	var g Game
	if err := game.DecodeState(data, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

// Validate checks every invariant: each card of the deck is in exactly one
// place (a hand, a pass being chosen is still in its hand, the trick, a won
// pile), hands are as long as the tricks left allow, and the phase agrees
// with the choices made.
func (g *Game) Validate() error {
	n := g.NPlayers
	if n < 3 || n > 6 {
		return fmt.Errorf("%d players", n)
	}
	if g.Edition != Classic && g.Edition != Deluxe {
		return fmt.Errorf("unknown edition %q", g.Edition)
	}
	if len(g.Schedule) < 3 || len(g.Schedule) > 6 {
		return fmt.Errorf("a schedule of %d round cards", len(g.Schedule))
	}
	for _, id := range g.Schedule {
		if id < 1 || id > len(RoundCards) {
			return fmt.Errorf("unknown round card %d", id)
		}
		if _, ok := RoundCards[id-1].PassFor(g.Edition); !ok {
			return fmt.Errorf("round card %d is not in the %s edition", id, g.Edition)
		}
	}
	if g.Round < 0 || g.Round > len(g.Schedule) {
		return fmt.Errorf("round %d", g.Round)
	}
	if len(g.Princess) != n || len(g.Offered) != n || len(g.Totals) != n || len(g.Scores) != n {
		return fmt.Errorf("per-seat lists do not have %d seats", n)
	}
	for s := range n {
		if len(g.Offered[s]) < 1 || len(g.Offered[s]) > 2 {
			return fmt.Errorf("seat %d was offered %d princesses", s, len(g.Offered[s]))
		}
		for _, p := range g.Offered[s] {
			if p < 0 || p >= len(Princesses) {
				return fmt.Errorf("seat %d was offered an unknown princess %d", s, p)
			}
		}
		if p := g.Princess[s]; p != -1 && !slices.Contains(g.Offered[s], p) {
			return fmt.Errorf("seat %d keeps a princess it was not offered", s)
		}
		if len(g.Scores[s]) > g.Round {
			return fmt.Errorf("seat %d has scores for %d rounds in round %d", s, len(g.Scores[s]), g.Round)
		}
		total := 0
		for _, v := range g.Scores[s] {
			total += v
		}
		if total != g.Totals[s] {
			return fmt.Errorf("seat %d's total %d is not the sum of its rounds", s, g.Totals[s])
		}
	}
	if g.Leader < 0 || g.Leader >= n || g.Turn < 0 || g.Turn >= n {
		return fmt.Errorf("leader %d, turn %d", g.Leader, g.Turn)
	}
	for _, w := range g.Winners {
		if w < 0 || w >= n {
			return fmt.Errorf("winner %d", w)
		}
	}
	for _, s := range g.Tied {
		if s < 0 || s >= n {
			return fmt.Errorf("tied seat %d", s)
		}
	}
	switch g.Phase {
	case PhaseDraft:
		if g.Hands != nil {
			return fmt.Errorf("cards are dealt during the draft")
		}
		return nil
	case PhasePass, PhasePlay, PhaseOver:
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	for s, p := range g.Princess {
		if p < 0 {
			return fmt.Errorf("seat %d has no princess after the draft", s)
		}
	}
	if len(g.Hands) != n || len(g.Won) != n || len(g.Giving) != n {
		return fmt.Errorf("hands for %d seats", len(g.Hands))
	}
	where := map[Card]string{}
	put := func(c Card, place string) error {
		if !c.Valid() {
			return fmt.Errorf("%s holds an unknown card %d", place, c)
		}
		if prev, ok := where[c]; ok {
			return fmt.Errorf("%s is both in %s and in %s", c, prev, place)
		}
		where[c] = place
		return nil
	}
	for s := range n {
		for _, c := range g.Hands[s] {
			if err := put(c, fmt.Sprintf("seat %d's hand", s)); err != nil {
				return err
			}
		}
		for _, c := range g.Won[s] {
			if err := put(c, fmt.Sprintf("seat %d's tricks", s)); err != nil {
				return err
			}
		}
		for _, c := range g.Giving[s] {
			if !slices.Contains(g.Hands[s], c) {
				return fmt.Errorf("seat %d passes %s, which it does not hold", s, c)
			}
		}
	}
	for _, p := range g.Trick {
		if p.Seat < 0 || p.Seat >= n {
			return fmt.Errorf("a trick card from seat %d", p.Seat)
		}
		if err := put(p.Card, "the trick"); err != nil {
			return err
		}
	}
	deck := Deck(n)
	if len(where) != len(deck) {
		return fmt.Errorf("%d cards in play; the %d-player deck has %d", len(where), n, len(deck))
	}
	for _, c := range deck {
		if _, ok := where[c]; !ok {
			return fmt.Errorf("%s is missing", c)
		}
	}
	// Hands shrink together: a seat that has played to the current trick holds one card fewer.
	inTrick := map[int]bool{}
	for _, p := range g.Trick {
		inTrick[p.Seat] = true
	}
	base := -1
	for s := range n {
		size := len(g.Hands[s])
		if inTrick[s] {
			size++
		}
		if base >= 0 && size != base {
			return fmt.Errorf("hand sizes disagree (seat %d)", s)
		}
		base = size
	}
	if g.Phase == PhasePlay && len(g.Trick) > 0 && g.Turn != (g.Trick[len(g.Trick)-1].Seat+1)%n {
		return fmt.Errorf("turn %d does not follow the trick", g.Turn)
	}
	return nil
}

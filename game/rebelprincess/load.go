package rebelprincess

import (
	"fmt"
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// Load decodes MarshalState's output and validates it (game.LoadState);
// a seat owing a decision it cannot make is refused too.
func Load(data []byte) (*Game, error) {
	g, err := game.LoadState[Game](data)
	if err != nil {
		return nil, err
	}
	for s := range g.NPlayers {
		if g.owes(s) && len(g.Legal(s)) == 0 {
			return nil, fmt.Errorf("%s: seat %d owes a decision it cannot make", Name, s)
		}
	}
	return g, nil
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// RandomSource lets game.DecodeState refuse a save without a generator.
func (g *Game) RandomSource() *game.RNG { return &g.RNG }

// place names where a card lies, for Validate's messages (built only when
// something is wrong, so a valid game costs no formatting).
type place struct {
	kind uint8
	seat int8
}

const (
	inNowhere uint8 = iota
	inHand
	inAside
	inWon
	inTrick
	inGifts
	inSleeping
)

func (p place) String() string {
	switch p.kind {
	case inHand:
		return fmt.Sprintf("seat %d's hand", p.seat)
	case inAside:
		return fmt.Sprintf("seat %d's face-down cards", p.seat)
	case inWon:
		return fmt.Sprintf("seat %d's tricks", p.seat)
	case inTrick:
		return "the trick"
	case inGifts:
		return "the gift pile"
	case inSleeping:
		return "Sleeping Beauty's cards"
	}
	return "nowhere"
}

// Validate checks every invariant: each card of the deck is in exactly one
// place (a hand, a pass being chosen is still in its hand, the trick, a won
// pile), hands are as long as the tricks left allow, and the phase agrees
// with the choices made. It allocates nothing when the game is valid.
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
	if g.Round < 0 || g.Round > len(g.Schedule) || (g.Round == len(g.Schedule) && g.Phase != PhaseOver) {
		return fmt.Errorf("round %d of %d", g.Round, len(g.Schedule))
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
	seat := func(s int) bool { return s >= 0 && s < n }
	if !seat(g.Leader) || !seat(g.Turn) || !seat(g.Starter) {
		return fmt.Errorf("leader %d, turn %d, starter %d", g.Leader, g.Turn, g.Starter)
	}
	for _, w := range g.Winners {
		if !seat(w) {
			return fmt.Errorf("winner %d", w)
		}
	}
	if g.RoundAt < 0 || g.RoundAt >= max(len(g.Log), 1) || (g.RoundAt > 0 && g.Log[g.RoundAt].Type != EvRoundStart) {
		return fmt.Errorf("the round starts at event %d of %d", g.RoundAt, len(g.Log))
	}
	for _, s := range g.Tied {
		if !seat(s) {
			return fmt.Errorf("tied seat %d", s)
		}
	}
	switch g.Phase {
	case PhaseDraft:
		if g.Hands != nil {
			return fmt.Errorf("cards are dealt during the draft")
		}
		return nil
	case PhaseCopy, PhasePass, PhaseSetup, PhasePlay, PhaseOver:
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	for s, p := range g.Princess {
		if p < 0 {
			return fmt.Errorf("seat %d has no princess after the draft", s)
		}
	}
	if len(g.Hands) != n || len(g.Won) != n || len(g.Giving) != n || len(g.Aside) != n || len(g.Exposed) != n ||
		len(g.Shown) != n || len(g.Forced) != n || len(g.Used) != n || len(g.Copy) != n || len(g.TricksWon) != n || len(g.Unseen) != n {
		return fmt.Errorf("per-round lists do not have %d seats", n)
	}
	for s := range n {
		if c := g.Copy[s]; c < -1 || c >= len(Princesses) || (c >= 0 && g.Princess[s] != Carmesina) {
			return fmt.Errorf("seat %d copies princess %d", s, c)
		}
		if g.Phase != PhaseCopy && g.Phase != PhaseOver && g.Princess[s] == Carmesina && g.Copy[s] < 0 {
			return fmt.Errorf("Carmesina at seat %d copies nobody", s)
		}
		if g.Shown[s] < -1 || g.Shown[s] >= int(numSuits) {
			return fmt.Errorf("seat %d shows suit %d", s, g.Shown[s])
		}
	}
	// Each card in one place: a bit per card, and the places named only
	// when something is wrong (misplaced).
	var seen cardSet
	put := func(c Card) bool {
		if c < 0 || c >= 64 || seen&single(c) != 0 {
			return false
		}
		seen |= single(c)
		return true
	}
	for s := range n {
		for _, c := range g.Hands[s] {
			if !put(c) {
				return g.misplaced()
			}
		}
		if !slices.IsSorted(g.Hands[s]) {
			return fmt.Errorf("seat %d's hand is not in order", s)
		}
		for _, c := range g.Aside[s] {
			if !put(c) {
				return g.misplaced()
			}
		}
		for _, c := range g.Won[s] {
			if !put(c) {
				return g.misplaced()
			}
		}
		hand := setOf(g.Hands[s])
		if give := g.Giving[s]; give != nil {
			want := 1
			if g.Phase == PhasePass {
				want = g.pass().Total()
			}
			if (g.Phase != PhasePass && g.Step != StepChairs) || len(give) != want || setOf(give).len() != want {
				return fmt.Errorf("seat %d passes %d cards", s, len(give))
			}
		}
		for _, c := range g.Giving[s] {
			if !hand.has(c) {
				return fmt.Errorf("seat %d passes %s, which it does not hold", s, c)
			}
		}
		for _, c := range g.Exposed[s] {
			if !hand.has(c) {
				return fmt.Errorf("seat %d shows %s, which it does not hold", s, c)
			}
		}
		if f := g.Forced[s]; f != NoCard && !hand.has(f) {
			return fmt.Errorf("seat %d must play %s, which it does not hold", s, f)
		}
		won := setOf(g.Won[s])
		for _, p := range g.Unseen[s] {
			if !seat(p.Seat) || !won.has(p.Card) {
				return fmt.Errorf("seat %d's unseen cards are not among its tricks", s)
			}
		}
	}
	var committed [6]int
	for _, p := range g.Trick {
		if !seat(p.Seat) {
			return fmt.Errorf("a trick card from seat %d", p.Seat)
		}
		committed[p.Seat]++
		if !put(p.Card) {
			return g.misplaced()
		}
	}
	for _, p := range g.Gifts {
		if !seat(p.Seat) {
			return fmt.Errorf("a gift from seat %d", p.Seat)
		}
		committed[p.Seat]++
		if !put(p.Card) {
			return g.misplaced()
		}
	}
	sleeping := g.Step == StepSleepGive || g.Step == StepSleepKeep || g.Step == StepSleepDeal
	for _, p := range g.T.Pool {
		if !seat(p.Seat) {
			return fmt.Errorf("a pooled card from seat %d", p.Seat)
		}
		if sleeping {
			committed[p.Seat]++
			if !put(p.Card) {
				return g.misplaced()
			}
		} else if !setOf(g.Hands[p.Seat]).has(p.Card) {
			return fmt.Errorf("the Ice Princess drew %s, which seat %d does not hold", p.Card, p.Seat)
		}
	}
	if deck := deckSet(n); seen != deck {
		if seen&^deck != 0 {
			return g.misplaced()
		}
		return fmt.Errorf("%s is missing", (deck &^ seen).first())
	}
	// Hands shrink together: count what each seat has put on the table.
	switch g.Step {
	case StepSleepKeep, StepSleepDeal, StepSchehGive, StepHaggle, StepPocahontas:
	default:
		base := -1
		for s := range n {
			size := len(g.Hands[s]) + len(g.Aside[s]) + committed[s]
			if base >= 0 && size != base {
				return fmt.Errorf("hand sizes disagree (seat %d)", s)
			}
			base = size
		}
		// When the bells ring twice each trick takes two cards of everyone:
		// hands of an odd size would leave a last trick nobody can finish
		// (a fuzzed save once did: a seat owed a card with none left).
		if k := g.perTrick(); g.Phase == PhasePlay && k > 1 && base >= 0 {
			for s := range n {
				if (len(g.Hands[s])+committed[s])%k != 0 {
					return fmt.Errorf("seat %d's hand cannot be played out %d cards a trick", s, k)
				}
			}
		}
	}
	if err := g.validateStep(); err != nil {
		return err
	}
	if g.Phase != PhaseOver {
		for s := range n {
			if g.owes(s) {
				return nil
			}
		}
		return fmt.Errorf("nobody owes a decision in the %s phase (%s)", g.Phase, g.Step)
	}
	return nil
}

// misplaced names the first card that is not a card of the deck or lies in
// two places: Validate's slow path, taken only when something is wrong.
func (g *Game) misplaced() error {
	var where [64]place
	var seen cardSet
	deck := deckSet(g.NPlayers)
	check := func(c Card, p place) error {
		switch {
		case !c.Valid():
			return fmt.Errorf("%s holds an unknown card %d", p, c)
		case !deck.has(c):
			return fmt.Errorf("%s holds %s, which is not in the %d-player deck", p, c, g.NPlayers)
		case seen.has(c):
			return fmt.Errorf("%s is both in %s and in %s", c, where[c], p)
		}
		seen |= single(c)
		where[c] = p
		return nil
	}
	for s := range g.NPlayers {
		for _, pile := range []struct {
			cs   []Card
			kind uint8
		}{{g.Hands[s], inHand}, {g.Aside[s], inAside}, {g.Won[s], inWon}} {
			for _, c := range pile.cs {
				if err := check(c, place{pile.kind, int8(s)}); err != nil {
					return err
				}
			}
		}
	}
	for _, ps := range []struct {
		ps   []Played
		kind uint8
	}{{g.Trick, inTrick}, {g.Gifts, inGifts}, {g.T.Pool, inSleeping}} {
		if ps.kind == inSleeping && !sleepingStep(g.Step) {
			continue
		}
		for _, p := range ps.ps {
			if err := check(p.Card, place{kind: ps.kind}); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("the cards are misplaced")
}

// validateStep checks that the step's own state is whole, so a loaded game
// can always go on.
func (g *Game) validateStep() error {
	n := g.NPlayers
	seat := func(s int) bool { return s >= 0 && s < n }
	t := &g.T
	if t.Mermaid < -1 || t.Mermaid >= int(numSuits) || t.PeaSeat < -1 || t.PeaSeat >= n || t.PeaFrom < 0 ||
		t.Thumb < -1 || t.Thumb >= n || t.Snow < -1 || t.Snow >= n || t.Seat < -1 || t.Seat >= n ||
		t.Target < -1 || t.Target >= n || t.Winner < -1 || t.Winner >= n || t.Next < -1 || t.Next >= n ||
		t.MulanSeat < -1 || t.MulanSeat >= n || t.Haggles < 0 || t.Haggles > 1 || (t.Mulan != NoCard && !t.Mulan.Valid()) {
		return fmt.Errorf("the trick's powers are out of range")
	}
	for _, p := range t.Powers {
		if p < 0 || p >= len(Princesses) {
			return fmt.Errorf("an unknown power %d on the trick", p)
		}
	}
	for _, s := range t.Named {
		if s < 0 || s >= int(numSuits) {
			return fmt.Errorf("the Little Mermaid named suit %d", s)
		}
	}
	for _, s := range g.Asked {
		if !seat(s) {
			return fmt.Errorf("seat %d asked for a power", s)
		}
	}
	var gave game.Seats
	for _, p := range g.Gifts {
		if gave.Has(p.Seat) {
			return fmt.Errorf("seat %d gave two gifts", p.Seat)
		}
		gave = gave.With(p.Seat)
	}
	full := len(g.Trick) == n*g.perTrick()
	if g.Phase != PhasePlay {
		if g.Step != StepNone || len(g.Trick) > 0 {
			return fmt.Errorf("a trick outside the play phase")
		}
		return nil
	}
	switch g.Step {
	case StepStart, StepChairs:
		if len(g.Trick) > 0 {
			return fmt.Errorf("a trick left on the table")
		}
	case StepWindow:
		if len(g.Asked) == 0 || len(g.Trick) > 0 {
			return fmt.Errorf("a power window with nobody to ask")
		}
	case StepSleepGive, StepSleepKeep, StepSleepDeal:
		if !seat(t.Seat) || (g.Step == StepSleepDeal && (!seat(t.Target) || len(t.Pool) == 0)) ||
			(g.Step == StepSleepKeep && len(t.Pool) != n) || len(t.Pool) > n {
			return fmt.Errorf("Sleeping Beauty's step is incomplete")
		}
	case StepSchehGive, StepIceReturn:
		if !seat(t.Seat) || !seat(t.Target) || (g.Step == StepIceReturn && len(t.Pool) != 2) {
			return fmt.Errorf("the power's step is incomplete")
		}
	case StepMermaid:
		if !seat(t.Seat) {
			return fmt.Errorf("the Little Mermaid's step is incomplete")
		}
	case StepGift:
		if len(g.Trick) > 0 || !g.has(rcWedding) {
			return fmt.Errorf("gifts outside a Wedding Gift round")
		}
	case StepPlay:
		if full || g.Turn != (g.Leader+len(g.Trick))%n {
			return fmt.Errorf("turn %d does not follow the trick", g.Turn)
		}
	case StepMulan, StepAlice, StepHaggle, StepPocahontas:
		if !full || (g.Step == StepMulan && !seat(t.Seat)) || (g.Step != StepMulan && !seat(t.Winner)) {
			return fmt.Errorf("the trick is not complete")
		}
	default:
		return fmt.Errorf("unknown step %q", g.Step)
	}
	if (g.Step == StepPlay || g.Step == StepMulan) && len(g.Trick) > 0 && g.Trick[0].Seat != g.Leader {
		return fmt.Errorf("the trick was not led by the leader")
	}
	return nil
}

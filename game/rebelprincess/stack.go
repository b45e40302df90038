package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

// Stack implements game.Stacker: it fixes the game's chance before the
// first action. first is the seat that leads the first trick (the draft
// offers go round from its left). order mixes three kinds of entries, told
// apart by their names, each kind in its own order:
//
//   - round cards (slugs such as once-upon-a-time), in play order;
//   - princesses (slugs such as cinderella), in dealing order: the seat left
//     of first is offered the first two, the next seat the next two, …;
//   - cards (P12, Q3, A8, F9), the first round's deal: seat 0's hand, then
//     seat 1's, … (a hand's order does not matter).
//
// A partial list of a kind is completed from the seed: the rest of the round
// cards at random (final-round cards last), the rest of the princesses and
// of the deck shuffled.
func (g *Game) Stack(first int, order []string) error {
	var rounds, princesses []int
	var cards []Card
	for i, s := range order {
		key := strings.ToLower(strings.TrimSpace(s))
		if r, ok := RoundCardBySlug(key); ok {
			rounds = append(rounds, r.ID)
			continue
		}
		if p, ok := ParsePrincess(key); ok {
			princesses = append(princesses, p)
			continue
		}
		c, err := ParseCard(key)
		if err != nil {
			return fmt.Errorf("%s: deck entry %d: %q is not a round card, a princess or a card", Name, i, s)
		}
		cards = append(cards, c)
	}
	return g.StackDeal(first, rounds, princesses, cards)
}

// StackDeal is Stack with the round cards (ids), princesses (indexes) and
// cards given by kind.
func (g *Game) StackDeal(first int, rounds, princesses []int, cards []Card) error {
	n := g.NPlayers
	switch {
	case g.Phase != PhaseDraft || len(g.Log) != n || slices.ContainsFunc(g.Princess, func(p int) bool { return p >= 0 }):
		return fmt.Errorf("%s: the deal can only be fixed before the first action", Name)
	case first < 0 || first >= n:
		return fmt.Errorf("%s: first seat %d is not at a table of %d", Name, first, n)
	}
	// Round cards.
	for i, id := range rounds {
		if _, ok := RoundCards[id-1].PassFor(g.Edition); !ok {
			return fmt.Errorf("%s: the %s edition has no round card %q", Name, g.Edition, RoundCards[id-1].Slug)
		}
		if slices.Contains(rounds[:i], id) {
			return fmt.Errorf("%s: round card %q is named twice", Name, RoundCards[id-1].Slug)
		}
	}
	if len(rounds) > len(g.Schedule) {
		return fmt.Errorf("%s: %d round cards for a game of %d rounds", Name, len(rounds), len(g.Schedule))
	}
	// Princesses.
	pool := PrincessesOf(g.Edition, g.Promo)
	for i, p := range princesses {
		if !slices.Contains(pool, p) {
			return fmt.Errorf("%s: %s is not among this table's princesses", Name, Princesses[p].Slug)
		}
		if slices.Contains(princesses[:i], p) {
			return fmt.Errorf("%s: princess %s is named twice", Name, Princesses[p].Slug)
		}
	}
	// Cards.
	deck := deckSet(n)
	var given cardSet
	for i, c := range cards {
		if !deck.has(c) {
			return fmt.Errorf("%s: card %d: %s is not in the %d-player deck", Name, i, c, n)
		}
		if given.has(c) {
			return fmt.Errorf("%s: card %d: %s is given twice", Name, i, c)
		}
		given |= single(c)
	}

	if len(rounds) > 0 {
		rest := g.restOfRounds(rounds, len(g.Schedule)-len(rounds))
		g.Schedule = append(slices.Clone(rounds), rest...)
	}
	tail := slices.DeleteFunc(pool, func(p int) bool { return slices.Contains(princesses, p) })
	g.RNG.Shuffle(len(tail), func(i, j int) { tail[i], tail[j] = tail[j], tail[i] })
	tailCards := (deck &^ given).appendTo(nil)
	g.RNG.Shuffle(len(tailCards), func(i, j int) { tailCards[i], tailCards[j] = tailCards[j], tailCards[i] })
	g.Deal = append(slices.Clone(cards), tailCards...)
	g.Leader = first
	g.Log = g.Log[:0]
	g.offer(append(slices.Clone(princesses), tail...))
	return nil
}

// restOfRounds draws k more round cards of the edition, none of named, at
// random with final-round cards last.
func (g *Game) restOfRounds(named []int, k int) []int {
	var avail []int
	for _, r := range RoundCards {
		if _, ok := r.PassFor(g.Edition); ok && !slices.Contains(named, r.ID) {
			avail = append(avail, r.ID)
		}
	}
	g.RNG.Shuffle(len(avail), func(i, j int) { avail[i], avail[j] = avail[j], avail[i] })
	out := avail[:k]
	game.SortStable(out, func(a, b int) int {
		fa, fb := RoundCards[a-1].Final, RoundCards[b-1].Final
		switch {
		case fa == fb:
			return 0
		case fb:
			return -1
		}
		return 1
	})
	return out
}

// Opening implements game.Opener: the draft's offers, the events New logged.
func (g *Game) Opening() []game.Event {
	k := 0
	for k < len(g.Log) && g.Log[k].Type == EvOffer {
		k++
	}
	return game.CloneEvents(g.Log[:k])
}

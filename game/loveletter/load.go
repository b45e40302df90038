package loveletter

import (
	"errors"
	"fmt"

	"parlour/game"
)

// Load decodes MarshalState's output and checks that it is a state the rules can
// reach (game.LoadState), so that a loaded game can never panic later.
func Load(data []byte) (*Game, error) { return game.LoadState[Game](data) }

// Validate checks every invariant of a Love Letter state: the cards add up to
// the deck exactly once, hands have the sizes the phase requires, and the seats,
// tokens and turn are consistent. It allocates nothing when the state is valid
// (a soak calls it after every action); errors are built only on failure.
func (g *Game) Validate() error {
	if g.Variant != Edition2019 && g.Variant != Classic {
		return fmt.Errorf("unknown variant %q", g.Variant)
	}
	lo, hi := PlayerRange(g.Variant)
	n := g.NPlayers
	if n < lo || n > hi {
		return fmt.Errorf("%d players is outside %d–%d", n, lo, hi)
	}
	if g.Target != TokensToWin(n) {
		return fmt.Errorf("token target %d, want %d for %d players", g.Target, TokensToWin(n), n)
	}
	if len(g.Tokens) != n || len(g.Hands) != n || len(g.Discards) != n || len(g.Out) != n || len(g.Protected) != n {
		return fmt.Errorf("tokens, hands, discards, out and protected have %d, %d, %d, %d and %d seats, want %d",
			len(g.Tokens), len(g.Hands), len(g.Discards), len(g.Out), len(g.Protected), n)
	}
	if g.Round < 1 {
		return fmt.Errorf("round %d", g.Round)
	}
	sum := 0
	for s, t := range g.Tokens {
		if t < 0 || t > g.Target+1 {
			return fmt.Errorf("seat %d has %d tokens", s, t)
		}
		sum += t
	}
	if sum != g.Awarded {
		return fmt.Errorf("tokens add up to %d but %d were awarded", sum, g.Awarded)
	}
	if err := g.checkCards(); err != nil {
		return err
	}
	if g.Turn < 0 || g.Turn >= n {
		return fmt.Errorf("turn %d is not a seat", g.Turn)
	}
	for _, w := range g.Winners {
		if w < 0 || w >= n || g.Tokens[w] < g.Target {
			return fmt.Errorf("winner %d is not a seat with %d tokens", w, g.Target)
		}
	}
	wantFaceUp := 0
	if n == 2 {
		wantFaceUp = 3
	}
	if len(g.FaceUp) != wantFaceUp {
		return fmt.Errorf("%d face-up cards set aside, want %d", len(g.FaceUp), wantFaceUp)
	}
	switch g.Phase {
	case PhaseOver:
		if len(g.Winners) == 0 {
			return errors.New("the game is over but has no winner")
		}
		return nil
	case PhasePlay, PhaseKeep:
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	if len(g.Winners) > 0 {
		return errors.New("the game has winners but is not over")
	}
	for s, t := range g.Tokens {
		if t >= g.Target {
			return fmt.Errorf("seat %d has won (%d tokens) but the game goes on", s, t)
		}
	}
	if g.Out[g.Turn] {
		return fmt.Errorf("seat %d is out but has the turn", g.Turn)
	}
	if g.inRound() < 2 {
		return errors.New("fewer than two seats are in the round, so it should have ended")
	}
	for s := range n {
		want := 1
		switch {
		case g.Out[s]:
			want = 0
		case s == g.Turn && g.Phase == PhasePlay:
			want = 2
		case s == g.Turn:
			if l := len(g.Hands[s]); l == 2 || l == 3 {
				want = l
			}
		}
		if len(g.Hands[s]) != want {
			return fmt.Errorf("seat %d holds %d cards, want %d", s, len(g.Hands[s]), want)
		}
		if g.Out[s] && g.Protected[s] {
			return fmt.Errorf("seat %d is out yet protected", s)
		}
	}
	if g.Phase == PhaseKeep && !containsCard(g.Discards[g.Turn], Chancellor) {
		return fmt.Errorf("seat %d resolves a Chancellor it never played", g.Turn)
	}
	if len(g.Deck) == 0 && g.SetAside == NoCard {
		return errors.New("the deck is empty and the set-aside card is gone mid-turn")
	}
	return nil
}

// checkCards verifies that every card of the deck is in exactly one place.
func (g *Game) checkCards() error {
	var seen Counts
	bad := NoCard
	count := func(cs []Card) bool {
		for _, c := range cs {
			if !c.Valid() {
				bad = c
				return false
			}
			seen[c]++
		}
		return true
	}
	if !count(g.Deck) {
		return fmt.Errorf("the deck holds an unknown card %d", bad)
	}
	if g.SetAside != NoCard {
		if !g.SetAside.Valid() {
			return fmt.Errorf("the set-aside card is an unknown card %d", g.SetAside)
		}
		seen[g.SetAside]++
	}
	if !count(g.FaceUp) {
		return fmt.Errorf("the face-up cards hold an unknown card %d", bad)
	}
	for s := range g.Hands {
		if !count(g.Hands[s]) {
			return fmt.Errorf("seat %d's hand holds an unknown card %d", s, bad)
		}
		if !count(g.Discards[s]) {
			return fmt.Errorf("seat %d's discards hold an unknown card %d", s, bad)
		}
	}
	if want := DeckCounts(g.Variant); seen != want {
		return fmt.Errorf("cards in play %v do not match the %s deck %v", seen, g.Variant, want)
	}
	return nil
}

// Package loveletter is Love Letter (2019 edition, 2–6 players, and the 16-card
// classic variant for 2–4) on the game contract of package game.
//
// Cards are their values: two Guards are the same card, so a card's identity
// can never leak anything its value does not.
package loveletter

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Card is a character's value, 0 (Spy) to 9 (Princess).
type Card int8

const (
	Spy Card = iota
	Guard
	Priest
	Baron
	Handmaid
	Prince
	Chancellor
	King
	Countess
	Princess
	numCards
)

// NoCard marks an empty place.
const NoCard Card = -1

var cardNames = [numCards]string{"spy", "guard", "priest", "baron", "handmaid", "prince", "chancellor", "king", "countess", "princess"}

// String is the card's English name, lower case (the notation's spelling).
func (c Card) String() string {
	if c >= 0 && c < numCards {
		return cardNames[c]
	}
	return fmt.Sprintf("card(%d)", int(c))
}

// title is the card's name capitalised, as error messages write it.
func (c Card) title() string {
	s := c.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// Valid reports whether c is one of the ten characters.
func (c Card) Valid() bool { return c >= 0 && c < numCards }

// ParseCard reads a card by name (any case, unique prefix of 3+ letters) or value.
func ParseCard(s string) (Card, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if n, err := strconv.Atoi(s); err == nil {
		if n >= 0 && n < int(numCards) {
			return Card(n), nil
		}
		return NoCard, fmt.Errorf("no card has value %d (0 spy … 9 princess)", n)
	}
	found := NoCard
	for i, name := range cardNames {
		if name == s {
			return Card(i), nil
		}
		if len(s) >= 3 && strings.HasPrefix(name, s) {
			found = Card(i)
		}
	}
	if found != NoCard {
		return found, nil
	}
	return NoCard, fmt.Errorf("unknown card %s (cards: %s)", game.Quote(s), strings.Join(cardNames[:], ", "))
}

// Variant chooses the deck.
type Variant string

const (
	// Edition2019 is the 21-card deck for 2–6 players.
	Edition2019 Variant = "2019"
	// Classic is the 16-card deck for 2–4 players: no Spies, no Chancellors, one Guard fewer.
	Classic Variant = "classic"
)

// Counts is how many copies of each card a deck holds.
type Counts [numCards]int8

// Total is the number of cards.
func (c Counts) Total() int {
	n := 0
	for _, k := range c {
		n += int(k)
	}
	return n
}

// DeckCounts is the composition of a variant's deck.
func DeckCounts(v Variant) Counts {
	if v == Classic {
		return Counts{0, 5, 2, 2, 2, 2, 0, 1, 1, 1}
	}
	return Counts{2, 6, 2, 2, 2, 2, 2, 1, 1, 1}
}

// PlayerRange is the table sizes a variant allows (from Definition).
func PlayerRange(v Variant) (min, max int) { return Definition.PlayerRange(string(v)) }

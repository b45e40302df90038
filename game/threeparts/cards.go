package threeparts

import (
	"strconv"
	"strings"
)

// Card is a number 1–10, or Joker.
type Card int8

// Joker is the wild card.
const Joker Card = 0

// DeckSize is the number of cards in the game: 55 numbers and 15 jokers.
const DeckSize = 70

func (c Card) String() string {
	if c == Joker {
		return "J"
	}
	return strconv.Itoa(int(c))
}

// valid reports whether c is a card of the game.
func (c Card) valid() bool { return c >= Joker && c <= 10 }

// ParseCard reads a card as written in fixed deals: 1–10, or J (joker).
func ParseCard(s string) (Card, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "j" || s == "joker" {
		return Joker, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 10 {
		return 0, false
	}
	return Card(n), true
}

// The colours of the parts of a cut, left to right. A contested pair is split
// into two parts only, white and blue.
const (
	White = 0
	Blue  = 1
	Black = 2
)

var colourNames = [3]string{"white", "blue", "black"}

// ColourName is the English name of a part's colour ("" if c is none).
func ColourName(c int) string {
	if c < White || c > Black {
		return ""
	}
	return colourNames[c]
}

// deckCounts is the whole deck by card: index 0 counts the jokers.
var deckCounts = func() (n [11]int) {
	for v := 1; v <= 10; v++ {
		n[v] = v
	}
	n[Joker] = 15
	return n
}()

// FullDeck is the 70 cards in order: n copies of each number n, then 15 jokers.
func FullDeck() []Card {
	deck := make([]Card, 0, DeckSize)
	for v := 1; v <= 10; v++ {
		for range v {
			deck = append(deck, Card(v))
		}
	}
	for range deckCounts[Joker] {
		deck = append(deck, Joker)
	}
	return deck
}

// RowSize is the number of cards a round turns up at a table of n: 7 with 3
// players, 9 with 4 (the last round of a four-player game has only 7 left).
func RowSize(n int) int {
	if n == 4 {
		return 9
	}
	return 7
}

// Rounds is the number of rounds a game at a table of n lasts: the deck runs
// out after 10 rows of 7 with 3 players, 7 rows of 9 and one of 7 with 4.
func Rounds(n int) int { return (DeckSize + RowSize(n) - 1) / RowSize(n) }

// rowLength is how many cards round r turns up at a table of n.
func rowLength(n, r int) int {
	return max(0, min(RowSize(n), DeckSize-(r-1)*RowSize(n)))
}

package rebelprincess

import (
	"fmt"
	"strconv"
	"strings"
)

// Suit is one of the four suits.
type Suit uint8

const (
	Princes Suit = iota
	Queens
	Pets
	Fairies
	numSuits
)

var suitNames = [numSuits]string{"princes", "queens", "pets", "fairies"}

func (s Suit) String() string {
	if s < numSuits {
		return suitNames[s]
	}
	return fmt.Sprintf("suit%d", s)
}

// Card is a suit and a value 1–12, packed as suit*16+value so it fits an
// action argument. The Frog is the 8 of Pets.
type Card int8

// NoCard marks an empty slot.
const NoCard Card = -1

// MakeCard builds a card.
func MakeCard(s Suit, v int) Card { return Card(int(s)*16 + v) }

// Suit of the card.
func (c Card) Suit() Suit { return Suit(c / 16) }

// Value 1–12.
func (c Card) Value() int { return int(c % 16) }

// Frog is the enchanted prince: 5 proposals.
var Frog = MakeCard(Pets, 8)

// Valid reports whether c is a card of the full 48-card deck.
func (c Card) Valid() bool { return c >= 0 && c.Suit() < numSuits && c.Value() >= 1 && c.Value() <= 12 }

// String writes a card as its suit's letter and value: P12, Q3, A8 (pets are
// Animals, so P stays the Princes), F9.
func (c Card) String() string {
	if !c.Valid() {
		return "?"
	}
	return string("PQAF"[c.Suit()]) + strconv.Itoa(c.Value())
}

// ParseCard reads String's form.
func ParseCard(s string) (Card, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) < 2 {
		return NoCard, fmt.Errorf("%q is not a card (write P12, Q3, A8, F9)", s)
	}
	i := strings.IndexByte("PQAF", s[0])
	v, err := strconv.Atoi(s[1:])
	if i < 0 || err != nil || v < 1 || v > 12 {
		return NoCard, fmt.Errorf("%q is not a card (write P12, Q3, A8, F9)", s)
	}
	return MakeCard(Suit(i), v), nil
}

// Deck is the cards used at a table of n players: 3 players drop 1, 11 and
// 12 of every suit (36 cards); 4–5 players drop 11 and 12 (40); 6 use all 48.
func Deck(n int) []Card {
	lo, hi := 1, 12
	switch {
	case n == 3:
		lo, hi = 2, 10
	case n == 4 || n == 5:
		hi = 10
	}
	var out []Card
	for s := Princes; s < numSuits; s++ {
		for v := lo; v <= hi; v++ {
			out = append(out, MakeCard(s, v))
		}
	}
	return out
}

// Proposals a set of won cards gives under the base rules: each Prince 1,
// the Frog 5.
func Proposals(won []Card) int {
	p := 0
	for _, c := range won {
		switch {
		case c.Suit() == Princes:
			p++
		case c == Frog:
			p += 5
		}
	}
	return p
}

// Edition is the rulebook a game follows.
type Edition string

const (
	Classic Edition = "classic"
	Deluxe  Edition = "deluxe"
)

// Pass is how many cards each player gives at a round's start.
type Pass struct {
	Right, Left int
}

// Total is the number of cards given.
func (p Pass) Total() int { return p.Right + p.Left }

// RoundCard is one round card of either edition.
type RoundCard struct {
	ID      int    // the rules page's number
	Slug    string // the name in notation and options
	Name    string // English
	Classic *Pass  // nil when the Classic edition lacks it
	Deluxe  *Pass  // nil when the Deluxe edition lacks it
	Final   bool   // an hourglass card: random selection puts it last
}

func p(r, l int) *Pass { return &Pass{Right: r, Left: l} }

// RoundCards are the 27 round cards of ../shared/rules/rebel-princess.md.
var RoundCards = []RoundCard{
	{1, "once-upon-a-time", "Once Upon a Time", p(3, 0), p(3, 0), false},
	{2, "invitation", "Invitation", p(3, 0), nil, false},
	{3, "late-to-the-ball", "Late to the Ball", p(1, 0), p(1, 0), false},
	{4, "magic-beans", "Magic Beans", nil, p(0, 3), false},
	{5, "three-times-a-lady", "Three Times a Lady", nil, p(3, 0), true},
	{6, "arranged-marriage", "Arranged Marriage", nil, p(1, 1), true},
	{7, "royal-decree", "Royal Decree", p(3, 0), p(3, 0), false},
	{8, "always-the-bridesmaid", "Always the Bridesmaid", nil, p(1, 0), false},
	{9, "crystal-clear", "Crystal Clear", p(2, 0), p(2, 0), false},
	{10, "masquerade-ball", "Masquerade Ball", p(1, 0), p(0, 1), false},
	{11, "pets-revenge", "Pets' Revenge", p(1, 1), p(1, 1), true},
	{12, "musical-chairs", "Musical Chairs", p(1, 0), p(1, 0), false},
	{13, "sisterhood", "Sisterhood", nil, p(2, 0), false},
	{14, "after-party", "After Party", p(1, 0), p(0, 1), false},
	{15, "late-for-a-very-important-date", "Late for a Very Important Date", nil, p(2, 0), false},
	{16, "wedding-gift", "Wedding Gift", p(1, 1), p(1, 1), true},
	{17, "haggle-with-the-hag", "Haggle with the Hag", p(1, 0), p(0, 1), false},
	{18, "blind-mans-bluff", "Blind Man's Bluff", p(1, 0), p(1, 0), false},
	{19, "poisoned-apple", "Poisoned Apple", p(2, 0), p(0, 2), false},
	{20, "odds-and-evens", "Odds and Evens", p(2, 0), p(2, 0), false},
	{21, "single-fairy", "Single Fairy", p(1, 0), p(0, 1), true},
	{22, "prince-always-rings-twice", "The Prince Always Rings Twice", p(1, 1), p(1, 1), false},
	{23, "midnight-makeover", "Midnight Makeover", p(3, 0), p(3, 0), false},
	{24, "pass-the-bouquet", "Pass the Bouquet", p(3, 0), p(0, 3), false},
	{25, "upside-down", "Upside Down", p(2, 0), p(0, 2), false},
	{26, "bathroom-break", "Bathroom Break", p(2, 0), p(0, 2), true},
	{27, "dancing-queens", "Dancing Queens", p(2, 0), p(2, 0), true},
}

// RoundCardBySlug finds a round card.
func RoundCardBySlug(slug string) (RoundCard, bool) {
	for _, r := range RoundCards {
		if r.Slug == slug {
			return r, true
		}
	}
	return RoundCard{}, false
}

// PassFor is the round card's pass in an edition, and whether the edition has it.
func (r RoundCard) PassFor(e Edition) (Pass, bool) {
	pp := r.Classic
	if e == Deluxe {
		pp = r.Deluxe
	}
	if pp == nil {
		return Pass{}, false
	}
	return *pp, true
}

// Princesses of both editions, by slug, with the editions that have them.
var Princesses = []struct {
	Slug            string
	Classic, Deluxe bool
}{
	{"cinderella", true, true}, {"snow-white", true, true}, {"little-mermaid", true, true},
	{"pocahontas", true, true}, {"sleeping-beauty", true, true}, {"alice", true, true},
	{"mulan", true, true}, {"scheherazade", true, true}, {"princess-on-the-pea", true, true},
	{"ice-princess", true, true}, {"carmesina", true, false}, {"rapunzel", false, true},
	{"thumbelina", false, true},
}

// PrincessesOf lists an edition's princess indexes (Carmesina, a promo, only
// when promo is set).
func PrincessesOf(e Edition, promo bool) []int {
	var out []int
	for i, pr := range Princesses {
		if (e == Classic && pr.Classic && (pr.Slug != "carmesina" || promo)) || (e == Deluxe && pr.Deluxe) {
			out = append(out, i)
		}
	}
	return out
}

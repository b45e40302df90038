package rebelprincess

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"parlour/game"
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

// ParseSuit reads a suit's name.
func ParseSuit(name string) (Suit, bool) {
	for s := Princes; s < numSuits; s++ {
		if s.String() == name {
			return s, true
		}
	}
	return 0, false
}

// Card is a suit and a value 1–12, packed as suit*16+value so it fits an
// action argument (and a bit of a cardSet). The Frog is the 8 of Pets.
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
		return NoCard, fmt.Errorf("%s is not a card (write P12, Q3, A8, F9)", game.Quote(s))
	}
	i := strings.IndexByte("PQAF", s[0])
	v, err := strconv.Atoi(s[1:])
	if i < 0 || err != nil || v < 1 || v > 12 || s[1:] != strconv.Itoa(v) {
		return NoCard, fmt.Errorf("%s is not a card (write P12, Q3, A8, F9)", game.Quote(s))
	}
	return MakeCard(Suit(i), v), nil
}

// cardSet is a set of cards as a bit mask: bit c is card c. Every rule that
// narrows a hand is a set operation, so legality allocates nothing.
type cardSet uint64

const (
	everySuit cardSet = 1 | 1<<16 | 1<<32 | 1<<48 // the same value in each suit
	lowSuit   cardSet = 0x1ffe                    // values 1–12 of suit 0
	allCards          = lowSuit * everySuit
	oddCards          = 0x0aaa * everySuit
	evenCards         = 0x1554 * everySuit
	above5            = 0x1fc0 * everySuit // 6–12
	upTo7             = 0x00fe * everySuit // 1–7
)

func suitSet(s Suit) cardSet { return lowSuit << (16 * uint(s)) }

func single(c Card) cardSet { return 1 << uint(c) }

func setOf(cs []Card) cardSet {
	var s cardSet
	for _, c := range cs {
		s |= single(c)
	}
	return s
}

func (s cardSet) has(c Card) bool { return c >= 0 && c < 64 && s&single(c) != 0 }

func (s cardSet) len() int { return bits.OnesCount64(uint64(s)) }

// first is the lowest card of a non-empty set.
func (s cardSet) first() Card { return Card(bits.TrailingZeros64(uint64(s))) }

// last is the highest card of a non-empty set.
func (s cardSet) last() Card { return Card(63 - bits.LeadingZeros64(uint64(s))) }

// appendTo appends the set's cards in ascending order.
func (s cardSet) appendTo(out []Card) []Card {
	for ; s != 0; s &= s - 1 {
		out = append(out, s.first())
	}
	return out
}

// prefer narrows s to keep unless nothing would be left: how every "must if
// able" rule works.
func (s cardSet) prefer(keep cardSet) cardSet {
	if s&keep != 0 {
		return s & keep
	}
	return s
}

// extremes keeps each suit's highest and lowest card (Magic Beans).
func (s cardSet) extremes() cardSet {
	var out cardSet
	for su := Princes; su < numSuits; su++ {
		if in := s & suitSet(su); in != 0 {
			out |= single(in.first()) | single(in.last())
		}
	}
	return out
}

// Deck is the cards used at a table of n players: 3 players drop 1, 11 and
// 12 of every suit (36 cards); 4–5 players drop 11 and 12 (40); 6 use all 48.
func Deck(n int) []Card { return deckSet(n).appendTo(nil) }

func deckSet(n int) cardSet {
	switch {
	case n == 3:
		return allCards &^ ((single(1) | single(11) | single(12)) * everySuit)
	case n == 4 || n == 5:
		return allCards &^ ((single(11) | single(12)) * everySuit)
	}
	return allCards
}

// proposalCards are the Princes and the Frog.
var proposalCards = suitSet(Princes) | single(Frog)

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

// Round card ids (RoundCards[id-1]).
const (
	rcOnce = iota + 1
	rcInvitation
	rcLateBall
	rcMagicBeans
	rcThreeTimes
	rcArranged
	rcDecree
	rcBridesmaid
	rcCrystal
	rcMasquerade
	rcPetsRevenge
	rcChairs
	rcSisterhood
	rcAfterParty
	rcLateDate
	rcWedding
	rcHaggle
	rcBlindBluff
	rcPoison
	rcOddsEvens
	rcSingleFairy
	rcRingsTwice
	rcMidnight
	rcBouquet
	rcUpsideDown
	rcBathroom
	rcDancingQueens
)

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

// Princess indexes into Princesses.
const (
	Cinderella = iota
	SnowWhite
	LittleMermaid
	Pocahontas
	SleepingBeauty
	Alice
	Mulan
	Scheherazade
	PrincessOnThePea
	IcePrincess
	Carmesina
	Rapunzel
	Thumbelina
)

// Princesses of both editions, by slug, with the editions that have them.
var Princesses = []struct {
	Slug            string
	Name            string
	Classic, Deluxe bool
}{
	{"cinderella", "Cinderella", true, true}, {"snow-white", "Snow White", true, true},
	{"little-mermaid", "the Little Mermaid", true, true}, {"pocahontas", "Pocahontas", true, true},
	{"sleeping-beauty", "Sleeping Beauty", true, true}, {"alice", "Alice", true, true},
	{"mulan", "Mulan", true, true}, {"scheherazade", "Scheherazade", true, true},
	{"princess-on-the-pea", "the Princess on the Pea", true, true}, {"ice-princess", "the Ice Princess", true, true},
	{"carmesina", "Carmesina", true, false}, {"rapunzel", "Rapunzel", false, true},
	{"thumbelina", "Thumbelina", false, true},
}

// ParsePrincess finds a princess by slug.
func ParsePrincess(slug string) (int, bool) {
	for i, p := range Princesses {
		if p.Slug == slug {
			return i, true
		}
	}
	return -1, false
}

// PrincessesOf lists an edition's princess indexes (Carmesina, a promo, only
// when promo is set).
func PrincessesOf(e Edition, promo bool) []int {
	var out []int
	for i, pr := range Princesses {
		if (e == Classic && pr.Classic && (i != Carmesina || promo)) || (e == Deluxe && pr.Deluxe) {
			out = append(out, i)
		}
	}
	return out
}

// princessName is a princess's English name for messages.
func princessName(p int) string {
	if p < 0 || p >= len(Princesses) {
		return "no princess"
	}
	return Princesses[p].Name
}

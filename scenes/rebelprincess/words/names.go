package words

import (
	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
)

// The game's things in the person's language: the table draws them and the
// log says them.

// SuitName is a suit in words: "Princes".
func SuitName(s rp.Suit) string { return i18n.T("rebelprincess.suit." + s.String()) }

// SuitOne is one card's kind: "Prince", "Queen", "Pet", "Fairy", "Frog".
func SuitOne(c rp.Card) string {
	if c == rp.Frog {
		return i18n.T("rebelprincess.frog")
	}
	return i18n.T("rebelprincess.one." + c.Suit().String())
}

// CardName is a card in words: "Queen 7", "the Frog (Pet 8)".
func CardName(c rp.Card) string {
	if !c.Valid() {
		return "?"
	}
	if c == rp.Frog {
		return i18n.T("rebelprincess.card_frog")
	}
	return i18n.T("rebelprincess.card", SuitOne(c), c.Value())
}

// CardList is cards in words: "Queen 7, Pet 2".
func CardList(cs []rp.Card) string {
	out := ""
	for i, c := range cs {
		if i > 0 {
			out += ", "
		}
		out += CardName(c)
	}
	return out
}

// PrincessName is a princess by her name.
func PrincessName(p int) string {
	if p < 0 || p >= len(rp.Princesses) {
		return "?"
	}
	return i18n.T("rebelprincess.princess." + rp.Princesses[p].Slug)
}

// PrincessShort is a princess in a word or an abbreviation ("Ice",
// "Scheh."), for a seat's panel too small for her name at a readable size
// (an embed of 240×320): her card's close-up still gives the whole name.
func PrincessShort(p int) string {
	if p < 0 || p >= len(rp.Princesses) {
		return "?"
	}
	return i18n.T("rebelprincess.princess_short." + rp.Princesses[p].Slug)
}

// RoundName is round card id by its name.
func RoundName(id int) string {
	if id < 1 || id > len(rp.RoundCards) {
		return "?"
	}
	return i18n.T("rebelprincess.round." + rp.RoundCards[id-1].Slug)
}

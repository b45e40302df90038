// Package mascarade is Mascarade (2nd edition, 17 masks, 4–13 players) on the
// game contract of package game.
//
// Places and players are distinct: masks lie at places (one per player, plus
// centre places with 4–5 players or by option), coins lie at player places, and
// the Puppeteer makes two players change places, leaving masks and coins behind.
// A swap shows everyone which two places were involved, never whether the masks
// moved; the engine keeps each player's knowledge in its redacted event log,
// and Know (knowledge.go) reads that knowledge back for bots and the Sampler.
package mascarade

import (
	"fmt"
	"strings"

	"parlour/game"
)

// Mask is one of the 16 kinds of mask (the Peasant has two cards).
type Mask int8

// The masks, in the order of the rules page's table.
const (
	Judge Mask = iota
	Empress
	King
	Widow
	Patron
	Princess
	Fool
	Peasant
	Thief
	Trickster
	Beggar
	Guru
	Witch
	Cheat
	Spy
	Puppeteer
	numMasks
)

// NumMasks is the number of kinds of mask.
const NumMasks = int(numMasks)

// NoMask marks an unknown or absent mask.
const NoMask Mask = -1

var maskNames = [numMasks]string{"judge", "empress", "king", "widow", "patron", "princess", "fool", "peasant", "thief", "trickster", "beggar", "guru", "witch", "cheat", "spy", "puppeteer"}

func (m Mask) String() string {
	if m.Valid() {
		return maskNames[m]
	}
	return fmt.Sprintf("mask(%d)", int(m))
}

// title is the mask's name for English messages: "the Princess".
func (m Mask) title() string {
	s := m.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// Valid reports whether m is a mask.
func (m Mask) Valid() bool { return m >= 0 && m < numMasks }

// Copies is how many cards of the mask the game has (two Peasants, one of the rest).
func (m Mask) Copies() int {
	if m == Peasant {
		return 2
	}
	return 1
}

// FromBank reports whether a mask's power takes money from the bank (the
// rulebook's coin symbol, as the rules page reads it).
func (m Mask) FromBank() bool {
	switch m {
	case Empress, King, Widow, Patron, Princess, Fool, Peasant:
		return true
	}
	return false
}

// MinPlayers is the smallest table a mask may be used at (the rules page's
// minimums: Peasants 8, Puppeteer 5).
func (m Mask) MinPlayers() int {
	switch m {
	case Peasant:
		return 8
	case Puppeteer:
		return 5
	}
	return 4
}

// ParseMask reads a mask by name (any case, unique prefix of 3+ letters).
func ParseMask(s string) (Mask, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	found := NoMask
	for i, name := range maskNames {
		if name == s {
			return Mask(i), nil
		}
		if len(s) >= 3 && strings.HasPrefix(name, s) {
			if found != NoMask {
				return NoMask, fmt.Errorf("%q could be %s or %s", s, found, Mask(i))
			}
			found = Mask(i)
		}
	}
	if found == NoMask {
		return NoMask, fmt.Errorf("unknown mask %s (masks: %s)", game.Quote(s), strings.Join(maskNames[:], ", "))
	}
	return found, nil
}

// Package mascarade is Mascarade (2nd edition, 17 masks, 4–13 players) on the
// game contract of package game.
//
// Places and players are distinct: masks lie at places (one per player, plus
// centre places with 4–5 players or by option), coins lie at player places, and
// the Puppeteer makes two players change places, leaving masks and coins behind.
// A swap shows everyone which two places were involved, never whether the masks
// moved; the engine keeps each player's knowledge in its redacted event log.
package mascarade

import (
	"fmt"
	"slices"
	"strings"
)

// Mask is one of the 16 kinds of mask (the Peasant has two cards).
type Mask int8

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

// NoMask marks an unknown or absent mask.
const NoMask Mask = -1

var maskNames = [numMasks]string{"judge", "empress", "king", "widow", "patron", "princess", "fool", "peasant", "thief", "trickster", "beggar", "guru", "witch", "cheat", "spy", "puppeteer"}

func (m Mask) String() string {
	if m >= 0 && m < numMasks {
		return maskNames[m]
	}
	return fmt.Sprintf("mask(%d)", int(m))
}

// Valid reports whether m is a mask.
func (m Mask) Valid() bool { return m >= 0 && m < numMasks }

// FromBank reports whether a mask's power takes money from the bank (the
// rulebook's coin symbol, as the rules page reads it).
func (m Mask) FromBank() bool {
	switch m {
	case Empress, King, Widow, Patron, Princess, Fool, Peasant:
		return true
	}
	return false
}

// MinPlayers is the smallest table a mask may be used at (our minimums).
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
		return NoMask, fmt.Errorf("unknown mask %q (masks: %s)", s, strings.Join(maskNames[:], ", "))
	}
	return found, nil
}

// Scenario A: the rules page's default sets; B: a second set per table that
// brings in the Beggar, Puppeteer, Princess and Patron.
var scenarioA = map[int][]Mask{
	4:  {Judge, Trickster, Empress, King, Thief, Cheat},
	5:  {Judge, Trickster, Empress, King, Witch, Cheat},
	6:  {Judge, Trickster, Empress, King, Witch, Cheat},
	7:  {Judge, Trickster, Empress, King, Fool, Thief, Witch},
	8:  {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant},
	9:  {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat},
	10: {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy},
	11: {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru},
	12: {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru, Widow},
	13: {Judge, Trickster, Empress, King, Fool, Witch, Peasant, Peasant, Cheat, Spy, Guru, Widow, Thief},
}

var scenarioB = map[int][]Mask{
	4:  {Judge, Beggar, Princess, Patron, King, Thief},
	5:  {Judge, Beggar, Puppeteer, Princess, Patron, Empress},
	6:  {Judge, Beggar, Puppeteer, Princess, Patron, Witch},
	7:  {Judge, Beggar, Puppeteer, Princess, Patron, Witch, King},
	8:  {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant},
	9:  {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant, King},
	10: {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant, King, Guru},
	11: {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant, King, Guru, Spy},
	12: {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant, King, Guru, Spy, Cheat},
	13: {Judge, Beggar, Puppeteer, Princess, Patron, Witch, Peasant, Peasant, King, Guru, Spy, Cheat, Fool},
}

// CentreFor is the number of centre masks a table uses by default.
func CentreFor(players int) int {
	switch players {
	case 4:
		return 2
	case 5:
		return 1
	}
	return 0
}

// Scenario returns the masks of a named scenario ("a", "b") for a table.
func Scenario(name string, players int) ([]Mask, error) {
	var set map[int][]Mask
	switch strings.ToLower(name) {
	case "", "a":
		set = scenarioA
	case "b":
		set = scenarioB
	default:
		return nil, fmt.Errorf("unknown scenario %q (a, b, or masks=LIST for a custom one)", name)
	}
	m, ok := set[players]
	if !ok {
		return nil, fmt.Errorf("Mascarade is for 4–13 players, not %d", players)
	}
	return slices.Clone(m), nil
}

// CheckScenario enforces the rulebook's conditions on a set of masks: the Judge
// is always in; at least a third take money from the bank; both Peasants or
// none; each mask's minimum table; one mask per place.
func CheckScenario(masks []Mask, players, centre int) error {
	if players < 4 || players > 13 {
		return fmt.Errorf("Mascarade is for 4–13 players, not %d", players)
	}
	if want := players + centre; len(masks) != want {
		return fmt.Errorf("%d players with %d centre masks need %d masks, not %d", players, centre, want, len(masks))
	}
	var count [numMasks]int
	bank := 0
	for _, m := range masks {
		if !m.Valid() {
			return fmt.Errorf("unknown mask %d", m)
		}
		count[m]++
		if m.FromBank() {
			bank++
		}
		if players < m.MinPlayers() {
			return fmt.Errorf("the %s needs %d or more players", m, m.MinPlayers())
		}
	}
	for m, c := range count {
		if Mask(m) != Peasant && c > 1 {
			return fmt.Errorf("there is only one %s", Mask(m))
		}
	}
	switch {
	case count[Judge] == 0:
		return fmt.Errorf("the Judge must always be in the game")
	case count[Peasant] == 1:
		return fmt.Errorf("both Peasants or none")
	case count[Peasant] > 2:
		return fmt.Errorf("there are only two Peasants")
	case 3*bank < len(masks):
		return fmt.Errorf("at least a third of the masks must take money from the bank (%d of %d do)", bank, len(masks))
	}
	return nil
}

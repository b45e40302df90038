package mascarade

import (
	"fmt"
	"slices"
	"strings"
)

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

// The table sizes Mascarade is played at, and the most centre masks a table may use.
const (
	MinTable  = 4
	MaxTable  = 13
	MaxCentre = 2
)

// CentreFor is the number of centre masks a table uses by default: 2 with 4
// players, 1 with 5 (fixed), none above 5 (where 1 or 2 may be chosen).
func CentreFor(players int) int {
	switch players {
	case 4:
		return 2
	case 5:
		return 1
	}
	return 0
}

// Scenario returns the masks of a named scenario ("a", "b") for a table,
// without extra centre masks.
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
		return nil, fmt.Errorf("Mascarade is for %d–%d players, not %d", MinTable, MaxTable, players)
	}
	return slices.Clone(m), nil
}

// RefusalCode names the condition of the rulebook's custom scenarios that a
// set of masks breaks. The codes are stable: the client translates them.
type RefusalCode string

// The conditions, in the order CheckScenario tests them. Need and Have say,
// for each, what the rule needs and what the set has.
const (
	RefuseTable      RefusalCode = "table"        // 4–13 players: Need MinTable, Have the players
	RefuseCentre     RefusalCode = "centre"       // centre masks: Need the count allowed (the most, above 5 players), Have the count asked
	RefuseUnknown    RefusalCode = "unknown_mask" // Have is not a mask
	RefuseCount      RefusalCode = "count"        // one mask per place: Need players+centre, Have the masks given
	RefuseCopies     RefusalCode = "copies"       // Mask has Need cards in the game, the set asks Have
	RefuseJudge      RefusalCode = "judge"        // the Judge is always in the game
	RefuseMinPlayers RefusalCode = "min_players"  // Mask needs Need players or more, the table has Have
	RefusePeasants   RefusalCode = "peasants"     // both Peasants or none: Have Peasants
	RefuseBank       RefusalCode = "bank"         // at least a third bring money from the bank: Need of them must, Have do
)

// Refusal says why a set of masks cannot be played: a code the client can
// translate and its parameters. It is an error whose text is English.
type Refusal struct {
	Code RefusalCode `json:"code"`
	Mask Mask        `json:"mask"` // the mask concerned, or NoMask
	Need int         `json:"need"`
	Have int         `json:"have"`
}

func (r *Refusal) Error() string {
	switch r.Code {
	case RefuseTable:
		return fmt.Sprintf("Mascarade is for %d–%d players, not %d", MinTable, MaxTable, r.Have)
	case RefuseCentre:
		return fmt.Sprintf("this table may use %d centre masks at most (at 4 and 5 players exactly that many), not %d", r.Need, r.Have)
	case RefuseUnknown:
		return fmt.Sprintf("%d is not a mask", r.Have)
	case RefuseCount:
		return fmt.Sprintf("the players and the centre need %d masks, not %d", r.Need, r.Have)
	case RefuseCopies:
		if r.Need == 1 {
			return fmt.Sprintf("there is only one %s", r.Mask.title())
		}
		return fmt.Sprintf("there are only %d %ss", r.Need, r.Mask.title())
	case RefuseJudge:
		return "the Judge must always be in the game"
	case RefuseMinPlayers:
		return fmt.Sprintf("the %s needs %d or more players, not %d", r.Mask.title(), r.Need, r.Have)
	case RefusePeasants:
		return "both Peasants or none"
	case RefuseBank:
		return fmt.Sprintf("at least a third of the masks must take money from the bank: %d, not %d", r.Need, r.Have)
	}
	return string(r.Code)
}

// CheckScenario checks a set of masks for a table against the rulebook's
// conditions on scenarios: 4–13 players; the centre masks the table allows
// (2 at 4 players, 1 at 5, 0–2 above); one mask per place; no mask more often
// than the game has it; the Judge always in; each mask's minimum table; both
// Peasants or none; at least a third of the masks taking money from the bank.
// It returns the first condition broken, or nil. It allocates nothing when the
// set is good, so Validate can call it on every action.
func CheckScenario(masks []Mask, players, centre int) *Refusal {
	refuse := func(code RefusalCode, m Mask, need, have int) *Refusal {
		return &Refusal{Code: code, Mask: m, Need: need, Have: have}
	}
	switch {
	case players < MinTable || players > MaxTable:
		return refuse(RefuseTable, NoMask, MinTable, players)
	case players <= 5 && centre != CentreFor(players):
		return refuse(RefuseCentre, NoMask, CentreFor(players), centre)
	case centre < 0 || centre > MaxCentre:
		return refuse(RefuseCentre, NoMask, MaxCentre, centre)
	}
	var count [numMasks]int
	bank := 0
	for _, m := range masks {
		if !m.Valid() {
			return refuse(RefuseUnknown, NoMask, 0, int(m))
		}
		count[m]++
		if m.FromBank() {
			bank++
		}
	}
	if want := players + centre; len(masks) != want {
		return refuse(RefuseCount, NoMask, want, len(masks))
	}
	for m, c := range count {
		if c > Mask(m).Copies() {
			return refuse(RefuseCopies, Mask(m), Mask(m).Copies(), c)
		}
	}
	if count[Judge] == 0 {
		return refuse(RefuseJudge, Judge, 1, 0)
	}
	for m, c := range count {
		if c > 0 && players < Mask(m).MinPlayers() {
			return refuse(RefuseMinPlayers, Mask(m), Mask(m).MinPlayers(), players)
		}
	}
	if count[Peasant] == 1 {
		return refuse(RefusePeasants, Peasant, 2, 1)
	}
	if 3*bank < len(masks) {
		return refuse(RefuseBank, NoMask, (len(masks)+2)/3, bank)
	}
	return nil
}

// parseMasks reads a custom scenario's list of mask names, separated by commas.
func parseMasks(list string) ([]Mask, error) {
	var masks []Mask
	for _, name := range strings.Split(list, ",") {
		m, err := ParseMask(name)
		if err != nil {
			return nil, err
		}
		masks = append(masks, m)
	}
	return masks, nil
}

// Package view is what the Mascarade table shows, as a value: made from the
// person's observation (FromObservation) and moved on by each event the
// person sees (Apply). It holds no Ebitengine: the table (scenes/mascarade)
// paints it and animates each event from the view before and after it.
// The two ways must agree — folding Apply over a game's events gives what
// FromObservation gives after them, at every event, for every seat — and
// view_test.go holds them to it over random games natively, in
// milliseconds (issue 39 §2: the view shadowed the engine inside the
// table's Play, where only a test under a display could reach it).
//
// The view never reads a swap's secret: a real swap and a pretended one
// leave it alike. What an open replay shows of every mask (the engine's
// own, not the observation's) and the memory aid's input (the observation
// synced and the events since) are the table's, not the view's: neither is
// made from the observation alone.
package view

import (
	"slices"

	"parlour/game"
	mg "parlour/game/mascarade"
)

// View is the table as the person sees it.
type View struct {
	N, Centre int // players, centre masks
	Scenario  string
	Masks     []mg.Mask // the scenario's masks
	At        []int     // each player's place
	Coins     []int     // each player's coins
	Court     int
	Bank      int // coins taken from the bank so far
	Turn      int
	Current   int
	Opening   int
	Up        []mg.Mask // per place: the mask lying face up now, or NoMask
	Prev, Now []bool    // per player: revealed during the previous turn, this turn
	Ann       *Claim    // the announcement in progress
	Named     mg.Mask   // the mask the Guru's target named this turn, or NoMask
	Winners   []int
}

// Claim is an announcement as the table shows it.
type Claim struct {
	Player  int
	Mask    mg.Mask
	Answers []Answer // in the order given, clockwise from the announcer's left
}

// Answer is one player's answer to a claim.
type Answer struct {
	Seat    int
	Contest bool
}

// FromObservation is the view of obs.
func FromObservation(obs *mg.Observation) View {
	n := obs.Players
	places := n + obs.Centre
	v := View{N: n, Centre: obs.Centre, Scenario: obs.Scenario, Masks: slices.Clone(obs.Masks), At: slices.Clone(obs.At),
		Coins: slices.Clone(obs.Coins), Court: obs.Court, Bank: obs.Bank, Turn: obs.Turn, Current: obs.Current, Opening: obs.Opening,
		Up: make([]mg.Mask, places), Named: mg.NoMask, Prev: slices.Clone(obs.RevealedPrev), Now: slices.Clone(obs.RevealedNow),
		Winners: slices.Clone(obs.Winners)}
	for p := range v.Up {
		v.Up[p] = mg.NoMask
	}
	// Masks revealed this turn lie face up until the turn ends, unless a
	// swap has taken them under the table since; the mask the Guru's
	// target named stays named until then too.
	for _, e := range obs.Log {
		switch e.Type {
		case mg.EvTurn:
			for p := range v.Up {
				v.Up[p] = mg.NoMask
			}
			v.Named = mg.NoMask
		case mg.EvSetup, mg.EvReveal:
			if v.Place(e.Target) {
				v.Up[e.Target] = mg.Mask(e.Card)
			}
		case mg.EvSwap, mg.EvSpySwap, mg.EvFoolSwap:
			for _, p := range []int{e.Target, e.Value} {
				if v.Place(p) {
					v.Up[p] = mg.NoMask
				}
			}
		case mg.EvName:
			v.Named = mg.Mask(e.Card)
		}
	}
	if a := obs.Announcement; a != nil && obs.Phase != mg.PhaseOver {
		c := &Claim{Player: a.Player, Mask: a.Mask}
		for i, p := range clockwise(obs.At, a.Player) {
			if i >= a.Asked || !answersStand(obs) {
				break // once a power is at work the answers are over (see Apply)
			}
			c.Answers = append(c.Answers, Answer{Seat: p, Contest: slices.Contains(a.Contesters, p)})
		}
		v.Ann = c
	}
	return v
}

// Clone is a copy of v that shares nothing with it.
func (v View) Clone() View {
	c := v
	c.Masks, c.At, c.Coins, c.Up = slices.Clone(v.Masks), slices.Clone(v.At), slices.Clone(v.Coins), slices.Clone(v.Up)
	c.Prev, c.Now, c.Winners = slices.Clone(v.Prev), slices.Clone(v.Now), slices.Clone(v.Winners)
	if v.Ann != nil {
		a := *v.Ann
		a.Answers = slices.Clone(v.Ann.Answers)
		c.Ann = &a
	}
	return c
}

// Valid reports whether seat is a player at the table.
func (v *View) Valid(seat int) bool { return seat >= 0 && seat < v.N }

// Place reports whether p is a place (a player's or the centre's).
func (v *View) Place(p int) bool { return p >= 0 && p < len(v.Up) }

// PlayerAt is the player at place p, or -1 for a centre place.
func (v *View) PlayerAt(p int) int {
	for pl, at := range v.At {
		if at == p {
			return pl
		}
	}
	return -1
}

// Apply moves the view on by one event, as the person sees it (e redacted
// for them; a swap's secret is never read). An event about a seat or a
// place the table does not have changes nothing.
func (v *View) Apply(e game.Event) {
	if v.Ann != nil && !answering(e.Type) {
		// The answers are all in and the masks contested shown: the powers
		// begin, and "passes" beside every seat would describe a moment
		// gone (issue 29: the labels stayed through the Fool's swap).
		v.Ann.Answers = nil
	}
	switch e.Type {
	case mg.EvSetup:
		if v.Place(e.Target) {
			v.Up[e.Target] = mg.Mask(e.Card)
		}
	case mg.EvTurn:
		// Every face-up mask is turned down.
		for p := range v.Up {
			v.Up[p] = mg.NoMask
		}
		copy(v.Prev, v.Now)
		clear(v.Now)
		v.Ann = nil
		v.Named = mg.NoMask
		v.Turn, v.Current = e.Value, e.Seat
		v.Opening = max(0, 5-e.Value)
	case mg.EvSwap, mg.EvSpySwap, mg.EvFoolSwap:
		// Masks turned up this turn go face down before they leave.
		if a, b := e.Value, e.Target; v.Place(a) && v.Place(b) {
			v.Up[a], v.Up[b] = mg.NoMask, mg.NoMask
		}
	case mg.EvAnnounce:
		if v.Valid(e.Seat) {
			v.Ann = &Claim{Player: e.Seat, Mask: mg.Mask(e.Card)}
		}
	case mg.EvContest, mg.EvPass:
		if v.Ann != nil && v.Valid(e.Seat) {
			v.Ann.Answers = append(v.Ann.Answers, Answer{Seat: e.Seat, Contest: e.Type == mg.EvContest})
		}
	case mg.EvReveal:
		if v.Valid(e.Seat) && v.Place(e.Target) {
			v.Up[e.Target] = mg.Mask(e.Card)
			v.Now[e.Seat] = true
		}
	case mg.EvBank:
		if v.Valid(e.Seat) && e.Value > 0 {
			v.Bank += e.Value
			v.Coins[e.Seat] += e.Value
		}
	case mg.EvCourt:
		if v.Valid(e.Seat) {
			v.Coins[e.Seat] += v.Court
			v.Court = 0
		}
	case mg.EvFine:
		if v.Valid(e.Seat) && e.Value > 0 {
			v.Coins[e.Seat] -= e.Value
			v.Court += e.Value
		}
	case mg.EvTransfer:
		if v.Valid(e.Seat) && v.Valid(e.Target) && e.Value > 0 {
			v.Coins[e.Target] -= e.Value
			v.Coins[e.Seat] += e.Value
		}
	case mg.EvCoinSwap:
		if v.Valid(e.Seat) && v.Valid(e.Target) {
			v.Coins[e.Seat], v.Coins[e.Target] = v.Coins[e.Target], v.Coins[e.Seat]
		}
	case mg.EvName:
		v.Named = mg.Mask(e.Card)
	case mg.EvSeatsChange:
		// The players change seats, each with the mask and the coins at
		// their new place.
		if p, q := e.Seat, e.Target; v.Valid(p) && v.Valid(q) {
			v.At[p], v.At[q] = v.At[q], v.At[p]
			v.Coins[p], v.Coins[q] = v.Coins[q], v.Coins[p]
		}
	case mg.EvWin:
		if v.Valid(e.Seat) {
			if !slices.Contains(v.Winners, e.Seat) {
				v.Winners = append(v.Winners, e.Seat)
			}
			v.Ann = nil
		}
	}
}

// answering reports whether an event of type t belongs to the answers to
// an announcement: the announcement, each contest or pass, and the reveals
// of the masks contested. Any other event of the turn is a power at work
// (or a fine after it), and the answers no longer describe the table.
func answering(t game.EventType) bool {
	switch t {
	case mg.EvAnnounce, mg.EvContest, mg.EvPass, mg.EvReveal:
		return true
	}
	return false
}

// answersStand reports whether the answers to the announcement still
// describe the table: while they are given, and once given until the
// first power's user has chosen (Apply clears them at the power's first
// event; before it, the masks revealed lie beside the answers).
func answersStand(obs *mg.Observation) bool {
	a := obs.Announcement
	switch obs.Phase {
	case mg.PhaseContest:
		return true
	case mg.PhasePower:
		// The Princess and the Fool take their coins before they choose:
		// their power is at work by then.
		return a != nil && a.Next == 0 && (a.Step == mg.StepTarget || a.Step == mg.StepPair) &&
			a.Mask != mg.Princess && a.Mask != mg.Fool
	}
	return false
}

// clockwise lists the other players from player's left, by place.
func clockwise(at []int, player int) []int {
	n := len(at)
	byPlace := make([]int, n)
	for p, pl := range at {
		if pl >= 0 && pl < n {
			byPlace[pl] = p
		}
	}
	var out []int
	if player < 0 || player >= n {
		return out
	}
	for i := 1; i < n; i++ {
		out = append(out, byPlace[(at[player]+i)%n])
	}
	return out
}

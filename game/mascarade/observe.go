package mascarade

import (
	"slices"
	"sync/atomic"

	"parlour/game"
)

// Observation is what one player knows: coins, places, the court and the
// announcement in progress are public; masks only through its own redacted log
// (the face-up setup, its looks, reveals, its Spy looks, Princess showings it
// saw) and swaps only as the places involved. Know reads the masks' part.
type Observation struct {
	Seat         int           `json:"seat"`
	Players      int           `json:"players"`
	Scenario     string        `json:"scenario"`
	Masks        []Mask        `json:"masks"`
	Centre       int           `json:"centre"`
	At           []int         `json:"at"`
	Coins        []int         `json:"coins"` // per player
	Court        int           `json:"court"`
	Bank         int           `json:"bank"` // coins taken from the bank so far
	Turn         int           `json:"turn"`
	Current      int           `json:"current"`
	Opening      int           `json:"opening"`
	Phase        Phase         `json:"phase"`
	RevealedNow  []bool        `json:"revealed_now"`
	RevealedPrev []bool        `json:"revealed_prev"`
	Announced    Mask          `json:"announced"` // the mask being announced, or -1
	Step         Step          `json:"step,omitempty"`
	Announcement *Announcement `json:"announcement,omitempty"`
	Winners      []int         `json:"winners,omitempty"`
	game.Seen

	know atomic.Pointer[Knowledge] // Know's result, kept for the next call
}

// Viewer implements game.Observation (LegalActions is game.Seen's).
func (o *Observation) Viewer() int { return o.Seat }

// observe builds seat's observation, in reuse's memory if not nil.
func (g *Game) observe(seat int, reuse *game.Seen) *Observation {
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Scenario: g.Scenario, Masks: slices.Clone(g.Masks), Centre: g.Centre,
		At: slices.Clone(g.At), Coins: make([]int, g.NPlayers), Court: g.Court, Bank: g.Bank, Turn: g.Turn, Current: g.Current,
		Opening: g.OpeningSwaps, Phase: g.Phase, RevealedNow: slices.Clone(g.RevealedNow), RevealedPrev: slices.Clone(g.RevealedPrev),
		Announced: NoMask, Announcement: g.Ann.clone(),
		Winners: slices.Clone(g.Winners), Seen: game.Observed(reuse, g.Log, seat, g),
	}
	for p := range g.NPlayers {
		o.Coins[p] = g.CoinsOf(p)
	}
	if g.Ann != nil {
		o.Announced = g.Ann.Mask
		o.Step = g.Ann.Step
	}
	return o
}

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.observe(seat, nil) }

// Reobserve implements game.Reobserver: the log and the legal actions are made in
// old's memory.
func (g *Game) Reobserve(old game.Observation, seat int) game.Observation {
	return g.observe(seat, game.Reusable[Observation](old))
}

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation { return g.observe(seat, nil) }

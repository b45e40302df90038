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
	Log          []game.Event  `json:"log"`
	Legal        []game.Action `json:"legal"`

	know atomic.Pointer[Knowledge] // Know's result, kept for the next call
}

// Viewer implements game.Observation.
func (o *Observation) Viewer() int { return o.Seat }

// LegalActions implements game.Observation.
func (o *Observation) LegalActions() []game.Action { return o.Legal }

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.ObserveSeat(seat) }

var _ game.Reobserver = (*Game)(nil)

// Reobserve implements game.Reobserver: the log and the legal actions are
// written into old's.
func (g *Game) Reobserve(old game.Observation, seat int) game.Observation {
	if o, ok := old.(*Observation); ok && o != nil {
		return g.observe(seat, o.Log, o.Legal)
	}
	return g.ObserveSeat(seat)
}

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation { return g.observe(seat, nil, nil) }

// observe builds seat's observation; log and legal, if not nil, are memory
// to reuse.
func (g *Game) observe(seat int, log []game.Event, legal []game.Action) *Observation {
	if legal == nil {
		legal = []game.Action{}
	}
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Scenario: g.Scenario, Masks: slices.Clone(g.Masks), Centre: g.Centre,
		At: slices.Clone(g.At), Coins: make([]int, g.NPlayers), Court: g.Court, Bank: g.Bank, Turn: g.Turn, Current: g.Current,
		Opening: g.OpeningSwaps, Phase: g.Phase, RevealedNow: slices.Clone(g.RevealedNow), RevealedPrev: slices.Clone(g.RevealedPrev),
		Announced: NoMask, Announcement: g.Ann.clone(),
		Winners: slices.Clone(g.Winners), Log: game.RedactInto(log, g.Log, seat), Legal: g.AppendLegal(legal[:0], seat),
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

package mascarade

import (
	"slices"

	"parlour/game"
)

// Observation is what one player knows: coins, places and the court are public;
// masks only through its own redacted log (the face-up setup, its looks, reveals,
// its Spy looks, Princess showings it saw) and swaps only as the places involved.
type Observation struct {
	Seat         int           `json:"seat"`
	Players      int           `json:"players"`
	Scenario     string        `json:"scenario"`
	Masks        []Mask        `json:"masks"`
	Centre       int           `json:"centre"`
	At           []int         `json:"at"`
	Coins        []int         `json:"coins"` // per player
	Court        int           `json:"court"`
	Turn         int           `json:"turn"`
	Current      int           `json:"current"`
	Opening      int           `json:"opening"`
	Phase        string        `json:"phase"`
	RevealedPrev []bool        `json:"revealed_prev"`
	Announced    Mask          `json:"announced"` // the mask being announced, or -1
	Step         string        `json:"step,omitempty"`
	Winners      []int         `json:"winners,omitempty"`
	Log          []game.Event  `json:"log"`
	Legal        []game.Action `json:"legal"`
}

// Viewer implements game.Observation.
func (o *Observation) Viewer() int { return o.Seat }

// LegalActions implements game.Observation.
func (o *Observation) LegalActions() []game.Action { return o.Legal }

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.ObserveSeat(seat) }

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation {
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Scenario: g.Scenario, Masks: slices.Clone(g.Masks), Centre: g.Centre,
		At: slices.Clone(g.At), Coins: make([]int, g.NPlayers), Court: g.Court, Turn: g.Turn, Current: g.Current,
		Opening: g.OpeningSwaps, Phase: g.Phase, RevealedPrev: slices.Clone(g.RevealedPrev), Announced: NoMask,
		Winners: slices.Clone(g.Winners), Log: game.RedactAll(g.Log, seat), Legal: append([]game.Action{}, g.Legal(seat)...),
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

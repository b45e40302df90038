package tiny

import (
	"slices"

	"parlour/game"
)

// Observation is what one seat knows: its own hand, how many cards every
// hand and the aside hold, every card played (face up) and the tricks taken.
type Observation struct {
	Seat      int           `json:"seat"`
	Players   int           `json:"players"`
	Hand      []int         `json:"hand"` // the viewer's cards (none for a spectator)
	HandSizes []int         `json:"hand_sizes"`
	Aside     int           `json:"aside"` // how many cards lie aside, unseen
	First     int           `json:"first"`
	Leader    int           `json:"leader"`
	Played    []int         `json:"played"`
	Tricks    []int         `json:"tricks"`
	Winners   []int         `json:"winners,omitempty"`
	Log       []game.Event  `json:"log"`
	Legal     []game.Action `json:"legal"`
}

// Viewer implements game.Observation.
func (o *Observation) Viewer() int { return o.Seat }

// LegalActions implements game.Observation.
func (o *Observation) LegalActions() []game.Action { return o.Legal }

// Trick is the current trick's cards, the leader's first.
func (o *Observation) Trick() []int { return o.Played[len(o.Played)/o.Players*o.Players:] }

// Observe implements game.Game. An observation shares no memory with the game.
func (g *Game) Observe(seat int) game.Observation {
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Hand: []int{}, HandSizes: make([]int, g.NPlayers),
		Aside: len(g.Aside), First: g.First, Leader: g.Leader,
		Played: slices.Clone(g.Played), Tricks: slices.Clone(g.Tricks), Winners: slices.Clone(g.Winners),
		Log: game.RedactAll(g.Log, seat), Legal: g.AppendLegal([]game.Action{}, seat),
	}
	if seat >= 0 && seat < g.NPlayers {
		o.Hand = slices.Clone(g.Hands[seat])
	}
	for s, h := range g.Hands {
		o.HandSizes[s] = len(h)
	}
	return o
}

package threeparts

import (
	"parlour/game"
)

// Observation is what one seat knows: everything is face up in Three Parts
// except the deck's order and the votes of others until they are revealed.
type Observation struct {
	Seat     int           `json:"seat"`
	Players  int           `json:"players"`
	Round    int           `json:"round"`
	Leader   int           `json:"leader"`
	Phase    string        `json:"phase"`
	Deck     int           `json:"deck"`
	Row      []Card        `json:"row"`
	Contests []Segment     `json:"contests"`
	Voted    []bool        `json:"voted"`   // who has voted in the current vote
	MyVote   int           `json:"my_vote"` // the viewer's own vote, or -1
	Numbers  [][11]int     `json:"numbers"`
	Jokers   [][11]int     `json:"jokers"`
	Waiting  []int         `json:"waiting"`
	Took     []bool        `json:"took"`
	Due      []JokerDue    `json:"due"`
	Discards []Card        `json:"discards"`
	Scores   []int         `json:"scores"` // what each seat would score if the game ended now
	Winners  []int         `json:"winners,omitempty"`
	Log      []game.Event  `json:"log"`
	Legal    []game.Action `json:"legal"`
}

// Viewer implements game.Observation.
func (o *Observation) Viewer() int { return o.Seat }

// LegalActions implements game.Observation.
func (o *Observation) LegalActions() []game.Action { return o.Legal }

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.ObserveSeat(seat) }

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation {
	c := g.clone() // an observation shares no memory with the game
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Round: g.Round, Leader: g.Leader, Phase: g.Phase,
		Deck: len(g.Deck), Row: c.Row, Contests: c.Contests, Voted: make([]bool, g.NPlayers), MyVote: -1,
		Numbers: c.Numbers, Jokers: c.Jokers, Waiting: c.Waiting, Took: c.Took, Due: c.Due,
		Discards: c.Discards, Winners: c.Winners, Log: game.RedactAll(g.Log, seat),
		Legal: append([]game.Action{}, g.Legal(seat)...),
	}
	if o.Due == nil {
		o.Due = []JokerDue{}
	}
	o.Scores, _ = Score(g.Numbers, g.Jokers)
	if g.Phase == PhaseVote {
		for s, v := range g.Votes {
			o.Voted[s] = v >= 0
		}
		if seat >= 0 && seat < g.NPlayers {
			o.MyVote = g.Votes[seat]
		}
	}
	return o
}

// Unseen counts the cards not yet turned up (the deck), by number; index 0 is jokers.
func (o *Observation) Unseen() [11]int {
	var left [11]int
	for _, c := range FullDeck() {
		left[c]++
	}
	for s := range o.Numbers {
		for v := 1; v <= 10; v++ {
			left[v] -= o.Numbers[s][v]
			left[0] -= o.Jokers[s][v]
		}
		left[0] -= o.Waiting[s]
	}
	for _, c := range o.Discards {
		left[c]--
	}
	for _, seg := range o.Contests {
		for _, c := range seg.Cards {
			left[c]--
		}
	}
	// Dues are jokers already taken but not yet placed.
	left[0] -= len(o.Due)
	return left
}

package threeparts

import (
	"slices"

	"parlour/game"
)

// Observation is what one seat knows: everything is face up in Three Parts
// except the deck's order and the votes of others until they are revealed
// (the seat sees who has voted, and its own vote).
type Observation struct {
	Seat     int        `json:"seat"`
	Players  int        `json:"players"`
	Round    int        `json:"round"`
	Leader   int        `json:"leader"`
	Phase    Phase      `json:"phase"`
	Deck     int        `json:"deck"`
	Row      []Card     `json:"row"`
	Contests []Segment  `json:"contests"` // left to right, the one being settled first
	Voted    []bool     `json:"voted"`    // who has voted in the current vote
	MyVote   int        `json:"my_vote"`  // the viewer's own vote, or -1
	Numbers  [][11]int  `json:"numbers"`
	Jokers   [][11]int  `json:"jokers"`
	Waiting  []int      `json:"waiting"`
	Took     []bool     `json:"took"`
	Due      []JokerDue `json:"due"`
	Discards []Card     `json:"discards"`
	Scores   []int      `json:"scores"` // what each seat would score if the game ended now
	Winners  []int      `json:"winners,omitempty"`
	game.Seen
}

// Viewer implements game.Observation (LegalActions is game.Seen's).
func (o *Observation) Viewer() int { return o.Seat }

// observe builds seat's observation, in reuse's memory if not nil.
func (g *Game) observe(seat int, reuse *game.Seen) *Observation {
	// An observation shares no memory with the game.
	o := &Observation{
		Seat: seat, Players: g.NPlayers, Round: g.Round, Leader: g.Leader, Phase: g.Phase,
		Deck: len(g.Deck), Row: slices.Clone(g.Row), Contests: cloneSegments(g.Contests),
		Voted: make([]bool, g.NPlayers), MyVote: -1,
		Numbers: slices.Clone(g.Numbers), Jokers: slices.Clone(g.Jokers), Waiting: slices.Clone(g.Waiting),
		Took: slices.Clone(g.Took), Due: slices.Clone(g.Due), Discards: slices.Clone(g.Discards),
		Winners: slices.Clone(g.Winners), Seen: game.Observed(reuse, g.Log, seat, g),
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

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.observe(seat, nil) }

// Reobserve implements game.Reobserver: the log and the legal actions are made in
// old's memory.
func (g *Game) Reobserve(old game.Observation, seat int) game.Observation {
	return g.observe(seat, game.Reusable[Observation](old))
}

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation { return g.observe(seat, nil) }

// Unseen counts the cards not yet turned up (the deck), by number; index 0 is jokers.
func (o *Observation) Unseen() [11]int {
	left := deckCounts
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

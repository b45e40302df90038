package rebelprincess

import (
	"slices"

	"parlour/game"
)

// Observation is what one seat knows: its own hand and princess offer, the
// kept princesses once all are revealed, the cards on the table, the scores,
// and the log with other seats' secrets (hands, offers, passes) removed. Won
// tricks lie face down; what was in them is in the log of plays.
type Observation struct {
	Seat      int           `json:"seat"`
	Players   int           `json:"players"`
	Edition   Edition       `json:"edition"`
	Schedule  []int         `json:"schedule"`
	Round     int           `json:"round"`
	Phase     string        `json:"phase"`
	Hand      []Card        `json:"hand"`
	HandSizes []int         `json:"hand_sizes"`
	Offered   []int         `json:"offered,omitempty"`
	Princess  []int         `json:"princess"` // -1 where not (yet) revealed to the viewer
	Passed    bool          `json:"passed"`   // the viewer has chosen its pass
	Leader    int           `json:"leader"`
	Turn      int           `json:"turn"`
	Trick     []Played      `json:"trick"`
	PrincesIn bool          `json:"princes_in"`
	Scores    [][]int       `json:"scores"`
	Totals    []int         `json:"totals"`
	Winners   []int         `json:"winners,omitempty"`
	Log       []game.Event  `json:"log"`
	Legal     []game.Action `json:"legal"`
}

// Viewer implements game.Observation.
func (o *Observation) Viewer() int { return o.Seat }

// LegalActions implements game.Observation.
func (o *Observation) LegalActions() []game.Action { return o.Legal }

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.ObserveSeat(seat) }

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation {
	o := &Observation{Seat: seat, Players: g.NPlayers, Edition: g.Edition, Schedule: slices.Clone(g.Schedule),
		Round: g.Round, Phase: g.Phase, Leader: g.Leader, Turn: g.Turn, Trick: slices.Clone(g.Trick),
		PrincesIn: g.PrincesIn, Totals: slices.Clone(g.Totals), Winners: slices.Clone(g.Winners)}
	for s := range g.NPlayers {
		size := 0
		if g.Hands != nil {
			size = len(g.Hands[s])
		}
		o.HandSizes = append(o.HandSizes, size)
		o.Scores = append(o.Scores, slices.Clone(g.Scores[s]))
	}
	drafting := g.Phase == PhaseDraft
	o.Princess = slices.Repeat([]int{-1}, g.NPlayers)
	for s, p := range g.Princess {
		if !drafting || s == seat {
			o.Princess[s] = p
		}
	}
	if seat >= 0 && seat < g.NPlayers {
		if g.Hands != nil {
			o.Hand = slices.Clone(g.Hands[seat])
		}
		if drafting {
			o.Offered = slices.Clone(g.Offered[seat])
		}
		o.Passed = g.Phase == PhasePass && g.Giving[seat] != nil
		o.Legal = g.Legal(seat)
	}
	o.Log = game.RedactAll(g.Log, seat)
	return o
}

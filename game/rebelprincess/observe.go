package rebelprincess

import (
	"slices"

	"parlour/game"
)

// Observation is what one seat knows: its own hand, set-aside cards, gifts
// and offer; everything played face up; the kept princesses once all are
// revealed; the powers used; the scores; and the log with other seats'
// secrets (hands, offers, passes, face-down plays, gifts, transfers) removed.
type Observation struct {
	Seat       int           `json:"seat"`
	Players    int           `json:"players"`
	Edition    Edition       `json:"edition"`
	Schedule   []int         `json:"schedule"`
	Round      int           `json:"round"`
	Phase      string        `json:"phase"`
	Step       string        `json:"step,omitempty"`
	Pending    []int         `json:"pending"`
	Hand       []Card        `json:"hand"`
	HandSizes  []int         `json:"hand_sizes"`
	Aside      []Card        `json:"aside,omitempty"` // the viewer's own face-down cards
	AsideSizes []int         `json:"aside_sizes"`
	Exposed    [][]Card      `json:"exposed"` // Crystal Clear cards lying face up
	Forced     Card          `json:"forced"`  // the card the viewer must play this trick, or NoCard
	Gifts      int           `json:"gifts"`   // cards in the Wedding Gift pile
	Offered    []int         `json:"offered,omitempty"`
	Princess   []int         `json:"princess"` // -1 where not (yet) revealed to the viewer
	Copy       []int         `json:"copy"`
	Used       []bool        `json:"used"`
	Passed     bool          `json:"passed"` // the viewer has chosen its pass
	Leader     int           `json:"leader"`
	Turn       int           `json:"turn"`
	Trick      []Played      `json:"trick"` // face-down cards of others show as -1
	T          Trick         `json:"t"`     // the pool only for whom may see it
	PrincesIn  bool          `json:"princes_in"`
	Won        [][]Card      `json:"won"` // won cards the viewer has seen (not others' gifts or kept cards)
	TricksWon  []int         `json:"tricks_won"`
	Scores     [][]int       `json:"scores"`
	Totals     []int         `json:"totals"`
	Winners    []int         `json:"winners,omitempty"`
	Log        []game.Event  `json:"log"`
	Legal      []game.Action `json:"legal"`
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
		Round: g.Round, Phase: g.Phase, Step: g.Step, Pending: g.Pending(), Leader: g.Leader, Turn: g.Turn,
		PrincesIn: g.PrincesIn, Totals: slices.Clone(g.Totals), Winners: slices.Clone(g.Winners),
		Copy: slices.Clone(g.Copy), Used: slices.Clone(g.Used), TricksWon: slices.Clone(g.TricksWon),
		Gifts: len(g.Gifts), Forced: NoCard}
	mine := seat >= 0 && seat < g.NPlayers
	for s := range g.NPlayers {
		size, aside := 0, 0
		if g.Hands != nil {
			size, aside = len(g.Hands[s]), len(g.Aside[s])
		}
		o.HandSizes = append(o.HandSizes, size)
		o.AsideSizes = append(o.AsideSizes, aside)
		o.Scores = append(o.Scores, slices.Clone(g.Scores[s]))
	}
	drafting := g.Phase == PhaseDraft
	o.Princess = slices.Repeat([]int{-1}, g.NPlayers)
	for s, p := range g.Princess {
		if !drafting || s == seat {
			o.Princess[s] = p
		}
	}
	for _, p := range g.Trick {
		if p.Hidden && p.Seat != seat {
			p.Card, p.Zero, p.Void = NoCard, false, false
		}
		o.Trick = append(o.Trick, p)
	}
	o.T = g.T
	o.T.Powers, o.T.Named = slices.Clone(g.T.Powers), slices.Clone(g.T.Named)
	o.T.Pool = nil
	if seat == g.T.Seat || (g.Step == StepIceReturn && seat == g.T.Target) {
		o.T.Pool = slices.Clone(g.T.Pool)
	} else {
		for _, p := range g.T.Pool {
			if p.Seat == seat {
				o.T.Pool = append(o.T.Pool, p)
			}
		}
	}
	if g.Hands != nil {
		o.Exposed = cloneCards(g.Exposed)
		for s := range g.NPlayers {
			var won []Card
			for _, c := range g.Won[s] {
				if s == seat || !slices.ContainsFunc(g.Unseen[s], func(p Played) bool { return p.Card == c && p.Seat != seat }) {
					won = append(won, c)
				}
			}
			o.Won = append(o.Won, won)
		}
	}
	if mine {
		if g.Hands != nil {
			o.Hand = slices.Clone(g.Hands[seat])
			o.Aside = slices.Clone(g.Aside[seat])
			o.Forced = g.Forced[seat]
		}
		if drafting {
			o.Offered = slices.Clone(g.Offered[seat])
		}
		o.Passed = (g.Phase == PhasePass || g.Step == StepChairs) && g.Giving[seat] != nil
		o.Legal = g.Legal(seat)
	}
	o.Log = game.RedactAll(g.Log, seat)
	return o
}

// view is a Game holding only what an observation shows, enough to decide a
// trick: bots use it to ask who would win.
func (o *Observation) view(trick []Played) *Game {
	return &Game{Edition: o.Edition, NPlayers: o.Players, Schedule: o.Schedule, Round: o.Round, Trick: trick, T: o.T, Leader: o.Leader}
}

// WinnerIf is the seat that would take a trick made of these cards, under
// the round card and the powers used on it (every card face up).
func (o *Observation) WinnerIf(trick []Played) int { return o.view(trick).trickWinner() }

// LedSuit is the suit the next card must follow, and false on a lead.
func (o *Observation) LedSuit() (Suit, bool) {
	if len(o.Trick) == 0 {
		return 0, false
	}
	return o.view(o.Trick).ledSuit(), true
}

// RoundCardID is the current round card's id.
func (o *Observation) RoundCardID() int { return o.Schedule[min(o.Round, len(o.Schedule)-1)] }

// CardValue is the proposals a won card gives under a round card, with pairs
// (Dancing Queens) and totals (Bathroom Break, Arranged Marriage) left out.
func CardValue(roundID int, c Card) int {
	v := 0
	switch {
	case c.Suit() == Princes:
		v = 1
	case c == Frog:
		v = 5
	}
	switch {
	case roundID == rcPetsRevenge && c.Suit() == Pets:
		v++
	case roundID == rcThreeTimes && c.Value() == 3:
		v -= 3
	case roundID == rcSingleFairy && c.Suit() == Fairies:
		v--
	case roundID == rcBathroom && c.Suit() == Princes:
		v *= 2
	}
	return v
}

package loveletter

import (
	"slices"
	"sync/atomic"

	"parlour/game"
)

// SeatView is what everyone can see of one seat.
type SeatView struct {
	Discards  []Card `json:"discards"`
	Out       bool   `json:"out"`
	Protected bool   `json:"protected"`
	Tokens    int    `json:"tokens"`
	HandSize  int    `json:"hand_size"`
}

// Observation is one seat's information state: the table as that seat sees it,
// plus this round's events redacted for it (what its Priest saw, its Baron and
// King outcomes, what it returned under the deck). A bot needs nothing else.
type Observation struct {
	Seat     int        `json:"seat"`
	Variant  Variant    `json:"variant"`
	Players  int        `json:"players"`
	Target   int        `json:"target"`
	Round    int        `json:"round"`
	Turn     int        `json:"turn"`
	Phase    Phase      `json:"phase"`
	Deck     int        `json:"deck"`
	SetAside bool       `json:"set_aside"` // the face-down card is still aside
	FaceUp   []Card     `json:"face_up"`
	Hand     []Card     `json:"hand"` // the viewer's own hand; nil for a spectator
	Seats    []SeatView `json:"seats"`
	game.Seen
	Winners []int `json:"winners,omitempty"`

	deduced atomic.Pointer[Knowledge] // Deduce's result, kept for the next call
}

// Viewer implements game.Observation (LegalActions is game.Seen's).
func (o *Observation) Viewer() int { return o.Seat }

// observe builds seat's observation, in reuse's memory if not nil. A
// spectator is shown no legal list (null, not empty).
func (g *Game) observe(seat int, reuse *game.Seen) *Observation {
	mine := seat >= 0 && seat < g.NPlayers
	var legal game.LegalAppender
	if mine {
		legal = g
	}
	o := &Observation{
		Seat:     seat,
		Variant:  g.Variant,
		Players:  g.NPlayers,
		Target:   g.Target,
		Round:    g.Round,
		Turn:     g.Turn,
		Phase:    g.Phase,
		Deck:     len(g.Deck),
		SetAside: g.SetAside != NoCard,
		FaceUp:   cardsOf(g.FaceUp),
		Seats:    make([]SeatView, g.NPlayers),
		Seen:     game.Observed(reuse, g.Log, seat, legal),
		Winners:  slices.Clone(g.Winners),
	}
	if mine {
		o.Hand = cardsOf(g.Hands[seat])
	}
	for s := range g.NPlayers {
		o.Seats[s] = SeatView{
			Discards:  cardsOf(g.Discards[s]),
			Out:       g.Out[s],
			Protected: g.Protected[s],
			Tokens:    g.Tokens[s],
			HandSize:  len(g.Hands[s]),
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

// cardsOf copies cards into a non-nil slice, so that an observation encodes the
// same whether a pile was never used or emptied.
func cardsOf(cs []Card) []Card { return append(make([]Card, 0, len(cs)), cs...) }

// Unseen counts, per card, the copies the viewer has not seen anywhere it can
// see now: the deck's composition less its own hand, every discard and the
// face-up cards. These copies are in the deck, the other hands or set aside.
func (o *Observation) Unseen() Counts {
	n := DeckCounts(o.Variant)
	take := func(cs []Card) {
		for _, c := range cs {
			n[c]--
		}
	}
	take(o.Hand)
	take(o.FaceUp)
	for _, s := range o.Seats {
		take(s.Discards)
	}
	return n
}

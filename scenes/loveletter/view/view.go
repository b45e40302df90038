// Package view is what the Love Letter table shows, as a value: made from
// the person's observation (FromObservation) and moved on by each event the
// person sees (Apply). It holds no Ebitengine: the table (scenes/loveletter)
// paints it and animates each event from the view before and after it.
// The two ways must agree — folding Apply over a game's events gives what
// FromObservation gives after them, at every event, for every seat — and
// view_test.go holds them to it over random games natively, in
// milliseconds (issue 39 §2: the view shadowed the engine inside the
// table's Play, where only a test under a display could reach it).
package view

import (
	"slices"

	"parlour/game"
	ll "parlour/game/loveletter"
)

// View is the table as the person sees it.
type View struct {
	Human    int // the person's seat
	Variant  ll.Variant
	Round    int
	Deck     int
	Target   int
	SetAside bool
	FaceUp   []ll.Card
	Hand     []ll.Card // the person's
	HandN    []int
	Discards [][]ll.Card
	Out      []bool
	Protect  []bool
	Tokens   []int
	Shown    []ll.Card // a card shown at the round's end, per seat
}

// FromObservation is the view of obs for the person at seat human.
func FromObservation(obs *ll.Observation, human int) View {
	n := len(obs.Seats)
	v := View{Human: human, Variant: obs.Variant, Round: obs.Round, Deck: obs.Deck, Target: obs.Target, SetAside: obs.SetAside,
		FaceUp: slices.Clone(obs.FaceUp), Hand: slices.Clone(obs.Hand), HandN: make([]int, n), Discards: make([][]ll.Card, n),
		Out: make([]bool, n), Protect: make([]bool, n), Tokens: make([]int, n), Shown: make([]ll.Card, n)}
	for i, s := range obs.Seats {
		v.HandN[i], v.Discards[i], v.Out[i], v.Protect[i], v.Tokens[i] = s.HandSize, slices.Clone(s.Discards), s.Out, s.Protected, s.Tokens
		v.Shown[i] = ll.NoCard
	}
	if human >= 0 && human < n {
		v.HandN[human] = len(v.Hand)
	}
	if obs.Phase == ll.PhaseOver {
		// The game is over: the hands that were shown stay shown.
		for _, e := range obs.Log {
			if e.Type == ll.EvReveal && e.Seat >= 0 && e.Seat < n {
				v.Shown[e.Seat] = ll.Card(e.Card)
			}
		}
	}
	return v
}

// Clone is a copy of v that shares nothing with it.
func (v View) Clone() View {
	c := v
	c.FaceUp, c.Hand, c.HandN = slices.Clone(v.FaceUp), slices.Clone(v.Hand), slices.Clone(v.HandN)
	c.Out, c.Protect, c.Tokens, c.Shown = slices.Clone(v.Out), slices.Clone(v.Protect), slices.Clone(v.Tokens), slices.Clone(v.Shown)
	c.Discards = make([][]ll.Card, len(v.Discards))
	for i, d := range v.Discards {
		c.Discards[i] = slices.Clone(d)
	}
	return c
}

// Valid reports whether seat is one of the table's.
func (v *View) Valid(seat int) bool { return seat >= 0 && seat < len(v.HandN) }

// HandIndex is where card c lies in the person's hand, or -1.
func (v *View) HandIndex(c ll.Card) int { return slices.Index(v.Hand, c) }

// Apply moves the view on by one event, as the person sees it (e redacted
// for them). An event about a seat the table does not have changes
// nothing.
func (v *View) Apply(e game.Event) {
	h := v.Human
	switch e.Type {
	case ll.EvRoundStart:
		v.Round, v.Deck = e.Value, ll.DeckCounts(v.Variant).Total()
		v.SetAside, v.FaceUp, v.Hand = false, nil, nil
		for i := range v.HandN {
			v.HandN[i], v.Discards[i], v.Out[i], v.Protect[i], v.Shown[i] = 0, nil, false, false, ll.NoCard
		}
	case ll.EvSetAside:
		v.Deck--
		v.SetAside = true
	case ll.EvSetAsideUp:
		v.Deck--
		v.FaceUp = append(v.FaceUp, ll.Card(e.Card))
	case ll.EvDeal, ll.EvDraw, ll.EvChancellor:
		if !v.Valid(e.Seat) {
			return
		}
		fromAside := e.Type == ll.EvDraw && e.Value == 1
		if fromAside {
			v.SetAside = false
		}
		for k := range Drawn(e) {
			if !fromAside {
				v.Deck = max(0, v.Deck-1)
			}
			v.HandN[e.Seat]++
			if k < e.Secret.Len() && e.Seat == h && e.Secret.At(k) >= 0 {
				v.Hand = append(v.Hand, ll.Card(e.Secret.At(k)))
			}
		}
	case ll.EvPlay, ll.EvDiscard:
		if v.Valid(e.Seat) {
			v.discard(e.Seat, ll.Card(e.Card))
		}
	case ll.EvOut:
		if !v.Valid(e.Seat) {
			return
		}
		if e.Card >= 0 {
			v.discard(e.Seat, ll.Card(e.Card))
		}
		v.HandN[e.Seat], v.Out[e.Seat], v.Protect[e.Seat] = 0, true, false
		if e.Seat == h {
			v.Hand = nil
		}
	case ll.EvProtected:
		if v.Valid(e.Seat) {
			v.Protect[e.Seat] = true
		}
	case ll.EvUnprotected:
		if v.Valid(e.Seat) {
			v.Protect[e.Seat] = false
		}
	case ll.EvTrade:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) || e.Secret.Len() != 2 {
			return
		}
		switch h {
		case e.Seat:
			v.Hand = []ll.Card{ll.Card(e.Secret.At(1))}
		case e.Target:
			v.Hand = []ll.Card{ll.Card(e.Secret.At(0))}
		}
	case ll.EvReturn:
		if !v.Valid(e.Seat) {
			return
		}
		for k := range e.Value {
			if k < e.Secret.Len() && e.Seat == h {
				if i := v.HandIndex(ll.Card(e.Secret.At(k))); i >= 0 {
					v.Hand = slices.Delete(v.Hand, i, i+1)
				}
			}
			v.HandN[e.Seat] = max(0, v.HandN[e.Seat]-1)
			v.Deck++
		}
	case ll.EvReveal:
		if v.Valid(e.Seat) {
			v.Shown[e.Seat] = ll.Card(e.Card)
		}
	case ll.EvRoundWin, ll.EvSpyBonus:
		if v.Valid(e.Seat) {
			v.Tokens[e.Seat] = e.Value
		}
	}
}

// Drawn is how many cards a deal, a draw or a Chancellor's draw gives.
func Drawn(e game.Event) int {
	if e.Type == ll.EvChancellor {
		return e.Value
	}
	return 1
}

// discard moves card c from seat's hand to its discards.
func (v *View) discard(seat int, c ll.Card) {
	if seat == v.Human {
		if i := v.HandIndex(c); i >= 0 {
			v.Hand = slices.Delete(v.Hand, i, i+1)
		}
	}
	v.HandN[seat] = max(0, v.HandN[seat]-1)
	v.Discards[seat] = append(v.Discards[seat], c)
}

package game

import (
	"bytes"
	"fmt"

	"parlour/game/json"
)

// Move is one applied decision: the seat and its action. A game's moves
// from its Config are the whole game (the engine is deterministic), so a
// replay, an undo or a shared deal needs nothing else.
type Move struct {
	Seat   int    `json:"seat"`
	Action Action `json:"action"`
}

// Replay builds a registered game from cfg and applies moves in order. The
// error names the move that could not be applied.
func Replay(name string, cfg Config, moves []Move) (Game, error) {
	g, err := New(name, cfg)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if _, err := g.Apply(m.Seat, m.Action); err != nil {
			return nil, fmt.Errorf("replay: move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// The rule for an honest undo.
//
// The moves themselves are taken as given: they are the decisions an undo
// takes back (the caller decides whose decisions may be taken back; the
// client's session never undoes past another seat's free decision, which
// may have been made from cards the person cannot see). What counts is what
// the moves made the game show.
//
// A run of moves "revealed nothing" when no seat learned from it anything
// it could not have foretold. Seat s could have foretold what it sees if,
// in every world consistent with what s knew before the moves (the
// determinizations Definition.Sample deals from s's observation, the
// hidden cards, the deck's order and the generator's future all dealt
// afresh), the same moves are legal and leave s with exactly the
// observation it has now. So a draw, a look at a card, a card turned face
// up, a comparison, a random step whose outcome s sees,  and a move
// that is not legal in every world s imagines (a card played face up from
// a hand s cannot see) all count as revealing. What a
// seat chose in secret (a vote, a face-down card) reveals nothing to that
// seat, which knew it.
//
// One quick rule comes first, an exact consequence of the above: a secret
// value seen by a seat other than the one that moved always tells that seat
// something (the mover's hidden card, or a card dealt to it).
//
// Samples are random, so a revelation could in principle be missed when
// every sample happens to agree with the real outcome; with Samples worlds
// per seat that needs the hidden outcome to be the same in all of them,
// which for a real choice of two equally likely outcomes is 2^-Samples.
// Games without a Sample never allow undo (every run counts as revealing).

// Samples is how many worlds per seat Learned deals.
const Samples = 12

// Learned reports every seat that learned something from moves applied to
// before (which it does not change): see the rule above. seed makes the
// samples reproducible.
func Learned(before Game, moves []Move, seed uint64) (Seats, error) {
	return learners(before, moves, seed, -1, false)
}

// Learner is the first seat found to have learned something from moves
// (first is asked first), or -1 when no seat did: what an undo needs, which
// stops at the first reason.
func Learner(before Game, moves []Move, seed uint64, first int) (int, error) {
	l, err := learners(before, moves, seed, first, true)
	if err != nil || l == 0 {
		return -1, err
	}
	if l.Has(first) {
		return first, nil
	}
	for s := range before.Players() {
		if l.Has(s) {
			return s, nil
		}
	}
	return -1, nil
}

func learners(before Game, moves []Move, seed uint64, first int, stop bool) (Seats, error) {
	d, err := Lookup(before.Name())
	if err != nil {
		return 0, err
	}
	n := before.Players()
	after := before.Clone()
	var learned Seats
	for i, m := range moves {
		evs, err := after.Apply(m.Seat, m.Action)
		if err != nil {
			return 0, fmt.Errorf("learned: move %d: %w", i+1, err)
		}
		for _, e := range evs {
			if e.Secret.Len() > 0 {
				learned |= e.SeenBy &^ SeatsOf(m.Seat)
			}
		}
	}
	if d.Sample == nil {
		return AllSeats(n), nil
	}
	if stop && learned.Has(first) {
		return learned, nil
	}
	order := make([]int, 0, n)
	if first >= 0 && first < n {
		order = append(order, first)
	}
	for s := range n {
		if s != first {
			order = append(order, s)
		}
	}
	r := NewRNG(seed)
	for _, s := range order {
		if stop && learned != 0 {
			break
		}
		if learned.Has(s) {
			continue
		}
		want, err := json.Marshal(after.Observe(s))
		if err != nil {
			return 0, err
		}
		if !foreseen(d, before.Observe(s), moves, s, want, r) {
			learned = learned.With(s)
		}
	}
	return learned, nil
}

// foreseen reports whether seat s sees want after moves in every sampled
// world consistent with obs.
func foreseen(d Definition, obs Observation, moves []Move, s int, want []byte, r *RNG) bool {
	for range Samples {
		w, err := d.Sample(obs, r)
		if err != nil {
			return false
		}
		for _, m := range moves {
			if _, err := w.Apply(m.Seat, m.Action); err != nil {
				return false
			}
		}
		got, err := json.Marshal(w.Observe(s))
		if err != nil || !bytes.Equal(got, want) {
			return false
		}
	}
	return true
}

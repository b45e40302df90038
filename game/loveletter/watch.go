package loveletter

import "parlour/game"

// Watcher is Deduce event by event: what a viewer knows of the other seats'
// hands at each moment the table shows, as the events are played out one
// by one. The table's tracker reads it rather than the engine's
// observation, which is already at the end of every event not yet shown
// (the tracker once counted a bot's card before its play was shown, and the
// next round's hand under the round's summary). It is the deducer the bots
// and the Sampler use, so what the tracker counts as seen and what they
// know never disagree.
type Watcher struct {
	o *Observation
	d deducer
	k *Knowledge
}

// NewWatcher watches a game of players seats for viewer me.
func NewWatcher(players int, variant Variant, me int) *Watcher {
	w := &Watcher{o: &Observation{Seat: me, Players: players, Variant: variant}}
	w.reset()
	return w
}

func (w *Watcher) reset() {
	w.o = &Observation{Seat: w.o.Seat, Players: w.o.Players, Variant: w.o.Variant}
	w.k = deduce(w.o) // an empty log: knows nothing yet
	w.d = deducer{k: w.k, o: w.o, me: w.o.Seat}
	w.d.mine = w.d.buf[:0]
}

// Event is the next event as the viewer sees it (redacted for them). A new
// round forgets the last one's knowledge, as Deduce reads one round's log.
func (w *Watcher) Event(e game.Event) {
	if e.Type == EvRoundStart {
		w.reset()
	}
	w.d.event(&e)
}

// Holds is a card seat s is known to hold now, or NoCard (the viewer's own
// seat included: see their hand instead).
func (w *Watcher) Holds(s int) Card {
	if s < 0 || s >= len(w.k.known) || len(w.k.known[s]) == 0 {
		return NoCard
	}
	return w.k.known[s][0]
}

// Unseen is the tracker's count: each character's copies the viewer has not
// seen, as the table shows them now — the full deck less the viewer's hand,
// the face-up cards, every discard, each card shown at the round's end, and
// each card the viewer knows another seat holds (a Priest's look, a Baron's
// tie, a King's trade).
func (w *Watcher) Unseen(hand, faceUp []Card, discards [][]Card, shown []Card) Counts {
	n := DeckCounts(w.o.Variant)
	take := func(c Card) {
		if c >= 0 && int(c) < len(n) && n[c] > 0 {
			n[c]--
		}
	}
	for _, c := range hand {
		take(c)
	}
	for _, c := range faceUp {
		take(c)
	}
	for _, d := range discards {
		for _, c := range d {
			take(c)
		}
	}
	for s := range w.o.Players {
		if s == w.o.Seat {
			continue
		}
		if s < len(shown) && shown[s] != NoCard {
			take(shown[s])
		} else {
			take(w.Holds(s))
		}
	}
	return n
}

package tween

// Later is a value drawn on a table that follows its events as their
// motion lands, not as they begin to play (issue 38: Three Parts' "Still in
// the deck" counted a card as it left the deck, Love Letter's tracker a
// Priest still in the air): a table moves its view on when an event starts
// to play, and queues here, with the moment that event's motion is over,
// what the value will be then. At is the value of the last change landed.
type Later[T any] struct {
	base  T
	steps []step[T]
}

type step[T any] struct {
	at float64
	v  T
}

// Set is the value at rest, with nothing waiting to land (a table's Sync).
func (l *Later[T]) Set(v T) {
	l.base = v
	clear(l.steps)
	l.steps = l.steps[:0]
}

// Then makes v the value from the moment at on; now is the timeline's, and
// changes landed by then are folded in. Changes are queued in the order
// their events play, so a later one never lands before an earlier one.
func (l *Later[T]) Then(now, at float64, v T) {
	n := 0
	for _, s := range l.steps {
		if s.at <= now {
			l.base = s.v
			n++
		}
	}
	if n > 0 {
		rest := copy(l.steps, l.steps[n:])
		clear(l.steps[rest:])
		l.steps = l.steps[:rest]
	}
	if at <= now && len(l.steps) == 0 {
		l.base = v
		return
	}
	if k := len(l.steps); k > 0 && at < l.steps[k-1].at {
		at = l.steps[k-1].at // never before what was queued ahead of it
	}
	l.steps = append(l.steps, step[T]{at: at, v: v})
}

// At is the value shown at the moment now: the last change landed by
// then, or the value at rest.
func (l *Later[T]) At(now float64) T {
	v := l.base
	for _, s := range l.steps {
		if s.at > now {
			break
		}
		v = s.v
	}
	return v
}

// Queued counts the flights queued and not yet over: what Lands counts
// from.
func (t *Timeline) Queued() int { return len(t.flights) }

// Lands is when the last of the flights queued since Queued was from lands
// (its hold aside: the card lies where it flew), or now when none was.
func (t *Timeline) Lands(from int) float64 {
	at := t.Now
	for _, f := range t.flights[min(from, len(t.flights)):] {
		at = max(at, f.Start+f.Dur)
	}
	return at
}

// Aloft counts the flights queued and not landed yet, started or not.
func (t *Timeline) Aloft() int {
	n := 0
	for _, f := range t.flights {
		if t.Now < f.Start+f.Dur {
			n++
		}
	}
	return n
}

package a11y

// Say is one thing to announce through the page's live regions.
type Say struct {
	Text string
	// Assertive interrupts (the person's turn, a round's or the game's
	// result); the rest waits its turn (the log's lines).
	Assertive bool
}

// MaxQueued bounds the lines waiting: when bots play faster than a screen
// reader speaks, the oldest polite lines give way (the log keeps them all,
// and "the last moves" key reads them again).
const MaxQueued = 24

// Announcer paces what the live regions say: one polite line per beat, at
// the pace of the table's speed, and an assertive one at once.
type Announcer struct {
	queue []Say
	next  float64 // the time (ms) the next polite line may be said
}

// Add queues a line ("" is ignored).
func (a *Announcer) Add(text string, assertive bool) {
	if text == "" {
		return
	}
	a.queue = append(a.queue, Say{text, assertive})
	for len(a.queue) > MaxQueued {
		drop := 0
		for i, s := range a.queue {
			if !s.Assertive {
				drop = i
				break
			}
		}
		a.queue = append(a.queue[:drop], a.queue[drop+1:]...)
	}
}

// Due is what to say at time now (ms): the first assertive line waiting,
// whenever it is; else the first polite line once beat ms have passed since
// the last. ok is false when nothing is due.
func (a *Announcer) Due(now, beat float64) (s Say, ok bool) {
	for i, q := range a.queue {
		if q.Assertive {
			a.queue = append(a.queue[:i], a.queue[i+1:]...)
			a.next = now + beat
			return q, true
		}
	}
	if len(a.queue) == 0 || now < a.next {
		return Say{}, false
	}
	s = a.queue[0]
	a.queue = a.queue[1:]
	a.next = now + beat
	return s, true
}

// Pending is how many lines wait.
func (a *Announcer) Pending() int { return len(a.queue) }

// Clear drops every waiting line (a new game, a language changed: what was
// waiting no longer fits).
func (a *Announcer) Clear() { a.queue = a.queue[:0] }

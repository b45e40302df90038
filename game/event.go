package game

// Event is one thing that happened, in a shape shared by every game so that
// redaction, logging and the client's animation queue are written once.
//
// Everything but Secret is public. Secret holds the values (usually cards) that
// only the seats in SeenBy may know; Redact removes them for anyone else and
// records how many were withheld, so the client can still animate "a card moved".
type Event struct {
	Type   string `json:"type"`
	Seat   int    `json:"seat"`   // the seat the event is about, or -1
	Target int    `json:"target"` // a second seat, or -1
	Card   int    `json:"card"`   // a public card, or -1
	Value  int    `json:"value"`  // a public number whose meaning the type gives, or -1
	Secret []int  `json:"secret,omitempty"`
	SeenBy Seats  `json:"seen_by,omitempty"`
	// Hidden counts the secret values withheld from this viewer.
	Hidden int `json:"hidden,omitempty"`
}

// Redact returns the event as viewer may see it.
func (e Event) Redact(viewer int) Event {
	if len(e.Secret) == 0 || e.SeenBy.Has(viewer) {
		return e
	}
	e.Hidden = len(e.Secret)
	e.Secret = nil
	return e
}

// RedactAll returns the events as viewer may see them, in a new slice.
func RedactAll(events []Event, viewer int) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		out[i] = e.Redact(viewer)
	}
	return out
}

// CloneEvents deep-copies events so that a copy of a game shares no memory with it.
func CloneEvents(events []Event) []Event {
	if events == nil {
		return nil
	}
	out := make([]Event, len(events))
	copy(out, events)
	for i := range out {
		if out[i].Secret != nil {
			out[i].Secret = append([]int(nil), out[i].Secret...)
		}
	}
	return out
}

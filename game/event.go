package game

import (
	"fmt"
	"sync"

	"parlour/game/json"
)

// Event is one thing that happened, in a shape shared by every game so that
// redaction, logging and the client's animation queue are written once.
//
// Everything but Secret is public. Secret holds the values (usually cards) that
// only the seats in SeenBy may know; Redact removes them for anyone else and
// records how many were withheld, so the client can still animate "a card moved".
// Events are plain values (no pointers), so copying one copies it entirely.
type Event struct {
	Type   EventType `json:"type"`
	Seat   int       `json:"seat"`   // the seat the event is about, or -1
	Target int       `json:"target"` // a second seat, or -1
	Card   int       `json:"card"`   // a public card, or -1
	Value  int       `json:"value"`  // a public number whose meaning the type gives, or -1
	Secret Values    `json:"secret,omitzero"`
	SeenBy Seats     `json:"seen_by,omitempty"`
	// Hidden counts the secret values withheld from this viewer.
	Hidden int `json:"hidden,omitempty"`
}

// Redact returns the event as viewer may see it.
func (e Event) Redact(viewer int) Event {
	if e.Secret.Len() == 0 || e.SeenBy.Has(viewer) {
		return e
	}
	e.Hidden = e.Secret.Len()
	e.Secret = Values{}
	return e
}

// RedactAll returns the events as viewer may see them, in a new slice.
func RedactAll(events []Event, viewer int) []Event {
	return RedactInto(make([]Event, 0, len(events)), events, viewer)
}

// RedactInto is RedactAll writing into buf's memory (from buf[:0], growing it
// if it is too short): an observation made over an older one (Reobserver)
// reuses its log. The result is never nil, as RedactAll's is not.
func RedactInto(buf, events []Event, viewer int) []Event {
	if buf == nil {
		buf = make([]Event, 0, len(events))
	}
	out := append(buf[:0], events...)
	// Copied whole, then only the withheld secrets cleared: an observation
	// copies its log at every action a search simulates, and this is Redact
	// without a call and a copy per event.
	for i := range out {
		e := &out[i]
		if e.Secret.n != 0 && (uint(viewer) >= 16 || e.SeenBy&(1<<uint(viewer)) == 0) {
			e.Hidden = int(e.Secret.n)
			e.Secret = Values{}
		}
	}
	return out
}

// CloneEvents copies a slice of events so that a copy of a game shares no memory with it.
func CloneEvents(events []Event) []Event {
	if events == nil {
		return nil
	}
	return append(make([]Event, 0, cap(events)), events...)
}

// CloneEventsToPlay copies a log for a game that plays on at once (a sample
// dealt from an observation, which a search plays out): with room for as
// many events again, so that its first event does not copy the whole log
// into a larger slice.
func CloneEventsToPlay(events []Event) []Event {
	return append(make([]Event, 0, 2*len(events)+16), events...)
}

// EventType names what an event is. It is a small number, so that events hold
// no pointers and a game's log costs the garbage collector nothing to scan; it
// reads and writes as its name in JSON and text.
type EventType uint16

// The registry is written only during package initialisation (DefineEvent is
// called from package-level var blocks), which happens before any reader runs,
// so reads need no lock.
var (
	eventTypesMu sync.Mutex
	eventNames   = []string{""}
	eventTypes   = map[string]EventType{}
)

// DefineEvent registers an event type name and returns its type. Call it only
// from package initialisation. Defining the same name twice returns the same
// type, so games may share names such as "reveal".
func DefineEvent(name string) EventType {
	eventTypesMu.Lock()
	defer eventTypesMu.Unlock()
	if t, ok := eventTypes[name]; ok {
		return t
	}
	t := EventType(len(eventNames))
	eventNames = append(eventNames, name)
	eventTypes[name] = t
	return t
}

func (t EventType) String() string {
	if int(t) < len(eventNames) {
		return eventNames[t]
	}
	return fmt.Sprintf("event(%d)", int(t))
}

// MarshalText writes the name.
func (t EventType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a name that some game defined.
func (t *EventType) UnmarshalText(b []byte) error {
	v, ok := eventTypes[string(b)]
	if !ok {
		return fmt.Errorf("unknown event type %q", b)
	}
	*t = v
	return nil
}

// MaxValues is how many secret values one event can carry.
const MaxValues = 4

// Values is a short list of small secret values (cards, choices), stored inline
// so that recording an event allocates nothing. It encodes as a JSON array.
type Values struct {
	n uint8
	v [MaxValues]int8
}

// ValuesOf builds a list; values past MaxValues are a programming error.
func ValuesOf(vs ...int) Values {
	if len(vs) > MaxValues {
		panic(fmt.Sprintf("game: %d secret values, at most %d", len(vs), MaxValues))
	}
	var out Values
	for i, x := range vs {
		out.v[i] = int8(x)
	}
	out.n = uint8(len(vs))
	return out
}

// Len is the number of values.
func (v Values) Len() int { return int(v.n) }

// At returns value i.
func (v Values) At(i int) int { return int(v.v[i]) }

// Append adds a value; past MaxValues is a programming error.
func (v *Values) Append(x int) {
	if v.n == MaxValues {
		panic("game: too many secret values")
	}
	v.v[v.n] = int8(x)
	v.n++
}

// Set replaces value i.
func (v *Values) Set(i, x int) { v.v[i] = int8(x) }

// Slice returns the values as a new slice.
func (v Values) Slice() []int {
	out := make([]int, v.n)
	for i := range out {
		out[i] = int(v.v[i])
	}
	return out
}

// IsZero reports an empty list (for omitzero).
func (v Values) IsZero() bool { return v.n == 0 }

// MarshalJSON writes a JSON array.
func (v Values) MarshalJSON() ([]byte, error) { return json.Marshal(v.Slice()) }

// UnmarshalJSON reads a JSON array of at most MaxValues small integers.
func (v *Values) UnmarshalJSON(b []byte) error {
	var xs []int
	if err := json.Unmarshal(b, &xs); err != nil {
		return err
	}
	if len(xs) > MaxValues {
		return fmt.Errorf("event secret has %d values, at most %d", len(xs), MaxValues)
	}
	for _, x := range xs {
		if x < -128 || x > 127 {
			return fmt.Errorf("event secret value %d out of range", x)
		}
	}
	*v = ValuesOf(xs...)
	return nil
}

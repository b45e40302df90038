// Package tween schedules the table's motion: cards flying between places,
// flipping on the way, panels flashing. It knows nothing of cards or games
// and never draws; the table asks it where things are at this moment. It has
// no Ebitengine dependency, so its timing is tested natively.
package tween

import (
	"math"

	"parlour/render/layout"
)

// Flight is one card moving from one place to another.
type Flight struct {
	From, To layout.Rect
	Start    float64 // seconds on the timeline
	Dur      float64
	// Face is what the card shows: a value, or -1 for its back. A card that
	// is known only at one end turns over half-way (FlipTo).
	Face, FlipTo int
	// Hide names the place the card is going to, which the table leaves empty
	// until it lands, so the card is never in two places.
	Hide Place
	// Hold keeps the card at its destination for this long after it lands
	// (a Baron comparison or a Priest's look lingers so it can be read).
	Hold float64
}

// Place names a spot on the table: a kind ("hand", "discard", "seat"...),
// a seat and an index. It is a comparable value, so naming places every
// frame allocates nothing.
type Place struct {
	Kind        string
	Seat, Index int
}

// Flash is a highlight on a named place (an elimination, a token won).
type Flash struct {
	Key        Place
	Start, Dur float64
	Kind       int
}

// Timeline is the motion in progress. Time only moves forward; new motion is
// queued after what is already scheduled, so a burst of events plays in order.
type Timeline struct {
	Now     float64
	flights []Flight
	flashes []Flash
	cursor  float64 // when the next queued motion may start
	cues    []Cue
}

// Cue is something to do when the timeline reaches At (a sound, a summary).
type Cue struct {
	At float64
	ID int
}

// Queue adds a flight after everything queued so far, offset by delay
// (negative to overlap the previous motion), and returns its landing time.
func (t *Timeline) Queue(f Flight, delay float64) float64 {
	f.Start = math.Max(t.Now, t.cursor+delay)
	t.flights = append(t.flights, f)
	t.cursor = f.Start + f.Dur + f.Hold
	return f.Start + f.Dur
}

// Along adds a flight starting together with the last queued one.
func (t *Timeline) Along(f Flight) {
	start := t.Now
	if n := len(t.flights); n > 0 {
		start = math.Max(t.Now, t.flights[n-1].Start)
	}
	f.Start = start
	t.flights = append(t.flights, f)
	t.cursor = math.Max(t.cursor, f.Start+f.Dur+f.Hold)
}

// Flash adds a highlight after what is queued.
func (t *Timeline) Flash(key Place, kind int, dur float64) {
	start := math.Max(t.Now, t.cursor)
	t.flashes = append(t.flashes, Flash{Key: key, Start: start, Dur: dur, Kind: kind})
	t.cursor = start + dur*0.5
}

// Cue schedules id for when everything queued so far has started.
func (t *Timeline) Cue(id int) {
	t.cues = append(t.cues, Cue{At: math.Max(t.Now, t.cursor), ID: id})
}

// CueNow schedules id at the start of the last queued flight.
func (t *Timeline) CueNow(id int) {
	at := t.Now
	if n := len(t.flights); n > 0 {
		at = math.Max(at, t.flights[n-1].Start)
	}
	t.cues = append(t.cues, Cue{At: at, ID: id})
}

// Advance moves time on by dt and returns the cues reached, in order.
func (t *Timeline) Advance(dt float64) []int {
	t.Now += dt
	var due []int
	kept := t.cues[:0]
	for _, c := range t.cues {
		if c.At <= t.Now {
			due = append(due, c.ID)
		} else {
			kept = append(kept, c)
		}
	}
	t.cues = kept
	fl := t.flights[:0]
	for _, f := range t.flights {
		if t.Now < f.Start+f.Dur+f.Hold {
			fl = append(fl, f)
		}
	}
	t.flights = fl
	fs := t.flashes[:0]
	for _, f := range t.flashes {
		if t.Now < f.Start+f.Dur {
			fs = append(fs, f)
		}
	}
	t.flashes = fs
	return due
}

// Busy reports whether anything is still moving or waiting to.
func (t *Timeline) Busy() bool {
	return len(t.flights) > 0 || len(t.cues) > 0 || t.cursor > t.Now
}

// Finish jumps to the end of everything queued, returning the cues passed.
func (t *Timeline) Finish() []int {
	end := t.cursor
	for _, f := range t.flights {
		end = math.Max(end, f.Start+f.Dur+f.Hold)
	}
	for _, f := range t.flashes {
		end = math.Max(end, f.Start+f.Dur)
	}
	for _, c := range t.cues {
		end = math.Max(end, c.At)
	}
	return t.Advance(math.Max(0, end-t.Now) + 1e-9)
}

// Hidden reports whether a place is waiting for a card still in the air (or
// not yet departed).
func (t *Timeline) Hidden(key Place) bool {
	for _, f := range t.flights {
		if f.Hide == key && key.Kind != "" && t.Now < f.Start+f.Dur {
			return true
		}
	}
	return false
}

// Flashing returns the strength (0..1, fading) and kind of a highlight on key.
func (t *Timeline) Flashing(key Place) (float64, int, bool) {
	for _, f := range t.flashes {
		if f.Key == key && t.Now >= f.Start {
			return 1 - (t.Now-f.Start)/f.Dur, f.Kind, true
		}
	}
	return 0, 0, false
}

// InAir is a flight as it is now: where it is, and which side shows.
type InAir struct {
	Rect layout.Rect
	Face int
	// Turn is the card's apparent width as a fraction (1 flat, 0 edge-on) while it flips.
	Turn float64
	// Lift is 0..1, highest mid-flight, for a shadow and a slight scale.
	Lift float64
	// Ref is a size fixed for the whole flight (the larger end's width), so
	// a drawing cached at that size serves every frame of it.
	Ref float64
}

// Flying lists the flights that have started, in the order queued.
func (t *Timeline) Flying() []InAir {
	var out []InAir
	for _, f := range t.flights {
		if t.Now < f.Start {
			continue
		}
		p := 1.0
		if f.Dur > 0 {
			p = math.Min(1, (t.Now-f.Start)/f.Dur)
		}
		e := EaseInOut(p)
		r := lerpRect(f.From, f.To, e)
		face, turn := f.Face, 1.0
		if f.FlipTo != f.Face {
			// Turn over around the middle: shrink to edge-on, then open on the other side.
			turn = math.Abs(math.Cos(math.Pi * e))
			if e >= 0.5 {
				face = f.FlipTo
			}
		}
		out = append(out, InAir{Rect: r, Face: face, Turn: turn, Lift: math.Sin(math.Pi * p), Ref: math.Max(f.From.W, f.To.W)})
	}
	return out
}

// EaseInOut is a smooth start and stop (cubic).
func EaseInOut(p float64) float64 {
	if p < 0.5 {
		return 4 * p * p * p
	}
	q := -2*p + 2
	return 1 - q*q*q/2
}

func lerpRect(a, b layout.Rect, t float64) layout.Rect {
	l := func(x, y float64) float64 { return x + (y-x)*t }
	return layout.Rect{X: l(a.X, b.X), Y: l(a.Y, b.Y), W: l(a.W, b.W), H: l(a.H, b.H)}
}

// At names a place.
func At(kind string, seat, index int) Place { return Place{Kind: kind, Seat: seat, Index: index} }

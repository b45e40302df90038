// Package tween schedules the table's motion: cards flying between places,
// flipping on the way, panels flashing. It knows nothing of cards or games
// and never draws; the table asks it where things are at this moment. It has
// no Ebitengine dependency, so its timing is tested natively.
package tween

import (
	"math"

	"parlour/render/layout"
	"parlour/render/style"
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
	// Token, when not zero, says a token of that kind flies, not a card.
	Token int
	// Label is a line shown under the card while it holds ("only you see this").
	Label string
	// Kept keeps the card where it landed after its hold, until LetGo sends
	// it back (Keep). The timeline goes on without waiting for it.
	Kept bool
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
	// Still is reduced motion (issue 31), the one switch for every table:
	// a card shows at once where it lands, turned to the side it lands on,
	// without rising, arcing or turning, and a shake does not move. The
	// timings stay as queued, so the table keeps the pace a person needs
	// to follow what happened: motion is taken away, never the pauses.
	Still   bool
	Now     float64
	flights []Flight
	flashes []Flash
	cursor  float64 // when the next queued motion may start
	lead    float64 // how far the next motion may overlap the last (a deal)
	cues    []Cue
	counts  []Count
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
	t.lead = math.Max(0, -delay)
	return f.Start + f.Dur
}

// Release is when the next event's motion may begin: the end of what is
// queued, less the overlap the last flight asked for (cards dealt in a quick
// run overlap one another).
func (t *Timeline) Release() float64 { return math.Max(t.Now, t.cursor-t.lead) }

// Wait holds the timeline for d seconds after what is queued.
func (t *Timeline) Wait(d float64) {
	t.cursor = math.Max(t.Now, t.cursor) + d
	t.lead = 0
}

// Count is a number counting from one value to another at a named place.
type Count struct {
	Key        Place
	From, To   float64
	Start, Dur float64
}

// CountUp makes the number at key count from one value to another, after
// what is queued.
func (t *Timeline) CountUp(key Place, from, to, dur float64) {
	start := math.Max(t.Now, t.cursor)
	t.counts = append(t.counts, Count{Key: key, From: from, To: to, Start: start, Dur: dur})
	t.cursor = start + dur
	t.lead = 0
}

// Counting returns the value shown at key while it counts.
func (t *Timeline) Counting(key Place) (float64, bool) {
	for _, c := range t.counts {
		if c.Key == key {
			p := 0.0
			if c.Dur > 0 {
				p = math.Min(1, math.Max(0, (t.Now-c.Start)/c.Dur))
			}
			return c.From + (c.To-c.From)*EaseOut(p), true
		}
	}
	return 0, false
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
	t.lead = 0
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
		if t.Now < f.Start+f.Dur+f.Hold || f.Kept {
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
	cs := t.counts[:0]
	for _, c := range t.counts {
		if t.Now < c.Start+c.Dur {
			cs = append(cs, c)
		}
	}
	t.counts = cs
	return due
}

// Busy reports whether anything is still moving or waiting to; a card kept
// where it landed (Keep), its hold over, is not.
func (t *Timeline) Busy() bool {
	for _, f := range t.flights {
		if !f.Kept || t.Now < f.Start+f.Dur+f.Hold {
			return true
		}
	}
	return len(t.cues) > 0 || len(t.counts) > 0 || t.cursor > t.Now
}

// Keep queues f as Queue does, but the card stays where it lands, label and
// all, after its hold, until LetGo: a card only the device's holder may see
// (a Priest's look at a table of several people) stays until they say they
// are done, while the timeline goes on.
func (t *Timeline) Keep(f Flight, delay float64) float64 {
	f.Kept = true
	return t.Queue(f, delay)
}

// Keeping reports how many cards are kept (Keep) and not yet let go.
func (t *Timeline) Keeping() int {
	n := 0
	for _, f := range t.flights {
		if f.Kept {
			n++
		}
	}
	return n
}

// LetGo sends every kept card back where it came from, turning to the side
// it left showing, taking dur seconds, all together after what is queued.
func (t *Timeline) LetGo(dur float64) {
	var back []Flight
	fl := t.flights[:0]
	for _, f := range t.flights {
		if f.Kept {
			back = append(back, Flight{From: f.To, To: f.From, Face: f.FlipTo, FlipTo: f.Face, Dur: dur})
			continue
		}
		fl = append(fl, f)
	}
	t.flights = fl
	for i, f := range back {
		if i == 0 {
			t.Queue(f, 0)
		} else {
			t.Along(f)
		}
	}
}

// Finish jumps to the end of everything queued, returning the cues passed.
func (t *Timeline) Finish() []int {
	end := t.cursor
	for _, f := range t.flights {
		end = math.Max(end, f.Start+f.Dur+f.Hold) // a kept card stays kept
	}
	for _, f := range t.flashes {
		end = math.Max(end, f.Start+f.Dur)
	}
	for _, c := range t.cues {
		end = math.Max(end, c.At)
	}
	for _, c := range t.counts {
		end = math.Max(end, c.Start+c.Dur)
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

// Shake is how far, as a fraction of its swing, a place flashing with
// strength k (Flashing) is knocked sideways now: a few fading swings, and
// none when Still.
func (t *Timeline) Shake(k float64) float64 {
	if t.Still {
		return 0
	}
	return math.Sin(k*math.Pi*6) * k
}

// InAir is a flight as it is now: where it is, and which side shows.
type InAir struct {
	Rect layout.Rect
	Face int
	// Turn is the card's apparent width as a fraction (1 flat, 0 edge-on) while it flips.
	Turn float64
	// Lean is the flip's perspective, -1..1: the edge turning towards the
	// viewer looks taller. Positive while the right edge comes nearer (the
	// first half of a flip), negative while the left edge is the nearer one
	// (the second half, the card's other side showing); 0 flat.
	Lean float64
	// Lift is 0..1, highest mid-flight, for a shadow and a slight scale.
	Lift float64
	// Ref is a size fixed for the whole flight (the larger end's width), so
	// a drawing cached at that size serves every frame of it.
	Ref   float64
	Token int
	// Label is set once the card has landed and while it holds.
	Label string
	// Moving is set while the card travels or turns (never when Still).
	Moving bool
}

// Flying lists the flights that have started, in the order queued.
func (t *Timeline) Flying() []InAir {
	var out []InAir
	for _, f := range t.flights {
		if t.Now < f.Start {
			continue
		}
		p := 1.0
		if f.Dur > 0 && !t.Still {
			p = math.Min(1, (t.Now-f.Start)/f.Dur)
		}
		e := EaseInOut(p)
		r := arc(f.From, f.To, e)
		face, turn, lean := f.Face, 1.0, 0.0
		if f.FlipTo != f.Face {
			// Turn over around the middle: shrink to edge-on, then open on
			// the other side. The card turns about its upright axis by π·e:
			// the edge coming round is nearer, on the right and then, once
			// past edge-on, on the left.
			turn = math.Abs(math.Cos(math.Pi * e))
			lean = math.Sin(math.Pi * e)
			if e >= 0.5 {
				face, lean = f.FlipTo, -lean
			}
		}
		label, lift := "", math.Sin(math.Pi*p)
		if p >= 1 {
			// Landed (or Still): flat, on the ground, exactly in place.
			label, r, turn, lean, lift = f.Label, f.To, 1, 0, 0
		}
		moving := p < 1 && (f.From != f.To || f.FlipTo != f.Face)
		out = append(out, InAir{Rect: r, Face: face, Turn: turn, Lean: lean, Lift: lift, Ref: math.Max(f.From.W, f.To.W), Token: f.Token, Label: label, Moving: moving})
	}
	return out
}

// EaseInOut and EaseOut are the visual language's motion curves.
var (
	EaseInOut = style.EaseInOut
	EaseOut   = style.EaseOut
)

// arc is a flight's place at eased time e: along a gentle curve rather than
// a straight line (a card tossed across a table rises and falls), bowed
// upwards, or to the side when the flight is vertical, by an eighth of the
// distance at its middle; a card also grows a little as it rises towards
// the player.
func arc(a, b layout.Rect, e float64) layout.Rect {
	r := lerpRect(a, b, e)
	dx, dy := b.CX()-a.CX(), b.CY()-a.CY()
	d := math.Hypot(dx, dy)
	if d < 1 {
		return r
	}
	// The perpendicular that points up the screen (or right, for a flight
	// straight up or down).
	nx, ny := dy/d, -dx/d
	if ny > 0 || ny == 0 && nx < 0 {
		nx, ny = -nx, -ny
	}
	bow := math.Sin(math.Pi*e) * d * 0.125
	grow := 1 + 0.06*math.Sin(math.Pi*e)
	cx, cy := r.CX()+nx*bow, r.CY()+ny*bow
	r.W, r.H = r.W*grow, r.H*grow
	r.X, r.Y = cx-r.W/2, cy-r.H/2
	return r
}

func lerpRect(a, b layout.Rect, t float64) layout.Rect {
	l := func(x, y float64) float64 { return x + (y-x)*t }
	return layout.Rect{X: l(a.X, b.X), Y: l(a.Y, b.Y), W: l(a.W, b.W), H: l(a.H, b.H)}
}

// At names a place.
func At(kind string, seat, index int) Place { return Place{Kind: kind, Seat: seat, Index: index} }

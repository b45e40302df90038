package table

import (
	"math"

	"parlour/assets/sounds"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/render/tween"
)

// Motion is what a game's Play maps an event onto: the kit's primitives,
// queued in order on the table's timeline and scaled by the speed setting.
// A game never times anything itself.
type Motion struct {
	t *Table
	// from is the timeline's count of flights when the event began to
	// play: those after it are the event's own (Landed).
	from int
}

// motion is the Motion of an event about to play.
func (t *Table) motion() *Motion { return &Motion{t: t, from: t.seq.TL.Queued()} }

// Place names a spot on the table (a kind, a seat, an index) that stays
// empty while a card flies to it (see Flight.Into and Table.Hidden).
type Place = tween.Place

// At names a place.
func At(kind string, seat, index int) Place { return tween.At(kind, seat, index) }

// Back is the face of a card seen from behind.
const Back = -1

// Flight is a card (or a token) on its way. Build one with Card or Token and
// refine it with its methods; then Fly, Deal or With it.
type Flight struct{ f tween.Flight }

// Card is a card flying from one rectangle to another, showing face (a
// card id, or Back) the whole way.
func Card(from, to Rect, face int) Flight {
	return Flight{tween.Flight{From: from, To: to, Face: face, FlipTo: face}}
}

// Token is a token of a kind (TokenHeart, TokenCoin) flying.
func Token(from, to Rect, kind int) Flight {
	return Flight{tween.Flight{From: from, To: to, Face: Back, FlipTo: Back, Token: kind}}
}

// Turn makes the card turn over half-way and land showing face.
func (f Flight) Turn(face int) Flight { f.f.FlipTo = face; return f }

// Into leaves the place empty until the card lands there.
func (f Flight) Into(p Place) Flight { f.f.Hide = p; return f }

// Stay keeps the card where it lands for s seconds (at normal speed) before
// the next motion: a revealed card lingers so it can be read.
func (f Flight) Stay(s float64) Flight { f.f.Hold = s; return f }

// Say shows a label under the card while it stays ("only you see this").
func (f Flight) Say(label string) Flight { f.f.Label = label; return f }

func (m *Motion) k() float64 { return m.t.Speed() }

func (m *Motion) prep(f Flight, dur float64) tween.Flight {
	g := f.f
	g.Dur = dur * m.k()
	g.Hold *= m.k()
	return g
}

// Fly sends a card after everything queued before it.
func (m *Motion) Fly(f Flight) { m.t.seq.TL.Queue(m.prep(f, style.Flight), 0) }

// Deal sends a card quickly, overlapping the one before (dealing a hand).
func (m *Motion) Deal(f Flight) {
	g := m.prep(f, style.Deal)
	m.t.seq.TL.Queue(g, -0.6*g.Dur)
}

// With sends a card together with the last one queued (two hands trading).
func (m *Motion) With(f Flight) { m.t.seq.TL.Along(m.prep(f, style.Flight)) }

// Flip turns a card over where it lies (a face shown to all, or hidden again).
func (m *Motion) Flip(at Rect, from, to int, p Place) {
	m.Fly(Card(at, at, from).Turn(to).Into(p))
}

// Reveal lifts a card from where it lies to beside it, face up and large
// enough to read, holds it with a label, and puts it back. The game calls
// it only for the seats allowed to see the card (the event's secret reaches
// only them), so showing to some viewers only is a matter of which events
// carry the face.
//
// At a table of several people, a card only the device's holder may see
// stays until they say they are done (keep): it once flew back after its
// hold, while the "Done: pass to …" button still waited.
func (m *Motion) Reveal(from Rect, face int, label string) {
	to := m.t.revealSpot(from)
	out := Card(from, to, Back).Turn(face).Stay(style.Hold).Say(label)
	if m.keep() {
		m.t.seq.TL.Keep(m.prep(out, style.Flight), 0)
		return
	}
	m.Fly(out)
	m.Fly(Card(to, from, face).Turn(Back))
}

// keep reports whether a card revealed now stays until its holder is done
// looking: at a table of several people, for what only the device's holder
// may see (Table.seenPrivately).
func (m *Motion) keep() bool { return m.t.s.Several() && m.t.pass.private }

// letGo sends the cards kept for the holder back (they are done looking,
// or moved on).
func (t *Table) letGo() {
	if t.seq.TL.Keeping() > 0 {
		t.seq.TL.LetGo(style.Flight * t.s.Speed.Factor())
		t.view.changes++
	}
}

// Compare brings two cards face up to the middle side by side, holds them,
// and sends them back (a Baron, a contest of masks).
func (m *Motion) Compare(a, b Rect, faceA, faceB int, label string) {
	c := m.t.geo.Centre
	h := math.Min(c.H*0.8, 12*m.t.geo.Unit)
	w := h / layout.CardAspect
	slots := layout.Row(c, 2, w, h, m.t.geo.Unit)
	first := Card(a, slots[0], Back).Turn(faceA).Stay(style.Hold).Say(label)
	second := Card(b, slots[1], Back).Turn(faceB).Stay(style.Hold)
	if m.keep() {
		tl := &m.t.seq.TL
		tl.Keep(m.prep(first, style.Flight), 0)
		g := m.prep(second, style.Flight)
		g.Kept = true
		tl.Along(g)
		return
	}
	m.Fly(first)
	m.With(second)
	m.Fly(Card(slots[0], a, faceA).Turn(Back))
	m.With(Card(slots[1], b, faceB).Turn(Back))
}

// revealSpot is a readable place beside r, inside the table.
func (t *Table) revealSpot(r Rect) Rect {
	g := t.geo
	h := math.Min(g.Centre.H*0.9, math.Max(r.H*1.6, 9*g.Unit))
	h = math.Min(h, 14*g.Unit)
	w := h / layout.CardAspect
	x := r.Right() + g.Unit
	if x+w > g.Prompt.Right() {
		x = r.X - w - g.Unit
	}
	y := r.CY() - h/2
	y = math.Max(g.Top.Bottom()+g.Unit, math.Min(y, g.Prompt.Y-h-g.Unit))
	x = math.Max(g.Unit, x)
	return Rect{X: x, Y: y, W: w, H: h}
}

// Glow lights a seat's panel in a tone.
func (m *Motion) Glow(seat int, tone Tone) {
	m.t.seq.TL.Flash(tween.At("seat", seat, 0), int(tone), style.Glow*math.Max(0.5, m.k()))
}

// Shake knocks a seat's panel sideways and lights it in a tone (a player
// knocked out).
func (m *Motion) Shake(seat int, tone Tone) {
	m.t.seq.TL.Flash(tween.At("seat", seat, 0), int(tone)|shakeBit, style.Shake*math.Max(0.5, m.k()))
}

// CountUp makes the number shown at a place count from one value to
// another; the game draws Table.Counting(place) while it runs.
func (m *Motion) CountUp(p Place, from, to int) {
	m.t.seq.TL.CountUp(p, float64(from), float64(to), style.CountUp*m.k())
}

// Sound plays an effect when the motion queued so far has started.
func (m *Motion) Sound(e sounds.Effect) { m.t.seq.TL.CueNow(int(e)) }

// SoundAfter plays an effect once everything queued has run.
func (m *Motion) SoundAfter(e sounds.Effect) { m.t.seq.TL.Cue(int(e)) }

// Pause holds the table for s seconds (at normal speed).
func (m *Motion) Pause(s float64) { m.t.seq.TL.Wait(s * m.k()) }

// Landed is a value a table draws that follows its events as their cards
// land, not as they begin to play: a tracker counts a card once it lies
// where it flew (issue 38: Three Parts' deck counted a card still in the
// air, Love Letter's tracker a Priest not yet landed). Play moves the view
// on as an event starts; the value it gives Then, once it has queued the
// event's motion, shows when the last card that motion sends has landed,
// or at once if it sends none (a glow, a pause). Set it at Sync (at rest
// nothing waits to land); Get is the value at the moment drawn.
type Landed[T any] struct{ l tween.Later[T] }

// Set is the value at rest.
func (v *Landed[T]) Set(x T) { v.l.Set(x) }

// Then makes x the value once the cards m has sent so far have landed.
func (v *Landed[T]) Then(m *Motion, x T) {
	tl := &m.t.seq.TL
	v.l.Then(tl.Now, tl.Lands(m.from), x)
}

// Get is the value at the moment t shows.
func (v *Landed[T]) Get(t *Table) T { return v.l.At(t.seq.TL.Now) }

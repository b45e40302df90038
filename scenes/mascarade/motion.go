package mascarade

import (
	"fmt"
	"math"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/scenes/mascarade/view"
	"parlour/scenes/table"
)

// Play implements table.Game: it moves the view on by one event (package
// view, pure) and maps the event onto the kit's motion, from the view
// before it and after it. Masks are dealt face up and turned down; a look
// lifts a mask (face up for its wearer alone); every swap — real or
// pretended, the player's, the Fool's, the Spy's — takes both masks under
// the table and back in the very same motion; reveals turn masks face up
// until the turn ends; coins fly between the bank, the court and the
// players. The memory aid reads the event once its masks have landed.
func (g *Table) Play(e game.Event, m *table.Motion) {
	before := g.v.Clone()
	g.v.Apply(e)
	g.paint(e, m, &before)
	g.playTruth(e) // an open replay's masks, after the motion is queued
	g.played(e)
	g.marks.Then(m, g.readMarks())
}

// paint shows event e, which moved the view from before to g.v: a mask
// leaves where it lay before and goes where it lies after; coins count up
// from before to after.
func (g *Table) paint(e game.Event, m *table.Motion, before *view.View) {
	v := &g.v
	h := g.t.Human()
	switch e.Type {
	case mg.EvSetup:
		if !v.Place(e.Target) {
			return
		}
		from := g.under()[0]
		m.Deal(table.Card(from, g.maskSpot(e.Target), table.Back).Turn(e.Card).Into(maskPlace(e.Target)))
		m.Sound(sounds.Deal)
	case mg.EvTurn:
		if g.guideDone {
			g.guideDone = false
			g.t.Notify(i18n.T("guide.done"))
		}
		if e.Value == 1 {
			// Every mask lies face up a while, for everyone to remember.
			s := memorise(len(before.Up))
			if k := g.t.Speed(); !g.t.SpeedChosen() && k > 0 {
				s /= k // Auto's fast pace leaves the time to remember as it is
			}
			g.hold(m, s, before.Up)
		}
		g.turnDown(m, before.Up)
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
		}
	case mg.EvLook:
		if !v.Valid(e.Seat) || !v.Place(e.Target) {
			return
		}
		at := g.maskSpot(e.Target)
		if e.Secret.Len() == 1 && e.Seat == h {
			m.Reveal(at, e.Secret.At(0), i18n.T("mascarade.reveal.you"))
			m.Sound(sounds.Reveal)
		} else {
			g.peek(m, e.Target)
		}
	case mg.EvSwap, mg.EvSpySwap, mg.EvFoolSwap:
		// The secret (real or pretended) is never read here.
		g.swapMotion(m, e)
	case mg.EvAnnounce:
		if !v.Valid(e.Seat) {
			return
		}
		c := g.centre()
		m.Fly(table.Card(g.seatCard(e.Seat), c.Claim.Card, e.Card).Into(table.At("claim", 0, 0)))
		m.Sound(sounds.Card)
		m.Glow(e.Seat, table.Winning)
	case mg.EvContest, mg.EvPass:
		if before.Ann == nil || !v.Valid(e.Seat) {
			return
		}
		if e.Type == mg.EvContest {
			m.Glow(e.Seat, table.Winning)
			m.Sound(sounds.Card)
		} else {
			m.Pause(0.15)
		}
	case mg.EvReveal:
		if !v.Valid(e.Seat) || !v.Place(e.Target) {
			return
		}
		at := g.maskSpot(e.Target)
		big := g.revealSpot(at)
		m.Fly(table.Card(at, big, table.Back).Turn(e.Card).Stay(0.5))
		m.Fly(table.Card(big, at, e.Card).Into(maskPlace(e.Target)))
		m.Sound(sounds.Reveal)
		switch {
		case v.Named != mg.NoMask:
			m.Glow(e.Seat, toneOf(v.Named == mg.Mask(e.Card)))
		case v.Ann != nil:
			m.Glow(e.Seat, toneOf(v.Ann.Mask == mg.Mask(e.Card)))
		}
	case mg.EvBank:
		if v.Valid(e.Seat) && e.Value > 0 {
			g.coins(m, g.centre().Bank.Card, e.Seat, e.Value)
		}
	case mg.EvCourt:
		if v.Valid(e.Seat) {
			if n := before.Court; n > 0 {
				g.coins(m, g.centre().Court.Card, e.Seat, n)
			}
			m.Glow(e.Seat, table.Winning)
		}
	case mg.EvFine:
		if !v.Valid(e.Seat) {
			return
		}
		if e.Value > 0 {
			m.Fly(table.Token(g.coinSpot(e.Seat), g.coinRect(g.centre().Court.Card), table.TokenCoin))
			m.Sound(sounds.Deal)
			m.CountUp(table.At("court", 0, 0), before.Court, v.Court)
		}
		m.Glow(e.Seat, table.Bad)
	case mg.EvTransfer:
		if v.Valid(e.Seat) && v.Valid(e.Target) && e.Value > 0 {
			g.coins(m, g.coinSpot(e.Target), e.Seat, e.Value)
		}
	case mg.EvCoinSwap:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) {
			return
		}
		a, b := before.Coins[e.Seat], before.Coins[e.Target]
		m.Fly(table.Token(g.coinSpot(e.Seat), g.coinSpot(e.Target), table.TokenCoin))
		m.With(table.Token(g.coinSpot(e.Target), g.coinSpot(e.Seat), table.TokenCoin))
		m.Sound(sounds.Token)
		m.CountUp(table.At("coins", e.Seat, 0), a, b)
		m.CountUp(table.At("coins", e.Target, 0), b, a)
	case mg.EvPrincess:
		if !v.Valid(e.Target) || !v.Place(e.Value) {
			return
		}
		if e.Secret.Len() == 1 {
			m.Reveal(g.maskSpot(e.Value), e.Secret.At(0), i18n.T("mascarade.reveal.princess", g.t.SeatName(e.Target)))
			m.Sound(sounds.Reveal)
		} else {
			m.Glow(e.Target, table.Info)
		}
	case mg.EvGuru:
		if v.Valid(e.Target) {
			m.Glow(e.Target, table.Info)
		}
	case mg.EvName:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Info)
		}
	case mg.EvSpyLook:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) || !v.Place(e.Value) {
			return
		}
		mine := v.At[e.Seat]
		if e.Secret.Len() == 2 {
			m.Compare(g.maskSpot(mine), g.maskSpot(e.Value), e.Secret.At(0), e.Secret.At(1), i18n.T("mascarade.reveal.spy"))
			m.Sound(sounds.Reveal)
		} else {
			g.peek(m, mine)
			g.peek(m, e.Value)
		}
	case mg.EvSeatsChange:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) {
			return
		}
		p, q := e.Seat, e.Target
		// The players change seats: each panel now shows the mask and the
		// coins at its player's new place (a panel's spots are its seat's;
		// the places are the view's after the change).
		fp, fq := g.seatCard(p), g.seatCard(q)
		cp, cq := g.coinSpot(p), g.coinSpot(q)
		m.Fly(table.Card(fq, fp, faceOf(v.Up[v.At[p]])).Into(maskPlace(v.At[p])))
		m.With(table.Card(fp, fq, faceOf(v.Up[v.At[q]])).Into(maskPlace(v.At[q])))
		m.With(table.Token(cq, cp, table.TokenCoin))
		m.With(table.Token(cp, cq, table.TokenCoin))
		m.Sound(sounds.Card)
	case mg.EvNoEffect:
		if v.Valid(e.Seat) {
			m.Shake(e.Seat, table.Plain)
		}
	case mg.EvWin:
		if !v.Valid(e.Seat) {
			return
		}
		m.Glow(e.Seat, table.Winning)
		if e.Seat == h {
			m.SoundAfter(sounds.Win)
		}
	}
}

// memorise is how long the masks lie face up at setup (at normal speed).
func memorise(places int) float64 { return 2.5 + 0.45*float64(places) }

func toneOf(true_ bool) table.Tone {
	if true_ {
		return table.Good
	}
	return table.Bad
}

func faceOf(m mg.Mask) int {
	if m == mg.NoMask {
		return table.Back
	}
	return int(m)
}

func maskPlace(place int) table.Place { return table.At("mask", 0, place) }

// hold keeps every face-up mask (up, per place) where it lies for s
// seconds. The masks are drawn in the air for that time, as the places they
// lie in wait for the turn down that follows.
func (g *Table) hold(m *table.Motion, s float64, up []mg.Mask) {
	first := true
	for p, x := range up {
		if x == mg.NoMask {
			continue
		}
		at := g.maskSpot(p)
		f := table.Card(at, at, int(x)).Stay(s)
		if first {
			m.Fly(f)
			first = false
		} else {
			m.With(f)
		}
	}
}

// turnDown turns every face-up mask (up, per place, as they lay before
// the turn) face down where it lies, together.
func (g *Table) turnDown(m *table.Motion, up []mg.Mask) {
	first := true
	for p, x := range up {
		if x == mg.NoMask {
			continue
		}
		at := g.maskSpot(p)
		f := table.Card(at, at, int(x)).Turn(table.Back).Into(maskPlace(p))
		if first {
			m.Fly(f)
			first = false
		} else {
			m.With(f)
		}
	}
	if !first {
		m.Sound(sounds.Card)
	}
}

// peek lifts a face-down mask a little and puts it back: someone looks at
// it, and the table sees that they looked.
func (g *Table) peek(m *table.Motion, place int) {
	at := g.maskSpot(place)
	// Lifted beside its place, not above it, so the player's name stays
	// readable while they look.
	up := grow(at, at.W*1.2)
	up.X += at.W * 0.6
	m.Fly(table.Card(at, up, table.Back).Stay(0.3))
	m.Fly(table.Card(up, at, table.Back).Into(maskPlace(place)))
	m.Sound(sounds.Card)
}

// swapTrace is what a swap did on screen: the places and every motion call
// in order (kind, from, to, face), so a test can check that a real and a
// pretended swap move alike.
type swapTrace struct {
	Type  string   `json:"type"`
	Seat  int      `json:"seat"`
	A     int      `json:"a"`
	B     int      `json:"b"`
	Steps []string `json:"steps"`
}

// swapMotion takes the masks at the event's two places under the table,
// shuffles them there and brings them back. It reads only the places: a
// real swap, a pretended one, the player's, the Fool's and the Spy's all
// move the same, with the same timing and the same sounds.
func (g *Table) swapMotion(m *table.Motion, e game.Event) {
	v := &g.v
	a, b := e.Value, e.Target
	if !v.Place(a) || !v.Place(b) {
		return
	}
	pa, pb := g.maskSpot(a), g.maskSpot(b)
	u := g.under()
	ua, ub := u[0], u[1]
	if pa.CX() > pb.CX() {
		ua, ub = ub, ua // each mask goes to the side nearer its place
	}
	tr := swapTrace{Type: e.Type.String(), Seat: e.Seat, A: a, B: b}
	step := func(kind string, from, to layout.Rect) {
		tr.Steps = append(tr.Steps, fmt.Sprintf("%s %.0f,%.0f,%.0f,%.0f>%.0f,%.0f,%.0f,%.0f", kind, from.X, from.Y, from.W, from.H, to.X, to.Y, to.W, to.H))
	}
	// Under the table…
	m.Fly(table.Card(pa, ua, table.Back))
	m.With(table.Card(pb, ub, table.Back))
	m.Sound(sounds.Card)
	step("fly", pa, ua)
	step("with", pb, ub)
	tr.Steps = append(tr.Steps, "sound card")
	// …shuffled there, crossing…
	m.Fly(table.Card(ua, ub, table.Back))
	m.With(table.Card(ub, ua, table.Back))
	step("fly", ua, ub)
	step("with", ub, ua)
	// …and back, each to the nearer place.
	m.Fly(table.Card(ua, pa, table.Back).Into(maskPlace(a)))
	m.With(table.Card(ub, pb, table.Back).Into(maskPlace(b)))
	m.Sound(sounds.Card)
	step("fly", ua, pa)
	step("with", ub, pb)
	tr.Steps = append(tr.Steps, "sound card")
	if v.Valid(e.Seat) {
		m.Glow(e.Seat, table.Info)
		step("glow", g.t.SeatRect(e.Seat), g.t.SeatRect(e.Seat))
	}
	g.trace = append(g.trace, tr)
	if len(g.trace) > 8 {
		g.trace = g.trace[len(g.trace)-8:]
	}
}

// coins flies n coins (a few stand for many) from a rectangle (the bank,
// the court, or a seat's coins) to seat to's coins, which count up once
// they land, to the view's count (which has them already).
func (g *Table) coins(m *table.Motion, from layout.Rect, to, n int) {
	now := g.v.Coins[to]
	src := g.coinRect(from)
	dst := g.coinSpot(to)
	for range min(n, 5) {
		m.Deal(table.Token(src, dst, table.TokenCoin))
	}
	m.Sound(sounds.Token)
	m.CountUp(table.At("coins", to, 0), now-n, now)
}

// grow is r enlarged to at least width w (a card's proportions), centred.
func grow(r layout.Rect, w float64) layout.Rect {
	if r.W >= w {
		return r
	}
	return r.Centred(w, w*layout.CardAspect)
}

// revealSpot is where a revealed mask turns over, large enough to read:
// over its place, grown, and kept inside the table.
func (g *Table) revealSpot(at layout.Rect) layout.Rect {
	geo := g.t.Geometry()
	w := math.Min(7*geo.Unit, geo.Centre.H*0.6/layout.CardAspect)
	r := grow(at, math.Max(w, at.W))
	r.X = math.Max(geo.Unit*0.3, math.Min(r.X, geo.Prompt.Right()-r.W))
	r.Y = math.Max(geo.Top.Bottom(), math.Min(r.Y, geo.Prompt.Y-r.H))
	return r
}

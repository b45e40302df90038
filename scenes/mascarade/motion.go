package mascarade

import (
	"fmt"
	"math"
	"slices"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/scenes/table"
)

// Play implements table.Game: it moves the view on by one event and maps
// it onto the kit's motion. Masks are dealt face up and turned down; a look
// lifts a mask (face up for its wearer alone); every swap — real or
// pretended, the player's, the Fool's, the Spy's — takes both masks under
// the table and back in the very same motion; reveals turn masks face up
// until the turn ends; coins fly between the bank, the court and the
// players. The memory aid reads the event once its masks have landed.
func (g *Table) Play(e game.Event, m *table.Motion) {
	g.play(e, m)
	if o := g.v.synced; o != nil {
		g.v.log = append(g.v.log, e.Redact(o.Seat)) // an open replay's events are whole
	}
	g.marks.Then(m, g.readMarks())
}

func (g *Table) play(e game.Event, m *table.Motion) {
	v := &g.v
	h := g.t.Human()
	defer g.playTruth(e) // an open replay's masks, after the motion is queued
	if v.ann != nil && !answering(e.Type) {
		// The answers are all in and the masks contested shown: the powers
		// begin, and "passes" beside every seat would describe a moment
		// gone (issue 29: the labels stayed through the Fool's swap).
		v.ann.answers = nil
	}
	switch e.Type {
	case mg.EvSetup:
		if !v.place(e.Target) {
			return
		}
		v.up[e.Target] = mg.Mask(e.Card)
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
			s := memorise(len(v.up))
			if k := g.t.Speed(); !g.t.SpeedChosen() && k > 0 {
				s /= k // Auto's fast pace leaves the time to remember as it is
			}
			g.hold(m, s)
		}
		g.turnDown(m)
		copy(v.prev, v.now)
		clear(v.now)
		v.ann = nil
		v.named = mg.NoMask
		v.turn, v.current = e.Value, e.Seat
		v.opening = max(0, 5-e.Value)
		if v.valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
		}
	case mg.EvLook:
		if !v.valid(e.Seat) || !v.place(e.Target) {
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
		if !v.valid(e.Seat) {
			return
		}
		v.ann = &claim{player: e.Seat, mask: mg.Mask(e.Card), victim: -1}
		c := g.centre()
		m.Fly(table.Card(g.seatCard(e.Seat), c.Claim.Card, e.Card).Into(table.At("claim", 0, 0)))
		m.Sound(sounds.Card)
		m.Glow(e.Seat, table.Winning)
	case mg.EvContest, mg.EvPass:
		if v.ann == nil || !v.valid(e.Seat) {
			return
		}
		v.ann.answers = append(v.ann.answers, answer{seat: e.Seat, contest: e.Type == mg.EvContest})
		if e.Type == mg.EvContest {
			m.Glow(e.Seat, table.Winning)
			m.Sound(sounds.Card)
		} else {
			m.Pause(0.15)
		}
	case mg.EvReveal:
		if !v.valid(e.Seat) || !v.place(e.Target) {
			return
		}
		v.up[e.Target] = mg.Mask(e.Card)
		v.now[e.Seat] = true
		at := g.maskSpot(e.Target)
		big := g.revealSpot(at)
		m.Fly(table.Card(at, big, table.Back).Turn(e.Card).Stay(0.5))
		m.Fly(table.Card(big, at, e.Card).Into(maskPlace(e.Target)))
		m.Sound(sounds.Reveal)
		switch {
		case v.named != mg.NoMask:
			m.Glow(e.Seat, toneOf(v.named == mg.Mask(e.Card)))
		case v.ann != nil:
			m.Glow(e.Seat, toneOf(v.ann.mask == mg.Mask(e.Card)))
		}
	case mg.EvBank:
		if v.valid(e.Seat) && e.Value > 0 {
			v.bank += e.Value
			g.coins(m, g.centre().Bank.Card, e.Seat, e.Value)
		}
	case mg.EvCourt:
		if v.valid(e.Seat) {
			n := v.court
			v.court = 0
			if n > 0 {
				g.coins(m, g.centre().Court.Card, e.Seat, n)
			}
			m.Glow(e.Seat, table.Winning)
		}
	case mg.EvFine:
		if !v.valid(e.Seat) {
			return
		}
		if e.Value > 0 {
			from := g.coinSpot(e.Seat)
			v.coins[e.Seat] -= e.Value
			old := v.court
			v.court += e.Value
			m.Fly(table.Token(from, g.coinRect(g.centre().Court.Card), table.TokenCoin))
			m.Sound(sounds.Deal)
			m.CountUp(table.At("court", 0, 0), old, v.court)
		}
		m.Glow(e.Seat, table.Bad)
	case mg.EvTransfer:
		if v.valid(e.Seat) && v.valid(e.Target) && e.Value > 0 {
			v.coins[e.Target] -= e.Value
			g.coins(m, g.coinSpot(e.Target), e.Seat, e.Value)
		}
	case mg.EvCoinSwap:
		if !v.valid(e.Seat) || !v.valid(e.Target) {
			return
		}
		a, b := v.coins[e.Seat], v.coins[e.Target]
		v.coins[e.Seat], v.coins[e.Target] = b, a
		m.Fly(table.Token(g.coinSpot(e.Seat), g.coinSpot(e.Target), table.TokenCoin))
		m.With(table.Token(g.coinSpot(e.Target), g.coinSpot(e.Seat), table.TokenCoin))
		m.Sound(sounds.Token)
		m.CountUp(table.At("coins", e.Seat, 0), a, b)
		m.CountUp(table.At("coins", e.Target, 0), b, a)
	case mg.EvPrincess:
		if !v.valid(e.Target) || !v.place(e.Value) {
			return
		}
		if e.Secret.Len() == 1 {
			m.Reveal(g.maskSpot(e.Value), e.Secret.At(0), i18n.T("mascarade.reveal.princess", g.t.SeatName(e.Target)))
			m.Sound(sounds.Reveal)
		} else {
			m.Glow(e.Target, table.Info)
		}
	case mg.EvGuru:
		if v.ann != nil {
			v.ann.victim = e.Target
		}
		if v.valid(e.Target) {
			m.Glow(e.Target, table.Info)
		}
	case mg.EvName:
		v.named = mg.Mask(e.Card)
		if v.valid(e.Seat) {
			m.Glow(e.Seat, table.Info)
		}
	case mg.EvSpyLook:
		if !v.valid(e.Seat) || !v.valid(e.Target) || !v.place(e.Value) {
			return
		}
		if v.ann != nil {
			v.ann.victim = e.Target
		}
		mine := v.at[e.Seat]
		if e.Secret.Len() == 2 {
			m.Compare(g.maskSpot(mine), g.maskSpot(e.Value), e.Secret.At(0), e.Secret.At(1), i18n.T("mascarade.reveal.spy"))
			m.Sound(sounds.Reveal)
		} else {
			g.peek(m, mine)
			g.peek(m, e.Value)
		}
	case mg.EvSeatsChange:
		if !v.valid(e.Seat) || !v.valid(e.Target) {
			return
		}
		p, q := e.Seat, e.Target
		// The players change seats: each panel now shows the mask and the
		// coins at its player's new place.
		fp, fq := g.seatCard(p), g.seatCard(q)
		cp, cq := g.coinSpot(p), g.coinSpot(q)
		v.at[p], v.at[q] = v.at[q], v.at[p]
		v.coins[p], v.coins[q] = v.coins[q], v.coins[p]
		m.Fly(table.Card(fq, fp, faceOf(v.up[v.at[p]])).Into(maskPlace(v.at[p])))
		m.With(table.Card(fp, fq, faceOf(v.up[v.at[q]])).Into(maskPlace(v.at[q])))
		m.With(table.Token(cq, cp, table.TokenCoin))
		m.With(table.Token(cp, cq, table.TokenCoin))
		m.Sound(sounds.Card)
	case mg.EvNoEffect:
		if v.valid(e.Seat) {
			m.Shake(e.Seat, table.Plain)
		}
	case mg.EvWin:
		if !v.valid(e.Seat) {
			return
		}
		if !slices.Contains(v.winners, e.Seat) {
			v.winners = append(v.winners, e.Seat)
		}
		v.ann = nil
		m.Glow(e.Seat, table.Winning)
		if e.Seat == h {
			m.SoundAfter(sounds.Win)
		}
	}
}

// answering reports whether an event of type t belongs to the answers to an
// announcement: the announcement, each contest or pass, and the reveals of
// the masks contested. Any other event of the turn is a power at work (or
// a fine after it), and the answers no longer describe the table.
func answering(t game.EventType) bool {
	switch t {
	case mg.EvAnnounce, mg.EvContest, mg.EvPass, mg.EvReveal:
		return true
	}
	return false
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

// hold keeps every face-up mask where it lies for s seconds. The masks are
// drawn in the air for that time, as the places they lie in wait for the
// turn down that follows.
func (g *Table) hold(m *table.Motion, s float64) {
	first := true
	for p, x := range g.v.up {
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

// turnDown turns every face-up mask face down where it lies, together.
func (g *Table) turnDown(m *table.Motion) {
	first := true
	for p, x := range g.v.up {
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
		g.v.up[p] = mg.NoMask
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
	if !v.place(a) || !v.place(b) {
		return
	}
	// Masks turned up this turn go face down before they leave.
	v.up[a], v.up[b] = mg.NoMask, mg.NoMask
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
	if v.valid(e.Seat) {
		m.Glow(e.Seat, table.Info)
		step("glow", g.t.SeatRect(e.Seat), g.t.SeatRect(e.Seat))
	}
	g.trace = append(g.trace, tr)
	if len(g.trace) > 8 {
		g.trace = g.trace[len(g.trace)-8:]
	}
}

// coins flies n coins (a few stand for many) from a rectangle (the bank,
// the court, or a seat's coins, which the view has already taken off) to
// seat to's coins, which count up once they land.
func (g *Table) coins(m *table.Motion, from layout.Rect, to, n int) {
	v := &g.v
	src := g.coinRect(from)
	dst := g.coinSpot(to)
	for range min(n, 5) {
		m.Deal(table.Token(src, dst, table.TokenCoin))
	}
	m.Sound(sounds.Token)
	old := v.coins[to]
	v.coins[to] += n
	m.CountUp(table.At("coins", to, 0), old, v.coins[to])
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

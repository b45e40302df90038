package threeparts

import (
	"math"

	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table/ring"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/decide"
)

type rect = layout.Rect

// front is what lies in front of a seat: its stacks (one slot per number,
// 1–10, always in the same place so stacks line up across the table), its
// jokers not yet on a stack, and its choice card during a vote. On a large
// panel it lies inside the panel; otherwise in a band of the centre next
// to it. On a small table (compact) the stacks are a summary of chips in
// area instead (board.Chips), laid out as they are drawn.
type front struct {
	area    rect
	inPanel bool
	slots   [11]rect // by number; slot 0 unused
	loose   rect
	vote    rect
}

// geometry is where everything of the centre goes on this screen, computed
// once per screen size, seat count and row length: the row's card places,
// the deck, the discards and every seat's front.
type geometry struct {
	key     [6]float64
	n       int // the round's row length
	cards   []rect
	gap     float64
	label   float64 // the strip above the row (who claims a part)
	band    float64 // the strip under the row (a part's colour)
	deck    rect
	discard rect
	fronts  []front
	area    rect // the region the row was laid in
	// compact: the slots have no room for a readable number (a small
	// embed), so each seat's stacks are chips of text, lineH tall.
	compact bool
	lineH   float64
}

// geo is this frame's geometry.
func (g *Table) geo() *geometry {
	geo := g.t.Geometry()
	n := board.RowLength(g.t.Players(), g.v.Round)
	key := [6]float64{geo.Centre.X, geo.Centre.Y, geo.Centre.W, geo.Centre.H, float64(n), geo.Unit}
	if g.lay != nil && g.lay.key == key {
		return g.lay
	}
	g.lay = g.layout(n)
	g.lay.key = key
	return g.lay
}

func (g *Table) layout(n int) *geometry {
	t := g.t
	geo := t.Geometry()
	u, sc := geo.Unit, geo.Scale
	c := geo.Centre
	out := &geometry{n: n}
	players := t.Players()
	h := t.Human()
	// Fronts: inside the panel when it is large enough, else a band of the
	// centre beside the panel, toward the middle of the table.
	top, bottom := c.Y, c.Bottom()
	out.fronts = make([]front, players)
	for s := range players {
		p := t.Panel(s)
		body := p.Body
		r := t.SeatRect(s)
		side := r.Bottom() > c.Y+u && s != h // a seat at the side of the table
		switch {
		case body.H >= 34*sc && body.W >= 180*sc || side:
			out.fronts[s] = makeFront(body, body, true, u, sc)
		case s == h:
			bh := math.Max(46*sc, math.Min(c.H*0.13, 7*u))
			area := rect{X: r.X, Y: r.Y - bh - 0.5*u, W: r.W, H: bh}
			out.fronts[s] = makeFront(area, area, false, u, sc)
			bottom = math.Min(bottom, area.Y)
		default:
			// The stacks in a band under the panel, as wide as it; the
			// choice card and the loose jokers in the panel.
			bh := math.Max(58*sc, math.Min(c.H*0.16, 9*u))
			area := rect{X: r.X, Y: r.Bottom() + 0.4*u, W: r.W, H: bh}
			out.fronts[s] = makeFront(area, body, false, u, sc)
			top = math.Max(top, area.Bottom())
		}
	}
	region := g.rowRegion(top, bottom, n, false)
	// The fronts as a summary when their slots would not read, or when
	// laid whole they leave the row too little room (a phone on its side:
	// the bands of slots above and below took the whole height, and the
	// row was drawn 4 pixels wide) and the summary leaves it more.
	whole := rowWidth(region, n, u, rowStrips(geo.Type.Small, false))
	readable := slotsReadable(out.fronts, geo.Floor)
	if !readable || whole < minRow(geo) {
		small := &geometry{n: n, fronts: make([]front, players), compact: true, lineH: geo.Floor * 1.3}
		top, bottom := g.compactFronts(small)
		r := g.rowRegion(top, bottom, n, true)
		if !readable || rowWidth(r, n, u, rowStrips(geo.Type.Small, true)) > whole {
			out, region = small, r
		}
	}
	out.area = region
	g.placeRow(out, region, n)
	return out
}

// minRowCSS is the narrowest a row card should be drawn, in real CSS
// pixels, for its number to read and a part of one card to be tapped.
const minRowCSS = 20

// minRow is minRowCSS in device pixels on table geo (whose least target
// is style.MinTargetCSS real CSS pixels).
func minRow(geo ring.Table) float64 { return minRowCSS * geo.MinTarget / style.MinTargetCSS }

// centreFit is how well the row fits in the centre c on table geo (the
// kit's Spec.Centre): 1 or more when a full row's cards, slots laid whole,
// are minRow wide or wider there. It keeps the ring from putting seats at
// the sides where they squeeze the row between them: on a tablet on its
// side, four players' rows were 20 pixels wide between two side seats, with
// a band of the table's whole width free under the seat at the top.
func centreFit(cfg game.Config, geo ring.Table, c rect, _ layout.Measure) float64 {
	return rowWidth(c, tp.RowSize(cfg.Players), geo.Unit, rowStrips(geo.Type.Small, false)) / minRow(geo)
}

// rowRegion is where the row goes when the fronts leave the centre from
// top to bottom: that span of the centre, or with seats at the sides (a
// narrow centre) the band across the whole table above them, whichever
// holds the row's cards larger.
func (g *Table) rowRegion(top, bottom float64, n int, compact bool) rect {
	geo := g.t.Geometry()
	u, c := geo.Unit, geo.Centre
	region := rect{X: c.X, Y: top + 0.4*u, W: c.W, H: bottom - top - 0.8*u}
	st := rowStrips(geo.Type.Small, compact)
	if alt, ok := g.bandAbove(top); ok && rowWidth(alt, n, u, st) > rowWidth(region, n, u, st) {
		region = alt
	}
	// A margin at each side: a part's frame is wider than its cards.
	region.X, region.W = region.X+0.5*u, region.W-u
	return region
}

// slotsReadable reports whether every seat's slots hold their number at
// about floor or larger, as drawSlot sets it: a phone of 360 pixels with
// four seats has slots a little under (drawn at the floor, they still
// read), a box of 320×240 a quarter under.
func slotsReadable(fs []front, floor float64) bool {
	for _, f := range fs {
		r := f.slots[10]
		ns := math.Min(r.H*0.42, r.W*0.55)
		if r.W > r.H*1.5 {
			ns = math.Min(r.H*0.62, r.W*0.3)
		}
		if ns < floor*0.9 {
			return false
		}
	}
	return true
}

// compactFronts places every seat's front as a summary (see front): in the
// panel when its body holds a line of chips (the person's panel always:
// its choice card and loose jokers at its right, beside the status), else
// in a band of two lines under the panel, the choice card and the loose
// jokers in the panel. It returns the centre's span left for the row.
func (g *Table) compactFronts(out *geometry) (top, bottom float64) {
	t := g.t
	geo := t.Geometry()
	u, sc := geo.Unit, geo.Scale
	c := geo.Centre
	top, bottom = c.Y, c.Bottom()
	gap := math.Max(2*sc, 0.3*u)
	for s := range out.fronts {
		p := t.Panel(s)
		body := p.Body
		r := t.SeatRect(s)
		switch {
		case s == t.Human() && body.H >= geo.Floor*0.9:
			// The choice card beside the status, with room over it for
			// the lift of a card about to be voted (vote: 15% of its
			// height), which covered the coins' count.
			h := body.Bottom() - p.Status.Y
			side := rect{X: body.X, Y: p.Status.Y + h*0.14, W: body.W, H: h * 0.86}
			out.fronts[s] = makeFront(body, side, true, u, sc)
			out.fronts[s].area.W = out.fronts[s].loose.X - gap - body.X
		case s != t.Human() && body.H >= out.lineH*0.95:
			f := makeFront(body, body, true, u, sc)
			f.area.W = f.loose.X - gap - body.X
			out.fronts[s] = f
		case s == t.Human():
			bh := 2*out.lineH + gap
			area := rect{X: r.X, Y: r.Y - bh - 0.5*u, W: r.W, H: bh}
			out.fronts[s] = makeFront(area, area, false, u, sc)
			out.fronts[s].area.W = out.fronts[s].loose.X - gap - area.X
			bottom = math.Min(bottom, area.Y)
		default:
			bh := 2*out.lineH + gap
			area := rect{X: r.X, Y: r.Bottom() + 0.4*u, W: r.W, H: bh}
			out.fronts[s] = makeFront(area, body, false, u, sc)
			if r.Bottom() <= c.Y+u {
				top = math.Max(top, area.Bottom())
			}
		}
	}
	return top, bottom
}

// chips are seat's stacks as a small table shows them (geometry.compact),
// placed in its front's area: every stack holding a card, in the air
// included (so a flying card lands where its chip will be), and the stacks
// the person may put a joker on.
func (g *Table) chips(seat int) []board.Chip {
	lay := g.geo()
	f := lay.fronts[seat]
	var counts [11]int
	for n := 1; n <= 10; n++ {
		counts[n] = g.v.Numbers[seat][n] + g.v.Jokers[seat][n]
	}
	var want uint16
	if seat == g.t.Human() && g.t.Prompted() && g.obs().Phase == tp.PhaseJoker {
		want = decide.JokerOptions(g.obs())
	}
	tx := g.t.Text()
	floor := g.t.Geometry().Floor
	gap := math.Max(2*g.t.Geometry().Scale, floor*0.2)
	// A box lower than a line holds one, as low as its words allow, on
	// the box's middle (the person's panel on a 320×240 embed).
	lineH, y := lay.lineH, f.area.Y
	if f.area.H < lineH {
		lineH = math.Max(f.area.H, floor*1.15)
		y = f.area.CY() - lineH/2
	}
	cs := board.Chips(counts, want, f.area.W, f.area.H, lineH, gap, floor*0.3, func(s string) float64 { return tx.Width(s, floor, true) })
	for i := range cs {
		cs[i].X += f.area.X
		cs[i].Y += y
	}
	return cs
}

// chipSpot is where number v's chip lies in front of seat: the chip that
// counts the stacks left out, when v's is one of them; nothing to tap, at
// the middle of the front, when seat has no stack of v.
func (g *Table) chipSpot(seat, v int) rect {
	var more rect
	for _, c := range g.chips(seat) {
		r := rect{X: c.X, Y: c.Y, W: c.W, H: c.H}
		switch c.N {
		case v:
			return r
		case 0:
			more = r
		}
	}
	if more.W > 0 && g.v.Numbers[seat][v]+g.v.Jokers[seat][v] > 0 {
		return more
	}
	a := g.geo().fronts[seat].area
	return rect{X: a.CX(), Y: a.CY()}
}

// bandAbove is the band across the table between the top seats and the
// seats at the sides, if there are seats at the sides.
func (g *Table) bandAbove(top float64) (rect, bool) {
	t := g.t
	geo := t.Geometry()
	side := math.Inf(1)
	for s := range t.Players() {
		r := t.SeatRect(s)
		if s != t.Human() && r.Bottom() > geo.Centre.Y+geo.Unit {
			side = math.Min(side, r.Y)
		}
	}
	if math.IsInf(side, 1) {
		return rect{}, false
	}
	own := t.SeatRect(t.Human())
	return rect{X: own.X, Y: top + 0.4*geo.Unit, W: own.W, H: side - top - 0.8*geo.Unit}, true
}

const gapShare = 0.34 // the gap between two row cards, as a share of a card's width

// strips are the heights of the strips above the row (label), under it (a
// part's band) and under a pile (its count): a small table (compact) has
// room for its words and no more, and writes a pile's count on the pile.
type strips struct{ label, band, count float64 }

func rowStrips(small float64, compact bool) strips {
	if compact {
		return strips{label: small * 1.3, band: small * 1.45}
	}
	return strips{label: small * 1.6, band: small * 1.8, count: small * 1.6}
}

// rowWidth is the width of a row card laid in r, deck and discards beside.
func rowWidth(r rect, n int, u float64, st strips) float64 {
	w, _ := rowFit(r, n, u, st)
	return w
}

// rowFit chooses a row card's width for r: the deck and the discards either
// beside the row (sides) or under it.
func rowFit(r rect, n int, u float64, st strips) (w float64, sides bool) {
	strips := st.label + st.band
	nn := float64(n) + gapShare*float64(n-1)
	wa := math.Min((r.W-2*u)/(nn+2+2*gapShare), (r.H-strips)/layout.CardAspect)
	wb := math.Min(r.W/nn, (r.H-strips-st.count)/(layout.CardAspect*1.8))
	w, sides = wa, true
	if wb > wa*1.05 {
		w, sides = wb, false
	}
	return math.Max(4, math.Min(w, 7.5*u)), sides
}

func (g *Table) placeRow(out *geometry, r rect, n int) {
	geo := g.t.Geometry()
	u, small := geo.Unit, geo.Type.Small
	st := rowStrips(small, out.compact)
	w, sides := rowFit(r, n, u, st)
	h := w * layout.CardAspect
	gap := w * gapShare
	out.gap = gap
	out.label = st.label
	out.band = st.band
	rowW := float64(n)*w + float64(n-1)*gap
	block := out.label + h + out.band
	pile := rect{}
	if !sides {
		pile.H = h*0.8 + st.count
		block += pile.H
	}
	y := r.CY() - block/2 + out.label
	x := r.CX() - rowW/2
	out.cards = make([]rect, n)
	for i := range out.cards {
		out.cards[i] = rect{X: x + float64(i)*(w+gap), Y: y, W: w, H: h}
	}
	if sides {
		out.deck = rect{X: x - gap - u - w, Y: y, W: w, H: h}
		out.discard = rect{X: x + rowW + gap + u, Y: y, W: w, H: h}
		return
	}
	pw, ph := w*0.8, h*0.8
	py := y + h + out.band + small*0.2
	out.deck = rect{X: r.CX() - 2*u - pw, Y: py, W: pw, H: ph}
	out.discard = rect{X: r.CX() + 2*u, Y: py, W: pw, H: ph}
}

// makeFront places a seat's front: the choice card at the right of side,
// the jokers not yet on a stack left of it, and the ten stack slots in
// area (what side leaves of it, when they are the same).
func makeFront(area, side rect, inPanel bool, u, sc float64) front {
	f := front{area: area, inPanel: inPanel}
	cw := math.Min(side.H/layout.CardAspect, side.W*0.14)
	ch := cw * layout.CardAspect
	gap := math.Max(2*sc, 0.3*u)
	f.vote = rect{X: side.Right() - cw, Y: side.CY() - ch/2, W: cw, H: ch}
	f.loose = rect{X: f.vote.X - gap - cw, Y: f.vote.Y, W: cw, H: ch}
	st := area
	if area == side {
		st.W = f.loose.X - gap - area.X
	}
	// Ten slots in one row, or two rows of five: whichever gives the larger.
	one := math.Min((st.W-9*gap)/10, st.H/1.25)
	two := math.Min((st.W-4*gap)/5, (st.H-gap)/2/1.25)
	cols := 10
	if two > one*1.1 {
		cols = 5
	}
	rows := 10 / cols
	sh := (st.H - float64(rows-1)*gap) / float64(rows)
	sw := (st.W - float64(cols-1)*gap) / float64(cols)
	for v := 1; v <= 10; v++ {
		i := v - 1
		f.slots[v] = rect{X: st.X + float64(i%cols)*(sw+gap), Y: st.Y + float64(i/cols)*(sh+gap), W: sw, H: sh}
	}
	return f
}

// Places, for drawing and motion alike.

func (g *Table) cardSpot(p int) rect {
	cs := g.geo().cards
	return cs[min(max(p, 0), len(cs)-1)]
}

// dividerSpot is a divider standing in the gap before row position p: as
// tall as the cards and a little more, never reaching the strip above the
// row (who votes on a part) or the colour bands under it (a part's name).
func (g *Table) dividerSpot(p int) rect {
	geo := g.geo()
	a, b := g.cardSpot(p-1), g.cardSpot(p)
	w := math.Max(3*g.t.Geometry().Scale, geo.gap*0.42)
	x := (a.Right()+b.X)/2 - w/2
	m := geo.band * 0.08 // the band begins that far under the cards
	return rect{X: x, Y: a.Y - m, W: w, H: a.H + 2*m}
}

// gapSpot is what a tap on the gap before p reaches: from the middle of
// the card on its left to the middle of the card on its right.
func (g *Table) gapSpot(p int) rect {
	geo := g.geo()
	a, b := g.cardSpot(p-1), g.cardSpot(p)
	return rect{X: a.CX(), Y: a.Y - geo.label, W: b.CX() - a.CX(), H: a.H + geo.label + geo.band}
}

// partSpot is a part of the row, its labels included.
func (g *Table) partSpot(lo, hi int) rect {
	geo := g.geo()
	a, b := g.cardSpot(lo), g.cardSpot(hi-1)
	return rect{X: a.X - geo.gap*0.4, Y: a.Y - geo.label, W: b.Right() - a.X + geo.gap*0.8, H: a.H + geo.label + geo.band}
}

func (g *Table) slotSpot(seat, v int) rect {
	fs := g.geo().fronts
	if seat < 0 || seat >= len(fs) {
		return rect{}
	}
	if g.geo().compact {
		return g.chipSpot(seat, min(max(v, 1), 10))
	}
	return fs[seat].slots[min(max(v, 1), 10)]
}

func (g *Table) voteSpot(seat int) rect {
	fs := g.geo().fronts
	if seat < 0 || seat >= len(fs) {
		return rect{}
	}
	return fs[seat].vote
}

func (g *Table) looseSpot(seat int) rect {
	fs := g.geo().fronts
	if seat < 0 || seat >= len(fs) {
		return rect{}
	}
	return fs[seat].loose
}

// leaderSpot is where the leader's dividers rest: at the leader's panel.
func (g *Table) leaderSpot(seat int) rect {
	p := g.t.Panel(seat)
	h := p.Counts.H * 1.1
	return rect{X: p.Counts.X, Y: p.Counts.CY() - h/2, W: h * 0.6, H: h}
}

// scoreSpot is where a seat's score is shown (the panel's counts).
func (g *Table) scoreSpot(seat int) rect { return g.t.Panel(seat).Counts }

// grow is r enlarged to at least width w (a card's proportions), centred.
func grow(r rect, w float64) rect {
	if r.W >= w {
		return r
	}
	return r.Centred(w, w*layout.CardAspect)
}

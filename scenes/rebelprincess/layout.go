package rebelprincess

import (
	"math"

	"parlour/render/layout"
	"parlour/scenes/rebelprincess/view"
	"parlour/scenes/table/ring"
)

// Places on the table, for drawing and motion alike, from the view.

// centre divides the middle of the table: the row of round cards with the
// current card's twist beside or under it, and the trick below; in a short
// centre (an embed's), the trick at the right and the rest at its left.
type centre struct {
	row   []layout.Rect // one per round card of the game
	twist layout.Rect
	trick layout.Rect
	notes layout.Rect // what the powers have set on this trick
	// side is the short centre's layout: the trick beside the round cards,
	// the twist under them in as many words as fit.
	side bool
}

func (g *Table) centre() centre {
	geo := g.t.Geometry()
	c := geo.Centre
	u := geo.Unit
	tiny := geo.Type.Tiny
	out := g.roundRow(c)
	if w, _ := trickCard(out.trick, g.trickSeats(), tiny*1.3, 0.4*u, 10*u); w >= 2.6*geo.Floor {
		return out
	}
	// The trick under the round cards would be too small for its cards'
	// values (a 320×240 embed's centre is 56 pixels high): it takes the
	// centre's height at its right, one row, and the round cards and the
	// twist the rest at its left.
	per := float64(g.trickSeats())
	gap := 0.4 * u
	h := c.H - tiny*1.3 - gap
	w := math.Min(h/layout.CardAspect, 10*u)
	tw := math.Min(per*w+(per-1)*gap, c.W*0.55)
	left := layout.Rect{X: c.X, Y: c.Y, W: c.W - tw - 1.5*gap, H: c.H}
	out = g.roundRow(left)
	bottom := left.Bottom()
	if len(g.notes()) > 0 {
		bottom -= tiny * 1.4
	}
	top := out.row[0].Y
	for _, r := range out.row {
		top = math.Max(top, r.Bottom())
	}
	top += 0.2 * u
	out.twist = layout.Rect{X: left.X, Y: top, W: left.W, H: math.Max(0, bottom-top)}
	out.notes = layout.Rect{X: left.X, Y: bottom, W: left.W, H: tiny * 1.4}
	out.trick = layout.Rect{X: c.Right() - tw, Y: c.Y, W: tw, H: c.H}
	out.side = true
	return out
}

// roundRow places the round cards at the top of c, the twist beside them
// (or under them, where the row leaves too little room), the notes at the
// bottom and the trick between.
func (g *Table) roundRow(c layout.Rect) centre {
	geo := g.t.Geometry()
	u := geo.Unit
	n := max(len(g.v.Schedule), 1)
	var out centre
	gap := 0.3 * u
	ch := math.Min(c.H*0.27, 7*u)
	cw := ch / layout.CardAspect
	if fit := (c.W*0.62 - float64(n)*gap) / (float64(n) + 0.3); cw > fit {
		cw = fit
		ch = cw * layout.CardAspect
	}
	// The current card is larger; the row starts at the left.
	x, top := c.X, c.Y+0.2*u
	rowH := ch * 1.3
	for i := range n {
		w, h := cw, ch
		if i == g.v.Round {
			w, h = cw*1.3, ch*1.3
		}
		out.row = append(out.row, layout.Rect{X: x, Y: top + rowH - h, W: w, H: h})
		x += w + gap
	}
	rest := c.Right() - x - 0.4*u
	tiny := geo.Type.Tiny
	if rest >= 9*u {
		out.twist = layout.Rect{X: x + 0.4*u, Y: top, W: rest, H: rowH}
		top += rowH + 0.4*u
	} else {
		out.twist = layout.Rect{X: c.X, Y: top + rowH + 0.2*u, W: c.W, H: tiny * 1.25 * 3}
		top = out.twist.Bottom() + 0.3*u
	}
	out.notes = layout.Rect{X: c.X, Y: c.Bottom() - tiny*1.4, W: c.W, H: tiny * 1.4}
	out.trick = layout.Rect{X: c.X, Y: top, W: c.W, H: math.Max(0, out.notes.Y-top)}
	return out
}

// trickSeats is how many cards the trick is laid out for: it keeps its size
// as it fills.
func (g *Table) trickSeats() int {
	return max(g.v.N, 1)
}

// trickCard is the width of a trick's card in area, per cards laid out in
// rows, each with a label under it, gap apart and at most maxW wide, and
// how many cards a row holds: the columns that make the cards largest.
func trickCard(area layout.Rect, per int, label, gap, maxW float64) (float64, int) {
	best, bestCols := 0.0, per
	for cols := 1; cols <= per; cols++ {
		rows := (per + cols - 1) / cols
		h := (area.H-float64(rows-1)*gap)/float64(rows) - label
		w := math.Min((area.W-float64(cols-1)*gap)/float64(cols), h/layout.CardAspect)
		if w > best {
			best, bestCols = w, cols
		}
	}
	return math.Min(best, maxW), bestCols
}

// trickSpots places k cards of the trick (in play order) in rows, each
// with a name under it.
func (g *Table) trickSpots(k int) []layout.Rect {
	area := g.centre().trick
	geo := g.t.Geometry()
	u := geo.Unit
	if k <= 0 {
		return nil
	}
	per := max(k, g.trickSeats())
	label := geo.Type.Tiny * 1.3
	gap := 0.4 * u
	w, cols := trickCard(area, per, label, gap, 10*u)
	w = math.Max(w, 0)
	h := w * layout.CardAspect
	rows := (per + cols - 1) / cols
	block := float64(rows)*(h+label) + float64(rows-1)*gap
	y0 := area.CY() - block/2
	var out []layout.Rect
	for r := range rows {
		inRow := min(cols, per-r*cols)
		band := layout.Rect{X: area.X, Y: y0 + float64(r)*(h+label+gap), W: area.W, H: h}
		out = append(out, layout.Row(band, inRow, w, h, gap)...)
	}
	return out[:min(k, len(out))]
}

// deckSpot is where dealt cards come from and the gift pile lies.
func (g *Table) deckSpot() layout.Rect {
	a := g.centre().trick
	u := g.t.Geometry().Unit
	h := math.Min(a.H*0.6, 7*u)
	return a.Centred(h/layout.CardAspect, h)
}

// seatSpot is a small card over a seat's panel (its hand, for motion).
func (g *Table) seatSpot(seat int) layout.Rect {
	r := g.t.SeatRect(seat)
	h := math.Min(r.H*0.9, 5*g.t.Geometry().Unit)
	return r.Centred(h/layout.CardAspect, h)
}

// handSpot is where card i of a seat's hand is (the person's fan, or the panel).
func (g *Table) handSpot(seat, i int) layout.Rect { return g.handSpotOf(&g.v, seat, i) }

// handSpotOf is handSpot as view v lays the person's hand out.
func (g *Table) handSpotOf(v *view.View, seat, i int) layout.Rect {
	if seat == g.t.Human() {
		return g.t.HandCard(i, max(len(v.Hand), 1))
	}
	return g.seatSpot(seat)
}

// wonSpot is where a seat's won cards go: the right of its panel.
func (g *Table) wonSpot(seat int) layout.Rect {
	r := g.t.SeatRect(seat)
	h := math.Min(r.H*0.7, 4*g.t.Geometry().Unit)
	return layout.Rect{X: r.Right() - h/layout.CardAspect - 0.3*g.t.Geometry().Unit, Y: r.CY() - h/2, W: h / layout.CardAspect, H: h}
}

// chip is the princess's sign in a seat's panel.
func (g *Table) chip(p ring.Panel) layout.Rect {
	d := math.Min(p.Body.H, p.Body.W*0.25)
	if d < p.NameSize {
		d = p.Body.H
	}
	return layout.Rect{X: p.Body.X, Y: p.Body.CY() - d/2, W: d, H: d}
}

func (g *Table) princessSpot(seat int) layout.Rect {
	c := g.chip(g.t.Panel(seat))
	h := math.Max(c.H, 3*g.t.Geometry().Unit)
	return c.Centred(h/layout.CardAspect, h)
}

package threeparts

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	tp "parlour/game/threeparts"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
	"parlour/scenes/threeparts/decide"
)

// DrawSeat implements table.Game: the score (counting up at the end) and
// the leader's dividers at the right of the name; the seat's front when it
// lies inside the panel, and its choice card and loose jokers otherwise.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	v := g.v
	if v == nil || seat >= v.N {
		return
	}
	t := g.t
	tx := t.Text()
	geo := t.Geometry()
	// The score, right-aligned, with a coin before it.
	score := g.shownScore(seat)
	s := i18n.Number(score)
	size := p.NameSize
	w := tx.Width(s, size, true)
	x := p.Counts.Right()
	tx.Draw(dst, s, x, p.Counts.CY(), size, style.Gold, render.Right, true)
	cs := size * 0.8
	t.DrawToken(dst, table.TokenCoin, x-w-cs*0.7, p.Counts.CY(), cs)
	// The leader's dividers, while they are not in the row.
	if seat == v.Leader && !g.dividersOut() && !t.Hidden(table.At(placeDividers, seat, 0)) {
		r := g.leaderSpot(seat)
		r.X = x - w - cs*1.4 - r.W
		drawDividerPair(dst, r, geo.Scale)
	}
	f := g.geo().fronts[seat]
	if f.inPanel {
		g.drawFront(dst, seat)
	} else {
		g.drawVote(dst, seat)
		g.drawLoose(dst, seat)
	}
}

// shownScore is a seat's score as shown: counting up during the final
// scoring, else what it would score if the game ended now.
func (g *Table) shownScore(seat int) int {
	v := g.v
	if c, ok := g.t.Counting(table.At(placeScore, seat, 0)); ok {
		return int(math.Round(c))
	}
	if v.Scoring {
		return v.Tally[seat]
	}
	pts, _ := v.Points()
	return pts[seat]
}

// dividersOut reports whether the dividers stand in the row.
func (g *Table) dividersOut() bool {
	cur, ok := g.v.Current()
	return ok && len(cur.Cuts) > 0 || g.personCuts()
}

// personCuts reports whether the person is cutting now: the kit shows their
// prompt (the view is then at rest and current) in a cut.
func (g *Table) personCuts() bool { return g.t.Prompted() && g.obs().Phase == tp.PhaseCut }

func drawDividerPair(dst *ebiten.Image, r rect, sc float64) {
	w := math.Max(2*sc, r.W*0.3)
	for _, x := range []float64{r.X + r.W*0.1, r.Right() - r.W*0.1 - w} {
		render.Panel(dst, rect{X: x, Y: r.Y, W: w, H: r.H}, w*0.4, style.Gold, style.Mix(style.Gold, style.Ink, 0.5), 1)
	}
}

// DrawCentre implements table.Game: the fronts that lie in the centre, the
// deck, the discards and the row.
func (g *Table) DrawCentre(dst *ebiten.Image, _ rect) {
	if g.v == nil {
		return
	}
	geo := g.geo()
	for s := range g.v.N {
		if f := geo.fronts[s]; !f.inPanel {
			render.Panel(dst, f.area.Inset(-0.2*g.t.Geometry().Unit), g.t.Geometry().Unit*0.4, style.Mix(style.FeltDark, style.Felt, 0.4), nil, 0)
			g.drawFront(dst, s)
		}
	}
	g.drawPiles(dst)
	g.drawRow(dst)
}

// drawFront draws a seat's stacks, loose jokers and choice card.
func (g *Table) drawFront(dst *ebiten.Image, seat int) {
	if g.geo().compact {
		g.drawChips(dst, seat)
	} else {
		for n := 1; n <= 10; n++ {
			g.drawSlot(dst, seat, n)
		}
	}
	g.drawLoose(dst, seat)
	g.drawVote(dst, seat)
}

// inAir counts the cards still flying to a stack (or its jokers).
func (g *Table) inAir(kind string, seat, n, count int) int {
	k := 0
	for i := range count {
		if g.t.Hidden(table.At(kind, seat, stackIndex(n, i))) {
			k++
		}
	}
	return k
}

// drawSlot draws the stack of number n in front of seat: the number, how
// many cards, the jokers on it; a gold frame for the seat holding the most
// (ties too), gold fill once it scored at the end.
func (g *Table) drawSlot(dst *ebiten.Image, seat, n int) {
	t := g.t
	v := g.v
	geo := t.Geometry()
	tx := t.Text()
	r := g.slotSpot(seat, n)
	if r.W < 2 {
		return
	}
	count := v.Numbers[seat][n]
	count -= g.inAir(placeStack, seat, n, count)
	jok := v.Jokers[seat][n]
	jok -= g.inAir(placeJoker, seat, n, jok)
	rad := math.Min(r.W, r.H) * 0.18
	tiny := geo.Type.Tiny
	r, chosen := g.drawPick(dst, seat, n, r, rad)
	if chosen {
		// The Place button sits beside the stack, never on its number:
		// above it, or under it when another stack lies above.
		fr := g.geo().fronts[seat]
		h := g.badgeHeight()
		cy := r.Y - h*0.55
		if n > 5 && fr.slots[n-5].Bottom() <= fr.slots[n].Y {
			cy = r.Bottom() + h*0.55
		}
		defer g.drawBadge(dst, r.CX(), cy, i18n.T("threeparts.button.joker"))
	}
	if count+jok == 0 {
		render.Panel(dst, r, rad, nil, style.Mix(style.Muted, style.Felt, 0.5), math.Max(1, geo.Scale))
		tx.Draw(dst, fmt.Sprint(n), r.CX(), r.CY(), math.Max(tiny, math.Min(r.H*0.4, r.W*0.45)), style.Mix(style.Muted, style.Felt, 0.35), render.Center, false)
		return
	}
	lead := v.Majority(seat, n)
	fill := numberColours[n]
	border := style.Mix(numberColours[n], style.Ink, 0.4)
	bw := math.Max(1, geo.Scale)
	if lead {
		border, bw = style.Gold, math.Max(2, 2.2*geo.Scale)
	}
	render.Panel(dst, r, rad, fill, border, bw)
	if v.Scoring && v.Scored[seat][n] {
		// Scored at the end: a coin on the stack's corner.
		d := math.Max(5*geo.Scale, math.Min(r.W, r.H)*0.32)
		t.DrawToken(dst, table.TokenCoin, r.X+d*0.25, r.Y+d*0.25, d)
	}
	num := fmt.Sprint(n)
	cnt := fmt.Sprintf("×%d", count+jok)
	if r.W > r.H*1.5 {
		// Wide: the number at the left, the count at the right.
		ns := math.Max(tiny, math.Min(r.H*0.62, r.W*0.3))
		tx.Draw(dst, num, r.X+r.W*0.3, r.CY(), ns, style.Paper, render.Center, true)
		tx.Draw(dst, cnt, r.Right()-r.W*0.08, r.CY(), math.Max(tiny, ns*0.7), style.Paper, render.Right, true)
	} else {
		ns := math.Max(tiny, math.Min(r.H*0.42, r.W*0.55))
		cs := math.Max(tiny, math.Min(r.H*0.34, r.W*0.42))
		tx.Draw(dst, num, r.CX(), r.Y+r.H*0.3, ns, style.Paper, render.Center, true)
		tx.Draw(dst, cnt, r.CX(), r.Bottom()-r.H*0.26, cs, style.Mix(style.Paper, fill, 0.15), render.Center, true)
	}
	if jok > 0 {
		// A gold corner for each joker on the stack.
		d := math.Max(3*geo.Scale, math.Min(r.W, r.H)*0.16)
		for i := range min(jok, 3) {
			render.Circle(dst, r.Right()-d*0.7-float64(i)*d*1.1, r.Y+d*0.7, d*0.45, style.Gold)
		}
	}
}

// drawPick lights the stack of number n at r when the person may put a
// joker on it, raised once chosen; it returns where the stack then lies
// and whether it is the one chosen.
func (g *Table) drawPick(dst *ebiten.Image, seat, n int, r rect, rad float64) (rect, bool) {
	t := g.t
	sc := t.Geometry().Scale
	pick := t.Prompted() && seat == t.Human() && g.obs().Phase == tp.PhaseJoker && decide.JokerOptions(g.obs())&(1<<n) != 0
	if !pick {
		return r, false
	}
	if g.d.Sel == n {
		r.Y -= r.H * 0.12
	}
	glow := r.Inset(-math.Max(2, 2*sc))
	render.Panel(dst, glow, rad*1.2, nil, style.Highlight, math.Max(2, 2.5*sc))
	if g.d.Sel == n {
		render.Panel(dst, glow, rad*1.2, style.Mix(style.Highlight, style.Felt, 0.3), style.Highlight, math.Max(3, 3*sc))
	}
	return r, g.d.Sel == n
}

// drawLoose draws the jokers a seat took and has not placed on a stack
// (waiting for a first number, or to be placed now).
func (g *Table) drawLoose(dst *ebiten.Image, seat int) {
	v := g.v
	n := g.looseShown(seat)
	if n <= 0 {
		return
	}
	r := g.looseSpot(seat)
	g.t.CardAt(dst, r, faceJoker, render.CardState{})
	tx := g.t.Text()
	tiny := g.t.Geometry().Type.Tiny
	label := fmt.Sprintf("×%d", n)
	if v.Waiting[seat] > 0 {
		label = i18n.T("threeparts.waits")
	}
	// As wide as the words at the smallest size need (a small table's
	// joker is narrower than "waits").
	w := math.Max(r.W*1.4, tx.Width(label, g.t.Geometry().Floor, true)+tiny*0.4)
	lr := rect{X: r.CX() - w/2, Y: r.Bottom() - tiny*1.3, W: w, H: tiny * 1.3}
	if right := g.t.SeatRect(seat).Right(); lr.Right() > right && g.geo().fronts[seat].inPanel {
		lr.X = right - lr.W
	}
	render.Panel(dst, lr, lr.H*0.3, style.Notice, nil, 0)
	tx.Draw(dst, label, lr.CX(), lr.CY(), tx.Fit(label, lr.W, tiny, true), style.Highlight, render.Center, true)
}

// looseShown is how many of a seat's loose jokers have landed.
func (g *Table) looseShown(seat int) int {
	n := g.v.Loose[seat] + g.v.Waiting[seat]
	for i := n - 1; i >= 0; i-- {
		if g.t.Hidden(table.At(placeLoose, seat, i)) {
			n--
		}
	}
	return n
}

// drawVote draws a seat's choice card: face down once it has voted (face
// up for the person, who knows their own, and for everyone in a replay with
// every card face up), face up once revealed.
func (g *Table) drawVote(dst *ebiten.Image, seat int) {
	r, face, st, ok := g.vote(seat)
	switch {
	case !ok:
	case face < 0:
		render.CardBack(dst, r)
	default:
		g.t.CardAt(dst, r, face, st)
	}
}

// vote is a seat's choice card as drawVote draws it: where, its face (-1
// face down) and look; false for none.
func (g *Table) vote(seat int) (r rect, face int, st render.CardState, ok bool) {
	v := g.v
	t := g.t
	if t.Hidden(table.At(placeVote, seat, 0)) {
		return rect{}, 0, st, false
	}
	r = g.voteSpot(seat)
	// The claimants of a contested part have taken their choice cards back
	// to vote again: an old card face up would read as their new vote.
	revote := v.Recalled.Has(seat)
	switch {
	case revote && !v.Ready.Has(seat):
	case v.Shown[seat] >= 0 && !revote:
		return r, faceChoice + v.Shown[seat], st, true
	case v.Ready.Has(seat) && v.Down[seat] >= 0:
		// The person's own vote, or any in a replay with every card face up.
		return r, faceChoice + v.Down[seat], st, true
	case v.Ready.Has(seat):
		return r, -1, st, true
	case seat == t.Human() && g.d.Sel >= 0 && g.t.Prompted() && g.obs().Phase == tp.PhaseVote:
		// The part the person is about to vote for: their card, not yet down.
		r.Y -= r.H * 0.15
		return r, faceChoice + g.d.Sel, render.CardState{Selected: true}, true
	}
	return rect{}, 0, st, false
}

// drawPiles draws the deck (with how many cards are left) and the
// discards (the top card face up, with how many).
func (g *Table) drawPiles(dst *ebiten.Image) {
	t := g.t
	v := g.v
	geo := t.Geometry()
	tx := t.Text()
	u := geo.Unit
	d := g.deckSpot()
	count := g.counted()
	for i := min(count.deck, 4) - 1; i >= 0; i-- {
		render.CardBack(dst, rect{X: d.X + float64(i)*u*0.1, Y: d.Y - float64(i)*u*0.1, W: d.W, H: d.H})
	}
	if count.deck == 0 {
		render.Panel(dst, d, d.W*style.CardRadius, nil, style.Muted, 1)
	}
	small := geo.Type.Tiny
	area := g.geo().area
	// A pile's count under it, within half a pile's width either side of
	// it and inside the row's area: a pile at the row's end would push a
	// long count (larger text) past the table's edge, so the count moves
	// in, and is set smaller when even that is too narrow.
	under := func(label string, p rect) {
		if g.geo().compact {
			// No strip under the piles: the count alone, on the pile.
			g.countOn(dst, label, p)
			return
		}
		lo, hi := math.Max(area.X, p.X-p.W/2), math.Min(area.Right(), p.Right()+p.W/2)
		size := math.Max(render.Readable(), tx.Fit(label, hi-lo, small, false))
		half := tx.Width(label, size, false) / 2
		x := math.Max(area.X+half, math.Min(math.Max(p.CX(), lo+half), hi-half))
		tx.Draw(dst, label, x, p.Bottom()+small*0.9, size, style.Cream, render.Center, false)
	}
	under(g.pileCount("threeparts.deck_left", count.deck), d)
	p := g.discardSpot()
	shown := g.discardShown()
	if shown >= 0 {
		t.CardAt(dst, p, int(v.Discards[shown]), render.CardState{Disabled: true})
	} else {
		render.Panel(dst, p, p.W*style.CardRadius, nil, style.Mix(style.Muted, style.Felt, 0.4), 1)
	}
	under(g.pileCount("threeparts.discarded", count.discards), p)
}

// discardShown is the discard lying face up on the pile: the last one
// landed, or -1.
func (g *Table) discardShown() int {
	for i := len(g.v.Discards) - 1; i >= 0; i-- {
		if !g.t.Hidden(table.At(placeDiscard, 0, i)) {
			return i
		}
	}
	return -1
}

// pileCount is what a pile's count says: the words of key, or on a small
// table (written on the pile) the number alone.
func (g *Table) pileCount(key string, n int) string {
	if g.geo().compact {
		return fmt.Sprint(n)
	}
	return i18n.N(key, n, n)
}

// countOn writes a pile's count on a chip at the pile's foot, as the loose
// jokers' count is.
func (g *Table) countOn(dst *ebiten.Image, label string, p rect) {
	tx := g.t.Text()
	size := g.t.Geometry().Floor
	w := math.Max(p.W*0.8, tx.Width(label, size, true)+size*0.6)
	lr := rect{X: p.CX() - w/2, Y: p.Bottom() - size*1.2, W: w, H: size * 1.25}
	render.Panel(dst, lr, lr.H*0.3, style.Notice, nil, 0)
	tx.Draw(dst, label, lr.CX(), lr.CY(), size, style.Highlight, render.Center, true)
}

package threeparts

import (
	"fmt"
	"image/color"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
	"parlour/scenes/threeparts/board"
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

// partColour is the colour a part is marked with.
func partColour(c int) color.RGBA { return choiceColours[min(max(c, 0), 2)] }

// drawRow draws the row: its cards where they lie, the parts of the
// segment being settled under coloured bands, the dividers, the
// contested parts waiting their turn, and the person's decision as it
// stands (a cut being placed, a part chosen).
func (g *Table) drawRow(dst *ebiten.Image) {
	t := g.t
	v := g.v
	geo := t.Geometry()
	lay := g.geo()
	ptr := t.Pointer()
	cur, hasCur := v.Current()
	o := g.obs()
	cutting := g.personCuts() && hasCur
	// The words above the row are written last, over the parts' frames:
	// on a narrow row they are wider than their part and cross its
	// neighbours' (they run before the Vote badge's, below the cards).
	type label struct {
		r   rect
		s   string
		ink color.Color
	}
	var labels []label
	above := func(r rect, s string, ink color.Color) { labels = append(labels, label{r, s, ink}) }
	defer func() {
		for _, l := range labels {
			g.labelAbove(dst, l.r, l.s, l.ink)
		}
	}()
	voting := g.t.Prompted() && o.Phase == tp.PhaseVote
	// The parts as they stand, or as the person's cut would make them.
	parts := cur.Parts()
	if cutting {
		parts = board.Seg{Lo: cur.Lo, Hi: cur.Hi, Cuts: g.d.Cuts[:]}.Parts()
		if which, x, ok := g.dragging(); ok {
			cuts := board.Drop(g.d.Cuts, which, g.nearestGap(x, g.d.Cuts[1-which]))
			parts = board.Seg{Lo: cur.Lo, Hi: cur.Hi, Cuts: cuts[:]}.Parts()
		}
	}
	// The parts of the last reveal still on the row: who chose each.
	var settled []board.Span
	for _, o := range v.Settled {
		if bits.OnesCount16(uint16(o.Voters)) <= 1 && g.anyOn(o.Lo, o.Hi) {
			settled = append(settled, o.Span)
		}
	}
	settledCounts := g.countsFit(settled)
	for _, o := range v.Settled {
		if bits.OnesCount16(uint16(o.Voters)) > 1 || !g.anyOn(o.Lo, o.Hi) {
			continue
		}
		pr := g.partSpot(o.Lo, o.Hi)
		g.drawPartFrame(dst, pr, o.Colour, false, false, settledCounts)
		if o.Voters == 0 {
			above(pr, i18n.T("threeparts.row.nobody"), style.Muted)
		} else {
			above(pr, g.names(o.Voters), style.Highlight)
		}
	}
	// Segments waiting their turn: a quiet frame and their claimants.
	for i, s := range v.Segs {
		if i == 0 || s.Hi <= s.Lo {
			continue
		}
		r := g.partSpot(s.Lo, s.Hi)
		render.Panel(dst, r, geo.Unit*0.4, style.Mix(style.Felt, style.Danger, 0.15), style.Mix(style.Danger, style.Felt, 0.3), 1)
		above(r, g.names(s.Claim), style.Mix(style.Danger, style.Cream, 0.4))
	}
	// The segment being settled: its frame, or its parts under their colours.
	if hasCur && cur.Hi > cur.Lo && len(v.Row) >= cur.Hi {
		r := g.partSpot(cur.Lo, cur.Hi)
		if len(parts) == 0 {
			render.Panel(dst, r, geo.Unit*0.4, style.Mix(style.Felt, style.FeltDark, 0.5), style.Edge(), 1)
		}
		counts := g.countsFit(parts)
		for _, p := range parts {
			pr := g.partSpot(p.Lo, p.Hi)
			g.drawPartFrame(dst, pr, p.Colour, voting && g.d.Sel == p.Colour, voting && pr.Contains(ptr.X, ptr.Y), counts)
		}
		defer func() {
			// The chosen part's button: a second tap on the part votes.
			for _, p := range parts {
				if voting && g.d.Sel == p.Colour {
					// On the part's colour band, under its cards.
					pr := g.partSpot(p.Lo, p.Hi)
					g.drawBadge(dst, pr.CX(), pr.Bottom()-g.geo().band/2, i18n.T("threeparts.button.vote"))
				}
			}
		}()
		switch {
		case cur.Claim != game.AllSeats(v.N):
			// A contested part: only its claimants vote on it.
			above(r, i18n.T("threeparts.row.claimants", g.names(cur.Claim)), style.Mix(style.Danger, style.Cream, 0.4))
		case !cutting && len(parts) == 0 && len(v.Row) == lay.n && v.Round > 0:
			above(r, t.Words("threeparts.row.to_cut", v.Leader, -1), style.Muted)
		}
	}
	// The cards.
	for p := range v.Row {
		if !v.On[p] || p >= len(lay.cards) || t.Hidden(table.At(placeRow, 0, p)) {
			continue
		}
		st := render.CardState{}
		if hasCur && (p < cur.Lo || p >= cur.Hi) {
			st.Disabled = true
		}
		t.CardAt(dst, g.cardSpot(p), int(v.Row[p]), st)
	}
	// The dividers.
	if cutting {
		g.drawGhosts(dst)
		which, x, dragged := g.dragging()
		for i, c := range g.d.Cuts {
			r := g.dividerSpot(c)
			if dragged && i == which {
				r.X = x - r.W/2
				drawDivider(dst, r.Inset(-r.W*0.15), true, true, geo.Scale)
				continue
			}
			if i == g.d.Lifted {
				r = g.liftedDivider(r)
			}
			drawDivider(dst, r, i == g.d.Lifted, true, geo.Scale)
		}
		if g.d.Lifted >= 0 && !dragged {
			// A divider in hand: every gap it may go to shows faintly.
			for p := cur.Lo + 1; p < cur.Hi; p++ {
				if p != g.d.Cuts[0] && p != g.d.Cuts[1] {
					r := g.dividerSpot(p)
					render.Panel(dst, r.Inset(r.W*0.2), r.W*0.3, nil, style.Mix(style.Highlight, style.Felt, 0.4), math.Max(1, geo.Scale))
				}
			}
		}
		g.drawCutHints(dst, cur)
	} else if hasCur {
		for _, c := range cur.Cuts {
			if !t.Hidden(table.At(placeDivider, 0, c)) {
				drawDivider(dst, g.dividerSpot(c), false, false, geo.Scale)
			}
		}
	}
	g.drawSpotFocus(dst)
}

// ghosts are the gaps of a suggested cut (a hint's, the guided round's)
// where no divider stands yet.
func (g *Table) ghosts() []int {
	hint, ok := g.hintedCut()
	if !ok {
		return nil
	}
	var out []int
	for _, p := range hint {
		if p != g.d.Cuts[0] && p != g.d.Cuts[1] {
			out = append(out, p)
		}
	}
	return out
}

// drawGhosts shows the whole of a suggested cut: a ghost divider, pale and
// outlined, in each of its gaps where no divider stands yet (a tap there
// brings one: board.Tap).
func (g *Table) drawGhosts(dst *ebiten.Image) {
	sc := g.t.Geometry().Scale
	for _, p := range g.ghosts() {
		r := g.dividerSpot(p)
		fill, edge := style.Mix(style.Highlight, style.Felt, 0.4), style.Highlight
		lw := math.Max(1.5, 1.5*sc)
		render.Panel(dst, r, r.W*0.4, fill, edge, lw)
		k := knob(r, sc)
		render.Panel(dst, k, k.W/2, fill, edge, lw)
	}
}

// drawCutHints marks, while the person cuts, the gap under the pointer
// (where a tap would put a divider).
func (g *Table) drawCutHints(dst *ebiten.Image, cur board.Seg) {
	ptr := g.t.Pointer()
	if _, _, ok := g.dragging(); ok {
		return
	}
	for p := cur.Lo + 1; p < cur.Hi; p++ {
		if p == g.d.Cuts[0] || p == g.d.Cuts[1] {
			continue
		}
		if g.gapSpot(p).Contains(ptr.X, ptr.Y) {
			r := g.dividerSpot(p)
			render.Panel(dst, r, r.W*0.4, style.Mix(style.Gold, style.Felt, 0.6), nil, 0)
		}
	}
}

// drawSpotFocus draws the keyboard's focus ring on a spot of the prompt.
// The kit draws it for seats, hand cards and buttons, not for spots: it
// names the focus (KeyFocus) once the keyboard is in use.
func (g *Table) drawSpotFocus(dst *ebiten.Image) {
	focus := g.t.KeyFocus()
	if !g.t.Owes() || !strings.HasPrefix(focus, "spot-") {
		return
	}
	// strconv, not fmt.Sscan: this was the wasm's only scan (25 KB of code).
	i, err := strconv.Atoi(strings.TrimPrefix(focus, "spot-"))
	sp := g.spots()
	if err == nil && i >= 0 && i < len(sp) {
		g.t.FocusRing(dst, sp[i].Rect)
	}
}

// anyOn reports whether a card of positions [lo, hi) lies on the row.
func (g *Table) anyOn(lo, hi int) bool {
	for p := max(lo, 0); p < hi && p < len(g.v.On); p++ {
		if g.v.On[p] {
			return true
		}
	}
	return false
}

// drawPartFrame draws a part's frame and its colour band with its name, and
// its size when counts is set; chosen marks the part the person is voting
// for.
func (g *Table) drawPartFrame(dst *ebiten.Image, pr rect, colour int, chosen, hover, counts bool) {
	geo := g.t.Geometry()
	tx := g.t.Text()
	col := partColour(colour)
	fill := style.Mix(style.Felt, col, 0.12)
	if hover {
		fill = style.Mix(style.Felt, col, 0.24)
	}
	border, bw := style.Mix(col, style.Felt, 0.3), math.Max(1, geo.Scale)
	if chosen {
		border, bw = style.Highlight, math.Max(3, 3*geo.Scale)
	}
	render.Panel(dst, pr, geo.Unit*0.4, fill, border, bw)
	label, size, box := g.bandText(pr, colour, counts)
	band := wideBand(g.band(pr), box, size*0.2)
	render.Panel(dst, band, band.H*0.3, col, style.Mix(col, style.Ink, 0.4), 1)
	tx.Draw(dst, label, box.CX(), band.CY(), size, choiceInk[colour], render.Center, true)
}

// badgeHeight is the height of a badge (drawBadge).
func (g *Table) badgeHeight() float64 {
	return math.Max(g.t.Geometry().Type.Small*2, 0.6*g.t.Geometry().Touch)
}

// drawBadge draws a button-like badge centred on (cx, cy), kept within the
// row's region: the chosen spot says what a second tap on it does.
func (g *Table) drawBadge(dst *ebiten.Image, cx, cy float64, label string) {
	geo := g.t.Geometry()
	tx := g.t.Text()
	size := geo.Type.Small
	w := tx.Width(label, size, true) + 1.6*geo.Unit
	h := g.badgeHeight()
	b := rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	if lay := g.geo(); b.X < lay.area.X {
		b.X = lay.area.X
	} else if b.Right() > lay.area.Right()+geo.Unit {
		b.X = lay.area.Right() + geo.Unit - w
	}
	render.Panel(dst, b, h*0.3, style.Mix(style.Gold, style.Felt, 0.15), style.Highlight, math.Max(1.5, 1.5*geo.Scale))
	tx.Draw(dst, label, b.CX(), b.CY(), size, style.Ink, render.Center, true)
}

// labelAbove writes s above r, in the row's label strip.
func (g *Table) labelAbove(dst *ebiten.Image, r rect, s string, ink color.Color) {
	if s == "" {
		return
	}
	size, box := g.labelText(r, s)
	if box.W > r.W {
		// Wider than its part: on a backing of felt, so the neighbours'
		// frames do not cross the words.
		pad := size * 0.3
		render.Panel(dst, box.Inset(-pad), size*0.4, style.Mix(style.Felt, style.FeltDark, 0.4), nil, 0)
	}
	g.t.Text().Draw(dst, s, box.CX(), box.CY(), size, ink, render.Center, true)
}

// labelText is the size of words s written above r (labelAbove), and the
// box they take.
func (g *Table) labelText(r rect, s string) (float64, rect) {
	tx := g.t.Text()
	lay := g.geo()
	// As wide as the part and a little more, but never past the row's area.
	area := lay.area
	tiny := g.t.Geometry().Type.Tiny
	w := math.Min(area.W, math.Max(r.W*1.2, tx.Width(s, tiny, true)+g.t.Geometry().Unit))
	x := math.Max(area.X+w/2, math.Min(r.CX(), area.Right()-w/2))
	size := math.Max(tiny, tx.Fit(s, w, g.t.Geometry().Type.Small, true))
	return size, textBox(tx.Width(s, size, true), size, x, r.Y+lay.label*0.45)
}

// drawDivider draws a divider standing in a gap.
func drawDivider(dst *ebiten.Image, r rect, up, handle bool, sc float64) {
	fill, border := style.Gold, style.Mix(style.Gold, style.Ink, 0.5)
	if up {
		fill, border = style.Highlight, style.Focus
		render.Panel(dst, rect{X: r.X + r.W*0.3, Y: r.Y + r.H*0.06, W: r.W, H: r.H}, r.W*0.4, style.Shade, nil, 0)
	}
	render.Panel(dst, r, r.W*0.4, fill, border, math.Max(1, sc))
	if !handle {
		return
	}
	// A round grip, so a thin divider reads as a thing to move.
	k := knob(r, sc)
	render.Panel(dst, k, k.W/2, fill, border, math.Max(1, sc))
	render.Rule(dst, k.CX()-k.W*0.22, k.CY(), k.CX()+k.W*0.22, k.CY(), math.Max(1, sc), border)
}

// knob is the round grip of a divider the person moves, standing at r:
// halfway up, in the gap between two cards, clear of the words above the
// row and in the parts' bands.
func knob(r rect, sc float64) rect {
	k := math.Max(r.W*2.2, 12*sc)
	return rect{X: r.CX() - k/2, Y: r.CY() - k/2, W: k, H: k}
}

// liftedDivider is where a divider picked up stands: raised a little, as
// far as the strips above and under the row allow.
func (g *Table) liftedDivider(r rect) rect {
	r.Y -= math.Min(r.H*0.12, g.geo().band*0.3)
	return r
}

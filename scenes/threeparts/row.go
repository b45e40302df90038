package threeparts

import (
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
	"parlour/scenes/threeparts/board"
)

// The row: its cards, the parts being settled, the dividers and the
// person's cut or choice as it stands (drawRow, called by DrawCentre).

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
	var frames []partFrame
	for i, l := range g.bandLabels(settled, g.countsFit(settled)) {
		frames = append(frames, partFrame{pr: g.partSpot(settled[i].Lo, settled[i].Hi), colour: settled[i].Colour, label: l})
	}
	g.drawPartFrames(dst, frames)
	for _, o := range v.Settled {
		if bits.OnesCount16(uint16(o.Voters)) > 1 || !g.anyOn(o.Lo, o.Hi) {
			continue
		}
		pr := g.partSpot(o.Lo, o.Hi)
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
		var frames []partFrame
		for i, l := range g.bandLabels(parts, g.countsFit(parts)) {
			p := parts[i]
			pr := g.partSpot(p.Lo, p.Hi)
			frames = append(frames, partFrame{pr: pr, colour: p.Colour, chosen: voting && g.d.Sel == p.Colour, hover: voting && pr.Contains(ptr.X, ptr.Y), label: l})
		}
		g.drawPartFrames(dst, frames)
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

// partFrame is a part's frame as drawn: its spot, its colour, whether the
// person is voting for it or points at it, and its band's words.
type partFrame struct {
	pr            rect
	colour        int
	chosen, hover bool
	label         bandLabel
}

// drawPartFrames draws parts side by side: every frame, then the colour
// bands under their cards, the bands widened under words wider than their
// part last (over a neighbour's band), then the words — so a neighbour's
// frame or band never covers a part's words ("Whit" at 240×320).
func (g *Table) drawPartFrames(dst *ebiten.Image, parts []partFrame) {
	for _, p := range parts {
		g.drawPartFrame(dst, p.pr, p.colour, p.chosen, p.hover)
	}
	tx := g.t.Text()
	for _, widened := range []bool{false, true} {
		for _, p := range parts {
			band := g.band(p.pr)
			drawn := wideBand(band, p.label.box, p.label.size*0.2)
			if (drawn != band) == widened {
				col := partColour(p.colour)
				render.Panel(dst, drawn, drawn.H*0.3, col, style.Mix(col, style.Ink, 0.4), 1)
			}
		}
	}
	for _, p := range parts {
		l := p.label
		tx.Draw(dst, l.text, l.box.CX(), g.band(p.pr).CY(), l.size, choiceInk[p.colour], render.Center, true)
	}
}

// drawPartFrame draws a part's frame; chosen marks the part the person is
// voting for.
func (g *Table) drawPartFrame(dst *ebiten.Image, pr rect, colour int, chosen, hover bool) {
	geo := g.t.Geometry()
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

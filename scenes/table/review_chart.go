package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game/review"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/ui"
)

// The review's chart has a band of its own across the table, right above
// the replay's bar (ring.Spec.Band): a phone's bar holds the replay's
// buttons and left the chart some forty pixels. The band has the review's
// words over one row: the chart of the person's chance, and on it each
// marked decision's target, a finger wide and the row's height, never
// overlapping another. The chart's time runs unevenly where it must, so
// that marks close in time lie a finger apart and each target holds its
// own point: moves between two marks are spread or pressed between them.
// When a row cannot hold every mark a finger apart, the chart shows a page
// of them with arrows to the marks before and after; the page is the one
// the replay stands in. The accessible page lists every mark whatever the
// page (access.go).

// markTargetCSS is the least a mark's target measures on each side, in
// real CSS pixels (a finger): a mark is small and its neighbours close, so
// it never goes under this, not even in a small embed, where other
// targets may (style.MinTargetCSS); style.TouchCSS where the layout's
// touch size is larger.
const markTargetCSS = 40

// bandMeasures are the band's parts' sizes, device pixels: a mark's
// target, the padding, the words' type, their line, the chart's row.
type bandMeasures struct{ target, pad, words, line, row float64 }

// measureBand is the band's measures on a screen h device pixels tall, at
// unit u, type ty, touch size touch and scale device pixels per layout CSS
// pixel at zoom. The row is a little taller than a target, for the chart's
// sake, but on a short screen (a small embed), where the table needs the
// height, a target's height. In pass and play (person) the words' line is
// a target tall: it holds the button to the next person's review.
func measureBand(h, u, touch, scale, zoom float64, ty style.Type, person bool) bandMeasures {
	if zoom <= 0 {
		zoom = 1
	}
	target := math.Max(touch, markTargetCSS*scale/zoom)
	row := math.Max(target, math.Min(math.Max(target*1.25, 2.6*u), 0.13*h))
	m := bandMeasures{target: target, pad: math.Max(2, 0.25*u), words: ty.Small * 1.35, row: row}
	m.line = m.words
	if person {
		m.line = math.Max(m.words, target)
	}
	return m
}

// reviewBandH is the height the review's band asks of the table's layout:
// 0 unless a replay shows a review.
func (t *Table) reviewBandH() float64 {
	if t.replay == nil || t.replay.review == nil {
		return 0
	}
	a := t.app
	ty := style.TypeFor(a.Unit, a.Scale).Scaled(a.Settings.TextScale()).AtLeast(style.TextFloor(a.Scale, a.Zoom))
	m := measureBand(a.H, a.Unit, style.Touch(a.Scale), a.Scale, a.Zoom, ty, t.s.Several())
	return 2*m.pad + m.line + m.row
}

// chartLayout is the band as it lies this frame.
type chartLayout struct {
	m         bandMeasures
	words     Rect // the review's words
	person    Rect // in pass and play, the button to the next person's review; zero otherwise
	row       Rect // the chart's row: the marks' targets' height
	plot      Rect // where the chance is drawn: the row less the arrows
	back, fwd Rect // the arrows to the pages before and after; zero on one page
	page      int
	pages     int
	from, to  float64   // the moves the plot spans
	marks     []int     // this page's marked decisions
	xs        []float64 // their x
	// anchors are the moves and the x they lie at, in order: the chart's
	// uneven time.
	anchors [][2]float64
}

// chart lays the band out for the replay's move.
func (t *Table) chart() chartLayout {
	rs := t.replay.review
	band := t.geo.Band
	c := chartLayout{m: measureBand(t.app.H, t.geo.Unit, t.geo.Touch, t.geo.Scale, t.app.Zoom, t.geo.Type, t.s.Several())}
	m := c.m
	c.words = Rect{X: band.X + m.pad, Y: band.Y + m.pad, W: math.Max(0, band.W-2*m.pad), H: m.line}
	c.row = Rect{X: c.words.X, Y: c.words.Bottom(), W: c.words.W, H: math.Max(0, band.Bottom()-m.pad-c.words.Bottom())}
	if t.s.Several() {
		// The button takes what its words need, a target at least and
		// never more than half the line: the review's words keep the rest.
		w := t.app.Text.Width(t.nextPersonLabel(), t.geo.Type.Small, true) + 2*t.geo.Space.M
		w = math.Min(math.Max(w, m.target), math.Max(m.target, 0.5*c.words.W))
		c.person = Rect{X: c.words.Right() - w, Y: c.words.Y, W: w, H: c.words.H}
		c.words.W = math.Max(0, c.person.X-m.pad-c.words.X)
	}
	c.plot = c.row
	n := float64(max(len(t.replay.moves), 1))
	c.from, c.to = 0, n
	marked := rs.marked()
	gap := math.Max(2, 0.15*t.geo.Unit)
	step := m.target + gap // a mark's target and the gap to the next
	perPage := func(w float64) int { return max(1, int((w+gap)/step)) }
	per := len(marked)
	c.pages = 1
	if len(marked) > perPage(c.row.W) {
		aw := m.target + gap
		c.back = Rect{X: c.row.X, Y: c.row.Y, W: m.target, H: c.row.H}
		c.fwd = Rect{X: c.row.Right() - m.target, Y: c.row.Y, W: m.target, H: c.row.H}
		c.plot = Rect{X: c.row.X + aw, Y: c.row.Y, W: math.Max(0, c.row.W-2*aw), H: c.row.H}
		c.pages = (len(marked) + perPage(c.plot.W) - 1) / perPage(c.plot.W)
		per = (len(marked) + c.pages - 1) / c.pages
	}
	// The pages tile the game: each from halfway after the last page's
	// last mark to halfway before the next page's first.
	move := func(k int) float64 { return float64(rs.decisions[marked[k]].Move) }
	bound := func(p int) float64 {
		switch {
		case p <= 0:
			return 0
		case p >= c.pages:
			return n
		}
		return (move(p*per-1) + move(p*per)) / 2
	}
	at := float64(t.replay.at)
	for c.page = 0; c.page < c.pages-1 && at >= bound(c.page+1); c.page++ {
	}
	c.from, c.to = bound(c.page), bound(c.page+1)
	if len(marked) > 0 {
		c.marks = marked[c.page*per : min(len(marked), (c.page+1)*per)]
	}
	c.place(rs, m.target, step)
	return c
}

// place puts this page's marks on the plot: each where its move lies,
// then pushed apart to a target and a gap from the next and into the plot,
// and the chart's time made to run through them.
func (c *chartLayout) place(rs *reviewState, target, step float64) {
	p := c.plot
	span := math.Max(c.to-c.from, 1e-9)
	c.xs = make([]float64, len(c.marks))
	for k, i := range c.marks {
		c.xs[k] = p.X + p.W*(float64(rs.decisions[i].Move)-c.from)/span
	}
	lo, hi := p.X+target/2, p.Right()-target/2
	for k := range c.xs {
		c.xs[k] = math.Max(c.xs[k], lo)
		if k > 0 {
			c.xs[k] = math.Max(c.xs[k], c.xs[k-1]+step)
		}
	}
	for k := len(c.xs) - 1; k >= 0; k-- {
		c.xs[k] = math.Min(c.xs[k], hi)
		if k < len(c.xs)-1 {
			c.xs[k] = math.Min(c.xs[k], c.xs[k+1]-step)
		}
	}
	c.anchors = [][2]float64{{c.from, p.X}}
	for k, i := range c.marks {
		mv := float64(rs.decisions[i].Move)
		if last := c.anchors[len(c.anchors)-1]; mv <= last[0] {
			c.anchors = c.anchors[:len(c.anchors)-1] // a mark at the page's first move
		}
		c.anchors = append(c.anchors, [2]float64{mv, c.xs[k]})
	}
	if last := c.anchors[len(c.anchors)-1]; last[0] < c.to {
		c.anchors = append(c.anchors, [2]float64{c.to, p.Right()})
	}
}

// x is where move mv lies on the plot (clamped to the page's moves).
func (c *chartLayout) x(mv float64) float64 {
	return interp(c.anchors, mv, 0, 1)
}

// moveAt is the move at x on the plot.
func (c *chartLayout) moveAt(x float64) int {
	return int(math.Round(interp(c.anchors, x, 1, 0)))
}

// interp reads the piecewise line through pts from coordinate in to out.
func interp(pts [][2]float64, v float64, in, out int) float64 {
	if len(pts) == 1 || v <= pts[0][in] {
		return pts[0][out]
	}
	for k := 1; k < len(pts); k++ {
		a, b := pts[k-1], pts[k]
		if v <= b[in] {
			return a[out] + (b[out]-a[out])*(v-a[in])/math.Max(b[in]-a[in], 1e-9)
		}
	}
	return pts[len(pts)-1][out]
}

// hit is the k-th mark's target on this page.
func (c *chartLayout) hit(k int) Rect {
	return Rect{X: c.xs[k] - c.m.target/2, Y: c.row.Y, W: c.m.target, H: c.row.H}
}

// y is the height of chance p on the plot, over the move numbers' strip.
func (c *chartLayout) y(p float64) float64 {
	top, bottom := c.plot.Y+c.m.pad, c.plot.Bottom()-c.numbersH()
	return bottom - (bottom-top)*p
}

// numbersH is the strip at the row's foot where the marks' move numbers go.
func (c *chartLayout) numbersH() float64 { return c.m.words * 0.9 }

// markInput answers the band: a mark tapped goes to its decision (or
// pressed on the accessible page, whatever the page), an arrow to the
// nearest mark on the page before or after, a tap elsewhere on the chart to
// that move.
func (t *Table) markInput(u *ui.Frame) bool {
	rs := t.replay.review
	c := t.chart()
	for _, i := range rs.marked() {
		if u.AccessPressed() == markName(i) {
			t.goToMark(i)
			return true
		}
	}
	for k, i := range c.marks {
		if u.Hit(markName(i), c.hit(k)) {
			t.goToMark(i)
			return true
		}
	}
	if c.pages > 1 {
		marked := rs.marked()
		first, last := c.marks[0], c.marks[len(c.marks)-1]
		at := func(i int) int { return indexOf(marked, i) }
		if u.Hit("review-page-back", c.back) && at(first) > 0 {
			t.goToMark(marked[at(first)-1])
			return true
		}
		if u.Hit("review-page-forward", c.fwd) && at(last) < len(marked)-1 {
			t.goToMark(marked[at(last)+1])
			return true
		}
	}
	if u.Hit("review-chart", c.plot) {
		t.replayTo(max(0, min(len(t.replay.moves), c.moveAt(u.In.TapX))))
		return true
	}
	return false
}

func indexOf(s []int, v int) int {
	for k, x := range s {
		if x == v {
			return k
		}
	}
	return -1
}

// drawReviewBand draws the band: the review's words, the person's chance
// from decision to decision, where the replay stands, and the marks.
func (t *Table) drawReviewBand(u *ui.Frame, dst *ebiten.Image) {
	rs := t.replay.review
	band := t.geo.Band
	if rs == nil || band.H <= 0 {
		return
	}
	c := t.chart()
	g := t.geo
	render.Panel(dst, band, math.Min(band.H*0.15, g.Unit*0.5), style.Mix(style.FeltDark, style.Felt, 0.4), nil, 0)
	if l, size := u.Text.FitOrClip(t.bandWords(c.words.W), c.words.W, g.Type.Small, false); size >= 1 {
		u.Text.Draw(dst, l, c.words.X, c.words.CY(), size, style.Cream, render.Left, false)
	}
	if c.person.W > 0 {
		u.Button(dst, c.person, t.nextPersonLabel(), ui.Plain)
	}
	thick := math.Max(1.5, 0.16*g.Unit)
	// The marks' targets, faintly, each with its move's number.
	numSize := u.Text.Fit("000", c.m.target*0.9, g.Type.Tiny, false)
	for k, i := range c.marks {
		d := rs.decisions[i]
		r := c.hit(k)
		var border color.Color
		if d.Move == t.replay.at {
			border = style.Gold
		}
		render.Panel(dst, r, math.Min(r.W*0.2, g.Unit*0.4), style.Mix(style.FeltDark, verdictInk(d.Verdict), 0.22), border, thick)
		u.Text.Draw(dst, i18n.Number(d.Move), r.CX(), r.Bottom()-c.numbersH()*0.55, numSize, style.Cream, render.Center, false)
	}
	// Where the replay stands.
	if at := float64(t.replay.at); at >= c.from && at <= c.to {
		x := c.x(at)
		render.Rule(dst, x, c.plot.Y+c.m.pad, x, c.plot.Bottom()-c.numbersH(), math.Max(1, thick*0.6), style.Gold)
	}
	// Even odds, faint, for scale.
	mid := c.y(0.5)
	render.Rule(dst, c.plot.X, mid, c.plot.Right(), mid, math.Max(1, thick*0.5), style.Mix(style.FeltDark, style.Cream, 0.15))
	t.drawChance(dst, &c, thick)
	for k, i := range c.marks {
		d := rs.decisions[i]
		r := math.Max(thick*2.4, math.Min(0.4*g.Unit, c.m.target*0.16))
		render.Circle(dst, c.xs[k], c.y(d.After()), r+math.Max(1, thick*0.5), style.FeltDark)
		render.Circle(dst, c.xs[k], c.y(d.After()), r, verdictInk(d.Verdict))
	}
	if c.pages > 1 {
		look := func(off bool) int {
			if off {
				return ui.Off
			}
			return ui.Plain
		}
		firstPage, lastPage := c.page == 0, c.page == c.pages-1
		u.Button(dst, c.back, "", look(firstPage))
		u.Button(dst, c.fwd, "", look(lastPage))
		arrow(dst, c.back, -1, firstPage)
		arrow(dst, c.fwd, 1, lastPage)
	}
}

// bandWords are the band's words in width w: the review's line, and where
// it fits whole, what the chart's line is (a newcomer sees a line and
// coloured marks, and nothing else says what the line measures).
func (t *Table) bandWords(w float64) string {
	l := t.reviewLine()
	rs := t.replay.review
	if l == "" || rs.failed != "" {
		return l
	}
	full := l + " · " + i18n.T("review.line."+rs.measure)
	if t.app.Text.Fit(full, w, t.geo.Type.Small, false) >= t.geo.Type.Small {
		return full
	}
	return l
}

// drawChance draws the person's chance across the page: from each
// decision's chance before it (with the best choice) to its chance after
// (with the choice made), and on to the next's before (what the cards and
// the others did), from the plot's edge to its edge.
func (t *Table) drawChance(dst *ebiten.Image, c *chartLayout, thick float64) {
	rs := t.replay.review
	px, py := -1.0, 0.0
	for k, d := range rs.decisions {
		mv := float64(d.Move)
		if mv < c.from || mv > c.to {
			if mv < c.from {
				px, py = c.plot.X, c.y(d.After())
			} else if px >= 0 && k > 0 {
				render.Rule(dst, px, py, c.plot.Right(), c.y(d.Before()), thick, style.Mix(style.Cream, style.Felt, 0.25))
				px = -1
			}
			if mv > c.to {
				break
			}
			continue
		}
		x, yb, ya := c.x(mv), c.y(d.Before()), c.y(d.After())
		if px >= 0 {
			render.Rule(dst, px, py, x, yb, thick, style.Mix(style.Cream, style.Felt, 0.25))
		}
		render.Rule(dst, x, yb, x, ya, thick, verdictInk(d.Verdict))
		px, py = x, ya
	}
}

// verdictInk is a verdict's colour on the chart.
func verdictInk(v review.Verdict) color.RGBA {
	switch v {
	case review.Inaccuracy:
		return style.Highlight
	case review.Mistake:
		return style.Mix(style.Highlight, style.Danger, 0.5)
	case review.Blunder:
		return style.Danger
	}
	return style.Cream
}

// reviewBand reports whether a target is the band's own (its marks, its
// arrows, its chart): the accessible page lists the marks itself, all of
// them, and needs neither the arrows nor the chart.
func reviewBand(name string) bool {
	return strings.HasPrefix(name, "review-mark-") || strings.HasPrefix(name, "review-page-") || name == "review-chart"
}

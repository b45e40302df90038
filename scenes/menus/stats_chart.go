package menus

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/profile"
)

// The statistics' pictures: a level's results as a strip, the win rate
// over time and the review's chance lost, with their key.

// pictures draws the line chart over the strip in r, and returns r's height.
func (s *Stats) pictures(a *scenes.App, dst *ebiten.Image, v *statView, r layout.Rect, z statSizes) float64 {
	if dst == nil {
		return r.H
	}
	render.Panel(dst, r, a.Unit*0.3, style.FeltDeep, nil, 0)
	gutter := a.Text.Width("100%", z.words, true) + z.gap*1.5
	plot := layout.Rect{X: r.X + z.gap, Y: r.Y + z.gap, W: r.W - gutter - z.gap, H: z.chart - z.gap*1.5}
	slot := plot.W / profile.RecentKept
	xAt := func(i int) float64 { return plot.X + slot*(float64(i)+0.5) }
	faint := style.Mix(style.Muted, style.FeltDeep, 0.55)
	// Half the games won: a faint rule across the chart.
	render.Rule(dst, plot.X, plot.CY(), plot.Right(), plot.CY(), math.Max(1, a.Scale), faint)

	// The strip: each game a bar, up when won, down when lost.
	strip := layout.Rect{X: plot.X, Y: r.Y + z.chart, W: plot.W, H: z.strip - z.gap}
	base := strip.CY()
	render.Rule(dst, strip.X, base, strip.Right(), base, math.Max(1, a.Scale), faint)
	bar := math.Max(1, slot*0.62)
	reach := strip.H * 0.46
	for i, x := range v.results {
		if x.Won {
			render.Rule(dst, xAt(i), base-1, xAt(i), base-reach, bar, style.Good)
		} else {
			render.Rule(dst, xAt(i), base+1, xAt(i), base+reach*0.8, bar, style.Danger)
		}
	}

	// The win rate of each rateWindow games in a row, its last value in the gutter.
	labelX := plot.Right() + z.gap
	var labels []float64 // the gutter's labels' heights, so the second keeps off the first
	rs := rates(v.results)
	yAt := func(rate float64) float64 { return plot.Bottom() - rate*plot.H }
	if len(rs) == 0 {
		note := i18n.T("stats.line_after", rateWindow)
		size := math.Max(a.Type.Tiny, a.Text.Fit(note, plot.W*0.9, z.words, false))
		if a.Text.Width(note, size, false) <= plot.W {
			s.text(dst, a.Text, note, plot.CX(), plot.CY()-size*0.9, size, style.Muted, render.Center, false)
		}
	} else {
		s.series(dst, rs, rateWindow-1, xAt, yAt, z.line, style.Gold)
		y := yAt(rs[len(rs)-1])
		labels = append(labels, y)
		s.text(dst, a.Text, percent(rs[len(rs)-1]), labelX, y, z.words, style.Gold, render.Left, true)
	}

	// The chance to win lost per decision, in the games reviewed: its own
	// scale, the largest a round 5% over the largest value.
	var lost []float64
	var at []int
	for i, x := range v.results {
		if x.Lost != nil {
			lost, at = append(lost, *x.Lost), append(at, i)
		}
	}
	if len(lost) > 0 {
		top := math.Max(0.05, math.Ceil(slices.Max(lost)/0.05)*0.05)
		lx := func(i int) float64 { return xAt(at[i]) }
		ly := func(c float64) float64 { return plot.Bottom() - c/top*plot.H }
		for i := range lost {
			if i > 0 {
				render.Rule(dst, lx(i-1), ly(lost[i-1]), lx(i), ly(lost[i]), z.line*0.8, style.Focus)
			}
			render.Circle(dst, lx(i), ly(lost[i]), z.line*1.3, style.Focus)
		}
		y := ly(lost[len(lost)-1])
		for _, other := range labels {
			if math.Abs(other-y) < z.words*1.1 {
				y = other + math.Copysign(z.words*1.1, y-other+1e-9)
			}
		}
		s.text(dst, a.Text, tenths(lost[len(lost)-1]), labelX, y, z.words, style.Focus, render.Left, true)
	}
	return r.H
}

// series draws values as a line, the first at slot from, with a dot at
// its end.
func (s *Stats) series(dst *ebiten.Image, vs []float64, from int, xAt func(int) float64, yAt func(float64) float64, w float64, c color.RGBA) {
	for i := 1; i < len(vs); i++ {
		render.Rule(dst, xAt(from+i-1), yAt(vs[i-1]), xAt(from+i), yAt(vs[i]), w, c)
	}
	last := len(vs) - 1
	render.Circle(dst, xAt(from+last), yAt(vs[last]), w*1.6, c)
}

// key draws the mark a line of words is about before it: a won and a lost
// bar (the strip), the win rate's line, the chance lost's line.
func (s *Stats) key(a *scenes.App, dst *ebiten.Image, which int, x, cy, w float64, z statSizes) {
	switch which {
	case 0:
		h, bar := z.words*0.45, math.Max(2, z.words*0.3)
		render.Rule(dst, x+w*0.3, cy, x+w*0.3, cy-h, bar, style.Good)
		render.Rule(dst, x+w*0.7, cy, x+w*0.7, cy+h*0.8, bar, style.Danger)
	case 1:
		render.Rule(dst, x, cy+z.words*0.15, x+w, cy-z.words*0.15, z.line, style.Gold)
	case 2:
		render.Rule(dst, x, cy, x+w, cy, z.line*0.8, style.Focus)
		render.Circle(dst, x+w/2, cy, z.line*1.3, style.Focus)
	}
}

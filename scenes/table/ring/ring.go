// Package ring is the table kit's geometry: where the top bar, the caption
// strip, the side panel (or its drawer), the seats, the centre, the prompt
// and the person's hand go, for 2 to 16 seats on any screen from a 360×640
// phone to 2560×1440. It draws nothing and imports no Ebitengine, so every
// seat count and screen size is tested natively.
//
// The person sits at the bottom. The other seats go round a U, clockwise
// from the person's left: up the left side, across the top, down the right
// side, as at a real table. Every seat panel has the same size, chosen as
// large as the screen allows, and never below the sizes that keep a name, a
// count and a row of small cards readable and a panel easy to tap.
package ring

import (
	"math"

	"parlour/render/layout"
	"parlour/render/style"
)

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// Spec says what a table needs.
type Spec struct {
	W, H  float64 // the canvas, in device pixels
	Scale float64 // device pixels per CSS pixel
	Seats int     // 2 to 16, the person included
	// Hand is the most cards the person's hand holds at once (0: no hand).
	Hand int
	// Text scales the type (the larger text setting); 0 is 1.
	Text float64
	// Zoom is how much smaller than its CSS size the box draws (style.Zoom,
	// included in Scale); 0 is 1. A zoomed box keeps its text readable in
	// real CSS pixels, and lays out a small landscape table.
	Zoom float64
	// Centre, if set, says how well the game's middle fits in centre on
	// table t (its type, unit and least sizes set, the person's panel
	// placed): 1 or more when it fits (cards large enough to read and
	// tap, their labels readable), less the more cramped it is. A layout
	// whose centre does not fit is taken only when every other puts the
	// seats under their minimum, and a hand gives up height for it (issue
	// 38: a 320×240 embed squeezed Mascarade's centre mask to one pixel
	// between two side columns).
	Centre func(t Table, centre Rect) float64
	// Band is the height of a band across the table right above the
	// prompt, device pixels (0: none): a replay's review chart, which a
	// phone's prompt bar has no room for. The seats and the centre give
	// it the height the hand does not (half the hand's at most).
	Band float64
}

// Table is the geometry of one table on one screen.
type Table struct {
	Unit  float64
	Scale float64 // device pixels per CSS pixel
	Touch float64 // the smallest comfortable touch target, device pixels
	// Floor is the smallest text, device pixels (style.TextFloor).
	Floor float64
	// MinTarget is the least a target may measure on a side where there
	// is no room for Touch, device pixels (style.MinTarget).
	MinTarget float64
	Type      style.Type
	Space     style.Space
	// Wide is true when the side panel is a column beside the table; on
	// narrower screens it is a drawer opened from the top bar.
	Wide bool
	Top  Rect // the top bar: status on the left, buttons on the right
	// Menu, Rules and Log are the top bar's buttons (Log opens the drawer;
	// on a wide screen it is zero).
	Menu, Rules, Log Rect
	Status           Rect // the top bar's text
	Caption          Rect // the strip that says what just happened
	Side             Rect // the side panel (a column, or the open drawer)
	Seats            []Rect
	Centre           Rect
	Prompt           Rect
	Band             Rect // Spec.Band's band, above the prompt; zero without
	Hand             Rect // the person's hand; zero without a hand
}

// Minimum sizes, in CSS pixels: a seat panel holds a name, a status line and
// a row of small cards; a name never shrinks below MinText.
const (
	MinSeatW = 76
	MinSeatH = 50
	MinText  = style.MinTextCSS
)

// Layout computes the table for s. When the seats, or the centre the game
// needs, do not fit at their minimum size, the hand gives up some of its
// height to them. When the centre fits at no height the hand can give
// while its cards stay at least the least target wide, the table is the one
// of those whose centre fits best.
func Layout(s Spec) Table {
	var t, kept Table
	keptFit := -1.0
	for _, shrink := range []float64{1, 0.85, 0.7, 0.55, 0.45} {
		var seats bool
		var fit float64
		t, seats, fit = layout1(s, shrink)
		// For the centre's sake the hand never shrinks so far that its
		// cards are too narrow to tap (for the seats' it may).
		usable := s.Centre == nil || handTappable(t, s.Hand)
		if seats && fit >= 1 && usable {
			return t
		}
		if seats && (keptFit < 0 || s.Centre != nil && usable && fit > keptFit+1e-9) {
			kept, keptFit = t, fit
		}
		if s.Hand <= 0 {
			break // no hand to give up height
		}
	}
	if keptFit >= 0 {
		return kept
	}
	return t
}

// handTappable reports whether a hand of n cards in t keeps each card at
// least the least target wide (HandFan's one row).
func handTappable(t Table, n int) bool {
	if n <= 0 {
		return true
	}
	f := HandFan(t.Hand, n, t.Touch)
	return len(f.Hits) > 0 && f.Cards[0].W >= t.MinTarget-0.01
}

func layout1(s Spec, shrink float64) (t Table, seats bool, fit float64) {
	if s.Scale <= 0 {
		s.Scale = 1
	}
	u := style.Unit(s.W, s.H, s.Scale)
	if s.Text <= 0 {
		s.Text = 1
	}
	floor := style.TextFloor(s.Scale, s.Zoom)
	t = Table{Unit: u, Scale: s.Scale, Touch: style.Touch(s.Scale), Floor: floor, MinTarget: style.MinTarget(s.Scale, s.Zoom), Type: style.TypeFor(u, s.Scale).Scaled(s.Text).AtLeast(floor), Space: style.SpaceFor(u)}
	g := style.Gap * u
	// The top bar: tall enough for its buttons, which are touch-sized and
	// grow with the table past it (at 2560×1440 they were 44 pixels tall
	// in a bar of 101, under 3% of the screen's height).
	bh := math.Max(t.Touch, style.TopH*u)
	barH := math.Max(bh+0.4*u, 2.8*u)
	t.Top = Rect{X: 0, Y: 0, W: s.W, H: barH}
	main := Rect{X: 0, Y: barH, W: s.W, H: s.H - barH}
	t.Wide = s.W >= 1.3*s.H && s.W >= 900*s.Scale
	if t.Wide {
		side := math.Min(s.W*0.26, 26*u)
		t.Side = Rect{X: s.W - side, Y: barH, W: side, H: s.H - barH}
		main.W -= side
	} else {
		w := math.Min(s.W, math.Max(s.W*0.5, 30*u))
		t.Side = Rect{X: s.W - w, Y: barH, W: w, H: s.H - barH}
	}
	bw := math.Max(bh, 5.5*u)
	by := (barH - bh) / 2
	t.Menu = Rect{X: s.W - bw - 0.3*u, Y: by, W: bw, H: bh}
	t.Rules = Rect{X: t.Menu.X - bh - 0.3*u, Y: by, W: bh, H: bh}
	right := t.Rules.X
	if !t.Wide {
		t.Log = Rect{X: t.Rules.X - bw - 0.3*u, Y: by, W: bw, H: bh}
		right = t.Log.X
	}
	t.Status = Rect{X: 0.6 * u, Y: 0, W: math.Max(0, right-1.2*u), H: barH}
	// The caption strip under the bar, across the table; on a short screen
	// it takes the bar's text place instead (the status then heads the side
	// panel).
	if main.H < 420*s.Scale {
		t.Caption, t.Status = t.Status, Rect{}
	} else {
		capH := t.Type.Body * 2
		t.Caption = Rect{X: main.X, Y: main.Y, W: main.W, H: capH}
		main.Y += capH
		main.H -= capH
	}

	// The bottom: the hand, and the prompt above it.
	if s.Hand > 0 {
		hh := handHeight(s, main, u) * shrink
		// A band takes the hand's height first, up to half of it, so the
		// seats and the centre keep theirs: a replay's hand is looked at,
		// not played from.
		if s.Band > 0 {
			hh -= math.Min(s.Band+0.2*u, hh*0.5)
		}
		t.Hand = Rect{X: main.X + g, Y: main.Y + main.H - hh - g, W: main.W - 2*g, H: hh}
	} else {
		t.Hand = Rect{X: main.X + g, Y: main.Y + main.H - g, W: main.W - 2*g, H: 0}
	}
	promptH := math.Max(t.Touch+0.6*u, 3.2*u)
	t.Prompt = Rect{X: main.X + g, Y: t.Hand.Y - promptH - 0.4*u, W: main.W - 2*g, H: promptH}
	above := t.Prompt.Y // what the seats and the centre stand on
	if s.Band > 0 {
		t.Band = Rect{X: t.Prompt.X, Y: t.Prompt.Y - s.Band - 0.2*u, W: t.Prompt.W, H: s.Band}
		above = t.Band.Y
	}
	// The person's panel: left of the hand on a wide table, and on a short
	// landscape box (an embed of 320×240), where a strip of its own would
	// take the height the other seats and the centre need; else a strip of
	// its own above the prompt.
	ph, pw := seatSize(s, u, t.Touch)
	var own Rect
	if fold := main.W >= 1.3*main.H; (main.W >= 44*u || fold) && t.Hand.H > 0 {
		ow := math.Min(pw*1.1, main.W*0.24)
		if fold {
			ow = math.Max(ow, math.Min(pw, main.W*0.3))
		}
		own = Rect{X: main.X + g, Y: t.Hand.Y + t.Hand.H - math.Min(ph, t.Hand.H), W: ow, H: math.Min(ph, t.Hand.H)}
		t.Hand.X += ow + g
		t.Hand.W -= ow + g
	} else {
		oh := math.Max(t.Touch, math.Min(ph*0.8, 5.5*u))
		own = Rect{X: main.X + g, Y: above - oh - 0.4*u, W: main.W - 2*g, H: oh}
	}
	t.Seats = append(t.Seats, own)
	top := own.Y
	if own.Y > above { // the panel sits beside the hand
		top = above
	}
	region := Rect{X: main.X + g, Y: main.Y + 0.3*u, W: main.W - 2*g, H: math.Max(0, top-main.Y-0.7*u)}
	fits := func(c Rect) float64 {
		if s.Centre == nil {
			return 1
		}
		return s.Centre(t, c)
	}
	others, middle, seats, fit := uRing(region, s.Seats-1, u, t.Touch, s.Scale, floor, fits)
	t.Seats = append(t.Seats, others...)
	t.Centre = middle
	return t, seats, fit
}

func handHeight(s Spec, main Rect, u float64) float64 {
	if s.Hand <= 3 {
		return math.Min(main.H*0.3, 24*u)
	}
	return math.Min(main.H*0.24, 18*u)
}

// seatSize is the ideal panel height and width.
func seatSize(s Spec, u, touch float64) (h, w float64) {
	return math.Max(touch*1.2, 8*u), 15 * u
}

// uRing places n panels round a U in region and returns them (clockwise
// from the bottom left) and what is left in the middle; seats is false when
// the panels had to go below their minimum size, and how well the game's
// middle fits what they leave (fits). floor is the smallest
// text: a panel is never too short for its name, its status and a row of
// cards as tall as a line (in a zoomed box the text is larger than the
// layout's, so MinSeatH alone would leave the cards no room).
func uRing(region Rect, n int, u, touch, scale, floor float64, fits func(Rect) float64) (out []Rect, centre Rect, seats bool, fit float64) {
	if n <= 0 {
		return nil, region, true, fits(region)
	}
	g := style.Gap * u
	maxW, maxH := 15*u, 7*u
	// A panel is about twice as wide as tall; on a tall screen (a phone
	// upright) the room is in height, so panels may be taller there and
	// show their cards larger.
	aspect := 0.55
	if region.H > region.W {
		maxH, aspect = 10*u, 0.8
	}
	minW, minH := MinSeatW*scale, math.Max(MinSeatH*scale, touch)
	minH = math.Max(minH, floor*(1.2+1.15+1.2)+2*math.Min(0.5*u, minH*0.08))
	cMinW, cMinH := math.Min(region.W*0.5, 12*u), math.Min(region.H*0.4, 9*u)
	type config struct {
		l, t, rows int
		pw, ph     float64
		score      float64
		seats      bool
		fit        float64
	}
	best := config{score: -3}
	// rows is how many rows the top takes: two only when one cannot fit.
	for rows := 1; rows <= 2 && best.score < 0; rows++ {
		for l := 0; 2*l <= n; l++ {
			t := n - 2*l
			if t == 0 && l > 1 || rows > t {
				continue // a top row keeps the ring readable
			}
			per := t
			if rows > 1 {
				per = (t + 1) / 2
			}
			pw := maxW
			if per > 0 {
				pw = math.Min(pw, (region.W-float64(per-1)*g)/float64(per))
			}
			if l > 0 {
				pw = math.Min(pw, (region.W-cMinW-2*g)/2)
			}
			ph := math.Max(math.Min(maxH, pw*aspect), minH)
			// The side columns run from under the top rows to the region's bottom.
			if l > 0 {
				top := 0
				if t > 0 {
					top = rows
				}
				ph = math.Min(ph, (region.H-float64(l+top-1)*g)/float64(l+top))
			}
			if t > 0 && region.H-float64(rows)*(ph+g) < cMinH {
				ph = math.Max(0, (region.H-cMinH)/float64(rows)-g)
			}
			score := math.Min(pw/maxW, ph/maxH) - 0.05*float64(rows-1)
			if l > 0 && region.W > 2.5*region.H {
				// A short, wide region (a landscape embed): side columns
				// would squeeze the centre to a slit between them.
				score -= 0.1
			}
			seats := pw >= minW && ph >= minH
			if !seats {
				score -= 1 // below the minimum: only if nothing else fits
				ph = math.Max(ph, math.Min(minH, pw*0.9))
			}
			// The middle this leaves, against what the game needs there: a
			// cramped centre is better than seats under their minimum (among
			// those, the seats' size alone decides).
			mid := middleOf(region, l, t, rows, pw, ph, g)
			fit := fits(mid)
			if seats && fit < 1 {
				score -= 0.5
			}
			if score > best.score+1e-9 {
				best = config{l: l, t: t, rows: rows, pw: pw, ph: ph, score: score, seats: seats, fit: fit}
			}
		}
	}
	l, t, rows, pw, ph := best.l, best.t, best.rows, best.pw, best.ph
	topH := 0.0
	if t > 0 {
		topH = float64(rows) * (ph + g)
	}
	// Left column, bottom to top.
	colTop := region.Y + topH
	colH := region.H - topH
	step := func(k int) float64 {
		if k <= 1 {
			return 0
		}
		return math.Min(ph+g*2, (colH-ph)/float64(k-1))
	}
	for i := range l {
		y := colTop + colH - ph - float64(i)*step(l)
		if l == 1 {
			y = colTop + (colH-ph)/2
		}
		out = append(out, Rect{X: region.X, Y: y, W: pw, H: ph})
	}
	// The top, left to right (a second row, when there is one, under the first).
	for row := range rows {
		if t == 0 {
			break
		}
		k := t
		if rows > 1 {
			k = (t + 1) / 2
			if row == 1 {
				k = t / 2
			}
		}
		rowW := math.Min(region.W, float64(k)*pw+float64(k-1)*math.Max(g, math.Min(2*g, (region.W-float64(k)*pw)/float64(max(1, k-1)))))
		gap := 0.0
		if k > 1 {
			gap = (rowW - float64(k)*pw) / float64(k-1)
		}
		x0 := region.CX() - rowW/2
		for i := range k {
			out = append(out, Rect{X: x0 + float64(i)*(pw+gap), Y: region.Y + float64(row)*(ph+g), W: pw, H: ph})
		}
	}
	// Right column, top to bottom.
	for i := range l {
		y := colTop + float64(i)*step(l)
		if l == 1 {
			y = colTop + (colH-ph)/2
		}
		out = append(out, Rect{X: region.Right() - pw, Y: y, W: pw, H: ph})
	}
	return out, middleOf(region, l, t, rows, pw, ph, g), best.seats, best.fit
}

// middleOf is what l panels up each side and t across the top in rows
// leave in the middle of region.
func middleOf(region Rect, l, t, rows int, pw, ph, g float64) Rect {
	c := region
	if t > 0 {
		top := float64(rows) * (ph + g)
		c.Y, c.H = c.Y+top, c.H-top
	}
	if l > 0 {
		c.X, c.W = c.X+pw+g, c.W-2*(pw+g)
	}
	return c
}

// Panel is the inside of a seat panel: the name on the first line with a
// place for counts (tokens, coins, score) at its right, a status line
// ("choosing…", "out"), and the body for cards.
type Panel struct {
	Name, Counts, Status, Body Rect
	NameSize, StatusSize       float64
	// Avatar is the player's medallion left of the name and status, in a
	// panel wide enough for it (else zero).
	Avatar Rect
}

// Inside divides a seat panel r: its text is as large as the panel allows,
// up to the type scale and never under the table's Floor.
func (t Table) Inside(r Rect) Panel {
	pad := math.Min(0.5*t.Unit, r.H*0.08)
	in := r.Inset(pad)
	floor := t.Floor
	nameSize := math.Max(floor, math.Min(t.Type.Body, in.H*0.28))
	statusSize := math.Max(floor, math.Min(t.Type.Tiny, in.H*0.22))
	nameH, statusH := nameSize*1.2, statusSize*1.15
	p := Panel{NameSize: nameSize, StatusSize: statusSize}
	p.Name = Rect{X: in.X, Y: in.Y, W: in.W * 0.58, H: nameH}
	p.Counts = Rect{X: in.X + in.W*0.58, Y: in.Y, W: in.W * 0.42, H: nameH}
	p.Status = Rect{X: in.X, Y: in.Y + nameH, W: in.W, H: statusH}
	p.Body = Rect{X: in.X, Y: in.Y + nameH + statusH, W: in.W, H: math.Max(0, in.H-nameH-statusH)}
	// The medallion only where the name and status keep room for about
	// eight characters of the smallest text beside it (in a zoomed box the
	// text is large for the panel: the words come first).
	if d := nameH + statusH; in.W >= 12*t.Unit && d >= 1.8*t.Unit && in.W-d-0.4*t.Unit >= 8.5*t.Floor {
		p.Avatar = Rect{X: in.X, Y: in.Y, W: d, H: d}
		shift := d + 0.4*t.Unit
		p.Name.X, p.Name.W = p.Name.X+shift, p.Name.W-shift
		p.Status.X, p.Status.W = p.Status.X+shift, p.Status.W-shift
	}
	return p
}

// Cards places n small cards in body, left to right, overlapping as they
// must to stay inside it; the cards are as tall as the body allows.
func Cards(body Rect, n int) []Rect {
	ch := body.H
	cw := ch / layout.CardAspect
	return layout.Strip(body, n, cw, ch, cw*1.08)
}

// Fan places a hand of n cards in r: one row while each card keeps a slice
// wide enough to tap, two rows otherwise. Cards overlap left to right;
// Hits are the parts of each card a tap reaches (the visible slice, or the
// whole card for the last of its row). Lift is how far a raised card rises.
type Fan struct {
	Cards, Hits []Rect
	Lift        float64
	Overlap     bool // cards overlap: a first tap raises, a second plays
}

// HandFan lays out the hand.
func HandFan(r Rect, n int, touch float64) Fan {
	if n <= 0 || r.H <= 0 {
		return Fan{}
	}
	lift := r.H * 0.1
	try := func(rows int) Fan {
		gap := lift * 0.5
		ch := (r.H-lift)/float64(rows) - gap*float64(rows-1)/float64(rows)
		cw := math.Min(ch/layout.CardAspect, r.W/2.2)
		ch = cw * layout.CardAspect
		per := (n + rows - 1) / rows
		f := Fan{Lift: lift}
		for row := range rows {
			k := min(per, n-row*per)
			stepFull := cw + gap
			step := stepFull
			if k > 1 {
				step = math.Min(stepFull, (r.W-cw)/float64(k-1))
			}
			if step < cw {
				f.Overlap = true
			}
			w := cw + float64(k-1)*step
			x0 := r.CX() - w/2
			y := r.Y + lift + float64(row)*(ch+gap)
			for i := range k {
				c := Rect{X: x0 + float64(i)*step, Y: y, W: cw, H: ch}
				hit := c
				if i < k-1 {
					hit.W = math.Min(cw, step)
				}
				f.Cards = append(f.Cards, c)
				f.Hits = append(f.Hits, hit)
			}
		}
		return f
	}
	f := try(1)
	if n > 6 && f.Hits[0].W < touch*0.8 {
		if g := try(2); g.Hits[0].W > f.Hits[0].W {
			return g
		}
	}
	return f
}

// Label sets a short label s in its room: on one line at the small size
// (no taller than the room) where it fits, else broken between words, never
// inside one, and never under the table's Floor (a game's centre labels
// its cards so).
func (t Table) Label(s string, room Rect, m layout.Measure) layout.Label {
	small := math.Max(t.Type.Small, t.Floor)
	size := math.Max(t.Floor, math.Min(small, room.H/layout.LineGap))
	return layout.SetLabel(s, room.W, size, t.Floor, false, m)
}

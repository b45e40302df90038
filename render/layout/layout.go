// Package layout computes where things go on the table for any screen, from a
// 360×640 phone in portrait to a wide desktop. It is plain geometry with no
// drawing, so it is tested natively.
package layout

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// CardAspect is a card's height over its width.
const CardAspect = 1.4

// Row lays n rectangles of the given size side by side, centred in r, with gap between.
func Row(r Rect, n int, w, h, gap float64) []Rect {
	total := float64(n)*w + float64(n-1)*gap
	x := r.CX() - total/2
	y := r.CY() - h/2
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x + float64(i)*(w+gap), y, w, h}
	}
	return out
}

// Table is the Love Letter table's regions.
type Table struct {
	Unit      float64 // the base size every font and margin scales with
	Portrait  bool
	Top       Rect   // status line
	Opponents []Rect // one panel per other seat, clockwise from the person's left
	Centre    Rect   // deck and set-aside cards
	Prompt    Rect   // what the person is asked to do
	Hand      Rect   // the person's cards
	HandCards []Rect
	Picker    Rect // the Guard's guess and other choices, over the centre
	Side      Rect // log and tracker (wide screens) or a strip under the top (portrait)
	Menu      Rect // the menu button
}

// LoveLetter lays out a table for a screen of w×h device pixels, with the
// given number of opponents and cards in the person's hand.
func LoveLetter(w, h float64, opponents, handCards int) Table {
	t := Table{Portrait: h > w*1.1}
	t.Unit = math.Max(8, math.Min(w, h)/40)
	u := t.Unit
	t.Top = Rect{0, 0, w, 2.6 * u}
	t.Menu = Rect{w - 7*u, 0.3 * u, 6.6 * u, 2 * u}
	main := Rect{0, t.Top.H, w, h - t.Top.H}
	if !t.Portrait && w > 1.45*h {
		side := math.Min(w*0.26, 26*u)
		t.Side = Rect{w - side, t.Top.H, side, h - t.Top.H}
		main.W -= side
	}
	// Opponent panels: one row on wide screens, two rows in portrait when crowded.
	cols := opponents
	rows := 1
	if t.Portrait && opponents > 3 {
		cols, rows = 3, 2
	}
	panelH := math.Min(main.H*0.22, 11*u)
	if rows == 2 {
		panelH = math.Min(main.H*0.17, 9*u)
	}
	area := Rect{main.X, main.Y + 0.4*u, main.W, float64(rows) * (panelH + 0.4*u)}
	panelW := math.Min((area.W-float64(cols+1)*0.6*u)/float64(cols), 22*u)
	for i := range opponents {
		row, col := i/cols, i%cols
		inRow := cols
		if row == rows-1 && opponents%cols != 0 {
			inRow = opponents % cols
		}
		x0 := area.CX() - (float64(inRow)*panelW+float64(inRow-1)*0.6*u)/2
		t.Opponents = append(t.Opponents, Rect{x0 + float64(col)*(panelW+0.6*u), area.Y + float64(row)*(panelH+0.4*u), panelW, panelH})
	}
	below := area.Y + area.H + 0.4*u
	// The hand takes the bottom: big, readable cards.
	cardH := math.Min(main.H*0.34, 26*u)
	cardW := cardH / CardAspect
	if maxW := (main.W - 4*u) / 3.2; cardW > maxW {
		cardW = maxW
		cardH = cardW * CardAspect
	}
	t.Hand = Rect{main.X, main.Y + main.H - cardH - 1.2*u, main.W, cardH + 0.8*u}
	t.HandCards = Row(t.Hand, max(handCards, 1), cardW, cardH, 1.2*u)
	t.Prompt = Rect{main.X, t.Hand.Y - 2.6*u, main.W, 2.4 * u}
	t.Centre = Rect{main.X, below, main.W, t.Prompt.Y - below}
	t.Picker = t.Centre.Inset(0.2 * u)
	if t.Side.W == 0 {
		// Narrow screens show the log as one line in the status bar instead of a column.
		t.Side = Rect{}
	}
	return t
}

// SeatCards places an opponent panel's contents: its hidden hand (overlapping
// backs), its discards in a row after them, and the centre of each token
// heart along the top right. Drawing and animation both use it, so a moving
// card lands exactly where it is then drawn.
type SeatCards struct {
	Hand, Discards []Rect
	NameSize       float64
	tokenX, tokenY float64
	tokenStep      float64
}

// Token is the centre of the i-th token heart.
func (s SeatCards) Token(i int) (x, y float64) {
	return s.tokenX - float64(i)*s.tokenStep, s.tokenY
}

// Seat lays out a panel r with hand cards and discards; unit is the table unit.
func Seat(r Rect, unit float64, hand, discards int) SeatCards {
	u := unit * 0.9
	var s SeatCards
	s.NameSize = math.Min(1.3*u, r.H*0.16)
	hs := s.NameSize * 0.9
	s.tokenX, s.tokenY, s.tokenStep = r.X+r.W-u*0.8-hs*0.6, r.Y+s.NameSize*0.95, hs*1.15
	cardsY := r.Y + s.NameSize*3.1
	ch := math.Max(8, r.Y+r.H-cardsY-u*0.5)
	cw := ch / CardAspect
	x := r.X + u*0.8
	for range max(hand, 1) {
		s.Hand = append(s.Hand, Rect{x, cardsY, cw, ch})
		x += cw * 0.45
	}
	if hand == 0 {
		x = r.X + u*0.8
	} else {
		x += cw * 0.75
	}
	step := math.Min(cw*0.62, (r.X+r.W-u*0.8-cw-x)/math.Max(1, float64(discards-1)))
	for range discards {
		s.Discards = append(s.Discards, Rect{x, cardsY, cw, ch})
		x += step
	}
	return s
}

// Centre places the middle of the table: the deck, then the face-down
// set-aside card if any, then the face-up set-aside cards; the person's own
// discards along the bottom left and own token hearts along the top left.
type CentreCards struct {
	Deck     Rect
	SetAside Rect // zero when there is none
	FaceUp   []Rect
	Own      []Rect
	ownToken func(i int) (float64, float64)
}

// OwnToken is the centre of the person's i-th token heart.
func (c CentreCards) OwnToken(i int) (x, y float64) { return c.ownToken(i) }

// Centre lays out the centre region c.
func Centre(c Rect, unit float64, faceUp int, setAside bool, ownDiscards int) CentreCards {
	u := unit
	ch := math.Min(c.H*0.8, 14*u)
	cw := ch / CardAspect
	n := 1 + faceUp
	if setAside {
		n++
	}
	// Narrow screens shrink the centre cards so the row always fits.
	if fit := (c.W - float64(n+1)*u*1.5) / float64(n); cw > fit {
		cw, ch = fit, fit*CardAspect
	}
	slots := Row(c, n, cw, ch, u*1.5)
	out := CentreCards{Deck: slots[0]}
	i := 1
	if setAside {
		out.SetAside = slots[1]
		i++
	}
	out.FaceUp = slots[i:]
	mh := math.Min(ch*0.55, 8*u)
	mw := mh / CardAspect
	x := c.X + u
	for range ownDiscards {
		out.Own = append(out.Own, Rect{x, c.Y + c.H - mh, mw, mh})
		x += mw * 0.6
	}
	out.ownToken = func(k int) (float64, float64) { return c.X + 1.8*u + float64(k)*u*1.6, c.Y + u }
	return out
}

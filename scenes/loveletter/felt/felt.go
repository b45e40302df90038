// Package felt places Love Letter's cards on the table kit's geometry
// (scenes/table/ring): the centre's deck, set-aside and face-up cards with
// the room for their labels, the goal's line when the top bar leaves it out,
// the person's played cards when their panel is too short to read them, and
// each other seat's hand and played cards in its panel. It draws nothing and
// imports no Ebitengine, so it is tested natively on every screen.
package felt

import (
	"math"

	"parlour/render/layout"
	"parlour/scenes/table/ring"
)

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// MinPileCSS is the narrowest a played card of the person's may be drawn,
// in CSS pixels, for its number to be read (issue 29: on a phone their
// panel drew them 12 pixels wide).
const MinPileCSS = 24

// FaceUp is how many cards two players set aside face up.
const FaceUp = 3

// Centre is what the felt's centre holds.
type Centre struct {
	// Row is the deck, the card set aside face down and, with two players,
	// the cards set aside face up, left to right.
	Row []Rect
	// Labels is the room under Row for its labels (two lines of small text).
	Labels Rect
	// Goal is the line that says how many tokens win, zero when the top bar
	// says it.
	Goal Rect
	// Pile is the person's played cards' row, zero when their panel shows
	// them large enough to read.
	Pile Rect
}

// PileInCentre reports whether the person's played cards leave their panel
// (whose body is body) for the centre: the panel draws its cards as tall as
// its body, too narrow on a phone to read.
func PileInCentre(geo ring.Table, body Rect) bool {
	return body.H/layout.CardAspect < MinPileCSS*geo.Scale
}

// Place lays out the centre for players seats; goal asks for the goal's
// line, pile for the person's played cards' row.
func Place(geo ring.Table, players int, goal, pile bool) Centre {
	c := geo.Centre
	u := geo.Unit
	small := geo.Type.Small
	var out Centre
	gap := 0.5 * u
	bottom := c.Bottom()
	if pile {
		// Tall enough for a card MinPileCSS wide and a little more, up to
		// a third of the centre.
		h := math.Max(math.Min(c.H*0.3, 8*u), (MinPileCSS+4)*geo.Scale*layout.CardAspect)
		out.Pile = Rect{X: c.X, Y: bottom - h, W: c.W, H: h}
		bottom = out.Pile.Y - gap
	}
	n := 2
	if players == 2 {
		n += FaceUp
	}
	// A short, wide centre (a landscape embed): the goal's line goes
	// beside the row rather than under it, and the row's cards spread over
	// the rest, so their labels get the width they need at a readable size.
	wide := c.W >= 4*(bottom-c.Y)
	right := c.Right()
	if goal && wide {
		w := c.W * 0.45
		out.Goal = Rect{X: right - w, Y: c.Y, W: w, H: bottom - c.Y}
		right = out.Goal.X
	} else if goal {
		h := small * 1.6
		out.Goal = Rect{X: c.X, Y: bottom - h, W: c.W, H: h}
		bottom = out.Goal.Y
	}
	room := Rect{X: c.X, Y: c.Y, W: right - c.X, H: math.Max(0, bottom-c.Y-small*2)}
	h := math.Min(room.H*0.95, 11*u)
	if !pile && !goal {
		h = math.Min(c.H*0.75, 11*u)
	}
	w := h / layout.CardAspect
	if fit := (room.W - float64(n+1)*u) / float64(n); w > fit {
		w, h = fit, fit*layout.CardAspect
	}
	spread := u
	if wide {
		spread = math.Max(u, room.W/float64(n)-w)
	}
	out.Row = layout.Row(room, n, w, h, spread)
	out.Labels = Rect{X: c.X, Y: out.Row[0].Bottom(), W: room.W, H: small * 2}
	return out
}

// pileRoom is how many played cards the pile shows side by side, centred,
// before they spread over its whole width.
const pileRoom = 6

// PileCards places n of the person's played cards in the pile: side by side
// from the left of a centred run of pileRoom places, overlapping over the
// whole row once there are more.
func PileCards(pile Rect, n int) []Rect {
	if n <= 0 || pile.H <= 0 {
		return nil
	}
	ch := pile.H
	cw := ch / layout.CardAspect
	step := cw * 1.08
	run := cw + float64(pileRoom-1)*step
	r := pile
	if n <= pileRoom && run < pile.W {
		r.X += (pile.W - run) / 2
		r.W = run
	}
	return layout.Strip(r, n, cw, ch, step)
}

// SeatCards places another seat's hand of hand cards and its played cards
// in its panel's body: the hand at the left, side by side, and the played
// cards in the rest, overlapping one another as they must but never the
// hand (issue 29: on a phone they covered it). A place is kept for one card
// in hand even when the seat holds none, so the played cards stay put when
// the seat is knocked out and a card shown at the round's end has its place.
func SeatCards(body Rect, hand, played int) (inHand, out []Rect) {
	hand = max(hand, 1)
	ch := body.H
	cw := ch / layout.CardAspect
	step := cw * 1.08
	// The hand and at least one played card fit across the body.
	if need := float64(hand)*step + cw; need > body.W && need > 0 {
		cw *= body.W / need
		ch, step = cw*layout.CardAspect, cw*1.08
	}
	for i := range hand {
		inHand = append(inHand, Rect{X: body.X + float64(i)*step, Y: body.Y, W: cw, H: ch})
	}
	rest := Rect{X: body.X + float64(hand)*step, Y: body.Y, W: body.W - float64(hand)*step, H: ch}
	return inHand, layout.Strip(rest, played, cw, ch, step)
}

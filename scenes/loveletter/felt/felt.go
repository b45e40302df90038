// Package felt places Love Letter's cards on the table kit's geometry
// (scenes/table/ring): the centre's deck, set-aside and face-up cards with
// the room for their labels, the goal's line when the top bar leaves it out,
// the person's played cards when their panel is too short to read them, and
// each other seat's hand and played cards in its panel. It draws nothing and
// imports no Ebitengine, so it is tested natively on every screen.
package felt

import (
	"math"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table/ring"
)

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// MinPileCSS is the narrowest a played card of the person's may be drawn,
// in CSS pixels, for its number to be read (issue 29: on a phone their
// panel drew them 12 pixels wide).
const MinPileCSS = 24

// MinRowCSS is the narrowest a card of the centre's row may be drawn, in
// real CSS pixels: its value's coin, grown to the readable size, lies whole
// on it (issue 38: a 240×320 embed drew the deck and the cards face up as
// dots).
const MinRowCSS = 20

// MinRow is MinRowCSS in device pixels on table geo (whose least target is
// style.MinTargetCSS real CSS pixels).
func MinRow(geo ring.Table) float64 { return MinRowCSS * geo.MinTarget / style.MinTargetCSS }

// FaceUp is how many cards two players set aside face up.
const FaceUp = 3

// Centre is what the felt's centre holds.
type Centre struct {
	// Row is the deck, the card set aside face down and, with two players,
	// the cards set aside face up, left to right.
	Row []Rect
	// Labels is the room under Row for its labels (a line of small text,
	// or two where one does not hold them); Deck and Aside are the rooms of the deck's and the set-aside
	// card's labels in it, each centred under its card and no wider than
	// the way to the next (issue 29: "16 cards left" once covered "set
	// aside").
	Labels, Deck, Aside Rect
	// Goal is the room of the line that says how many tokens win, zero
	// when the top bar says it.
	Goal Rect
	// Pile is the person's played cards' row, zero when their panel shows
	// them large enough to read.
	Pile Rect
	// Fits is false when the row's cards are narrower than MinRow (their
	// values unreadable) or a label has no room at a readable size, whole
	// words on each line.
	Fits bool
}

// Words are what the centre says, in the person's language: the deck's
// count in full and in short ("14 cards left", "14 left"), the set-aside
// card's label, and the goal's line ("" when the top bar says it).
type Words struct {
	Deck, Short, Aside, Goal string
}

// WordsFor are the centre's words for a deck of deck cards and a goal of
// target tokens, the goal left out unless goal.
func WordsFor(deck, target int, goal bool) Words {
	w := Words{Deck: i18n.N("loveletter.deck_left", deck, deck), Short: i18n.N("loveletter.deck_left_short", deck, deck), Aside: i18n.T("loveletter.set_aside")}
	if goal {
		w.Goal = i18n.N("loveletter.tokens_to_win", target, target)
	}
	return w
}

// CentreFit is how well the centre of the table cfg fits in c on table
// geo, its words measured by m: the table's test of a centre
// (table.Spec.Centre). It asks room for the goal's line, which a short
// screen's top bar leaves out, and the person's played cards where their
// panel is too short for them: 1 when all fits, a little less when the
// goal's line must give way, under a half when the cards are too narrow
// (the wider, the nearer).
func CentreFit(cfg game.Config, geo ring.Table, c Rect, m layout.Measure) float64 {
	pile := len(geo.Seats) > 0 && PileInCentre(geo, geo.Inside(geo.Seats[0]).Body)
	p := Place(geo, c, cfg.Players, WordsFor(FullDeck, ll.TokensToWin(cfg.Players), true), pile, m)
	switch {
	case p.Fits && p.Goal.W > 0:
		return 1
	case p.Fits:
		return 0.9
	}
	return 0.49 * math.Min(1, p.Row[0].W/MinRow(geo))
}

// FullDeck is a deck's count as long as its labels get (two digits): the
// centre is laid out for it, whatever the count now.
const FullDeck = 15

// PileInCentre reports whether the person's played cards leave their panel
// (whose body is body) for the centre: the panel draws its cards as tall as
// its body, too narrow on a phone to read.
func PileInCentre(geo ring.Table, body Rect) bool {
	return body.H/layout.CardAspect < MinPileCSS*geo.Scale
}

// Place lays out the centre c for players seats, its words w measured by m;
// pile asks for the person's played cards' row. The goal's line goes under
// the row where it fits there, unless the centre is short and wide (a
// landscape embed); else beside it, or under, whichever leaves the larger
// cards.
//
// Where neither fits, the goal's line gives way (the rules and the side
// panel's status say it too): a cramped centre's first room is for the
// cards and their labels.
func Place(geo ring.Table, c Rect, players int, w Words, pile bool, m layout.Measure) Centre {
	m = layout.Remember(m)
	under := place(geo, c, players, w, pile, false, m)
	if w.Goal == "" {
		return under
	}
	if under.Fits && c.W < 4*c.H {
		return under // the goal under the row, on one line, where it has room
	}
	beside := place(geo, c, players, w, pile, true, m)
	best := under
	if beside.Fits != under.Fits && beside.Fits || beside.Fits == under.Fits && beside.Row[0].W > under.Row[0].W+1e-9 {
		best = beside
	}
	if !best.Fits {
		none := w
		none.Goal = ""
		if c := place(geo, c, players, none, pile, false, m); c.Fits {
			return c
		}
	}
	return best
}

func place(geo ring.Table, c Rect, players int, w Words, pile, beside bool, m layout.Measure) Centre {
	u := geo.Unit
	floor := geo.Floor
	small := math.Max(geo.Type.Small, floor)
	out := Centre{Fits: true}
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
	// The goal's line beside the row (its words over as many lines as its
	// height holds), or under it across the centre.
	right := c.Right()
	if w.Goal != "" && beside {
		// As narrow as its words allow in the height, up to 0.4 of the
		// width: the row keeps the rest.
		h := bottom - c.Y
		fits := func(gw float64) bool {
			l := geo.Label(w.Goal, Rect{W: gw, H: h}, m)
			return l.Fits && l.Height() <= h
		}
		gw := c.W * 0.4
		if fits(gw) {
			lo := 0.0
			for range 16 {
				if mid := (lo + gw) / 2; fits(mid) {
					gw = mid
				} else {
					lo = mid
				}
			}
			gw += 0.4 * u
		}
		out.Goal = Rect{X: right - gw, Y: c.Y, W: gw, H: h}
		right = out.Goal.X - gap
	} else if w.Goal != "" {
		l := geo.Label(w.Goal, Rect{W: c.W, H: c.H}, m)
		h := l.Height() + 0.6*small
		out.Goal = Rect{X: c.X, Y: bottom - h, W: c.W, H: h}
		bottom = out.Goal.Y
	}
	if w.Goal != "" {
		l := geo.Label(w.Goal, out.Goal, m)
		out.Fits = l.Fits && l.Height() <= out.Goal.H+0.5
	}
	// The row: the deck, then the cards set aside (face down, and face up
	// with two players) together, "set aside" under them all. Its cards
	// are as large as the room allows; each label's room, centred under
	// its card or group and reaching halfway to the other, is never
	// narrower than the widest word of its label.
	small1 := small * layout.LineGap
	var labH, cw float64
	for _, lines := range []float64{1, 2} {
		labH = lines * small1
		room := Rect{X: c.X, Y: c.Y, W: math.Max(0, right-c.X), H: math.Max(0, bottom-c.Y-labH)}
		cw = math.Min(room.H, 11*u) / layout.CardAspect
		if rowWidth(geo, w, n, cw, m) > room.W {
			// The widest cards whose row fits.
			lo, hi := 0.0, cw
			for range 24 {
				if mid := (lo + hi) / 2; rowWidth(geo, w, n, mid, m) <= room.W {
					lo = mid
				} else {
					hi = mid
				}
			}
			cw = lo
		}
		out.Row, out.Deck, out.Aside = placeRow(geo, w, n, cw, room, labH, m)
		deck, aside := DeckLabel(geo, w, out.Deck, m), geo.Label(w.Aside, out.Aside, m)
		if deck.Height() <= labH+0.5 && aside.Height() <= labH+0.5 {
			break
		}
	}
	out.Labels = Rect{X: c.X, Y: out.Row[0].Bottom(), W: math.Max(0, right-c.X), H: labH}
	deck, aside := DeckLabel(geo, w, out.Deck, m), geo.Label(w.Aside, out.Aside, m)
	out.Fits = out.Fits && cw >= MinRow(geo)-0.01 &&
		deck.Fits && deck.Height() <= labH+0.5 && aside.Fits && aside.Height() <= labH+0.5
	return out
}

// The row's spacing: between the cards set aside, and between the deck
// and them, over the unit.
const (
	asideGap = 0.3
	deckGap  = 0.8
)

// rowWidth is how wide the row of n cards cw wide is at the least, each
// label's widest word included.
func rowWidth(geo ring.Table, w Words, n int, cw float64, m layout.Measure) float64 {
	dw, gw := slots(geo, w, n, cw, 0, m)
	return dw + deckGap*geo.Unit + gw
}

// slots are the widths of the deck's place and the set-aside group's in a
// room room wide: the cards, or the widest word of their label, and of what
// room is left, as much as their labels need to stand on one line (the
// deck's in full).
func slots(geo ring.Table, w Words, n int, cw, room float64, m layout.Measure) (deck, aside float64) {
	k := float64(n - 1)
	pad := 0.4 * geo.Unit
	small := math.Max(geo.Type.Small, geo.Floor)
	group := k*cw + (k-1)*asideGap*geo.Unit
	deck = math.Max(cw, layout.WidestWord(geo.Floor, false, m, w.Short)+pad)
	aside = math.Max(group, layout.WidestWord(geo.Floor, false, m, w.Aside)+pad)
	extra := room - deck - aside - deckGap*geo.Unit
	grow := func(have *float64, want float64) {
		if add := math.Min(math.Max(0, extra), want-*have); add > 0 {
			*have += add
			extra -= add
		}
	}
	grow(&deck, m(w.Deck, small, false)+pad)
	grow(&aside, m(w.Aside, small, false)+pad)
	return deck, aside
}

// placeRow places the row of n cards cw wide centred in room, and the rooms
// of the deck's label and of "set aside" under it, labH tall.
func placeRow(geo ring.Table, w Words, n int, cw float64, room Rect, labH float64, m layout.Measure) (row []Rect, deck, aside Rect) {
	u := geo.Unit
	dw, gw := slots(geo, w, n, cw, room.W, m)
	x := room.CX() - (dw+deckGap*u+gw)/2
	h := cw * layout.CardAspect
	y := room.CY() - h/2
	deckCard := Rect{X: x + (dw-cw)/2, Y: y, W: cw, H: h}
	row = append(row, deckCard)
	k := float64(n - 1)
	gx := x + dw + deckGap*u + (gw-(k*cw+(k-1)*asideGap*u))/2
	for i := range n - 1 {
		row = append(row, Rect{X: gx + float64(i)*(cw+asideGap*u), Y: y, W: cw, H: h})
	}
	group := row[1].Union(row[n-1])
	split := x + dw + deckGap*u/2 // halfway between the deck and the group
	dHalf := math.Min(deckCard.CX()-room.X, split-deckCard.CX()) - 0.1*u
	aHalf := math.Min(group.CX()-split, room.Right()-group.CX()) - 0.1*u
	deck = Rect{X: deckCard.CX() - dHalf, Y: deckCard.Bottom(), W: 2 * dHalf, H: labH}
	aside = Rect{X: group.CX() - aHalf, Y: deckCard.Bottom(), W: 2 * aHalf, H: labH}
	return row, deck, aside
}

// DeckLabel is the deck's count in full in its room where it fits, else in
// short ("14 left").
func DeckLabel(geo ring.Table, w Words, room Rect, m layout.Measure) layout.Label {
	if l := geo.Label(w.Deck, room, m); l.Fits && l.Height() <= room.H+0.5 {
		return l
	}
	return geo.Label(w.Short, room, m)
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

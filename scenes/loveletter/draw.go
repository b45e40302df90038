package loveletter

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/loveletter/felt"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
)

// DrawSeat implements table.Game: tokens at the right of the name, then
// the hidden hand (or the card shown at the round's end) and the discards.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	t := g.t
	v := &g.v
	if seat >= len(v.Tokens) {
		return
	}
	for i := range v.Tokens[seat] {
		if !t.Hidden(table.At("token", seat, i)) {
			r := g.tokenSpot(seat, i)
			t.DrawToken(dst, table.TokenHeart, r.CX(), r.CY(), r.W)
		}
	}
	if seat == t.Human() {
		if !g.pileInCentre() {
			g.drawPlayed(dst, seat, g.personsPlayed())
		}
		return
	}
	hand, played := g.seatCards(seat)
	for i := range v.HandN[seat] {
		if i < len(hand) && !t.Hidden(table.At("hand", seat, i)) {
			if c := v.Shown[seat]; c != ll.NoCard && i == 0 && !t.Hidden(table.At("shown", seat, 0)) {
				t.CardAt(dst, hand[i], int(c), render.CardState{})
			} else {
				render.CardBack(dst, hand[i])
			}
		}
	}
	if v.HandN[seat] == 0 && v.Shown[seat] != ll.NoCard && !t.Hidden(table.At("shown", seat, 0)) {
		// Shown, then out or past: the card lies where the hand was.
		t.CardAt(dst, hand[0], int(v.Shown[seat]), render.CardState{})
	}
	g.drawPlayed(dst, seat, played)
}

// drawPlayed draws a seat's played cards in their places.
func (g *Table) drawPlayed(dst *ebiten.Image, seat int, places []layout.Rect) {
	for i, c := range g.v.Discards[seat] {
		if i < len(places) && !g.t.Hidden(table.At("discard", seat, i)) {
			g.t.CardAt(dst, places[i], int(c), render.CardState{})
		}
	}
}

// textAt is a label of the centre as set in its room (felt), for drawing
// and for the places tests read.
type textAt struct {
	l    layout.Label
	room layout.Rect
}

// rects are where a label's lines lie.
func (l textAt) rects(g *Table) []layout.Rect { return l.l.At(l.room, false, g.t.Text().Width) }

func (g *Table) drawText(dst *ebiten.Image, l *textAt, c color.Color) {
	if l != nil {
		g.t.DrawLabel(dst, l.l, l.room, c)
	}
}

// centreLabels are the deck's label and the set-aside card's (nil when no
// card is set aside), each in its room under its card (felt keeps the two
// apart: "16 cards left" once covered "set aside" at 1000×700 and
// 360×640, and in Ukrainian). The deck's count is said in short ("14
// left") where the full words have no room.
func (g *Table) centreLabels(c felt.Centre) (deck, aside *textAt) {
	v := &g.v
	geo, m := g.t.Geometry(), g.t.Text().Width
	w := felt.WordsFor(v.Deck, v.Target, false)
	deck = &textAt{felt.DeckLabel(geo, w, c.Deck, m), c.Deck}
	if v.SetAside && !g.t.Hidden(table.At("aside", 0, 0)) {
		aside = &textAt{geo.Label(w.Aside, c.Aside, m), c.Aside}
	}
	return deck, aside
}

// goalLine is the goal's line on the felt, nil when the top bar says it.
func (g *Table) goalLine(r layout.Rect) *textAt {
	if r.W <= 0 {
		return nil
	}
	geo := g.t.Geometry()
	l := geo.Label(g.goalText(), r, g.t.Text().Width)
	// Centred in its room, which may be taller than its lines.
	room := r
	room.Y, room.H = r.CY()-l.Height()/2, l.Height()
	return &textAt{l, room}
}

// DrawCentre implements table.Game: the deck with its count, the card set
// aside face down, and with two players the three set aside face up; on a
// phone the goal (when the top bar leaves it out) and the person's played
// cards.
func (g *Table) DrawCentre(dst *ebiten.Image, c layout.Rect) {
	t := g.t
	v := &g.v
	u := t.Geometry().Unit
	place := g.centre()
	deck := place.Row[0]
	for i := min(v.Deck, 4) - 1; i >= 0; i-- {
		render.CardBack(dst, layout.Rect{X: deck.X + float64(i)*u*0.12, Y: deck.Y - float64(i)*u*0.12, W: deck.W, H: deck.H})
	}
	if v.Deck == 0 {
		render.Panel(dst, deck, deck.W*style.CardRadius, nil, style.Muted, 1)
	}
	deckLabel, asideLabel := g.centreLabels(place)
	g.drawText(dst, deckLabel, style.Cream)
	if v.SetAside && !t.Hidden(table.At("aside", 0, 0)) {
		render.CardBack(dst, place.Row[1])
		g.drawText(dst, asideLabel, style.Muted)
	}
	for i, f := range v.FaceUp {
		if !t.Hidden(table.At("faceup", i, 0)) {
			t.CardAt(dst, g.faceUpSpot(i), int(f), render.CardState{})
		}
	}
	g.drawText(dst, g.goalLine(place.Goal), style.Cream)
	if place.Pile.W > 0 {
		g.drawPlayed(dst, t.Human(), g.personsPlayed())
	}
}

// DrawTracker implements table.Game: each character's copies not yet seen
// by the person (in the deck, another hand or set aside), as the table shows
// the moment (tracking).
func (g *Table) DrawTracker(dst *ebiten.Image, r layout.Rect) float64 {
	t := g.t
	geo := t.Geometry()
	v := &g.v
	unseen := g.seen.Get(t).unseen
	counts := ll.DeckCounts(v.Variant)
	size := geo.Type.Small
	row := size * 1.45
	y := r.Y + row/2
	for c := ll.Spy; c <= ll.Princess; c++ {
		if counts[c] == 0 {
			continue
		}
		col := style.Cream
		if unseen[c] == 0 {
			col = style.Muted
		}
		render.Circle(dst, r.X+size*0.6, y, size*0.55, cardColours[c])
		t.Text().Draw(dst, fmt.Sprint(int(c)), r.X+size*0.6, y, size*0.8, style.Paper, render.Center, true)
		name := words.CardName(c)
		t.Text().Draw(dst, name, r.X+size*1.6, y, t.Text().Fit(name, r.W*0.6, size, false), col, render.Left, false)
		t.Text().Draw(dst, fmt.Sprintf("%d / %d", unseen[c], counts[c]), r.Right(), y, size, col, render.Right, false)
		y += row
	}
	return y - r.Y
}

// tracked is what the tracker counts: each character's copies not yet
// seen, and the card the person knows each seat holds.
type tracked struct {
	unseen ll.Counts
	known  []ll.Card
}

// tracking is what the tracker counts once the events played so far have
// landed: from the view and what the person has seen, never from the
// engine, which is ahead of every move still playing out. It is shown as
// the cards land (g.seen): a card another seat plays counts once it lies
// face up on its discards, not as it leaves the hand face down (issue 38:
// "Ada plays the Priest on you" while the tracker said Priest 0/2).
func (g *Table) tracking() tracked {
	v := &g.v
	out := tracked{unseen: g.watch.Unseen(v.Hand, v.FaceUp, v.Discards, v.Shown), known: make([]ll.Card, len(v.HandN))}
	for seat := range out.known {
		out.known[seat] = g.watch.Holds(seat)
	}
	return out
}

package loveletter

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
)

// DrawSeat implements table.Game: tokens at the right of the name, then
// the hidden hand (or the card shown at the round's end) and the discards.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	t := g.t
	v := &g.v
	if seat >= len(v.tokens) {
		return
	}
	for i := range v.tokens[seat] {
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
	for i := range v.handN[seat] {
		if i < len(hand) && !t.Hidden(table.At("hand", seat, i)) {
			if c := v.shown[seat]; c != ll.NoCard && i == 0 && !t.Hidden(table.At("shown", seat, 0)) {
				t.CardAt(dst, hand[i], int(c), render.CardState{})
			} else {
				render.CardBack(dst, hand[i])
			}
		}
	}
	if v.handN[seat] == 0 && v.shown[seat] != ll.NoCard && !t.Hidden(table.At("shown", seat, 0)) {
		// Shown, then out or past: the card lies where the hand was.
		t.CardAt(dst, hand[0], int(v.shown[seat]), render.CardState{})
	}
	g.drawPlayed(dst, seat, played)
}

// drawPlayed draws a seat's played cards in their places.
func (g *Table) drawPlayed(dst *ebiten.Image, seat int, places []layout.Rect) {
	for i, c := range g.v.discards[seat] {
		if i < len(places) && !g.t.Hidden(table.At("discard", seat, i)) {
			g.t.CardAt(dst, places[i], int(c), render.CardState{})
		}
	}
}

// centreLabel is where a card's label goes under it within width room: one
// line while it stays readable, else two, each with its size and the
// rectangle its text covers.
func (g *Table) centreLabel(label string, card layout.Rect, room float64) []textAt {
	t, geo := g.t, g.t.Geometry()
	at := func(s string, y, size float64) textAt {
		w := t.Text().Width(s, size, false)
		return textAt{s: s, size: size, r: layout.Rect{X: card.CX() - w/2, Y: y - size/2, W: w, H: size}}
	}
	size := t.Text().Fit(label, room, geo.Type.Small, false)
	if i := layout.NearestSpace(label); size < render.Readable() && i > 0 {
		two := math.Min(t.Text().Fit(label[:i], room, geo.Type.Small, false), t.Text().Fit(label[i+1:], room, geo.Type.Small, false))
		return []textAt{at(label[:i], card.Bottom()+two*0.9, two), at(label[i+1:], card.Bottom()+two*2.0, two)}
	}
	return []textAt{at(label, card.Bottom()+geo.Type.Small, size)}
}

// textAt is a line of text, its size and the rectangle it covers.
type textAt struct {
	s    string
	size float64
	r    layout.Rect
}

func (g *Table) drawText(dst *ebiten.Image, lines []textAt, c color.Color) {
	for _, l := range lines {
		g.t.Text().Draw(dst, l.s, l.r.CX(), l.r.CY(), l.size, c, render.Center, false)
	}
}

// centreLabels are the deck's label and the set-aside card's (nil when no
// card is set aside). Each is centred under its card and kept within half
// the way to the next one, so the two never run together ("16 cards left"
// once covered "set aside" at 1000×700 and 360×640, and in Ukrainian).
func (g *Table) centreLabels(row []layout.Rect) (deck, aside []textAt) {
	v := &g.v
	room := row[0].W * 1.8
	if len(row) > 1 {
		// Cards spread apart (a short, wide centre) leave their labels
		// the width between them.
		room = (row[1].CX() - row[0].CX()) * 0.96
	}
	deck = g.centreLabel(i18n.N("loveletter.deck_left", v.deck, v.deck), row[0], room)
	if v.setAside && !g.t.Hidden(table.At("aside", 0, 0)) {
		aside = g.centreLabel(i18n.T("loveletter.set_aside"), row[1], room)
	}
	return deck, aside
}

// goalLine is the goal's line on the felt, nil when the top bar says it.
func (g *Table) goalLine(r layout.Rect) []textAt {
	if r.W <= 0 {
		return nil
	}
	s := g.goalText()
	size := g.t.Text().Fit(s, r.W, g.t.Geometry().Type.Small, false)
	w := g.t.Text().Width(s, size, false)
	return []textAt{{s: s, size: size, r: layout.Rect{X: r.CX() - w/2, Y: r.CY() - size/2, W: w, H: size}}}
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
	for i := min(v.deck, 4) - 1; i >= 0; i-- {
		render.CardBack(dst, layout.Rect{X: deck.X + float64(i)*u*0.12, Y: deck.Y - float64(i)*u*0.12, W: deck.W, H: deck.H})
	}
	if v.deck == 0 {
		render.Panel(dst, deck, deck.W*style.CardRadius, nil, style.Muted, 1)
	}
	deckLabel, asideLabel := g.centreLabels(place.Row)
	g.drawText(dst, deckLabel, style.Cream)
	if v.setAside && !t.Hidden(table.At("aside", 0, 0)) {
		render.CardBack(dst, place.Row[1])
		g.drawText(dst, asideLabel, style.Muted)
	}
	for i, f := range v.faceUp {
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
// the moment: from the view and what the person has seen so far, never from
// the engine, which is ahead of every move still playing out.
func (g *Table) DrawTracker(dst *ebiten.Image, r layout.Rect) float64 {
	t := g.t
	geo := t.Geometry()
	v := &g.v
	unseen := g.watch.Unseen(v.hand, v.faceUp, v.discards, v.shown)
	counts := ll.DeckCounts(v.variant)
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

package threeparts

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	tp "parlour/game/threeparts"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/threeparts/board"
)

// DrawTracker implements table.Game: the cards of each number still in the
// deck (still to come), and the rounds left.
func (g *Table) DrawTracker(dst *ebiten.Image, r rect) float64 {
	t := g.t
	geo := t.Geometry()
	tx := t.Text()
	left, rounds := g.tracker()
	size := geo.Type.Small
	row := size * 1.5
	colW := r.W / 2
	y := r.Y
	for i := range 11 {
		n := i + 1
		if i == 10 {
			n = 0 // the jokers last
		}
		x := r.X + float64(i/6)*colW
		yy := y + float64(i%6)*row + row/2
		ink := style.Cream
		if left[n] == 0 {
			ink = style.Muted
		}
		chip := rect{X: x, Y: yy - size*0.62, W: size * 1.5, H: size * 1.24}
		render.Panel(dst, chip, size*0.25, numberColours[n], nil, 0)
		label := fmt.Sprint(n)
		if n == 0 {
			label = i18n.T("threeparts.card.joker_short")
		}
		tx.Draw(dst, label, chip.CX(), chip.CY(), size*0.8, style.Paper, render.Center, true)
		total := n
		if n == 0 {
			total = 15
		}
		s := i18n.T("threeparts.tracker.left", left[n], total)
		tx.Draw(dst, s, chip.Right()+size*0.5, yy, tx.Fit(s, colW-chip.W-size, size, false), ink, render.Left, false)
	}
	y += 6 * row
	s := i18n.N("threeparts.tracker.rounds", rounds, rounds)
	tx.Draw(dst, s, r.X, y+row/2, tx.Fit(s, r.W, size, false), style.Muted, render.Left, false)
	return y + row - r.Y
}

// tracker is what the tracker shows: the cards of each number still in the
// deck (index 0: the jokers), and the rounds left to deal, as the deck's
// own count has them.
func (g *Table) tracker() (left [11]int, rounds int) {
	c := g.counted()
	row := tp.RowSize(g.v.N)
	return c.left, (max(0, c.deck) + row - 1) / row
}

// piles is what the deck, the discards and the tracker count: the cards of
// each number still in the deck, the deck's cards and the discards'.
type piles struct {
	left           [11]int
	deck, discards int
}

// pilesOf counts the piles as the view has them, the events played so far.
func pilesOf(v *board.Board) piles {
	return piles{left: v.Unseen(), deck: v.Deck, discards: len(v.Discards)}
}

// counted is what the piles show at the moment drawn: as the view had them
// once the motion of the last event played had landed (never from the
// engine, which has already turned up a row the motion is still dealing,
// nor from the view, which counts a card dealt as it leaves the deck). A
// card counts where it lands once it lies there (issue 38: "Still in the
// deck" and the deck ran a card ahead while a row was dealt).
func (g *Table) counted() piles { return g.count.Get(g.t) }

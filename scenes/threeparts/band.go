package threeparts

import (
	"fmt"
	"math"

	"parlour/assets/i18n"
	tp "parlour/game/threeparts"
	"parlour/render"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/words"
)

// A part's colour band under its cards, and what it says: the part's name
// (its short form where the name has no room), and its size when every
// part's band has room for one.

// band is the colour band under a part's cards.
func (g *Table) band(pr rect) rect {
	b := g.geo().band
	return rect{X: pr.X + pr.W*0.04, Y: pr.Bottom() - b*0.92, W: pr.W * 0.92, H: b * 0.78}
}

// bandText is what a part's band says (its name, and its size when counts
// is set), at what size, and the box the words take.
func (g *Table) bandText(pr rect, colour int, counts bool) (string, float64, rect) {
	tx := g.t.Text()
	band := g.band(pr)
	label := words.Colour(colour)
	if counts {
		label = g.withSize(pr, colour)
	}
	size := tx.Fit(label, band.W*0.94, g.t.Geometry().Type.Small, true)
	if size < render.Readable() && !counts {
		// A one-card part on a phone has no room for "Блакитна" or
		// "Niebieska" at a readable size: its short form (issue 29).
		label = i18n.T("threeparts.colour_short." + tp.ColourName(colour))
		size = tx.Fit(label, band.W*0.94, g.t.Geometry().Type.Small, true)
	}
	if size < render.Readable() && g.geo().compact {
		// A small table's one-card part is narrower than even the short
		// form: the words stay readable and their band widens under
		// them (wideBand), into the gaps and the row's ends.
		size = render.Readable()
	}
	cx := band.CX()
	if w := tx.Width(label, size, true); w > band.W*0.94 {
		area := g.geo().area
		cx = math.Max(area.X+w/2, math.Min(cx, area.Right()-w/2))
	}
	return label, size, textBox(tx.Width(label, size, true), size, cx, band.CY())
}

// wideBand is a part's band as drawn: wide enough for its words (box).
func wideBand(band, box rect, pad float64) rect {
	if box.W+2*pad <= band.W {
		return band
	}
	return rect{X: box.X - pad, Y: band.Y, W: box.W + 2*pad, H: band.H}
}

// withSize is a part's name with its number of cards ("Black · 1").
func (g *Table) withSize(pr rect, colour int) string {
	n := 0
	for _, c := range g.geo().cards {
		if c.CX() > pr.X && c.CX() < pr.Right() {
			n++
		}
	}
	return fmt.Sprintf("%s · %d", words.Colour(colour), n)
}

// countsFit reports whether every part's band has room for its size, so
// parts side by side either all say it or none does.
func (g *Table) countsFit(parts []board.Span) bool {
	tx := g.t.Text()
	tiny := g.t.Geometry().Type.Tiny
	for _, p := range parts {
		pr := g.partSpot(p.Lo, p.Hi)
		if g.band(pr).W <= tx.Width(g.withSize(pr, p.Colour), tiny, true)*1.05 {
			return false
		}
	}
	return true
}

// textBox is the box of words w wide at size, centred on (cx, cy).
func textBox(w, size, cx, cy float64) rect {
	return rect{X: cx - w/2, Y: cy - size*0.5, W: w, H: size}
}

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

// bandLabel is what a part's band says, at what size, in what box.
type bandLabel struct {
	text string
	size float64
	box  rect
}

// bandLabels are the band words of parts side by side, kept apart: a
// small table's one-card parts widen their bands under words wider than
// them, and two such neighbours overlapped, the second's band covering the
// first's words ("Whit" at 240×320 with four players). Each box is pushed
// right clear of the one before it, then, past the row's end, back left.
func (g *Table) bandLabels(parts []board.Span, counts bool) []bandLabel {
	out := make([]bandLabel, len(parts))
	for i, p := range parts {
		out[i].text, out[i].size, out[i].box = g.bandText(g.partSpot(p.Lo, p.Hi), p.Colour, counts)
	}
	// The room each band's words take with the band's padding (wideBand).
	pad := func(l bandLabel) float64 { return l.size*0.2 + 1 }
	for i := 1; i < len(out); i++ {
		if x := out[i-1].box.Right() + pad(out[i-1]) + pad(out[i]); out[i].box.X < x {
			out[i].box.X = x
		}
	}
	if n := len(out); n > 0 {
		if x := g.geo().area.Right() - out[n-1].box.W; out[n-1].box.X > x {
			out[n-1].box.X = x
		}
		for i := n - 2; i >= 0; i-- {
			if x := out[i+1].box.X - pad(out[i+1]) - pad(out[i]) - out[i].box.W; out[i].box.X > x {
				out[i].box.X = x
			}
		}
	}
	return out
}

// wideBand is a part's band as drawn: under its words (box), where they
// are wider than it or were moved off it (bandLabels).
func wideBand(band, box rect, pad float64) rect {
	if box.X-pad >= band.X && box.Right()+pad <= band.Right() {
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

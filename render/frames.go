package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
	"parlour/render/style"
)

// Frame is how a deck's faces are framed: the card stock, its edge, a rule
// just inside the edge and a small mark in the top right corner. Each game
// has its own, as its backs differ, so a card out of one game never looks
// like a card of another; the value, the name and the picture stay where
// they are on every deck.
type Frame struct {
	Paper, Edge color.RGBA
	Rule        color.RGBA // the inner rule; transparent: none
	EdgeWidth   float64    // as a fraction of the card's width; 0: 0.012
	Mark        func(dst *ebiten.Image, cx, cy, size float64, c color.Color)
	MarkColour  color.RGBA
}

// DefaultFrame is plain paper with an ink edge.
var DefaultFrame = Frame{Paper: style.Paper, Edge: style.Ink}

func (f Frame) orDefault() Frame {
	if f.Paper.A == 0 {
		return DefaultFrame
	}
	return f
}

// drawFrame draws the face's stock, edge, rule and mark in r.
func drawFrame(dst *ebiten.Image, r layout.Rect, rad float64, fr Frame) {
	fr = fr.orDefault()
	ew := fr.EdgeWidth
	if ew == 0 {
		ew = 0.012
	}
	if style.HighContrast() {
		// Every deck on white stock with a heavy black edge: the rule and
		// the mark still tell one game's cards from another's.
		fr.Paper, fr.Edge, ew = style.Paper, style.Ink, ew*style.Line
	}
	Panel(dst, r, rad, fr.Paper, fr.Edge, math.Max(1, r.W*ew))
	// Below about 48 pixels a rule and a mark would only blur the edge.
	if r.W < 48 {
		return
	}
	if fr.Rule.A > 0 {
		in := r.Inset(r.W * 0.035)
		StrokePath(dst, RoundRectPath(in, rad*0.6), math.Max(1, r.W*0.008), fr.Rule)
	}
	if fr.Mark != nil {
		s := r.W * style.CardCoin
		fr.Mark(dst, r.Right()-s*1.15, r.Y+s*1.05, s*0.8, fr.MarkColour)
	}
}

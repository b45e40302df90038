package threeparts

// What the row shows where, for the browser tests (Snapshot's marks): kept
// apart from the drawing, which it measures with the same layout functions.

import (
	"fmt"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/scenes/threeparts/board"
)

// rowMark is a thing drawn on the row, for the tests: a divider (its bar and
// handle) or words (above the row, or in a part's band), in CSS pixels.
type rowMark struct {
	Kind string     `json:"kind"` // "card" (its place on the row in Text), "deck", "discard", "vote" (a seat's choice card, the seat in Text), "divider", "knob", "ghost" (its gap in Text), "label", "band"
	Text string     `json:"text,omitempty"`
	At   [4]float64 `json:"at"`
}

// rowMarks lists the row's cards, the piles, the dividers and the words of
// the segment being settled, where drawRow draws them.
func (g *Table) rowMarks() []rowMark {
	v := g.v
	cur, ok := v.Current()
	if !ok || cur.Hi <= cur.Lo || len(v.Row) < cur.Hi {
		return nil
	}
	sc := g.t.Geometry().Scale
	css := func(r rect) [4]float64 { c := g.t.CSS(r); return [4]float64{c.X, c.Y, c.W, c.H} }
	var out []rowMark
	for i := range v.Row {
		out = append(out, rowMark{Kind: "card", Text: fmt.Sprint(i), At: css(g.cardSpot(i))})
	}
	lay := g.geo()
	out = append(out, rowMark{Kind: "deck", At: css(lay.deck)}, rowMark{Kind: "discard", At: css(lay.discard)})
	for seat := range v.N {
		if r, _, _, ok := g.vote(seat); ok {
			out = append(out, rowMark{Kind: "vote", Text: fmt.Sprint(seat), At: css(r)})
		}
	}
	cutting := g.personCuts()
	parts := cur.Parts()
	if cutting {
		parts = board.Seg{Lo: cur.Lo, Hi: cur.Hi, Cuts: g.d.Cuts[:]}.Parts()
	}
	seg := g.partSpot(cur.Lo, cur.Hi)
	label := ""
	switch {
	case cur.Claim != game.AllSeats(v.N):
		label = i18n.T("threeparts.row.claimants", g.names(cur.Claim))
	case !cutting && len(parts) == 0 && len(v.Row) == g.geo().n && v.Round > 0:
		label = g.t.Words("threeparts.row.to_cut", v.Leader, -1)
	}
	if label != "" {
		_, box := g.labelText(seg, label)
		out = append(out, rowMark{Kind: "label", Text: label, At: css(box)})
	}
	for _, l := range g.bandLabels(parts, g.countsFit(parts)) {
		out = append(out, rowMark{Kind: "band", Text: l.text, At: css(l.box)})
	}
	if cutting {
		for i, c := range g.d.Cuts {
			r := g.dividerSpot(c)
			if i == g.d.Lifted {
				r = g.liftedDivider(r)
			}
			out = append(out, rowMark{Kind: "divider", At: css(r)}, rowMark{Kind: "knob", At: css(knob(r, sc))})
		}
		for _, p := range g.ghosts() {
			out = append(out, rowMark{Kind: "ghost", Text: fmt.Sprint(p), At: css(g.dividerSpot(p))})
		}
	} else {
		for _, c := range cur.Cuts {
			out = append(out, rowMark{Kind: "divider", At: css(g.dividerSpot(c))})
		}
	}
	return out
}

package scenes

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
)

// Draw implements Scene.
func (t *LoveLetterTable) Draw(a *App, dst *ebiten.Image) {
	o := t.obs()
	tb := t.layout(a)
	u := tb.Unit
	t.drawTop(a, dst, tb, o)
	for i, seat := range t.opponents() {
		t.drawSeat(a, dst, tb.Opponents[i], seat, i, o)
	}
	t.drawCentre(a, dst, tb, o)
	t.drawPrompt(a, dst, tb, o)
	for i, r := range tb.HandCards {
		if i >= len(o.Hand) {
			break
		}
		c := o.Hand[i]
		st := render.CardState{Selected: c == t.sel && o.Phase == ll.PhasePlay, Hover: r.Contains(a.In.X, a.In.Y) && t.s.HumanToMove()}
		if t.s.HumanToMove() && o.Phase == ll.PhasePlay && len(t.legalFor(o, c)) == 0 {
			st.Disabled = true
		}
		lift := 0.0
		if st.Selected {
			lift = u
		}
		r.Y -= lift
		render.Card(dst, a.Text, r, llFace(c), st)
		if st.Disabled {
			a.Text.Wrap(dst, i18n.T("table.countess_forced"), r.X+r.W*0.08, r.Y+r.H*0.25, r.W*0.84, r.W*0.075, render.Paper, true)
		}
	}
	if tb.Side.W > 0 {
		t.drawSide(a, dst, tb, o)
	}
	if t.picking >= 0 {
		render.Panel(dst, tb.Picker, u, color.RGBA{0x10, 0x26, 0x1c, 0xf0}, render.Gold, 2)
		cards := t.pickerCards(o)
		for i, r := range t.pickerRects(a, tb, o) {
			render.Card(dst, a.Text, r, llFace(cards[i]), render.CardState{Hover: r.Contains(a.In.X, a.In.Y)})
		}
	}
	if t.overlay != nil {
		t.drawOverlay(a, dst)
	}
}

func (t *LoveLetterTable) drawTop(a *App, dst *ebiten.Image, tb layout.Table, o *ll.Observation) {
	u := tb.Unit
	render.Panel(dst, tb.Top, 0, render.FeltDark, nil, 0)
	status := i18n.T("table.round", o.Round) + "  ·  " + i18n.T("table.deck", o.Deck) + "  ·  " + i18n.T("table.tokens_to_win", o.Target)
	a.Text.Draw(dst, status, u, tb.Top.CY(), a.Text.Fit(status, tb.Top.W-9*u, 1.2*u, false), render.Cream, render.Left, false)
	Button(a, dst, tb.Menu, i18n.T("menu.menu"), false)
}

func (t *LoveLetterTable) drawSeat(a *App, dst *ebiten.Image, r layout.Rect, seat, index int, o *ll.Observation) {
	u := a.Unit * 0.9
	sv := o.Seats[seat]
	fill := color.RGBA{0x14, 0x3b, 0x2c, 0xff}
	border := render.Mix(render.Gold, render.Felt, 0.6)
	switch {
	case sv.Out:
		fill = color.RGBA{0x2b, 0x2f, 0x2d, 0xff}
	case t.s.Waiting() == seat && o.Phase != ll.PhaseOver:
		border = render.Gold
	}
	acts := t.legalFor(o, t.sel)
	aim := t.s.HumanToMove() && t.sel != ll.NoCard && t.picking < 0 && targetable(acts, seat)
	if aim {
		border = render.Highlight
		if r.Contains(a.In.X, a.In.Y) {
			fill = render.Mix(fill, render.Highlight, 0.2)
		}
	}
	render.Panel(dst, r, u*0.8, fill, border, math.Max(2, u*0.15))
	nameSize := math.Min(1.3*u, r.H*0.16)
	label := t.name(seat)
	if aim {
		label = fmt.Sprintf("%d · %s", index+1, label)
	}
	a.Text.Draw(dst, label, r.X+u*0.8, r.Y+nameSize*0.95, a.Text.Fit(label, r.W*0.55, nameSize, true), render.Cream, render.Left, true)
	// Tokens as hearts, right-aligned.
	hs := nameSize * 0.9
	for i := range sv.Tokens {
		render.Heart(dst, r.X+r.W-u*0.8-hs*0.6-float64(i)*hs*1.15, r.Y+nameSize*0.95, hs, render.Danger)
	}
	badgeY := r.Y + nameSize*2.2
	switch {
	case sv.Out:
		a.Text.Draw(dst, i18n.T("table.out"), r.X+u*0.8, badgeY, nameSize*0.85, render.Muted, render.Left, true)
	case sv.Protected:
		a.Text.Draw(dst, i18n.T("table.protected"), r.X+u*0.8, badgeY, nameSize*0.85, render.Highlight, render.Left, true)
	case t.s.Waiting() == seat && t.s.Human != seat:
		a.Text.Draw(dst, i18n.T("table.waiting", t.name(seat)), r.X+u*0.8, badgeY, a.Text.Fit(i18n.T("table.waiting", t.name(seat)), r.W-1.6*u, nameSize*0.8, false), render.Gold, render.Left, false)
	}
	// The hidden hand and the discards, small.
	cardsY := r.Y + nameSize*3.1
	ch := math.Max(8, r.Y+r.H-cardsY-u*0.5)
	cw := ch / layout.CardAspect
	x := r.X + u*0.8
	for range sv.HandSize {
		render.CardBack(dst, layout.Rect{X: x, Y: cardsY, W: cw, H: ch})
		x += cw * 0.45
	}
	if sv.HandSize > 0 {
		x += cw * 0.75
	}
	step := math.Min(cw*0.62, (r.X+r.W-u*0.8-cw-x)/math.Max(1, float64(len(sv.Discards)-1)))
	for _, c := range sv.Discards {
		render.Card(dst, a.Text, layout.Rect{X: x, Y: cardsY, W: cw, H: ch}, llFace(c), render.CardState{})
		x += step
	}
}

func (t *LoveLetterTable) drawCentre(a *App, dst *ebiten.Image, tb layout.Table, o *ll.Observation) {
	u := tb.Unit
	c := tb.Centre
	ch := math.Min(c.H*0.8, 14*u)
	cw := ch / layout.CardAspect
	n := 1 + len(o.FaceUp)
	if o.SetAside {
		n++
	}
	// Narrow screens shrink the centre cards so the row always fits.
	if fit := (c.W - float64(n+1)*u*1.5) / float64(n); cw > fit {
		cw, ch = fit, fit*layout.CardAspect
	}
	slots := layout.Row(c, n, cw, ch, u*1.5)
	// The deck: a small stack and its count.
	deck := slots[0]
	for i := min(o.Deck, 4) - 1; i >= 0; i-- {
		render.CardBack(dst, layout.Rect{X: deck.X + float64(i)*u*0.12, Y: deck.Y - float64(i)*u*0.12, W: cw, H: ch})
	}
	if o.Deck == 0 {
		render.Panel(dst, deck, cw*0.08, nil, render.Muted, 1)
	}
	a.Text.Draw(dst, fmt.Sprint(o.Deck), deck.CX(), deck.Y+deck.H+u*0.9, 1.2*u, render.Cream, render.Center, true)
	i := 1
	if o.SetAside {
		render.CardBack(dst, slots[i])
		i++
	}
	for _, f := range o.FaceUp {
		render.Card(dst, a.Text, slots[i], llFace(f), render.CardState{})
		i++
	}
	// The person's own discards and tokens, along the left of the centre.
	me := o.Seats[max(o.Seat, 0)]
	mh := math.Min(ch*0.55, 8*u)
	mw := mh / layout.CardAspect
	x := c.X + u
	for k := range me.Tokens {
		render.Heart(dst, x+u*0.8+float64(k)*u*1.6, c.Y+u, u*1.4, render.Danger)
	}
	for _, d := range me.Discards {
		render.Card(dst, a.Text, layout.Rect{X: x, Y: c.Y + c.H - mh, W: mw, H: mh}, llFace(d), render.CardState{})
		x += mw * 0.6
	}
}

func (t *LoveLetterTable) drawPrompt(a *App, dst *ebiten.Image, tb layout.Table, o *ll.Observation) {
	u := tb.Unit
	p := tb.Prompt
	msg := ""
	switch {
	case o.Seats[max(o.Seat, 0)].Out && o.Phase != ll.PhaseOver:
		msg = i18n.T("table.out")
	case !t.s.HumanToMove():
		if w := t.s.Waiting(); w >= 0 {
			msg = i18n.T("table.waiting", t.name(w))
		}
	case o.Phase == ll.PhaseKeep:
		msg = i18n.T("table.choose_keep")
	case t.picking >= 0:
		msg = i18n.T("table.choose_guess")
	case t.sel != ll.NoCard && needsTarget(t.legalFor(o, t.sel)):
		msg = i18n.T("table.choose_target", cardName(t.sel))
	default:
		msg = i18n.T("table.your_turn")
	}
	a.Text.Draw(dst, msg, p.CX(), p.CY(), a.Text.Fit(msg, p.W*0.55, 1.3*u, true), render.Cream, render.Center, true)
	if t.s.HumanToMove() && t.sel != ll.NoCard && t.picking < 0 {
		acts := t.legalFor(o, t.sel)
		if b, ok := t.actionButton(a, tb, acts); ok {
			label := i18n.T("menu.play") + " " + cardName(t.sel)
			if targetable(acts, t.s.Human) {
				label = cardName(t.sel) + " → " + i18n.T("you")
			}
			Button(a, dst, b, label, true)
		}
	}
}

func (t *LoveLetterTable) drawSide(a *App, dst *ebiten.Image, tb layout.Table, o *ll.Observation) {
	u := tb.Unit
	s := tb.Side.Inset(u * 0.5)
	render.Panel(dst, s, u*0.6, color.RGBA{0x12, 0x30, 0x24, 0xff}, nil, 0)
	a.Text.Draw(dst, i18n.T("table.tracker"), s.X+u, s.Y+u*1.2, 1.2*u, render.Gold, render.Left, true)
	unseen := o.Unseen()
	counts := ll.DeckCounts(o.Variant)
	y := s.Y + u*2.6
	row := 1.35 * u
	for c := ll.Spy; c <= ll.Princess; c++ {
		if counts[c] == 0 {
			continue
		}
		col := render.Cream
		if unseen[c] == 0 {
			col = render.Muted
		}
		render.Circle(dst, s.X+u*1.4, y, u*0.5, cardColours[c])
		a.Text.Draw(dst, fmt.Sprint(int(c)), s.X+u*1.4, y, u*0.7, render.Paper, render.Center, true)
		a.Text.Draw(dst, cardName(c), s.X+u*2.4, y, u*0.95, col, render.Left, false)
		a.Text.Draw(dst, fmt.Sprintf("%d / %d", unseen[c], counts[c]), s.X+s.W-u, y, u*0.95, col, render.Right, false)
		y += row
	}
	y += u * 0.6
	a.Text.Draw(dst, i18n.T("table.log"), s.X+u, y, 1.2*u, render.Gold, render.Left, true)
	y += u * 1.2
	lines := int((s.Y + s.H - y) / (u * 1.25))
	start := max(0, len(t.log)-lines)
	for _, line := range t.log[start:] {
		a.Text.Draw(dst, line, s.X+u, y+u*0.6, a.Text.Fit(line, s.W-2*u, u*0.9, false), render.Cream, render.Left, false)
		y += u * 1.25
	}
}

func (t *LoveLetterTable) drawOverlay(a *App, dst *ebiten.Image) {
	u := a.Unit
	render.Panel(dst, layout.Rect{W: a.W, H: a.H}, 0, color.RGBA{0, 0, 0, 0x90}, nil, 0)
	w := math.Min(a.W*0.9, 34*u)
	h := math.Min(a.H*0.8, (6+1.6*float64(len(t.overlay.lines)))*u+5*u)
	r := layout.Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	render.Panel(dst, r, u, color.RGBA{0x1b, 0x40, 0x31, 0xff}, render.Gold, 2)
	a.Text.Draw(dst, t.overlay.title, r.CX(), r.Y+2.2*u, a.Text.Fit(t.overlay.title, r.W-2*u, 2*u, true), render.Gold, render.Center, true)
	y := r.Y + 4.5*u
	for _, line := range t.overlay.lines {
		if y > r.Y+r.H-5*u {
			break
		}
		a.Text.Draw(dst, line, r.CX(), y, a.Text.Fit(line, r.W-2*u, 1.2*u, false), render.Cream, render.Center, false)
		y += 1.6 * u
	}
	label := i18n.T("result.next_round")
	if t.overlay.final {
		label = i18n.T("result.play_again")
	}
	b := layout.Rect{X: r.CX() - 8*u, Y: r.Y + r.H - 4*u, W: 16 * u, H: 3 * u}
	Button(a, dst, b, label, true)
}

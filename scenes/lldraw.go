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
	"parlour/render/tween"
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
		if t.tl.Hidden(tween.At("hand", t.human(), i)) {
			continue
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
	t.drawFlights(a, dst)
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
	status := i18n.T("table.round", o.Round) + "  ·  " + i18n.T("table.deck", o.Deck) + "  ·  " + i18n.N("table.tokens_to_win", o.Target, o.Target)
	a.Text.Draw(dst, status, u, tb.Top.CY(), a.Text.Fit(status, tb.Top.W-12*u, 1.2*u, false), render.Cream, render.Left, false)
	Button(a, dst, tb.Menu, i18n.T("menu.menu"), false)
	Button(a, dst, rulesButton(tb), "?", false)
}

// rulesButton opens the rules reference from the table, left of the menu.
func rulesButton(tb layout.Table) layout.Rect {
	r := tb.Menu
	r.X -= r.H + tb.Unit*0.6
	r.W = r.H
	return r
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
	key := tween.At("seat", seat, 0)
	if k, kind, ok := t.tl.Flashing(key); ok {
		fill = render.Mix(fill, flashColour(kind), 0.35*k)
		border = flashColour(kind)
		if kind == flashOut {
			// A short shake: the panel is knocked sideways and settles.
			r.X += math.Sin(k*math.Pi*6) * u * 0.4 * k
		}
	}
	render.Panel(dst, r, u*0.8, fill, border, math.Max(2, u*0.15))
	sc := layout.Seat(r, a.Unit, sv.HandSize, len(sv.Discards))
	nameSize := sc.NameSize
	label := t.name(seat)
	if aim {
		label = fmt.Sprintf("%d · %s", index+1, label)
	}
	a.Text.Draw(dst, label, r.X+u*0.8, r.Y+nameSize*0.95, a.Text.Fit(label, r.W*0.55, nameSize, true), render.Cream, render.Left, true)
	// Tokens as hearts, right-aligned.
	for i := range sv.Tokens {
		if t.tl.Hidden(tween.At("token", seat, i)) {
			continue
		}
		x, y := sc.Token(i)
		render.Heart(dst, x, y, nameSize*0.9, render.Danger)
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
	for i := range sv.HandSize {
		if !t.tl.Hidden(tween.At("hand", seat, i)) {
			render.CardBack(dst, sc.Hand[i])
		}
	}
	for i, c := range sv.Discards {
		if !t.tl.Hidden(tween.At("discard", seat, i)) {
			render.Card(dst, a.Text, sc.Discards[i], llFace(c), render.CardState{})
		}
	}
}

func flashColour(kind int) color.RGBA {
	switch kind {
	case flashOut, flashHit:
		return render.Danger
	case flashWin:
		return render.Gold
	}
	return render.Highlight
}

func (t *LoveLetterTable) drawCentre(a *App, dst *ebiten.Image, tb layout.Table, o *ll.Observation) {
	u := tb.Unit
	me := o.Seats[max(o.Seat, 0)]
	cc := layout.Centre(tb.Centre, u, len(o.FaceUp), o.SetAside, len(me.Discards))
	// The deck: a small stack and its count.
	deck := cc.Deck
	for i := min(o.Deck, 4) - 1; i >= 0; i-- {
		render.CardBack(dst, layout.Rect{X: deck.X + float64(i)*u*0.12, Y: deck.Y - float64(i)*u*0.12, W: deck.W, H: deck.H})
	}
	if o.Deck == 0 {
		render.Panel(dst, deck, deck.W*0.08, nil, render.Muted, 1)
	}
	a.Text.Draw(dst, fmt.Sprint(o.Deck), deck.CX(), deck.Y+deck.H+u*0.9, 1.2*u, render.Cream, render.Center, true)
	if o.SetAside && !t.tl.Hidden(tween.At("aside", 0, 0)) {
		render.CardBack(dst, cc.SetAside)
	}
	for i, f := range o.FaceUp {
		if !t.tl.Hidden(tween.At("faceup", i, 0)) {
			render.Card(dst, a.Text, cc.FaceUp[i], llFace(f), render.CardState{})
		}
	}
	// The person's own discards and tokens, along the left of the centre.
	for k := range me.Tokens {
		if !t.tl.Hidden(tween.At("token", t.human(), k)) {
			x, y := cc.OwnToken(k)
			render.Heart(dst, x, y, u*1.4, render.Danger)
		}
	}
	for i, d := range me.Discards {
		if !t.tl.Hidden(tween.At("discard", t.human(), i)) {
			render.Card(dst, a.Text, cc.Own[i], llFace(d), render.CardState{})
		}
	}
}

// drawFlights draws the cards and tokens in the air, above the table.
func (t *LoveLetterTable) drawFlights(a *App, dst *ebiten.Image) {
	for _, f := range t.tl.Flying() {
		r := f.Rect
		if f.Face == heartFace {
			render.Heart(dst, r.CX(), r.CY(), math.Round(r.W), render.Danger)
			continue
		}
		// Flipping: the card narrows to its edge and opens on the other side.
		r.X += r.W * (1 - f.Turn) / 2
		r.W *= f.Turn
		ref := f.Ref
		if f.Face < 0 {
			render.MovingCard(dst, a.Text, r, ref, nil, f.Lift)
			continue
		}
		face := llFace(ll.Card(f.Face))
		render.MovingCard(dst, a.Text, r, ref, &face, f.Lift)
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

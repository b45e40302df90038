package table

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/render/tween"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/ring"
	"parlour/scenes/ui"
)

// drawTable is the table's draw (Scene.Draw).
// drawFelt draws the table itself (layers.Felt) with its top bar; the
// layers over it are drawn by drawTable (layers.go).
func (t *Table) drawFelt(u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	t.drawBar(u, dst)
	if g.Caption.Y >= g.Top.Bottom() {
		render.Panel(dst, g.Caption, 0, style.Mix(style.FeltDark, style.Felt, 0.5), nil, 0)
	}
	t.drawCaption(u, dst)
	t.drawGuide(u, dst)
	for s := range t.Players() {
		t.drawSeat(u, dst, s)
	}
	t.drawOpenHands(u, dst)
	if !t.pickerInCentre() {
		t.g.DrawCentre(dst, g.Centre)
	}
	t.drawPrompt(u, dst)
	t.drawHand(u, dst)
	t.drawFlights(u, dst)
	if t.dec.hasPrompt {
		t.drawPicker(u, dst)
	}
	t.drawHint(u, dst) // over the picker too: a suggested choice may lie in it
	t.drawCloseUp(u, dst)
	t.drawTableCloseUp(u, dst)
	if g.Wide {
		t.drawSide(u, dst)
	}
}

func (t *Table) drawBar(u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	render.Panel(dst, g.Top, 0, style.FeltDark, nil, 0)
	if g.Status.W > 0 {
		r := t.barText(g.Status)
		t.line(dst, t.fitStatus(t.statusLine(), r), r, g.Type.Small, style.Cream, false)
	}
	t.drawTools(u, dst)
	u.Button(dst, g.Menu, i18n.T("menu.menu"), ui.Plain)
	u.Button(dst, g.Rules, "?", ui.Plain)
	if !g.Wide {
		u.Button(dst, g.Log, i18n.T("table.log"), ui.Chosen(t.drawer.on))
	}
}

// statusLine is the game's status, after "Daily deal <date>" at a daily
// deal's table.
func (t *Table) statusLine() string {
	if t.s.Daily != "" {
		return i18n.T("table.daily", t.s.Daily) + " · " + t.g.Status()
	}
	return t.g.Status()
}

// StatusShown is the status as the top bar shows it now, shortened to what
// fits (fitStatus), or "" when the bar holds none (a short screen shows it
// at the head of the side panel): a table may show elsewhere what it drops.
func (t *Table) StatusShown() string {
	if t.geo.Status.W <= 0 {
		return ""
	}
	return t.fitStatus(t.statusLine(), t.barText(t.geo.Status))
}

// fitStatus shortens the status to what the bar holds on two lines at the
// smallest readable size: on a 360-pixel phone "Round 1 · Deck 15 · 4 tokens
// win the game" keeps "Round 1 · Deck 15" (the goal is in the rules and the
// round's summary), rather than spilling a third line out of the bar.
func (t *Table) fitStatus(s string, r Rect) string {
	tx, tiny := t.app.Text, t.geo.Type.Tiny
	twoLines := math.Min(r.H, 2.2*tx.WrapHeight("Ag", r.W, tiny))
	oneLine := func(s string) bool { return tx.Fit(s, r.W, t.geo.Type.Small, false) >= tiny }
	s = layout.KeepParts(s, " · ", func(s string) bool {
		return oneLine(s) || tx.WrapHeight(layout.BreakParts(s, " · ", oneLine), r.W, tiny) <= twoLines
	})
	if oneLine(s) {
		return s
	}
	return layout.BreakParts(s, " · ", oneLine)
}

// drawCaption says what just happened in the caption band; while a card a
// first tap raised shows in close-up on a touch screen, that a second tap
// plays it (issue 38: written above the close-up, the line ran over the
// seats' names at 360×640).
func (t *Table) drawCaption(u *ui.Frame, dst *ebiten.Image) {
	r := t.barText(t.geo.Caption)
	r.X += 0.6 * t.geo.Unit
	r.W -= 1.2 * t.geo.Unit
	if t.s.Guide && t.replay == nil && r.Y >= t.geo.Top.Bottom() {
		r.W = math.Max(0, t.guideSkip().X-t.geo.Space.XS-r.X)
	}
	s := t.seq.Caption
	t.shown.tapAgain = Rect{}
	if _, _, note, _ := t.closeUpNow(u); note {
		s = i18n.T("table.tap_again")
		t.shown.tapAgain = r
	}
	t.shown.caption, t.shown.captionCut = t.line(dst, s, r, t.geo.Type.Body, style.Cream, true)
}

// flash kinds in the timeline: the tone, plus shakeBit for a shake.
const shakeBit = 0x100

func toneColour(tone Tone) color.RGBA {
	switch tone {
	case Good:
		return style.Good
	case Bad:
		return style.Danger
	case Info:
		return style.Highlight
	case Winning:
		return style.Gold
	}
	return style.Cream
}

func (t *Table) drawSeat(u *ui.Frame, dst *ebiten.Image, seat int) {
	g := t.geo
	r := t.SeatRect(seat)
	look := t.g.Seat(seat)
	state := flow.Idle
	if seat < len(t.view.status.States) {
		state = t.view.status.States[seat]
	}
	fill, border, bw := style.SeatFill, style.Edge(), math.Max(1.5, 1.5*g.Scale)
	switch {
	case look.Out:
		fill = style.OutFill
	case state == flow.Choosing && !t.s.Game.Over() && (t.seq.Idle() || seat == t.s.Human):
		// Like the status line: while an earlier move still plays, the next
		// bot is not yet shown as the one the table waits for.
		border, bw = style.Gold, math.Max(3, 3*g.Scale)
	}
	aim := t.dec.hasPrompt && seat < len(t.dec.prompt.Seats) && t.dec.prompt.Seats[seat].On
	if aim {
		border, bw = style.Highlight, math.Max(3, 3*g.Scale)
		if r.Contains(u.In.X, u.In.Y) {
			fill = style.Mix(fill, style.Highlight, 0.2)
		}
	}
	if k, kind, ok := t.seq.TL.Flashing(tween.At("seat", seat, 0)); ok {
		c := toneColour(Tone(kind &^ shakeBit))
		// Eight steps of the flash, not one per frame: each fill is a panel
		// image drawn once and cached (render.Panel).
		fill = style.Mix(fill, c, 0.35*math.Round(k*8)/8)
		border = c
		if kind&shakeBit != 0 {
			r.X += t.seq.TL.Shake(k) * g.Unit * 0.4
		}
	}
	render.Panel(dst, r, g.Unit*style.Radius, fill, border, bw)
	p := g.Inside(r)
	name := t.SeatName(seat)
	ink := style.Cream
	if look.Out {
		ink = style.Muted
	}
	shown, size := u.Text.Display().FitOrClip(name, p.Name.W, p.NameSize, true)
	u.Text.Display().Draw(dst, shown, p.Name.X, p.Name.CY(), size, ink, render.Left, true)
	if p.Avatar.W > 0 {
		drawAvatar(u, dst, p.Avatar, seat, name, t.s.Seats[seat].Bot != "", look.Out)
	}
	status, tone := t.seatStatus(seat, state, look)
	if status != "" {
		if status == look.Note && look.Short != "" && u.Text.Fit(status, p.Status.W, p.StatusSize, false) < render.Readable() {
			status = look.Short
		}
		shown, size := u.Text.FitOrClip(status, p.Status.W, p.StatusSize, false)
		u.Text.Draw(dst, shown, p.Status.X, p.Status.CY(), size, toneColour(tone), render.Left, false)
	}
	t.g.DrawSeat(dst, seat, p)
	if aim && t.dec.focus == (Target{Zone: ZoneSeat, Index: seat}) {
		u.Focus(dst, r)
	}
}

// seatStatus is the seat's status line: whose decision the table awaits
// ("thinking…", "choosing…", "ready"), else the game's note.
func (t *Table) seatStatus(seat int, state flow.SeatState, look SeatLook) (string, Tone) {
	// The panel tells the moment the table shows: while moves still play
	// out, or under a summary, a decision is not due yet on screen (it once
	// said "your turn" while bots still animated), unless it was shown due
	// at rest and only others' parts of it play (flow.Status.Due).
	if t.s.Game.Over() || t.replay != nil || state == flow.Choosing && (t.seq.Showing != nil || !t.view.status.Due(seat, t.seq.Idle())) {
		if look.Note != "" {
			return look.Note, look.Tone
		}
		return "", Plain
	}
	group := 0
	for _, s := range t.view.status.States {
		if s != flow.Idle {
			group++
		}
	}
	switch {
	case state == flow.Ready:
		return i18n.T("table.ready"), Good
	case state == flow.Choosing && seat == t.s.Human:
		return i18n.T("table.your_turn_short"), Winning
	case state == flow.Choosing && t.s.Several() && slices.Contains(t.s.People(), seat):
		// Another person at this device: not a bot thinking.
		return i18n.T("table.person_next"), Winning
	case state == flow.Choosing && group > 1:
		return i18n.T("table.choosing"), Winning
	case state == flow.Choosing:
		return i18n.T("table.thinking"), Winning
	}
	return look.Note, look.Tone
}

func (t *Table) drawPrompt(u *ui.Frame, dst *ebiten.Image) {
	g := t.geo
	bar := g.Prompt
	text := ""
	var buttons []button
	switch {
	case t.replay != nil:
		t.drawReplay(u, dst)
		return
	case t.s.Game.Over():
	case t.pass.handOff >= 0 && t.seq.Idle():
		b := t.handOffButton()
		u.Button(dst, b, t.handOffLabel(), ui.Primary)
		u.Focus(dst, b)
		return
	case t.dec.hasPrompt:
		text = t.dec.prompt.Text
		_, buttons, _ = t.promptLayout(t.dec.prompt)
	default:
		text = t.waitingText()
	}
	right := bar.Right()
	for _, b := range buttons {
		right = math.Min(right, b.r.X)
	}
	t.shown.prompt, t.shown.promptCut = Rect{}, ""
	if text != "" {
		w := right - bar.X - g.Space.S
		size := u.Text.Fit(text, w, g.Type.Label, true)
		if size < g.Type.Small {
			// Wrapped, from the bar's top down to the hand under it or
			// the screen's bottom, no further: at 240×320 a long prompt
			// ran under the hand, or off the screen. Smaller down to the
			// readable size, then cut short (a small embed's prompt must
			// not be: it names the choices), and a prompt cut short shows
			// whole in a notice when tapped (promptInput).
			r := t.promptRoom(bar, w)
			s, sz := t.wrapIn(text, r, g.Type.Small, true)
			h := u.Text.WrapHeight(s, w, sz)
			y := bar.CY() - h/2 // centred on the bar where it fits
			if h > bar.H {
				y = r.Y
			}
			u.Text.Wrap(dst, s, bar.X, y, w, sz, style.Cream, true)
			t.shown.prompt = Rect{X: bar.X, Y: y, W: w, H: h}
			if strings.ReplaceAll(s, "\n", " ") != text {
				t.shown.promptCut = text
			}
		} else {
			x, align := bar.X, render.Left
			if len(buttons) == 0 {
				x, align = bar.CX(), render.Center
			}
			u.Text.Draw(dst, text, x, bar.CY(), size, style.Cream, align, true)
		}
	}
	for _, b := range buttons {
		u.Button(dst, b.r, b.label, b.look)
		if t.dec.focus == b.t {
			u.Focus(dst, b.r)
		}
	}
}

// promptRoom is where the prompt's words may go, w wide: from the bar's
// top to the hand when it lies under the bar, else to the screen's bottom
// (the bar's own height when that is more).
func (t *Table) promptRoom(bar Rect, w float64) Rect {
	bottom := t.app.H - t.geo.Space.XS
	if h := t.geo.Hand; h.H > 0 && h.Y >= bar.Bottom()-1 {
		bottom = h.Y
	}
	return Rect{X: bar.X, Y: bar.Y, W: w, H: math.Max(bar.H, bottom-bar.Y)}
}

// waitingText says whose decision the table waits for.
func (t *Table) waitingText() string {
	if !t.seq.Idle() {
		return ""
	}
	var waiting []int
	for s, st := range t.view.status.States {
		if st == flow.Choosing {
			waiting = append(waiting, s)
		}
	}
	switch {
	case len(waiting) == 1:
		return i18n.T("table.waiting", t.SeatName(waiting[0]))
	case len(waiting) > 1:
		return i18n.N("table.waiting_many", len(waiting), len(waiting))
	}
	return ""
}

func (t *Table) drawHand(u *ui.Frame, dst *ebiten.Image) {
	hand := t.g.Hand()
	if len(hand) == 0 {
		return
	}
	fan := ring.HandFan(t.geo.Hand, len(hand), t.geo.Touch)
	var marks []Mark
	if t.dec.hasPrompt {
		marks = t.dec.prompt.Hand
	}
	draw := func(i int) {
		if i >= len(fan.Cards) || t.Hidden(tween.At("hand", t.Human(), i)) {
			return
		}
		r := fan.Cards[i]
		var st render.CardState
		if i < len(marks) {
			m := marks[i]
			st.Selected = m.Selected
			st.Disabled = !m.On && !m.Selected
			st.Hover = m.On && fan.Hits[i].Contains(u.In.X, u.In.Y)
		}
		if st.Selected || i == t.dec.raised {
			r.Y -= fan.Lift
		}
		t.CardAt(dst, r, hand[i], st)
		if t.dec.hasPrompt && t.dec.focus == (Target{Zone: ZoneHand, Index: i}) {
			u.Focus(dst, r)
		}
	}
	// Why a card cannot be played, written once over what shows of the
	// cards that share the reason (ring.NoteSpans), after them and before
	// the raised card, which lies over them.
	spans := t.handNotes(fan, hand, marks)
	note := func(raised bool) {
		for _, sp := range spans {
			if (sp.First == t.dec.raised) == raised {
				t.drawHandNote(dst, sp)
			}
		}
	}
	for i := range hand {
		if i != t.dec.raised {
			draw(i)
		}
	}
	note(false)
	if t.dec.raised >= 0 {
		draw(t.dec.raised)
		note(true)
	}
}

// drawHandNote writes a reason in its span on a dark band, so that it
// reads over the cards' faces: on one line in the span's middle where it
// fits, else wrapped in the span.
func (t *Table) drawHandNote(dst *ebiten.Image, sp ring.NoteSpan) {
	tx := t.app.Text
	pad := sp.Size * 0.35
	b := sp.Box
	if w := tx.Width(sp.Note, sp.Size, true); w <= b.W {
		band := Rect{X: b.CX() - w/2 - pad, Y: b.Y - pad*0.5, W: w + 2*pad, H: sp.Size*1.3 + pad}
		render.Panel(dst, band, pad, style.Shade, nil, 0)
		tx.Draw(dst, sp.Note, b.CX(), band.CY(), sp.Size, style.Paper, render.Center, true)
		return
	}
	h := tx.WrapHeight(sp.Note, b.W*0.95, sp.Size)
	render.Panel(dst, Rect{X: b.X - pad, Y: b.Y - pad*0.5, W: b.W + 2*pad, H: h + pad}, pad, style.Shade, nil, 0)
	tx.Wrap(dst, sp.Note, b.X, b.Y, b.W, sp.Size, style.Paper, true)
}

// handNotes are the reasons written on the hand's cards that cannot be
// played: one per run of neighbours that share one, where it fits whole
// (ring.NoteSpans); elsewhere the reason is said on a tap and to the
// accessible page.
func (t *Table) handNotes(fan ring.Fan, hand []int, marks []Mark) []ring.NoteSpan {
	notes := make([]string, len(hand))
	for i := range min(len(hand), len(marks)) {
		if m := marks[i]; !m.On && !m.Selected && !t.Hidden(tween.At("hand", t.Human(), i)) {
			notes[i] = m.Note
		}
	}
	return ring.NoteSpans(fan, notes, t.dec.raised, t.geo.Type.Tiny, 90*t.geo.Scale, t.app.Text)
}

// lookedAt is the hand card the person is looking at: the raised one, the
// one the keyboard's focus is on, or the one under the mouse or a finger
// held down; -1 for none.
func (t *Table) lookedAt(u *ui.Frame, fan ring.Fan, n int) int {
	switch {
	case t.dec.raised >= 0 && t.dec.raised < n && (!t.dec.raisedByKey || u.In.KeysLatest):
		// A card the keyboard's focus raised is looked at while keys are
		// in use; once the mouse moves, only what it points at.
		return t.dec.raised
	case t.dec.hasPrompt && u.In.KeysLatest && t.dec.focus.Zone == ZoneHand && t.dec.focus.Index < n:
		return t.dec.focus.Index
	}
	for i := min(n, len(fan.Hits)) - 1; i >= 0; i-- {
		if fan.Hits[i].Contains(u.In.X, u.In.Y) {
			return i
		}
	}
	return -1
}

// drawCloseUp shows the card the person looks at in their hand large
// enough to print its rule, above the hand, when the hand's cards are too
// small to: a newcomer reads what a card does before playing it.
func (t *Table) drawCloseUp(u *ui.Frame, dst *ebiten.Image) {
	t.shown.closeUp = -1
	i, r, _, ok := t.closeUpNow(u)
	if !ok {
		return
	}
	id := t.g.Hand()[i]
	t.CardAt(dst, r, id, render.CardState{})
	t.shown.closeUp, t.shown.closeUpAt, t.shown.closeUpRule = i, r, render.CardShowsRule(u.Text, r, t.spec.Face(id).Text)
}

// closeUpNow is the hand card shown in close-up now and where, and whether
// the caption band says "tap again" (note): a card a first tap raised on a
// touch screen is played by a second tap. ok is false when none shows.
func (t *Table) closeUpNow(u *ui.Frame) (i int, r Rect, note, ok bool) {
	hand := t.g.Hand()
	if len(hand) == 0 || t.seq.Showing != nil || t.sheet.on || t.replay != nil {
		return -1, Rect{}, false, false
	}
	fan := t.fan()
	i = t.lookedAt(u, fan, len(hand))
	if i < 0 || i >= len(fan.Cards) || hand[i] < 0 || t.Hidden(tween.At("hand", t.Human(), i)) {
		return -1, Rect{}, false, false
	}
	r, ok = t.closeUpRect(u, fan, hand, i)
	note = ok && u.In.Touch && i == t.dec.raised && !t.dec.raisedByKey && !fan.Overlap
	return i, r, note, ok
}

// closeUpRect is where hand card i shows in close-up, and false when it
// needs none (it prints its rule itself, or has no rule) or has no room.
func (t *Table) closeUpRect(u *ui.Frame, fan ring.Fan, hand []int, i int) (Rect, bool) {
	card := fan.Cards[i]
	rule := t.spec.Face(hand[i]).Text
	if rule == "" || render.CardShowsRule(u.Text, card, rule) {
		return Rect{}, false
	}
	// render.CloseUpWidth, as high as the space above the prompt allows:
	// it never covers the prompt's words or buttons (a warning's Cancel).
	g := t.geo
	aspect := card.H / card.W
	bottom := math.Min(card.Y-fan.Lift, g.Prompt.Y) - g.Space.S
	top := g.Top.Bottom() + g.Space.S
	if u.In.Touch && g.Caption.Y >= g.Top.Bottom() {
		top = g.Caption.Bottom() + g.Space.S // the caption band says "tap again"
	}
	least := render.RuleWidth(u.Text, rule)
	w := math.Floor(math.Min(render.CloseUpWidth(u.Text, rule), (bottom-top)/aspect))
	if w < least {
		return Rect{}, false
	}
	h := math.Round(w * aspect)
	right := u.W
	if g.Wide {
		right = g.Side.X // the tracker beside the table stays readable
	}
	want := Rect{W: w, H: h}
	want.X = math.Max(g.Space.S, math.Min(right-w-g.Space.S, card.CX()-w/2))
	want.Y = bottom - want.H
	bounds := Rect{X: g.Space.S, Y: top, W: right - 2*g.Space.S, H: bottom - top}
	// It covers neither the ring the hint or the guide draws nor the other
	// seats' panels, which the person reads while choosing (issue 38: a
	// focused card's close-up covered Basil's panel), drawn smaller if it
	// must; with no such place, it may cover a panel, as small as prints
	// its rule so that it covers the least of them (at 360×640 the Spy's,
	// drawn full size, covered Basil's name; at its narrowest it stops at
	// his panel's edge), never the ring or a seat the person may pick now
	// (issue 29: a chosen card's close-up hid the seats), or it is not
	// shown.
	must := t.ringKept(Target{Zone: ZoneHand, Index: i})
	var panels []Rect
	for s := range t.Players() {
		if t.dec.hasPrompt && s < len(t.dec.prompt.Seats) && t.dec.prompt.Seats[s].On {
			must = append(must, t.SeatRect(s))
		} else if s != t.s.Human {
			panels = append(panels, t.SeatRect(s))
		}
	}
	r, ok := layout.ClearShrinking(bounds, want, append(must, panels...), g.Space.XS, least)
	if !ok {
		small := Rect{W: least, H: math.Round(want.H * least / want.W)}
		small.X, small.Y = want.CX()-small.W/2, want.Bottom()-small.H
		r, ok = layout.Clear(bounds, small, must, g.Space.XS)
	}
	if !ok {
		return Rect{}, false
	}
	// Drawn smaller, the card keeps its shape at the foot of the place found.
	ch := math.Round(r.W * aspect)
	return Rect{X: r.X, Y: r.Bottom() - ch, W: r.W, H: ch}, true
}

// looksFirst says whether a tap on hand card i on a touch screen, which has
// no hover, only looks at it (raised, in close-up) and a second tap plays
// it: when the card is too small to print its rule and a close-up can show
// it (issue 29: Love Letter's rules were unreadable at 360×640, where the
// hand does not overlap, so a tap played a card the person could not read).
func (t *Table) looksFirst(u *ui.Frame, i int) bool {
	hand := t.g.Hand()
	fan := t.fan()
	if !u.In.Touch || i < 0 || i >= len(hand) || i >= len(fan.Cards) || hand[i] < 0 {
		return false
	}
	_, ok := t.closeUpRect(u, fan, hand, i)
	return ok
}

// drawFlights draws the cards and tokens in the air, above the table.
func (t *Table) drawFlights(u *ui.Frame, dst *ebiten.Image) {
	flying := t.seq.TL.Flying()
	if len(flying) > 0 {
		t.shown.flightFrames++
		if slices.ContainsFunc(flying, func(f tween.InAir) bool { return f.Moving }) {
			t.shown.movingFrames++
		}
	}
	for _, f := range flying {
		r := f.Rect
		if f.Token != 0 {
			drawToken(dst, f.Token, r.CX(), r.CY(), r.W)
			continue
		}
		// Flipping: the card narrows to its edge and opens on the other side.
		full := r
		r.X += r.W * (1 - f.Turn) / 2
		r.W *= f.Turn
		if f.Face < 0 {
			render.MovingCard(dst, u.Text, r, f.Ref, nil, f.Lift, f.Lean)
		} else {
			face := t.spec.Face(f.Face)
			render.MovingCard(dst, u.Text, r, f.Ref, &face, f.Lift, f.Lean)
		}
		if f.Label != "" {
			size := t.geo.Type.Small
			w := u.Text.Width(f.Label, size, true) + 2*t.geo.Space.S
			lr := Rect{X: full.CX() - w/2, Y: full.Bottom() + t.geo.Space.XS, W: w, H: size * 1.8}
			render.Panel(dst, lr, lr.H*0.3, style.Notice, style.Highlight, 1)
			u.Text.Draw(dst, f.Label, lr.CX(), lr.CY(), size, style.Highlight, render.Center, true)
		}
	}
}

// Token kinds a flight or a seat can carry.
const (
	TokenHeart = iota + 1 // a token of affection
	TokenCoin             // a coin
)

// DrawToken draws a token of a kind centred at (x, y).
func (t *Table) DrawToken(dst *ebiten.Image, kind int, x, y, size float64) {
	drawToken(dst, kind, x, y, size)
}

func drawToken(dst *ebiten.Image, kind int, x, y, size float64) {
	switch kind {
	case TokenCoin:
		render.Circle(dst, x, y, size/2, style.Gold)
		render.Circle(dst, x, y, size*0.34, style.Mix(style.Gold, style.Ink, 0.2))
	default:
		render.Heart(dst, x, y, math.Round(size), style.Danger)
	}
}

// pickerInCentre reports whether a picker is open in the table's centre,
// in place of what the game draws there.
func (t *Table) pickerInCentre() bool {
	if !t.dec.hasPrompt {
		return false
	}
	if _, _, picker := t.promptLayout(t.dec.prompt); !picker {
		return false
	}
	_, panel := t.pickerLayout(t.dec.prompt)
	return panel == t.geo.Centre
}

func (t *Table) drawPicker(u *ui.Frame, dst *ebiten.Image) {
	p := t.dec.prompt
	choices, _, picker := t.promptLayout(p)
	if len(choices) == 0 || !picker {
		return
	}
	g := t.geo
	_, panel := t.pickerLayout(p)
	render.Panel(dst, panel, g.Unit, style.FeltDark, style.Gold, 2)
	for i, r := range choices {
		c := p.Choices[i]
		if c.Face >= 0 {
			st := render.CardState{Selected: c.Selected, Disabled: !c.On, Hover: c.On && r.Contains(u.In.X, u.In.Y)}
			t.CardAt(dst, r, c.Face, st)
			if c.Note != "" {
				col := style.Muted
				if !c.On {
					col = style.Danger
				}
				size := u.Text.Fit(c.Note, r.W*1.1, g.Type.Tiny, false)
				u.Text.Draw(dst, c.Note, r.CX(), r.Bottom()+g.Type.Tiny*0.75, size, col, render.Center, false)
			}
		} else {
			look := ui.Chosen(c.Selected)
			if !c.On {
				look = ui.Off
			}
			u.Button(dst, r, c.Label, look)
		}
		if t.dec.focus == (Target{Zone: ZoneChoice, Index: i}) {
			u.Focus(dst, r)
		}
	}
	// The choice looked at, large enough to print its rule when the grid's
	// cards are not (issue 29: the Announce grid on phones had no powers).
	t.shown.choiceShown = -1
	if i := t.lookedAtChoice(u.In.X, u.In.Y, u.In.KeysLatest, u.In.Touch, choices); t.choiceTooSmall(p, i) {
		_, area := t.pickerLayout(p)
		rule := t.spec.Face(p.Choices[i].Face).Text
		if c := t.choiceCloseUp(i, choices[i], area, rule); render.CardPrintsRule(c.W) {
			t.CardAt(dst, c, p.Choices[i].Face, render.CardState{Disabled: !p.Choices[i].On})
			t.shown.choiceShown, t.shown.choiceAt, t.shown.choiceRule = i, c, render.CardShowsRule(u.Text, c, rule)
		}
	}
}

// noticeTop is the table's scenes.NoticePlacer: notices show over the middle of
// the table (the deck, the trick), never over the hand at the bottom
// (issue 29: "can't undo" covered the hand's card names) nor over the seats.
func (t *Table) noticeTop() float64 {
	g := t.geo
	return math.Max(g.Top.Bottom(), g.Centre.Y) + g.Space.S
}

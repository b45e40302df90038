package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/bot"
	"parlour/game/json"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/keymap"
	"parlour/scenes/platform"
	"parlour/scenes/session"
	"parlour/scenes/table/prompt"
	"parlour/scenes/ui"
)

// The table's tools, the same at every table: Undo (take back your last
// decision, when that is honest: see session.Undoable) and Hint (the Clever
// bot's choice on your own observation, highlighted through the prompt).
// Both sit in the top bar, left of the rules button; a tool that cannot be
// used now is drawn disabled and says why when tapped.

// tools are the top bar's Undo and Hint buttons.
func (t *Table) tools() (undo, hint Rect) {
	g := t.geo
	right := g.Rules.X
	if !g.Wide {
		right = g.Log.X
	}
	size := g.Type.Small
	// As tall as the bar's other buttons (ring: touch-sized, grown with a
	// large table), and at least as wide.
	bh := g.Rules.H
	w := func(key string) float64 {
		return math.Max(bh, t.app.Text.Width(i18n.T(key), size, true)+g.Space.L)
	}
	hw, uw := w("table.hint"), w("table.undo")
	if !g.Wide {
		// A phone's top bar keeps its room for the status: icons only.
		hw, uw = bh, bh
	}
	hint = Rect{X: right - g.Space.XS - hw, Y: g.Rules.Y, W: hw, H: g.Rules.H}
	undo = Rect{X: hint.X - g.Space.XS - uw, Y: g.Rules.Y, W: uw, H: g.Rules.H}
	return undo, hint
}

// fullscreenTool is an embed's full screen button, left of Undo, where
// the host allows full screen and the bar is wide (a phone's bar keeps its
// room for the status: full screen is in the table's menu there).
func (t *Table) fullscreenTool() (Rect, bool) {
	if t.replay != nil || !t.geo.Wide || !t.app.FullscreenOffered() {
		return Rect{}, false
	}
	undo, _ := t.tools()
	return Rect{X: undo.X - t.geo.Space.XS - undo.H, Y: undo.Y, W: undo.H, H: undo.H}, true
}

// barText is the room the status (or the caption, on a short screen) has
// in the top bar, left of the tools.
func (t *Table) barText(r Rect) Rect {
	if t.replay != nil || r.Y >= t.geo.Top.Bottom() {
		return r
	}
	left, _ := t.tools()
	if fs, ok := t.fullscreenTool(); ok {
		left = fs
	}
	r.W = math.Max(0, math.Min(r.W, left.X-t.geo.Space.S-r.X))
	return r
}

// undoWhy is why undo is not possible now ("" when it is).
func (t *Table) undoWhy() string {
	why, seat := t.s.Undoable()
	name := t.SeatName(seat)
	switch why {
	case session.UndoOK:
		if !t.seq.Idle() && t.seq.Showing != nil {
			return i18n.T("undo.summary")
		}
		return ""
	case session.UndoNone:
		return i18n.T("undo.none")
	case session.UndoOver:
		return i18n.T("undo.over")
	case session.UndoDecided:
		return i18n.T("undo.decided", name)
	case session.UndoLearned:
		if seat == t.s.Human {
			return i18n.T("undo.learned_you")
		}
		return i18n.T("undo.learned", name)
	}
	return i18n.T("undo.unknown")
}

// reasonWords is a bot's reason (a catalog key and its arguments) in the
// person's language, its seats by their names; "" for none.
func (t *Table) reasonWords(key string, args []any) string {
	if key == "" || !i18n.Has(key) {
		return ""
	}
	for i, arg := range args {
		switch arg := arg.(type) {
		case bot.SeatArg:
			args[i] = t.SeatName(int(arg))
		case bot.TermArg:
			args[i] = i18n.T(string(arg))
		}
	}
	return i18n.T(key, args...)
}

// hintWhy is why a hint is not possible now ("" when it is).
func (t *Table) hintWhy() string {
	switch {
	case t.s.Game.Over():
		return i18n.T("hint.over")
	case !t.s.HumanToMove() || !t.seq.Idle():
		return i18n.T("hint.not_yours")
	}
	return ""
}

// toolInput handles the tools' taps; it reports whether the table changed.
func (t *Table) toolInput(u *ui.Frame) bool {
	if t.replay != nil {
		return false
	}
	undo, hint := t.tools()
	if fs, ok := t.fullscreenTool(); ok && t.app.FullscreenHit(fs) {
		return false
	}
	switch {
	case u.Hit("undo", undo) || u.In.Did(keymap.Undo):
		if why := t.undoWhy(); why != "" {
			u.Notify(why)
			return false
		}
		t.undo()
		return true
	case u.Hit("hint", hint) || u.In.Did(keymap.Hint):
		if why := t.hintWhy(); why != "" {
			u.Notify(why)
			return false
		}
		t.askHint(false)
	}
	return false
}

func (t *Table) drawTools(u *ui.Frame, dst *ebiten.Image) {
	if t.replay != nil {
		return
	}
	undo, hint := t.tools()
	look := func(why string) int {
		if why != "" {
			return ui.Off
		}
		return ui.Plain
	}
	ul, hl := look(t.undoWhy()), look(t.hintWhy())
	if t.dec.hint != nil && hl != ui.Off {
		hl = ui.Chosen(true)
	}
	if fs, ok := t.fullscreenTool(); ok {
		t.app.DrawFullscreen(dst, fs)
	}
	if t.geo.Wide {
		u.Button(dst, undo, i18n.T("table.undo"), ul)
		u.Button(dst, hint, i18n.T("table.hint"), hl)
		return
	}
	u.Button(dst, undo, "", ul)
	u.Button(dst, hint, "", hl)
	ink := func(look int) color.Color {
		switch look {
		case ui.Off:
			return style.Muted
		case ui.Primary:
			return style.Ink
		}
		return style.Paper
	}
	undoIcon(dst, undo, ink(ul), u.Scale)
	hintIcon(dst, hint, ink(hl), u.Scale)
}

// undoIcon is an arrow curling back to the left (cached: the bar is drawn
// every frame).
func undoIcon(dst *ebiten.Image, r Rect, c color.Color, scale float64) {
	render.Icon(dst, "undo", r.CX(), r.CY(), math.Min(r.W, r.H)*0.5, c, func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
		cx, cy = cx+s*0.08, cy+s*0.1
		rad := s * 0.42
		var p vector.Path
		p.Arc(float32(cx), float32(cy), float32(rad), float32(math.Pi*1.05), float32(math.Pi*0.25), vector.Clockwise)
		render.StrokePath(dst, &p, math.Max(2, s*0.13), c)
		// The arrowhead at the arc's start, pointing down and left.
		x, y := cx+rad*math.Cos(math.Pi*1.05), cy+rad*math.Sin(math.Pi*1.05)
		h := s * 0.3
		render.Polygon(dst, c, x-h*0.75, y-h*0.35, x+h*0.55, y-h*0.2, x-h*0.2, y+h*0.8)
	})
}

// hintIcon is a light bulb (cached).
func hintIcon(dst *ebiten.Image, r Rect, c color.Color, scale float64) {
	render.Icon(dst, "hint", r.CX(), r.CY(), math.Min(r.W, r.H)*0.5, c, func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
		cy -= s * 0.12
		render.Circle(dst, cx, cy, s*0.38, c)
		render.Polygon(dst, c, cx-s*0.2, cy+s*0.25, cx+s*0.2, cy+s*0.25, cx+s*0.16, cy+s*0.58, cx-s*0.16, cy+s*0.58)
		var p vector.Path
		p.MoveTo(float32(cx-s*0.15), float32(cy+s*0.72))
		p.LineTo(float32(cx+s*0.15), float32(cy+s*0.72))
		render.StrokePath(dst, &p, math.Max(1.5, s*0.09), c)
	})
}

// undo takes back the person's last decision: the game, the log and the
// table go back to the moment they decided.
func (t *Table) undo() {
	if err := t.s.Undo(); err != nil {
		platform.Warn("parlour: " + err.Error())
		return
	}
	moves, _ := t.s.History()
	if n, ok := t.book.logAt[len(moves)]; ok && n <= len(t.book.log.Lines) {
		t.book.log.Lines = t.book.log.Lines[:n]
		t.book.log.Back = 0
	}
	for k := range t.book.logAt {
		if k > len(moves) {
			delete(t.book.logAt, k)
		}
	}
	t.book.later = nil
	t.seq.Reset()
	t.seq.Caption = i18n.T("table.undone")
	t.resync()
	t.save.dirty = true
	t.app.Notify(i18n.T("table.undone"))
}

// resync makes the view exact from the engine and forgets a half-made
// decision.
func (t *Table) resync() {
	t.view.obs = nil
	t.g.Sync(t.Obs())
	t.view.unsynced = false
	t.dec.picks = t.dec.picks[:0]
	t.dec.hint = nil
	t.dec.promptKey = ""
	t.dec.hasPrompt = false
	t.dec.raised = -1
}

// hintState is a hint being shown: the bot's whole action and its reason.
type hintState struct {
	action game.Action
	reason string
	at     Target   // the next target on the way to it
	path   []Target // the whole way, from a decision not yet begun
	step   int      // where on the way the person is
	found  bool
}

// pickOp is one step of the person's half-made decision, so the kit can
// try the prompt's targets and come back to where the person was.
type pickOp struct {
	back bool
	t    Target
}

// guided is the guided first round's suggestion: it marks nothing (the game
// counts as the person's own) and its caption says it is the guide's.
func (t *Table) askHint(guided bool) {
	ask := t.s.Hint
	if guided {
		ask = t.s.Suggest
	}
	act, key, args, err := ask()
	if err != nil {
		platform.Warn("parlour: hint: " + err.Error())
		return
	}
	h := &hintState{action: act, reason: t.reasonWords(key, args)}
	t.dec.hint = h
	if len(t.dec.picks) > 0 {
		// A decision begun is begun again, so the ring can show the way.
		t.dec.picks = t.dec.picks[:0]
		t.hardSync()
	}
	t.findHint()
	msg := i18n.T("hint.shown")
	switch {
	case guided && h.reason != "":
		msg = i18n.T("guide.because", h.reason)
	case guided:
		msg = i18n.T("guide.step")
	case h.reason != "":
		msg = i18n.T("hint.because", h.reason)
	}
	t.seq.Caption = msg
	t.save.dirty = true
}

// findHint finds the way to the hinted action from a decision not yet
// begun (prompt.Way: the shortest, breadth first over the prompt's
// targets). The ring then follows the way pick by pick (stepHint). A
// decision the person has begun is left alone: no ring, the hint's words
// stay.
func (t *Table) findHint() {
	h := t.dec.hint
	if h == nil {
		return
	}
	h.found, h.path, h.step = false, nil, 0
	if len(t.dec.picks) > 0 {
		return
	}
	t.dec.searching = true
	h.path, h.found = prompt.Way(hintWalk{t}, h.action)
	t.dec.searching = false
	if h.found {
		h.at = h.path[0]
		t.dec.focus = h.at
	}
}

// hintWalk is the table's decision as the hint's search walks it: from a
// view synced afresh, through the game's own Pick.
type hintWalk struct{ t *Table }

func (w hintWalk) Restart()                           { w.t.hardSync() }
func (w hintWalk) Pick(tg Target) (game.Action, bool) { return w.t.g.Pick(tg) }
func (w hintWalk) Prompt() Prompt                     { return w.t.askPrompt() }

// State is the prompt and what the game keeps of the decision beyond it
// (its snapshot and the hand it shows).
func (w hintWalk) State() string {
	b, _ := json.Marshal([]any{w.t.askPrompt(), w.t.g.Snapshot(), w.t.g.Hand()})
	return string(b)
}

// stepHint moves the ring on after the person picked tg: to the way's next
// target when tg was the ringed one, else the ring goes.
func (t *Table) stepHint(tg Target) {
	h := t.dec.hint
	if h == nil || !h.found {
		return
	}
	if tg != h.at || h.step+1 >= len(h.path) {
		h.found = false
		return
	}
	h.step++
	h.at = h.path[h.step]
	t.dec.focus = h.at
}

// hardSync makes the view the person's with no half-made decision: a table
// may keep a half-made decision through a Sync of the same decision (a vote
// while others' votes arrive), so a spectator's observation, which owes
// nothing, comes first.
func (t *Table) hardSync() {
	t.g.Sync(t.s.Game.Observe(game.Spectator))
	t.view.obs = nil
	t.g.Sync(t.Obs())
}

// promptKey is a prompt's whole look, to tell whether a Sync kept it.
func promptKey(p Prompt) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// drawHint rings the hinted target.
func (t *Table) drawHint(u *ui.Frame, dst *ebiten.Image) {
	r, ok := t.ringAt()
	if !ok {
		return
	}
	d := t.ringWidth()
	// The ring pulses in eight shades, each a cached outline.
	pulse := 0.6 + 0.4*float64(t.pulse())/4
	ink := style.Mix(style.Highlight, style.Cream, 1-pulse)
	render.Panel(dst, r.Inset(-2*d), math.Min(r.H*0.3, u.Unit)+d, nil, ink, 2*d)
}

// ringAt is the target the hint's ring (or the guide's) is around, where
// it is drawn, and false when no ring shows.
func (t *Table) ringAt() (Rect, bool) {
	h := t.dec.hint
	if h == nil || !h.found || !t.dec.hasPrompt {
		return Rect{}, false
	}
	for _, it := range t.items(t.dec.prompt) {
		if it.t != h.at {
			continue
		}
		r := it.r
		if it.t.Zone == ZoneHand && (t.dec.raised == it.t.Index || t.dec.prompt.Hand[it.t.Index].Selected) {
			r.Y -= t.fan().Lift
		}
		return r, true
	}
	return Rect{}, false
}

// ringWidth is half the ring's stroke: the ring is drawn 2·ringWidth
// outside its target.
func (t *Table) ringWidth() float64 { return math.Max(3, t.app.Scale*3) }

// ringKept is the ring, outline and all, for a close-up to keep clear of
// (none when no ring shows, or it rings the card the close-up shows).
func (t *Table) ringKept(shown Target) []Rect {
	r, ok := t.ringAt()
	if !ok || t.dec.hint.at == shown {
		return nil
	}
	return []Rect{r.Inset(-2 * t.ringWidth())}
}

// pulseStep is the hint ring's shade at an update, from -4 to 4: the ring
// changes only when it does (a table at rest is drawn again only then).
func pulseStep(frames int) int { return int(math.Round(4 * math.Sin(float64(frames)*0.12))) }

// pulse is the hint ring's shade now: steady under reduced motion.
func (t *Table) pulse() int {
	if t.seq.TL.Still {
		return 4
	}
	return pulseStep(t.app.Frames)
}

// HintSnap is the hint in parlourState().table, for tests.
type HintSnap struct {
	Action string `json:"action"`
	Target string `json:"target,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func (t *Table) hintSnap() *HintSnap {
	if t.dec.hint == nil {
		return nil
	}
	s := &HintSnap{Action: t.s.Game.FormatAction(t.dec.hint.action), Reason: t.dec.hint.reason}
	if t.dec.hint.found {
		s.Target = targetName(t.dec.hint.at)
	}
	return s
}

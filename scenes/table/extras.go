package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/platform"
	"parlour/scenes/session"
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
	w := func(key string) float64 {
		return math.Max(g.Touch, t.App.Text.Width(i18n.T(key), size, true)+1.6*g.Unit)
	}
	hw, uw := w("table.hint"), w("table.undo")
	hint = Rect{X: right - 0.3*g.Unit - hw, Y: g.Rules.Y, W: hw, H: g.Rules.H}
	undo = Rect{X: hint.X - 0.3*g.Unit - uw, Y: g.Rules.Y, W: uw, H: g.Rules.H}
	return undo, hint
}

// barText is the room the status (or the caption, on a short screen) has
// in the top bar, left of the tools.
func (t *Table) barText(r Rect) Rect {
	if t.replay != nil || r.Y >= t.geo.Top.Bottom() {
		return r
	}
	undo, _ := t.tools()
	r.W = math.Max(0, math.Min(r.W, undo.X-0.6*t.geo.Unit-r.X))
	return r
}

// undoWhy is why undo is not possible now ("" when it is).
func (t *Table) undoWhy() string {
	why, seat := t.S.Undoable()
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
		if seat == t.S.Human {
			return i18n.T("undo.learned_you")
		}
		return i18n.T("undo.learned", name)
	}
	return i18n.T("undo.unknown")
}

// hintWhy is why a hint is not possible now ("" when it is).
func (t *Table) hintWhy() string {
	switch {
	case t.S.Game.Over():
		return i18n.T("hint.over")
	case !t.S.HumanToMove() || !t.seq.Idle():
		return i18n.T("hint.not_yours")
	}
	return ""
}

// toolInput handles the tools' taps; it reports whether the table changed.
func (t *Table) toolInput(a *scenes.App) bool {
	if t.replay != nil {
		return false
	}
	undo, hint := t.tools()
	switch {
	case scenes.Hit(a, "undo", undo) || a.In.Pressed(ebiten.KeyU):
		if why := t.undoWhy(); why != "" {
			a.Notify(why)
			return false
		}
		t.undo()
		return true
	case scenes.Hit(a, "hint", hint) || a.In.Pressed(ebiten.KeyH):
		if why := t.hintWhy(); why != "" {
			a.Notify(why)
			return false
		}
		t.askHint(a)
	}
	return false
}

func (t *Table) drawTools(a *scenes.App, dst *ebiten.Image) {
	if t.replay != nil {
		return
	}
	undo, hint := t.tools()
	look := func(why string) int {
		if why != "" {
			return scenes.Off
		}
		return scenes.Plain
	}
	scenes.Button(a, dst, undo, i18n.T("table.undo"), look(t.undoWhy()))
	hl := look(t.hintWhy())
	if t.hint != nil && hl != scenes.Off {
		hl = scenes.Chosen(true)
	}
	scenes.Button(a, dst, hint, i18n.T("table.hint"), hl)
}

// undo takes back the person's last decision: the game, the log and the
// table go back to the moment they decided.
func (t *Table) undo() {
	if err := t.S.Undo(); err != nil {
		platform.Warn("parlour: " + err.Error())
		return
	}
	moves, _ := t.S.Moves()
	if n, ok := t.logAt[len(moves)]; ok && n <= len(t.log.Lines) {
		t.log.Lines = t.log.Lines[:n]
		t.log.Back = 0
	}
	for k := range t.logAt {
		if k > len(moves) {
			delete(t.logAt, k)
		}
	}
	t.later = nil
	t.seq.Reset()
	t.seq.Caption = i18n.T("table.undone")
	t.resync()
	t.dirty = true
	t.App.Notify(i18n.T("table.undone"))
}

// resync makes the view exact from the engine and forgets a half-made
// decision.
func (t *Table) resync() {
	t.obs = nil
	t.G.Sync(t.Obs())
	t.unsynced = false
	t.picks = t.picks[:0]
	t.hint = nil
	t.promptKey = ""
	t.hasPrompt = false
	t.raised = -1
}

// hintState is a hint being shown: the bot's whole action and its reason.
type hintState struct {
	action game.Action
	reason string
	at     Target // the next target on the way to it
	found  bool
}

// pickOp is one step of the person's half-made decision, so the kit can
// try the prompt's targets and come back to where the person was.
type pickOp struct {
	back bool
	t    Target
}

func (t *Table) askHint(a *scenes.App) {
	act, key, args, err := t.S.Hint()
	if err != nil {
		platform.Warn("parlour: hint: " + err.Error())
		return
	}
	h := &hintState{action: act}
	if key != "" && i18n.Has(key) {
		h.reason = i18n.T(key, args...)
	}
	t.hint = h
	t.findHint()
	msg := i18n.T("hint.shown")
	if h.reason != "" {
		msg = i18n.T("hint.because", h.reason)
	}
	t.seq.Caption = msg
	t.dirty = true
}

// findHint finds the target the person picks next on the way to the
// hinted action, by trying the prompt's targets (Pick, then Sync and the
// person's own picks again to come back), at most four picks deep.
func (t *Table) findHint() {
	h := t.hint
	if h == nil {
		return
	}
	h.found = false
	own := append([]pickOp(nil), t.picks...)
	reset := func(path []Target) {
		t.obs = nil
		t.G.Sync(t.Obs())
		for _, op := range own {
			if op.back {
				t.G.Back()
			} else {
				t.G.Pick(op.t)
			}
		}
		for _, tg := range path {
			t.G.Pick(tg)
		}
	}
	var search func(path []Target) bool
	search = func(path []Target) bool {
		reset(path)
		for _, tg := range offered(t.G.Prompt()) {
			reset(path)
			act, done := t.G.Pick(tg)
			if done {
				if act == h.action {
					h.at, h.found = append(path, tg)[0], true
					return true
				}
				continue
			}
			if len(path) < 3 && search(append(append([]Target(nil), path...), tg)) {
				return true
			}
		}
		return false
	}
	search(nil)
	reset(nil)
	t.picks = own
	if h.found {
		t.focus = h.at
	}
}

// offered lists what a prompt lets the person pick.
func offered(p Prompt) []Target {
	var out []Target
	for i, m := range p.Hand {
		if m.On {
			out = append(out, Target{ZoneHand, i})
		}
	}
	for i, m := range p.Seats {
		if m.On {
			out = append(out, Target{ZoneSeat, i})
		}
	}
	for i, s := range p.Spots {
		if s.On {
			out = append(out, Target{ZoneSpot, i})
		}
	}
	for i, c := range p.Choices {
		if c.On {
			out = append(out, Target{ZoneChoice, i})
		}
	}
	if p.Confirm != "" {
		out = append(out, Target{ZoneConfirm, 0})
	}
	return out
}

// drawHint rings the hinted target.
func (t *Table) drawHint(a *scenes.App, dst *ebiten.Image) {
	h := t.hint
	if h == nil || !h.found || !t.hasPrompt {
		return
	}
	for _, it := range t.items(t.prompt) {
		if it.t != h.at {
			continue
		}
		r := it.r
		if it.t.Zone == ZoneHand {
			r.Y -= t.fan().Lift
		}
		d := math.Max(3, a.Scale*3)
		pulse := 0.6 + 0.4*math.Sin(float64(a.Frames)*0.12)
		ink := style.Mix(style.Highlight, style.Cream, 1-pulse)
		render.StrokePath(dst, render.RoundRectPath(r.Inset(-2*d), math.Min(r.H*0.3, a.Unit)+d), 2*d, ink)
		return
	}
}

// HintSnap is the hint in parlourState().table, for tests.
type HintSnap struct {
	Action string `json:"action"`
	Target string `json:"target,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func (t *Table) hintSnap() *HintSnap {
	if t.hint == nil {
		return nil
	}
	s := &HintSnap{Action: t.S.Game.FormatAction(t.hint.action), Reason: t.hint.reason}
	if t.hint.found {
		s.Target = focusName(t.hint.at)
	}
	return s
}

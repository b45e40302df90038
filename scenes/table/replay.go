package table

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/platform"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/ring"
	"parlour/scenes/ui"
)

// A replay is a finished game watched again at its own table: the same
// deal, its saved moves stepped forward and back one at a time, as the
// person saw it or with every card face up. It is rebuilt from the moves
// (game.Replay), so it needs no storage beyond the game's own.

type replayState struct {
	moves []game.Move
	at    int         // moves applied
	open  bool        // every card face up
	lines map[int]int // log lines before move i
	ended *Table      // the finished table to go back to
	// hands are the other seats' hands at rest, face up when open: each
	// seat's own view of its hand (the game's Sync of that seat's
	// observation, then Hand), so any table shows them without more code.
	hands [][]int
	// review is the review of the person's decisions (review.go).
	review *reviewState
	// back is where leaving goes, for a kept game opened from a list
	// (finished.go); nil: the finished table.
	back scenes.Scene
}

// NewReplay opens the replay of a finished table (its moves must be known).
func NewReplay(from *Table) (*Table, error) {
	s, moves, err := from.s.Replay()
	if err != nil {
		return nil, err
	}
	t := open(from.app, from.spec, s)
	t.pass.cover = -1 // a replay is watched by whoever holds the device, as its holder saw it
	t.replay = &replayState{moves: moves, lines: map[int]int{}, ended: from}
	if from.s.Human >= 0 {
		t.replay.review = startReview(from, from.s.Human)
	}
	t.save.recorded = true // nothing is saved or counted again
	t.arriveReplay()
	return t, nil
}

// arriveReplay queues the feed's events without summaries (a replay never
// stops for one: its buttons are there instead).
func (t *Table) arriveReplay() {
	t.view.obs = nil
	for _, e := range t.s.Drain() {
		l := t.g.Describe(e)
		l.Summary = nil
		t.seq.Push(flow.Entry{Event: e, Line: l})
	}
}

// replayBar lays out the replay's buttons in the prompt bar: back, forward,
// face up, leave.
func (t *Table) replayBar() (back, fwd, open, leave Rect) {
	g := t.geo
	bar := g.Prompt
	h := math.Min(bar.H, math.Max(g.Touch, style.BarH*g.Unit))
	size := g.Type.Body
	w := func(label string) float64 {
		return math.Max(g.Touch*1.3, t.app.Text.Width(label, size, true)+2*g.Unit)
	}
	gap := 0.5 * g.Unit
	lw, ow := w(i18n.T("replay.leave")), w(i18n.T("replay.face_up"))
	bw := math.Max(g.Touch*1.3, 3*g.Unit)
	y := bar.CY() - h/2
	leave = Rect{X: bar.Right() - lw, Y: y, W: lw, H: h}
	open = Rect{X: leave.X - gap - ow, Y: y, W: ow, H: h}
	fwd = Rect{X: open.X - 2*gap - bw, Y: y, W: bw, H: h}
	back = Rect{X: fwd.X - gap - bw, Y: y, W: bw, H: h}
	return
}

// replayWhy says why a replay button is disabled ("" when it is not).
func (t *Table) replayWhy(which string) string {
	r := t.replay
	switch which {
	case "back":
		if r.at == 0 {
			return i18n.T("replay.at_start")
		}
	case "forward":
		if r.at == len(r.moves) {
			return i18n.T("replay.at_end")
		}
	}
	return ""
}

func (t *Table) replayInput(u *ui.Frame) {
	r := t.replay
	if r.open && r.hands == nil && t.seq.Idle() && !t.view.unsynced {
		t.openHands()
	}
	t.stepReview(t.app.FrameStart())
	if t.reviewInput(u) {
		return
	}
	back, fwd, open, leave := t.replayBar()
	in := &u.In
	step := func(which string, do func()) {
		if why := t.replayWhy(which); why != "" {
			u.Notify(why)
			return
		}
		do()
	}
	track := t.replayTrack()
	switch {
	case u.Hit("replay-track", track):
		t.replayTo(t.trackMove(in.TapX))
	case in.Did(keymap.Home):
		t.replayTo(0)
	case in.Did(keymap.End):
		t.replayTo(len(r.moves))
	case u.Hit("replay-back", back) || in.Did(keymap.Left):
		step("back", func() { t.replayTo(r.at - 1) })
	case u.Hit("replay-forward", fwd) || in.Did(keymap.Right) || in.Did(keymap.Forward):
		step("forward", t.replayForward)
	case u.Hit("replay-face-up", open) || in.Did(keymap.FaceUp):
		r.open = !r.open
		if !t.seq.Idle() && r.at > 0 {
			// A move still playing out plays again from its start, face up
			// or not: going to its end at once showed what follows it (the
			// next round's deal) while the step showed its own round's end.
			t.replayTo(r.at - 1)
			t.replayForward()
			break
		}
		t.replayTo(r.at) // the table as it stands, then every step after it, face up or not
	case u.Hit("replay-leave", leave) || in.Did(keymap.Back):
		t.leaveReplay()
	}
}

// replayForward plays the next move's events; a move whose motion is still
// running is finished at once, so a fast tapper never falls behind.
func (t *Table) replayForward() {
	r := t.replay
	t.dec.hint, t.dec.hasPrompt = nil, false // a mark's ring stays at its mark
	if !t.seq.Idle() {
		t.replayTo(r.at)
	}
	r.lines[r.at] = len(t.book.log.Lines)
	if err := t.s.Step(r.moves[r.at], r.open); err != nil {
		platform.Warn("parlour: replay: " + err.Error())
		return
	}
	r.at++
	t.arriveReplay()
	r.hands = nil // they show again at rest
}

// replayTo shows the table after n moves at rest (no motion): the game
// rebuilt, the log as it was then.
func (t *Table) replayTo(n int) {
	r := t.replay
	t.dec.hint, t.dec.hasPrompt = nil, false // a mark's ring stays at its mark
	// Lines still queued are written now, so the log is whole at rest.
	for _, e := range t.seq.Queued() {
		t.book.log.Add(e.Line.Text)
	}
	if err := t.s.Rebuild(r.moves[:n]); err != nil {
		platform.Warn("parlour: replay: " + err.Error())
		return
	}
	r.at = n
	// The log as it was after move n, however far the jump, as the person
	// saw it (whole with every card face up, as a step writes it then): a
	// jump forward (End, a mark, the track) had kept the lines of the move
	// left, so a mark at move 11 showed a log of the deal alone. Pass and
	// play's replay keeps its lines as written (each person's log holds
	// only what they saw), cut back to move n where it went before.
	told := false
	if !t.s.Several() {
		if said, starts, ok := t.storyWords(r.open); ok {
			lines, logAt, _, _ := written(said, starts)
			t.setLog(lines, logAt)
			told = true
		}
	}
	if l, ok := r.lines[n]; !told && ok && l <= len(t.book.log.Lines) {
		t.book.log.Lines = t.book.log.Lines[:l]
		t.book.log.Back = 0
	}
	t.seq.Reset()
	t.seq.Caption = t.replayLine()
	t.resync()
	t.openHands()
}

// openHands reads every other seat's hand for the open replay, through the
// game's own view, and puts the person's view back.
func (t *Table) openHands() {
	r := t.replay
	r.hands = nil
	if !r.open {
		return
	}
	r.hands = make([][]int, t.Players())
	for s := range t.Players() {
		if s == t.s.Human {
			continue
		}
		t.g.Sync(t.s.Game.Observe(s))
		r.hands[s] = append([]int(nil), t.g.Hand()...)
	}
	t.view.obs = nil
	t.g.Sync(t.Obs())
}

// drawOpenHands lays each seat's hand face up at the right of its panel's
// cards, framed, so it reads apart from what the panel shows.
func (t *Table) drawOpenHands(u *ui.Frame, dst *ebiten.Image) {
	r := t.replay
	if r == nil || !r.open || !t.seq.Idle() {
		return
	}
	for s, hand := range r.hands {
		if len(hand) == 0 {
			continue
		}
		cards := t.openHand(s, len(hand))
		first, last := cards[0], cards[len(cards)-1]
		back := Rect{X: first.X, Y: first.Y, W: last.Right() - first.X, H: first.H}
		render.Panel(dst, back.Inset(-0.2*t.geo.Unit), t.geo.Space.XS, style.FeltDark, style.Highlight, math.Max(1.5, u.Scale*1.5))
		for i, c := range cards {
			t.CardAt(dst, c, hand[i], render.CardState{})
		}
	}
}

// openHand places seat's n cards, face up in a replay, at the right of
// its panel's body.
func (t *Table) openHand(seat, n int) []Rect {
	body := t.Panel(seat).Body
	cards := ring.Cards(body, n)
	shift := body.Right() - cards[len(cards)-1].Right()
	for i := range cards {
		cards[i].X += shift
	}
	return cards
}

// openHandCards are the hands a replay shows face up, to look at close up
// as the table's other cards are (look.go).
func (t *Table) openHandCards() []TableCard {
	r := t.replay
	if r == nil || !r.open || !t.seq.Idle() {
		return nil
	}
	var out []TableCard
	for s, hand := range r.hands {
		if len(hand) == 0 {
			continue
		}
		for i, c := range t.openHand(s, len(hand)) {
			if hand[i] >= 0 {
				out = append(out, TableCard{At: c, Face: hand[i]})
			}
		}
	}
	return out
}

// replayTrack is the bar's left part: the move count over a track that a
// tap moves along, to any move at once (a long game is some hundred moves,
// too many to step through).
func (t *Table) replayTrack() Rect {
	back, _, _, _ := t.replayBar()
	bar := t.geo.Prompt
	return Rect{X: bar.X, Y: bar.Y, W: math.Max(0, back.X-bar.X-t.geo.Space.S), H: bar.H}
}

// trackMove is the move a tap at x on the track goes to.
func (t *Table) trackMove(x float64) int {
	tr := t.replayTrack()
	n := len(t.replay.moves)
	if tr.W <= 0 {
		return t.replay.at
	}
	return max(0, min(n, int(math.Round((x-tr.X)/tr.W*float64(n)))))
}

func (t *Table) replayLine() string {
	return i18n.T("replay.move", t.replay.at, len(t.replay.moves))
}

func (t *Table) drawReplay(u *ui.Frame, dst *ebiten.Image) {
	r := t.replay
	back, fwd, open, leave := t.replayBar()
	text := t.replayLine()
	if r.open {
		text += " · " + i18n.T("replay.all_cards")
	}
	tr := t.replayTrack()
	t.drawReviewBand(u, dst) // the review's words and chart, above the bar
	size := u.Text.Fit(text, tr.W, t.geo.Type.Body, false)
	if size < t.geo.Type.Tiny {
		// A phone's narrow track: the count alone (the face-up button says
		// whether every card shows).
		text = fmt.Sprintf("%d/%d", r.at, len(r.moves))
		size = u.Text.Fit(text, tr.W, t.geo.Type.Body, false)
	}
	if size >= t.geo.Type.Tiny {
		u.Text.Draw(dst, text, tr.X, tr.CY()-size*0.45, size, style.Cream, render.Left, false)
	}
	// The track: all the moves, the part replayed in gold, a knob at the
	// move.
	if n := len(r.moves); n > 0 && tr.W > 0 {
		y, thick := tr.CY()+size*0.75, math.Max(2, 0.25*t.geo.Unit)
		x := tr.X + tr.W*float64(r.at)/float64(n)
		render.Rule(dst, tr.X, y, tr.Right(), y, thick, style.FeltDark)
		render.Rule(dst, tr.X, y, x, y, thick, style.Gold)
		render.Circle(dst, x, y, thick*1.6, style.Gold)
	}
	look := func(which string) int {
		if t.replayWhy(which) != "" {
			return ui.Off
		}
		return ui.Primary
	}
	u.Button(dst, back, "", look("back"))
	u.Button(dst, fwd, "", look("forward"))
	arrow(dst, back, -1, t.replayWhy("back") != "")
	arrow(dst, fwd, 1, t.replayWhy("forward") != "")
	u.Button(dst, open, i18n.T("replay.face_up"), ui.Chosen(r.open))
	u.Button(dst, leave, i18n.T("replay.leave"), ui.Plain)
}

// ReplaySnap is the replay in parlourState().table, for tests.
type ReplaySnap struct {
	At    int  `json:"at"`
	Moves int  `json:"moves"`
	Open  bool `json:"open"`
	// Hands are the other seats' hands shown face up (open, at rest).
	Hands [][]int `json:"hands,omitempty"`
	// Review is the review of the person's decisions.
	Review *ReviewSnap `json:"review,omitempty"`
}

func (t *Table) replaySnap() *ReplaySnap {
	if t.replay == nil {
		return nil
	}
	return &ReplaySnap{At: t.replay.at, Moves: len(t.replay.moves), Open: t.replay.open, Hands: t.replay.hands, Review: t.reviewSnap()}
}

// share offers a link that deals this table again (the same cards, the
// same bots, the person's seat) in the browser's own dialog.
func (t *Table) share() {
	link := t.shareLink()
	t.summary.shared = link
	if _, err := platform.ExportCode(i18n.T("share.title"), link); err != nil {
		platform.Warn(fmt.Sprint("parlour: share: ", err))
	}
}

// replayOff is why this table cannot be replayed ("" when it can).
func (t *Table) replayOff() string {
	if _, known := t.s.History(); !known {
		return i18n.T("replay.unknown")
	}
	return ""
}

// arrow draws a step arrow in a button: dir -1 back, 1 forward (the font
// has no arrow glyphs).
func arrow(dst *ebiten.Image, r Rect, dir float64, off bool) {
	ink := style.Ink
	if off {
		ink = style.Muted
	}
	name := map[bool]string{true: "step-back", false: "step-forward"}[dir < 0]
	render.Icon(dst, name, r.CX(), r.CY(), math.Min(r.W, r.H)*0.22, ink, func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
		render.Polygon(dst, c, cx-dir*s*0.8, cy-s, cx+dir*s, cy, cx-dir*s*0.8, cy+s)
	})
}

package table

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	"parlour/render"
	"parlour/render/layout"
	"parlour/scenes"
	"parlour/scenes/perf"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/saves"
	"parlour/scenes/session"
	"parlour/scenes/speech"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/layers"
	"parlour/scenes/table/ring"
)

// Table is one game at the table: the kit's scene. It runs the session
// (bots think in slices and wait while anything plays), plays the events out
// in order through the game's Play, keeps the log, the caption and the
// summaries, saves itself after every change and records the result once.
type Table struct {
	// The kit's own: a game's table reaches none of them, only the
	// methods of context.go (the compiler proves it reads neither the app
	// nor the session).
	app  *scenes.App
	sc   *Scene // the table as the app runs it (scene.go)
	spec Spec
	g    Game
	s    *session.Session

	seq  flow.Sequencer
	book logBook
	geo  ring.Table
	fit  fitted
	view synced
	save saving
	// The felt's layer: the person's decision, and what its last frame
	// showed close up.
	dec   decision
	shown closeUps

	// The layers above the felt (package layers; layers.go), each its own
	// state and focus.
	lost    lostPanel
	pass    passPlay
	sheet   menuSheet
	drawer  logDrawer
	summary summaryPanel
	replay  *replayState

	checks checks
}

// logBook is the log and what follows it.
type logBook struct {
	log flow.Log
	// herald tells the accessible page the summary and the decision, each
	// once when it comes, after the lines before it (access.go).
	herald flow.Herald
	later  []string    // log lines of a resumed table that follow its summary
	logAt  map[int]int // log lines before each of the person's moves, by move index
	// logLang is the language the log's lines are written in (relog).
	logLang string
	// telling is the game as the story being put in words stands
	// (storyWords), which Engine gives Describe then; nil otherwise.
	telling game.Game
}

// fitted is what the table's layout was last measured from, and what its
// side panel took.
type fitted struct {
	geoKey   [8]float64
	geoLang  string  // the language the centre's words were measured in (Spec.Centre)
	trackerH float64 // the height the tracker took when last drawn
	// trackerHead is the tracker's heading as last drawn (for tests).
	trackerHead HeadSnap
}

// synced is the view's standing against the engine.
type synced struct {
	obs      game.Observation
	unsynced bool
	// shownAt is the frame (by its start) in which events last arrived or
	// played, or the view was synced: a bot does not think in it, as its
	// drawing shows them.
	shownAt time.Time
	fresh   bool // laid out anew since the last Update (shownAt then)
	// changes counts what changed the table other than input: events
	// arriving or played, a sync (a table at rest is drawn again on each).
	changes uint64
	// status is each seat's status on its panel.
	status flow.Status
}

// saving is where the table saves, and whether it must.
type saving struct {
	dirty    bool
	saved    string
	recorded bool
	// slot is the save slot this table plays (package saves), "" until its
	// first save.
	slot string
}

// decision is the person's decision on the felt: the prompt, the keyboard's
// focus, the raised card, the half-made picks and the hint.
type decision struct {
	prompt    Prompt
	hasPrompt bool
	focus     Target
	promptKey string
	raised    int
	// raisedByKey says the keyboard's focus raised the raised card.
	raisedByKey bool
	// lookChoice is the picker's choice a first tap looked at on a touch
	// screen (-1: none).
	lookChoice int
	picks      []pickOp // the person's half-made decision since the last Sync
	hint       *hintState
	// searching is set while findHint tries the prompt's targets (Searching).
	searching bool
}

// closeUps is what the last frame drew close up, and how many frames had
// cards in the air (parlourState, for tests and reduced motion).
type closeUps struct {
	// choiceShown is the choice shown in close-up when last drawn (-1: none).
	choiceShown int
	// tableShown is the table card shown close up when last drawn.
	tableShown tableShown
	// closeUp is the hand card shown in close-up when last drawn (-1: none),
	// and tapAgain the room of the caption band's "tap again" (zero: none).
	closeUp  int
	tapAgain Rect
	// caption is where the caption's words were last drawn, and
	// captionCut whether they were cut short (a tap shows them whole).
	caption    Rect
	captionCut bool
	// prompt is where the prompt's words were last drawn, and promptCut
	// the prompt they said when they were cut short ("" when whole): a tap
	// shows it whole while it is still the prompt.
	prompt    Rect
	promptCut string
	// closeUpAt and choiceAt are where the close-ups were last drawn, and
	// closeUpRule and choiceRule whether each printed its card's rule.
	closeUpAt, choiceAt     Rect
	closeUpRule, choiceRule bool
	// flightFrames and movingFrames count the frames drawn with cards in
	// the air, and with one moving.
	flightFrames, movingFrames int
}

// checks are the test-only checks a query asks for (?check=).
type checks struct {
	// impure counts what check=pure found (pure.go); nil without the check.
	impure *ImpureSnap
	// hidden is check=hidden's (hidden.go); nil without the check.
	hidden *hiddenCheck
}

// Start is how a new game is begun: the setup's part of the session, set
// here once so that nothing but the kit writes the session afterwards.
type Start struct {
	// Daily is the daily deal's date ("" for any other deal).
	Daily string
	// Guide guides the person's first game (guide.go).
	Guide bool
}

// New starts a game with the person at seat 0 and bots at the others.
func New(a *scenes.App, spec Spec, cfg game.Config, seats []session.Seat, how Start) (*Scene, error) {
	t, err := newTable(a, spec, cfg, seats, how)
	if err != nil {
		return nil, err
	}
	return t.scene(), nil
}

func newTable(a *scenes.App, spec Spec, cfg game.Config, seats []session.Seat, how Start) (*Table, error) {
	s, err := session.New(spec.Name, cfg, seats)
	if err != nil {
		return nil, err
	}
	s.Daily, s.Guide = how.Daily, how.Guide
	t := open(a, spec, s)
	t.save.dirty = true
	t.tellStarted()
	return t, nil
}

// Resume opens a saved table: its log, and the summary the person had not
// closed, come back with it.
func Resume(a *scenes.App, slot string, rec flow.Record, s *session.Session) (*Scene, error) {
	t, err := resume(a, slot, rec, s)
	if err != nil {
		return nil, err
	}
	return t.scene(), nil
}

func resume(a *scenes.App, slot string, rec flow.Record, s *session.Session) (*Table, error) {
	spec, ok := Lookup(s.Game.Name())
	if !ok {
		return nil, fmt.Errorf("no table for %s", s.Game.Name())
	}
	t := open(a, spec, s)
	lines := rec.Log
	if s.Several() {
		lines = nil // a shared device's log was one person's: nobody else reads it
	}
	if rec.Summary != nil && rec.Played > 0 && lines != nil {
		// The lines after the summary's event come when it is closed.
		lines, t.book.later = rec.Log[:rec.Played], rec.Log[rec.Played:]
	}
	t.book.log.Lines = append(t.book.log.Lines, lines...)
	t.seq.Showing = rec.Summary
	if rec.Summary != nil {
		t.seq.Caption = rec.Summary.Title
	} else if n := len(rec.Log); n > 0 {
		t.seq.Caption = rec.Log[n-1]
	}
	t.book.logLang = rec.Lang // a record from before languages were noted is written again
	t.save.saved = ""
	t.save.slot = slot
	return t, nil
}

func open(a *scenes.App, spec Spec, s *session.Session) *Table {
	s.Speed = session.Speed(a.Settings.Speed).At(len(s.Seats))
	t := &Table{app: a, spec: spec, s: s,
		dec:   decision{raised: -1, lookChoice: -1},
		shown: closeUps{closeUp: -1, choiceShown: -1, tableShown: tableShown{index: -1}},
		book:  logBook{logAt: map[int]int{}, logLang: i18n.Language()},
		pass:  passPlay{handOff: -1},
	}
	t.seq.Speed = s.Speed.Factor()
	if a.Setup.Check == "pure" {
		t.checks.impure = &ImpureSnap{}
	}
	if a.Setup.Check == "hidden" {
		t.checks.hidden = &hiddenCheck{}
	}
	t.layout()
	t.g = spec.New(t)
	t.g.Sync(t.Obs())
	t.openCover()
	return t
}

// update is the table's update (Scene.Update).
func (t *Table) update(a *scenes.App) error {
	u := &a.Frame // what the layers and the person's input are handed
	t.layout()
	if t.save.slot != "" && !t.save.recorded && !t.lost.on && !a.Saves.Holds(t.save.slot) {
		t.loseGame()
	}
	if layers.Top(t.open()) == layers.Lost {
		// A lost table neither plays nor saves: its state is older than
		// the game's now.
		t.lost.input(t, u)
		return nil
	}
	if t.view.fresh {
		// A new table or a new size: everything is drawn anew this frame.
		t.view.shownAt, t.view.fresh = a.FrameStart(), false
	}
	// The speed as set now: one chosen in Settings from the table's menu
	// holds at once.
	t.s.Speed = session.Speed(a.Settings.Speed).At(len(t.s.Seats))
	t.seq.Speed = t.s.Speed.Factor()
	t.s.Think = t.s.Speed.Think()
	// Reduced motion as set now, one switch for every game's motion; the
	// timeline is made anew on an undo or a replay's step, so it is set
	// every update.
	t.seq.TL.Still = u.Still
	start := time.Now()
	if evs := t.s.Drain(); len(evs) > 0 {
		t.arrive(evs)
	}
	for _, cue := range t.seq.Advance(a.Dt, t.play) {
		a.Sound.Play(sounds.Effect(cue))
	}
	a.Perf.AddPart(perf.Events, time.Since(start))
	t.stepCelebration(a.Dt)
	start = time.Now()
	t.sync()
	if t.relogDue() {
		t.relog()
	}
	a.Perf.AddPart(perf.Sync, time.Since(start))
	start = time.Now()
	t.persist()
	a.Perf.AddPart(perf.Save, time.Since(start))
	// Each layer up hears the input in turn, top down (package layers);
	// the felt's, last, is the game's own.
	for _, l := range layers.Input(t.open()) {
		if l == layers.Felt {
			break
		}
		if t.overlay(l).input(t, u) {
			return nil
		}
	}
	t.dec.hasPrompt = false
	t.s.Deadline = a.FrameStart().Add(session.ThinkTime(a.LastDraw))
	t.s.ActBy = a.FrameStart().Add(session.ActBudget)
	t.s.Frame = a.FrameStart()
	// About to draw what the events just played or the sync changed: this
	// frame's time is the drawing's alone.
	t.s.DrawOnly = t.view.shownAt == a.FrameStart()
	if render.Warming() || a.In.Tapped || len(a.In.Keys) > 0 {
		// Drawing new images, or answering the person's tap or key: no
		// thinking unless the bot has waited MaxStarved frames.
		t.s.Deadline = a.FrameStart()
	}
	if !t.seq.Idle() {
		// While the table shows the moves before it, the bot that owes the
		// next decision thinks in what the frame leaves (issue 42).
		start = time.Now()
		t.s.Foresee()
		a.Perf.AddPart(perf.Thinking, time.Since(start))
		a.BotBusy = a.BotBusy || t.s.Thought()
		return nil
	}
	answered := false
	if (a.In.Tapped || len(a.In.Keys) > 0) && t.s.HumanToMove() {
		// The person's tap or key is answered before any bot moves this
		// update: a bot's move used to end the update first, and a quick
		// vote cast while bots voted too was lost (issue 29). Bots still
		// move in this update unless the person's decision was made.
		t.dec.prompt, t.dec.hasPrompt = t.askPrompt(), true
		t.humanInput(u)
		answered = true
		if !t.s.HumanToMove() || !t.seq.Idle() {
			return nil
		}
	}
	start = time.Now()
	acted := t.s.Update(a.Dt)
	a.Perf.AddPart(perf.Thinking, time.Since(start))
	a.Perf.SetBotWait(t.s.Waited)
	a.BotBusy = a.BotBusy || t.s.Thought()
	a.BotMoved = a.BotMoved || acted
	if acted {
		// Its events start at once, so the table is never seen idle between
		// a bot's move and the motion that shows it.
		start = time.Now()
		t.arrive(t.s.Drain())
		if t.s.Speed.Factor() == 0 {
			t.fastForward()
		}
		a.Perf.AddPart(perf.Events, time.Since(start))
		return nil
	}
	if t.s.HumanToMove() {
		t.dec.prompt, t.dec.hasPrompt = t.askPrompt(), true
		if !answered {
			t.humanInput(u)
		}
	} else {
		t.coverDue()
	}
	return nil
}

// pickAgain makes the person's picks again on a view synced afresh, and
// reports whether each was still offered (none completing the decision,
// which was half made).
func (t *Table) pickAgain() bool {
	for _, op := range t.dec.picks {
		if op.back {
			t.g.Back()
			continue
		}
		if !slices.Contains(t.askPrompt().Offered(), op.t) {
			return false
		}
		if _, done := t.g.Pick(op.t); done {
			return false
		}
	}
	return true
}

// instantBudget is how much of a frame bots' moves may take at instant
// speed (fastForward): well within one frame of sixty a second.
const instantBudget = 6 * time.Millisecond

// fastForward, at instant speed, applies the bots' next moves in the frame
// that showed one, while the frame's time lasts: nothing is seen between two
// moves at that speed, so a frame a move only made a game of bots last as
// many frames as it has moves (a six-player game took minutes under a
// software renderer). It stops at anything the person must see or do: their
// decision, a summary, the pass-and-play cover, a bot still thinking.
func (t *Table) fastForward() {
	frameStart := t.s.Frame // this frame's start, which update gave the session
	for time.Since(frameStart) < instantBudget {
		t.seq.Advance(0, t.play) // instant: every queued event plays now
		t.sync()
		if !t.seq.Idle() || t.seq.Showing != nil || t.pass.cover >= 0 || t.pass.handOff >= 0 || t.s.HumanToMove() || !t.s.BotOwes() {
			return
		}
		t.s.DrawOnly = false
		t.s.Deadline = frameStart.Add(instantBudget)
		if !t.s.Update(0) {
			return
		}
		t.arrive(t.s.Drain())
	}
}

// sync brings the game's view up to the engine once everything queued has
// played, and the seats' status with it.
func (t *Table) sync() {
	if t.seq.Idle() && t.view.unsynced {
		kept := ""
		if len(t.dec.picks) > 0 && t.s.HumanToMove() {
			kept = promptKey(t.askPrompt())
		}
		t.view.obs = nil
		folded := t.foldedView()
		t.g.Sync(t.Obs())
		t.view.unsynced = false
		t.view.changes++
		t.view.shownAt = t.app.FrameStart() // a new view to draw (a hand dealt): no thinking in this frame
		// The person's half-made decision survives others' moves made
		// meanwhile (a bot's pass chosen while the person picks theirs):
		// Sync may forget it, so the person's picks are made again on a
		// view synced afresh, as long as each is still offered; else it is
		// begun anew.
		if kept != "" && t.s.HumanToMove() {
			t.hardSync()
			if !t.pickAgain() {
				t.hardSync()
				t.dec.picks = t.dec.picks[:0]
				folded = nil // the decision changed under the person: not the view's doing
			}
		}
		if kept == "" || !t.s.HumanToMove() {
			t.dec.picks = t.dec.picks[:0]
		}
		t.checkFold(folded)
		// Others' moves during the person's decision (a vote) leave a hint
		// standing while its action is still legal: its ring is found again.
		keep := t.dec.hint
		t.dec.hint = nil
		if keep != nil && t.s.HumanToMove() && slices.Contains(t.Obs().LegalActions(), keep.action) {
			t.dec.hint = keep
			if len(t.dec.picks) == 0 {
				t.findHint()
			} else if kept == "" || promptKey(t.askPrompt()) != kept {
				keep.found = false
			}
		}
	}
	t.view.status.Update(t.s.Game.Pending(), t.Players(), t.s.Moves())
	if t.seq.Idle() {
		t.view.status.Rest()
	}
}

// look is the table's scenes.Rester. The table is still when nothing moves or
// waits to play, no confetti falls and no bot owes a move: the person is
// deciding, reading a summary, or the game is over. Its key changes with
// every change but the person's input, and with the hint ring's pulse.
func (t *Table) look() (key uint64, still bool) {
	// A summary on screen holds the view's sync until it is closed.
	synced := !t.view.unsynced || t.seq.Showing != nil
	still = t.seq.Still() && synced && t.summary.confetti == nil && !t.s.BotOwes() && t.view.shownAt != t.app.FrameStart()
	key = t.view.changes
	key = key*31 + uint64(t.s.Moves())
	key = key*31 + uint64(t.pass.cover+1)
	key = key*31 + uint64(t.pass.handOff+1)
	key = key*31 + uint64(len(t.book.log.Lines))
	key = key*31 + uint64(t.dec.raised+1)
	if t.dec.hasPrompt {
		// The prompt coming (or going) in an update of its own is drawn,
		// and the accessible page described again with it.
		key = key*31 + 3
	}
	if t.lost.on {
		key = key*31 + 7
	}
	if t.seq.Showing != nil {
		key = key*31 + 1
	}
	if t.dec.hint != nil {
		key = key*31 + uint64(t.pulse()+5)
	}
	if t.replay != nil && t.replay.review != nil {
		// The review's progress and marks show on its band as it goes.
		rs := t.replay.review
		key = key*31 + uint64(rs.judged)*2 + uint64(len(rs.decisions))
		if rs.r == nil {
			key++
		}
	}
	return key, still
}

// warm is the table's scenes.Warmer: in frames that keep the screen it draws the
// deck's faces ahead of need at the sizes the table's cards are drawn at.
func (t *Table) warm(budget time.Duration) {
	if len(t.spec.Deck) > 0 {
		render.WarmCards(t.Text(), t.spec.Name, t.spec.Deck, t.spec.Face, budget)
	}
}

// arrive takes the events the person may see, in words at once (so a save
// made now holds their lines), to be played in order.
func (t *Table) arrive(evs []game.Event) {
	t.view.shownAt = t.app.FrameStart()
	t.view.changes++
	t.view.obs = nil
	for _, e := range evs {
		if t.s.Several() {
			t.arriveOthers(e)
			t.seenPrivately(e)
		}
		e = e.Redact(max(t.s.Human, game.Spectator))
		t.seq.Push(flow.Entry{Event: e, Line: t.g.Describe(e)})
		if g, ok := t.g.(GuideEnder); ok && t.s.Guide && g.GuideEnds(e) {
			t.s.Guide = false
		}
	}
	t.save.dirty = true
	if t.s.Game.Over() && !t.save.recorded {
		if t.save.slot != "" && t.app.Saves.Delete(t.save.slot) != nil {
			// Another tab played this game on since this one last saved
			// it: its game is the true one, and this ending is not
			// recorded.
			t.loseGame()
			return
		}
		t.save.recorded = true
		t.tellOver()
		won := slices.Contains(t.s.Game.Result().Winners, t.s.Human)
		if t.s.Human >= 0 && !t.s.Several() {
			daily, assisted := t.s.Daily != "", t.s.Assisted
			t.app.UpdateStats(func(st profile.Stats) { st.RecordAgainst(t.spec.Name, t.botLevel(), daily, assisted, won) })
		}
		t.keepFinished() // for its replay and review on a later visit (finished.go)
	}
}

func (t *Table) play(e flow.Entry) {
	t.view.shownAt = t.app.FrameStart()
	t.view.changes++
	t.g.Play(e.Event, t.motion())
	t.book.log.Add(e.Line.Text)
	// The accessible page says each line as it plays, in order (package
	// speech), but under the pass-and-play cover: a line playing then is
	// the last holder's, in their words, and the device is on its way to
	// another.
	if t.pass.cover < 0 {
		t.app.Say(speech.Line, e.Line.Text)
	}
	t.view.unsynced = true
}

// persist saves the table whenever it changed, so a reload continues here.
func (t *Table) persist() {
	if !t.save.dirty || t.save.recorded {
		return
	}
	t.save.dirty = false
	b, err := t.s.Save()
	if err != nil {
		platform.Warn("parlour: the game could not be saved: " + err.Error())
		return
	}
	// Played counts the lines up to the pending summary's own event: on
	// resume those show with the summary, the rest once it is closed.
	lines := append([]string(nil), t.book.log.Lines...)
	played := len(lines)
	if !t.s.Several() {
		lines = append(lines, t.book.later...)
		seen := t.seq.Showing != nil
		for _, e := range t.seq.Queued() {
			if e.Line.Text != "" {
				lines = append(lines, e.Line.Text)
			}
			if !seen {
				played = len(lines)
				seen = e.Line.Summary != nil
			}
		}
	} else {
		// One person's log is not saved where the next could read it: not
		// the lines played, nor those still waiting to play (issue 31: "You
		// draw the King" was saved so at a table of two people).
		lines, played = nil, 0
	}
	if over := len(lines) - flow.MaxLog; over > 0 {
		lines = lines[over:]
		played = max(0, played-over)
	}
	rec, err := flow.Record{Game: t.spec.Name, Session: b, Log: lines, Played: played, Summary: t.seq.Pending(), Lang: t.book.logLang}.Encode()
	if err != nil || string(rec) == t.save.saved {
		return
	}
	if t.save.slot == "" {
		t.save.slot, _, err = t.app.Saves.Add(rec)
	} else {
		_, err = t.app.Saves.Save(t.save.slot, rec)
	}
	switch {
	case errors.Is(err, saves.ErrTaken), errors.Is(err, saves.ErrChanged):
		t.loseGame()
		return
	case errors.Is(err, saves.ErrClosed):
		// The page is going (pagehide): written once it shows again.
		t.save.dirty = true
		return
	}
	t.save.saved = string(rec)
}

func (t *Table) layout() {
	a := t.app
	band := t.reviewBandH() // a replay's review chart (review_chart.go)
	key := [8]float64{a.W, a.H, a.Scale, float64(t.Players()), float64(t.spec.Hand), a.Settings.TextScale(), a.Zoom, band}
	if key == t.fit.geoKey && i18n.Language() == t.fit.geoLang {
		return
	}
	t.fit.geoKey, t.fit.geoLang = key, i18n.Language()
	spec := ring.Spec{W: a.W, H: a.H, Scale: a.Scale, Seats: t.Players(), Hand: t.spec.Hand, Text: a.Settings.TextScale(), Zoom: a.Zoom, Band: band}
	if fits := t.spec.Centre; fits != nil {
		cfg, m := t.s.Config, layout.Remember(a.Text.Width) // the ring tries many centres
		spec.Centre = func(geo ring.Table, c Rect) float64 { return fits(cfg, geo, c, m) }
	}
	t.geo = ring.Layout(spec)
	t.view.fresh = true
}

// pos is a seat's place round the ring (0 is the person's).
func (t *Table) pos(seat int) int { return (seat - t.Human() + t.Players()) % t.Players() }

func (t *Table) wordsKey(key string, actor, target int) string {
	return flow.WordsKey(key, actor, target, t.s.Human)
}

// again starts a new game like this one: the same seats and setup.
func (t *Table) again() {
	cfg := t.s.Config
	cfg.Seed = uint64(time.Now().UnixNano()) ^ uint64(t.app.Frames)*0x9e3779b97f4a7c15
	nt, err := newTable(t.app, t.spec, cfg, slices.Clone(t.s.Seats), Start{})
	if err != nil {
		platform.Warn("parlour: a new game could not start: " + err.Error())
		t.app.GoHome()
		return
	}
	t.app.Go(nt.scene())
}

// Package session runs one game at the table for the client: the person's
// seat, the bots at the other seats, the pause before each bot acts (scaled by
// the animation speed), the feed of events the person may see, and the save
// that lets a reload continue exactly where it was. It never imports
// Ebitengine, so it is tested natively.
package session

import (
	"fmt"
	"time"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/json"
	"parlour/render/style"
	"parlour/scenes/profile"
)

// Speed is the animation and bot pacing setting.
type Speed string

const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
	// Auto, the default until the person chooses a speed, is fast at a
	// table of AutoFast players or more and normal below (issue 29: a
	// 6-player Rebel Princess at normal speed took about 13 s between the
	// person's plays).
	Auto Speed = "auto"
)

// AutoFast is the smallest table that Auto plays fast.
const AutoFast = 5

// At is the speed setting s plays at a table of players: a speed the person
// chose always, Auto by the table's size.
func (s Speed) At(players int) Speed {
	if s != Auto {
		return s
	}
	if players >= AutoFast {
		return Fast
	}
	return Normal
}

// Factor scales every pause: how long a bot waits before acting, how long an
// animation takes.
func (s Speed) Factor() float64 {
	switch s {
	case Slow:
		return 1.6
	case Fast:
		return 0.45
	case Instant:
		return 0
	}
	return 1
}

// Think is how many times its default budget the Expert may spend on a
// decision at this speed (search.Config.Think): it thinks while the table
// shows the moves before its decision (Foresee), and a slower table
// shows them longer (issue 42). Instant and fast tables leave little such
// time, and keep the budget every decision was held to before: within
// 100 ms in the browser.
func (s Speed) Think() float64 {
	switch s {
	case Slow:
		return 3
	case Normal:
		return 2
	}
	return 1
}

// BotPause is how long, at normal speed, a bot waits before it acts, so a
// person can follow the table.
const BotPause = style.BotPause

// Seat is one place at the table.
type Seat struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // empty for the person
}

// Session is a game in progress at the client.
type Session struct {
	Game game.Game
	// Config is the table's setup, for "play again".
	Config game.Config
	Seats  []Seat
	Human  int
	Speed  Speed
	// Budget is what one bot decision may spend in all (see bot.Budget).
	Budget bot.Budget
	// Think multiplies the Expert's default budget a decision (Speed.Think,
	// which the table sets); 0 or 1 is the catalog's Expert.
	Think float64
	// Waited is how long, in the table's seconds, it has stood idle since
	// New for a bot still thinking after its pause: thinking in the
	// table's time should leave it near zero (make measure reports it).
	Waited float64
	// Slice is how long a bot may think within one frame; the page stays
	// responsive because the rest of a long decision waits for later frames.
	Slice time.Duration
	// Deadline, when set, is the moment this frame's thinking must end: the
	// table sets it from when the frame began, so a bot thinks only in what
	// the frame's other work left of its budget, however many updates the
	// frame runs (a slow screen runs several to catch up). A deadline
	// already past means no thinking this frame, but a decision never waits
	// more than MaxStarved frames for a step.
	Deadline time.Time
	// ActBy, when set, is the moment after which a decided move waits for
	// the next frame: the table sets it a few milliseconds into the frame,
	// so a move is shown in a frame not already spent on thinking.
	ActBy time.Time
	// DrawOnly, when set, keeps this frame free of bots: no thinking and no move,
	// and it does not count towards MaxStarved. The table sets it in a frame
	// that draws what just changed (events played, a view synced), which
	// can hold many new images and words; such frames end once the motion
	// has caught up, so a bot never waits on them for long.
	DrawOnly bool
	// Frame, when set, names the frame this Update belongs to (by its start;
	// a slow screen runs several updates in one). A decision that spent more
	// than QuickThink thinking in this frame is not applied in it: a frame
	// either thinks or draws the move, whose drawing (a new hand, a round's
	// words) can take a frame's whole budget. A quick decision (the Clever
	// and Beginner bots) costs no more than a person's tap, and is applied
	// at once.
	Frame time.Time

	seed       uint64
	thinkFrame time.Time     // the frame thinkSpent was spent in
	thinkSpent time.Duration // the time the decision has stepped in that frame
	starved    int           // frames in a row the deadline left no time to think
	late       int           // frames in a row a decided move waited for an earlier ActBy
	thought    bool          // a bot took a step during the last Update
	steps      int           // actions applied so far, so each bot decision has its own seed
	bots       []bool
	wait       float64
	feed       []game.Event
	held       bool

	thinking  bot.Thinking // a decision in progress, or nil
	thinkSeat int
	thinkStep int  // the move count when the decision began (begin)
	decided   bool // thinking has finished; the bot acts once its pause is over

	// moves are every decision applied since New, when known (a save from
	// before moves were kept has none): replays, undo and shared deals
	// rebuild the game from Config and them.
	moves  []game.Move
	known  bool
	people game.Seats // the seats without a bot
	undo   undoCache

	// Daily is the date (UTC, 2006-01-02) of the daily deal this table
	// plays, or "": its result goes to the daily statistics.
	Daily string
	// Assisted is set once the person has asked for a hint.
	Assisted bool
	// Guide is set while the table guides a first game (the kit rings a
	// good move at every decision until the first round ends).
	Guide bool
}

// New starts a game: seats[i].Bot names each bot, and the seat without one is the person's.
func New(gameName string, cfg game.Config, seats []Seat) (*Session, error) {
	g, err := catalog.NewGame(gameName, cfg)
	if err != nil {
		return nil, err
	}
	s, err := attach(g, seats, cfg.Seed)
	if err != nil {
		return nil, err
	}
	s.Config = cfg
	s.known = true
	if op, ok := g.(game.Opener); ok {
		s.record(op.Opening())
	}
	return s, nil
}

func attach(g game.Game, seats []Seat, seed uint64) (*Session, error) {
	if len(seats) != g.Players() {
		return nil, fmt.Errorf("session: %d seats for %d players", len(seats), g.Players())
	}
	s := &Session{Game: g, Seats: seats, Human: -1, Config: game.Config{Players: len(seats)}, Speed: Normal, Slice: 4 * time.Millisecond, seed: seed, bots: make([]bool, len(seats))}
	for i, seat := range seats {
		if name, ok := profile.CleanName(seat.Name); !ok || name != seat.Name {
			return nil, fmt.Errorf("session: seat %d's name is not a valid name", i)
		}
		if seat.Bot == "" {
			// A seat without a bot is a person's; several people share the
			// device (pass and play), the first of them holding it first.
			if s.Human < 0 {
				s.Human = i
			}
			s.people = s.people.With(i)
			continue
		}
		if _, err := catalog.NewBot(g.Name(), seat.Bot, 0); err != nil {
			return nil, err
		}
		s.bots[i] = true
	}
	s.wait = BotPause
	return s, nil
}

// HumanToMove reports whether the person owes a decision now.
func (s *Session) HumanToMove() bool {
	if s.Human < 0 || s.Game.Over() {
		return false
	}
	for _, p := range s.Game.Pending() {
		if p == s.Human {
			return true
		}
	}
	return false
}

// BotOwes reports whether a bot owes a decision that will be played: the
// game goes on without the person (a table at rest has none).
func (s *Session) BotOwes() bool {
	if s.Game.Over() || s.held {
		return false
	}
	for _, p := range s.Game.Pending() {
		if s.bots[p] {
			return true
		}
	}
	return false
}

// Observation is what the person sees now.
func (s *Session) Observation() game.Observation {
	return s.Game.Observe(max(s.Human, game.Spectator))
}

// Hold stops the bots (for a round summary the person must dismiss); Release resumes.
func (s *Session) Hold()    { s.held = true }
func (s *Session) Release() { s.held = false; s.wait = BotPause * s.Speed.Factor() }

// Held reports whether the bots are stopped.
func (s *Session) Held() bool { return s.held }

// Act applies the person's action. Errors are the engine's, naming the rule.
func (s *Session) Act(a game.Action) error {
	if !s.HumanToMove() {
		return fmt.Errorf("it is not your decision now")
	}
	ev, err := s.Game.Apply(s.Human, a)
	if err != nil {
		return err
	}
	s.steps++
	s.moves = append(s.moves, game.Move{Seat: s.Human, Action: a})
	s.record(ev)
	s.wait = BotPause * s.Speed.Factor()
	return nil
}

// record feeds the events: redacted for the person, or whole when several
// people share the device (the table then redacts them for each person;
// see Several).
func (s *Session) record(ev []game.Event) {
	for _, e := range ev {
		if !s.Several() {
			e = e.Redact(max(s.Human, game.Spectator))
		}
		s.feed = append(s.feed, e)
	}
}

// ThinkBudget is how far into a frame a bot may think: what a frame's other
// work leaves of it, so that a frame with a thinking bot stays well under
// 50 ms even on a software renderer that runs several updates per frame.
const ThinkBudget = 12 * time.Millisecond

// FrameTarget is the longest a frame with a thinking bot should take.
const FrameTarget = 40 * time.Millisecond

// ThinkFloor is the least a bot thinks in a frame that has any time for it:
// a step or so, so that a slow device, whose every frame draws long, still
// sees its bots decide.
const ThinkFloor = 3 * time.Millisecond

// ThinkTime is how long a bot may think this frame: ThinkBudget, less
// whatever drawing like the last frame's (with a margin) would take past
// FrameTarget, but not under ThinkFloor; a busy table (a person choosing
// cards while bots think, text and cards drawn for the first time) leaves
// the bots less.
func ThinkTime(lastDraw time.Duration) time.Duration {
	return max(ThinkFloor, min(ThinkBudget, FrameTarget-lastDraw*5/4))
}

// ActBudget is how far into a frame a bot's decided move may still be
// applied: later, the frame has been spent (thinking, saving) and the move,
// whose drawing is often the frame's heaviest, waits for the next.
const ActBudget = 4 * time.Millisecond

// QuickThink is the most thinking a frame may have had and still apply
// the decided move (see Session.Frame).
const QuickThink = time.Millisecond

// MaxStarved is how many frames in a row a bot may be given no time to
// think before it takes a step anyway (a device so slow that every frame
// is over budget still finishes its games).
const MaxStarved = 30

// Update advances time by dt seconds and lets at most one bot act once its
// pause is over. It returns whether a bot acted.
func (s *Session) Update(dt float64) bool {
	s.thought = false
	if s.Game.Over() || s.held {
		return false
	}
	seat := s.botToMove()
	if seat < 0 {
		return false
	}
	s.wait -= dt
	if s.DrawOnly {
		return false
	}
	s.begin(seat)
	// Think for at most one slice of this frame, and not past its deadline,
	// during the pause too: a bot that searches then pauses no longer than
	// one that does not, at every speed. Once thinking starts, at least one
	// step runs, so every decision finishes.
	start, stop := s.slice()
	if !s.decided && !start.Before(stop) && s.starved < MaxStarved {
		s.starved++
	} else {
		s.starved = 0
		s.thought = !s.decided
		s.think(start, stop)
	}
	if s.wait <= 0 && !s.decided {
		s.Waited += dt
	}
	if s.wait > 0 || !s.decided {
		return false
	}
	// The frame that shows a move (new cards, new words: often the most
	// drawing of any) should not also be spent thinking: past ActBy, or
	// after more than QuickThink of thinking in this frame, the move waits
	// for the next frame, but never more than MaxStarved.
	late := !s.ActBy.IsZero() && time.Now().After(s.ActBy)
	thoughtNow := !s.Frame.IsZero() && s.thinkFrame == s.Frame && s.thinkSpent > QuickThink
	if (late || thoughtNow) && s.late < MaxStarved {
		s.late++
		return false
	}
	s.late = 0
	a := s.thinking.Action()
	s.thinking = nil
	ev, err := s.Game.Apply(seat, a)
	if err != nil {
		// A bot's illegal move is a bug in the bot; stop it rather than corrupt the game.
		panic(fmt.Sprintf("session: bot %s at seat %d: %v", s.Seats[seat].Bot, seat, err))
	}
	s.steps++
	s.moves = append(s.moves, game.Move{Seat: seat, Action: a})
	s.record(ev)
	s.wait = BotPause * s.Speed.Factor()
	return true
}

// botToMove is the first pending seat a bot plays, or -1.
func (s *Session) botToMove() int {
	for _, p := range s.Game.Pending() {
		if s.bots[p] {
			return p
		}
	}
	return -1
}

// begin starts seat's decision unless it is already in progress. A bot is
// made afresh for each decision from the session's seed and the step: bots
// keep no memory, so a reloaded game continues exactly. A decision begun
// before another seat's move (a person's vote cast while a bot thought)
// begins again on the observation that move made: the bot decides on what
// it sees when it acts, whenever its thinking started.
func (s *Session) begin(seat int) {
	if s.thinking != nil && s.thinkSeat == seat && s.thinkStep == s.steps {
		return
	}
	b, _ := catalog.NewBotThinking(s.Game.Name(), s.Seats[seat].Bot, game.NewRNG(s.seed^uint64(s.steps)<<8^uint64(seat)).Uint64(), s.Think)
	s.thinking, s.thinkSeat, s.thinkStep, s.decided = bot.Think(b, s.Game.Observe(seat), s.Budget), seat, s.steps, false
}

// Foresee lets the bot that owes a decision think in this frame while the
// table still shows the moves before it (issue 42: the Expert thought only
// once the motion had stopped, and the table's seconds of motion went
// unused). The engine is ahead of the motion, so the bot's observation is
// already the one it will decide on, and its decision is the one Update
// would make: the same seed, the same budget. Foresee never applies the
// move (Update does, once the table is idle and the pause is over), and
// it thinks only in what the frame leaves before its deadline, never
// forced past it as Update is after MaxStarved frames: this time is spare,
// not owed.
func (s *Session) Foresee() {
	s.thought = false
	if s.Game.Over() || s.held || s.DrawOnly {
		return
	}
	seat := s.botToMove()
	if seat < 0 {
		return
	}
	s.begin(seat)
	if s.decided {
		return
	}
	start, stop := s.slice()
	if !start.Before(stop) {
		return
	}
	s.thought = true
	s.think(start, stop)
}

// slice is now and when this frame's thinking must stop: a Slice from now,
// and not past the frame's Deadline.
func (s *Session) slice() (start, stop time.Time) {
	start = time.Now()
	stop = start.Add(s.Slice)
	if !s.Deadline.IsZero() && s.Deadline.Before(stop) {
		stop = s.Deadline
	}
	return start, stop
}

// think steps the decision until it is made or stop has passed (one step
// at least), counting the time spent in this frame.
func (s *Session) think(start, stop time.Time) {
	if s.thinkFrame != s.Frame {
		s.thinkFrame, s.thinkSpent = s.Frame, 0
	}
	for !s.decided {
		if s.thinking.Step() {
			s.decided = true
		} else if !time.Now().Before(stop) {
			break
		}
	}
	s.thinkSpent += time.Since(start)
}

// Thought reports whether a bot thought during the last Update (a decision
// in progress may wait a frame without thinking).
func (s *Session) Thought() bool { return s.thought }

// Thinking reports whether a bot's decision is in progress across frames.
func (s *Session) Thinking() bool { return s.thinking != nil }

// Drain returns the events the person may see since the last call.
func (s *Session) Drain() []game.Event {
	out := s.feed
	s.feed = nil
	return out
}

// Waiting is the seat whose decision the table waits for, or -1.
func (s *Session) Waiting() int {
	if p := s.Game.Pending(); len(p) > 0 {
		return p[0]
	}
	return -1
}

type saved struct {
	Version int             `json:"version"`
	Seats   []Seat          `json:"seats"`
	Seed    uint64          `json:"seed"`
	Steps   int             `json:"steps"`
	Config  *game.Config    `json:"config,omitempty"`
	Game    json.RawMessage `json:"game"`
	// Moves are every decision since the deal (absent in older saves).
	Moves    *[]game.Move `json:"moves,omitempty"`
	Daily    string       `json:"daily,omitempty"`
	Assisted bool         `json:"assisted,omitempty"`
	Guide    bool         `json:"guide,omitempty"`
}

// SaveVersion is the version of the session save format.
const SaveVersion = 1

// Save encodes the session: the game's own save and the seats. Bots keep no
// memory of their own (they read everything from their observation), so a
// loaded session continues exactly.
func (s *Session) Save() ([]byte, error) {
	g, err := game.Save(s.Game)
	if err != nil {
		return nil, err
	}
	cfg := s.Config
	sv := saved{Version: SaveVersion, Seats: s.Seats, Seed: s.seed, Steps: s.steps, Config: &cfg, Game: g, Daily: s.Daily, Assisted: s.Assisted, Guide: s.Guide}
	if s.known {
		moves := append([]game.Move{}, s.moves...)
		sv.Moves = &moves
	}
	return json.Marshal(sv)
}

// Load restores a session written by Save, refusing anything it cannot trust.
func Load(data []byte) (*Session, error) {
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, fmt.Errorf("saved session: %w", err)
	}
	if sv.Version != SaveVersion {
		return nil, fmt.Errorf("saved session version %d is not supported", sv.Version)
	}
	g, err := game.Load(sv.Game)
	if err != nil {
		return nil, err
	}
	s, err := attach(g, sv.Seats, sv.Seed)
	if err != nil {
		return nil, err
	}
	if sv.Steps < 0 {
		return nil, fmt.Errorf("saved session: %d steps", sv.Steps)
	}
	s.steps = sv.Steps
	if c := sv.Config; c != nil {
		if c.Players != len(sv.Seats) || len(c.Variant) > 32 || len(c.Options) > 16 {
			return nil, fmt.Errorf("saved session: its setup does not match its table")
		}
		for k, v := range c.Options {
			if len(k) > 32 || len(v) > 256 {
				return nil, fmt.Errorf("saved session: option %.32q is too long", k)
			}
		}
		s.Config = *c
	}
	if len(sv.Daily) > 10 {
		return nil, fmt.Errorf("saved session: daily %.10q", sv.Daily)
	}
	s.Daily, s.Assisted, s.Guide = sv.Daily, sv.Assisted, sv.Guide
	if sv.Moves != nil && sv.Config != nil {
		// The moves are kept only when they rebuild exactly the saved game;
		// otherwise the game goes on without replay and undo.
		if r, err := game.Replay(g.Name(), s.Config, *sv.Moves); err == nil && len(*sv.Moves) <= MaxMoves {
			if a, b := mustSave(r), mustSave(g); a != "" && a == b {
				s.moves, s.known = *sv.Moves, true
			}
		}
	}
	return s, nil
}

// MaxMoves bounds the moves a save may hold.
const MaxMoves = 20000

func mustSave(g game.Game) string {
	b, err := game.Save(g)
	if err != nil {
		return ""
	}
	return string(b)
}

// Moves is how many actions have been applied in this session, so a table
// can tell a new decision from the same one when the same seats owe it.
func (s *Session) Moves() int { return s.steps }

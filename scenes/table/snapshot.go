package table

import (
	"slices"

	"parlour/scenes/table/flow"
)

// Snap is the table in parlourState(): what the person sees and may do,
// game by game the same shape, with the game's own part in View.
type Snap struct {
	Game        string `json:"game"`
	Speed       string `json:"speed"` // the speed the table plays at: Auto's resolved
	HumanToMove bool   `json:"human_to_move"`
	// Busy is true while events play or a summary waits; the person cannot
	// act then.
	Busy    bool        `json:"busy"`
	Prompt  *PromptSnap `json:"prompt,omitempty"`
	Seats   []SeatSnap  `json:"seats"`
	Caption string      `json:"caption"`
	Log     []string    `json:"log"`
	// LogAll is every line of the log, oldest first: a test compares what
	// the page said with it (issue 38). Nothing under the cover.
	LogAll  []string `json:"log_all,omitempty"`
	LogLen  int      `json:"log_len"`
	LogView [2]int   `json:"log_view"`
	Drawer  bool     `json:"drawer"`
	Sheet   bool     `json:"menu,omitempty"` // the in-table menu is open
	// Cheered is set while a summary shows that the person won: it got its
	// celebration (never at instant speed).
	Cheered bool          `json:"cheered,omitempty"`
	Wide    bool          `json:"wide"`
	Summary *flow.Summary `json:"summary,omitempty"`
	Over    bool          `json:"over"`
	Winners []int         `json:"winners"`
	Focus   string        `json:"focus,omitempty"`
	Raised  int           `json:"raised"`
	Hand    []int         `json:"hand"`
	View    any           `json:"view,omitempty"`
	// Undo is why undo is not possible now ("" when it is); Hint is the
	// hint shown; Assisted is set once a hint was asked.
	Undo     string      `json:"undo"`
	Hint     *HintSnap   `json:"hint,omitempty"`
	Assisted bool        `json:"assisted,omitempty"`
	Daily    string      `json:"daily,omitempty"`
	Replay   *ReplaySnap `json:"replay,omitempty"`
	Shared   string      `json:"shared,omitempty"`
	Guide    bool        `json:"guide,omitempty"`
	// Slot is the save slot the table plays; Lost is set once another tab
	// took its game over.
	Slot string `json:"slot,omitempty"`
	Lost bool   `json:"lost,omitempty"`
	// Cover names the person the pass-and-play cover waits for; HandOff the
	// person the table waits to be passed to while the holder looks at what
	// only they may see; Holder is the seat whose view the table shows;
	// People are the people's seats.
	Cover   string `json:"cover,omitempty"`
	HandOff string `json:"hand_off,omitempty"`
	// Kept counts the cards shown only to the holder that stay until they
	// are done looking (Motion.Reveal).
	Kept   int   `json:"kept,omitempty"`
	Holder int   `json:"holder"`
	People []int `json:"people,omitempty"`
	// TrackerHead is the tracker's heading as last drawn: its words, their
	// width and the room it had (CSS pixels), so a test sees it fits.
	TrackerHead *HeadSnap `json:"tracker_head,omitempty"`
	// HandNotes are the reasons written on the hand's cards that cannot be
	// played, each once over the cards that share it (ring.NoteSpans).
	HandNotes []HandNoteSnap `json:"hand_notes,omitempty"`
	// TableCloseUp is the table card shown close up (look.go), if any.
	TableCloseUp *TableCloseUpSnap `json:"table_close_up,omitempty"`
	// CloseUp is the hand card shown large above the hand (-1: none), and
	// TapAgain where the caption band says a second tap plays it, in CSS
	// pixels (nil: it does not).
	CloseUp  int   `json:"close_up"`
	TapAgain *Rect `json:"tap_again,omitempty"`
	// CaptionAt is where the caption's words were last drawn, in CSS
	// pixels (nil: no caption), so a test sees they keep to their band.
	CaptionAt *Rect `json:"caption_at,omitempty"`
	// PromptAt is where the prompt's words were last drawn, in CSS pixels,
	// when they were wrapped (held to the prompt's bar).
	PromptAt *Rect `json:"prompt_at,omitempty"`
	// ChoiceCloseUp is the picker's choice shown large (-1: none), and
	// LookedChoice the one a first tap on a touch screen looked at, which a
	// second tap chooses (-1: none).
	ChoiceCloseUp int `json:"choice_close_up"`
	LookedChoice  int `json:"looked_choice"`
	// CloseUpAt and ChoiceCloseUpAt are where the close-ups show, and
	// Ring where the hint's (or the guide's) ring is, in CSS pixels.
	CloseUpAt       *Rect `json:"close_up_at,omitempty"`
	ChoiceCloseUpAt *Rect `json:"choice_close_up_at,omitempty"`
	Ring            *Rect `json:"ring,omitempty"`
	// CloseUpRule and ChoiceCloseUpRule say that each close-up shown
	// prints its card's rule, which is what it is shown for.
	CloseUpRule       bool `json:"close_up_rule,omitempty"`
	ChoiceCloseUpRule bool `json:"choice_close_up_rule,omitempty"`
	// Impure is what check=pure found (pure.go), only under the check.
	Impure *ImpureSnap `json:"impure,omitempty"`
	// Flights counts the frames drawn with a card or token in the air, and
	// Moving those in which one of them moved or turned: under reduced
	// motion cards still show where they land, and Moving stays 0.
	Flights int `json:"flight_frames"`
	Moving  int `json:"moving_frames"`
	// Aloft counts the cards and tokens queued to fly and not landed yet,
	// so a test knows which moments have nothing in the air.
	Aloft int `json:"aloft"`
	// Hidden is what check=hidden did (hidden.go), only under the check.
	Hidden *HiddenSnap `json:"hidden,omitempty"`
}

// HandNoteSnap is a reason written on the hand: its words, the cards it
// covers and where it is written.
type HandNoteSnap struct {
	Note  string     `json:"note"`
	First int        `json:"first"`
	Last  int        `json:"last"`
	Box   [4]float64 `json:"box"`
}

// HeadSnap is a heading as drawn: its words, width and room.
type HeadSnap struct {
	Text  string  `json:"text"`
	Width float64 `json:"width"`
	Room  float64 `json:"room"`
}

// PromptSnap is the prompt as the person sees it.
type PromptSnap struct {
	Text    string   `json:"text"`
	Hand    []Mark   `json:"hand,omitempty"`
	Seats   []Mark   `json:"seats,omitempty"`
	Choices []Choice `json:"choices,omitempty"`
	Confirm string   `json:"confirm,omitempty"`
	Danger  bool     `json:"danger,omitempty"`
	Back    string   `json:"back,omitempty"`
	// Offered names the targets the person can pick now ("hand-1",
	// "spot-0", "confirm"), in the order the hint's search tries them: a
	// test that plays any game picks among them.
	Offered []string `json:"offered,omitempty"`
}

// SeatSnap is a seat panel: its name, its status line and where it is
// (CSS pixels).
type SeatSnap struct {
	Name   string `json:"name"`
	Status string `json:"status,omitempty"`
	Out    bool   `json:"out,omitempty"`
	// NameAt is where the seat's name is written, in CSS pixels.
	NameAt Rect `json:"name_at"`
	At     Rect `json:"at"`
}

// snapshot is the table's scenes.Snapshotter.
func (t *Table) snapshot() (string, any) {
	s := Snap{Game: t.spec.Name, Speed: string(t.s.Speed), HumanToMove: t.s.HumanToMove(), Busy: !t.seq.Idle(), Caption: t.seq.Caption,
		Drawer: t.drawer.on, Sheet: t.sheet.on, Cheered: t.summary.cheered && t.seq.Showing != nil, Wide: t.geo.Wide, Summary: t.seq.Showing, Over: t.s.Game.Over(), Raised: t.dec.raised,
		Hand: slices.Clone(t.g.Hand()), View: t.g.Snapshot(), LogLen: len(t.book.log.Lines)}
	s.Winners = []int{}
	s.Undo, s.Hint, s.Assisted, s.Daily, s.Replay = t.undoWhy(), t.hintSnap(), t.s.Assisted, t.s.Daily, t.replaySnap()
	s.Shared = t.summary.shared
	if t.checks.impure != nil {
		im := *t.checks.impure
		s.Impure = &im
	}
	if t.checks.hidden != nil {
		s.Hidden = &HiddenSnap{Worlds: t.checks.hidden.worlds, Failed: t.checks.hidden.failed, Log: slices.Clone(t.book.log.Lines)}
		if t.pass.cover >= 0 {
			s.Hidden.Log = nil // as the log above: nothing of it under the cover
		}
	}
	s.Slot, s.Lost, s.Kept = t.save.slot, t.lost.on, t.seq.TL.Keeping()
	s.Flights, s.Moving, s.Aloft = t.shown.flightFrames, t.shown.movingFrames, t.seq.TL.Aloft()
	if t.pass.handOff >= 0 && t.seq.Idle() && t.seq.Showing == nil {
		s.HandOff = t.SeatName(t.pass.handOff)
	}
	s.Holder, s.People, s.Guide = t.s.Human, t.s.People(), t.s.Guide
	if t.pass.cover >= 0 {
		// Under the cover nothing of the table is told: no hand, no log.
		s.Cover = t.SeatName(t.pass.cover)
		s.Hand, s.Log, s.View, s.Prompt, s.Caption = []int{}, []string{}, nil, nil, ""
	}
	if s.Over {
		s.Winners = t.s.Game.Result().Winners
	}
	if t.dec.hasPrompt {
		p := t.dec.prompt
		s.Prompt = &PromptSnap{Text: p.Text, Hand: p.Hand, Seats: p.Seats, Choices: p.Choices, Confirm: p.Confirm, Danger: p.Danger, Back: p.Back}
		for _, tg := range p.Offered() {
			s.Prompt.Offered = append(s.Prompt.Offered, targetName(tg))
		}
		s.Focus = targetName(t.dec.focus)
		for _, sp := range t.handNotes(t.fan(), t.g.Hand(), p.Hand) {
			s.HandNotes = append(s.HandNotes, HandNoteSnap{Note: sp.Note, First: sp.First, Last: sp.Last, Box: [4]float64{sp.Box.X, sp.Box.Y, sp.Box.W, sp.Box.H}})
		}
	}
	for seat := range t.Players() {
		st := t.view.status.States
		look := t.g.Seat(seat)
		state := flow.Idle
		if seat < len(st) {
			state = st[seat]
		}
		status, _ := t.seatStatus(seat, state, look)
		s.Seats = append(s.Seats, SeatSnap{Name: t.SeatName(seat), Status: status, Out: look.Out, NameAt: t.css(t.Panel(seat).Name), At: t.css(t.SeatRect(seat))})
	}
	rows := t.logRows(t.logArea())
	from, to := t.book.log.View(rows)
	s.LogView = [2]int{from, to}
	s.CloseUp, s.ChoiceCloseUp, s.LookedChoice = t.shown.closeUp, t.shown.choiceShown, t.dec.lookChoice
	if t.shown.tapAgain.W > 0 {
		r := t.css(t.shown.tapAgain)
		s.TapAgain = &r
	}
	if t.shown.caption.W > 0 && s.Caption != "" {
		r := t.css(t.shown.caption)
		s.CaptionAt = &r
	}
	if t.shown.prompt.W > 0 && t.dec.hasPrompt {
		r := t.css(t.shown.prompt)
		s.PromptAt = &r
	}
	s.TableCloseUp = t.tableCloseUpSnap()
	if t.pass.cover >= 0 {
		// Under the cover nothing of the hand is shown: what was last drawn
		// large (as the last frame before it fell found the pointer) is not.
		s.CloseUp, s.ChoiceCloseUp, s.LookedChoice = -1, -1, -1
	}
	cssOf := func(on bool, r Rect) *Rect {
		if !on {
			return nil
		}
		c := t.css(r)
		return &c
	}
	s.CloseUpAt, s.ChoiceCloseUpAt = cssOf(s.CloseUp >= 0, t.shown.closeUpAt), cssOf(s.ChoiceCloseUp >= 0, t.shown.choiceAt)
	s.CloseUpRule, s.ChoiceCloseUpRule = s.CloseUp >= 0 && t.shown.closeUpRule, s.ChoiceCloseUp >= 0 && t.shown.choiceRule
	if r, ok := t.ringAt(); ok && t.pass.cover < 0 {
		s.Ring = cssOf(true, r.Inset(-2*t.ringWidth()))
	}
	if t.fit.trackerHead.Text != "" {
		head := t.fit.trackerHead
		s.TrackerHead = &head
	}
	s.Log = slices.Clone(t.book.log.Lines[max(0, len(t.book.log.Lines)-12):])
	if t.pass.cover < 0 {
		s.LogAll = slices.Clone(t.book.log.Lines)
	}
	return t.spec.Name, s
}

// css is r in CSS pixels, as parlourState's targets are.
func (t *Table) css(r Rect) Rect {
	k := t.geo.Scale
	if z := t.app.Zoom; z > 0 {
		k /= z
	}
	return Rect{X: r.X / k, Y: r.Y / k, W: r.W / k, H: r.H / k}
}

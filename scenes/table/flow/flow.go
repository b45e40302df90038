// Package flow is the table kit's logic that needs no screen: the sequencer
// that plays a table's events out in order (motion, then a caption, then the
// next event, with a pause for round and game summaries), the seats' status
// when several owe a decision at once, the log and its scrolling, and the
// record that saves a table (the game, its log and a summary not yet read).
// It imports no Ebitengine, so it is tested natively.
package flow

import (
	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render/style"
	"parlour/render/tween"
)

// Line is one event in the person's words, made when the event arrives.
type Line struct {
	// Text is the log's line ("" when the event says nothing worth a line).
	Text string
	// Caption is what the caption strip shows while the event plays; ""
	// shows Text.
	Caption string
	// Summary, if set, is shown once this event's motion is over, and the
	// table waits for the person to close it before the next event plays.
	Summary *Summary
}

// Summary is a round's or a game's end: a title, the standings and a few
// lines saying how it ended.
type Summary struct {
	Title     string     `json:"title"`
	Lines     []string   `json:"lines,omitempty"`
	Standings []Standing `json:"standings,omitempty"`
	// Final is set at the game's end: the summary then offers a new game and
	// the main menu instead of the next round.
	Final bool `json:"final,omitempty"`
}

// Standing is one seat's line in a summary, best first.
type Standing struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Score int    `json:"score"`
	// Gain is what the seat scored in the round just ended.
	Gain   int    `json:"gain,omitempty"`
	Note   string `json:"note,omitempty"`
	Winner bool   `json:"winner,omitempty"`
}

// ScoreText is the standing's score as the summary shows it: the total,
// after the round's gain when there is one ("−10  →  −4"), negatives with
// the minus sign (i18n.Number).
func (st Standing) ScoreText() string {
	if st.Gain != 0 {
		return i18n.Signed(st.Gain) + "  →  " + i18n.Number(st.Score)
	}
	return i18n.Number(st.Score)
}

// Entry is an event waiting to be played, with its words.
type Entry struct {
	Event game.Event
	Line  Line
}

// Sequencer plays a table's events one at a time. An event starts when the
// motion of the one before it has run (dealt cards may overlap, as the
// timeline's Release allows) and its caption has been up for a beat; an
// event carrying a summary shows it when its motion is over, and nothing
// more plays until the person closes it.
type Sequencer struct {
	TL      tween.Timeline
	queue   []Entry
	next    float64  // when the next event may start
	waiting *Summary // a summary due once the motion before it has run
	// Showing is the summary on screen, waiting to be closed.
	Showing *Summary
	// Caption is the latest event's words.
	Caption string
	// Speed scales every beat (0: instant).
	Speed float64
}

// Push queues entries.
func (s *Sequencer) Push(es ...Entry) { s.queue = append(s.queue, es...) }

// Queued lists the entries not yet played.
func (s *Sequencer) Queued() []Entry { return s.queue }

// Advance moves time on by dt and plays, in order, every entry whose turn has
// come: play is called for each (it queues the entry's motion on s.TL). It
// returns the timeline's cues reached.
func (s *Sequencer) Advance(dt float64, play func(Entry)) []int {
	cues := s.TL.Advance(dt)
	for s.Showing == nil {
		if s.waiting != nil {
			if s.TL.Busy() || s.TL.Now < s.next {
				break
			}
			s.Showing, s.waiting = s.waiting, nil
			break
		}
		if len(s.queue) == 0 || s.TL.Now < s.next || s.TL.Now < s.TL.Release() {
			break
		}
		e := s.queue[0]
		s.queue = s.queue[1:]
		play(e)
		cues = append(cues, s.TL.Advance(0)...)
		s.next = s.TL.Now
		if c := e.Line.Caption; c != "" || e.Line.Text != "" {
			if c == "" {
				c = e.Line.Text
			}
			s.Caption = c
			s.next = s.TL.Now + style.Beat*s.Speed
		}
		if e.Line.Summary != nil {
			s.waiting = e.Line.Summary
			s.next = s.TL.Now + style.Summary*s.Speed
		}
	}
	return cues
}

// Reword gives the entries not yet played new words, in order (the log
// written again in another language): the first len(lines) of them, each
// keeping its event.
func (s *Sequencer) Reword(lines []Line) {
	for i := range min(len(lines), len(s.queue)) {
		s.queue[i].Line = lines[i]
	}
}

// Reset drops everything queued, moving or waiting (an undo, a step back
// in a replay), keeping the speed.
func (s *Sequencer) Reset() { *s = Sequencer{Speed: s.Speed, Caption: s.Caption} }

// Close dismisses the summary on screen; the events after it may play.
func (s *Sequencer) Close() { s.Showing = nil }

// Idle reports that nothing is queued, moving or waiting to be read.
func (s *Sequencer) Idle() bool {
	return len(s.queue) == 0 && s.waiting == nil && s.Showing == nil && !s.TL.Busy() && s.TL.Now >= s.next
}

// Still reports that nothing moves or is about to: no motion, no beat, no
// summary due, and nothing queued but what waits for a summary on screen.
func (s *Sequencer) Still() bool {
	return s.waiting == nil && !s.TL.Busy() && s.TL.Now >= s.next && (s.Showing != nil || len(s.queue) == 0)
}

// Pending is the first summary not yet closed: on screen, due, or carried
// by a queued entry (what a saved table must show again on resume).
func (s *Sequencer) Pending() *Summary {
	if s.Showing != nil {
		return s.Showing
	}
	if s.waiting != nil {
		return s.waiting
	}
	for _, e := range s.queue {
		if e.Line.Summary != nil {
			return e.Line.Summary
		}
	}
	return nil
}

// SeatState is a seat's part in the decision the table waits for.
type SeatState uint8

const (
	Idle     SeatState = iota // owes nothing
	Choosing                  // owes a decision
	Ready                     // has made its part of a decision others still owe
)

func (s SeatState) String() string {
	switch s {
	case Choosing:
		return "choosing"
	case Ready:
		return "ready"
	}
	return ""
}

// Status follows who owes a decision from the engine's Pending alone, so
// it can never reveal what anyone chose: when several seats owe a decision
// at once, each is Choosing until it has acted, then Ready until the
// decision is resolved (the pending set is then no longer a shrinking part
// of the group that began it, or a seat that acted still owes: a new
// decision has begun with the same seats).
type Status struct {
	group, prev game.Seats
	// shown are the seats the table showed owing the decision at rest:
	// their decision stays due on screen while others' parts of it play.
	shown  game.Seats
	moves  int
	States []SeatState
}

// Update takes the seats pending now at a table of n, after moves actions.
func (s *Status) Update(pending []int, n, moves int) {
	if len(s.States) != n {
		s.States = make([]SeatState, n)
	}
	p := game.SeatsOf(pending...)
	if moves < s.moves {
		s.group, s.shown = 0, 0 // moves taken back (an undo): the decision begins again
	}
	moved := moves != s.moves
	s.moves = moves
	if p == s.prev && s.prev != 0 && !moved {
		return
	}
	// An action that leaves the pending set as it was came from a seat that
	// still owes: whatever group it belonged to is resolved.
	shrinking := p != 0 && p&^s.prev == 0 && p != s.prev && s.group != 0
	if !shrinking {
		s.group, s.shown = 0, 0
		if len(pending) > 1 {
			s.group = p
		}
	}
	s.shown &= p
	s.prev = p
	for i := range s.States {
		switch {
		case p.Has(i):
			s.States[i] = Choosing
		case s.group.Has(i):
			s.States[i] = Ready
		default:
			s.States[i] = Idle
		}
	}
}

// Rest notes that the table rests (nothing plays, no summary waits): the
// seats owing a decision now have been shown owing it.
func (s *Status) Rest() { s.shown = s.prev }

// Due reports whether seat's decision is due on screen: it owes one, and
// the table rests (resting), or the table showed it owing at rest and
// since then only others' parts of the same decision have played. While
// moves play out a decision is not due yet (issue 29: "your turn" while
// bots' moves still played); but the person's vote, shown due, stays due
// while the bots' "ready" marks arrive (issue 38: Three Parts' "your
// turn" blinked off as each bot voted).
func (s *Status) Due(seat int, resting bool) bool {
	if seat < 0 || seat >= len(s.States) || s.States[seat] != Choosing {
		return false
	}
	return resting || s.shown.Has(seat)
}

// Log is the table's log: lines in the person's words, the newest last,
// scrolled back by Back lines from the end.
type Log struct {
	Lines []string
	Back  int
}

// MaxLog is how many lines a log keeps (and a save may hold).
const MaxLog = 400

// Add appends a line; a log scrolled back stays where it is.
func (l *Log) Add(line string) {
	if line == "" {
		return
	}
	l.Lines = append(l.Lines, line)
	if l.Back > 0 {
		l.Back++
	}
	if over := len(l.Lines) - MaxLog; over > 0 {
		l.Lines = l.Lines[over:]
	}
	l.clamp(0)
}

// Scroll moves by n lines (positive: back in time) for a view of rows lines.
func (l *Log) Scroll(n, rows int) {
	l.Back += n
	l.clamp(rows)
}

func (l *Log) clamp(rows int) {
	l.Back = max(0, min(l.Back, len(l.Lines)-max(rows, 1)))
}

// View is the range of lines a view of rows lines shows.
func (l *Log) View(rows int) (from, to int) {
	l.clamp(rows)
	to = len(l.Lines) - l.Back
	return max(0, to-rows), to
}

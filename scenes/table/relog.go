package table

import (
	"parlour/assets/i18n"
	"parlour/game"
	"parlour/scenes/table/flow"
)

// relogDue reports whether the log is in another language than the one
// chosen, and the table is still, so that the story has played up to what
// shows: the person deciding, or reading a summary (issue 29: after a
// language change the earlier lines, and the caption, stayed in the old
// language, even after a reload; issue 38: a summary on screen, and the
// log under it, stayed so until it was closed).
func (t *Table) relogDue() bool {
	return t.book.logLang != i18n.Language() && t.replay == nil && t.seq.Still()
}

// relog writes the log, the caption and the summary on screen again in the
// language now chosen, whether in Settings or by the host's language
// message: the game's events from the deal, as the person saw them
// (Session.Story), are put in words by a fresh copy of the table's Game,
// so that whatever Describe remembers from one event to the next is as it
// was the first time. The lines before each move are counted again for
// Undo. Events that have not played yet — queued behind the summary on
// screen, or on a resumed table the lines that follow its summary — get
// their new words too, for when they play.
func (t *Table) relog() {
	t.book.logLang = i18n.Language()
	if t.s.Several() {
		return // each person's log holds only what they saw: it stays as written
	}
	said, starts, ok := t.storyWords(false)
	if !ok {
		return // moves not known (an old save): the lines stay as written
	}
	played, later, queued, ok := flow.Split(said, len(t.book.later), len(t.seq.Queued()))
	if !ok {
		return // the story does not hold what waits: the lines stay as written
	}
	if len(t.book.later) > 0 {
		t.book.later = flow.Texts(later)
	}
	t.seq.Reword(queued)
	lines, logAt, caption, summary := written(played, starts)
	t.setLog(lines, logAt)
	if s := t.seq.Showing; s != nil && summary != nil {
		if t.seq.Caption == s.Title {
			caption = summary.Title // a resumed table's caption is its summary's title
		}
		// In place: the summary shown is the same one, in new words (it is
		// not announced, nor celebrated, a second time).
		*s = *summary
	}
	if caption != "" {
		t.seq.Caption = caption
	}
	t.view.changes++
	t.save.dirty = true
}

// storyWords puts the game's events from the deal, as the person saw them
// (Session.Tell; whole when open), in words, by a fresh copy of the table's
// Game, so that whatever Describe remembers from one event to the next is
// as it was the first time, and with the game as it was after each move
// (Engine); starts are the indices of the lines where each move begins.
// Not ok when the moves are not known (an old save).
func (t *Table) storyWords(open bool) (said []flow.Line, starts []int, ok bool) {
	guide := t.s.Guide // Describe may end the guide; it ended, or not, already
	words := t.spec.New(t)
	err := t.s.Tell(open, func(move int, now game.Game, evs []game.Event) {
		if move >= 0 {
			starts = append(starts, len(said))
		}
		t.book.telling = now
		for _, e := range evs {
			said = append(said, words.Describe(e))
		}
	})
	t.book.telling = nil
	t.s.Guide = guide
	return said, starts, err == nil
}

// written is what the lines said leave on the table: the log's lines, how
// many come before each move, the last caption and the last summary.
func written(said []flow.Line, starts []int) (lines []string, logAt map[int]int, caption string, summary *flow.Summary) {
	logAt = map[int]int{}
	move := 0
	for i, l := range said {
		for move < len(starts) && starts[move] == i {
			logAt[move] = len(lines)
			move++
		}
		if l.Text != "" {
			lines = append(lines, l.Text)
		}
		if c := l.Caption; c != "" {
			caption = c
		} else if l.Text != "" {
			caption = l.Text
		}
		if l.Summary != nil {
			summary = l.Summary
		}
	}
	for ; move < len(starts); move++ {
		logAt[move] = len(lines)
	}
	return lines, logAt, caption, summary
}

// setLog makes lines the log, its newest flow.MaxLog kept, read from its
// end, with the lines before each move counted for Undo.
func (t *Table) setLog(lines []string, logAt map[int]int) {
	over := max(0, len(lines)-flow.MaxLog)
	t.book.log.Lines = lines[over:]
	t.book.log.Back = 0
	t.book.logAt = map[int]int{}
	for m, n := range logAt {
		if n >= over {
			t.book.logAt[m] = n - over
		}
	}
}

package table

import (
	"parlour/assets/i18n"
	"parlour/scenes/table/flow"
)

// relogDue reports whether the log is in another language than the one
// chosen, and the table is at rest so that the whole story has played
// (issue 29: after a language change the earlier lines, and the caption,
// stayed in the old language, even after a reload).
func (t *Table) relogDue() bool {
	return t.logLang != i18n.Language() && t.replay == nil && t.seq.Idle() && len(t.later) == 0
}

// relog writes the log and the caption again in the language now chosen:
// the game's events from the deal, as the person saw them (Session.Story),
// are put in words by a fresh copy of the table's Game, so that whatever
// Describe remembers from one event to the next is as it was the first
// time. The lines before each move are counted again for Undo.
func (t *Table) relog() {
	t.logLang = i18n.Language()
	if t.s.Several() {
		return // each person's log holds only what they saw: it stays as written
	}
	evs, starts, err := t.s.Story()
	if err != nil {
		return // moves not known (an old save): the lines stay as written
	}
	guide := t.s.Guide // Describe may end the guide; it ended, or not, already
	words := t.spec.New(t)
	var lines []string
	caption := ""
	logAt := map[int]int{}
	move := 0
	for i, e := range evs {
		for move < len(starts) && starts[move] == i {
			logAt[move] = len(lines)
			move++
		}
		l := words.Describe(e)
		if l.Text != "" {
			lines = append(lines, l.Text)
		}
		if c := l.Caption; c != "" {
			caption = c
		} else if l.Text != "" {
			caption = l.Text
		}
	}
	for ; move < len(starts); move++ {
		logAt[move] = len(lines)
	}
	t.s.Guide = guide
	over := max(0, len(lines)-flow.MaxLog)
	t.log.Lines = lines[over:]
	t.log.Back = 0
	t.logAt = map[int]int{}
	for m, n := range logAt {
		if n >= over {
			t.logAt[m] = n - over
		}
	}
	if caption != "" && t.seq.Showing == nil {
		t.seq.Caption = caption
	}
	t.dirty = true
}

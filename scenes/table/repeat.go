package table

import (
	"strings"

	"parlour/assets/i18n"
	"parlour/scenes/a11y"
	"parlour/scenes/keymap"
	"parlour/scenes/speech"
	"parlour/scenes/table/flow"
	"parlour/scenes/ui"
)

// Saying the state again (issue 31): a person who cannot see the table asks
// with one key for what a glance gives — whose turn it is (W), the players
// with their scores (S), their own cards (C), what lies on the table (T),
// the last moves (R) — and hears it at once, from the same words the
// accessible page holds, so that what is said again is what is shown.

// movesRepeated is how many of the log's last lines R says again.
const movesRepeated = 4

// repeatInput says again what the person asked for; it reports whether a
// key asked.
func (t *Table) repeatInput(u *ui.Frame) bool {
	for _, ask := range []struct {
		action keymap.Action
		words  func() string
	}{
		{keymap.SayTurn, t.turnWords},
		{keymap.SayScores, t.scoresWords},
		{keymap.SayHand, t.handWords},
		{keymap.SayTable, t.tableWords},
		{keymap.SayMoves, t.movesWords},
	} {
		if u.In.Did(ask.action) {
			t.app.Say(speech.Answer, ask.words())
			return true
		}
	}
	return false
}

// turnWords say who owes a decision now, and what the person's is.
func (t *Table) turnWords() string {
	switch {
	case t.s.Game.Over():
		if s := t.seq.Showing; s != nil {
			return s.Title
		}
		return i18n.T("access.over")
	case !t.seq.Idle():
		return i18n.T("access.playing_out")
	case t.dec.hasPrompt && t.s.HumanToMove() && t.seq.Showing == nil:
		return t.dec.prompt.Text // as it was said when it came
	}
	var names []string
	for seat, st := range t.view.status.States {
		if st == flow.Choosing {
			names = append(names, t.SeatName(seat))
		}
	}
	if len(names) == 0 {
		return i18n.T("access.playing_out")
	}
	return i18n.T("access.to_play", strings.Join(names, ", "))
}

// scoresWords are each player as the page reads it.
func (t *Table) scoresWords() string {
	lines := make([]string, t.Players())
	for seat := range lines {
		lines[seat] = t.seatLine(seat)
	}
	return a11y.Sentences(lines...)
}

// handWords name the person's cards, without their rules (the page has
// them, card by card).
func (t *Table) handWords() string {
	hand := t.g.Hand()
	if len(hand) == 0 {
		return i18n.T("access.no_cards")
	}
	names := make([]string, len(hand))
	for i, id := range hand {
		names[i], _ = t.cardWords(id)
	}
	return i18n.T("access.hand") + ": " + strings.Join(names, "; ")
}

// tableWords are what the table says lies on it.
func (t *Table) tableWords() string {
	var words []string
	if w, ok := t.g.(TableWorder); ok {
		words = w.TableWords()
	}
	if len(words) == 0 {
		return i18n.T("access.table_empty")
	}
	return i18n.T("access.on_table") + ": " + a11y.Sentences(words...)
}

// movesWords are the log's last lines, oldest first.
func (t *Table) movesWords() string {
	lines := t.book.log.Lines
	if len(lines) == 0 {
		return i18n.T("access.no_moves")
	}
	return a11y.Sentences(lines[max(0, len(lines)-movesRepeated):]...)
}

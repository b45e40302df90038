package flow

import (
	"slices"
	"testing"

	"parlour/game"
)

// words are lines' texts, with "[S]" after a line that carries a summary.
func words(lines []Line) []string {
	out := []string{}
	for _, l := range lines {
		w := l.Text
		if l.Summary != nil {
			w += "[S]"
		}
		out = append(out, w)
	}
	return out
}

// A language changed while a round's summary shows (issue 38: the host's
// language message left it, and the log under it, in the old one): the
// story said again divides as the table shows it — the log up to the
// summary's event, the lines a resumed table keeps for after the summary,
// and the entries queued behind it — so that each gets its new words.
func TestAStorySaidAgainDividesAtTheSummaryOnScreen(t *testing.T) {
	sum := &Summary{Title: "Round over"}
	line := func(text string, s *Summary) Line { return Line{Text: text, Summary: s} }
	for _, c := range []struct {
		name                  string
		said                  []Line
		later, queued         int
		played, kept, waiting []string
		ok                    bool
	}{
		{"nothing waits: the whole story is the log",
			[]Line{line("a", nil), line("b", nil)}, 0, 0, []string{"a", "b"}, []string{}, []string{}, true},
		{"entries queued behind the summary",
			[]Line{line("a", nil), line("b", sum), line("c", nil), line("d", nil)}, 0, 2, []string{"a", "b[S]"}, []string{}, []string{"c", "d"}, true},
		{"a resumed table's lines after its summary, one event saying nothing",
			[]Line{line("a", nil), line("b", sum), line("c", nil), line("", nil), line("f", nil)}, 2, 0, []string{"a", "b[S]"}, []string{"c", "", "f"}, []string{}, true},
		{"the summary not closed is the first of two with as many lines after it",
			[]Line{line("a", sum), line("b", nil), line("c", sum), line("d", nil)}, 3, 0, []string{"a[S]"}, []string{"b", "c[S]", "d"}, []string{}, true},
		{"no summary with that many lines after it",
			[]Line{line("a", nil), line("b", sum), line("c", nil)}, 2, 0, nil, nil, nil, false},
		{"more queued than the story holds",
			[]Line{line("a", nil)}, 0, 2, nil, nil, nil, false},
	} {
		played, kept, waiting, ok := Split(c.said, c.later, c.queued)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if !slices.Equal(words(played), c.played) || !slices.Equal(words(kept), c.kept) || !slices.Equal(words(waiting), c.waiting) {
			t.Errorf("%s: %q | %q | %q, want %q | %q | %q", c.name, words(played), words(kept), words(waiting), c.played, c.kept, c.waiting)
		}
	}
	if got := Texts([]Line{line("c", nil), line("", nil), line("f", nil)}); !slices.Equal(got, []string{"c", "f"}) {
		t.Errorf("Texts = %q", got)
	}
}

// The entries queued behind a summary take their new words, in order, and
// keep their events.
func TestRewordGivesTheQueuedEntriesNewWords(t *testing.T) {
	var s Sequencer
	s.Push(Entry{Event: game.Event{Type: evPlay}, Line: Line{Text: "Ada joue"}}, Entry{Event: game.Event{Type: evDeal}, Line: Line{Text: "Nouvelle manche"}})
	s.Reword([]Line{{Text: "Ada plays"}, {Text: "A new round"}, {Text: "one too many"}})
	q := s.Queued()
	if len(q) != 2 || q[0].Line.Text != "Ada plays" || q[1].Line.Text != "A new round" || q[0].Event.Type != evPlay || q[1].Event.Type != evDeal {
		t.Errorf("queued after Reword: %+v", q)
	}
}

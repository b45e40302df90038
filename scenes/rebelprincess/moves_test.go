package rebelprincess_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// view is what these tests read of Rebel Princess's view, by its JSON
// names.
type view struct {
	Phase      string       `json:"phase"`
	Step       string       `json:"step"`
	Round      int          `json:"round"`
	Hand       []string     `json:"hand"`
	Selected   []string     `json:"selected"`
	Trick      []string     `json:"trick"`
	Princess   []int        `json:"princess"`
	Used       []bool       `json:"used"`
	Proposals  []int        `json:"proposals"`
	Totals     []int        `json:"totals"`
	Panels     []panel      `json:"panels"`
	PassLabels [][4]float64 `json:"pass_labels"`
	NotesAt    *[4]float64  `json:"notes_at"`
	TableCards []shown      `json:"table_cards"`
}

// panel is where a seat's panel draws its total and its cards lying face
// up ([x, y, w, h], CSS pixels), and the princess's name as it reads there.
type panel struct {
	Total    [4]float64   `json:"total"`
	Exposed  [][4]float64 `json:"exposed"`
	Princess []string     `json:"princess"`
}

// shown is a card on the table outside the hand, offered for a close-up
// where it lies.
type shown struct {
	Card string     `json:"card"`
	At   [4]float64 `json:"at"`
}

func viewOf(t *testing.T, s scenes.Snapshot) (*table.Snap, view) {
	tb, ok := s.Table.(table.Snap)
	if !ok || tb.View == nil {
		return nil, view{}
	}
	return &tb, apptest.Decode[view](t, tb.View)
}

// prompted are the princesses whose power is a prompt before a trick in
// both editions.
var prompted = regexp.MustCompile(`^(Cinderella|Little Mermaid|Sleeping Beauty|Scheherazade|Ice Princess)$`)

// rpMove is the next tap of a person playing from what the table shows
// (the browser tests' rpMove, so that a pinned deal goes the same way):
// it uses every power offered, passes the first cards it may, plays the
// first card the table allows. "" while the table is busy.
func rpMove(t *testing.T, s scenes.Snapshot) string {
	tb, due, ok := apptest.Deciding(s)
	if !ok {
		return due
	}
	_, v := viewOf(t, s)
	p := tb.Prompt
	if p.Confirm != "" {
		return "confirm"
	}
	if i := slices.IndexFunc(p.Seats, func(m table.Mark) bool { return m.On }); i >= 0 {
		return fmt.Sprintf("seat-%d", i)
	}
	if i := slices.IndexFunc(p.Hand, func(m table.Mark) bool { return m.On && !m.Selected }); i >= 0 {
		return fmt.Sprintf("hand-%d", i)
	}
	// In the draft, a princess whose power is offered before a trick, so
	// the game shows a power prompt; else the first choice.
	i := slices.IndexFunc(p.Choices, func(c table.Choice) bool { return c.On && v.Phase == "draft" && prompted.MatchString(c.Label) })
	if i < 0 {
		i = slices.IndexFunc(p.Choices, func(c table.Choice) bool { return c.On })
	}
	if i >= 0 {
		return fmt.Sprintf("choice-%d", i)
	}
	return ""
}

// playUntil plays rpMove's taps until stop holds, and fails the test if
// the game ends first.
func playUntil(t *testing.T, d *apptest.Driver, what string, stop func(scenes.Snapshot) bool) scenes.Snapshot {
	t.Helper()
	return playUntilBy(t, d, false, what, stop)
}

// playUntilBy is playUntil by touch (a finger's taps) if touch is set.
func playUntilBy(t *testing.T, d *apptest.Driver, touch bool, what string, stop func(scenes.Snapshot) bool) scenes.Snapshot {
	t.Helper()
	for range 40000 {
		s := d.State()
		if stop(s) {
			return s
		}
		if tb, _ := viewOf(t, s); tb != nil && tb.Summary != nil && tb.Summary.Final {
			t.Fatalf("the game ended before %s", what)
		}
		if move := rpMove(t, s); move != "" && s.Targets[move].W > 0 {
			d.Tap(move, touch)
			continue
		}
		d.Frame()
	}
	t.Fatalf("no %s", what)
	return scenes.Snapshot{}
}

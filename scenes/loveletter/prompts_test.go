package loveletter_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// The characters these tests pick by their card.
const (
	guard      = 1
	chancellor = 6
	princess   = 9
)

// Limits: a bot's turn at speed=fast plays in under a second of the app's
// time, and a decision is waited for up to a minute of it; a test that
// looks for a moment in play gives up after so many of the person's
// decisions (the pinned deals come to it within the first round).
const (
	decisionFrames = 3600
	searchTurns    = 200
)

// view is what these tests read of Love Letter's view (scenes/loveletter's
// snap), by its JSON names.
type view struct {
	Round    int     `json:"round"`
	Phase    string  `json:"phase"`
	Deck     int     `json:"deck"`
	Discards [][]int `json:"discards"`
	FaceUp   []int   `json:"face_up"`
	Places   struct {
		Bar        string         `json:"bar"`
		Goal       string         `json:"goal"`
		GoalAt     []table.Rect   `json:"goal_at"`
		DeckLabel  []table.Rect   `json:"deck_label"`
		AsideLabel []table.Rect   `json:"aside_label"`
		Row        []table.Rect   `json:"row"`
		Played     [][]table.Rect `json:"played"`
		Hands      [][]table.Rect `json:"hands"`
	} `json:"places"`
}

// keepThePrincess plays any card but the Princess when there is a choice
// (the browser tests' prefer, so that the pinned deals go the same way).
func keepThePrincess(t table.Snap) string {
	if t.Prompt == nil {
		return ""
	}
	for i, m := range t.Prompt.Hand {
		if m.On && i < len(t.Hand) && t.Hand[i] != princess {
			return fmt.Sprintf("hand-%d", i)
		}
	}
	return ""
}

// openTable opens the link's setup and starts its game by a tap, a
// finger's when touch is set (a phone: the table then knows it is touched).
func openTable(t *testing.T, query string, w, h int, touch bool) *apptest.Driver {
	t.Helper()
	d := apptest.Open(t, query, w, h)
	d.Until("the Love Letter setup", 60, func(s scenes.Snapshot) bool {
		return s.Scene == "setup" && s.Game == "loveletter" && s.Targets["start"].W > 0
	})
	d.Tap("start", touch)
	d.Until("the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && s.Table != nil })
	return d
}

// decision waits for a table where the person may act, or a summary waits.
func decision(d *apptest.Driver) *table.Snap {
	d.Until("a decision", decisionFrames, apptest.AtRest)
	return d.Table()
}

// TestANewcomerIsWarnedBeforeKnockingThemselfOutAndTheGuardsImpossibleNamesAreMarked:
// playing the Princess asks first ("knocks you out"), and backing out keeps
// her; the Guard's picker marks "none unseen" only on characters a copy of
// which is in sight. Seed 27 deals the person the Princess and a Guard and
// lets them start, with the Countess face up: the warning and a marked
// name on the first turn.
func TestANewcomerIsWarnedBeforeKnockingThemselfOutAndTheGuardsImpossibleNamesAreMarked(t *testing.T) {
	d := openTable(t, "?game=loveletter&players=2&speed=fast&seed=27", 1280, 720, false)
	warned, marked := false, false
	for n := 0; !(warned && marked); n++ {
		if n > searchTurns {
			t.Fatalf("warned %v, a name marked %v: not both within %d decisions", warned, marked, n)
		}
		tb := decision(d)
		if tb.Summary != nil {
			d.Tap(map[bool]string{true: "summary-again", false: "summary-next"}[tb.Summary.Final], false)
			continue
		}
		p := tb.Prompt
		if i := slices.Index(tb.Hand, princess); !warned && i >= 0 && i < len(p.Hand) && p.Hand[i].On && p.Back == "" {
			d.Tap(fmt.Sprintf("hand-%d", i), false)
			w := d.Until("the Princess's warning", 60, func(s scenes.Snapshot) bool {
				x, _ := s.Table.(table.Snap)
				return x.Prompt != nil && x.Prompt.Danger
			}).Table.(table.Snap)
			if !strings.Contains(w.Prompt.Text, "knocks you out") {
				t.Errorf("the Princess's warning does not say she knocks you out: %q", w.Prompt.Text)
			}
			d.Tap("back", false)
			if back := d.Table(); back.Prompt == nil || back.Prompt.Back != "" || !slices.Contains(back.Hand, princess) {
				t.Fatalf("backing out did not keep the Princess: hand %v, prompt %+v", back.Hand, back.Prompt)
			}
			warned = true
			continue
		}
		for _, c := range p.Choices {
			if c.Note != "none unseen" {
				continue
			}
			// In sight: every discard, the person's hand and the cards set
			// aside face up (two players).
			v := apptest.Decode[view](t, tb.View)
			inSight := slices.Concat(slices.Concat(v.Discards...), tb.Hand, v.FaceUp)
			if !slices.Contains(inSight, c.Face) {
				t.Errorf("%s is marked impossible but no copy is in sight: %v", c.Label, inSight)
			}
			marked = true
		}
		d.Move(keepThePrincess)
	}
}

// TestAfterAChancellorThePersonChoosesWhichCardGoesUnderFirst: the two
// cards a Chancellor returns are put under the deck in the person's order.
// Seed 5 deals the person the Chancellor and the King, and the Chancellor
// draws the Prince and a Guard: two different cards to put under.
func TestAfterAChancellorThePersonChoosesWhichCardGoesUnderFirst(t *testing.T) {
	d := openTable(t, "?game=loveletter&players=2&speed=fast&seed=5", 1280, 720, false)
	for n := 0; ; n++ {
		if n > searchTurns {
			t.Fatal("never played a Chancellor with two different cards to return")
		}
		tb := decision(d)
		if tb.Summary != nil {
			d.Tap(map[bool]string{true: "summary-again", false: "summary-next"}[tb.Summary.Final], false)
			continue
		}
		if apptest.Decode[view](t, tb.View).Phase == "keep" {
			d.Tap("hand-0", false)
			p := d.Table().Prompt
			if p == nil || len(p.Choices) != 2 {
				continue
			}
			if p.Choices[0].Face == p.Choices[1].Face {
				t.Fatalf("the order is asked between two same cards: %+v", p.Choices)
			}
			d.Tap("choice-1", false)
			after := d.Until("the cards under the deck", decisionFrames, func(s scenes.Snapshot) bool {
				x, _ := s.Table.(table.Snap)
				return slices.ContainsFunc(x.Log, func(l string) bool { return strings.Contains(l, "under the deck") })
			}).Table.(table.Snap)
			if len(after.Hand) > 2 {
				t.Fatalf("the person holds %v after the Chancellor", after.Hand)
			}
			return
		}
		c := slices.Index(tb.Hand, chancellor)
		if c >= 0 && c < len(tb.Prompt.Hand) && tb.Prompt.Hand[c].On && tb.Prompt.Back == "" {
			d.Tap(fmt.Sprintf("hand-%d", c), false)
		} else {
			d.Move(keepThePrincess)
		}
	}
}

// TestOnA360x640PhoneAFirstTapOnAHandCardShowsItsRuleTheSecondPlaysIt
// (issue 29): there the hand's cards are too small to print their rules
// and a touch screen has no hover, so a first tap raises the card in
// close-up with its rule, and only the second chooses it. Seed 27: the
// person starts with the Princess and a Guard.
func TestOnA360x640PhoneAFirstTapOnAHandCardShowsItsRuleTheSecondPlaysIt(t *testing.T) {
	d := openTable(t, "?game=loveletter&players=2&speed=fast&seed=27", 360, 640, true)
	tb := decision(d)
	g := slices.Index(tb.Hand, guard)
	if g < 0 {
		t.Fatalf("seed 27 no longer deals a Guard: %v", tb.Hand)
	}
	logLen := tb.LogLen
	d.Tap(fmt.Sprintf("hand-%d", g), true)
	d.Until("the tapped Guard in close-up", 60, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return x.CloseUp == g
	})
	tb = d.Table()
	if tb.LogLen != logLen {
		t.Fatalf("the first tap played the card: %v", tb.Log)
	}
	if tb.Prompt == nil || tb.Prompt.Hand == nil || slices.ContainsFunc(tb.Prompt.Seats, func(m table.Mark) bool { return m.On }) {
		t.Fatalf("the first tap chose the Guard: the seats are offered: %+v", tb.Prompt)
	}
	d.Tap(fmt.Sprintf("hand-%d", g), true)
	d.Until("the Guard chosen by the second tap: whom to guess at", 60, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return x.Prompt != nil && slices.ContainsFunc(x.Prompt.Seats, func(m table.Mark) bool { return m.On })
	})
}

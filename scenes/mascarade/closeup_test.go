package mascarade_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// lookView is what these tests read of a mask looked at (a mouse over
// it, a finger held on it) and of the list of the game's masks.
type lookView struct {
	Claim *struct {
		Mask string `json:"mask"`
	} `json:"claim"`
	Look *struct {
		Mask string `json:"mask"`
		Card [4]int `json:"card"`
		Rule bool   `json:"rule"`
	} `json:"look"`
	Cards       []lookCard `json:"cards"`
	Tracker     []lookRow  `json:"tracker"`
	TrackerOpen string     `json:"tracker_open"`
}

// lookCard is a mask lying on the table (place -1: the announced mask).
type lookCard struct {
	Place int    `json:"place"`
	At    [4]int `json:"at"`
}

// lookRow is a row of the list of the game's masks.
type lookRow struct {
	Mask string `json:"mask"`
	At   [4]int `json:"at"`
}

func lookOf(t *testing.T, s scenes.Snapshot) lookView {
	x, _ := s.Table.(table.Snap)
	return apptest.Decode[lookView](t, x.View)
}

// hold holds a finger on the middle of at.
func hold(d *apptest.Driver, at [4]int) {
	d.Hold(float64(at[0])+float64(at[2])/2, float64(at[1])+float64(at[3])/2, true)
}

// TestOnAPhoneAFirstTapOnAMaskToAnnounceShowsItsPowerTheSecondAnnouncesIt
// (issue 29): on a phone Mascarade's grid of masks to announce (thirteen
// players: thirteen masks) printed no powers, the cards too small, and a
// touch screen has no hover. The first tap on a mask shows it close up,
// power and all, and announces nothing; the second announces it. Seed 4:
// the person announces when a turn allows it, never contests.
func TestOnAPhoneAFirstTapOnAMaskToAnnounceShowsItsPowerTheSecondAnnouncesIt(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=13&seed=4&speed=instant", 360, 640, true)
	announcing := func(s scenes.Snapshot) bool {
		tb, v := deciding(t, s)
		return tb != nil && v.Mode == 1 && len(tb.Prompt.Choices) > 4
	}
	// Announce when the turn allows it; never contest (a lost contest costs
	// coins, and the game could end before the person's turn).
	choose := func(s scenes.Snapshot) string {
		tb, _ := deciding(t, s)
		if tb == nil {
			return apptest.NextMove(s, nil) // a round's summary
		}
		cs := tb.Prompt.Choices
		if k := slices.IndexFunc(cs, func(c table.Choice) bool { return c.On && strings.Contains(c.Label, "nnounce") }); k >= 0 {
			return fmt.Sprintf("choice-%d", k)
		}
		if k := slices.IndexFunc(cs, func(c table.Choice) bool { return c.On && c.Label == "Pass" }); k >= 0 {
			return fmt.Sprintf("choice-%d", k)
		}
		return apptest.NextMove(s, nil)
	}
	for frames := 0; !announcing(d.State()); frames++ {
		if frames > 30000 || gameOver(d.State()) {
			t.Fatal("the person never announced")
		}
		step(d, choose, true)
	}
	tb := d.Table()
	k := slices.IndexFunc(tb.Prompt.Choices, func(c table.Choice) bool { return c.On })
	logLen := tb.LogLen
	d.Tap(fmt.Sprintf("choice-%d", k), true)
	s := d.Until("the looked-at mask in close-up", 60, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return x.ChoiceCloseUp == k
	})
	if !announcing(s) || s.Table.(table.Snap).LogLen != logLen {
		t.Fatalf("a first tap announced the mask: %v", s.Table.(table.Snap).Log)
	}
	d.Draw()
	if !d.Table().ChoiceCloseUpRule {
		t.Error("the mask's close-up leaves its power out")
	}
	d.Tap(fmt.Sprintf("choice-%d", k), true)
	d.Until("the mask announced by the second tap", 60, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return !announcing(s) || x.LogLen > logLen
	})
}

// TestOnAPhoneAMaskHeldDownShowsItsPowerAndTheListsRowHeldDownOpens: a
// touch screen has no hover, so a finger held on the announced mask shows
// it close up with its power, gone as the finger lifts; in the drawer, a
// row of the list of the game's masks held down opens with its power.
// Seed 7: an announcement to answer comes early.
func TestOnAPhoneAMaskHeldDownShowsItsPowerAndTheListsRowHeldDownOpens(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=4&seed=7&speed=fast", 390, 844, true)
	untilDecision(t, d, chooser(t, 7, 0), true, func(_ *table.Snap, v view) bool { return kindOf(v) == "contest" }, "an announcement to answer")
	v := lookOf(t, d.State())
	claim := slices.IndexFunc(v.Cards, func(c lookCard) bool { return c.Place == -1 })
	if claim < 0 || v.Claim == nil {
		t.Fatalf("the announced mask is not on the table: %+v", v.Cards)
	}
	hold(d, v.Cards[claim].At)
	v = lookOf(t, d.Until("the announced mask held down", 120, func(s scenes.Snapshot) bool { return lookOf(t, s).Look != nil }))
	if v.Look.Mask != v.Claim.Mask || !v.Look.Rule || v.Look.Card[2] <= 0 {
		t.Errorf("the %s announced shows close up as %+v", v.Claim.Mask, *v.Look)
	}
	d.Lift()
	d.Until("the close-up gone with the finger", 60, func(s scenes.Snapshot) bool { return lookOf(t, s).Look == nil })
	// The list, in the drawer.
	tapShown(d, "log", true)
	d.Until("the drawer with the list", 60, func(s scenes.Snapshot) bool {
		x, _ := s.Table.(table.Snap)
		return x.Drawer && len(lookOf(t, s).Tracker) > 0
	})
	d.Draw() // the list's rows are where they were last drawn
	row := lookOf(t, d.State()).Tracker[0]
	hold(d, row.At)
	v = lookOf(t, d.Until("the row held down opens", 120, func(s scenes.Snapshot) bool { return lookOf(t, s).TrackerOpen != "" }))
	if v.TrackerOpen != row.Mask {
		t.Errorf("the row held down is the %s's, the one open the %s's", row.Mask, v.TrackerOpen)
	}
	d.Lift()
}

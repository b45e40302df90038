package threeparts_test

import (
	"encoding/json"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// voteView is what the tests read of Three Parts' snapshot.
type voteView struct {
	Phase     string    `json:"phase"`
	Ready     []int     `json:"ready"`
	Round     int       `json:"round"`
	Leader    int       `json:"leader"`
	Deck      int       `json:"deck"`
	Row       []int     `json:"row"`
	Segs      [][3]int  `json:"segs"`
	Parts     [][3]int  `json:"parts"`
	Legal     []string  `json:"legal"`
	MyVote    int       `json:"my_vote"`
	Shown     []int     `json:"shown"`
	Cuts      [2]int    `json:"cuts"`
	Lifted    int       `json:"lifted"`
	Selected  int       `json:"selected"`
	Spots     []string  `json:"spots"`
	Off       []string  `json:"off"`
	Numbers   [][]int   `json:"numbers"`
	Jokers    [][]int   `json:"jokers"`
	Took      []int     `json:"took"`
	Discards  int       `json:"discards"`
	Marks     []rowMark `json:"marks"`
	Suggested []int     `json:"suggested"`
}

// rowMark is a thing drawn on the row (a divider, its knob, a ghost
// divider, a label, a part's band): its words and where it lies.
type rowMark struct {
	Kind string     `json:"kind"`
	Text string     `json:"text"`
	At   [4]float64 `json:"at"`
}

func viewOf(t *testing.T, tb table.Snap) voteView {
	t.Helper()
	b, err := json.Marshal(tb.View)
	if err != nil {
		t.Fatal(err)
	}
	var v voteView
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestThePersonsTurnStaysWhileTheBotsVotesPlay (issue 38): the person's
// "your turn" blinked off each time a bot's vote played ("ready"), though
// the person's vote was still due. Read at every update natively, where the
// browser test polling the page could miss the moment a vote played.
func TestThePersonsTurnStaysWhileTheBotsVotesPlay(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=5&speed=normal", 1280, 720)
	d.DrawEvery = 1 // every frame, as the browser's
	d.StartTable()
	d.Until("the person's vote, due at rest", 7200, func(s scenes.Snapshot) bool {
		tb, ok := s.Table.(table.Snap)
		return ok && apptest.AtRest(s) && viewOf(t, tb).Phase == "vote" && tb.Seats[0].Status == "your turn"
	})
	busy := 0
	for range 3600 {
		tb := *d.Table()
		v := viewOf(t, tb)
		if !tb.HumanToMove || v.Phase != "vote" {
			break
		}
		if tb.Seats[0].Status != "your turn" {
			t.Fatalf("the person's vote is due, but their panel says %q (busy %v, ready %v): %s", tb.Seats[0].Status, tb.Busy, v.Ready, tb.Caption)
		}
		if tb.Busy {
			busy++
		}
		if slices.Contains(v.Ready, 1) && slices.Contains(v.Ready, 2) && !tb.Busy {
			break
		}
		d.Frame()
	}
	tb := *d.Table()
	if got := []string{tb.Seats[1].Status, tb.Seats[2].Status}; !slices.Equal(got, []string{"ready", "ready"}) {
		t.Fatalf("the bots did not both vote: %q", got)
	}
	if busy == 0 {
		t.Fatal("no bot's vote was seen playing")
	}
	t.Logf("%d updates with a vote playing", busy)
}

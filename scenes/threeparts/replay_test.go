package threeparts_test

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// TestTheReplayWithEveryCardFaceUpShowsEveryVoteLyingFaceDownFaceUp: in a
// finished game's replay, a bot's vote lying face down shows its back as
// the person saw it; with every card face up it shows its face, at rest
// and as the moves play on, and its back again once turned off. Read from
// the picture at each vote's spot, as the person would see it (the votes
// are in no hand, so the kit's open replay alone shows nothing of them).
func TestTheReplayWithEveryCardFaceUpShowsEveryVoteLyingFaceDownFaceUp(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=1&speed=instant", 1280, 720)
	d.DrawEvery = 64 // the game's frames are not looked at: fewer drawn, for speed
	d.StartTable()
	for range 40000 {
		if tb := d.Table(); tb != nil && tb.Summary != nil && tb.Summary.Final {
			break
		}
		d.Move(tpMove(t))
	}
	if tb := d.Table(); tb == nil || tb.Summary == nil || !tb.Summary.Final {
		t.Fatal("the pinned game did not end")
	}
	d.DrawEvery = apptest.DrawsEvery
	d.TapWhenShown("summary-replay")
	d.Until("the replay at rest", 600, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.Replay != nil && !tb.Busy
	})
	forward := func(what string) (table.Snap, replayView) {
		t.Helper()
		at := d.Table().Replay.At
		d.Tap("replay-forward", false)
		s := d.Until(what, 600, func(s scenes.Snapshot) bool {
			tb := tableOf(s)
			return tb.Replay.At == at+1 && !tb.Busy
		})
		tb := tableOf(s)
		return tb, replayOf(t, tb)
	}
	// As the person saw it: on to a bot's vote lying face down.
	tb := *d.Table()
	v := replayOf(t, tb)
	for i := 0; i < 60 && len(botsFaceDown(v)) == 0; i++ {
		tb, v = forward("the next move")
	}
	down := botsFaceDown(v)
	if len(down) == 0 {
		t.Fatal("no bot's vote ever lay face down in the replay")
	}
	if v.Open {
		t.Fatal("the replay shows every card face up before it was asked")
	}
	for _, seat := range down {
		if look := cardLook(d, v.VoteAt[seat]); look != "back" {
			t.Errorf("as the person saw it, seat %d's vote lying face down shows its %s", seat, look)
		}
	}
	// Every card face up: the same votes show their colour.
	d.Tap("replay-face-up", false)
	s := d.Until("every card face up", 600, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return tb.Replay.Open && !tb.Busy && replayOf(t, tb).Open
	})
	v = replayOf(t, tableOf(s))
	for _, seat := range down {
		if look := cardLook(d, v.VoteAt[seat]); look != "face" {
			t.Errorf("with every card face up, seat %d's vote lying face down shows its %s", seat, look)
		}
	}
	d.NotBlank("the replay with every card face up")
	// Played on face up, move by move: every vote lying face down shows.
	seen := 0
	for i := 0; i < 40 && seen < 3 && d.Table().Replay.At < d.Table().Replay.Moves; i++ {
		tb, v = forward("the next move face up")
		for _, seat := range botsFaceDown(v) {
			if look := cardLook(d, v.VoteAt[seat]); look != "face" {
				t.Errorf("move %d: seat %d's vote lying face down shows its %s with every card face up", tb.Replay.At, seat, look)
			}
			seen++
		}
	}
	if seen == 0 {
		t.Error("no later vote was seen lying face down")
	}
	// Turned off: face down again.
	d.Tap("replay-face-up", false)
	s = d.Until("as the person saw it again", 600, func(s scenes.Snapshot) bool {
		tb := tableOf(s)
		return !tb.Replay.Open && !tb.Busy && !replayOf(t, tb).Open
	})
	v = replayOf(t, tableOf(s))
	for _, seat := range botsFaceDown(v) {
		if look := cardLook(d, v.VoteAt[seat]); look != "back" {
			t.Errorf("seat %d's vote lying face down shows its %s in the replay as the person saw it", seat, look)
		}
	}
}

// replayView is what the replay test reads of the snapshot: the votes
// and where they lie.
type replayView struct {
	Phase  string       `json:"phase"`
	Ready  []int        `json:"ready"`
	Shown  []int        `json:"shown"`
	VoteAt [][4]float64 `json:"vote_at"`
	Open   bool         `json:"open"`
}

func replayOf(t *testing.T, tb table.Snap) replayView { return apptest.Decode[replayView](t, tb.View) }

// botsFaceDown are the bots whose vote lies face down: ready, not yet
// revealed.
func botsFaceDown(v replayView) []int {
	var out []int
	if v.Phase != "vote" {
		return nil
	}
	for _, seat := range v.Ready {
		if seat != 0 && v.Shown[seat] == -1 {
			out = append(out, seat)
		}
	}
	return out
}

// cardLook draws a frame and says what lies at r (CSS pixels, the
// screen's at a scale of 1): a card's deep teal back (back.go), or a
// face (paper with a white, light blue or black band), from the middle
// of the card.
func cardLook(d *apptest.Driver, r [4]float64) string {
	d.Draw()
	b := d.Screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	d.Screen.ReadPixels(pix) // one read: At reads the GPU each time
	teal, n := 0, 0
	for y := int(r[1] + r[3]*0.2); y < int(r[1]+r[3]*0.8); y++ {
		for x := int(r[0] + r[2]*0.2); x < int(r[0]+r[2]*0.8); x++ {
			if x < 0 || y < 0 || x >= b.Dx() || y >= b.Dy() {
				continue
			}
			i := 4 * (y*b.Dx() + x)
			red, g, bl := int(pix[i]), int(pix[i+1]), int(pix[i+2])
			if red < 60 && g > 55 && bl > 55 && abs(g-bl) < 10 {
				teal++
			}
			n++
		}
	}
	if n > 0 && teal*10 > n*3 {
		return "back"
	}
	return "face"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

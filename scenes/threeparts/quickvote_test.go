package threeparts_test

import (
	"slices"
	"testing"

	"parlour/render/layout"
	"parlour/scenes/apptest"
	"parlour/scenes/platform"
	"parlour/scenes/table"
)

// TestATapInTheVeryUpdateABotVotesStillChoosesThePart: the kit dropped
// the person's tap or key in an update where a bot moved (Table.Update
// returned after the bot's move, before humanInput); it now answers the
// input first. From a fresh vote, a tap in every update, white, black,
// white…, each choosing the other part: were one lost, the next, on the
// part already chosen, would cast the person's vote.
func TestATapInTheVeryUpdateABotVotesStillChoosesThePart(t *testing.T) {
	d := apptest.Open(t, "?game=threeparts&players=3&seed=7&speed=fast", 1280, 720)
	d.StartTable()
	_, v := waitDecision(t, d, "vote", func(_ table.Snap, v voteView) bool {
		return v.Selected < 0 && v.MyVote < 0 && len(v.Ready) == 0
	})
	targets := d.State().Targets
	centre := func(r layout.Rect) platform.Tap { return platform.Tap{X: r.X + r.W/2, Y: r.Y + r.H/2} }
	white, black := centre(targets[spotOf(v, "part-white")]), centre(targets[spotOf(v, "part-black")])
	botVoted := func(v voteView) bool { return slices.ContainsFunc(v.Ready, func(seat int) bool { return seat != 0 }) }
	taps := 0
	for ; taps < 3600; taps++ {
		v = viewOf(t, *d.Table())
		if botVoted(v) || v.MyVote >= 0 {
			break
		}
		at := white
		if taps%2 == 1 {
			at = black
		}
		_ = d.App.In.Feed([]platform.Tap{at}, nil, false) // no keys: no error
		d.Frame()
	}
	if v.MyVote != -1 {
		t.Fatalf("a tap was lost in the update a bot voted in: the next one cast the person's vote (%d taps)", taps)
	}
	if !botVoted(v) {
		t.Fatalf("no bot voted while the person was tapping (%d taps)", taps)
	}
	d.Frames(2)
	v = viewOf(t, *d.Table())
	last := "white"
	if taps%2 == 0 {
		last = "black"
	}
	if v.MyVote != -1 || v.Phase != "vote" || v.Selected != slices.Index(colours, last) {
		t.Fatalf("the last of %d taps did not choose its part (%s): my vote %d, chosen %d", taps, last, v.MyVote, v.Selected)
	}
	t.Logf("%d taps before a bot voted", taps)
}

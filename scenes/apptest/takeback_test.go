package apptest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"parlour/scenes"
)

// lostTo opens a game of deal in a tab, has a second tab of the same
// browser continue it and play on a move, and returns both once the first
// says its game was taken.
func lostTo(t *testing.T, deal string) (a, b *Driver) {
	t.Helper()
	a = Open(t, deal, 1280, 720)
	a.StartTable()
	a.Until("the person's decision", 6000, AtRest)
	b = OpenOn(t, a.Store, "", 1280, 720)
	b.TapWhenShown("continue")
	b.Until("the game in the second tab", 600, func(s scenes.Snapshot) bool { return AtRest(s) && b.Table().Slot == a.Table().Slot })
	// On by a move of the person's (a decision may take several taps).
	before := len(b.Table().LogAll)
	playTaps(t, b, 1, func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok && len(b.Table().LogAll) > before })
	a.Until("the first tab told its game was taken", 600, func(scenes.Snapshot) bool { return a.Table().Lost })
	return a, b
}

// Continue it here, on the lost panel, takes the game back as the other
// tab left it, moves and all, and the other tab is the one told now.
func TestContinueItHereTakesTheGameBackAsTheOtherTabLeftIt(t *testing.T) {
	a, b := lostTo(t, threeSeats)
	if slices.Equal(a.Table().LogAll, b.Table().LogAll) {
		t.Fatal("the second tab's move is in the first tab's log: the test needs the tables apart")
	}
	a.TapWhenShown("lost-here")
	a.Until("the game taken back", 600, func(s scenes.Snapshot) bool { return AtRest(s) && !a.Table().Lost })
	if got, want := a.Table().LogAll, b.Table().LogAll; !slices.Equal(got, want) {
		t.Errorf("taken back, the log reads\n%q\nnot as the other tab left it\n%q", got, want)
	}
	if got, want := a.Table().Hand, b.Table().Hand; !slices.Equal(got, want) {
		t.Errorf("taken back, the hand is %v, not %v as the other tab left it", got, want)
	}
	b.Until("the second tab told its game was taken back", 600, func(scenes.Snapshot) bool { return b.Table().Lost })
}

// A game the other tab removed, or finished (its final summary up), since
// it took it cannot be continued here: Continue it here says the game is
// gone and leads to the title.
func TestContinueItHereOnAGameRemovedOrFinishedElsewhereSaysItIsGone(t *testing.T) {
	finished, err := os.ReadFile(filepath.Join("..", "table", "flow", "testdata", "finished-loveletter.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		what string
		rec  []byte // the game as stored now; nil: removed
	}{{"removed", nil}, {"finished", finished}} {
		a, _ := lostTo(t, threeSeats)
		key := "game-" + a.Table().Slot
		if c.rec == nil {
			_ = a.Store.DeleteObjectProp("parlour", key) // a map: no error
		} else {
			_ = a.Store.SaveObjectProp("parlour", key, c.rec)
		}
		a.TapWhenShown("lost-here")
		s := a.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" })
		if want := "That game has ended or was removed in another tab."; s.Notice != want {
			t.Errorf("%s: the notice says %q, not %q", c.what, s.Notice, want)
		}
	}
}

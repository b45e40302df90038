package apptest

import (
	"strings"
	"testing"

	"parlour/render/screentest"
	"parlour/scenes"
)

func TestMain(m *testing.M) { screentest.Main(m) }

func TestAPersonPlaysAWholeGameOfLoveLetterNatively(t *testing.T) {
	d := Open(t, "?game=loveletter&players=2&seed=5&check=pure&speed=instant", 1280, 720)
	d.StartTable()
	taps := d.PlayToTheEnd(NewMover(1), 20000, nil)
	t.Logf("taps %d frames %d", taps, d.App.Frames)
}

// TestKeysPlayAGameAsTapsDo drives a table by the keyboard alone, by the
// keymap's key names: a digit picks the n-th card, Enter plays it.
func TestKeysPlayAGameAsTapsDo(t *testing.T) {
	d := Open(t, "?game=loveletter&players=2&seed=21&speed=instant", 1280, 720)
	d.StartTable()
	d.Until("the person's decision", 600, func(s scenes.Snapshot) bool { return AtRest(s) && d.Table().HumanToMove })
	yours := func() int {
		n := 0
		for _, l := range d.Table().LogAll {
			if strings.HasPrefix(l, "You ") {
				n++
			}
		}
		return n
	}
	before := yours()
	for range 4 {
		d.Press(false, "Digit1")
		d.Press(false, "Enter")
		d.Frames(8)
	}
	if yours() == before {
		t.Fatalf("the keys made no move of the person's: %q", d.Table().LogAll)
	}
}

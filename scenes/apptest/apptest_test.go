package apptest

import (
	"testing"

	"parlour/render/screentest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

func TestAPersonPlaysAWholeGameOfLoveLetterNatively(t *testing.T) {
	d := Open(t, "?game=loveletter&players=2&seed=5&check=pure&speed=instant", 1280, 720)
	d.StartTable()
	taps := d.PlayToTheEnd(NewMover(1), 20000, nil)
	t.Logf("taps %d frames %d", taps, d.App.Frames)
}

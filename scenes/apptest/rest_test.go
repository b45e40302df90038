package apptest

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes"
	"parlour/scenes/table"
)

// A table waiting for the person looks the same from frame to frame: it is
// drawn once and kept (scenes/rest, App.Draw), and drawn again the moment a
// tap or a bot's move changes it. Here the app draws into a screen nothing
// else clears, so a frame kept leaves the last picture and a change not
// drawn shows as pixels that stay the same. (That the browser's canvas
// keeps a kept frame, Ebitengine's SetScreenClearedEveryFrame(false) in
// cmd/parlour, only a browser shows: wasm/test/loveletter.test.js.)
func TestATableAtRestIsKeptRatherThanDrawnAgainAndATapOrAMoveShowsAtOnce(t *testing.T) {
	// Seed 27: the person starts with the Princess and a Guard
	// (scenes/loveletter/prompts_test.go). Instant: a bot's reply has no
	// motion to be drawn by, only the change it makes.
	d := Open(t, "?game=loveletter&players=2&speed=instant&seed=27", 1280, 720)
	d.StartTable()
	d.Until("the person's first decision", 600, AtRest)
	d.DrawEvery = 1 // every update offers a frame, as the browser's
	restFor := func(what string, n int) {
		t.Helper()
		r := d.State().Rested
		d.Until(what, 600, func(s scenes.Snapshot) bool { return s.Rested >= r+n })
	}
	restFor("the screen at rest", 3)
	first := screenPixels(d)
	// Thirty frames kept within about as many updates: a table at rest
	// drawn each frame would keep none (the heartbeat draws one in
	// rest.Heartbeat, the same picture). A frame counted as kept leaves
	// the screen alone: a mark put on it stays until a frame is drawn.
	kept := 0
	for range 40 {
		markCorner(d)
		r := d.State().Rested
		d.Frame()
		switch d.State().Rested {
		case r:
		case r + 1:
			kept++
			if !markedCorner(d) {
				t.Fatal("a frame counted as kept was drawn")
			}
		default:
			t.Fatalf("one update kept %d frames", d.State().Rested-r)
		}
	}
	if kept < 30 {
		t.Fatalf("a table at rest kept %d of 40 frames", kept)
	}
	// The heartbeat draws over the mark: the same picture as first.
	for i := 0; markedCorner(d); i++ {
		if i > 31 {
			t.Fatal("a table at rest was not drawn again within the heartbeat")
		}
		d.Frame()
	}
	if !bytes.Equal(first, screenPixels(d)) {
		t.Error("a table at rest changed its pixels")
	}
	d.NotBlank("the kept frame")
	// Playing the Guard (not the Princess) on Ada raises the picker of names.
	tb := d.Table()
	guard := slices.Index(tb.Hand, 1)
	if guard < 0 {
		t.Fatalf("seed 27 no longer deals a Guard: %v", tb.Hand)
	}
	d.Tap(fmt.Sprintf("hand-%d", guard), false)
	if bytes.Equal(first, screenPixels(d)) {
		t.Error("the tap on the Guard was heard but not drawn")
	}
	d.Tap("seat-1", false)
	d.Until("the Guard's names", 60, func(s scenes.Snapshot) bool {
		tb, _ := s.Table.(table.Snap)
		return tb.Prompt != nil && len(tb.Prompt.Choices) > 0
	})
	picked := screenPixels(d)
	if bytes.Equal(first, picked) {
		t.Error("the tap changed the table but not its pixels")
	}
	// Naming a card ends the turn: the bot's reply is drawn as it plays,
	// in the update that plays it (every line the log gains), not at the
	// next heartbeat.
	before := d.Table().LogLen
	d.Tap("choice-0", false)
	for i := 0; ; i++ {
		tb := d.Table()
		if tb.LogLen > before+1 && AtRest(d.State()) {
			break
		}
		if i > 600 {
			t.Fatal("the bot's reply did not come")
		}
		markCorner(d)
		d.Frame()
		if d.Table().LogLen != tb.LogLen && markedCorner(d) {
			t.Fatalf("the log's line %q was played but not drawn", d.Table().Log[len(d.Table().Log)-1])
		}
	}
	restFor("the screen at rest after the reply", 3)
	if bytes.Equal(picked, screenPixels(d)) {
		t.Error("the moves were played but not drawn")
	}
}

// screenPixels are the screen's pixels as the last frame drawn left them,
// without drawing another.
func screenPixels(d *Driver) []byte {
	b := d.Screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	d.Screen.ReadPixels(pix)
	return pix
}

// markCorner paints the screen's top-left pixel a colour no frame draws.
func markCorner(d *Driver) {
	d.Screen.Set(0, 0, color.RGBA{R: 255, B: 255, A: 255})
}

// markedCorner reports whether the top-left pixel still has markCorner's
// colour: no frame was drawn since.
func markedCorner(d *Driver) bool {
	var px [4]byte
	d.Screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
	return px == [4]byte{255, 0, 255, 255}
}

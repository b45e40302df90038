package rest

import "testing"

// still is a table at rest, drawn at update n.
func still(n int) Frame {
	return Frame{Update: n, Scene: "table", W: 1280, H: 720, Look: 7, Still: true}
}

func TestAStillFrameIsDrawnOnceThenKept(t *testing.T) {
	var k Keeper
	if k.Skip(still(10)) {
		t.Fatal("the first frame must be drawn")
	}
	for n := 11; n < 10+Heartbeat; n++ {
		if !k.Skip(still(n)) {
			t.Fatalf("update %d: a still frame that looks like the last was drawn again", n)
		}
	}
	if k.Skip(still(10 + Heartbeat)) {
		t.Fatal("the heartbeat did not draw the frame")
	}
	if k.Skipped != Heartbeat-1 {
		t.Fatalf("skipped %d frames, want %d", k.Skipped, Heartbeat-1)
	}
}

func TestAnyChangeIsDrawn(t *testing.T) {
	changes := []struct {
		name   string
		change func(f *Frame)
	}{
		{"the look changed (a move, an event played)", func(f *Frame) { f.Look++ }},
		{"something moves", func(f *Frame) { f.Still = false }},
		{"another scene", func(f *Frame) { f.Scene = "title" }},
		{"the canvas was resized", func(f *Frame) { f.W = 390 }},
		{"a notice is up", func(f *Frame) { f.Notice = true }},
		{"the words changed (a language's catalog arrived)", func(f *Frame) { f.Words++ }},
	}
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			var k Keeper
			k.Skip(still(1))
			f := still(5)
			c.change(&f)
			if k.Skip(f) {
				t.Fatal("a changed frame was not drawn")
			}
		})
	}
}

// The frame after one that was not still is drawn: the last frame drawn
// while moving had the same look key but not the final picture, and a
// notice that went must leave the screen.
func TestTheFrameAfterOneNotStillIsDrawn(t *testing.T) {
	for _, c := range []struct {
		name   string
		before func(f *Frame)
	}{
		{"a motion ended", func(f *Frame) { f.Still = false }},
		{"a notice went", func(f *Frame) { f.Notice = true }},
	} {
		t.Run(c.name, func(t *testing.T) {
			var k Keeper
			f := still(1)
			c.before(&f)
			k.Skip(f)
			if k.Skip(still(2)) {
				t.Fatal("the first frame at rest was skipped")
			}
			if !k.Skip(still(3)) {
				t.Fatal("the frame after it was drawn again")
			}
		})
	}
}

// Input (hover, a tap, a key) is drawn for a few updates whatever the look says.
func TestInputIsDrawnForAFewUpdates(t *testing.T) {
	var k Keeper
	k.Skip(still(1))
	k.Input(4)
	for n := 4; n < 4+Settle; n++ {
		if k.Skip(still(n)) {
			t.Fatalf("update %d, %d after the input, was skipped", n, n-4)
		}
	}
	k.Skip(still(4 + Settle))
	if !k.Skip(still(5 + Settle)) {
		t.Fatal("frames were still drawn long after the input")
	}
}

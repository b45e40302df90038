// Package screentest runs a package's tests natively inside Ebitengine's
// game loop, so that they can make images, draw and read pixels back (an
// image's pixels are only readable while a game runs). On Linux it needs a
// display: make unit-screen runs the tests under xvfb-run, with Mesa's
// software OpenGL, as Ebitengine's own CI does.
//
// A package whose tests draw calls it from TestMain:
//
//	func TestMain(m *testing.M) { screentest.Main(m) }
package screentest

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loop runs the tests in a goroutine of their own and keeps Ebitengine's
// update waiting on them, so that they draw and read pixels as a game's
// update would. A test that asks for a frame's end (EndFrame) lets the
// update return: Ebitengine then ends the frame, which renders what the
// test queued and frees what it let go, and the next update lets the tests
// go on. Without those ends every test's drawing would wait in one queue
// until some later test read a pixel, and that test would pay for all of
// it (minutes, and gigabytes, under Mesa's software renderer).
type loop struct {
	m       *testing.M
	started bool
	code    int
	done    chan struct{}
}

// frameEnds carries a test's request for a frame's end; the loop answers
// on the request's channel once the frame has ended.
var frameEnds = make(chan chan struct{})

// running is set while Main's loop runs the tests.
var running bool

func (l *loop) Update() error {
	if !l.started {
		l.started = true
		go func() {
			l.code = l.m.Run()
			close(l.done)
		}()
	}
	if pending != nil {
		close(pending)
		pending = nil
	}
	select {
	case <-l.done:
		return ebiten.Termination
	case answer := <-frameEnds:
		// The frame ends when this update returns; the next update
		// answers, and so lets the test go on after the frame's end.
		pending = answer
		return nil
	}
}

// pending is the test waiting for the frame's end that the last update
// began.
var pending chan struct{}

// EndFrame ends Ebitengine's frame, so that what the calling test drew is
// rendered now and what it freed is let go, and returns in the next
// update. Outside Main's loop (a test run without TestMain) it does
// nothing. Tests call it between their parts, as apptest does when a test
// ends; calls from several goroutines take turns, a frame each.
func EndFrame() {
	if !running {
		return
	}
	answer := make(chan struct{})
	frameEnds <- answer
	<-answer
}

func (*loop) Draw(*ebiten.Image) {}

func (*loop) Layout(int, int) (int, int) { return 320, 240 }

// Main runs m's tests in the game loop and exits with their status.
func Main(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "screentest: these tests draw and need a display: run them with make unit-screen (xvfb-run)")
		os.Exit(2)
	}
	ebiten.SetWindowTitle("parlour tests")
	l := &loop{m: m, code: 1, done: make(chan struct{})}
	running = true
	// Frames as fast as the machine draws them: a test waits for each end.
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		fmt.Fprintln(os.Stderr, "screentest:", err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

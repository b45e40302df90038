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

// loop runs every test in its first update, then ends the game.
type loop struct {
	m    *testing.M
	code int
}

func (l *loop) Update() error {
	l.code = l.m.Run()
	return ebiten.Termination
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
	l := &loop{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		fmt.Fprintln(os.Stderr, "screentest:", err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

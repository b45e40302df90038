package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one frame's pointer and keys. A tap is a mouse click or a touch
// released this frame. In the browser the page records every pointer-up
// between frames (wasm/index.html), because a click or tap that starts and ends
// within one frame is invisible to per-frame polling; natively, Ebitengine's
// mouse and touch state is polled (touches produce no mouse events there).
type Input struct {
	X, Y     float64 // pointer position (hover)
	Tapped   bool
	TapX     float64
	TapY     float64
	Keys     []ebiten.Key
	touchPos map[ebiten.TouchID][2]float64
	tids     []ebiten.TouchID
}

func (in *Input) poll() {
	in.Tapped = false
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	x, y := ebiten.CursorPosition()
	in.X, in.Y = float64(x), float64(y)
	if taps, latched := latchedTaps(); latched {
		for _, p := range taps {
			in.tap(p[0], p[1])
		}
		return
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.tap(in.X, in.Y)
	}
	if in.touchPos == nil {
		in.touchPos = map[ebiten.TouchID][2]float64{}
	}
	in.tids = ebiten.AppendTouchIDs(in.tids[:0])
	for _, id := range in.tids {
		tx, ty := ebiten.TouchPosition(id)
		in.touchPos[id] = [2]float64{float64(tx), float64(ty)}
		in.X, in.Y = float64(tx), float64(ty)
	}
	in.tids = inpututil.AppendJustReleasedTouchIDs(in.tids[:0])
	for _, id := range in.tids {
		if p, ok := in.touchPos[id]; ok {
			in.tap(p[0], p[1])
			delete(in.touchPos, id)
		} else {
			tx, ty := inpututil.TouchPositionInPreviousTick(id)
			in.tap(float64(tx), float64(ty))
		}
	}
}

func (in *Input) tap(x, y float64) {
	in.Tapped, in.TapX, in.TapY = true, x, y
}

// Pressed reports whether k went down this frame.
func (in *Input) Pressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

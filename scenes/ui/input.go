package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlour/scenes/keymap"
	"parlour/scenes/platform"
)

// Input is one frame's pointer and keys. A tap is a mouse click or a touch
// released this frame. In the browser the page records every pointer-up
// between frames (wasm/index.html), because a click or tap that starts and ends
// within one frame is invisible to per-frame polling; natively, Ebitengine's
// mouse and touch state is polled (touches produce no mouse events there).
// A drag (a finger or the mouse moving while down) and the wheel scroll.
type Input struct {
	X, Y   float64 // pointer position (hover)
	Tapped bool
	TapX   float64
	TapY   float64
	// Keys are the keys pressed this frame; screens ask for actions (Did),
	// never for keys: the one keymap (scenes/keymap) binds them.
	Keys []ebiten.Key
	// Wheel is the wheel's vertical movement this frame (positive: up).
	Wheel float64
	// DragY is how far a held pointer moved down this frame, and Dragged
	// says the press has moved far enough to be a drag, not a tap.
	DragY   float64
	Dragged bool
	// Keyboard is set once a key has been used: focus rings show from then.
	Keyboard bool
	// KeysLatest is set while a key was the latest input: a pointer that
	// moves or taps clears it. What the keyboard's focus alone brings up (a
	// hand card's close-up) shows only then, so it does not stay over the
	// table once the person has gone back to the mouse (issue 29).
	KeysLatest bool
	// Touch is set once a finger has touched the screen: a touch screen has
	// no use for the keyboard's help, unless a key is used too.
	Touch bool
	// Held says the pointer is pressed now (the mouse's button or a finger),
	// and Fingers how many fingers touch the screen now: a table's own
	// gestures (a divider dragged sideways, a look while a finger rests)
	// read them here, never Ebitengine's input.
	Held    bool
	Fingers int

	// moved says the pointer moved this frame.
	moved bool
	// shift says Shift was held this frame (Shift+Tab is Previous).
	shift bool

	// fed is what a native test gives the next update (Feed), as the
	// page's latch gives the browser's taps.
	fed fedInput
	// pointed is a native test's pointer (Point), nil for the device's.
	pointed *pointed

	touchPos map[ebiten.TouchID][2]float64
	tids     []ebiten.TouchID
	down     bool
	downY    float64
	lastY    float64
}

// fedInput is input given by Feed for the next update.
type fedInput struct {
	taps  []platform.Tap
	keys  []ebiten.Key
	shift bool
}

// pointed is a pointer a native test holds where it likes (Point).
type pointed struct {
	x, y        float64
	held, touch bool
	was         bool // held at the update before
}

// Point puts the pointer at x, y from the next update on, in place of the
// device's, for a native test (package apptest): a mouse hovering, or held
// down if held, as a finger on the screen if touch. Let go, a held
// pointer taps where it is, as a real one.
func (in *Input) Point(x, y float64, held, touch bool) {
	was := in.pointed != nil && in.pointed.was
	in.pointed = &pointed{x: x, y: y, held: held, touch: touch, was: was}
}

// Feed gives the next update taps and pressed keys, by the names the
// keymap binds ("Enter", "ArrowLeft", "Digit1"), with Shift held if shift,
// beside the device's: a native test drives the app through it, as a person
// would, with no window's input (package apptest). A name no key has is an
// error.
func (in *Input) Feed(taps []platform.Tap, keys []string, shift bool) error {
	for _, name := range keys {
		var k ebiten.Key
		if err := k.UnmarshalText([]byte(name)); err != nil {
			return err
		}
		in.fed.keys = append(in.fed.keys, k)
	}
	in.fed.taps = append(in.fed.taps, taps...)
	in.fed.shift = in.fed.shift || shift
	return nil
}

// Poll reads this frame's input from the device, the page's latched taps
// and what a native test fed; the app calls it first in each update.
func (in *Input) Poll() {
	in.Tapped = false
	fed := in.fed
	in.fed = fedInput{taps: in.fed.taps[:0], keys: in.fed.keys[:0]}
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Keys = append(in.Keys, fed.keys...)
	in.shift = ebiten.IsKeyPressed(ebiten.KeyShift) || fed.shift
	if len(in.Keys) > 0 {
		in.Keyboard, in.KeysLatest = true, true
	}
	defer func() {
		if in.moved || in.Tapped {
			in.KeysLatest = false
		}
	}()
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	x, y := ebiten.CursorPosition()
	wasX, wasY := in.X, in.Y
	in.X, in.Y = float64(x), float64(y)
	if in.touchPos == nil {
		in.touchPos = map[ebiten.TouchID][2]float64{}
	}
	held := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	py := in.Y
	in.tids = ebiten.AppendTouchIDs(in.tids[:0])
	if len(in.tids) > 0 {
		in.Touch = true
	}
	for i, id := range in.tids {
		tx, ty := ebiten.TouchPosition(id)
		in.touchPos[id] = [2]float64{float64(tx), float64(ty)}
		if i == 0 {
			in.X, in.Y, py, held = float64(tx), float64(ty), float64(ty), true
		}
	}
	fingers := len(in.tids)
	if p := in.pointed; p != nil {
		in.X, in.Y, py, held = p.x, p.y, p.y, p.held
		if p.touch && p.held {
			in.Touch, fingers = true, 1
		}
	}
	in.Held, in.Fingers = held, fingers
	in.drag(held, py)
	if n := len(fed.taps); n > 0 {
		// A fed tap is where the pointer is, as a real one would be.
		in.X, in.Y = fed.taps[n-1].X, fed.taps[n-1].Y
	}
	in.moved = in.X != wasX || in.Y != wasY
	for _, p := range fed.taps {
		in.Touch = in.Touch || p.Touch
		in.tap(p.X, p.Y)
	}
	if p := in.pointed; p != nil {
		if p.was && !p.held {
			in.tap(p.x, p.y)
		}
		p.was = p.held
	}
	if taps, latched := platform.LatchedTaps(); latched {
		for _, p := range taps {
			in.Touch = in.Touch || p.Touch
			in.tap(p.X, p.Y)
		}
		return
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.tap(in.X, in.Y)
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

// Busy reports input this frame: a tap, a key, the wheel, or the pointer
// moving or held (the screen shows hover, presses and drags).
func (in *Input) Busy() bool {
	return in.Tapped || len(in.Keys) > 0 || in.Wheel != 0 || in.moved || in.down
}

// drag follows a held pointer: after it has moved a little, it is a drag.
func (in *Input) drag(held bool, y float64) {
	in.DragY = 0
	switch {
	case held && !in.down:
		in.down, in.downY, in.lastY, in.Dragged = true, y, y, false
	case held:
		in.DragY = y - in.lastY
		in.lastY = y
		if d := y - in.downY; d > 12 || d < -12 {
			in.Dragged = true
		}
	default:
		in.down = false
	}
}

func (in *Input) tap(x, y float64) {
	if in.Dragged {
		// The end of a drag is not a tap.
		in.Dragged = false
		return
	}
	in.Tapped, in.TapX, in.TapY = true, x, y
}

// PressKeys adds keys pressed elsewhere than on the canvas (the accessible
// page's, by Ebitengine's names) to this frame's.
func (in *Input) PressKeys(names []string) {
	for _, name := range names {
		var k ebiten.Key
		if k.UnmarshalText([]byte(name)) == nil && !slices.Contains(in.Keys, k) {
			in.Keys = append(in.Keys, k)
			in.Keyboard, in.KeysLatest = true, true
		}
	}
}

// Did reports whether a key pressed this frame asks for action a (the
// keymap's binding).
func (in *Input) Did(a keymap.Action) bool {
	for _, k := range in.Keys {
		if keymap.Matches(a, k.String(), in.shift) {
			return true
		}
	}
	return false
}

// Use takes the keys that asked for these actions out of this frame's, so
// that nothing read later this frame sees them again.
func (in *Input) Use(actions ...keymap.Action) {
	in.Keys = slices.DeleteFunc(in.Keys, func(k ebiten.Key) bool {
		return slices.ContainsFunc(actions, func(a keymap.Action) bool { return keymap.Matches(a, k.String(), in.shift) })
	})
}

// Digit is the digit key (1–9, top row or keypad) pressed this frame, or 0.
func (in *Input) Digit() int {
	for _, k := range in.Keys {
		if d := keymap.Digit(k.String()); d > 0 {
			return d
		}
	}
	return 0
}

// Confirm is the keymap's Confirm (Enter, the keypad's Enter, Space).
func (in *Input) Confirm() bool { return in.Did(keymap.Confirm) }

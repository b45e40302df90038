//go:build js

package platform

import "syscall/js"

// LatchedTaps reads the taps the page recorded between frames (wasm/index.html
// keeps pointer-down/up pairs), so a tap shorter than a frame is never lost.
// Positions arrive in CSS pixels and are turned into device pixels.
func LatchedTaps() ([]Tap, bool) {
	f := js.Global().Get("parlourTakeTaps")
	if f.Type() != js.TypeFunction {
		return nil, false
	}
	v := f.Invoke()
	n := v.Length()
	if n == 0 {
		return nil, true
	}
	scale := js.Global().Get("devicePixelRatio").Float()
	out := make([]Tap, 0, n)
	for i := range n {
		p := v.Index(i)
		out = append(out, Tap{X: p.Index(0).Float() * scale, Y: p.Index(1).Float() * scale, Touch: p.Length() > 2 && p.Index(2).Truthy()})
	}
	return out, true
}

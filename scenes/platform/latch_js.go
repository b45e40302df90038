//go:build js

package platform

import "syscall/js"

// LatchedTaps reads the taps the page recorded between frames (wasm/index.html
// keeps pointer-down/up pairs), so a tap shorter than a frame is never lost.
// Positions arrive in CSS pixels and are turned into device pixels.
func LatchedTaps() ([][2]float64, bool) {
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
	out := make([][2]float64, 0, n)
	for i := range n {
		p := v.Index(i)
		out = append(out, [2]float64{p.Index(0).Float() * scale, p.Index(1).Float() * scale})
	}
	return out, true
}

//go:build js

package platform

import "syscall/js"

// Publish exposes window.parlourState() to the page and its tests: state
// returns the JSON of the current frame for a device scale.
func Publish(state func(scale float64) string) {
	js.Global().Set("parlourState", js.FuncOf(func(this js.Value, args []js.Value) any {
		return state(Scale())
	}))
}

// Scale is the device pixel ratio.
func Scale() float64 {
	if v := js.Global().Get("devicePixelRatio"); v.Type() == js.TypeNumber && v.Float() > 0 {
		return v.Float()
	}
	return 1
}

// MarkFirstFrame records when the first frame was drawn (performance.now(),
// milliseconds since navigation) as window.parlourFirstFrame, for make measure.
func MarkFirstFrame() {
	js.Global().Set("parlourFirstFrame", js.Global().Get("performance").Call("now"))
}

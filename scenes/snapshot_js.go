//go:build js

package scenes

import (
	"encoding/json"
	"syscall/js"
)

// Publish exposes window.parlourState() to the page (and its tests).
func (a *App) Publish() {
	js.Global().Set("parlourState", js.FuncOf(func(this js.Value, args []js.Value) any {
		b, err := json.Marshal(a.Snapshot(js.Global().Get("devicePixelRatio").Float()))
		if err != nil {
			return `{"error":` + js.Global().Get("JSON").Call("stringify", err.Error()).String() + `}`
		}
		return string(b)
	}))
}

// markFirstFrame records when the first frame was drawn (performance.now(),
// milliseconds since navigation) as window.parlourFirstFrame, for make measure.
func markFirstFrame() {
	js.Global().Set("parlourFirstFrame", js.Global().Get("performance").Call("now"))
}

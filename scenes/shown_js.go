//go:build js

package scenes

import "syscall/js"

// markShown tells the page that the first scene has been drawn
// (window.parlourShown, performance.now()): the loader page's title stays
// over the canvas until then (wasm/index.html).
func markShown() {
	js.Global().Set("parlourShown", js.Global().Get("performance").Call("now"))
}

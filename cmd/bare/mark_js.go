package main

import "syscall/js"

// markFirstFrame records performance.now() at the first frame, as the game does.
func markFirstFrame() {
	js.Global().Set("parlourFirstFrame", js.Global().Get("performance").Call("now"))
}

//go:build js

package scenes

import "syscall/js"

// exportCode shows the save code in the browser's own text dialog, selected
// and ready to copy (a canvas has no text field), and also offers it to the
// clipboard where the page may write there.
func exportCode(title, code string) (string, error) {
	if nav := js.Global().Get("navigator"); nav.Truthy() {
		if cb := nav.Get("clipboard"); cb.Truthy() && cb.Get("writeText").Truthy() {
			// Best effort: the promise rejects without a recent gesture or
			// outside a secure context, and the dialog below still shows the code.
			p := cb.Call("writeText", code)
			p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
		}
	}
	js.Global().Call("prompt", title, code)
	return "", nil
}

// importCode asks for a pasted code; ok is false when the player cancelled
// (or the page may not open dialogs).
func importCode(title string) (string, bool) { return askText(title, "") }

// askText asks for a line of text in the browser's own dialog (a canvas has
// no text field); ok is false when the player cancelled.
func askText(title, initial string) (string, bool) {
	v := js.Global().Call("prompt", title, initial)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

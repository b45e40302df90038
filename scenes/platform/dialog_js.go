//go:build js

package platform

import "syscall/js"

// ExportCode shows the save code in the browser's own text dialog, selected
// and ready to copy (a canvas has no text field), and also offers it to the
// clipboard where the page may write there.
func ExportCode(title, code string) (string, error) {
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

// ImportCode asks for a pasted code; ok is false when the player cancelled
// (or the page may not open dialogs).
func ImportCode(title string) (string, bool) { return AskText(title, "") }

// AskText asks for a line of text in the browser's own dialog (a canvas has
// no text field); ok is false when the player cancelled.
func AskText(title, initial string) (string, bool) {
	v := js.Global().Call("prompt", title, initial)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

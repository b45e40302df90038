//go:build js

package platform

import "syscall/js"

// HostOrigins are what the browser tells of the page that embedded this
// one: the first of location.ancestorOrigins (Chromium, Safari; it holds
// even in a sandbox without allow-same-origin) and document.referrer (every
// browser, unless the host's referrer policy withholds it).
func HostOrigins() (ancestor, referrer string) {
	if ao := js.Global().Get("location").Get("ancestorOrigins"); ao.Truthy() && ao.Length() > 0 {
		ancestor = ao.Index(0).String()
	}
	if r := js.Global().Get("document").Get("referrer"); r.Type() == js.TypeString {
		referrer = r.String()
	}
	return ancestor, referrer
}

// InFrame reports whether the page is in a frame (reading window.parent is
// allowed across origins).
func InFrame() bool {
	w := js.Global()
	return !w.Get("parent").Equal(w.Get("window"))
}

// PostHost posts a message (JSON, sent as the object it encodes) to the
// parent window, delivered only if that window's origin is origin.
func PostHost(origin string, msg []byte) {
	defer func() {
		if r := recover(); r != nil {
			Warn("parlour: a message to the host was not sent")
		}
	}()
	data := js.Global().Get("JSON").Call("parse", string(msg))
	js.Global().Get("parent").Call("postMessage", data, origin)
}

// ListenHost calls f with every message the page receives: its origin,
// whether the parent window sent it, and its data as JSON (nil when the
// data has no JSON form, such as a function or a cyclic object). A message
// longer than limit bytes arrives as JSON cut short, and is refused as
// malformed. f runs in the browser's event: it must only queue.
func ListenHost(limit int, f func(origin string, fromParent bool, data []byte)) {
	js.Global().Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		origin := ""
		if o := e.Get("origin"); o.Type() == js.TypeString {
			origin = o.String()
		}
		f(origin, e.Get("source").Equal(js.Global().Get("parent")), stringify(e.Get("data"), limit))
		return nil
	}))
}

// stringify is v as JSON cut to limit+1 bytes (enough to be refused as too
// long), or nil when JSON.stringify
// throws (a cyclic object, a BigInt) or gives nothing (a function). It is
// called from Go, not built as a function from text: a page whose policy
// forbids eval still reads its messages.
func stringify(v js.Value, limit int) (out []byte) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	s := js.Global().Get("JSON").Call("stringify", v)
	if s.Type() != js.TypeString {
		return nil
	}
	out = []byte(s.String())
	if len(out) > limit {
		out = out[:limit+1]
	}
	return out
}

// FullscreenAllowed reports whether the page may go full screen (a frame
// may only when its host allows it: allow="fullscreen").
func FullscreenAllowed() bool {
	return js.Global().Get("document").Get("fullscreenEnabled").Truthy()
}

// Fullscreen reports whether the page is full screen.
func Fullscreen() bool {
	return js.Global().Get("document").Get("fullscreenElement").Truthy()
}

// ToggleFullscreen enters or leaves full screen. The browser allows it only
// shortly after a tap or key, which the frame being handled is.
func ToggleFullscreen() {
	doc := js.Global().Get("document")
	var p js.Value
	if Fullscreen() {
		p = doc.Call("exitFullscreen")
	} else if el := doc.Get("documentElement"); el.Get("requestFullscreen").Truthy() {
		p = el.Call("requestFullscreen")
	}
	if p.Truthy() && p.Get("catch").Truthy() {
		p.Call("catch", js.FuncOf(func(_ js.Value, args []js.Value) any {
			Warn("parlour: full screen refused: " + args[0].Get("message").String())
			return nil
		}))
	}
}

// OpenTab opens an address in a new tab, where the page may (a sandbox
// without allow-popups and popup blockers refuse it, saying so in the
// console; with noopener the browser tells the page nothing either way).
func OpenTab(address string) {
	js.Global().Call("open", address, "_blank", "noopener")
}

//go:build js

package platform

import "syscall/js"

// Query is the page's query string.
func Query() string { return js.Global().Get("location").Get("search").String() }

// Warn writes a warning to the console.
func Warn(msg string) { js.Global().Get("console").Call("warn", msg) }

// DeviceLanguage is the browser's language tag.
func DeviceLanguage() string {
	if nav := js.Global().Get("navigator"); nav.Truthy() && nav.Get("language").Type() == js.TypeString {
		return nav.Get("language").String()
	}
	return ""
}

// PageURL is the page's address without its query string or fragment.
func PageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// OnLeave calls leave when the page is hidden for good, reloaded or put in
// the back-forward cache (pagehide): the tab lets go of the games it holds,
// so another tab, or the reloaded page, continues them at once. back is
// called when such a page is shown again (pageshow from that cache).
func OnLeave(leave, back func()) {
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		leave()
		return nil
	}))
	js.Global().Call("addEventListener", "pageshow", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Get("persisted").Truthy() {
			back()
		}
		return nil
	}))
}

// PrefersReducedMotion reports whether the browser asks for reduced motion
// (the person's system setting, as prefers-reduced-motion: reduce). It is
// read once, at start: reduced motion is on by default when it is set.
func PrefersReducedMotion() bool {
	m := js.Global().Get("matchMedia")
	if m.Type() != js.TypeFunction {
		return false
	}
	q := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	return q.Truthy() && q.Get("matches").Truthy()
}

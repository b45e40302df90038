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

// OnLeave calls f when the page is hidden for good or reloaded (pagehide):
// the tab lets go of the games it holds, so another tab, or the reloaded
// page, continues them at once.
func OnLeave(f func()) {
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		f()
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

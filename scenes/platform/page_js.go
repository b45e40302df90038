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

//go:build js

package main

import "syscall/js"

func query() string { return js.Global().Get("location").Get("search").String() }

func warn(msg string) { js.Global().Get("console").Call("warn", msg) }

func deviceLanguage() string {
	if nav := js.Global().Get("navigator"); nav.Truthy() && nav.Get("language").Type() == js.TypeString {
		return nav.Get("language").String()
	}
	return ""
}

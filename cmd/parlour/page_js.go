//go:build js

package main

import "syscall/js"

func query() string { return js.Global().Get("location").Get("search").String() }

func warn(msg string) { js.Global().Get("console").Call("warn", msg) }

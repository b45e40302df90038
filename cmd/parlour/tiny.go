//go:build tinygame

package main

import (
	"parlour/game/catalog"
	tiny "parlour/game/gametest/tiny/entry"
	tinytable "parlour/scenes/gametest/tiny"
)

// Built with -tags tinygame (make web-tiny), the client also seats Tiny, the
// test-only game: the proof, played in the browser by wasm/test/tiny.test.js,
// that a game reaches the person through its own folders and this one
// registration alone.
func init() {
	catalog.Register(tiny.Entry)
	tables = append(tables, tinytable.Spec)
}

//go:build tinygame

package tables

import (
	"parlour/game/catalog"
	tiny "parlour/game/gametest/tiny/entry"
	tinytable "parlour/scenes/gametest/tiny"
)

// Built with -tags tinygame (make web-tiny; go test -tags tinygame), the client also seats Tiny, the
// test-only game: the proof, played in the browser by wasm/test/tiny.test.js,
// that a game reaches the person through its own folders and this one
// registration alone.
func init() {
	catalog.Register(tiny.Entry)
	All = append(All, tinytable.Spec)
}

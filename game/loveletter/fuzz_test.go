package loveletter

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// FuzzLoad feeds the save decoder arbitrary bytes. It must never panic, and a
// save it accepts must be playable without panicking.
func FuzzLoad(f *testing.F) {
	for _, n := range []int{2, 4} {
		g, _ := New(game.Config{Players: n, Seed: uint64(n)})
		b, _ := game.Save(g)
		f.Add(b)
	}
	f.Add([]byte(`{"format":"parlour-save","version":1,"game":"loveletter","state_version":1,"state":{}}`))
	f.Add([]byte(`not json`))
	f.Fuzz(gametest.FuzzLoaded)
}

// FuzzParseAction feeds the notation reader arbitrary text: no panics, and
// whatever it accepts must format and read back to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"guard@1=priest", "handmaid", "prince@0", "keep king under baron,guard", "1@2=9", "KEEP spy under countess", "@", "=", "keep", "guard@99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, _ := New(game.Config{Players: 3, Seed: 1})
		gametest.FuzzNotation(t, g, s)
	})
}

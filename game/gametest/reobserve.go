package gametest

import (
	"reflect"
	"testing"

	"parlour/game"
)

// checkReobserve checks a game.Reobserver: every seat's observation (and the
// spectator's) made over the one it got at the last step is the observation
// Observe makes, field for field, nil slices apart from empty ones. held
// keeps each seat's for the next step.
func checkReobserve(t *testing.T, g game.Game, held []game.Observation, at string) {
	t.Helper()
	if _, ok := g.(game.Reobserver); !ok {
		return
	}
	for v := -1; v < g.Players(); v++ {
		fresh := g.Observe(v)
		again := game.Reobserve(g, held[v+1], v)
		if !reflect.DeepEqual(fresh, again) {
			t.Fatalf("%s: seat %d's observation made over an older one differs from Observe's:\n%+v\n%+v", at, v, again, fresh)
		}
		held[v+1] = again
	}
}

package rebelprincess

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// A search makes each observation its rollout bot is shown in the memory of
// the one before (Reobserve). Whatever that memory held — the same seat a
// step earlier, another seat, another table of more or fewer players — the
// observation is Observe's field for field (nil and empty slices apart), and
// shares no memory with the game, which the next one would write over.
func TestAnObservationMadeOverAnyOlderOneIsObservesOwn(t *testing.T) {
	r := game.NewRNG(7)
	// roaming is shown every seat of every game in turn, as a search's
	// scratch is, so that it grows and shrinks across tables.
	var roaming game.Observation
	games := 0
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	for round := range rounds {
		for _, cfg := range soakTables() {
			cfg.Seed = uint64(100*round + games)
			games++
			g, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			held := make([]game.Observation, cfg.Players+1)
			check := func(at string) {
				before := gametest.MustSave(t, g)
				for v := -1; v < cfg.Players; v++ {
					fresh := g.Observe(v)
					for i, old := range []game.Observation{held[v+1], roaming} {
						again := g.Reobserve(old, v)
						if !reflect.DeepEqual(fresh, again) {
							t.Fatalf("%s, seat %d (over the %s one): the observation made over an older one differs from Observe's in %s",
								at, v, []string{"seat's last", "roaming"}[i], differences(fresh.(*Observation), again.(*Observation)))
						}
						// Whatever a later observation writes over in
						// this one's memory must not reach the game.
						scribble(reflect.ValueOf(again))
						if i == 0 {
							held[v+1] = again
						} else {
							roaming = again
						}
					}
				}
				if !bytes.Equal(before, gametest.MustSave(t, g)) {
					t.Fatalf("%s: making observations over older ones changed the game", at)
				}
			}
			name := fmt.Sprintf("%s seed %d", gametest.ConfigName(cfg), cfg.Seed)
			check(name + " at the deal")
			gametest.RandomPlay(t, g, r, 100_000, func(s gametest.Step) { check(fmt.Sprintf("%s step %d", name, s.Index)) })
		}
	}
}

// scribble changes every number and flag in v that can be set, through
// pointers, structs and slices: what the next observation made in its
// memory does, here to every value (so that a value left over would also
// show). Numbers count up rather than flip, so that scribbling over a
// slice shared with the game an even number of times does not hide it.
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			scribble(v.Field(i))
		}
	case reflect.Slice:
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if v.CanSet() {
			v.SetInt(v.Int() + 1)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.CanSet() {
			v.SetUint(v.Uint() + 1)
		}
	case reflect.Bool:
		if v.CanSet() {
			v.SetBool(!v.Bool())
		}
	}
}

// differences names the fields in which two observations differ, with
// their values (%#v tells nil from empty).
func differences(want, got *Observation) string {
	var out []string
	w, g := reflect.ValueOf(want).Elem(), reflect.ValueOf(got).Elem()
	for i := range w.NumField() {
		if a, b := w.Field(i).Interface(), g.Field(i).Interface(); !reflect.DeepEqual(a, b) {
			out = append(out, fmt.Sprintf("%s: %#v, want %#v", w.Type().Field(i).Name, b, a))
		}
	}
	return strings.Join(out, "; ")
}

// BenchmarkReobserve makes the observation a search's rollout bot is shown
// at every step of random 4-player games, each over the last (what a
// rollout step costs beside the bot and the rules).
func BenchmarkReobserve(b *testing.B) {
	var states []*Game
	for i := range 4 {
		ed := "classic"
		if i%2 == 1 {
			ed = "deluxe"
		}
		g, _ := New(game.Config{Players: 4, Variant: ed, Seed: uint64(i)})
		gametest.RandomPlay(b, g, game.NewRNG(uint64(i)), 100_000, func(gametest.Step) {
			if !g.Over() {
				states = append(states, g.Clone().(*Game))
			}
		})
	}
	var scratch game.Observation
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g := states[i%len(states)]
		scratch = g.Reobserve(scratch, g.Pending()[0])
		i++
	}
}

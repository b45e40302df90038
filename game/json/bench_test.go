package json_test

import (
	stdjson "encoding/json"
	"reflect"
	"testing"

	"parlour/game"
	"parlour/game/games"
	"parlour/game/json"
)

// A game's state midway, as a save writes it after every move: this
// package's time against encoding/json's, written and read.
func BenchmarkGameState(b *testing.B) {
	e := games.All[2]
	g, err := e.Definition.New(game.Config{Players: e.Tables[0], Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	r := game.NewRNG(1)
	for range 60 {
		if g.Over() {
			break
		}
		p := g.Pending()
		l := g.Legal(p[0])
		if _, err := g.Apply(p[0], l[r.Intn(len(l))]); err != nil {
			b.Fatal(err)
		}
	}
	state, _ := stdjson.Marshal(g)
	b.Logf("%s: %d bytes", e.Name(), len(state))
	b.Run("Marshal", func(b *testing.B) {
		for b.Loop() {
			json.Marshal(g)
		}
	})
	b.Run("Marshal/encoding-json", func(b *testing.B) {
		for b.Loop() {
			stdjson.Marshal(g)
		}
	})
	typ := reflect.TypeOf(g).Elem()
	b.Run("Unmarshal", func(b *testing.B) {
		for b.Loop() {
			if err := json.Unmarshal(state, reflect.New(typ).Interface()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Unmarshal/encoding-json", func(b *testing.B) {
		for b.Loop() {
			if err := stdjson.Unmarshal(state, reflect.New(typ).Interface()); err != nil {
				b.Fatal(err)
			}
		}
	})
}

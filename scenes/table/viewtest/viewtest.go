// Package viewtest holds a table's pure view (a game's scenes/<game>/view)
// to its contract without a display: over random games, every seat's view
// folded event by event, each event as that seat is told it, equals the
// view its observation makes after every action. The client's twin of
// game/gametest, and the fast half of the kit's conformance suite
// (scenes/table/tabletest checks the same through the whole table, under
// a display, on a few pinned games).
package viewtest

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// Folder is how a game's view is made and moved.
type Folder[V any] struct {
	// From is seat's view made from its observation of g now.
	From func(g game.Game, seat int) V
	// Apply moves v on by one event, as its seat is told it.
	Apply func(v *V, e game.Event)
	// Settle, if set, gives the folded view what no event carries, from
	// the observation's view, as the table's Sync takes it (a phase).
	Settle func(folded *V, observed V)
	// Tidy, if set, puts a view in the form the two are compared in: what
	// the table does not read (an order it counts regardless) left out.
	Tidy func(V) V
}

// Play plays g, a game of seats players, to its end by random legal moves
// (at most maxSteps) and fails t at the first action after which a seat's
// folded view is not its observation's, naming the fields that differ.
// what names the game's setup in the message.
func (f Folder[V]) Play(t testing.TB, g game.Game, seats int, r *game.RNG, maxSteps int, what string) {
	t.Helper()
	folded := make([]V, seats)
	for seat := range folded {
		folded[seat] = f.From(g, seat)
	}
	gametest.RandomPlay(t, g, r, maxSteps, func(s gametest.Step) {
		for seat := range folded {
			for _, e := range s.Events {
				f.Apply(&folded[seat], e.Redact(seat))
			}
			want := f.From(g, seat)
			if f.Settle != nil {
				f.Settle(&folded[seat], want)
			}
			a, b := folded[seat], want
			if f.Tidy != nil {
				a, b = f.Tidy(a), f.Tidy(b)
			}
			if d := Diff(a, b); d != "" {
				t.Fatalf("%s, seat %d, after move %d (%v by seat %d): the events folded give, where the observation differs,\n%s",
					what, seat, s.Index, s.Action, s.Seat, d)
			}
		}
	})
}

// Diff names the fields of two views (structs) that differ, a's value
// then b's, one a line; "" when they are alike. An empty list or map and
// none are alike, and pointers are compared by what they point to.
func Diff(a, b any) string {
	x, y := reflect.ValueOf(a), reflect.ValueOf(b)
	if x.Kind() != reflect.Struct || x.Type() != y.Type() {
		if !equal(x, y) {
			return fmt.Sprintf("%+v, not %+v", a, b)
		}
		return ""
	}
	var out strings.Builder
	for i := range x.NumField() {
		if !equal(x.Field(i), y.Field(i)) {
			fmt.Fprintf(&out, "%s: %+v, not %+v\n", x.Type().Field(i).Name, show(x.Field(i)), show(y.Field(i)))
		}
	}
	return out.String()
}

// show is a field's value, what a pointer points to rather than where.
func show(v reflect.Value) any {
	for v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if !v.CanInterface() {
		return v.String()
	}
	return v.Interface()
}

// equal is reflect.DeepEqual with an empty list or map and none alike.
func equal(x, y reflect.Value) bool {
	if x.Kind() != y.Kind() {
		return false
	}
	switch x.Kind() {
	case reflect.Slice, reflect.Array:
		if x.Len() != y.Len() {
			return false
		}
		for i := range x.Len() {
			if !equal(x.Index(i), y.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if x.Len() != y.Len() {
			return false
		}
		for _, k := range x.MapKeys() {
			if !y.MapIndex(k).IsValid() || !equal(x.MapIndex(k), y.MapIndex(k)) {
				return false
			}
		}
		return true
	case reflect.Pointer, reflect.Interface:
		if x.IsNil() || y.IsNil() {
			return x.IsNil() == y.IsNil()
		}
		return equal(x.Elem(), y.Elem())
	case reflect.Struct:
		for i := range x.NumField() {
			if !equal(x.Field(i), y.Field(i)) {
				return false
			}
		}
		return true
	}
	if x.CanInterface() && y.CanInterface() {
		return reflect.DeepEqual(x.Interface(), y.Interface())
	}
	return fmt.Sprint(x) == fmt.Sprint(y)
}

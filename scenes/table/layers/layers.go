// Package layers is the one order of the table's levels: which are drawn,
// bottom to top, and which take input, top to bottom. The kit's update and
// draw both read it, so they cannot drift apart again: update once checked
// the lost panel before the pass-and-play cover while draw returned after
// drawing the cover, so a game another tab took while the cover was up
// showed the cover while taps went to an invisible lost panel.
//
// It holds no Ebitengine, so the order is tested natively (layers_test.go).
// Adding an overlay is a constant here, its place in order, and its input
// and drawing in the kit (scenes/table/layers.go).
package layers

// Layer is one level of the table.
type Layer int

// The layers, bottom to top.
const (
	// Felt is the table itself: seats, centre, prompt, hand, cards in the
	// air, the picker, the hint, close-ups and the wide side panel. The
	// person's decisions and the bots' moves are its input.
	Felt Layer = iota
	// HandOff is the "Done: pass to …" button of pass and play, while the
	// device's holder looks at what only they may see.
	HandOff
	// Replay is a finished game's replay bar: the game's input stops.
	Replay
	// Summary is a round's summary and its celebration.
	Summary
	// Bar is the top bar's buttons (menu, rules, log, undo, hint) and the
	// guide's: they answer over a summary and a replay too. It is drawn
	// with the felt, at the top of the screen, where nothing covers it
	// but the drawer's, the menu's, the cover's and the lost panel's veils.
	Bar
	// Drawer is the log drawer of a narrow screen, over a summary too.
	Drawer
	// Menu is the table's menu (the sheet): the game waits under it.
	Menu
	// Cover is pass and play's cover between two people: nothing of the
	// table shows under it, nor answers.
	Cover
	// Lost is the panel of a game another tab took: over everything, the
	// cover too, and the only input.
	Lost
	count
)

var names = [count]string{"felt", "hand-off", "replay", "summary", "bar", "drawer", "menu", "cover", "lost"}

func (l Layer) String() string {
	if l < 0 || l >= count {
		return "?"
	}
	return names[l]
}

// kind is how a layer stands over the ones below it.
type kind int

const (
	// passes: input it does not use goes on down; everything below shows.
	passes kind = iota
	// modal: nothing below takes input; everything below shows.
	modal
	// opaque: nothing below takes input or shows.
	opaque
)

// order says how each layer stands over those below it: the one place the
// precedence is written.
var order = [count]kind{
	Felt:    passes,
	HandOff: passes,
	Replay:  modal,
	Summary: modal,
	Bar:     passes,
	Drawer:  passes, // it keeps its own taps, and closes on a tap beside it
	Menu:    modal,
	Cover:   opaque,
	Lost:    modal,
}

// Open says which layers are up; the felt and the bar always are.
type Open [count]bool

// With is o with layer l up (or down).
func (o Open) With(l Layer, up bool) Open { o[l] = up; return o }

// Up reports whether layer l is up.
func (o Open) Up(l Layer) bool { return l == Felt || l == Bar || o[l] }

// Drawn lists the layers drawn, bottom to top: those up, from the highest
// opaque one (nothing under it shows). The bar is drawn with the felt.
func Drawn(o Open) []Layer {
	from := Felt
	for l := Felt; l < count; l++ {
		if o.Up(l) && order[l] == opaque {
			from = l
		}
	}
	var out []Layer
	for l := from; l < count; l++ {
		if o.Up(l) && l != Bar {
			out = append(out, l)
		}
	}
	return out
}

// Input lists the layers that take input this update, top to bottom: each
// up layer in turn, down to the first that lets nothing below answer. A
// layer further down hears only what those above did not use.
func Input(o Open) []Layer {
	var out []Layer
	for l := count - 1; l >= Felt; l-- {
		if !o.Up(l) {
			continue
		}
		out = append(out, l)
		if order[l] != passes {
			break
		}
	}
	return out
}

// Top is the layer that answers first: where keyboard focus lives, and
// what the accessible page describes first.
func Top(o Open) Layer { return Input(o)[0] }

// All lists every layer, bottom to top (for tests).
func All() []Layer {
	out := make([]Layer, count)
	for l := range out {
		out[l] = Layer(l)
	}
	return out
}

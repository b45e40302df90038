package layers

import (
	"slices"
	"testing"
)

func open(ls ...Layer) Open {
	var o Open
	for _, l := range ls {
		o = o.With(l, true)
	}
	return o
}

// The order, case by case: what is drawn and what answers, named after
// what a person sees.
func TestTheLayersOrder(t *testing.T) {
	cases := []struct {
		name  string
		open  Open
		drawn []Layer
		input []Layer
	}{
		// Issue 39: a game another tab took while the cover was up showed
		// the cover while taps went to an invisible lost panel.
		{"a game lost under the cover shows the lost panel over the cover, and only it answers",
			open(Cover, Lost), []Layer{Cover, Lost}, []Layer{Lost}},
		{"the cover hides the table and answers alone",
			open(Cover, Summary, Drawer), []Layer{Cover}, []Layer{Cover}},
		{"at play the bar and the felt answer",
			open(), []Layer{Felt}, []Layer{Bar, Felt}},
		{"a summary stops the game, not the bar",
			open(Summary), []Layer{Felt, Summary}, []Layer{Bar, Summary}},
		{"the drawer opens over a summary",
			open(Summary, Drawer), []Layer{Felt, Summary, Drawer}, []Layer{Drawer, Bar, Summary}},
		{"the menu is over everything but the cover and the lost panel, and answers alone",
			open(Summary, Drawer, Menu), []Layer{Felt, Summary, Drawer, Menu}, []Layer{Menu}},
		{"a replay stops the game, not the bar",
			open(Replay), []Layer{Felt, Replay}, []Layer{Bar, Replay}},
		{"a hand-off answers with the bar and the felt",
			open(HandOff), []Layer{Felt, HandOff}, []Layer{Bar, HandOff, Felt}},
		{"a summary stops the hand-off until it is closed",
			open(HandOff, Summary), []Layer{Felt, HandOff, Summary}, []Layer{Bar, Summary}},
		{"the menu stops the hand-off",
			open(HandOff, Menu), []Layer{Felt, HandOff, Menu}, []Layer{Menu}},
		{"a lost game over the menu answers alone",
			open(Menu, Lost), []Layer{Felt, Menu, Lost}, []Layer{Lost}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Drawn(c.open); !slices.Equal(got, c.drawn) {
				t.Errorf("drawn %v, want %v", got, c.drawn)
			}
			if got := Input(c.open); !slices.Equal(got, c.input) {
				t.Errorf("input %v, want %v", got, c.input)
			}
		})
	}
}

// Whatever is up, the layer that answers first is drawn (a person never
// taps a layer they cannot see), and is the highest drawn but for the bar
// drawn with the felt; nothing drawn under an opaque layer answers.
func TestWhatAnswersFirstIsSeen(t *testing.T) {
	optional := []Layer{HandOff, Replay, Summary, Drawer, Menu, Cover, Lost}
	for mask := 0; mask < 1<<len(optional); mask++ {
		var o Open
		for i, l := range optional {
			o = o.With(l, mask&(1<<i) != 0)
		}
		drawn, input := Drawn(o), Input(o)
		top := input[0]
		if top == Bar {
			top = Felt
		}
		if !slices.Contains(drawn, top) {
			t.Errorf("%v: %v answers first but is not drawn (%v)", o, input[0], drawn)
		}
		for _, l := range input {
			if l != Bar && !slices.Contains(drawn, l) {
				t.Errorf("%v: %v answers but is not drawn (%v)", o, l, drawn)
			}
		}
		highest := drawn[len(drawn)-1]
		if input[0] != highest && !(input[0] == Bar && highest < Bar) {
			t.Errorf("%v: %v answers first, but %v is drawn on top", o, input[0], highest)
		}
	}
}

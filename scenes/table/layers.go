package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/scenes/table/layers"
	"parlour/scenes/ui"
)

// The table's levels, from the felt to the lost panel, are in one order
// (package layers): update asks each layer that is up for its input, top
// down, and drawTable draws them bottom up. Each layer above the felt is an
// object with its own state and focus (its file: lost.go, pass.go,
// sheet.go, side.go, summary.go, replay.go, extras.go for the bar); this
// file only lists them. A new overlay is a constant in package layers, its
// place in the order there, a type with these three methods, and a line in
// overlay below.

// overlay is one layer above the felt.
type overlay interface {
	// up reports whether the layer shows.
	up(t *Table) bool
	// input gives the layer this update's input; it reports whether the
	// layer took the update (nothing below hears it).
	// It is handed the frame alone: what it does beyond the frame (leave
	// the table, open the rules, say a line) goes through its table's app.
	input(t *Table, u *ui.Frame) bool
	// draw draws the layer over those below it.
	draw(t *Table, u *ui.Frame, dst *ebiten.Image)
}

// overlay is layer l's object; nil for the felt, which is the table's own
// (the game's view, the person's decision: input.go, draw.go).
func (t *Table) overlay(l layers.Layer) overlay {
	switch l {
	case layers.HandOff:
		return handOffLayer{&t.pass}
	case layers.Replay:
		return replayLayer{}
	case layers.Summary:
		return &t.summary
	case layers.Bar:
		return barLayer{}
	case layers.Drawer:
		return &t.drawer
	case layers.Menu:
		return &t.sheet
	case layers.Cover:
		return coverLayer{&t.pass}
	case layers.Lost:
		return &t.lost
	}
	return nil
}

// open says which of the table's layers are up.
func (t *Table) open() layers.Open {
	var o layers.Open
	for _, l := range layers.All() {
		if ov := t.overlay(l); ov != nil {
			o = o.With(l, ov.up(t))
		}
	}
	return o
}

// drawTable draws the layers that are up, bottom up.
func (t *Table) drawTable(u *ui.Frame, dst *ebiten.Image) {
	render.UseBack(t.spec.Back)
	for _, l := range layers.Drawn(t.open()) {
		if l == layers.Felt {
			t.drawFelt(u, dst)
			continue
		}
		t.overlay(l).draw(t, u, dst)
	}
}

// replayLayer is a finished game's replay bar; its state is the replay's
// (replayState).
type replayLayer struct{}

func (replayLayer) up(t *Table) bool { return t.replay != nil }

// input: the game's own input stops during a replay.
func (replayLayer) input(t *Table, u *ui.Frame) bool { t.replayInput(u); return true }

// draw: the replay's bar is drawn by the felt, in the prompt's strip.
func (replayLayer) draw(*Table, *ui.Frame, *ebiten.Image) {}

// barLayer is the top bar's buttons and the guide's.
type barLayer struct{}

func (barLayer) up(*Table) bool { return true }

func (barLayer) input(t *Table, u *ui.Frame) bool {
	return t.barInput(u) || t.toolInput(u) || t.guideInput(u) || t.captionInput(u) || t.promptInput(u)
}

// draw: the bar is drawn with the felt, at the top of the screen.
func (barLayer) draw(*Table, *ui.Frame, *ebiten.Image) {}

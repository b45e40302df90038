package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/scenes"
	"parlour/scenes/table/layers"
)

// The table's levels, from the felt to the lost panel, are in one order
// (package layers): update asks each layer that is up for its input, top
// down, and drawTable draws them bottom up. This file maps each layer to
// the table's state and to its input and drawing.

// open says which of the table's layers are up.
func (t *Table) open() layers.Open {
	var o layers.Open
	o = o.With(layers.Lost, t.lost)
	o = o.With(layers.Cover, t.cover >= 0)
	o = o.With(layers.Menu, t.sheet)
	o = o.With(layers.Drawer, t.drawer && !t.geo.Wide)
	o = o.With(layers.Summary, t.seq.Showing != nil)
	o = o.With(layers.Replay, t.replay != nil)
	o = o.With(layers.HandOff, t.handOff >= 0 && t.seq.Idle())
	return o
}

// layerInput gives a layer above the felt this update's input; it reports
// whether the layer took the update (nothing below hears it).
func (t *Table) layerInput(l layers.Layer, a *scenes.App) bool {
	switch l {
	case layers.Lost:
		t.lostInput(a)
		return true
	case layers.Cover:
		t.coverInput(a)
		return true
	case layers.Menu:
		return t.sheetInput(a)
	case layers.Drawer:
		t.drawerInput(a)
		return false
	case layers.Bar:
		return t.barInput(a) || t.toolInput(a) || t.guideInput(a)
	case layers.Summary:
		t.summaryInput(a)
		return true
	case layers.Replay:
		t.replayInput(a)
		return true
	case layers.HandOff:
		t.handOffInput(a)
		return t.cover >= 0
	}
	return false
}

// drawTable draws the layers that are up, bottom up.
func (t *Table) drawTable(a *scenes.App, dst *ebiten.Image) {
	render.UseBack(t.spec.Back)
	for _, l := range layers.Drawn(t.open()) {
		switch l {
		case layers.Felt:
			t.drawFelt(a, dst)
		case layers.HandOff, layers.Replay:
			// Drawn by the felt, in the prompt's strip (drawPrompt).
		case layers.Summary:
			t.drawSummary(a, dst, t.seq.Showing)
			t.drawCelebration(dst)
		case layers.Drawer:
			t.drawSide(a, dst)
		case layers.Menu:
			t.drawSheet(a, dst)
		case layers.Cover:
			t.drawCover(a, dst)
		case layers.Lost:
			t.drawLost(a, dst)
		}
	}
}

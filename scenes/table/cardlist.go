package table

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/keymap"
	"parlour/scenes/ui"
)

// CardEntry is one card of a rules page's card list: its face, a heading
// (name, count, editions) and its text in full.
type CardEntry struct {
	Face       render.CardFace
	Head, Text string
}

// cardLists keeps each list's scroll and measured heights between frames
// (measuring wrapped text every frame is slow), by the list's key.
var cardLists = map[string]*cardList{}

type cardList struct {
	scroll  float64
	measure string // what the heights were measured for
	heights []float64
	total   float64
}

// CardList draws entries in a column, a card beside its heading and text,
// each row as tall as its text needs, so a narrow phone wraps text to more
// lines instead of running it into the next card. A list taller than body
// scrolls by the wheel, a drag, the arrow keys and Page Up/Down, and shows a
// scroll bar. key names the list (its scroll is kept per key). The kit's rules
// pages have no input of their own, so the list reads the frame's input while
// it is drawn.
func CardList(f *ui.Frame, dst *ebiten.Image, body layout.Rect, key string, entries []CardEntry) {
	u := f.Unit
	size := math.Max(f.Type.Tiny, math.Min(f.Type.Small, body.W/34))
	cw := math.Min(body.W*0.2, 7*u)
	ch := cw * layout.CardAspect
	textX := body.X + cw + u
	textW := body.Right() - textX
	l := cardLists[key]
	if l == nil {
		l = &cardList{}
		cardLists[key] = l
	}
	if m := fmt.Sprint(body, size, i18n.Language(), len(entries)); m != l.measure {
		l.measure, l.heights, l.total = m, make([]float64, len(entries)), 0
		for i, e := range entries {
			h := size*1.7 + f.Text.WrapHeight(e.Text, textW, size)
			l.heights[i] = math.Max(ch, h) + u
			l.total += l.heights[i]
		}
	}
	l.scroll = scrolled(f, body, l.scroll, size*3, l.total)
	clip := dst.SubImage(image.Rect(int(body.X), int(body.Y), int(math.Ceil(body.Right())), int(math.Ceil(body.Bottom())))).(*ebiten.Image)
	y := body.Y - l.scroll
	for i, e := range entries {
		if y+l.heights[i] >= body.Y && y <= body.Bottom() {
			render.Card(clip, f.Text, layout.Rect{X: body.X, Y: y, W: cw, H: ch}, e.Face, render.CardState{})
			d := f.Text.Display()
			d.Draw(clip, e.Head, textX, y+size*0.7, d.Fit(e.Head, textW, size*1.05, true), style.Gold, render.Left, true)
			f.Text.Wrap(clip, e.Text, textX, y+size*1.6, textW, size, style.Cream, false)
		}
		y += l.heights[i]
	}
	if l.total > body.H {
		// A scroll bar says there is more.
		barH := body.H * body.H / l.total
		barY := body.Y + (body.H-barH)*l.scroll/math.Max(1, l.total-body.H)
		render.Panel(dst, layout.Rect{X: body.Right() + 0.3*u, Y: barY, W: 0.3 * u, H: barH}, 0.15*u, style.Muted, nil, 0)
	}
}

// scrolled is scroll moved by this frame's wheel or drag over body, or the
// scrolling keys, and kept within a column total tall.
func scrolled(f *ui.Frame, body layout.Rect, scroll, step, total float64) float64 {
	in := &f.In
	switch {
	case in.Wheel != 0 && body.Contains(in.X, in.Y):
		scroll -= in.Wheel * step
	case in.Dragged && body.Contains(in.X, in.Y):
		scroll -= in.DragY
	case in.Did(keymap.Down):
		scroll += step
	case in.Did(keymap.Up):
		scroll -= step
	case in.Did(keymap.PageDown) || in.Did(keymap.Forward):
		scroll += body.H * 0.8
	case in.Did(keymap.PageUp):
		scroll -= body.H * 0.8
	case in.Did(keymap.Home):
		scroll = 0
	}
	return math.Max(0, math.Min(scroll, total-body.H))
}

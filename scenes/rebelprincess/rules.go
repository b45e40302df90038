package rebelprincess

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/table"
)

// rules is the Rebel Princess rules reference, in our own words: how a
// round goes and how the game ends in each edition, then every princess and
// every round card with the editions that have it.
var rules = []table.RulesPage{
	{Title: "rebelprincess.rules.page0", Sections: []string{
		"rebelprincess.rules.goal", "rebelprincess.rules.setup", "rebelprincess.rules.round",
		"rebelprincess.rules.tricks", "rebelprincess.rules.princes", "rebelprincess.rules.proposals",
		"rebelprincess.rules.powers", "rebelprincess.rules.end", "rebelprincess.rules.deluxe",
	}},
	{Title: "rebelprincess.rules.page1", Draw: func(a *scenes.App, dst *ebiten.Image, body layout.Rect) {
		drawList(a, dst, body, 1, princessEntries())
	}},
	{Title: "rebelprincess.rules.page2", Draw: func(a *scenes.App, dst *ebiten.Image, body layout.Rect) {
		drawList(a, dst, body, 2, roundEntries())
	}},
}

// entry is one card of a reference list.
type entry struct {
	face       int
	head, text string
}

func princessEntries() []entry {
	var out []entry
	for p, pr := range rp.Princesses {
		head := princessName(p) + "  ·  " + editions(pr.Classic, pr.Deluxe)
		if p == rp.Carmesina {
			head += " " + i18n.T("rebelprincess.rules.promo")
		}
		out = append(out, entry{princessFace(p), head, i18n.T("rebelprincess.rules.princess." + pr.Slug)})
	}
	return out
}

func roundEntries() []entry {
	var out []entry
	for _, rc := range rp.RoundCards {
		head := roundName(rc.ID)
		var eds []string
		if _, ok := rc.PassFor(rp.Classic); ok {
			eds = append(eds, i18n.T("rebelprincess.variant.classic")+" "+passSignWords(rp.Classic, rc.ID))
		}
		if _, ok := rc.PassFor(rp.Deluxe); ok {
			eds = append(eds, i18n.T("rebelprincess.variant.deluxe")+" "+passSignWords(rp.Deluxe, rc.ID))
		}
		head += "  ·  " + joinDot(eds)
		if rc.Final {
			head += "  ·  " + i18n.T("rebelprincess.rules.final")
		}
		out = append(out, entry{roundFace(rc.ID), head, i18n.T("rebelprincess.rules.round." + rc.Slug)})
	}
	return out
}

func joinDot(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

func editions(classic, deluxe bool) string {
	switch {
	case classic && deluxe:
		return i18n.T("rebelprincess.rules.both")
	case classic:
		return i18n.T("rebelprincess.variant.classic")
	}
	return i18n.T("rebelprincess.variant.deluxe")
}

// passSignWords is a pass in signs: "3→", "1←", "1← 1→".
func passSignWords(ed rp.Edition, id int) string {
	p, ok := rp.RoundCards[id-1].PassFor(ed)
	if !ok {
		return ""
	}
	switch {
	case p.Right > 0 && p.Left > 0:
		return itoa(p.Left) + "← " + itoa(p.Right) + "→"
	case p.Right > 0:
		return itoa(p.Right) + "→"
	}
	return itoa(p.Left) + "←"
}

// listScroll is how far each list page is scrolled, in device pixels. The
// kit's rules pages have no input of their own: a list reads the frame's
// wheel, drag and keys while it is drawn (see the report's kit gaps).
var listScroll = map[int]float64{}

// drawList draws entries (a card, a heading, its text) in a column that
// scrolls by the wheel, a drag, the arrow keys and Page Up/Down.
func drawList(a *scenes.App, dst *ebiten.Image, body layout.Rect, page int, entries []entry) {
	useText(a.Text)
	u := a.Unit
	size := math.Max(a.Type.Tiny, math.Min(a.Type.Small, body.W/34))
	cw := math.Min(body.W*0.2, 7*u)
	ch := cw * layout.CardAspect
	textX := body.X + cw + u
	textW := body.Right() - textX
	heights := make([]float64, len(entries))
	total := 0.0
	for i, e := range entries {
		h := size*1.7 + a.Text.WrapHeight(e.text, textW, size)
		heights[i] = math.Max(ch, h) + u
		total += heights[i]
	}
	in := &a.In
	scroll := listScroll[page]
	step := size * 3
	switch {
	case in.Wheel != 0 && body.Contains(in.X, in.Y):
		scroll -= in.Wheel * step
	case in.Dragged && body.Contains(in.X, in.Y):
		scroll -= in.DragY
	case in.Pressed(ebiten.KeyArrowDown):
		scroll += step
	case in.Pressed(ebiten.KeyArrowUp):
		scroll -= step
	case in.Pressed(ebiten.KeyPageDown) || in.Pressed(ebiten.KeySpace):
		scroll += body.H * 0.8
	case in.Pressed(ebiten.KeyPageUp):
		scroll -= body.H * 0.8
	case in.Pressed(ebiten.KeyHome):
		scroll = 0
	}
	scroll = math.Max(0, math.Min(scroll, total-body.H))
	listScroll[page] = scroll
	clip := dst.SubImage(image.Rect(int(body.X), int(body.Y), int(math.Ceil(body.Right())), int(math.Ceil(body.Bottom())))).(*ebiten.Image)
	y := body.Y - scroll
	for i, e := range entries {
		if y+heights[i] >= body.Y && y <= body.Bottom() {
			render.Card(clip, a.Text, layout.Rect{X: body.X, Y: y, W: cw, H: ch}, Face(e.face), render.CardState{})
			a.Text.Display().Draw(clip, e.head, textX, y+size*0.7, a.Text.Display().Fit(e.head, textW, size*1.05, true), style.Gold, render.Left, true)
			a.Text.Wrap(clip, e.text, textX, y+size*1.6, textW, size, style.Cream, false)
		}
		y += heights[i]
	}
	if total > body.H {
		// A scroll bar says there is more.
		barH := body.H * body.H / total
		barY := body.Y + (body.H-barH)*scroll/math.Max(1, total-body.H)
		render.Panel(dst, layout.Rect{X: body.Right() + 0.3*u, Y: barY, W: 0.3 * u, H: barH}, 0.15*u, style.Muted, nil, 0)
	}
}

package menus

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// Rules is the rules reference: each game's table supplies its pages (in
// our own words, short enough to read between turns). With several games
// a row of tabs switches between them.
type Rules struct {
	back scenes.Scene
	game string
	page int

	// The text size that fits the screen, found by measuring the wrapped
	// text, is kept until the screen, the page or the language changes.
	fitFor  [5]any
	fitSize float64
}

// Name implements scenes.Scene.
func (r *Rules) Name() string { return "rules" }

func (r *Rules) spec() table.Spec {
	s, ok := table.Lookup(r.game)
	if !ok && len(table.Specs()) > 0 {
		s = table.Specs()[0]
		r.game = s.Name
	}
	return s
}

func (r *Rules) tabs(a *scenes.App, y float64, n int) []layout.Rect {
	u, sp := a.Unit, a.Space
	w := math.Min(a.W-2*sp.M, float64(n)*16*u)
	h := math.Max(a.Touch(), style.BarH*u)
	return layout.Row(layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: h}, n, (w-float64(n-1)*sp.S)/float64(n), h, sp.S)
}

func (r *Rules) layout(a *scenes.App) (games, pages []layout.Rect, body layout.Rect) {
	u, sp := a.Unit, a.Space
	y := a.BackButton().Bottom() + sp.M
	if specs := table.Specs(); len(specs) > 1 {
		games = r.tabs(a, y, len(specs))
		y = games[0].Bottom() + sp.S
	}
	pages = r.tabs(a, y, len(r.spec().Pages()))
	if len(pages) > 0 {
		y = pages[0].Bottom() + sp.M
	}
	body = layout.Rect{X: math.Max(sp.M, a.W/2-30*u), Y: y, W: math.Min(a.W-2*sp.M, 60*u), H: a.H - y - sp.M}
	return games, pages, body
}

// Update implements scenes.Scene.
func (r *Rules) Update(a *scenes.App) error {
	spec := r.spec()
	games, pages, _ := r.layout(a)
	for i, t := range games {
		if a.Hit("rules-game-"+table.Specs()[i].Name, t) {
			r.game, r.page = table.Specs()[i].Name, 0
		}
	}
	for i, t := range pages {
		if a.Hit(fmt.Sprintf("rules-page-%d", i), t) {
			r.page = i
		}
	}
	if n := len(spec.Pages()); n > 0 {
		switch {
		// The arrows and Tab move the menu's focus (ui.Focuser); the
		// page keys turn the pages.
		case a.In.Did(keymap.PageDown):
			r.page = (r.page + 1) % n
		case a.In.Did(keymap.PageUp):
			r.page = (r.page + n - 1) % n
		}
	}
	if a.Hit("back", a.BackButton()) || a.In.Did(keymap.Back) {
		a.Go(r.back)
	}
	return nil
}

// Draw implements scenes.Scene.
func (r *Rules) Draw(a *scenes.App, dst *ebiten.Image) {
	spec := r.spec()
	back := a.BackButton()
	title := i18n.T("menu.rules") + " · " + i18n.T(spec.Name+".name")
	room := a.W - 2*back.Right() - a.Unit
	size := a.Text.Display().Fit(title, room, a.Type.Head, true)
	if size < render.Readable() {
		// "Правила · Мятежные принцессы" has no room on a phone: the
		// game's name alone (issue 29: every catalog string fits).
		title = i18n.T(spec.Name + ".name")
		size = a.Text.Display().Fit(title, room, a.Type.Head, true)
	}
	a.Text.Display().Draw(dst, title, a.W/2, back.CY(), size, style.Gold, render.Center, true)
	games, pages, body := r.layout(a)
	for i, t := range games {
		s := table.Specs()[i]
		a.Button(dst, t, i18n.T(s.Name+".name"), ui.Chosen(s.Name == r.game))
	}
	for i, t := range pages {
		a.Button(dst, t, i18n.T(spec.Pages()[i].Title), ui.Chosen(r.page == i))
	}
	if r.page < len(spec.Pages()) {
		p := spec.Pages()[r.page]
		switch {
		case p.Cards != nil:
			table.CardList(&a.Frame, dst, body, p.Title, p.Cards())
		case p.Draw != nil:
			p.Draw(&a.Frame, dst, body)
		default:
			r.drawSections(a, dst, p.Sections, body)
		}
	}
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
}

func (r *Rules) drawSections(a *scenes.App, dst *ebiten.Image, sections []string, body layout.Rect) {
	size := r.fit(a, sections, body)
	y := body.Y
	for _, s := range sections {
		a.Text.Display().Draw(dst, i18n.T(s+".title"), body.X, y+size*0.6, size*1.1, style.Gold, render.Left, true)
		y += size * 1.6
		text := i18n.T(s)
		a.Text.Wrap(dst, text, body.X, y, body.W, size, style.Cream, false)
		y += a.Text.WrapHeight(text, body.W, size) + size*0.8
	}
}

// fit is the largest text size at which every section fits the body, and
// never under the smallest readable size.
func (r *Rules) fit(a *scenes.App, sections []string, body layout.Rect) float64 {
	key := [5]any{body.W, body.H, i18n.Language(), r.game, r.page}
	if r.fitFor == key {
		return r.fitSize
	}
	size := a.Type.Body * 1.3
	for size*0.92 >= a.Type.Tiny && r.height(a, sections, body.W, size) > body.H {
		size *= 0.92
	}
	r.fitFor, r.fitSize = key, size
	return size
}

func (r *Rules) height(a *scenes.App, sections []string, width, size float64) float64 {
	h := 0.0
	for _, s := range sections {
		h += size*1.6 + a.Text.WrapHeight(i18n.T(s), width, size) + size*0.8
	}
	return h
}

// DefaultFocus implements ui.Focuser.
func (r *Rules) DefaultFocus() string { return "" }

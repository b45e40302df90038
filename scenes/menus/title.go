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
	"parlour/scenes/table"
)

// Title offers the saved game first (Continue, with what it is), then every
// game that has a table, then the settings, the rules and the statistics.
type Title struct {
	checked bool
	saved   *saved
}

// Name implements scenes.Scene.
func (t *Title) Name() string { return "title" }

type titleLayout struct {
	cont                   layout.Rect
	games                  []layout.Rect
	settings, rules, stats layout.Rect
	top                    float64
}

func (t *Title) layout(a *scenes.App) titleLayout {
	u := a.Unit
	w := column(a)
	specs := table.Specs()
	var l titleLayout
	gh := math.Max(a.Touch()*1.5, 5.2*u)
	bh := math.Max(a.Touch(), 3*u)
	need := float64(len(specs))*(gh+0.6*u) + 2*bh + 2*u
	if t.saved != nil {
		need += gh + u
	}
	y := math.Max(a.H*0.34, a.H-need-u)
	y = math.Min(y, a.H*0.42)
	l.top = y
	if t.saved != nil {
		l.cont = layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: gh}
		y += gh + u
	}
	for range specs {
		l.games = append(l.games, layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: gh})
		y += gh + 0.6*u
	}
	y += 0.4 * u
	row := layout.Row(layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: bh}, 3, (w-1.2*u)/3, bh, 0.6*u)
	l.settings, l.rules, l.stats = row[0], row[1], row[2]
	return l
}

// Update implements scenes.Scene.
func (t *Title) Update(a *scenes.App) error {
	if !t.checked {
		t.checked = true
		t.saved, _ = loadSaved(a, true)
	}
	l := t.layout(a)
	specs := table.Specs()
	in := &a.In
	if t.saved != nil && (scenes.Hit(a, "continue", l.cont) || in.Pressed(ebiten.KeyC) || in.Confirm()) {
		if !resume(a) {
			t.checked = false
		}
		return nil
	}
	for i, r := range l.games {
		name := specs[i].Name
		hit := scenes.Hit(a, "game-"+name, r)
		if i == 0 {
			a.Target("play", r)
		}
		if hit || in.Digit() == i+1 || t.saved == nil && i == 0 && in.Confirm() {
			a.Go(NewSetup(a, name))
			return nil
		}
	}
	switch {
	case scenes.Hit(a, "settings", l.settings) || in.Pressed(ebiten.KeyS):
		a.Go(&Settings{back: t})
	case scenes.Hit(a, "rules", l.rules) || in.Pressed(ebiten.KeyR):
		if len(specs) > 0 {
			a.Go(&Rules{back: t, game: specs[0].Name})
		}
	case scenes.Hit(a, "stats", l.stats) || in.Pressed(ebiten.KeyT):
		a.Go(&Stats{back: t})
	}
	return nil
}

// Draw implements scenes.Scene.
func (t *Title) Draw(a *scenes.App, dst *ebiten.Image) {
	u := a.Unit
	l := t.layout(a)
	ty := a.Type
	top := math.Min(a.H*0.22, l.top-ty.Title*2.6)
	render.Heart(dst, a.W/2, top-ty.Title*1.2, ty.Title*1.3, style.Danger)
	a.Text.Draw(dst, i18n.T("app.title"), a.W/2, top+ty.Title*0.4, ty.Title*1.25, style.Cream, render.Center, true)
	tag := i18n.T("app.tagline")
	a.Text.Draw(dst, tag, a.W/2, top+ty.Title*1.5, a.Text.Fit(tag, a.W*0.9, ty.Body, false), style.Muted, render.Center, false)
	if t.saved != nil {
		r := l.cont
		scenes.Button(a, dst, r, "", scenes.Primary)
		label := i18n.T("menu.continue")
		a.Text.Draw(dst, label, r.CX(), r.Y+r.H*0.36, a.Text.Fit(label, r.W*0.9, ty.Head, true), style.Ink, render.Center, true)
		a.Text.Draw(dst, t.saved.line, r.CX(), r.Y+r.H*0.72, a.Text.Fit(t.saved.line, r.W*0.9, ty.Small, false), style.Ink, render.Center, false)
	}
	for i, s := range table.Specs() {
		r := l.games[i]
		look := scenes.Plain
		if t.saved == nil && i == 0 {
			look = scenes.Primary
		}
		scenes.Button(a, dst, r, "", look)
		ink := style.Paper
		if look == scenes.Primary {
			ink = style.Ink
		}
		name := i18n.T(s.Name + ".name")
		if len(table.Specs()) > 1 {
			name = fmt.Sprintf("%d · %s", i+1, name)
		}
		a.Text.Draw(dst, name, r.CX(), r.Y+r.H*0.36, a.Text.Fit(name, r.W*0.9, ty.Head, true), ink, render.Center, true)
		blurb := i18n.T(s.Name + ".blurb")
		size := a.Text.Fit(blurb, r.W-2*u, ty.Small, false)
		if size < ty.Tiny {
			a.Text.Wrap(dst, blurb, r.X+u, r.Y+r.H*0.55, r.W-2*u, ty.Tiny, ink, false)
		} else {
			a.Text.Draw(dst, blurb, r.CX(), r.Y+r.H*0.72, size, ink, render.Center, false)
		}
	}
	scenes.Button(a, dst, l.settings, i18n.T("menu.settings"), scenes.Plain)
	scenes.Button(a, dst, l.rules, i18n.T("menu.rules"), scenes.Plain)
	scenes.Button(a, dst, l.stats, i18n.T("menu.stats"), scenes.Plain)
}

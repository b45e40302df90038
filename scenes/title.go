package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
)

// Title lists the games and offers to continue a saved one, and leads to the
// settings, the rules and the statistics.
type Title struct{}

type titleLayout struct {
	play, cont             layout.Rect
	settings, rules, stats layout.Rect
}

func (t *Title) layout(a *App) titleLayout {
	u := a.Unit
	w := math.Min(a.W*0.8, 24*u)
	var l titleLayout
	l.play = layout.Rect{X: a.W/2 - w/2, Y: a.H * 0.56, W: w, H: 3.6 * u}
	l.cont = l.play
	l.cont.Y += 4.6 * u
	row := layout.Row(layout.Rect{X: a.W/2 - w/2, Y: l.cont.Y + 4.6*u, W: w, H: 3 * u}, 3, (w-1.2*u)/3, 2.8*u, 0.6*u)
	l.settings, l.rules, l.stats = row[0], row[1], row[2]
	return l
}

// Update implements Scene.
func (t *Title) Update(a *App) error {
	l := t.layout(a)
	_, saved := a.Store.Load(keySession)
	playHit := Hit(a, "play", l.play)
	contHit := saved && Hit(a, "continue", l.cont)
	switch {
	case playHit || a.In.Pressed(ebiten.KeyEnter):
		a.Go(&Setup{})
	case saved && (contHit || a.In.Pressed(ebiten.KeyC)):
		if tb, err := ResumeLoveLetter(a); err == nil {
			a.Go(tb)
		} else {
			a.Store.Delete(keySession)
			a.Notify(i18n.T("notice.save_reset"))
		}
	case Hit(a, "settings", l.settings) || a.In.Pressed(ebiten.KeyS):
		a.Go(&Settings{back: t})
	case Hit(a, "rules", l.rules) || a.In.Pressed(ebiten.KeyR):
		a.Go(&Rules{back: t})
	case Hit(a, "stats", l.stats) || a.In.Pressed(ebiten.KeyT):
		a.Go(&Stats{back: t})
	}
	return nil
}

// Draw implements Scene.
func (t *Title) Draw(a *App, dst *ebiten.Image) {
	u := a.Unit
	render.Heart(dst, a.W/2, a.H*0.2, 5*u, render.Danger)
	a.Text.Draw(dst, i18n.T("app.title"), a.W/2, a.H*0.32, 4*u, render.Cream, render.Center, true)
	a.Text.Draw(dst, i18n.T("app.tagline"), a.W/2, a.H*0.32+3.4*u, 1.4*u, render.Muted, render.Center, false)
	a.Text.Draw(dst, i18n.T("game.loveletter"), a.W/2, a.H*0.45, 2.2*u, render.Gold, render.Center, true)
	blurb := i18n.T("game.loveletter.blurb")
	a.Text.Draw(dst, blurb, a.W/2, a.H*0.45+2.4*u, a.Text.Fit(blurb, a.W*0.9, 1.2*u, false), render.Cream, render.Center, false)
	l := t.layout(a)
	Button(a, dst, l.play, i18n.T("menu.play"), true)
	if _, saved := a.Store.Load(keySession); saved {
		Button(a, dst, l.cont, i18n.T("menu.continue"), false)
	}
	Button(a, dst, l.settings, i18n.T("menu.settings"), false)
	Button(a, dst, l.rules, i18n.T("menu.rules"), false)
	Button(a, dst, l.stats, i18n.T("menu.stats"), false)
}

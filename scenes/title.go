package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
)

// Title lists the games and offers to continue a saved one.
type Title struct{}

func (t *Title) buttons(a *App) (play, cont layout.Rect) {
	u := a.Unit
	w := math.Min(a.W*0.8, 24*u)
	play = layout.Rect{X: a.W/2 - w/2, Y: a.H * 0.58, W: w, H: 3.6 * u}
	cont = play
	cont.Y += 4.6 * u
	return
}

// Update implements Scene.
func (t *Title) Update(a *App) error {
	play, cont := t.buttons(a)
	_, saved := a.Store.Load(keySession)
	playHit := Hit(a, "play", play)
	contHit := saved && Hit(a, "continue", cont)
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
	}
	return nil
}

// Draw implements Scene.
func (t *Title) Draw(a *App, dst *ebiten.Image) {
	u := a.Unit
	render.Heart(dst, a.W/2, a.H*0.2, 5*u, render.Danger)
	a.Text.Draw(dst, i18n.T("app.title"), a.W/2, a.H*0.32, 4*u, render.Cream, render.Center, true)
	a.Text.Draw(dst, i18n.T("app.tagline"), a.W/2, a.H*0.32+3.4*u, 1.4*u, render.Muted, render.Center, false)
	a.Text.Draw(dst, i18n.T("game.loveletter"), a.W/2, a.H*0.47, 2.2*u, render.Gold, render.Center, true)
	blurb := i18n.T("game.loveletter.blurb")
	a.Text.Draw(dst, blurb, a.W/2, a.H*0.47+2.4*u, a.Text.Fit(blurb, a.W*0.9, 1.2*u, false), render.Cream, render.Center, false)
	play, cont := t.buttons(a)
	Button(a, dst, play, i18n.T("menu.play"), true)
	if _, saved := a.Store.Load(keySession); saved {
		Button(a, dst, cont, i18n.T("menu.continue"), false)
	}
}

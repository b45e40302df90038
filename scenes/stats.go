package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
)

// statGames are the games the statistics screen lists, in title order.
var statGames = []string{"loveletter", "mascarade", "rebelprincess", "threeparts"}

// Stats shows, per game, games played, won, the win rate and the best streak.
type Stats struct{ back Scene }

// Update implements Scene.
func (s *Stats) Update(a *App) error {
	if Hit(a, "back", backButton(a)) || a.In.Pressed(ebiten.KeyEscape) {
		a.Go(s.back)
	}
	return nil
}

// Draw implements Scene.
func (s *Stats) Draw(a *App, dst *ebiten.Image) {
	u := a.Unit
	a.Text.Draw(dst, i18n.T("menu.stats"), a.W/2, a.H*0.07+u, 2.6*u, render.Gold, render.Center, true)
	w := math.Min(a.W*0.94, 48*u)
	x0 := a.W/2 - w/2
	cols := []float64{0.40, 0.55, 0.70, 0.85, 1.0} // right edges of the number columns after the name
	heads := []string{i18n.T("stats.played"), i18n.T("stats.won"), i18n.T("stats.rate"), i18n.T("stats.best_streak")}
	y := a.H*0.12 + 4*u
	size := math.Min(1.2*u, w/40)
	for i, h := range heads {
		right := x0 + w*cols[i+1]
		a.Text.Draw(dst, h, right, y, a.Text.Fit(h, w*0.14, size, true), render.Gold, render.Right, true)
	}
	y += 2.4 * u
	for _, g := range statGames {
		r := a.Stats[g]
		row := layout.Rect{X: x0, Y: y - 1.4*u, W: w, H: 2.8 * u}
		render.Panel(dst, row, u*0.5, render.FeltDark, nil, 0)
		name := i18n.T("game." + g)
		a.Text.Draw(dst, name, x0+u, y, a.Text.Fit(name, w*cols[0]-u, size*1.1, true), render.Cream, render.Left, true)
		rate := "–"
		if r.Played > 0 {
			rate = fmt.Sprintf("%d%%", int(math.Round(100*float64(r.Won)/float64(r.Played))))
		}
		for i, v := range []string{fmt.Sprint(r.Played), fmt.Sprint(r.Won), rate, fmt.Sprint(r.BestStreak)} {
			ink := render.Cream
			if r.Played == 0 {
				ink = render.Muted
			}
			a.Text.Draw(dst, v, x0+w*cols[i+1]-u*0.5, y, size, ink, render.Right, false)
		}
		y += 3.4 * u
	}
	if r := a.Stats["loveletter"]; r.Streak > 0 {
		msg := i18n.T("stats.current_streak", r.Streak)
		a.Text.Draw(dst, msg, a.W/2, y+u, a.Text.Fit(msg, w, size, false), render.Highlight, render.Center, false)
	}
	Button(a, dst, backButton(a), i18n.T("menu.back"), false)
}

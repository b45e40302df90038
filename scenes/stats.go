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

// playable lists the games the client can play now; the others are listed
// as coming, so the screen already shows where they will go.
var playable = map[string]bool{"loveletter": true}

// Draw implements Scene: one panel per game, each with four big figures.
func (s *Stats) Draw(a *App, dst *ebiten.Image) {
	a.Text.Draw(dst, i18n.T("menu.stats"), a.W/2, a.H*0.07+a.Unit, 2.6*a.Unit, render.Gold, render.Center, true)
	y := a.H*0.12 + 3*a.Unit
	// Four panels of 9 units each, shrunk together when the screen is short.
	u := math.Min(a.Unit, (a.H-y-a.Unit)/float64(len(statGames))/9)
	w := math.Min(a.W-2*a.Unit, 48*u)
	x0 := a.W/2 - w/2
	heads := []string{i18n.T("stats.played"), i18n.T("stats.won"), i18n.T("stats.rate"), i18n.T("stats.best_streak")}
	for _, g := range statGames {
		r := a.Stats[g]
		panel := layout.Rect{X: x0, Y: y, W: w, H: 8 * u}
		render.Panel(dst, panel, u*0.6, render.FeltDark, render.Mix(render.Gold, render.Felt, 0.6), 1)
		name := i18n.T("game." + g)
		a.Text.Draw(dst, name, x0+u, y+1.6*u, a.Text.Fit(name, w*0.6, 1.5*u, true), render.Cream, render.Left, true)
		if !playable[g] && r.Played == 0 {
			a.Text.Draw(dst, i18n.T("game.soon"), x0+w-u, y+1.6*u, 1.1*u, render.Muted, render.Right, false)
			a.Text.Draw(dst, "–", panel.CX(), y+5*u, 2*u, render.Muted, render.Center, true)
			y += 9 * u
			continue
		}
		rate := "–"
		if r.Played > 0 {
			rate = fmt.Sprintf("%d%%", int(math.Round(100*float64(r.Won)/float64(r.Played))))
		}
		cells := layout.Row(layout.Rect{X: x0, Y: y + 3*u, W: w, H: 4.5 * u}, 4, (w-2*u)/4, 4.5*u, 0)
		for i, v := range []string{fmt.Sprint(r.Played), fmt.Sprint(r.Won), rate, fmt.Sprint(r.BestStreak)} {
			c := cells[i]
			a.Text.Draw(dst, v, c.CX(), c.Y+1.4*u, 2.2*u, render.Gold, render.Center, true)
			a.Text.Draw(dst, heads[i], c.CX(), c.Y+3.4*u, a.Text.Fit(heads[i], c.W*0.95, 1.0*u, false), render.Muted, render.Center, false)
		}
		if r.Streak > 1 {
			msg := i18n.N("stats.current_streak", r.Streak, r.Streak)
			a.Text.Draw(dst, msg, x0+w-u, y+1.6*u, a.Text.Fit(msg, w*0.38, 1.0*u, false), render.Highlight, render.Right, false)
		}
		y += 9 * u
	}
	Button(a, dst, backButton(a), i18n.T("menu.back"), false)
}

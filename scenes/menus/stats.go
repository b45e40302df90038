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
	"parlour/scenes/profile"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// Stats shows, per game with a table, games played, won, the win rate and
// the best streak; under them, the game's daily deals and the games played
// with hints, each on a line of its own.
type Stats struct {
	back  scenes.Scene
	fresh bool
}

// Name implements scenes.Scene.
func (s *Stats) Name() string { return "stats" }

// Update implements scenes.Scene.
func (s *Stats) Update(a *scenes.App) error {
	if !s.fresh {
		s.fresh = true
		a.RefreshStats() // another tab may have finished games since
	}
	if a.Hit("back", a.BackButton()) || a.In.Did(keymap.Back) {
		a.Go(s.back)
	}
	return nil
}

// Draw implements scenes.Scene: one panel per game, each with four big figures.
func (s *Stats) Draw(a *scenes.App, dst *ebiten.Image) {
	back := a.BackButton()
	a.Text.Display().Draw(dst, i18n.T("menu.stats"), a.W/2, back.CY(), a.HeadingSize(), style.Gold, render.Center, true)
	specs := table.Specs()
	y := back.Bottom() + a.Unit
	// Panels of 9 units each, shrunk together when the screen is short, but
	// never below readable text.
	u := math.Min(1.6*a.Unit, (a.H-y-a.Unit)/float64(max(1, len(specs)))/10.6)
	w := math.Min(a.W-2*a.Unit, 48*u)
	x0 := a.W/2 - w/2
	heads := []string{i18n.T("stats.played"), i18n.T("stats.won"), i18n.T("stats.rate"), i18n.T("stats.best_streak")}
	for _, sp := range specs {
		r := a.Stats[sp.Name]
		panel := layout.Rect{X: x0, Y: y, W: w, H: 9.6 * u}
		render.Panel(dst, panel, u*0.6, style.FeltDark, style.Edge(), 1)
		name := i18n.T(sp.Name + ".name")
		a.Text.Display().Draw(dst, name, x0+u, y+1.6*u, a.Text.Display().Fit(name, w*0.6, math.Max(a.Type.Body, 1.3*u), true), style.Cream, render.Left, true)
		rate := "–"
		if r.Played > 0 {
			rate = fmt.Sprintf("%d%%", int(math.Round(100*float64(r.Won)/float64(r.Played))))
		}
		cells := layout.Row(layout.Rect{X: x0, Y: y + 3*u, W: w, H: 4.5 * u}, 4, (w-2*u)/4, 4.5*u, 0)
		for i, v := range []string{fmt.Sprint(r.Played), fmt.Sprint(r.Won), rate, fmt.Sprint(r.BestStreak)} {
			c := cells[i]
			a.Text.Draw(dst, v, c.CX(), c.Y+1.4*u, math.Max(a.Type.Body, 2.2*u), style.Gold, render.Center, true)
			a.Text.Draw(dst, heads[i], c.CX(), c.Y+3.6*u, math.Max(a.Type.Tiny, a.Text.Fit(heads[i], c.W*0.95, a.Type.Small, false)), style.Muted, render.Center, false)
		}
		if r.Streak > 1 {
			msg := i18n.N("stats.current_streak", r.Streak, r.Streak)
			a.Text.Draw(dst, msg, x0+w-u, y+1.6*u, a.Text.Fit(msg, w*0.38, a.Type.Small, false), style.Highlight, render.Right, false)
		}
		d := a.Stats[profile.DailyKey(sp.Name)]
		extra := i18n.T("stats.daily", d.Played, d.Won)
		if as := r.Assisted + d.Assisted; as > 0 {
			extra += " · " + i18n.T("stats.assisted", as, r.AssistedWon+d.AssistedWon)
		}
		a.Text.Draw(dst, extra, x0+w/2, y+8.4*u, math.Max(a.Type.Tiny, a.Text.Fit(extra, w-2*u, a.Type.Small, false)), style.Cream, render.Center, false)
		y += 10.6 * u
	}
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
}

// DefaultFocus implements ui.Focuser.
func (s *Stats) DefaultFocus() string { return "back" }

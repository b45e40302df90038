package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/ui"
)

// SavedList is every saved game, the last played first: each with what it
// is, when it was last played and whether another tab plays it, a button
// to continue it (here, taking it over, when another tab has it) and one
// to remove it, which asks again before it does.
type SavedList struct {
	back   scenes.Scene
	saved  []*saved
	readAt int
	read   bool
	// removing is the game whose Remove was pressed once: pressed again,
	// it is removed for good.
	removing string
}

// Name implements scenes.Scene.
func (s *SavedList) Name() string { return "saved" }

func (s *SavedList) rows(a *scenes.App) (rows, cont, remove []layout.Rect) {
	w := column(a)
	sp := a.Space
	bh := math.Max(a.Touch(), style.ButtonH*a.Unit)
	h := a.Type.Body*1.4 + a.Type.Small*1.4 + bh + 2*sp.S
	y := a.BackButton().Bottom() + sp.M
	for range s.saved {
		r := layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: h}
		rows = append(rows, r)
		b := layout.Rect{X: r.X + sp.S, Y: r.Bottom() - sp.S - bh, W: (w - 3*sp.S) * 0.62, H: bh}
		cont = append(cont, b)
		remove = append(remove, layout.Rect{X: b.Right() + sp.S, Y: b.Y, W: (w - 3*sp.S) * 0.38, H: bh})
		y += h + sp.S
	}
	return rows, cont, remove
}

// Update implements scenes.Scene.
func (s *SavedList) Update(a *scenes.App) error {
	if !s.read || a.Frames-s.readAt >= 60 {
		s.read, s.readAt = true, a.Frames
		s.saved = savedGames(a, false)
	}
	in := &a.In
	if a.Hit("back", a.BackButton()) || in.Did(keymap.Back) || len(s.saved) == 0 {
		a.Go(s.back)
		return nil
	}
	_, cont, remove := s.rows(a)
	for i, g := range s.saved {
		if cont[i].Bottom() > a.H {
			break // the list holds at most saves.Max: off screen only on a tiny one
		}
		switch {
		case a.Hit("saved-continue-"+g.id, cont[i]):
			resume(a, g.id, g.elsewhere)
			return nil
		case a.Hit("saved-remove-"+g.id, remove[i]):
			if s.removing != g.id {
				s.removing = g.id
				return nil
			}
			s.removing = ""
			s.read = false
			if a.Saves.Delete(g.id) != nil {
				a.Notify(i18n.T("saved.changed_elsewhere"))
				return nil
			}
			a.Notify(i18n.T("saved.removed", g.line))
			return nil
		}
	}
	return nil
}

// Draw implements scenes.Scene.
func (s *SavedList) Draw(a *scenes.App, dst *ebiten.Image) {
	back := a.BackButton()
	title := i18n.T("saved.title")
	a.Text.Display().Draw(dst, title, a.W/2, back.CY(), a.Text.Display().Fit(title, a.W-2*back.Right()-a.Space.M, a.HeadingSize(), true), style.Gold, render.Center, true)
	rows, cont, remove := s.rows(a)
	sp := a.Space
	for i, g := range s.saved {
		r := rows[i]
		render.Panel(dst, r, a.Unit*0.6, style.FeltDark, style.Edge(), 1)
		a.Text.Draw(dst, g.line, r.X+sp.S, r.Y+sp.S+a.Type.Body*0.6, a.Text.Fit(g.line, r.W-2*sp.S, a.Type.Body, true), style.Cream, render.Left, true)
		when := i18n.T("saved.last", g.last.Local().Format("2006-01-02 15:04"))
		if g.last.IsZero() {
			when = ""
		}
		if g.elsewhere {
			when = i18n.T("saved.elsewhere")
		}
		a.Text.Draw(dst, when, r.X+sp.S, r.Y+sp.S+a.Type.Body*1.4+a.Type.Small*0.6, a.Text.Fit(when, r.W-2*sp.S, a.Type.Small, false), style.Muted, render.Left, false)
		label := i18n.T("menu.continue")
		if g.elsewhere {
			label = i18n.T("menu.continue_here")
		}
		a.Button(dst, cont[i], label, ui.Primary)
		if s.removing == g.id {
			a.Button(dst, remove[i], i18n.T("saved.remove_sure"), ui.Danger)
		} else {
			a.Button(dst, remove[i], i18n.T("saved.remove"), ui.Plain)
		}
	}
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
}

// DefaultFocus implements ui.Focuser: the game played last.
func (s *SavedList) DefaultFocus() string {
	if len(s.saved) > 0 {
		return "saved-continue-" + s.saved[0].id
	}
	return ""
}

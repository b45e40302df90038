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
	"parlour/scenes/platform"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// SavedList is every saved game, the last played first: each with what it
// is, when it was last played and whether another tab plays it, a button
// to continue it (here, taking it over, when another tab has it) and one
// to remove it, which asks again before it does. Under a heading follow the
// last games finished (package finished), each with when it ended, how far
// its review went and a button to its replay and review. The list scrolls
// when it does not fit.
type SavedList struct {
	back   scenes.Scene
	saved  []*saved
	done   []*doneGame
	readAt int
	read   bool
	// removing is the game whose Remove was pressed once: pressed again,
	// it is removed for good.
	removing string
	scroll   float64
}

// Name implements scenes.Scene.
func (s *SavedList) Name() string { return "saved" }

// savedPlan is where the list's rows lie, unscrolled.
type savedPlan struct {
	rows, cont, remove []layout.Rect
	// heading is the finished games' heading; done and replay their rows
	// and buttons.
	heading      layout.Rect
	done, replay []layout.Rect
	end          float64 // the bottom of the last row
}

func (s *SavedList) plan(a *scenes.App) savedPlan {
	var p savedPlan
	w := column(a)
	sp := a.Space
	bh := math.Max(a.Touch(), style.ButtonH*a.Unit)
	h := a.Type.Body*1.4 + a.Type.Small*1.4 + bh + 2*sp.S
	y := a.BackButton().Bottom() + sp.M
	row := func(more float64) (r, b layout.Rect) {
		r = layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: h + more}
		b = layout.Rect{X: r.X + sp.S, Y: r.Bottom() - sp.S - bh, W: (w - 3*sp.S) * 0.62, H: bh}
		y += r.H + sp.S
		return r, b
	}
	for range s.saved {
		r, b := row(0)
		p.rows, p.cont = append(p.rows, r), append(p.cont, b)
		p.remove = append(p.remove, layout.Rect{X: b.Right() + sp.S, Y: b.Y, W: (w - 3*sp.S) * 0.38, H: bh})
	}
	if len(s.done) > 0 {
		if len(s.saved) > 0 {
			y += sp.M
		}
		p.heading = layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: a.Type.Head * 1.6}
		y = p.heading.Bottom() + sp.S
		for range s.done {
			r, b := row(a.Type.Small * 1.4) // a line more: how far its review went
			p.done, p.replay = append(p.done, r), append(p.replay, b)
		}
	}
	p.end = y
	return p
}

// window is the band the list scrolls in: under Back and the heading.
func (s *SavedList) window(a *scenes.App) layout.Window {
	_, _, top := heading(a, i18n.T("saved.title"))
	return layout.Window{Top: top + a.Space.S, Bottom: a.H - a.Space.S}
}

// scrolled is where r, laid out with no scroll, lies at the scroll.
func (s *SavedList) scrolled(r layout.Rect) layout.Rect {
	r.Y -= s.scroll
	return r
}

// Update implements scenes.Scene.
func (s *SavedList) Update(a *scenes.App) error {
	if !s.read || a.Frames-s.readAt >= 60 {
		s.read, s.readAt = true, a.Frames
		s.saved = savedGames(a, false)
		s.done = doneGames(a)
	}
	in := &a.In
	if a.Hit("back", a.BackButton()) || in.Did(keymap.Back) || len(s.saved) == 0 && len(s.done) == 0 {
		a.Go(s.back)
		return nil
	}
	p := s.plan(a)
	win := s.window(a)
	most := math.Max(0, p.end-win.Bottom)
	s.scroll = scrolledBy(a, s.scroll, most, win)
	if f := a.FocusMoved(); f != "" {
		// The keyboard's focus (or the accessible page's) moved to a row
		// out of view: the list scrolls to show it.
		for i, g := range s.saved {
			if f == "saved-continue-"+g.id || f == "saved-remove-"+g.id {
				s.scroll = win.Reveal(s.scrolled(p.rows[i]), s.scroll, 0, most)
			}
		}
		for i, g := range s.done {
			if f == "finished-replay-"+g.id {
				s.scroll = win.Reveal(s.scrolled(p.done[i]), s.scroll, 0, most)
			}
		}
	}
	for i, g := range s.saved {
		switch {
		case a.HitScrolled("saved-continue-"+g.id, s.scrolled(p.cont[i]), win):
			resume(a, g.id, g.elsewhere)
			return nil
		case a.HitScrolled("saved-remove-"+g.id, s.scrolled(p.remove[i]), win):
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
	for i, g := range s.done {
		a.Label("finished-replay-"+g.id, i18n.T("saved.replay_of", g.line, g.when))
		if a.HitScrolled("finished-replay-"+g.id, s.scrolled(p.replay[i]), win) {
			s.read = false // read again when the replay comes back here
			sc, err := table.OpenFinished(a, g.entry, s)
			if err != nil {
				platform.Warn("parlour: " + err.Error())
				a.Notify(i18n.T("notice.no_table"))
				return nil
			}
			a.Go(sc)
			return nil
		}
	}
	return nil
}

// Draw implements scenes.Scene.
func (s *SavedList) Draw(a *scenes.App, dst *ebiten.Image) {
	p := s.plan(a)
	win := s.window(a)
	s.scroll = math.Max(0, math.Min(s.scroll, p.end-win.Bottom))
	sp := a.Space
	shown := func(r layout.Rect) bool { return r.Bottom() > win.Top && r.Y < win.Bottom }
	for i, g := range s.saved {
		r := s.scrolled(p.rows[i])
		if !shown(r) {
			continue
		}
		when := i18n.T("saved.last", g.last.Local().Format("2006-01-02 15:04"))
		if g.last.IsZero() {
			when = ""
		}
		if g.elsewhere {
			when = i18n.T("saved.elsewhere")
		}
		s.drawRow(a, dst, r, g.line, when)
		label := i18n.T("menu.continue")
		if g.elsewhere {
			label = i18n.T("menu.continue_here")
		}
		a.Button(dst, s.scrolled(p.cont[i]), label, ui.Primary)
		if s.removing == g.id {
			a.Button(dst, s.scrolled(p.remove[i]), i18n.T("saved.remove_sure"), ui.Danger)
		} else {
			a.Button(dst, s.scrolled(p.remove[i]), i18n.T("saved.remove"), ui.Plain)
		}
	}
	if len(s.done) > 0 {
		if h := s.scrolled(p.heading); shown(h) {
			title := i18n.T("saved.finished")
			a.Text.Draw(dst, title, h.X+sp.S, h.CY(), a.Text.Fit(title, h.W-2*sp.S, a.Type.Head, true), style.Gold, render.Left, true)
		}
	}
	for i, g := range s.done {
		r := s.scrolled(p.done[i])
		if !shown(r) {
			continue
		}
		s.drawRow(a, dst, r, g.line, g.when, g.review)
		a.Button(dst, s.scrolled(p.replay[i]), i18n.T("result.replay"), ui.Primary)
	}
	if p.end-s.scroll > win.Bottom+1 {
		// More below: a chevron at the edge says to scroll.
		h := 0.8 * a.Unit
		render.ChevronDown(dst, a.W-1.6*a.Unit, win.Bottom-0.4*a.Unit-h/2, h, style.Gold)
	}
	// The heading and Back stay put over what scrolls.
	back := a.BackButton()
	render.Panel(dst, layout.Rect{W: a.W, H: win.Top}, 0, style.Felt, nil, 0)
	drawHeading(a, dst, i18n.T("saved.title"))
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
}

// drawRow draws a row's panel, its line and its notes under it.
func (s *SavedList) drawRow(a *scenes.App, dst *ebiten.Image, r layout.Rect, line string, notes ...string) {
	sp := a.Space
	render.Panel(dst, r, a.Unit*0.6, style.FeltDark, style.Edge(), 1)
	a.Text.Draw(dst, line, r.X+sp.S, r.Y+sp.S+a.Type.Body*0.6, a.Text.Fit(line, r.W-2*sp.S, a.Type.Body, true), style.Cream, render.Left, true)
	for i, note := range notes {
		y := r.Y + sp.S + a.Type.Body*1.4 + a.Type.Small*(0.6+1.4*float64(i))
		a.Text.Draw(dst, note, r.X+sp.S, y, a.Text.Fit(note, r.W-2*sp.S, a.Type.Small, false), style.Muted, render.Left, false)
	}
}

// DefaultFocus implements ui.Focuser: the game played last, or the game
// finished last.
func (s *SavedList) DefaultFocus() string {
	if len(s.saved) > 0 {
		return "saved-continue-" + s.saved[0].id
	}
	if len(s.done) > 0 {
		return "finished-replay-" + s.done[0].id
	}
	return ""
}

package menus

import (
	"math"

	"parlour/assets/i18n"
	"parlour/render/layout"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/saves"
)

// mustReplace reports whether starting waits for the person's answer: a
// new game takes a slot of its own, and when saves.Max games are kept the
// oldest one no tab plays would make way for it. With every slot open in
// another tab, nothing can start, and the person is told.
func (s *Setup) mustReplace(a *scenes.App) bool {
	oldest, isFull := full(a)
	if !isFull {
		return false
	}
	if oldest == nil {
		a.Notify(i18n.T("setup.no_slot", saves.Max))
		return true
	}
	s.oldest, s.confirm = oldest, true
	return true
}

func (s *Setup) oldestLine() string {
	if s.oldest == nil {
		return ""
	}
	return s.oldest.line
}

func (s *Setup) confirmLayout(a *scenes.App) (layout.Rect, layout.Rect, layout.Rect) {
	u := a.Unit
	w := column(a)
	h := math.Max(a.Touch(), 3.4*u)
	panel := layout.Rect{X: a.W/2 - w/2, Y: a.H/2 - 7*u, W: w, H: 14 * u}
	sp := a.Space
	yes := layout.Rect{X: panel.X + sp.M, Y: panel.Bottom() - h - sp.M, W: (w - 3*sp.M) / 2, H: h}
	no := layout.Rect{X: yes.Right() + sp.M, Y: yes.Y, W: yes.W, H: h}
	return panel, yes, no
}

func (s *Setup) confirmUpdate(a *scenes.App) error {
	_, yes, no := s.confirmLayout(a)
	in := &a.In
	switch {
	case scenes.Hit(a, "replace-yes", yes):
		s.confirm = false
		if s.oldest != nil && a.Saves.Delete(s.oldest.id) != nil {
			// Played in another tab while the person was asked: kept, and
			// the next Start asks about the oldest again.
			a.Notify(i18n.T("saved.changed_elsewhere"))
			return nil
		}
		s.start(a)
	case scenes.Hit(a, "replace-no", no) || in.Did(keymap.Back):
		s.confirm = false
		a.GoHome()
	}
	return nil
}

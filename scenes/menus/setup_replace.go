package menus

import (
	"parlour/assets/i18n"
	"parlour/scenes"
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

// replaceQuestion asks whether the oldest saved game makes way for a new one.
func (s *Setup) replaceQuestion() question {
	line := ""
	if s.oldest != nil {
		line = s.oldest.line
	}
	return question{
		text: i18n.T("setup.replace_oldest", saves.Max, line),
		yes:  i18n.T("setup.replace_yes"), no: i18n.T("setup.replace_no"),
		yesID: "replace-yes", noID: "replace-no",
	}
}

func (s *Setup) confirmUpdate(a *scenes.App) error {
	answered, yes := s.replaceQuestion().answer(a)
	switch {
	case answered && yes:
		s.confirm = false
		if s.oldest != nil && a.Saves.Delete(s.oldest.id) != nil {
			// Played in another tab while the person was asked: kept, and
			// the next Start asks about the oldest again.
			a.Notify(i18n.T("saved.changed_elsewhere"))
			return nil
		}
		s.start(a)
	case answered:
		s.confirm = false
		a.GoHome()
	}
	return nil
}

package flow

import (
	"parlour/assets/i18n"
	"parlour/scenes/a11y"
	"parlour/scenes/speech"
)

// Speaker says things on the accessible page (the app; a speech.Queue in
// the tests).
type Speaker interface {
	Say(kind speech.Kind, text string)
}

// Herald tells the accessible page, in the table's order, what the person
// must hear besides the log's lines (which the table says as they play): a
// round's or the game's summary when it shows or goes, and the person's
// decision when it comes, changes or goes. Both are queued after the lines played
// before them (package speech), never said over them.
type Herald struct {
	summary  *Summary
	decision string
}

// Tell says what changed since the last call: showing is the summary on
// screen (nil for none, or when it must not be said: the pass-and-play
// cover), decision the person's decision's words ("" when they owe none,
// or under the cover). Either is taken back if it goes before it is said:
// it is no longer what the table shows (the next holder of the device
// hears the summary anew).
func (h *Herald) Tell(s Speaker, showing *Summary, decision string) {
	if showing != h.summary {
		h.summary = showing
		words := ""
		if showing != nil {
			words = showing.Words()
		}
		s.Say(speech.Result, words)
	}
	if decision != h.decision {
		h.decision = decision
		s.Say(speech.Decision, decision) // "" takes a decision not yet said back
	}
}

// Words are a summary as it is said: its title, its lines and the
// standings.
func (s *Summary) Words() string {
	words := []string{s.Title}
	words = append(words, s.Lines...)
	for _, st := range s.Standings {
		words = append(words, st.Name+": "+i18n.Number(st.Score)) // "−10", as the log writes it
	}
	return a11y.Sentences(words...) // "You win the game!", never "!."
}

package prompt

import "parlour/game"

// Walker is a decision a search may replay: brought back to its start,
// then picked along a way, its prompt read at each step. The table kit
// walks a game's real decision (its Pick on a view synced afresh); tests
// walk a made-up one.
type Walker interface {
	// Restart brings the decision back to its start, nothing picked.
	Restart()
	// Pick picks a target: the action, once the decision is made.
	Pick(t Target) (game.Action, bool)
	// Prompt is the decision as it stands.
	Prompt() Prompt
	// State tells two points of the decision apart (the prompt, and what
	// the game keeps of the decision beyond it): points reached twice are
	// tried once.
	State() string
}

// MaxWay is the longest way Way looks for: no decision of the four games
// takes more picks (a pass of three cards and a confirm; a cut's two
// dividers, moved, and a confirm).
const MaxWay = 6

// Way is the shortest way, pick by pick, from the decision's start to the
// action goal: breadth first over the prompt's offered targets, at most
// MaxWay picks. It leaves the decision at its start. A hint rings the way's
// targets one after another; found is false when goal cannot be reached
// (the hint then only says what to do).
func Way(w Walker, goal game.Action) (way []Target, found bool) {
	defer w.Restart()
	replay := func(path []Target) {
		w.Restart()
		for _, t := range path {
			w.Pick(t)
		}
	}
	seen := map[string]bool{}
	level := [][]Target{nil}
	for depth := 0; depth < MaxWay && len(level) > 0; depth++ {
		var next [][]Target
		for _, path := range level {
			replay(path)
			for _, t := range w.Prompt().Offered() {
				replay(path)
				act, done := w.Pick(t)
				longer := append(append([]Target(nil), path...), t)
				switch {
				case done && act == goal:
					return longer, true
				case !done:
					if k := w.State(); !seen[k] {
						seen[k] = true
						next = append(next, longer)
					}
				}
			}
		}
		level = next
	}
	return nil, false
}

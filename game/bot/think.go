package bot

import "parlour/game"

// Thinking is a decision in progress that can be advanced in short slices,
// so that a single-threaded client (wasm) draws frames between them. The
// slices change nothing about the result: a decision advanced one step at a
// time chooses exactly what Act would.
type Thinking interface {
	// Step does one bounded piece of work and reports whether the decision is made.
	Step() bool
	// Action is the decision; valid once Step has returned true.
	Action() game.Action
}

// Stepper is a bot whose decisions can be spread over many Steps.
type Stepper interface {
	Bot
	Begin(obs game.Observation, budget Budget) Thinking
}

// Think starts a decision with any bot: a Stepper thinks in slices, any
// other bot decides in its first Step.
func Think(b Bot, obs game.Observation, budget Budget) Thinking {
	if s, ok := b.(Stepper); ok {
		return s.Begin(obs, budget)
	}
	return &once{b: b, obs: obs, budget: budget}
}

// Finish runs a decision to its end in one go.
func Finish(t Thinking) game.Action {
	for !t.Step() {
	}
	return t.Action()
}

type once struct {
	b      Bot
	obs    game.Observation
	budget Budget
	a      game.Action
	done   bool
}

func (o *once) Step() bool {
	if !o.done {
		o.a, o.done = o.b.Act(o.obs, o.budget), true
	}
	return true
}

func (o *once) Action() game.Action { return o.a }

// Scan is the common shape of a heuristic decision: some preparation, then
// one score per candidate, keeping the first best. Each Step scores one
// candidate (the first Step prepares).
type Scan struct {
	Candidates []game.Action
	// Prepare runs in the first Step (deductions from the log, beliefs).
	Prepare func()
	// Score rates one candidate; higher is better.
	Score func(game.Action) float64
	// Decided, if set, is a decision known without scoring (used when
	// Prepare settles it).
	Decided *game.Action

	i         int
	prepared  bool
	best      game.Action
	bestScore float64
}

// Step implements Thinking.
func (s *Scan) Step() bool {
	if !s.prepared {
		s.prepared = true
		if s.Prepare != nil {
			s.Prepare()
		}
		return s.Decided != nil || len(s.Candidates) == 0
	}
	if s.Decided != nil || s.i >= len(s.Candidates) {
		return true
	}
	a := s.Candidates[s.i]
	v := s.Score(a)
	if s.i == 0 || v > s.bestScore {
		s.best, s.bestScore = a, v
	}
	s.i++
	return s.i >= len(s.Candidates)
}

// Action implements Thinking.
func (s *Scan) Action() game.Action {
	if s.Decided != nil {
		return *s.Decided
	}
	return s.best
}

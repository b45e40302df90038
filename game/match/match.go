// Package match plays a game to its end with one bot per seat. The simulator,
// the soak tests and the client's bot turns all go through it, so every bot is
// always handed an observation and never the game itself.
package match

import (
	"fmt"

	"parlour/game"
	"parlour/game/bot"
)

// Step is one applied decision, reported to an observer of the match.
type Step struct {
	Seat   int
	Action game.Action
	Events []game.Event
}

// Options tune a match.
type Options struct {
	Budget bot.Budget
	// MaxSteps stops a game that runs away (a rules bug); 0 means 100,000.
	MaxSteps int
	// OnStep, if set, sees every step after it is applied; an error stops the match.
	OnStep func(g game.Game, s Step) error
}

// ErrTooLong reports a game that hit MaxSteps.
type ErrTooLong struct{ Steps int }

func (e ErrTooLong) Error() string { return fmt.Sprintf("game did not end within %d steps", e.Steps) }

// Play runs g to its end. Seats that owe a decision together are asked in seat
// order; each is shown its own observation at the moment it is asked.
func Play(g game.Game, bots []bot.Bot, opt Options) error {
	if len(bots) != g.Players() {
		return fmt.Errorf("match: %d bots for %d seats", len(bots), g.Players())
	}
	limit := opt.MaxSteps
	if limit == 0 {
		limit = 100_000
	}
	for steps := 0; !g.Over(); {
		pending := g.Pending()
		if len(pending) == 0 {
			return fmt.Errorf("match: %s is not over but nobody owes a decision", g.Name())
		}
		for _, seat := range pending {
			if steps >= limit {
				return ErrTooLong{Steps: steps}
			}
			obs := g.Observe(seat)
			if len(obs.LegalActions()) == 0 {
				continue // an earlier decision this pass settled it
			}
			a := bots[seat].Act(obs, opt.Budget)
			events, err := g.Apply(seat, a)
			if err != nil {
				return fmt.Errorf("match: bot %s at seat %d: %w", bots[seat].Name(), seat, err)
			}
			steps++
			if opt.OnStep != nil {
				if err := opt.OnStep(g, Step{Seat: seat, Action: a, Events: events}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

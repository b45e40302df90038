package search

import (
	"errors"

	"parlour/game"
	"parlour/game/bot"
)

// Oracle is the Expert's search given what no seat may see: each iteration
// plays from the true state of the game (every hand, the deck's order)
// instead of a determinization dealt from the observation. Everything else
// is the Expert's (its config, rollout policy, horizon and budget), so its
// win rate is the upper bound of what this search can reach in a game, and
// the Expert's rate over the oracle's says how much the hidden cards cost it
// (issue 42).
//
// It is for measurement only (cmd/sim): it cannot be made from a seed, as
// every bot a person may choose is (catalog.NewBot), because it needs the
// game itself, and no level of the client names it.
type Oracle struct {
	cfg   Config
	seed  uint64
	truth func() game.Game
}

// NewOracle returns the oracle of the search cfg (a game's Expert, from
// catalog.Expert). truth returns the game's true state when asked, at the
// start of each decision (the game being played: the oracle copies it then,
// so the game may move on while it thinks).
func NewOracle(cfg Config, truth func() game.Game, seed uint64) *Oracle {
	cfg.Name = "oracle"
	// A belief weighs dealt worlds by how well they explain the others'
	// moves; the oracle plays in the one true world, which the belief could
	// only turn down, at a cost to the budget.
	cfg.Belief, cfg.BeliefTries = nil, 0
	withDefaults(&cfg)
	return &Oracle{cfg: cfg, seed: seed, truth: truth}
}

// Name implements bot.Bot.
func (o *Oracle) Name() string { return o.cfg.Name }

// Act implements bot.Bot.
func (o *Oracle) Act(obs game.Observation, budget bot.Budget) game.Action {
	return bot.Finish(o.Begin(obs, budget))
}

// DecisionBudget is the budget of a decision when the caller gives none
// (the Expert's, times Config.Think).
func (o *Oracle) DecisionBudget(obs game.Observation) int {
	return (&Bot{cfg: o.cfg}).DecisionBudget(obs)
}

// errNotTheTruth is a true state that does not give the observation the
// oracle was asked about: the game moved on, or truth returns another game.
var errNotTheTruth = errors.New("search: the oracle's true state does not give the observation it was asked about")

// Begin implements bot.Stepper: the true state is copied once, and every
// iteration plays from a copy of that copy.
func (o *Oracle) Begin(obs game.Observation, budget bot.Budget) bot.Thinking {
	cfg := o.cfg
	world := o.truth().Clone()
	var err error
	want, e1 := fingerprint(obs)
	got, e2 := fingerprint(world.Observe(obs.Viewer()))
	if e1 != nil || e2 != nil || want != got {
		err = errors.Join(errNotTheTruth, e1, e2)
	}
	cfg.Sample = func(game.Observation, *game.RNG) (game.Game, error) {
		if err != nil {
			return nil, err
		}
		return world.Clone(), nil
	}
	return (&Bot{cfg: cfg, seed: o.seed}).Begin(obs, budget)
}

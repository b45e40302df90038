// Package bot is the contract every Parlour bot implements, and the random bot
// that works for any game.
//
// A bot sees only a game.Observation: the engine removes what its seat may not
// know before the bot is asked, so no bot can cheat, whatever its code does.
package bot

import (
	"fmt"

	"parlour/game"
)

// Budget caps how much work one decision may do, in the bot's own units
// (positions examined, playouts). It is a count, not a duration, so a decision
// is reproducible; 0 means the bot's default. The browser client spends budgets
// in slices so that thinking never stalls a frame.
type Budget struct {
	Steps int
}

// Bot chooses one of the observation's legal actions.
type Bot interface {
	Name() string
	// Act returns one of obs.LegalActions(); it is called only when that list is not empty.
	Act(obs game.Observation, budget Budget) game.Action
}

// Random picks uniformly among the legal actions with its own seeded generator.
type Random struct {
	rng *game.RNG
}

// NewRandom returns a random bot.
func NewRandom(seed uint64) *Random { return &Random{rng: game.NewRNG(seed)} }

// Name implements Bot.
func (r *Random) Name() string { return "random" }

// Act implements Bot.
func (r *Random) Act(obs game.Observation, _ Budget) game.Action {
	legal := obs.LegalActions()
	return legal[r.rng.Intn(len(legal))]
}

// Factory makes a bot for one seat from a seed.
type Factory func(seed uint64) Bot

// Registry maps bot names to factories for one game.
type Registry map[string]Factory

// New builds the named bot.
func (r Registry) New(name string, seed uint64) (Bot, error) {
	f, ok := r[name]
	if !ok {
		names := make([]string, 0, len(r))
		for n := range r {
			names = append(names, n)
		}
		return nil, fmt.Errorf("unknown bot %q (bots: %v)", name, names)
	}
	return f(seed), nil
}

// Reasoner is a bot that can say in one short line why it chose an action
// (for a hint: "the Guard names the card most likely held"). The line is a
// message key of the shared catalog, with its arguments.
type Reasoner interface {
	Reason(obs game.Observation, a game.Action) (key string, args []any)
}

// SeatArg is a reason's argument naming a seat; the table shows the seat's
// name (the bot knows seats, not names).
type SeatArg int

// TermArg is a reason's argument that is itself a message key (a card's
// name); the table shows it in the person's language.
type TermArg string

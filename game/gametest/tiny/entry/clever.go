package entry

import (
	"slices"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest/tiny"
)

// Clever is Tiny's rule-of-thumb bot: it plays its highest card when that
// beats every card in the trick (leading, it always does), else its lowest,
// keeping the high card for a trick it can take.
type Clever struct{}

// Name implements bot.Bot.
func (Clever) Name() string { return "clever" }

// Act implements bot.Bot.
func (Clever) Act(obs game.Observation, _ bot.Budget) game.Action {
	o := obs.(*tiny.Observation)
	high, low := slices.Max(o.Hand), slices.Min(o.Hand)
	card := low
	if trick := o.Trick(); len(trick) == 0 || high > slices.Max(trick) {
		card = high
	}
	return game.NewAction(tiny.KindPlay, card)
}

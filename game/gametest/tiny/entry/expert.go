package entry

import (
	"parlour/game/bot"
	"parlour/game/search"
)

// expert tunes the search into Tiny's Expert (registry.Entry.Expert): a game
// of at most six cards needs few iterations, and the Clever bot plays the
// others in the rollouts.
func expert(cfg *search.Config) {
	cfg.Iterations = 200
	cfg.RolloutBot = func(uint64) bot.Bot { return Clever{} }
	cfg.Fallback = func(uint64) bot.Bot { return Clever{} }
}

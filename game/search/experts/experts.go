// Package experts configures the one search bot (package search) for each
// game: its sampler, its rollout policy (the game's heuristic bot), a horizon
// where a game has rounds, a belief filter where the others' choices tell
// something about their cards, and a budget that keeps a decision inside
// 100 ms in the browser. Nothing here reads more than a seat's observation
// and the determinizations dealt from it.
package experts

import (
	"parlour/game"
	"parlour/game/bot"
	"parlour/game/search"
)

// Config is the Expert of the named game; ok is false for a game without a
// sampler (it cannot be searched honestly, so it has no Expert yet).
func Config(name string) (cfg search.Config, ok bool) {
	cfg = search.Config{Name: "expert", Sample: sampler(name)}
	if f, ok := tunings[name]; ok && cfg.Sample != nil {
		f(&cfg)
	}
	return cfg, cfg.Sample != nil
}

// Beginner is the named game's Beginner, playing as a person learning the
// game does: it tries each legal move on a couple of deals only, so it
// misjudges close choices; it imagines the others playing carelessly (random
// rollouts) and draws no conclusions from what they chose (no belief); and it
// picks at random with odds that grow with how good a move looked, so a clear
// blunder is rare and a reasonable second-best move common. It is never
// uniformly random. A game may adjust it (beginners[name]): Love Letter's
// imagines the others playing like the Clever bot, Three Parts' counts only
// the majorities as they stand, not the cards to come.
func Beginner(name string) (cfg search.Config, ok bool) {
	cfg, ok = Config(name)
	cfg.Name = "beginner"
	cfg.Flat = true
	cfg.PerAction = 2
	cfg.Temperature = 0.03
	cfg.Belief = nil
	cfg.RolloutBot = nil
	if f, ok := beginners[name]; ok && cfg.Sample != nil {
		f(&cfg)
	}
	return cfg, ok
}

// NewBeginner makes the named game's Beginner: Beginner's search, or the
// game's own beginner bot where it has one (beginnerBots).
func NewBeginner(name string, seed uint64) (bot.Bot, bool) {
	if f, ok := beginnerBots[name]; ok {
		return f(seed), true
	}
	cfg, ok := Beginner(name)
	if !ok {
		return nil, false
	}
	return search.New(cfg, seed), true
}

// beginnerBots are beginners that are not a search.
var beginnerBots = map[string]func(seed uint64) bot.Bot{}

// tunings and beginners hold each game's settings, filled by the game's file.
var tunings, beginners = map[string]func(*search.Config){}, map[string]func(*search.Config){}

func sampler(name string) func(game.Observation, *game.RNG) (game.Game, error) {
	if d, err := game.Lookup(name); err == nil {
		return d.Sample
	}
	return nil
}

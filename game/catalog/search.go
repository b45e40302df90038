package catalog

import (
	"parlour/game/bot"
	"parlour/game/registry"
	"parlour/game/search"
)

// Expert is the named game's Expert: the one search bot (package search)
// given the game's sampler and tuned by the game (registry.Entry.Expert):
// its rollout policy (the game's Clever bot), a horizon where a game has
// rounds, a belief filter where the others' choices tell something about
// their cards, and a budget that keeps a decision inside 100 ms in the
// browser. Nothing it reads is more than a seat's observation and the
// determinizations dealt from it.
func Expert(name string) (search.Config, error) {
	e, err := Lookup(name)
	if err != nil {
		return search.Config{}, err
	}
	return expertConfig(e), nil
}

func expertConfig(e registry.Entry) search.Config {
	cfg := search.Config{Name: "expert", Sample: e.Definition.Sample}
	e.Expert(&cfg)
	return cfg
}

// Review is the search the review of a person's decisions judges with
// (package game/review): the Expert's, as the game adjusts it for reviews
// (registry.Entry.Review), and what its chances measure ("game" or
// "round").
func Review(name string) (search.Config, string, error) {
	e, err := Lookup(name)
	if err != nil {
		return search.Config{}, "", err
	}
	cfg := expertConfig(e)
	measure := "game"
	if e.Review != nil {
		measure = e.Review(&cfg)
	}
	return cfg, measure, nil
}

// Beginner is the named game's Beginner, playing as a person learning the
// game does: it tries each legal move on a couple of deals only, so it
// misjudges close choices; it imagines the others playing carelessly (random
// rollouts) and draws no conclusions from what they chose (no belief); and it
// picks at random with odds that grow with how good a move looked, so a clear
// blunder is rare and a reasonable second-best move common. It is never
// uniformly random. A game may adjust it (registry.Entry.Beginner): Love
// Letter's imagines the others playing like the Clever bot, Three Parts'
// counts only the majorities as they stand, not the cards to come.
func Beginner(name string) (search.Config, error) {
	e, err := Lookup(name)
	if err != nil {
		return search.Config{}, err
	}
	return beginnerConfig(e), nil
}

func beginnerConfig(e registry.Entry) search.Config {
	cfg := expertConfig(e)
	cfg.Name = "beginner"
	cfg.Flat = true
	cfg.PerAction = 2
	cfg.Temperature = 0.03
	cfg.Belief = nil
	cfg.RolloutBot = nil
	if e.Beginner != nil {
		e.Beginner(&cfg)
	}
	return cfg
}

// NewBotThinking is NewBot with the Expert's default budget a decision
// multiplied by think (search.Config.Think; 1 is the catalog's Expert): a
// table gives its Expert the time its motion leaves (scenes/session's
// Think), sim measures it at any budget (--think). Other levels are
// NewBot's: they do not search, or search a budget of their own.
func NewBotThinking(gameName, botName string, seed uint64, think float64) (bot.Bot, error) {
	if BotName(botName) != "expert" || think == 1 || think <= 0 {
		return NewBot(gameName, botName, seed)
	}
	cfg, err := Expert(gameName)
	if err != nil {
		return nil, err
	}
	cfg.Think = think
	return search.New(cfg, seed), nil
}

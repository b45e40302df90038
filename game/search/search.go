// Package search is the Expert bot of every game (and the engine of its
// Beginner): information-set Monte Carlo tree search over determinizations
// (Cowling, Powley and Whitehouse 2012), built from nothing but the game
// contract and the game's Sampler. Each game tunes it in its entry
// (game/<name>/entry); package catalog makes it.
//
// # The algorithm
//
// Each iteration deals one determinization from the bot's observation with
// Definition.Sample, so the search sees only what its seat may see, and plays
// it out: inside the tree by UCB with availability counts (ISMCTS's answer to
// actions that exist only in some deals), beyond it by a rollout policy, until
// the game ends or a game-specific horizon values the position.
//
// Tree nodes are information sets of the seat that acts there, as in the
// paper's multiple-observer variant and OpenSpiel's IS-MCTS: a node's key is
// that seat's observation at the root of the iteration's determinization
// followed by every event since, redacted for that seat, and the seat's own
// actions. So an opponent's node depends on its own sampled hand, as a real
// opponent's choice does, but never on a card it could not see; simultaneous
// decisions (votes, passes, drafts) are sound, because a seat's key holds
// another's hidden choice only as "a choice was made"; and the bot's own later
// decisions are keyed by what it would have seen then.
//
// Where the game has a good heuristic bot, the Expert uses it three ways
// (each a Config field):
//
//   - ModelOthers: the other seats are played by the heuristic, on their own
//     observation of the determinization, in the tree too; the tree then holds
//     only the bot's own information sets and searches a best response to that
//     model (sound for simultaneous moves: each modelled seat sees only its
//     own observation).
//   - RolloutBot: the heuristic plays every seat beyond the tree.
//   - PriorBias: progressive bias (Chaslot et al. 2008) towards the
//     heuristic's choice at the bot's own nodes (PriorBot, where the
//     rollouts are left random).
//
// A Belief may weigh determinizations by how well they explain what the
// others did (rejection sampling), and a Horizon stops a simulation at a
// round's end or a few turns ahead with an estimate of each seat's chance to
// win.
//
// The budget is a count — of iterations, or of units of work (each iteration
// plus the actions it simulates) — never a duration; everything random comes
// from the bot's seed, and the tree is read only through map lookups (never
// map order), so the same observation and seed always give the same decision.
// A decision is advanced in Steps of a small share of the budget each
// (bot.Stepper), so the browser draws frames between them.
//
// Flat is a one-level variant (every root action played out on the same
// deals, common random numbers) with an optional softmax choice: the Beginner.
package search

import (
	"fmt"
	"math"

	"parlour/game"
	"parlour/game/bot"
)

// Horizon ends simulations early with an estimate. Mark is read from each
// iteration's determinization before any action; Leaf is asked after every
// action of a rollout and, when it returns true, has written each seat's
// value (0 to 1, its chance to win) into out.
type Horizon struct {
	Mark func(g game.Game) int
	Leaf func(g game.Game, mark int, out []float64) bool
}

// Config is one game's Expert.
type Config struct {
	// Name is the bot's name ("expert").
	Name string
	// Sample deals a determinization from an observation (Definition.Sample).
	Sample func(game.Observation, *game.RNG) (game.Game, error)
	// Iterations is the default budget of a decision, in iterations, when
	// Work is 0.
	Iterations int
	// PerStep is how many iterations one Step runs (default 4).
	PerStep int
	// Work, if set, is the default budget of a decision in units of work
	// instead: each iteration costs IterationCost (dealing, weighing, the
	// tree) plus one per action it simulates. A position with long
	// simulations ahead (a round's first trick) then gets fewer iterations
	// and a short one more, so every decision takes about as long; the count
	// is still exact, so the decision is still reproducible. Budget.Steps is
	// then counted in the same units.
	Work          int
	IterationCost int
	// WorkFor, if set, gives the work budget of a decision from its
	// observation (a table of more players simulates dearer actions).
	WorkFor func(game.Observation) int
	// StepWork is the work one Step does at most, past its first iteration
	// (default: a 32nd of the decision's budget).
	StepWork int
	// Exploration is UCB's constant, for values from 0 to 1 (default 0.7).
	Exploration float64
	// RolloutBot, if set, plays beyond the tree: a bot (the game's
	// heuristic) shown each seat's observation of the determinization. Nil:
	// uniformly random actions. The search makes each observation it shows
	// the bot in the memory of the one before (game.Reobserver), so the bot
	// must keep nothing of one past its Act.
	RolloutBot func(seed uint64) bot.Bot
	// PriorBias is the progressive bias (Chaslot et al. 2008) towards the
	// action the prior policy (PriorBot, else RolloutBot) would take at a
	// node of the bot's own: that action's UCB score gains
	// PriorBias/(visits+1), and it is tried first.
	PriorBias float64
	// PriorBot, if set, is the prior policy of PriorBias where the rollouts
	// are better left to another policy (random, in Three Parts: its
	// heuristic is too dear to play every seat of every simulation, but
	// asking it once per new node of the bot's own is cheap). A prior that
	// is an Abstainer gives no prior where it abstains.
	PriorBot func(seed uint64) bot.Bot
	// Belief, if set, prepares for one decision a weight of determinizations:
	// how well one explains what the viewer saw the others do (a likelihood
	// in (0, 1]). The search draws up to BeliefTries determinizations and
	// keeps each with that chance (rejection sampling), so its deals follow
	// the others' revealed choices. The weight may remember what it computed
	// (it serves one decision only).
	Belief      func(obs game.Observation) func(det game.Game) float64
	BeliefTries int
	// Flat, if set, searches one level with common random numbers (see flat).
	Flat bool
	// PerAction, if set, makes the budget this many determinizations for
	// each legal action (Flat only), whatever Budget.Steps says.
	PerAction int
	// Temperature, if set, chooses the root action at random with odds
	// exp(value/Temperature) instead of taking the best (Flat only): a
	// player who misjudges close choices but rarely a clear one.
	Temperature float64
	// ModelOthers plays the other seats by the rollout policy inside the tree
	// too, so the tree holds only the bot's own decisions: a best response to
	// that model of the others, searched deeper for the same budget.
	ModelOthers bool
	// Horizon, if set, scores simulations before the game ends.
	Horizon *Horizon
	// MaxRollout caps a simulation's actions beyond the tree (default 2,000);
	// a simulation stopped by it scores 1/players for every seat.
	MaxRollout int
	// Fallback makes the bot that decides when sampling fails (nil: the
	// first legal action). A sampler that refuses an observation is a bug;
	// the fallback keeps the table playing.
	Fallback func(seed uint64) bot.Bot
	// Think, if set, multiplies the default budget of a decision (from
	// Iterations, Work or WorkFor; not PerAction's, nor a Budget.Steps
	// given): the simulator's --think, to measure the search at other
	// budgets. 0 and 1 leave it as the game tuned it.
	Think float64
}

// Abstainer is a prior policy that gives no opinion on some decisions: those
// too dear to ask at every new node, since a step of the search must stay
// short enough for a frame.
type Abstainer interface {
	Abstains(obs game.Observation) bool
}

// Bot is the search bot.
type Bot struct {
	cfg  Config
	seed uint64
}

// New returns a search bot; seed drives every random choice.
func New(cfg Config, seed uint64) *Bot {
	withDefaults(&cfg)
	return &Bot{cfg: cfg, seed: seed}
}

// withDefaults fills the fields a Config leaves at zero.
func withDefaults(cfg *Config) {
	if cfg.PerStep <= 0 {
		cfg.PerStep = 4
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = 0.7
	}
	if cfg.MaxRollout <= 0 {
		cfg.MaxRollout = 2000
	}
	if cfg.Iterations <= 0 {
		cfg.Iterations = 1000
	}
	if cfg.IterationCost <= 0 {
		cfg.IterationCost = 8
	}

	if cfg.Name == "" {
		cfg.Name = "expert"
	}
}

// Name implements bot.Bot.
func (b *Bot) Name() string { return b.cfg.Name }

// Act implements bot.Bot.
func (b *Bot) Act(obs game.Observation, budget bot.Budget) game.Action {
	return bot.Finish(b.Begin(obs, budget))
}

// Begin implements bot.Stepper.
func (b *Bot) Begin(obs game.Observation, budget bot.Budget) bot.Thinking {
	iters := budget.Steps
	switch {
	case b.cfg.Flat && b.cfg.PerAction > 0:
		iters = b.cfg.PerAction * len(obs.LegalActions())
	case iters <= 0:
		iters = b.DecisionBudget(obs)
	}
	t := &thinking{cfg: &b.cfg, obs: obs, left: iters, stepWork: b.cfg.StepWork, rng: game.NewRNG(b.seed)}
	if t.stepWork <= 0 {
		// 32 steps of the game's own budget; a decision given Think times
		// that budget takes Think times as many steps of the same size, so
		// what one step takes of a frame does not grow with the budget.
		base := iters
		if k := b.cfg.Think; k > 1 && budget.Steps <= 0 && !(b.cfg.Flat && b.cfg.PerAction > 0) {
			base = int(float64(iters) / k)
		}
		t.stepWork = max(base/32, 1)
	}
	legal := obs.LegalActions()
	switch {
	case len(legal) == 1:
		t.done, t.action = true, legal[0]
	case b.cfg.Sample == nil:
		t.fail(fmt.Errorf("no sampler"))
	}
	return t
}

// DecisionBudget is the budget of a decision when the caller gives none:
// the game's (WorkFor, Work or Iterations, in that order), times Think.
// PerAction's budget of a Flat search is not this one.
func (b *Bot) DecisionBudget(obs game.Observation) int {
	n := b.cfg.Iterations
	switch {
	case b.cfg.WorkFor != nil:
		n = b.cfg.WorkFor(obs)
	case b.cfg.Work > 0:
		n = b.cfg.Work
	}
	if k := b.cfg.Think; k > 0 && k != 1 {
		n = max(1, int(math.Round(float64(n)*k)))
	}
	return n
}

// thinking is one decision in progress.
type thinking struct {
	cfg      *Config
	obs      game.Observation
	left     int
	stepWork int
	rng      *game.RNG
	tree     searcher
	done     bool
	action   game.Action
	err      error
}

func (t *thinking) Action() game.Action { return t.action }

// Err is why the search fell back, or nil.
func (t *thinking) Err() error { return t.err }

func (t *thinking) fail(err error) {
	t.err = err
	t.done = true
	if t.cfg.Fallback != nil {
		t.action = t.cfg.Fallback(t.rng.Uint64()).Act(t.obs, bot.Budget{})
	} else {
		t.action = t.obs.LegalActions()[0]
	}
}

// Step implements bot.Thinking: it runs PerStep iterations, or iterations
// worth StepWork when the budget is work.
func (t *thinking) Step() bool {
	if t.done {
		return true
	}
	if t.tree == nil {
		if t.cfg.Flat {
			t.tree = newFlat(t.cfg, t.obs)
		} else {
			tr, err := newTree(t.cfg, t.obs, t.rng)
			if err != nil {
				t.fail(err)
				return true
			}
			t.tree = tr
		}
	}
	work := (t.cfg.Work > 0 || t.cfg.WorkFor != nil) && !(t.cfg.Flat && t.cfg.PerAction > 0)
	for done := 0; t.left > 0; {
		actions, err := t.tree.iterate(t.rng)
		if err != nil {
			t.fail(err)
			return true
		}
		if !work {
			t.left--
			if done++; done >= t.cfg.PerStep {
				break
			}
			continue
		}
		cost := t.cfg.IterationCost + actions
		t.left -= cost
		if done += cost; done >= t.stepWork {
			break
		}
	}
	if t.left > 0 {
		return false
	}
	t.action = t.tree.best(t.rng)
	t.done = true
	return true
}

// dealer deals the determinizations of one decision, filtered by the belief
// when there is one.
type dealer struct {
	cfg    *Config
	obs    game.Observation
	weight func(game.Game) float64
	tries  int // deals drawn by the last call, rejected ones included
}

func newDealer(cfg *Config, obs game.Observation) *dealer {
	d := &dealer{cfg: cfg, obs: obs}
	if cfg.Belief != nil {
		d.weight = cfg.Belief(obs)
	}
	return d
}

func (d *dealer) deal(r *game.RNG) (game.Game, error) {
	var best game.Game
	bw := -1.0
	for try := 0; ; try++ {
		d.tries = try + 1
		det, err := d.cfg.Sample(d.obs, r)
		if err != nil || d.weight == nil {
			return det, err
		}
		w := d.weight(det)
		if w >= 1 || r.Float64() < w {
			return det, nil
		}
		if w > bw {
			best, bw = det, w
		}
		if try+1 >= d.cfg.BeliefTries {
			return best, nil
		}
	}
}

type searcher interface {
	// iterate runs one simulation and says how many actions it simulated.
	iterate(r *game.RNG) (int, error)
	best(r *game.RNG) game.Action
}

// mix folds x into h (a strong 64-bit mixer, so keys built from a few
// numbers do not collide by arithmetic accident).
func mix(h, x uint64) uint64 {
	h ^= x + 0x9e3779b97f4a7c15 + h<<6 + h>>2
	h ^= h >> 31
	h *= 0x7fb5d329728ea185
	h ^= h >> 27
	h *= 0x81dadef4bc2dd44d
	h ^= h >> 33
	return h
}

func mixEvent(h uint64, e game.Event, viewer int) uint64 {
	e = e.Redact(viewer)
	h = mix(h, uint64(e.Type)<<48^uint64(uint16(e.Seat))<<32^uint64(uint16(e.Target))<<16^uint64(uint16(e.Card)))
	x := uint64(uint32(e.Value))<<32 ^ uint64(e.Hidden)<<8 ^ uint64(e.Secret.Len())
	for i := range e.Secret.Len() {
		x = x*131 + uint64(uint8(e.Secret.At(i)))
	}
	return mix(h, x)
}

func mixAction(h uint64, a game.Action) uint64 {
	return mix(h, 1<<63|uint64(a.Kind)<<32|uint64(uint8(a.Args[0]))<<24|uint64(uint8(a.Args[1]))<<16|uint64(uint8(a.Args[2]))<<8|uint64(uint8(a.Args[3])))
}

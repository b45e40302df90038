package game

// The optional interfaces.
//
// Generic code finds these by type assertion: a game, a bot or a prior may
// implement one, and whoever asks falls back to the plain contract when it
// does not. They are listed here, all in one place, because an assertion
// that fails is silent: a method misspelt, or given another signature, is
// simply never called. So every game states at compile time that it
// implements those a game may (Engine), and each one below names the check
// that proves a game (or a bot) implements it as it promises; every game runs
// these checks through gametest.Conformance, every heuristic bot through its
// reason and stepping tests.
//
// Implemented by a game (package game):
//
//   - [Explainer]: Explain names the rule that forbids an illegal action.
//     Proved by gametest.Conformance (checkRefusals): a changed legal action
//     is refused with a rule other than [NotLegalNow].
//   - [LegalAppender]: AppendLegal, Legal without allocating. Proved by
//     gametest.Conformance (checkLegalAndNotation): AppendLegal lists what
//     Legal lists, at every step, for every seat and the spectator.
//   - [LegalApplier]: ApplyLegal, Apply without the check. Proved by
//     gametest.Conformance: a clone applies each step's action with
//     ApplyLegal and must report the events Apply reports and save the same.
//   - [Stacker]: Stack fixes the first deal. Proved by gametest.Conformance
//     (checkStacker): it refuses a seat off the table, an order it cannot
//     read and any stacking after the first action, with an error and the
//     game unchanged; and by every rule test that deals with gametest.Deal.
//   - [Opener]: Opening is the deal New made. Proved by
//     gametest.Conformance: the opening reports events, which checkEvents
//     holds to the rules of secrets.
//   - [Reobserver]: Reobserve makes an observation in an older one's memory.
//     Proved by gametest.Conformance (checkReobserve): it equals Observe's,
//     field for field.
//   - randomised (private, save.go): RandomSource hands DecodeState the
//     state's generator, so that a save without one is refused. Proved by
//     gametest.Conformance (checkDamagedSaves): a save without its generator
//     does not load.
//   - gametest.Validator: Validate checks every invariant. Proved by
//     gametest.Conformance, which calls it after every action and on every
//     sample, and by gametest.Soak.
//
// Implemented by a bot (package bot) or a search prior (package search):
//
//   - bot.Reasoner: Reason says why the bot chose an action, as a catalog
//     key. Proved by gametest.CheckReasons: every decision of whole games has
//     a reason every catalog has, with exactly its arguments.
//   - bot.Stepper, whose Begin returns a bot.Thinking: a decision in slices.
//     Proved by gametest.CheckSteppedMatchesAct: a decision made one Step at
//     a time is Act's, and real choices take more than one Step.
//   - search.Abstainer: a prior policy that gives no opinion on some
//     decisions. Proved by gametest.CheckPrior: whether it abstains depends
//     on the observation alone, and where it does not it chooses a legal
//     action.

// Engine is a Game with every optional interface a game may implement.
// Each of Parlour's games is one and says so at compile time (var _
// game.Engine = (*Game)(nil)), so that a method misspelt or given another
// signature fails the build instead of never being called.
type Engine interface {
	Game
	Explainer
	LegalAppender
	LegalApplier
	Stacker
	Opener
	Reobserver
}

// Explainer is implemented by games that can say which rule forbids an
// action that is not among a seat's legal actions. CheckTurn asks it only
// after the legal list has refused the action, so the explanation never
// decides legality: Legal is the single source of truth.
type Explainer interface {
	// Explain names the rule that forbids seat's action a, in a short clause
	// such as "the Countess must be played when held with the King or a Prince".
	Explain(seat int, a Action) string
}

// LegalAppender is implemented by games that can append legal actions to a
// caller's buffer; CheckTurn uses it to judge an action without allocating.
type LegalAppender interface {
	AppendLegal(buf []Action, seat int) []Action
}

// LegalApplier is implemented by games that can apply an action known to be
// legal without checking it again: a search takes every action it simulates
// from Legal, and applies thousands a decision. Apply is CheckTurn followed
// by ApplyLegal (see ApplyChecked); anything but such a simulation uses Apply.
type LegalApplier interface {
	ApplyLegal(seat int, a Action) []Event
}

// Stacker is implemented by games whose first deal can be fixed instead of
// shuffled: replay scripts and rule tests use it. order lists cards from the top
// in the game's notation; first is the seat that starts.
type Stacker interface {
	Stack(first int, order []string) error
}

// Opener is implemented by games that deal when they are created: Opening
// returns those first events, for a log or client that starts from New.
type Opener interface {
	Opening() []Event
}

// Reobserver is implemented by games that can make an observation over one
// made before, reusing its memory. A search shows a bot an observation at
// every action it simulates and drops it at once; building each afresh,
// the log above all, was most of what the search allocated.
type Reobserver interface {
	// Reobserve returns seat's observation, equal in every field to what
	// Observe returns (nil and empty slices alike), built where it can in
	// old's memory. old must be an observation no one else will read again;
	// one of another game type, or nil, is ignored.
	Reobserve(old Observation, seat int) Observation
}

// Reobserve is g's Reobserve where it has one, else its Observe.
func Reobserve(g Game, old Observation, seat int) Observation {
	if r, ok := g.(Reobserver); ok {
		return r.Reobserve(old, seat)
	}
	return g.Observe(seat)
}

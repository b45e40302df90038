// Package game is the rules-engine contract every Parlour game implements, and
// the small pieces they share: seats, actions, events, errors, the seeded
// generator, and the versioned save envelope.
//
// # The contract
//
// A game is a value. Everything that decides what happens next lives in it,
// including its random generator, so the same seed and the same actions always
// give the same game, and a saved game continues exactly as the original would.
//
//   - Pending lists the seats that owe a decision now. It may hold several seats
//     at once (simultaneous passing, voting, power windows); each of them may act
//     in any order, and the engine waits until all of them have.
//   - Legal lists the actions a seat may take now. It is empty for a seat that
//     owes nothing.
//   - Apply takes one seat's action. It returns the events that followed, or an
//     *IllegalError naming the seat, the action and the rule it breaks; the game
//     is unchanged after an error. Apply never panics on bad input. Every Apply
//     is ApplyChecked: CheckTurn, which accepts exactly the actions Legal lists
//     (and asks the game's Explainer which rule forbids any other), then the
//     game's ApplyLegal; so no game repeats that check and Legal is the one
//     source of truth.
//   - Observe gives a seat's observation: its information state. It holds what the
//     seat can see now and everything it has been shown this round (its redacted
//     event log), and nothing else. Bots receive only observations, so a bot cannot
//     cheat by construction. Observe(Spectator) is what a bystander sees.
//   - Events carry their secret part separately (Event.Secret) with the seats
//     allowed to see it (Event.SeenBy). Event.Redact strips the secret for every
//     other seat, so one event stream serves every viewer and the client animates
//     from it.
//   - Chance is internal: shuffles and random picks draw from the game's RNG,
//     which is part of the state and serialised with it.
//   - Save and Load wrap a game's state in a versioned JSON envelope. A save that
//     is corrupt, from another game or from a newer version is refused with an
//     error; a loaded state is validated before it is used.
//   - Every game has a short text notation for actions (ParseAction and
//     FormatAction), used in logs, replay scripts and tests.
//   - A game that supports search bots sets Definition.Sample: it builds a
//     complete state consistent with one seat's observation (a determinization),
//     with the unseen cards dealt at random. It is handed only the observation.
//   - Definition carries the metadata that setup screens, URL parameters and
//     the simulator read: player range, variants, options and their values, bots.
//     Definition.CheckConfig checks a Config against it.
//   - What every engine does alike is written once (engine.go): ApplyChecked,
//     the observation's shared part Seen (its log and legal actions),
//     Sampler, LoadState, and the reading of a stacked deal.
//   - The optional interfaces a game or a bot may implement, found by type
//     assertion, are listed in optional.go, each with the check that proves it.
//   - Package gametest holds the suite every game runs (Conformance, Soak) and
//     the shared test helpers (Deal, Act, RefuseText, Notation, CheckStrength,
//     CheckReasons).
//
// Game packages register themselves with Register; package catalog imports them
// all so that tools can create or load any game by name.
package game

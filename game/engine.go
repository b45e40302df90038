package game

import (
	"fmt"
	"slices"
)

// The pieces every engine shares: its Apply, the contract's part of its
// observation, its Definition.Sample, its Load and the reading of a
// Stacker's order. Each game's own method stays one line that names its
// types; what the line does is written once, here.

// ApplyChecked is every game's Apply: CheckTurn first (the game is not
// over, the seat owes a decision, the action is one of its legal ones, and
// the error names the seat, the action and the rule broken), then the
// game's ApplyLegal, which trusts the action.
func ApplyChecked[G interface {
	Game
	LegalApplier
}](g G, seat int, a Action) ([]Event, error) {
	if err := CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	return g.ApplyLegal(seat, a), nil
}

// Seen is the part of every game's observation that the contract defines:
// what its seat has been shown (its redacted log) and what it may do now.
// A game's Observation embeds it after the game's own fields, where the log
// and the legal actions always stood, so that an observation encodes to
// the same JSON as before it was shared.
type Seen struct {
	Log   []Event  `json:"log"`
	Legal []Action `json:"legal"`
}

// LegalActions implements Observation.
func (s *Seen) LegalActions() []Action { return s.Legal }

// seen lets Reusable find the shared part of any game's observation.
func (s *Seen) seen() *Seen { return s }

// Observed is the shared part of seat's observation: log redacted for seat
// and, when legal is not nil, seat's legal actions appended by it (a game
// that shows a spectator no legal list, or builds it otherwise, passes
// nil). It is made in reuse's memory where reuse is not nil (Reobserve),
// afresh otherwise; a fresh legal list is empty rather than nil.
func Observed(reuse *Seen, log []Event, seat int, legal LegalAppender) Seen {
	var logBuf []Event
	var legalBuf []Action
	if reuse != nil {
		logBuf, legalBuf = reuse.Log, reuse.Legal
	}
	s := Seen{Log: RedactInto(logBuf, log, seat)}
	if legal != nil {
		if legalBuf == nil {
			legalBuf = []Action{}
		}
		s.Legal = legal.AppendLegal(legalBuf[:0], seat)
	}
	return s
}

// Reusable is the memory a game's Reobserve may build in: old's shared part
// when old is an observation of the game's type O, and nil for anything
// else (another game's, or none), which its observe then makes afresh.
func Reusable[T any, O interface {
	*T
	Observation
	seen() *Seen
}](old Observation) *Seen {
	if o, ok := old.(O); ok && o != nil {
		return o.seen()
	}
	return nil
}

// Sampler makes a game's Definition.Sample from its typed sampler: it
// hands sample the observation with the game's own type, and refuses, with
// an error naming the game, an observation of another type or none (which
// would otherwise panic in the sampler).
func Sampler[T any, O interface {
	*T
	Observation
}, G Game](game string, sample func(O, *RNG) (G, error)) func(Observation, *RNG) (Game, error) {
	return func(obs Observation, r *RNG) (Game, error) {
		o, ok := obs.(O)
		if !ok || o == nil {
			return nil, fmt.Errorf("%s: cannot sample from a %T", game, obs)
		}
		g, err := sample(o, r)
		if err != nil {
			return nil, err // not a nil *G in a non-nil Game
		}
		return g, nil
	}
}

// LoadState is every game's Load: it decodes MarshalState's output into a
// new T strictly and validates it (DecodeState), so that a loaded game can
// never panic later. The state must hold its generator (RandomSource), so
// that a save without one is refused.
func LoadState[T any, P interface {
	*T
	Validate() error
	RandomSource() *RNG
}](data []byte) (P, error) {
	var g T
	if err := DecodeState(data, P(&g)); err != nil {
		return nil, err
	}
	return &g, nil
}

// ParseOrder reads a Stacker's order with the game's parse, naming the
// entry that does not read ("deck card 2: …").
func ParseOrder[C any](order []string, parse func(string) (C, error)) ([]C, error) {
	out := make([]C, len(order))
	for i, s := range order {
		c, err := parse(s)
		if err != nil {
			return nil, fmt.Errorf("deck card %d: %w", i, err)
		}
		out[i] = c
	}
	return out, nil
}

// StackedDeck is a deck that starts with order and goes on with the cards
// rest still counts (rest[c] copies of card c), shuffled by r: a partial
// stacked order completed from the seed.
func StackedDeck[C ~int8, N ~int | ~int8](order []C, rest []N, r *RNG) []C {
	var tail []C
	for c, n := range rest {
		for range int(n) {
			tail = append(tail, C(c))
		}
	}
	r.Shuffle(len(tail), func(i, j int) { tail[i], tail[j] = tail[j], tail[i] })
	return append(slices.Clone(order), tail...)
}

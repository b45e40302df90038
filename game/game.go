package game

import (
	"fmt"
	"slices"
	"strings"
)

// Spectator is the seat of a viewer who plays no part: it sees only public information.
const Spectator = -1

// Action is one decision of one seat. Kind and Args mean what the game says;
// the struct is small and comparable so that legality is a plain == against the
// legal list and nothing is allocated on the hot path of a simulation.
// Unused arguments are -1 (see NewAction).
type Action struct {
	Kind uint8   `json:"kind"`
	Args [4]int8 `json:"args"`
}

// NewAction builds an action whose unused arguments are -1.
func NewAction(kind uint8, args ...int) Action {
	a := Action{Kind: kind, Args: [4]int8{-1, -1, -1, -1}}
	for i, v := range args {
		if i < len(a.Args) {
			a.Args[i] = int8(v)
		}
	}
	return a
}

// OfKind is the actions of one kind among actions, in their order (a
// decision's prompt offers one kind at a time: the cards to play, the
// seats to name).
func OfKind(actions []Action, kind uint8) []Action {
	var out []Action
	for _, a := range actions {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

// Config chooses a game's table: player count, variant and seed. Options holds
// anything game-specific (an edition, a scenario, round cards), as text so that
// URL parameters and command-line flags map onto it directly.
type Config struct {
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options,omitempty"`
}

// Observation is a seat's view of a game. Every game returns its own concrete
// type; this interface is what generic code (the random bot, the simulator) needs.
type Observation interface {
	// Viewer is the seat this observation belongs to, or Spectator.
	Viewer() int
	// LegalActions are the viewer's legal actions now; empty if it owes nothing.
	LegalActions() []Action
}

// Result is how a finished game ended.
type Result struct {
	Winners []int `json:"winners"`
	// Scores are the game's own final measure per seat (tokens, coins, points).
	Scores []int `json:"scores"`
	// Rounds played, where the game has rounds.
	Rounds int `json:"rounds"`
}

// Game is the contract described in the package documentation.
type Game interface {
	Name() string
	Players() int
	// Pending lists the seats that owe a decision now, in seat order; empty when over.
	Pending() []int
	// Legal lists seat's legal actions now.
	Legal(seat int) []Action
	// Apply performs seat's action and returns the events that followed. The
	// slice may share memory with the game's log: read it, never write to it.
	Apply(seat int, a Action) ([]Event, error)
	Observe(seat int) Observation
	Over() bool
	// Result is meaningful once Over is true.
	Result() Result
	ParseAction(seat int, text string) (Action, error)
	FormatAction(a Action) string
	// Clone returns an independent deep copy.
	Clone() Game
	// MarshalState encodes the whole state (without the envelope) as compact
	// JSON, as json.Marshal writes it; Save puts it in the envelope as is.
	MarshalState() ([]byte, error)
}

// IllegalError says which seat tried which action and which rule forbids it.
type IllegalError struct {
	Game   string
	Seat   int
	Action string
	Rule   string
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("%s: seat %d may not %q: %s", e.Game, e.Seat, e.Action, e.Rule)
}

// Illegal builds an *IllegalError.
func Illegal(g string, seat int, action, rule string, args ...any) *IllegalError {
	return &IllegalError{Game: g, Seat: seat, Action: action, Rule: fmt.Sprintf(rule, args...)}
}

// NotLegalNow is CheckTurn's rule for an action no Explainer explains.
const NotLegalNow = "it is not one of this seat's legal actions now"

// CheckTurn is the first test of every Apply: the game is not over, the seat
// exists and owes a decision, and the action is one of its legal actions. A
// game's Apply calls it and then performs the action, trusting it; no game
// repeats these checks. The error names the seat, the action and the rule.
func CheckTurn(g Game, seat int, a Action) error {
	switch {
	case g.Over():
		return Illegal(g.Name(), seat, g.FormatAction(a), "the game is over")
	case seat < 0 || seat >= g.Players():
		return Illegal(g.Name(), seat, g.FormatAction(a), "there is no seat %d at a table of %d", seat, g.Players())
	}
	pending := g.Pending()
	if !slices.Contains(pending, seat) {
		return Illegal(g.Name(), seat, g.FormatAction(a), "it is not this seat's decision (waiting for %s)", seatList(pending))
	}
	var legal []Action
	if la, ok := g.(LegalAppender); ok {
		var buf [64]Action
		legal = la.AppendLegal(buf[:0], seat)
	} else {
		legal = g.Legal(seat)
	}
	if slices.Contains(legal, a) {
		return nil
	}
	rule := NotLegalNow
	if ex, ok := g.(Explainer); ok {
		if why := ex.Explain(seat, a); why != "" {
			rule = why
		}
	}
	return Illegal(g.Name(), seat, g.FormatAction(a), "%s", rule)
}

func seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprint(s)
	}
	return "seat " + strings.Join(parts, ", ")
}

// Seats is a set of seats as a bit mask (a table has at most 16 seats).
type Seats uint16

// SeatsOf builds a set.
func SeatsOf(seats ...int) Seats {
	var s Seats
	for _, x := range seats {
		s = s.With(x)
	}
	return s
}

// AllSeats is the set of seats 0..n-1.
func AllSeats(n int) Seats { return Seats(1<<n - 1) }

// Has reports whether seat is in the set; the Spectator never is.
func (s Seats) Has(seat int) bool { return seat >= 0 && seat < 16 && s&(1<<seat) != 0 }

// With returns the set plus seat.
func (s Seats) With(seat int) Seats {
	if seat < 0 || seat >= 16 {
		return s
	}
	return s | 1<<seat
}

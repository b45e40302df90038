// Package threeparts is Three Parts (3–4 players) on the game contract of
// package game: the leader turns up a row, cuts it into white, blue and black
// parts, everyone votes in secret, uncontested parts are taken, and contested
// parts are cut again among their claimants until settled.
//
// Votes are simultaneous: a seat's vote is a secret event seen only by that seat
// until every claimant has voted, then all are revealed together.
package threeparts

import (
	"encoding/json"
	"fmt"
	"slices"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "threeparts"

// Card is a number 1–10, or Joker.
type Card int8

// Joker is the wild card.
const Joker Card = 0

func (c Card) String() string {
	if c == Joker {
		return "J"
	}
	return fmt.Sprint(int(c))
}

// Colours of the parts, left to right.
const (
	White = 0
	Blue  = 1
	Black = 2
)

var colourNames = []string{"white", "blue", "black"}

// Action kinds.
const (
	KindCut   uint8 = 1 // Args[0], Args[1]: the two cut positions inside the segment; Args[2]: the last part's size
	KindVote  uint8 = 2 // Args[0]: colour
	KindJoker uint8 = 3 // Args[0]: the number whose stack the joker joins
)

// Phases.
const (
	PhaseCut   = "cut"
	PhaseVote  = "vote"
	PhaseJoker = "joker"
	PhaseOver  = "over"
)

// Event types.
var (
	EvRoundStart = game.DefineEvent("round_start") // Seat leads round Value
	EvTurnUp     = game.DefineEvent("turn_up")     // the leader turns up Card at position Value
	EvCut        = game.DefineEvent("cut")         // Seat cuts the current segment at Value and Card (positions)
	EvSplit      = game.DefineEvent("split")       // a two-card segment is split 1+1 without a decision
	EvVote       = game.DefineEvent("vote")        // Seat voted Secret[0] (seen only by Seat until the reveal)
	EvVoted      = game.DefineEvent("voted")       // at the reveal: Seat voted Value
	EvTake       = game.DefineEvent("take")        // Seat takes Card from the part of colour Value
	EvDiscard    = game.DefineEvent("discard")     // Card is discarded (a part nobody claimed, or a contested single card)
	EvContest    = game.DefineEvent("contest")     // the part of colour Value is contested by the seats in mask Target
	EvJoker      = game.DefineEvent("joker")       // Seat's joker joins its stack of Card (Value 1: it had been waiting)
	EvJokerWait  = game.DefineEvent("joker_wait")  // Seat's joker waits for its first number
	EvRoundEnd   = game.DefineEvent("round_end")
	EvScore      = game.DefineEvent("score")    // Seat scores Value points, with Card different numbers
	EvGameWin    = game.DefineEvent("game_win") // Seat wins
)

// Segment is a run of cards still to be settled, and who may claim it.
type Segment struct {
	Cards     []Card     `json:"cards"`
	Claimants game.Seats `json:"claimants"`
	Parts     [][]Card   `json:"parts,omitempty"` // set once cut
}

// JokerDue is one joker a seat must place: Options is a bit mask of numbers.
type JokerDue struct {
	Seat    int    `json:"seat"`
	Options uint16 `json:"options"`
	Waiting bool   `json:"waiting"`
}

// Game is a Three Parts game. Fields are exported only for JSON.
type Game struct {
	NPlayers int          `json:"players"`
	RNG      game.RNG     `json:"rng"`
	Round    int          `json:"round"`
	Leader   int          `json:"leader"`
	Deck     []Card       `json:"deck"`
	Row      []Card       `json:"row"` // the round's row as turned up, for display
	Discards []Card       `json:"discards"`
	Numbers  [][11]int    `json:"numbers"` // per seat, cards of each number 1–10
	Jokers   [][11]int    `json:"jokers"`  // per seat, jokers on each number's stack
	Waiting  []int        `json:"waiting"` // per seat, jokers waiting for a first number
	Took     []bool       `json:"took"`    // seats that took a part this round
	Phase    string       `json:"phase"`
	Contests []Segment    `json:"contests"` // segments to settle, the current one first
	Votes    []int        `json:"votes"`    // per seat, the colour voted in the current segment, or -1
	Due      []JokerDue   `json:"due"`
	Scores   []int        `json:"scores,omitempty"`
	Winners  []int        `json:"winners,omitempty"`
	Log      []game.Event `json:"log"`
}

// RowSize is the number of cards a round turns up at a table of n.
func RowSize(n int) int {
	if n == 4 {
		return 9
	}
	return 7
}

// New shuffles and starts the first round with a seeded first leader.
func New(cfg game.Config) (*Game, error) {
	if cfg.Players < 3 || cfg.Players > 4 {
		return nil, fmt.Errorf("threeparts: 3 or 4 players, not %d", cfg.Players)
	}
	if cfg.Variant != "" {
		return nil, fmt.Errorf("threeparts: no variants (got %q)", cfg.Variant)
	}
	for k := range cfg.Options {
		return nil, fmt.Errorf("threeparts: unknown option %q", k)
	}
	n := cfg.Players
	g := &Game{
		NPlayers: n,
		Numbers:  make([][11]int, n),
		Jokers:   make([][11]int, n),
		Waiting:  make([]int, n),
		Took:     make([]bool, n),
		Votes:    make([]int, n),
		Discards: []Card{},
	}
	g.RNG.Seed(cfg.Seed)
	g.Deck = FullDeck()
	g.RNG.Shuffle(len(g.Deck), func(i, j int) { g.Deck[i], g.Deck[j] = g.Deck[j], g.Deck[i] })
	g.Leader = g.RNG.Intn(n)
	g.startRound(nil)
	return g, nil
}

// FullDeck is the 70 cards: n copies of each number n, and 15 jokers.
func FullDeck() []Card {
	deck := make([]Card, 0, 70)
	for v := 1; v <= 10; v++ {
		for range v {
			deck = append(deck, Card(v))
		}
	}
	for range 15 {
		deck = append(deck, Joker)
	}
	return deck
}

func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return append(out, e)
}

func ev(typ game.EventType, seat, target, card, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: card, Value: value}
}

func (g *Game) startRound(out []game.Event) []game.Event {
	g.Round++
	g.Log = make([]game.Event, 0, 64)
	k := min(RowSize(g.NPlayers), len(g.Deck))
	g.Row = slices.Clone(g.Deck[:k])
	g.Deck = g.Deck[k:]
	clear(g.Took)
	out = g.emit(out, ev(EvRoundStart, g.Leader, -1, -1, g.Round))
	for i, c := range g.Row {
		out = g.emit(out, ev(EvTurnUp, g.Leader, -1, int(c), i))
	}
	g.Contests = []Segment{{Cards: slices.Clone(g.Row), Claimants: game.AllSeats(g.NPlayers)}}
	return g.advance(out)
}

// advance moves to the next decision: a cut, a vote, or the end of the round.
func (g *Game) advance(out []game.Event) []game.Event {
	for len(g.Contests) > 0 {
		seg := &g.Contests[0]
		switch len(seg.Cards) {
		case 0:
			g.Contests = g.Contests[1:]
			continue
		case 1:
			g.Discards = append(g.Discards, seg.Cards[0])
			out = g.emit(out, ev(EvDiscard, -1, -1, int(seg.Cards[0]), -1))
			g.Contests = g.Contests[1:]
			continue
		case 2:
			seg.Parts = [][]Card{{seg.Cards[0]}, {seg.Cards[1]}}
			out = g.emit(out, ev(EvSplit, g.Leader, -1, -1, -1))
			return g.openVote(out)
		default:
			g.Phase = PhaseCut
			return out
		}
	}
	return g.endRound(out)
}

func (g *Game) openVote(out []game.Event) []game.Event {
	for s := range g.Votes {
		g.Votes[s] = -1
	}
	g.Phase = PhaseVote
	return out
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game: during a vote, every claimant who has not voted
// owes a decision at once; during joker placement, every seat with a joker due.
func (g *Game) Pending() []int {
	switch g.Phase {
	case PhaseCut:
		return []int{g.Leader}
	case PhaseVote:
		var out []int
		for s := range g.NPlayers {
			if g.Contests[0].Claimants.Has(s) && g.Votes[s] < 0 {
				out = append(out, s)
			}
		}
		return out
	case PhaseJoker:
		var out []int
		for _, d := range g.Due {
			if !slices.Contains(out, d.Seat) {
				out = append(out, d.Seat)
			}
		}
		slices.Sort(out)
		return out
	}
	return nil
}

// Result implements game.Game.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Scores), Rounds: g.Round}
}

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if !slices.Contains(g.Pending(), seat) {
		return nil
	}
	var out []game.Action
	switch g.Phase {
	case PhaseCut:
		l := len(g.Contests[0].Cards)
		for i := 1; i < l-1; i++ {
			for j := i + 1; j < l; j++ {
				out = append(out, game.NewAction(KindCut, i, j, l-j))
			}
		}
	case PhaseVote:
		for c := range g.Contests[0].Parts {
			out = append(out, game.NewAction(KindVote, c))
		}
	case PhaseJoker:
		d := g.firstDue(seat)
		for v := 1; v <= 10; v++ {
			if d.Options&(1<<v) != 0 {
				out = append(out, game.NewAction(KindJoker, v))
			}
		}
	}
	return out
}

func (g *Game) firstDue(seat int) JokerDue {
	for _, d := range g.Due {
		if d.Seat == seat {
			return d
		}
	}
	return JokerDue{Seat: -1}
}

// Apply implements game.Game.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	var out []game.Event
	switch a.Kind {
	case KindCut:
		seg := &g.Contests[0]
		i, j := int(a.Args[0]), int(a.Args[1])
		seg.Parts = [][]Card{slices.Clone(seg.Cards[:i]), slices.Clone(seg.Cards[i:j]), slices.Clone(seg.Cards[j:])}
		out = g.emit(out, ev(EvCut, seat, -1, j, i))
		out = g.openVote(out)
	case KindVote:
		g.Votes[seat] = int(a.Args[0])
		e := ev(EvVote, seat, -1, -1, -1)
		e.Secret = game.ValuesOf(int(a.Args[0]))
		e.SeenBy = game.SeatsOf(seat)
		out = g.emit(out, e)
		if len(g.Pending()) == 0 {
			out = g.resolveVotes(out)
		}
	case KindJoker:
		out = g.placeJoker(seat, int(a.Args[0]), out)
		if len(g.Due) == 0 {
			out = g.advance(out)
		}
	}
	return out, nil
}

// resolveVotes reveals the votes and settles each part of the current segment.
func (g *Game) resolveVotes(out []game.Event) []game.Event {
	seg := g.Contests[0]
	g.Contests = g.Contests[1:]
	for s := range g.NPlayers {
		if seg.Claimants.Has(s) {
			out = g.emit(out, ev(EvVoted, s, -1, -1, g.Votes[s]))
		}
	}
	var contests []Segment
	for colour, part := range seg.Parts {
		var voters game.Seats
		count, only := 0, -1
		for s := range g.NPlayers {
			if seg.Claimants.Has(s) && g.Votes[s] == colour {
				voters = voters.With(s)
				count++
				only = s
			}
		}
		switch count {
		case 0:
			for _, c := range part {
				g.Discards = append(g.Discards, c)
				out = g.emit(out, ev(EvDiscard, -1, -1, int(c), colour))
			}
		case 1:
			out = g.take(only, part, colour, out)
		default:
			out = g.emit(out, ev(EvContest, -1, int(voters), -1, colour))
			contests = append(contests, Segment{Cards: slices.Clone(part), Claimants: voters})
		}
	}
	// Contested parts are settled left to right, each fully before the next.
	g.Contests = append(contests, g.Contests...)
	for s := range g.Votes {
		g.Votes[s] = -1
	}
	if len(g.Due) > 0 {
		g.Phase = PhaseJoker
		return out
	}
	return g.advance(out)
}

// take gives a part to seat. Numbers join their stacks; each joker joins a stack
// the seat chooses (automatically when there is one choice) or waits.
func (g *Game) take(seat int, part []Card, colour int, out []game.Event) []game.Event {
	g.Took[seat] = true
	var arrived uint16
	jokers := 0
	for _, c := range part {
		out = g.emit(out, ev(EvTake, seat, -1, int(c), colour))
		if c == Joker {
			jokers++
			continue
		}
		g.Numbers[seat][c]++
		arrived |= 1 << c
	}
	// Waiting jokers join the first numbers that arrive.
	if g.Waiting[seat] > 0 && arrived != 0 {
		for range g.Waiting[seat] {
			g.Due = append(g.Due, JokerDue{Seat: seat, Options: arrived, Waiting: true})
		}
		g.Waiting[seat] = 0
	}
	var stacks uint16
	for v := 1; v <= 10; v++ {
		if g.Numbers[seat][v] > 0 {
			stacks |= 1 << v
		}
	}
	for range jokers {
		if stacks == 0 {
			g.Waiting[seat]++
			out = g.emit(out, ev(EvJokerWait, seat, -1, -1, -1))
			continue
		}
		g.Due = append(g.Due, JokerDue{Seat: seat, Options: stacks})
	}
	return g.autoPlace(out)
}

// autoPlace settles every due joker that has only one possible stack.
func (g *Game) autoPlace(out []game.Event) []game.Event {
	for i := 0; i < len(g.Due); {
		d := g.Due[i]
		if d.Options&(d.Options-1) == 0 { // a single bit
			v := 0
			for d.Options>>v != 1 {
				v++
			}
			g.Due = slices.Delete(g.Due, i, i+1)
			g.Jokers[d.Seat][v]++
			out = g.emit(out, ev(EvJoker, d.Seat, -1, v, boolInt(d.Waiting)))
			continue
		}
		i++
	}
	return out
}

func (g *Game) placeJoker(seat, v int, out []game.Event) []game.Event {
	for i, d := range g.Due {
		if d.Seat == seat {
			g.Due = slices.Delete(g.Due, i, i+1)
			g.Jokers[seat][v]++
			return g.emit(out, ev(EvJoker, seat, -1, v, boolInt(d.Waiting)))
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (g *Game) endRound(out []game.Event) []game.Event {
	out = g.emit(out, ev(EvRoundEnd, -1, -1, -1, g.Round))
	if len(g.Deck) == 0 {
		return g.finish(out)
	}
	g.Leader = (g.Leader + 1) % g.NPlayers
	return g.startRound(out)
}

// Score computes each seat's points and how many different numbers it scored:
// every number's majority holders (jokers included) score that number once.
func Score(numbers, jokers [][11]int) (points, scored []int) {
	n := len(numbers)
	points, scored = make([]int, n), make([]int, n)
	for v := 1; v <= 10; v++ {
		best := 0
		for s := range n {
			best = max(best, numbers[s][v]+jokers[s][v])
		}
		if best == 0 {
			continue
		}
		for s := range n {
			if numbers[s][v]+jokers[s][v] == best {
				points[s] += v
				scored[s]++
			}
		}
	}
	return points, scored
}

func (g *Game) finish(out []game.Event) []game.Event {
	g.Phase = PhaseOver
	points, scored := Score(g.Numbers, g.Jokers)
	g.Scores = points
	for s := range g.NPlayers {
		out = g.emit(out, ev(EvScore, s, -1, scored[s], points[s]))
	}
	// Highest total; then more different numbers scored; then a shared win.
	best := -1
	for s := range g.NPlayers {
		switch {
		case best < 0 || points[s] > points[best] || (points[s] == points[best] && scored[s] > scored[best]):
			best = s
			g.Winners = []int{s}
		case points[s] == points[best] && scored[s] == scored[best]:
			g.Winners = append(g.Winners, s)
		}
	}
	for _, w := range g.Winners {
		out = g.emit(out, ev(EvGameWin, w, -1, -1, points[w]))
	}
	return out
}

// Explain implements game.Explainer.
func (g *Game) Explain(seat int, a game.Action) string { return g.whyIllegal(a) }

func (g *Game) whyIllegal(a game.Action) string {
	switch g.Phase {
	case PhaseCut:
		if a.Kind != KindCut {
			return "the leader must cut the row first"
		}
		return fmt.Sprintf("cut %d cards into three parts of at least one card each", len(g.Contests[0].Cards))
	case PhaseVote:
		if a.Kind != KindVote {
			return "everyone in the vote must choose a part now"
		}
		return fmt.Sprintf("vote for one of the %d parts (%v)", len(g.Contests[0].Parts), colourNames[:len(g.Contests[0].Parts)])
	case PhaseJoker:
		if a.Kind != KindJoker {
			return "place your joker first"
		}
		return "a joker joins one of your number stacks (a waiting joker, one of the numbers just taken)"
	}
	return "not a legal action now"
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Deck = slices.Clone(g.Deck)
	c.Row = slices.Clone(g.Row)
	c.Discards = slices.Clone(g.Discards)
	c.Numbers = slices.Clone(g.Numbers)
	c.Jokers = slices.Clone(g.Jokers)
	c.Waiting = slices.Clone(g.Waiting)
	c.Took = slices.Clone(g.Took)
	c.Votes = slices.Clone(g.Votes)
	c.Due = slices.Clone(g.Due)
	c.Scores = slices.Clone(g.Scores)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	c.Contests = make([]Segment, len(g.Contests))
	for i, s := range g.Contests {
		c.Contests[i] = Segment{Cards: slices.Clone(s.Cards), Claimants: s.Claimants}
		for _, p := range s.Parts {
			c.Contests[i].Parts = append(c.Contests[i].Parts, slices.Clone(p))
		}
	}
	return &c
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

func init() {
	game.Register(game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   3,
		MaxPlayers:   4,
		Bots:         []string{"clever", "beginner", "expert", "random"},
		New:          func(c game.Config) (game.Game, error) { return New(c) },
		Load:         func(b []byte) (game.Game, error) { return Load(b) },
	})
}

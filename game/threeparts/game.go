// Package threeparts is Three Parts (3–4 players) on the game contract of
// package game: the leader turns up a row, cuts it into white, blue and black
// parts, everyone votes in secret, uncontested parts are taken, and contested
// parts are cut again among their claimants until settled.
//
// Votes are simultaneous: a seat's vote is a secret event seen only by that seat
// until every claimant has voted, then all are revealed together.
package threeparts

import (
	"slices"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "threeparts"

// Action kinds.
const (
	KindCut   uint8 = 1 // Args[0], Args[1]: where the blue and black parts begin inside the segment; Args[2]: the black part's size
	KindVote  uint8 = 2 // Args[0]: the colour voted
	KindJoker uint8 = 3 // Args[0]: the number whose stack the joker joins
)

// Phase is what the game waits for.
type Phase string

// Phases.
const (
	PhaseCut   Phase = "cut"   // the leader cuts the current segment
	PhaseVote  Phase = "vote"  // the segment's claimants vote, all at once
	PhaseJoker Phase = "joker" // seats that took jokers choose their stacks
	PhaseOver  Phase = "over"
)

// Event types. Row positions count from 0 at the left of the round's row and
// never change: a re-cut part keeps its cards' positions.
var (
	// EvRoundStart: Seat leads round Value.
	EvRoundStart = game.DefineEvent("round_start")
	// EvTurnUp: Seat (the leader) turns up Card at row position Value; one
	// event per card, left to right.
	EvTurnUp = game.DefineEvent("turn_up")
	// EvCut: Seat (the leader) cuts the current segment: the blue part begins at
	// row position Value, the black part at row position Card.
	EvCut = game.DefineEvent("cut")
	// EvSplit: a contested pair is split 1+1 (white, blue) without a decision;
	// Seat is the leader, Value the row position of the second card.
	EvSplit = game.DefineEvent("split")
	// EvVote: Seat has voted (everyone sees that it is ready); Secret[0] is the
	// colour, seen only by Seat until the reveal.
	EvVote = game.DefineEvent("vote")
	// EvVoted: at the reveal, Seat voted colour Value. Every claimant's vote is
	// revealed at once, in seat order.
	EvVoted = game.DefineEvent("voted")
	// EvTake: Seat takes Card from row position Value (one event per card of
	// the part it won, left to right).
	EvTake = game.DefineEvent("take")
	// EvDiscard: Card at row position Value is discarded: it lay in a part
	// nobody claimed, or was a contested single card.
	EvDiscard = game.DefineEvent("discard")
	// EvContest: the part of colour Value is contested by the seats in the
	// mask Target; it is settled among them next (cut again, split or
	// discarded), the leftmost contest first.
	EvContest = game.DefineEvent("contest")
	// EvJoker: Seat's joker joins its stack of Card, for good; Value is 1 if
	// it had been waiting for a first number, 0 if taken just now.
	EvJoker = game.DefineEvent("joker")
	// EvJokerWait: Seat took a joker with no number stack to join: it waits
	// for Seat's first number.
	EvJokerWait = game.DefineEvent("joker_wait")
	// EvRoundEnd: round Value ends.
	EvRoundEnd = game.DefineEvent("round_end")
	// EvMajority: at the end, Seat holds the most cards of number Card (Value
	// cards, jokers included) and scores it; tied holders each get an event.
	EvMajority = game.DefineEvent("majority")
	// EvScore: Seat scores Value points in all, from Card different numbers.
	EvScore = game.DefineEvent("score")
	// EvGameWin: Seat wins with Value points (several events: a shared win).
	EvGameWin = game.DefineEvent("game_win")
)

// Segment is a run of the row still to be settled, and who may claim it.
type Segment struct {
	Cards     []Card     `json:"cards"`
	Claimants game.Seats `json:"claimants"`
	Parts     [][]Card   `json:"parts,omitempty"` // set once cut
	// At is the row position of the segment's first card.
	At int `json:"at,omitempty"`
}

// JokerDue is one joker a seat must place: Options is a bit mask of numbers.
type JokerDue struct {
	Seat    int    `json:"seat"`
	Options uint16 `json:"options"`
	Waiting bool   `json:"waiting"`
}

// Game implements every optional interface of package game.
var _ game.Engine = (*Game)(nil)

// Game is a Three Parts game. Fields are exported only for JSON.
type Game struct {
	NPlayers int          `json:"players"`
	RNG      game.RNG     `json:"rng"`
	Round    int          `json:"round"`
	Leader   int          `json:"leader"`
	Deck     []Card       `json:"deck"`
	Row      []Card       `json:"row"` // the round's row as turned up
	Discards []Card       `json:"discards"`
	Numbers  [][11]int    `json:"numbers"` // per seat, cards of each number 1–10
	Jokers   [][11]int    `json:"jokers"`  // per seat, jokers on each number's stack
	Waiting  []int        `json:"waiting"` // per seat, jokers waiting for a first number
	Took     []bool       `json:"took"`    // seats that took a part this round
	Phase    Phase        `json:"phase"`
	Contests []Segment    `json:"contests"` // segments to settle, left to right, the current one first
	Votes    []int        `json:"votes"`    // per seat, the colour voted in the current segment, or -1
	Due      []JokerDue   `json:"due"`
	Scores   []int        `json:"scores,omitempty"`
	Winners  []int        `json:"winners,omitempty"`
	Log      []game.Event `json:"log"` // this round's events
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// owes reports whether seat owes a decision now (Pending without allocating).
func (g *Game) owes(seat int) bool {
	if seat < 0 || seat >= g.NPlayers {
		return false
	}
	switch g.Phase {
	case PhaseCut:
		return seat == g.Leader
	case PhaseVote:
		return g.Contests[0].Claimants.Has(seat) && g.Votes[seat] < 0
	case PhaseJoker:
		return g.firstDue(seat) >= 0
	}
	return false
}

// Pending implements game.Game: the leader while a segment waits to be cut;
// during a vote, every claimant who has not voted, all at once; while jokers
// wait for their stacks, every seat with a joker to place.
func (g *Game) Pending() []int {
	var out []int
	for s := range g.NPlayers {
		if g.owes(s) {
			out = append(out, s)
		}
	}
	return out
}

// firstDue is the index in Due of seat's next joker to place, or -1.
func (g *Game) firstDue(seat int) int {
	for i, d := range g.Due {
		if d.Seat == seat {
			return i
		}
	}
	return -1
}

// Result implements game.Game.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Scores), Rounds: g.Round}
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

// clone copies every slice, keeping nil slices nil and empty ones empty so
// that the copy saves to the same bytes.
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
	c.Contests = cloneSegments(g.Contests)
	return &c
}

func cloneSegments(segs []Segment) []Segment {
	if segs == nil {
		return nil
	}
	out := make([]Segment, len(segs))
	for i, s := range segs {
		out[i] = Segment{Cards: slices.Clone(s.Cards), Claimants: s.Claimants, At: s.At}
		if s.Parts != nil {
			out[i].Parts = make([][]Card, len(s.Parts))
			for j, p := range s.Parts {
				out[i].Parts[j] = slices.Clone(p)
			}
		}
	}
	return out
}

func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return append(out, e)
}

func ev(typ game.EventType, seat, target, card, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: card, Value: value}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

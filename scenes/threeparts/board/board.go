// Package board is what the Three Parts table knows of the game, kept from
// the events one at a time: the row and its parts, the segments still to
// settle, the votes (face down, then revealed), each seat's stacks and
// jokers, and the final scoring as it is counted. The table keeps two: one
// moved on as events arrive (for their words) and one as they play (for
// what is drawn); both start from an observation (From) at rest.
//
// It also groups the engine's one-card events into what a person sees: the
// first take or discard of a part moves the whole part, a reveal is one
// moment when the last vote of a group arrives. It imports no Ebitengine,
// so it is tested natively against the engine.
//
// It is the table's view in the kit's sense (scenes/table/doc.go; Love
// Letter's scenes/loveletter/view): From is Sync's half, Step each event's
// change, and the table's Play steps it, then paints the event from the
// board before and after. board_test.go folds random games' events, as
// each seat is told them, against the observation after every action.
package board

import (
	"math/bits"
	"slices"

	"parlour/game"
	tp "parlour/game/threeparts"
)

// Seg is a run of the row still to settle: positions [Lo, Hi), the seats
// that may claim it, and where its parts begin once it is cut (the blue
// part, then the black; one position for a contested pair split in two).
type Seg struct {
	Lo, Hi int
	Claim  game.Seats
	Cuts   []int
}

// Span is a part of a segment: positions [Lo, Hi) and its colour.
type Span struct {
	Lo, Hi, Colour int
}

// Parts are a segment's parts once cut (nil before).
func (s Seg) Parts() []Span {
	if len(s.Cuts) == 0 {
		return nil
	}
	out := make([]Span, 0, 3)
	lo := s.Lo
	for i, c := range s.Cuts {
		out = append(out, Span{lo, c, i})
		lo = c
	}
	return append(out, Span{lo, s.Hi, len(s.Cuts)})
}

// Outcome is how a part was settled at a reveal: its voters.
type Outcome struct {
	Span
	Voters game.Seats
}

// Board is the game as a table shows it.
type Board struct {
	N       int
	Viewer  int
	Round   int
	Rounds  int
	Leader  int
	Deck    int
	Row     []tp.Card
	On      []bool // the card at a row position still lies there
	Segs    []Seg  // to settle, the current one first
	Settled []Outcome
	// Ready are the seats whose vote is in (face down); MyVote is the
	// viewer's own, or -1.
	Ready  game.Seats
	MyVote int
	// Down is the colour of each seat's vote lying face down, where the
	// board knows it (-1 where not): the viewer's own, and every seat's in
	// a replay with every card face up, whose events are whole (Step) or
	// whose game is known (Open).
	Down []int
	// Recalled are the seats that took their choice cards back, to vote
	// again on a contested part, since the last reveal.
	Recalled game.Seats
	// Shown are the votes of the last reveal (-1: none) and Voters its seats;
	// revealed counts the reveal's votes so far.
	Shown    []int
	Voters   game.Seats
	revealed int
	Numbers  [][11]int
	Jokers   [][11]int
	Waiting  []int // jokers waiting for their seat's first number
	Loose    []int // jokers taken and not yet placed on a stack
	Took     []int // the colour of the part each seat took this round, or -1
	Discards []tp.Card
	// The final scoring: running totals, the numbers each seat scored, and
	// the result once known.
	Scoring bool
	Tally   []int
	Scored  [][11]bool
	Final   []int
	Count   []int // different numbers scored
	Winners []int

	frozen bool // replaying a log over stacks already known
}

// New is an empty board for n seats seen by viewer.
func New(n, viewer int) *Board {
	b := &Board{N: n, Viewer: viewer, Rounds: tp.Rounds(n), MyVote: -1, Deck: tp.DeckSize,
		Shown: fill(n, -1), Down: fill(n, -1), Numbers: make([][11]int, n), Jokers: make([][11]int, n),
		Waiting: make([]int, n), Loose: make([]int, n), Took: fill(n, -1),
		Tally: make([]int, n), Scored: make([][11]bool, n), Final: make([]int, n), Count: make([]int, n)}
	return b
}

func fill(n, v int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// From is the board an observation shows: the stacks, jokers and discards
// as they are, and the round's row, parts and votes replayed from the
// observation's log of the round.
func From(o *tp.Observation) *Board {
	b := New(o.Players, o.Seat)
	copy(b.Numbers, o.Numbers)
	copy(b.Jokers, o.Jokers)
	b.Discards = slices.Clone(o.Discards)
	for s := range b.N {
		b.Waiting[s], b.Loose[s] = o.Waiting[s], 0
	}
	for _, d := range o.Due {
		if d.Waiting {
			b.Waiting[d.Seat]++
		} else {
			b.Loose[d.Seat]++
		}
	}
	// The stacks are the observation's: the replay moves only the row.
	b.frozen = true
	for _, e := range o.Log {
		b.Step(e)
	}
	b.frozen = false
	b.Deck = o.Deck
	b.Round, b.Leader = o.Round, o.Leader
	if o.Phase == tp.PhaseVote {
		b.Ready = 0
		for s, v := range o.Voted {
			if v {
				b.Ready = b.Ready.With(s)
			}
		}
		b.MyVote = o.MyVote
		if o.Seat >= 0 && o.Seat < b.N && o.MyVote >= 0 {
			b.Down[o.Seat] = o.MyVote
		}
	}
	if o.Phase == tp.PhaseOver {
		b.Winners = slices.Clone(o.Winners)
	}
	return b
}

// Clone copies a board.
func (b *Board) Clone() *Board {
	c := *b
	c.Row, c.On, c.Shown, c.Down = slices.Clone(b.Row), slices.Clone(b.On), slices.Clone(b.Shown), slices.Clone(b.Down)
	c.Segs = make([]Seg, len(b.Segs))
	for i, s := range b.Segs {
		c.Segs[i] = s
		c.Segs[i].Cuts = slices.Clone(s.Cuts)
	}
	c.Settled = slices.Clone(b.Settled)
	c.Numbers, c.Jokers = slices.Clone(b.Numbers), slices.Clone(b.Jokers)
	c.Waiting, c.Loose, c.Took = slices.Clone(b.Waiting), slices.Clone(b.Loose), slices.Clone(b.Took)
	c.Discards = slices.Clone(b.Discards)
	c.Tally, c.Scored, c.Final, c.Count = slices.Clone(b.Tally), slices.Clone(b.Scored), slices.Clone(b.Final), slices.Clone(b.Count)
	c.Winners = slices.Clone(b.Winners)
	return &c
}

// Current is the segment being settled, if any.
func (b *Board) Current() (Seg, bool) {
	if len(b.Segs) == 0 {
		return Seg{}, false
	}
	return b.Segs[0], true
}

// Step is what one event did, as the table shows it.
type Step struct {
	// Moved are the row positions that leave the row now: a whole part at
	// its first take or discard (later events of the part move nothing).
	Moved []int
	// Reveal is set at the last vote of a reveal: every vote is shown now,
	// and Settled says how each part went.
	Reveal bool
	// Seg is the segment an event is about (a cut, a split, a contest).
	Seg Seg
	// Holders are the seats that score a number at its first majority
	// event (tied holders' later events score nothing new).
	Holders []int
	// Single says a discard is a contested single card (not a part
	// nobody claimed).
	Single bool
	// Waited says a joker placed on a stack had been waiting for its
	// seat's first number (else it was taken just now).
	Waited bool
}

// Step moves the board on by one event.
func (b *Board) Step(e game.Event) Step {
	var st Step
	seat := e.Seat
	valid := seat >= 0 && seat < b.N
	switch e.Type {
	case tp.EvRoundStart:
		b.Round, b.Leader = e.Value, e.Seat
		b.Deck = tp.DeckSize - b.outOfDeck()
		b.Row, b.On = b.Row[:0], b.On[:0]
		b.Segs = []Seg{{Claim: game.AllSeats(b.N)}}
		b.Settled = nil
		b.Ready, b.MyVote, b.Voters, b.revealed, b.Recalled = 0, -1, 0, 0, 0
		for s := range b.N {
			b.Shown[s], b.Took[s], b.Down[s] = -1, -1, -1
		}
	case tp.EvTurnUp:
		p := e.Value
		for len(b.Row) <= p {
			b.Row = append(b.Row, 0)
			b.On = append(b.On, false)
		}
		b.Row[p], b.On[p] = tp.Card(e.Card), true
		b.Deck = max(0, b.Deck-1)
		if len(b.Segs) > 0 {
			b.Segs[0].Hi = max(b.Segs[0].Hi, p+1)
		}
	case tp.EvCut, tp.EvSplit:
		if len(b.Segs) == 0 {
			break
		}
		if e.Type == tp.EvCut {
			b.Segs[0].Cuts = []int{e.Value, e.Card}
		} else {
			b.Segs[0].Cuts = []int{e.Value}
		}
		st.Seg = b.Segs[0]
		b.openVote()
	case tp.EvVote:
		if valid {
			b.Ready = b.Ready.With(seat)
			if e.Secret.Len() == 1 {
				b.Down[seat] = e.Secret.At(0)
				if seat == b.Viewer {
					b.MyVote = e.Secret.At(0)
				}
			}
		}
	case tp.EvVoted:
		if !valid || len(b.Segs) == 0 {
			break
		}
		if b.revealed == 0 {
			b.Shown = fill(b.N, -1)
			b.Voters = 0
		}
		b.Shown[seat] = e.Value
		b.Voters = b.Voters.With(seat)
		b.revealed++
		if b.revealed >= bits.OnesCount16(uint16(b.Segs[0].Claim)) {
			b.reveal()
			st.Reveal = true
		}
	case tp.EvTake, tp.EvDiscard:
		st.Moved, st.Single = b.settle(e)
		for _, p := range st.Moved {
			c := b.Row[p]
			switch {
			case b.frozen:
			case e.Type == tp.EvDiscard:
				b.Discards = append(b.Discards, c)
			case !valid:
			case c == tp.Joker:
				b.Loose[seat]++
			default:
				b.Numbers[seat][c]++
			}
		}
		if e.Type == tp.EvTake && valid && len(st.Moved) > 0 {
			for _, o := range b.Settled {
				if e.Value >= o.Lo && e.Value < o.Hi {
					b.Took[seat] = o.Colour
				}
			}
		}
	case tp.EvContest:
		for _, o := range b.Settled {
			if o.Colour == e.Value {
				st.Seg = Seg{Lo: o.Lo, Hi: o.Hi, Claim: o.Voters}
				b.Recalled |= o.Voters
			}
		}
	case tp.EvJoker:
		if !valid || e.Card < 1 || e.Card > 10 {
			break
		}
		st.Waited = e.Value == 1
		if b.frozen {
			break
		}
		if st.Waited {
			b.Waiting[seat] = max(0, b.Waiting[seat]-1)
		} else {
			b.Loose[seat] = max(0, b.Loose[seat]-1)
		}
		b.Jokers[seat][e.Card]++
	case tp.EvJokerWait:
		if valid && !b.frozen {
			b.Loose[seat] = max(0, b.Loose[seat]-1)
			b.Waiting[seat]++
		}
	case tp.EvMajority:
		v := e.Card
		if !valid || v < 1 || v > 10 || b.Scored[seat][v] {
			break
		}
		b.Scoring = true
		for s := range b.N {
			if c := b.Numbers[s][v] + b.Jokers[s][v]; c > 0 && c == e.Value && !b.Scored[s][v] {
				b.Scored[s][v] = true
				b.Tally[s] += v
				st.Holders = append(st.Holders, s)
			}
		}
	case tp.EvScore:
		if valid {
			b.Final[seat], b.Count[seat] = e.Value, e.Card
		}
	case tp.EvGameWin:
		if valid && !slices.Contains(b.Winners, seat) {
			b.Winners = append(b.Winners, seat)
		}
	}
	return st
}

// RowLength is how many cards round r turns up at a table of n.
func RowLength(n, r int) int {
	return max(1, min(tp.RowSize(n), tp.DeckSize-(max(r, 1)-1)*tp.RowSize(n)))
}

// Unseen counts the cards still in the deck as the board shows them, by
// number (index 0: the jokers): every card but those turned up on the row,
// in the stacks, taken as jokers or discarded. A row's card leaves the
// deck when its EvTurnUp is stepped, as the deck's count does; the table
// shows both once the card has landed on the row (table.Landed).
func (b *Board) Unseen() [11]int {
	var left [11]int
	left[tp.Joker] = tp.DeckSize - 55 // 1 + 2 + … + 10 numbers, the rest jokers
	for v := 1; v <= 10; v++ {
		left[v] = v
	}
	for s := range b.N {
		for v := 1; v <= 10; v++ {
			left[v] -= b.Numbers[s][v]
			left[tp.Joker] -= b.Jokers[s][v]
		}
		left[tp.Joker] -= b.Waiting[s] + b.Loose[s]
	}
	for _, c := range b.Discards {
		left[c]--
	}
	for p, c := range b.Row {
		if b.On[p] {
			left[c]--
		}
	}
	return left
}

// outOfDeck counts the cards no longer in the deck, the row aside.
func (b *Board) outOfDeck() int {
	n := len(b.Discards)
	for s := range b.N {
		for v := 1; v <= 10; v++ {
			n += b.Numbers[s][v] + b.Jokers[s][v]
		}
		n += b.Waiting[s] + b.Loose[s]
	}
	return n
}

func (b *Board) openVote() {
	b.Ready, b.MyVote, b.revealed, b.Recalled = 0, -1, 0, 0
	b.Shown, b.Down = fill(b.N, -1), fill(b.N, -1)
	b.Voters = 0
}

// reveal settles the current segment's parts by the votes shown: the
// segment leaves the queue, and each contested part becomes a segment of
// its own, settled before the rest, left to right.
func (b *Board) reveal() {
	seg := b.Segs[0]
	b.Settled = b.Settled[:0]
	var contests []Seg
	for _, p := range seg.Parts() {
		var voters game.Seats
		for s := range b.N {
			if seg.Claim.Has(s) && b.Shown[s] == p.Colour {
				voters = voters.With(s)
			}
		}
		b.Settled = append(b.Settled, Outcome{Span: p, Voters: voters})
		if bits.OnesCount16(uint16(voters)) > 1 {
			contests = append(contests, Seg{Lo: p.Lo, Hi: p.Hi, Claim: voters})
		}
	}
	b.Segs = append(contests, b.Segs[1:]...)
	b.Ready, b.MyVote, b.revealed = 0, -1, 0
	b.Down = fill(b.N, -1)
}

// Open shows every vote lying face down, from the game's own votes (per
// seat, -1 for none): for a replay with every card face up, whose
// observations tell only the viewer's vote.
func (b *Board) Open(votes []int) {
	for s := range min(b.N, len(votes)) {
		if b.Ready.Has(s) && votes[s] >= 0 {
			b.Down[s] = votes[s]
		}
	}
}

// settle takes a take's or a discard's card off the row with the rest of
// its part (or the contested single card alone), returning the positions
// that leave now, and whether it was a contested single card.
func (b *Board) settle(e game.Event) (out []int, single bool) {
	p := e.Value
	if p < 0 || p >= len(b.Row) || !b.On[p] {
		return nil, false
	}
	lo, hi := p, p+1
	if len(b.Segs) > 0 && b.Segs[0].Lo == p && b.Segs[0].Hi == p+1 && e.Type == tp.EvDiscard {
		// A contested single card: discarded, and its segment with it.
		b.Segs = b.Segs[1:]
		single = true
	} else {
		for _, o := range b.Settled {
			if p >= o.Lo && p < o.Hi {
				hi = o.Hi
			}
		}
	}
	for q := lo; q < hi; q++ {
		if b.On[q] {
			b.On[q] = false
			out = append(out, q)
		}
	}
	return out, single
}

// Majority reports whether seat holds the most cards of number v (jokers
// on its stack included), alone or tied, with at least one.
func (b *Board) Majority(seat, v int) bool {
	mine := b.Numbers[seat][v] + b.Jokers[seat][v]
	if mine == 0 {
		return false
	}
	for s := range b.N {
		if b.Numbers[s][v]+b.Jokers[s][v] > mine {
			return false
		}
	}
	return true
}

// Points is what each seat would score if the game ended now, and how many
// numbers it would score.
func (b *Board) Points() (points, numbers []int) { return tp.Score(b.Numbers, b.Jokers) }

// Claimants are the seats that may vote on the current segment.
func (b *Board) Claimants() game.Seats {
	if len(b.Segs) == 0 {
		return 0
	}
	return b.Segs[0].Claim
}

// GuideEnds reports whether event e, just stepped, ends a guided first
// round. The guide rings the viewer's decisions through the first round
// they lead, their first cut and the votes, re-cuts and jokers that settle
// it (the rounds before it, led by others, with it), and ends as that round
// ends; or with the game, should it end first. Three Parts has no round
// summary, at which the table kit ends a guide by itself.
func (b *Board) GuideEnds(e game.Event) bool {
	switch e.Type {
	case tp.EvRoundEnd:
		return b.Leader == b.Viewer
	case tp.EvMajority, tp.EvScore, tp.EvGameWin:
		return true
	}
	return false
}

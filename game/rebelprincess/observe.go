package rebelprincess

import (
	"slices"

	"parlour/game"
)

// Observation is what one seat knows: its own hand, set-aside cards, gifts
// and offer; everything played face up; the kept princesses once all are
// revealed; the powers used; the scores; and this round's log (the whole
// log before the first deal) with other seats' secrets (hands, offers,
// passes, face-down plays, gifts, transfers) removed.
// Everything a table shows is here: who leads and who is to play, the
// trick, proposals taken per seat, exhausted princesses, and why each card
// of the viewer's hand cannot be played now.
type Observation struct {
	Seat     int     `json:"seat"`
	Players  int     `json:"players"`
	Edition  Edition `json:"edition"`
	Promo    bool    `json:"promo,omitempty"` // Carmesina is among the princesses
	Schedule []int   `json:"schedule"`
	Round    int     `json:"round"`
	Phase    Phase   `json:"phase"`
	Step     Step    `json:"step,omitempty"`
	Pending  []int   `json:"pending"`
	Hand     []Card  `json:"hand"`
	// Reasons, per card of Hand while the viewer is to play: why it cannot
	// be played plainly ("" when it can; a card Legal offers only with the
	// princess's power keeps the reason of its plain play).
	Reasons    []Reason `json:"reasons,omitempty"`
	HandSizes  []int    `json:"hand_sizes"`
	Aside      []Card   `json:"aside,omitempty"` // the viewer's own face-down cards
	AsideSizes []int    `json:"aside_sizes"`
	Exposed    [][]Card `json:"exposed"` // Crystal Clear cards lying face up
	Shown      []int    `json:"shown"`   // Crystal Clear: the suit each seat laid face up (-1: not yet, or not yet revealed)
	Forced     Card     `json:"forced"`  // the card the viewer must play this trick, or NoCard
	// ForcedSeats: the seats the Ice Princess has fixed a card for this trick.
	ForcedSeats []bool   `json:"forced_seats"`
	Gifts       int      `json:"gifts"`             // cards in the Wedding Gift pile
	Offered     []int    `json:"offered,omitempty"` // the princesses the viewer was dealt in the draft
	Princess    []int    `json:"princess"`          // -1 where not (yet) revealed to the viewer
	Copy        []int    `json:"copy"`
	Used        []bool   `json:"used"`   // princesses exhausted this round
	Passed      bool     `json:"passed"` // the viewer has chosen its pass
	Leader      int      `json:"leader"` // who leads the current trick
	Turn        int      `json:"turn"`   // who plays next, during StepPlay
	Starter     int      `json:"starter"`
	Asked       []int    `json:"asked,omitempty"` // seats still to be asked in this power window, in order
	Trick       []Played `json:"trick"`           // face-down cards of others show as -1
	T           Trick    `json:"t"`               // the pool only for whom may see it
	PrincesIn   bool     `json:"princes_in"`
	PrinceSeen  bool     `json:"prince_played"` // a Prince has gone into a trick this round
	Repeat      bool     `json:"repeat"`        // Alice dealt a Wedding Gift trick back
	LastTrick   bool     `json:"last_trick"`    // Late to the Ball's set-aside cards are being played
	Tricks      int      `json:"tricks"`        // tricks finished this round
	Won         [][]Card `json:"won"`           // won cards the viewer has seen (not others' gifts or kept cards)
	WonSizes    []int    `json:"won_sizes"`     // how many cards each seat has won this round
	// Proposals: each seat's round score so far under the round card
	// (Running) from the won cards the viewer has seen: exact for a seat
	// none of whose won cards is hidden from the viewer (WonSizes).
	Proposals []int `json:"proposals"`
	// Before: each seat's total before the round the won cards are of
	// (Bathroom Break spares the highest).
	Before    []int   `json:"before"`
	TricksWon []int   `json:"tricks_won"`
	Scores    [][]int `json:"scores"`
	Totals    []int   `json:"totals"`
	Extra     bool    `json:"extra"`          // the Deluxe tie-break round is being played
	Tied      []int   `json:"tied,omitempty"` // the seats tied before it
	Winners   []int   `json:"winners,omitempty"`
	game.Seen
}

// Viewer implements game.Observation (LegalActions is game.Seen's).
func (o *Observation) Viewer() int { return o.Seat }

// observe builds seat's observation in old's memory where old is not nil
// (Reobserve): a search shows its rollout bot an observation at every step
// of every simulation, and cloning each slice of the state afresh was most
// of the search's time. Each slice is written over from its start, grown
// only when too short, and left nil wherever Observe's is nil, so that the
// observation is Observe's field for field. Nothing in it may share memory
// with the game, which a later observation would then write over.
// The legal list is AppendLegal's: null for a seat that owes nothing.
func (g *Game) observe(seat int, old *Observation) *Observation {
	o := old
	if o == nil {
		o = new(Observation)
	}
	was := *o // the old slices, whose memory the new ones take over
	n := g.NPlayers
	*o = Observation{Seat: seat, Players: n, Edition: g.Edition, Promo: g.Promo, Schedule: cloneInto(was.Schedule, g.Schedule),
		Round: g.Round, Phase: g.Phase, Step: g.Step, Pending: g.appendPending(was.Pending[:0]), Leader: g.Leader, Turn: g.Turn,
		Starter: g.Starter, Asked: cloneInto(was.Asked, g.Asked), PrincesIn: g.PrincesIn, PrinceSeen: g.PrincePlayed,
		Repeat: g.Repeat, LastTrick: g.LastTrick, Tricks: g.Tricks, Extra: g.Extra, Tied: cloneInto(was.Tied, g.Tied),
		Totals: cloneInto(was.Totals, g.Totals), Winners: cloneInto(was.Winners, g.Winners), Copy: cloneInto(was.Copy, g.Copy),
		Used: cloneInto(was.Used, g.Used), TricksWon: cloneInto(was.TricksWon, g.TricksWon), Gifts: len(g.Gifts), Forced: NoCard}
	mine := seat >= 0 && seat < n
	dealt := g.Hands != nil
	o.HandSizes, o.AsideSizes, o.WonSizes = filled(was.HandSizes, n, 0), filled(was.AsideSizes, n, 0), filled(was.WonSizes, n, 0)
	o.Scores = cloneAllInto(was.Scores, g.Scores)
	for s := range n {
		if dealt {
			o.HandSizes[s], o.AsideSizes[s], o.WonSizes[s] = len(g.Hands[s]), len(g.Aside[s]), len(g.Won[s])
		}
	}
	drafting := g.Phase == PhaseDraft
	o.Princess = filled(was.Princess, n, -1)
	for s, p := range g.Princess {
		if !drafting || s == seat {
			o.Princess[s] = p
		}
	}
	o.Trick = was.Trick[:0]
	if cap(o.Trick) < len(g.Trick) {
		// An empty trick is nil, its memory lost: made once large enough
		// for a whole trick (two cards a seat under The Prince Always
		// Rings Twice) rather than grown card by card.
		o.Trick = make([]Played, 0, max(len(g.Trick), 2*n))
	}
	for _, p := range g.Trick {
		if p.Hidden && p.Seat != seat {
			p.Card, p.Zero, p.Void = NoCard, false, false
		}
		o.Trick = append(o.Trick, p)
	}
	o.Trick = nilIfEmpty(o.Trick)
	// Each of Trick's slices is replaced here: one left the game's would be
	// written over by the next observation made in this one's memory.
	o.T = g.T
	o.T.Powers, o.T.Named, o.T.Pool = cloneInto(was.T.Powers, g.T.Powers), cloneInto(was.T.Named, g.T.Named), nil
	switch {
	case seat == g.T.Seat || (g.Step == StepIceReturn && seat == g.T.Target):
		o.T.Pool = cloneInto(was.T.Pool, g.T.Pool)
	case g.Step == StepSleepGive:
		// A giver sees its own card in Sleeping Beauty's pile until she
		// takes the pile up; then no giver knows where its card went.
		o.T.Pool = was.T.Pool[:0]
		for _, p := range g.T.Pool {
			if p.Seat == seat {
				o.T.Pool = append(o.T.Pool, p)
			}
		}
		o.T.Pool = nilIfEmpty(o.T.Pool)
	}
	if dealt {
		o.Exposed = cloneAllInto(was.Exposed, g.Exposed)
		o.Shown = cloneInto(was.Shown, g.Shown)
		if g.Phase == PhaseSetup {
			for s := range o.Shown {
				if s != seat {
					o.Shown[s] = -1 // laid face down until everyone has chosen
				}
			}
		}
		o.ForcedSeats = filled(was.ForcedSeats, n, false)
		o.Proposals = filled(was.Proposals, n, 0)
		o.Before = g.totalsBefore(was.Before)
		id := o.RoundCardID()
		o.Won = lists(was.Won, n)
		for s := range n {
			o.ForcedSeats[s] = g.Forced[s] != NoCard
			won := o.Won[s][:0]
			for _, c := range g.Won[s] {
				if s == seat || !slices.ContainsFunc(g.Unseen[s], func(p Played) bool { return p.Card == c && p.Seat != seat }) {
					won = append(won, c)
				}
			}
			o.Won[s] = nilIfEmpty(won)
			o.Proposals[s] = Running(g.Edition, id, o.Won[s], g.TricksWon[s], o.Before, s)
		}
	}
	if mine {
		if dealt {
			o.Hand = cloneInto(was.Hand, g.Hands[seat])
			o.Aside = cloneInto(was.Aside, g.Aside[seat])
			o.Forced = g.Forced[seat]
			if g.Phase == PhasePlay && g.Step == StepPlay && g.Turn == seat {
				o.Reasons = g.Reasons(seat)
			}
		}
		o.Offered = cloneInto(was.Offered, g.Offered[seat])
		o.Passed = (g.Phase == PhasePass || g.Step == StepChairs) && g.Giving[seat] != nil
		o.Legal = nilIfEmpty(g.AppendLegal(was.Legal[:0], seat)) // Legal's
	}
	o.Log = game.Observed(&was.Seen, g.Log[g.roundStart():], seat, nil).Log
	return o
}

// Observe implements game.Game.
func (g *Game) Observe(seat int) game.Observation { return g.observe(seat, nil) }

// Reobserve implements game.Reobserver: the observation is made in old's
// memory, old itself included, when old is a Rebel Princess observation.
func (g *Game) Reobserve(old game.Observation, seat int) game.Observation {
	o, _ := old.(*Observation)
	return g.observe(seat, o)
}

// ObserveSeat is Observe with the concrete type.
func (g *Game) ObserveSeat(seat int) *Observation { return g.observe(seat, nil) }

// appendPending is Pending appended to buf: nil when no one owes a decision,
// as Pending's is.
func (g *Game) appendPending(buf []int) []int {
	for s := range g.NPlayers {
		if g.owes(s) {
			buf = append(buf, s)
		}
	}
	return nilIfEmpty(buf)
}

// cloneInto is slices.Clone(src) in buf's memory: nil for nil, empty for
// empty.
func cloneInto[T any](buf, src []T) []T {
	if src == nil {
		return nil
	}
	if buf == nil {
		return slices.Clone(src)
	}
	return append(buf[:0], src...)
}

// cloneAllInto is cloneAll(src) in buf's memory, its lists' included.
func cloneAllInto[T any](buf, src [][]T) [][]T {
	if src == nil {
		return nil
	}
	out := lists(buf, len(src))
	for i, l := range src {
		out[i] = cloneInto(out[i], l)
	}
	return out
}

// lists is n lists in buf's memory, each keeping the memory of the list
// that stood there (to be written over from its start).
func lists[T any](buf [][]T, n int) [][]T {
	if buf == nil || cap(buf) < n {
		return append(make([][]T, 0, n), buf[:min(len(buf), n)]...)[:n]
	}
	return buf[:n]
}

// filled is n copies of v in buf's memory (never nil, as make's is not).
func filled[T any](buf []T, n int, v T) []T {
	if buf == nil || cap(buf) < n {
		buf = make([]T, n)
	}
	buf = buf[:n]
	for i := range buf {
		buf[i] = v
	}
	return buf
}

// nilIfEmpty is nil for an empty list, as appending to nil leaves it.
func nilIfEmpty[T any](l []T) []T {
	if len(l) == 0 {
		return nil
	}
	return l
}

// totalsBefore are the totals before the round whose won cards the game
// holds (the round being played, or, once the game is over, its last), in
// buf's memory.
func (g *Game) totalsBefore(buf []int) []int {
	r := min(g.Round, len(g.Schedule)-1)
	out := filled(buf, g.NPlayers, 0)
	for s := range out {
		for _, v := range g.Scores[s][:min(r, len(g.Scores[s]))] {
			out[s] += v
		}
	}
	return out
}

// roundStart is where this round's events begin in the log (the whole
// log before the first deal): an observation carries what its seat has been
// shown this round.
func (g *Game) roundStart() int {
	if g.RoundAt > 0 || g.Phase == PhaseDraft {
		return g.RoundAt
	}
	// Before the first round's first action the draft's events lead.
	for i, e := range g.Log {
		if e.Type == EvRoundStart {
			return i
		}
	}
	return 0
}

// WinnerIf is the seat that would take a trick made of these cards, under
// the round card and the powers used on it (every card face up).
func (o *Observation) WinnerIf(trick []Played) int {
	return winnerOf(trick, o.RoundCardID(), o.Edition, o.T.Reversed, o.Players)
}

// LedSuit is the suit the next card must follow, and false on a lead.
func (o *Observation) LedSuit() (Suit, bool) {
	if len(o.Trick) == 0 {
		return 0, false
	}
	return ledSuitOf(o.Trick, o.RoundCardID() == rcBouquet), true
}

// RoundCardID is the current round card's id.
func (o *Observation) RoundCardID() int { return o.Schedule[min(o.Round, len(o.Schedule)-1)] }

// Voids says, for each seat and suit, whether the viewer knows that seat's
// hand holds no card of the suit: it failed to follow, lacked the suit the
// Little Mermaid named, … and has taken up no card since that the viewer
// could not see. The viewer's own row is read from its hand.
func (o *Observation) Voids() [][4]bool {
	out := make([][4]bool, o.Players)
	if o.HandSizes == nil {
		return out
	}
	k := readKnowledge(o)
	for s := range o.Players {
		held := setOf(o.Hand)
		if s != o.Seat {
			if len(k.hand[s]) == 0 || o.HandSizes[s] == 0 {
				continue
			}
			held = 0
			for _, id := range k.hand[s] {
				held |= k.toks[id]
			}
		} else if len(o.Hand) == 0 {
			continue
		}
		for su := Princes; su < numSuits; su++ {
			out[s][su] = held&suitSet(su) == 0
		}
	}
	return out
}

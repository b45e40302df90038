package threeparts

import (
	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/board"
)

// Places that wait for a card in the air (table.At kinds). A stack's or a
// joker's index is number*16 + the card's place in the stack, so two cards
// flying to one stack each leave their own gap.
const (
	placeRow      = "row"
	placeStack    = "stack"
	placeJoker    = "joker"
	placeLoose    = "loose"
	placeVote     = "vote"
	placeDivider  = "divider"
	placeDividers = "dividers" // the pair resting with the leader
	placeDiscard  = "discard"
	placeScore    = "score"
)

func stackIndex(v, k int) int { return v*16 + k }

// Play implements table.Game: it moves the view on by one event (the
// board: package board, pure, folded there against the observation over
// random games) and maps the event onto the kit's motion, from the board
// before it and after it. The row is dealt card by card; the dividers fly
// from the leader into the row; choice cards fly face down in front of the
// voters and turn over together at the reveal; a part's cards fly together
// to their taker's stacks or to the discards; jokers fly from beside the
// stacks onto the one chosen; at the end, each number's points fly from
// its stacks to the scores, number by number. The piles' counts change as
// the cards land (tracker.go).
func (g *Table) Play(e game.Event, m *table.Motion) {
	before := g.v.Clone()
	st := g.v.Step(e)
	g.keep(e, st)
	g.paint(e, st, before, m)
	g.count.Then(m, pilesOf(g.v))
}

// keep is the table's own part of an event, beside the board's: the
// person's cut kept for an Undo to bring back, and the guided round's end
// told as its round ends (Describe marked it).
func (g *Table) keep(e game.Event, st board.Step) {
	switch {
	case e.Type == tp.EvCut && e.Seat == g.t.Human() && len(st.Seg.Cuts) == 2:
		g.d.Played([2]int{st.Seg.Cuts[0], st.Seg.Cuts[1]})
	case e.Type == tp.EvRoundEnd && g.guideDone:
		g.guideDone = false
		g.t.Notify(i18n.T("guide.done"))
	}
}

// paint shows event e, which moved the board from before to g.v (st: what
// the step did). What leaves is read from the board before the event: the
// old leader whose dividers move, a row card's face, how many cards a
// stack, the loose jokers or the discards held (a card joining them takes
// the next place), a score before it counts up. What lands is the board
// after it: a vote's face, the votes revealed, the new leader. Every spot
// is the table's layout of the board after the event, as a card lands
// where its stack will be (a small table's chips); the places cards leave
// (the row, the loose jokers, a panel) are the same before it.
func (g *Table) paint(e game.Event, st board.Step, before *board.Board, m *table.Motion) {
	v := g.v
	valid := func(s int) bool { return s >= 0 && s < v.N }
	switch e.Type {
	case tp.EvRoundStart:
		if valid(v.Leader) && before.Leader != v.Leader && valid(before.Leader) {
			from, to := g.leaderSpot(before.Leader), g.leaderSpot(v.Leader)
			m.Fly(table.Card(from, grow(to, to.W*2), faceDivider).Into(table.At(placeDividers, v.Leader, 0)))
		}
		if valid(v.Leader) {
			m.Glow(v.Leader, table.Winning)
		}
	case tp.EvTurnUp:
		p := e.Value
		m.Deal(table.Card(g.deckSpot(), g.cardSpot(p), table.Back).Turn(e.Card).Into(table.At(placeRow, 0, p)))
		m.Sound(sounds.Deal)
	case tp.EvCut, tp.EvSplit:
		from := g.leaderSpot(before.Leader)
		var fs []table.Flight
		for _, c := range st.Seg.Cuts {
			fs = append(fs, table.Card(from, g.dividerSpot(c), faceDivider).Into(table.At(placeDivider, 0, c)))
		}
		together(m, fs)
		m.Sound(sounds.Card)
	case tp.EvVote:
		if !valid(e.Seat) {
			return
		}
		face := table.Back
		if v.Down[e.Seat] >= 0 {
			face = faceChoice + v.Down[e.Seat] // the person's own, or an open replay's
		}
		if o := g.obs(); e.Seat != g.t.Human() && o.Phase == tp.PhaseVote && len(o.Legal) > 0 {
			// The person is still choosing: the card is simply there, so
			// the table never stops taking the person's taps for it.
			return
		}
		p := g.t.Panel(e.Seat).Name
		m.Deal(table.Card(p.Centred(p.H/1.4, p.H), g.voteSpot(e.Seat), table.Back).Turn(face).Into(table.At(placeVote, e.Seat, 0)))
		m.Sound(sounds.Card)
	case tp.EvVoted:
		if !st.Reveal {
			return
		}
		// Every choice card turns over at once, large enough to read, and
		// settles back in front of its voter.
		var shown []int
		for s := range v.N {
			if v.Voters.Has(s) && v.Shown[s] >= 0 {
				shown = append(shown, s)
			}
		}
		for pass := range 2 {
			var fs []table.Flight
			for _, s := range shown {
				r := g.voteSpot(s)
				big := grow(r, r.W*1.6)
				face := faceChoice + v.Shown[s]
				f := table.Card(r, big, table.Back).Turn(face).Stay(0.7)
				if pass == 1 {
					f = table.Card(big, r, face).Into(table.At(placeVote, s, 0))
				}
				fs = append(fs, f)
			}
			together(m, fs)
		}
		m.Sound(sounds.Reveal)
	case tp.EvTake:
		if !valid(e.Seat) || len(st.Moved) == 0 {
			return
		}
		numbers, loose := before.Numbers[e.Seat], before.Loose[e.Seat]+before.Waiting[e.Seat]
		var fs []table.Flight
		for _, p := range st.Moved {
			c := before.Row[p]
			if c == tp.Joker {
				fs = append(fs, table.Card(g.cardSpot(p), g.looseSpot(e.Seat), int(c)).Into(table.At(placeLoose, e.Seat, loose)))
				loose++
			} else {
				fs = append(fs, table.Card(g.cardSpot(p), g.slotSpot(e.Seat, int(c)), int(c)).Into(table.At(placeStack, e.Seat, stackIndex(int(c), numbers[c]))))
				numbers[c]++
			}
		}
		together(m, fs)
		m.Sound(sounds.Card)
	case tp.EvDiscard:
		var fs []table.Flight
		for i, p := range st.Moved {
			fs = append(fs, table.Card(g.cardSpot(p), g.discardSpot(), int(before.Row[p])).Into(table.At(placeDiscard, 0, len(before.Discards)+i)))
		}
		together(m, fs)
		if len(st.Moved) > 0 {
			m.Sound(sounds.Card)
		}
	case tp.EvContest:
		for s := range v.N {
			if st.Seg.Claim.Has(s) {
				m.Glow(s, table.Bad)
			}
		}
	case tp.EvJoker:
		if !valid(e.Seat) || e.Card < 1 || e.Card > 10 {
			return
		}
		to := g.slotSpot(e.Seat, e.Card)
		m.Fly(table.Card(g.looseSpot(e.Seat), to, faceJoker).Into(table.At(placeJoker, e.Seat, stackIndex(e.Card, before.Jokers[e.Seat][e.Card]))))
		m.Sound(sounds.Card)
	case tp.EvJokerWait:
		if valid(e.Seat) {
			m.Glow(e.Seat, table.Info)
		}
	case tp.EvRoundEnd:
		m.Pause(0.3)
	case tp.EvMajority:
		var fs []table.Flight
		for _, s := range st.Holders {
			fs = append(fs, table.Token(coin(g.slotSpot(s, e.Card)), coin(g.scoreSpot(s)), table.TokenCoin))
		}
		together(m, fs)
		for _, s := range st.Holders {
			m.CountUp(table.At(placeScore, s, 0), before.Tally[s], v.Tally[s])
		}
		if len(st.Holders) > 0 {
			m.Sound(sounds.Token)
		}
	case tp.EvGameWin:
		if valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
			if e.Seat == g.t.Human() {
				m.SoundAfter(sounds.Win)
			}
		}
	}
}

// together sends flights at once: the first after everything queued, the
// others with it.
func together(m *table.Motion, fs []table.Flight) {
	for i, f := range fs {
		if i == 0 {
			m.Fly(f)
		} else {
			m.With(f)
		}
	}
}

// coin is a token's square in the middle of r.
func coin(r rect) rect {
	s := min(r.W, r.H) * 0.8
	return r.Centred(s, s)
}

func (g *Table) deckSpot() rect    { return g.geo().deck }
func (g *Table) discardSpot() rect { return g.geo().discard }

package rebelprincess

import (
	"slices"

	"parlour/game"
)

// ApplyLegal implements game.LegalApplier: it performs an action taken from
// Legal without checking it again.
func (g *Game) ApplyLegal(seat int, a game.Action) []game.Event {
	if g.RoundAt > 0 {
		g.Log = append([]game.Event(nil), g.Log[g.RoundAt:]...)
		g.RoundAt = 0
	}
	mark := len(g.Log)
	g.apply(seat, a)
	g.advance()
	return g.Log[mark:len(g.Log):len(g.Log)]
}

// Apply implements game.Game: game.ApplyChecked judges the action (CheckTurn)
// and then performs it with ApplyLegal.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	return game.ApplyChecked(g, seat, a)
}

func (g *Game) apply(seat int, a game.Action) {
	arg := int(a.Args[0])
	switch a.Kind {
	case KindDraft:
		g.Princess[seat] = arg
		g.chosen(seat, a.Kind, arg)
		if len(g.Pending()) == 0 {
			// Everyone turns their princess face up at once.
			for s, kept := range g.Princess {
				g.Log = append(g.Log, game.Event{Type: EvDrafted, Seat: s, Target: -1, Card: -1, Value: kept})
			}
			g.startRound()
		}
	case KindCopy:
		g.Copy[seat] = arg
		g.Log = append(g.Log, game.Event{Type: EvCopy, Seat: seat, Target: -1, Card: -1, Value: arg})
		if len(g.Pending()) == 0 {
			g.Phase = PhasePass
		}
	case KindPass:
		var give []Card
		for _, x := range a.Args {
			if x >= 0 {
				give = append(give, Card(x))
			}
		}
		g.Giving[seat] = give
		g.chosen(seat, a.Kind, arg, int(a.Args[1]), int(a.Args[2]))
		if len(g.Pending()) > 0 {
			return
		}
		if g.Phase == PhasePass {
			g.exchange()
		} else {
			g.chairs()
			g.Step = StepStart
		}
	case KindAside:
		c := Card(arg)
		g.take(seat, c)
		g.Aside[seat] = append(g.Aside[seat], c)
		g.secret(EvAside, seat, -1, len(g.Aside[seat]), c, seat)
		if len(g.Pending()) == 0 {
			g.beginTricks()
		}
	case KindShow:
		g.Shown[seat] = arg
		g.chosen(seat, a.Kind, arg)
		if len(g.Pending()) == 0 {
			// Everyone lays their suit face up at once.
			for s := range g.NPlayers {
				for _, c := range g.Hands[s] {
					if int(c.Suit()) == g.Shown[s] {
						g.Exposed[s] = append(g.Exposed[s], c)
						g.Log = append(g.Log, game.Event{Type: EvShow, Seat: s, Target: -1, Card: int(c), Value: -1})
					}
				}
			}
			g.beginTricks()
		}
	case KindGift:
		c := Card(arg)
		g.take(seat, c)
		g.Gifts = append(g.Gifts, Played{Seat: seat, Card: c})
		g.secret(EvGift, seat, -1, -1, c, seat)
	case KindPlay:
		g.play(seat, Card(arg), a.Args[1] == 1)
	case KindSkip:
		g.skip(seat)
	case KindGive:
		g.applyGive(seat, Card(arg))
	default:
		g.applyPower(seat, a)
	}
}

// chosen records a simultaneous choice: everyone sees that seat has chosen,
// only seat sees what (vals: a princess, cards or a suit; -1 for none).
func (g *Game) chosen(seat int, kind uint8, vals ...int) {
	e := game.Event{Type: EvChosen, Seat: seat, Target: -1, Card: -1, Value: int(kind), SeenBy: game.SeatsOf(seat)}
	for _, v := range vals {
		if v >= 0 {
			e.Secret.Append(v)
		}
	}
	g.Log = append(g.Log, e)
}

// take removes a card from a seat's hand (and from its face-up cards).
func (g *Game) take(s int, c Card) {
	if i := slices.Index(g.Hands[s], c); i >= 0 {
		g.Hands[s] = slices.Delete(g.Hands[s], i, i+1)
	}
	if g.Exposed != nil {
		if i := slices.Index(g.Exposed[s], c); i >= 0 {
			g.Exposed[s] = slices.Delete(g.Exposed[s], i, i+1)
		}
	}
	if g.Forced != nil && g.Forced[s] == c {
		g.Forced[s] = NoCard
	}
}

// give puts a card into a seat's hand, which stays sorted.
func (g *Game) give(s int, c Card) {
	h := g.Hands[s]
	i, _ := slices.BinarySearch(h, c)
	g.Hands[s] = slices.Insert(h, i, c)
}

// exposed reports whether everyone can see c in s's hand.
func (g *Game) exposed(s int, c Card) bool { return slices.Contains(g.Exposed[s], c) }

// exchange gives every pass at once: nobody sees what they receive before giving.
func (g *Game) exchange() {
	p := g.pass()
	gets := make([][]Card, g.NPlayers)
	for s, give := range g.Giving {
		for _, c := range give {
			g.take(s, c)
		}
		right, left := give[:p.Right], give[p.Right:]
		if len(right) > 0 {
			gets[g.right(s)] = append(gets[g.right(s)], right...)
			g.Log = append(g.Log, passEvent(s, g.right(s), right))
		}
		if len(left) > 0 {
			gets[g.left(s)] = append(gets[g.left(s)], left...)
			g.Log = append(g.Log, passEvent(s, g.left(s), left))
		}
	}
	for s := range g.Hands {
		g.Hands[s] = sortHand(append(g.Hands[s], gets[s]...))
	}
	g.Giving = make([][]Card, g.NPlayers)
	g.Phase = PhaseSetup
	if g.setupNeeded() == 0 && !g.has(rcCrystal) {
		g.beginTricks()
	}
}

func passEvent(from, to int, cards []Card) game.Event {
	e := game.Event{Type: EvPassed, Seat: from, Target: to, Card: -1, Value: len(cards), SeenBy: game.SeatsOf(from, to)}
	for _, c := range cards {
		e.Secret.Append(int(c))
	}
	return e
}

// chairs passes a card each to the right, all at once (Musical Chairs).
func (g *Game) chairs() {
	for s, give := range g.Giving {
		g.take(s, give[0])
		g.Log = append(g.Log, passEvent(s, g.right(s), give))
	}
	for s, give := range g.Giving {
		g.give(g.right(s), give[0])
	}
	g.Giving = make([][]Card, g.NPlayers)
}

// setupNeeded is how many cards each seat puts face down before the first
// trick: one for Late to the Ball, half the hand for After Party and Blind
// Man's Bluff.
func (g *Game) setupNeeded() int {
	switch g.RoundCard().ID {
	case rcLateBall:
		return 1
	case rcAfterParty, rcBlindBluff:
		return len(Deck(g.NPlayers)) / g.NPlayers / 2
	}
	return 0
}

func (g *Game) setupDone(s int) bool {
	if g.has(rcCrystal) {
		return g.Shown[s] >= 0
	}
	return len(g.Aside[s]) >= g.setupNeeded()
}

func (g *Game) beginTricks() {
	g.Starter = g.Leader
	g.Phase = PhasePlay
	g.Step = StepStart
	g.Turn = g.Leader
}

// advance moves the game on until some seat owes a decision.
func (g *Game) advance() {
	for g.Phase == PhasePlay {
		switch g.Step {
		case StepStart:
			if !g.nextTrick() {
				continue
			}
			g.Step = StepWindow
		case StepWindow:
			for len(g.Asked) > 0 && len(g.appendPowers(nil, g.Asked[0])) == 0 {
				g.Asked = g.Asked[1:]
			}
			if len(g.Asked) > 0 {
				return
			}
			g.Asked = nil
			g.Step, g.Turn = StepPlay, g.Leader
			if g.has(rcWedding) && !g.Repeat {
				g.Step = StepGift
			}
		case StepGift:
			if len(g.Gifts) < g.NPlayers {
				return
			}
			g.Step = StepPlay
		case StepPlay:
			if len(g.Trick) < g.NPlayers*g.perTrick() {
				return
			}
			g.reveal()
			g.Step = StepMulan
		case StepMulan:
			if s := g.mulanSeat(); s >= 0 && !g.T.MulanAsk {
				g.T.Seat = s
				return
			}
			g.T.Winner = g.trickWinner()
			g.Step = StepAlice
		case StepAlice:
			if g.canAlice() {
				return
			}
			g.toHaggle()
		case StepHaggle:
			if len(g.haggles(g.T.Winner)) > 0 {
				return
			}
			g.Step = StepPocahontas
		case StepPocahontas:
			w := g.T.Winner
			if g.Edition == Classic && g.princess(w) == Pocahontas && !g.Used[w] && g.cardsLeft() {
				return
			}
			g.collect()
			g.Step = StepChairs
		case StepChairs:
			if g.has(rcChairs) && len(g.Hands[0]) > 0 {
				if len(g.Pending()) > 0 {
					return
				}
			}
			g.Step = StepStart
		default:
			return // a power's own step: its seat owes a decision
		}
	}
}

// cardsLeft reports whether another trick follows in this round.
func (g *Game) cardsLeft() bool {
	for s := range g.NPlayers {
		if len(g.Hands[s]) > 0 || len(g.Aside[s]) > 0 {
			return true
		}
	}
	return false
}

// nextTrick starts a trick, takes up set-aside cards when hands run out, or
// ends the round (returning false).
func (g *Game) nextTrick() bool {
	n := g.NPlayers
	if g.has(rcLateDate) && len(g.Hands[0]) <= 3 && len(g.Aside[0]) == 0 {
		// Late for a Very Important Date: the last three cards are never played.
		for s := range n {
			e := game.Event{Type: EvKept, Seat: s, Target: -1, Card: -1, Value: len(g.Hands[s]), SeenBy: game.SeatsOf(s)}
			for _, c := range g.Hands[s] {
				e.Secret.Append(int(c))
				g.Unseen[s] = append(g.Unseen[s], Played{Seat: s, Card: c})
			}
			g.Won[s] = append(g.Won[s], g.Hands[s]...)
			g.Hands[s] = nil
			g.Log = append(g.Log, e)
		}
		g.endRound(g.Leader)
		return false
	}
	if len(g.Hands[0]) == 0 {
		if len(g.Aside[0]) == 0 {
			g.endRound(g.Leader)
			return false
		}
		// Take up the cards set aside: Blind Man's Bluff hands them to the right.
		g.LastTrick = g.has(rcLateBall)
		for s := range n {
			to := s
			if g.has(rcBlindBluff) {
				to = g.right(s)
			}
			for _, c := range g.Aside[s] {
				g.secret(EvTakeUp, s, to, -1, c, s, to)
			}
			g.Hands[to] = sortHand(append(g.Hands[to], g.Aside[s]...))
		}
		g.Aside = make([][]Card, n)
	}
	g.T = newTrick()
	g.Turn = g.Leader
	g.Asked = nil
	for k := 1; k <= n; k++ {
		s := (g.Leader + k) % n
		if p := g.princess(s); p >= 0 && preTrick(g.Edition, p) && !g.Used[s] {
			g.Asked = append(g.Asked, s)
		}
	}
	return true
}

// collect gives the trick (and the gift pile) to its winner, who leads next.
func (g *Game) collect() {
	w := g.T.Winner
	g.Tricks++
	g.TricksWon[w]++
	for _, p := range g.Trick {
		g.Won[w] = append(g.Won[w], p.Card)
	}
	for _, p := range g.Gifts {
		g.Won[w] = append(g.Won[w], p.Card)
		g.Unseen[w] = append(g.Unseen[w], p)
	}
	g.Log = append(g.Log, game.Event{Type: EvTrick, Seat: w, Target: -1, Card: -1, Value: g.Tricks})
	g.giftsTaken(w)
	g.Trick, g.Gifts, g.Repeat = nil, nil, false
	g.Leader = w
	if g.T.Next >= 0 {
		g.Leader = g.T.Next
		g.Log = append(g.Log, game.Event{Type: EvLeads, Seat: g.Leader, Target: -1, Card: -1, Value: -1})
	}
	g.Turn = g.Leader
	for s := range g.Forced {
		g.Forced[s] = NoCard
	}
}

// giftsTaken names the gift pile's cards to w, who takes it with the trick
// (Wedding Gift): the winner looks at the cards it took and counts them,
// as its observation's won cards show; the others saw the pile go face
// down and learn nothing. Up to six gifts lie in the pile and an event's
// secret holds four (game.MaxValues), so the pile is named in fours, as a
// hand is dealt; in card order, which says nothing of who gave which.
func (g *Game) giftsTaken(w int) {
	var buf [6]Card
	pile := buf[:0]
	for _, p := range g.Gifts {
		pile = append(pile, p.Card)
	}
	game.SortSmall(pile)
	for i := 0; i < len(pile); i += game.MaxValues {
		e := game.Event{Type: EvGiftsTaken, Seat: w, Target: -1, Card: -1, Value: len(pile), SeenBy: game.SeatsOf(w)}
		for _, c := range pile[i:min(i+game.MaxValues, len(pile))] {
			e.Secret.Append(int(c))
		}
		g.Log = append(g.Log, e)
	}
}

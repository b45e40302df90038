package rebelprincess

import (
	"slices"

	"parlour/game"
)

func (g *Game) powerEvent(seat, p, target, card int) *game.Event {
	g.Log = append(g.Log, game.Event{Type: EvPower, Seat: seat, Target: target, Card: card, Value: p})
	return &g.Log[len(g.Log)-1]
}

// use exhausts seat's princess for the round and records it on the trick.
func (g *Game) use(seat int) int {
	p := g.princess(seat)
	g.Used[seat] = true
	g.T.Powers = append(g.T.Powers, p)
	return p
}

// skip declines the choice seat owes: a power in the window, Mulan's swap,
// Alice's redeal, the Hag's exchange or Classic Pocahontas's choice.
func (g *Game) skip(seat int) {
	declined := g.princess(seat)
	switch g.Step {
	case StepWindow:
		g.Asked = g.Asked[1:]
	case StepMulan:
		g.T.MulanAsk = true
	case StepAlice:
		g.toHaggle()
	case StepHaggle:
		declined = -1
		g.Step = StepPocahontas
	case StepPocahontas:
		g.collect()
		g.Step = StepChairs
	}
	g.Log = append(g.Log, game.Event{Type: EvSkip, Seat: seat, Target: -1, Card: -1, Value: declined})
}

func (g *Game) toHaggle() {
	g.Step = StepHaggle
	g.T.Haggles = 0
	if g.has(rcHaggle) {
		g.T.Haggles = 1
		g.T.Bonus = g.T.Mulan != NoCard && g.T.MulanSeat == g.T.Winner
	}
}

func (g *Game) applyPower(seat int, a game.Action) {
	arg := int(a.Args[0])
	switch a.Kind {
	case KindCinderella:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), -1, -1)
		g.T.Reversed = true
	case KindMermaid:
		if g.Step == StepWindow {
			g.Asked = g.Asked[1:]
			g.powerEvent(seat, g.use(seat), g.Leader, arg)
			g.T.Lock = true
		} else {
			g.powerEvent(seat, LittleMermaid, g.Leader, arg)
		}
		g.Step = StepWindow
		g.T.Mermaid = arg
		if setOf(g.Hands[g.Leader])&suitSet(Suit(arg)) == 0 {
			g.Log = append(g.Log, game.Event{Type: EvLacks, Seat: g.Leader, Target: -1, Card: -1, Value: arg})
			g.T.Mermaid = -1
			g.T.Named = append(g.T.Named, arg)
			if g.Edition == Deluxe && g.anyNameable() {
				// Deluxe: she names suits until the leader has one.
				g.Step, g.T.Seat = StepMermaid, seat
			}
		}
	case KindPocahontas:
		g.powerEvent(seat, g.use(seat), arg, -1)
		if g.Step == StepPocahontas {
			g.T.Next = arg
			return
		}
		// Deluxe, before the trick: the new leader's lead is fixed only if
		// the Ice Princess chose its card (which stays the card it must play).
		g.Asked = g.Asked[1:]
		g.Leader, g.Turn = arg, arg
		g.T.Lock = g.Forced[arg] != NoCard
	case KindSleeping:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), -1, -1)
		g.Step, g.T.Seat, g.T.Pool = StepSleepGive, seat, nil
	case KindAlice:
		g.powerEvent(seat, g.use(seat), -1, -1)
		g.alice(seat)
	case KindMulan:
		out, in := Card(a.Args[0]), Card(a.Args[1])
		g.powerEvent(seat, g.use(seat), -1, -1)
		for i, p := range g.Trick {
			if p.Seat == seat && p.Card == out {
				g.Trick[i].Card, g.Trick[i].Zero = in, false
			}
		}
		g.take(seat, in)
		g.give(seat, out)
		g.T.Mulan, g.T.MulanSeat, g.T.MulanAsk = in, seat, true
		g.Log = append(g.Log, game.Event{Type: EvMulan, Seat: seat, Target: int(out), Card: int(in), Value: -1})
	case KindScheherazade:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), arg, -1)
		pool := g.eligible(arg).appendTo(nil)
		c := pool[g.RNG.Intn(len(pool))]
		g.moveCard(arg, seat, c)
		g.Step, g.T.Seat, g.T.Target = StepSchehGive, seat, arg
	case KindPea:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), -1, -1)
		g.T.PeaSeat, g.T.PeaFrom = seat, 0
	case KindIce:
		g.Asked = g.Asked[1:]
		e := g.powerEvent(seat, g.use(seat), arg, -1)
		if arg == g.Leader {
			g.T.Lock = true
		}
		pool := g.eligible(arg).appendTo(nil)
		g.RNG.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		if g.Edition == Classic || len(pool) == 1 {
			g.force(seat, arg, pool[0])
			return
		}
		// Deluxe: two random cards; she returns one, the other must be played.
		e.SeenBy = game.SeatsOf(seat, arg)
		g.T.Pool = nil
		for _, c := range pool[:2] {
			e.Secret.Append(int(c))
			g.T.Pool = append(g.T.Pool, Played{Seat: arg, Card: c})
		}
		g.Step, g.T.Seat, g.T.Target = StepIceReturn, seat, arg
	case KindRapunzel:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), g.Leader, -1)
		g.T.Rapunzel, g.T.Lock = true, true
	case KindSwap:
		h, tc := Card(a.Args[0]), Card(a.Args[1])
		for i, p := range g.Trick {
			if p.Card == tc {
				if p.Seat == seat {
					g.T.OwnTaken = true
				} else {
					g.T.OtherTaken = true
				}
				// The card given lies in the trick as the winner's own.
				g.Trick[i] = Played{Seat: seat, Card: h}
			}
		}
		g.take(seat, h)
		g.give(seat, tc)
		g.Log = append(g.Log, game.Event{Type: EvSwap, Seat: seat, Target: int(h), Card: int(tc), Value: -1})
	}
}

func (g *Game) anyNameable() bool {
	for s := Princes; s < numSuits; s++ {
		if g.nameable(s) {
			return true
		}
	}
	return false
}

// moveCard moves c from one hand to another; only the two see which card,
// unless it lay face up.
func (g *Game) moveCard(from, to int, c Card) {
	g.logGive(from, to, c)
	g.take(from, c)
	g.give(to, c)
}

// logGive records c going from one seat to another: in the open when it lay
// face up, otherwise seen by the two only. Call it before the card moves.
func (g *Game) logGive(from, to int, c Card) {
	if g.exposed(from, c) {
		g.Log = append(g.Log, game.Event{Type: EvGive, Seat: from, Target: to, Card: int(c), Value: -1})
		return
	}
	g.secret(EvGive, from, to, -1, c, from, to)
}

// secret records an event whose card only the seenBy seats may see.
func (g *Game) secret(t game.EventType, seat, target, value int, c Card, seenBy ...int) {
	e := game.Event{Type: t, Seat: seat, Target: target, Card: -1, Value: value, SeenBy: game.SeatsOf(seenBy...)}
	e.Secret.Append(int(c))
	g.Log = append(g.Log, e)
}

// force sets the card target must play this trick; the Ice Princess knows
// it only when she chose between two.
func (g *Game) force(ice, target int, c Card) {
	g.Forced[target] = c
	e := game.Event{Type: EvForced, Seat: target, Target: ice, Card: -1, Value: -1, SeenBy: game.SeatsOf(target)}
	if g.Edition == Deluxe {
		e.SeenBy = game.SeatsOf(target, ice)
	}
	e.Secret.Append(int(c))
	g.Log = append(g.Log, e)
}

func (g *Game) applyGive(seat int, c Card) {
	inPool := slices.IndexFunc(g.T.Pool, func(p Played) bool { return p.Card == c })
	switch g.Step {
	case StepSleepGive:
		g.logGive(seat, g.T.Seat, c)
		g.take(seat, c)
		g.T.Pool = append(g.T.Pool, Played{Seat: seat, Card: c})
		if len(g.T.Pool) == g.NPlayers {
			g.Step = StepSleepKeep
		}
	case StepSleepKeep:
		sb := g.T.Seat
		g.T.Pool = slices.Delete(g.T.Pool, inPool, inPool+1)
		g.give(sb, c)
		g.secret(EvKeepCard, sb, -1, -1, c, sb)
		if g.Edition == Deluxe {
			g.Step, g.T.Target = StepSleepDeal, g.left(sb)
			return
		}
		// Classic: the rest go back face down in random order.
		g.RNG.Shuffle(len(g.T.Pool), func(i, j int) { g.T.Pool[i], g.T.Pool[j] = g.T.Pool[j], g.T.Pool[i] })
		for k, p := range g.T.Pool {
			to := (sb + 1 + k) % g.NPlayers
			g.give(to, p.Card)
			g.secret(EvGive, sb, to, -1, p.Card, to)
		}
		g.T.Pool = nil
		g.Step = StepWindow
	case StepSleepDeal:
		sb, to := g.T.Seat, g.T.Target
		g.T.Pool = slices.Delete(g.T.Pool, inPool, inPool+1)
		g.give(to, c)
		g.secret(EvGive, sb, to, -1, c, sb, to)
		g.T.Target = g.left(to)
		if len(g.T.Pool) == 0 {
			g.T.Pool = nil
			g.Step, g.T.Target = StepWindow, -1
		}
	case StepSchehGive:
		g.moveCard(seat, g.T.Target, c)
		g.Step = StepWindow
	case StepIceReturn:
		other := g.T.Pool[1-inPool].Card
		g.T.Pool = nil
		g.force(seat, g.T.Target, other)
		g.Step = StepWindow
	}
}

// alice shuffles the trick and deals it back, starting with herself; she
// leads the trick again (Wedding Gift: without new gifts).
func (g *Game) alice(seat int) {
	cs := make([]Card, len(g.Trick))
	for i, p := range g.Trick {
		cs[i] = p.Card
	}
	g.RNG.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for i, c := range cs {
		to := (seat + i) % g.NPlayers
		g.give(to, c)
		g.secret(EvRedeal, to, seat, -1, c, to)
	}
	g.Trick = nil
	for s := range g.Forced {
		g.Forced[s] = NoCard
	}
	g.Repeat = g.has(rcWedding)
	g.Leader, g.Turn = seat, seat
	g.Step = StepStart
}

package rebelprincess

import (
	"fmt"
	"slices"

	"parlour/game"
)

// preTrick reports whether a princess acts in the window before a trick.
func preTrick(ed Edition, p int) bool {
	switch p {
	case Cinderella, LittleMermaid, SleepingBeauty, Scheherazade, IcePrincess, Rapunzel:
		return true
	case Pocahontas, PrincessOnThePea:
		return ed == Deluxe
	}
	return false
}

// free is what a seat may hand over: its hand but a card the Ice Princess
// set aside for this trick, and nothing while Late to the Ball's set-aside
// cards are played.
func (g *Game) free(s int) []Card {
	if g.LastTrick {
		return nil
	}
	return filter(g.Hands[s], func(c Card) bool { return c != g.Forced[s] })
}

// eligible is what a random draw from s's hand may find: free cards that are
// not lying face up (Crystal Clear cards are not random).
func (g *Game) eligible(s int) []Card {
	return filter(g.free(s), func(c Card) bool { return !g.exposed(s, c) })
}

func (g *Game) usedOnTrick(ps ...int) bool {
	for _, p := range ps {
		if slices.Contains(g.T.Powers, p) {
			return true
		}
	}
	return false
}

// nameable lists the suits the Little Mermaid may call for: not Princes
// before they are in (Deluxe: unless the leader holds nothing else), nor a
// suit the leader already lacked.
func (g *Game) nameable() []Suit {
	onlyPrinces := !slices.ContainsFunc(g.Hands[g.Leader], func(c Card) bool { return c.Suit() != Princes })
	var out []Suit
	for s := Princes; s < numSuits; s++ {
		if s == Princes && !g.PrincesIn && !(g.Edition == Deluxe && onlyPrinces) {
			continue
		}
		if !slices.Contains(g.T.Named, int(s)) {
			out = append(out, s)
		}
	}
	return out
}

// powerActions lists seat's choices in the window before a trick. A power
// that would undo or contradict one already used on this trick is not
// offered: the leader's lead can be constrained once (Little Mermaid,
// Rapunzel, the Ice Princess on the leader), and nothing that changes who
// leads or what the leader holds comes after that.
func (g *Game) powerActions(seat int) []game.Action {
	if g.Used[seat] || len(g.Hands[g.Leader]) == 0 {
		return nil
	}
	var out []game.Action
	add := func(kind uint8, args ...int) { out = append(out, game.NewAction(kind, args...)) }
	t := &g.T
	switch g.princess(seat) {
	case Cinderella:
		if !t.Reversed {
			add(KindCinderella)
		}
	case LittleMermaid:
		if !t.Lock {
			for _, s := range g.nameable() {
				add(KindMermaid, int(s))
			}
		}
	case Pocahontas:
		if !t.Lock && !g.usedOnTrick(Pocahontas) {
			for s := range g.NPlayers {
				if s != g.Leader {
					add(KindPocahontas, s)
				}
			}
		}
	case SleepingBeauty:
		if g.usedOnTrick(LittleMermaid, IcePrincess, Rapunzel, SleepingBeauty) {
			return nil
		}
		for s := range g.NPlayers {
			if len(g.free(s)) == 0 {
				return nil
			}
		}
		add(KindSleeping)
	case Scheherazade:
		if len(g.free(seat)) == 0 {
			return nil
		}
		for s := range g.NPlayers {
			if s != seat && len(g.eligible(s)) > 0 && !(s == g.Leader && t.Lock) {
				add(KindScheherazade, s)
			}
		}
	case PrincessOnThePea:
		if t.PeaSeat < 0 {
			add(KindPea)
		}
	case IcePrincess:
		for s := range g.NPlayers {
			if s == seat || len(g.eligible(s)) == 0 || g.Forced[s] != NoCard || (g.Edition == Classic && s != g.Leader) {
				continue
			}
			if s == g.Leader && t.Lock {
				continue
			}
			add(KindIce, s)
		}
	case Rapunzel:
		if !t.Lock {
			add(KindRapunzel)
		}
	}
	return out
}

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

func (g *Game) skip(seat int) error {
	switch g.Step {
	case StepWindow:
		g.Asked = g.Asked[1:]
	case StepMulan:
		g.T.MulanAsk = true
	case StepAlice:
		g.toHaggle()
	case StepHaggle:
		g.Step = StepPocahontas
	case StepPocahontas:
		g.collect()
		g.Step = StepChairs
	default:
		return fmt.Errorf("this choice cannot be declined")
	}
	return nil
}

func (g *Game) toHaggle() {
	g.Step = StepHaggle
	g.T.Haggles = 0
	if g.has(rcHaggle) {
		g.T.Haggles = 1
		g.T.Bonus = g.T.Mulan != NoCard && g.T.MulanSeat == g.T.Winner
	}
}

// whyNot explains an action that is not among the legal ones.
func (g *Game) whyNot(seat int, a game.Action) error {
	switch g.Step {
	case StepWindow:
		if a.Kind < KindCinderella {
			return fmt.Errorf("before the trick this seat may use its princess or skip")
		}
		return fmt.Errorf("%s is not possible now: a princess acts once a round, and not against a power already used on this trick", kindName(a.Kind))
	case StepSleepGive:
		return fmt.Errorf("give Sleeping Beauty one card from the hand")
	case StepSleepKeep, StepSleepDeal:
		return fmt.Errorf("choose one of the cards given to Sleeping Beauty")
	case StepSchehGive:
		return fmt.Errorf("Scheherazade gives back one card from her hand")
	case StepIceReturn:
		return fmt.Errorf("the Ice Princess returns one of the two cards she drew")
	case StepMermaid:
		return fmt.Errorf("the leader lacks that suit: the Little Mermaid names another one")
	case StepMulan:
		return fmt.Errorf("Mulan swaps her played card for another of the same suit from her hand (never the Frog), or skips")
	case StepAlice:
		return fmt.Errorf("Alice may deal the trick back out, or skip")
	case StepHaggle:
		return fmt.Errorf("Haggle with the Hag: swap a card from the hand for one in the trick not played by this seat, or skip")
	case StepPocahontas:
		return fmt.Errorf("Pocahontas names another seat to lead, or skips")
	}
	return fmt.Errorf("a %s action is not possible now (%s)", kindName(a.Kind), g.Step)
}

func (g *Game) applyPower(seat int, a game.Action) error {
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
		if !slices.ContainsFunc(g.Hands[g.Leader], func(c Card) bool { return int(c.Suit()) == arg }) {
			g.Log = append(g.Log, game.Event{Type: EvLacks, Seat: g.Leader, Target: -1, Card: -1, Value: arg})
			g.T.Mermaid = -1
			g.T.Named = append(g.T.Named, arg)
			if g.Edition == Deluxe && len(g.nameable()) > 0 {
				// Deluxe: she names suits until the leader has one.
				g.Step, g.T.Seat = StepMermaid, seat
			}
		}
	case KindPocahontas:
		p := g.use(seat)
		g.powerEvent(seat, p, arg, -1)
		if g.Step == StepPocahontas {
			g.T.Next = arg
			return nil
		}
		g.Asked = g.Asked[1:]
		g.Leader, g.Turn = arg, arg
	case KindSleeping:
		g.Asked = g.Asked[1:]
		g.powerEvent(seat, g.use(seat), -1, -1)
		g.Step, g.T.Seat, g.T.Pool = StepSleepGive, seat, nil
	case KindGive:
		return g.applyGive(seat, Card(arg))
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
		pool := g.eligible(arg)
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
		pool := g.eligible(arg)
		g.RNG.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		if g.Edition == Classic || len(pool) == 1 {
			g.force(seat, arg, pool[0])
			return nil
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
	default:
		return fmt.Errorf("%s is not possible now", kindName(a.Kind))
	}
	return nil
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

func (g *Game) applyGive(seat int, c Card) error {
	inPool := func() int {
		return slices.IndexFunc(g.T.Pool, func(p Played) bool { return p.Card == c })
	}
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
		g.T.Pool = slices.Delete(g.T.Pool, inPool(), inPool()+1)
		g.give(sb, c)
		if g.Edition == Deluxe {
			g.Step, g.T.Target = StepSleepDeal, g.left(sb)
			return nil
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
		g.T.Pool = slices.Delete(g.T.Pool, inPool(), inPool()+1)
		g.give(to, c)
		g.secret(EvGive, sb, to, -1, c, sb, to)
		g.T.Target = g.left(to)
		if len(g.T.Pool) == 0 {
			g.Step, g.T.Target = StepWindow, -1
		}
	case StepSchehGive:
		g.moveCard(seat, g.T.Target, c)
		g.Step = StepWindow
	case StepIceReturn:
		i := inPool()
		other := g.T.Pool[1-i].Card
		g.T.Pool = nil
		g.force(seat, g.T.Target, other)
		g.Step = StepWindow
	default:
		return fmt.Errorf("nothing is being given now")
	}
	return nil
}

// mulanSeat is the first seat, clockwise from the leader's left, whose Mulan
// may still swap a card on this trick.
func (g *Game) mulanSeat() int {
	for k := 1; k <= g.NPlayers; k++ {
		s := (g.Leader + k) % g.NPlayers
		if g.princess(s) == Mulan && !g.Used[s] && len(g.mulanSwaps(s)) > 0 {
			return s
		}
	}
	return -1
}

// mulanSwaps lists (card played, card from the hand) pairs of the same suit;
// the Frog can be neither.
func (g *Game) mulanSwaps(s int) [][2]Card {
	var out [][2]Card
	for _, p := range g.Trick {
		if p.Seat != s || p.Card == Frog {
			continue
		}
		for _, c := range g.Hands[s] {
			if c != Frog && c.Suit() == p.Card.Suit() {
				out = append(out, [2]Card{p.Card, c})
			}
		}
	}
	return out
}

func (g *Game) canAlice() bool {
	w := g.T.Winner
	return g.princess(w) == Alice && !g.Used[w] && !slices.ContainsFunc(g.Trick, func(p Played) bool { return p.Card == Frog })
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

// haggles lists (hand card, trick card) swaps the winner may make under
// Haggle with the Hag: one card not played by itself; and when Mulan's power
// put a card in and she won, that card too, as a second exchange.
func (g *Game) haggles(s int) [][2]Card {
	if g.T.Haggles == 0 {
		return nil
	}
	var out [][2]Card
	for _, p := range g.Trick {
		own := p.Seat == s
		switch {
		case own && !(g.T.Bonus && !g.T.OwnTaken && p.Card == g.T.Mulan):
			continue
		case !own && g.T.OtherTaken:
			continue
		}
		for _, h := range g.Hands[s] {
			out = append(out, [2]Card{h, p.Card})
		}
	}
	return out
}

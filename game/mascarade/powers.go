package mascarade

import "parlour/game"

// gain gives player p n coins from the bank.
func (g *Game) gain(p, n int, out []game.Event) []game.Event {
	g.Coins[g.At[p]] += n
	g.Bank += n
	return g.emit(out, ev(EvBank, p, -1, NoMask, n))
}

// take moves up to n coins from player from to player to.
func (g *Game) take(to, from, n int, out []game.Event) []game.Event {
	n = min(n, g.CoinsOf(from))
	g.Coins[g.At[from]] -= n
	g.Coins[g.At[to]] += n
	return g.emit(out, ev(EvTransfer, to, from, NoMask, n))
}

// richestOthers is the set of the richest players other than player.
func (g *Game) richestOthers(player int) game.Seats {
	best := -1
	var set game.Seats
	for p := range g.NPlayers {
		if p == player {
			continue
		}
		switch c := g.CoinsOf(p); {
		case c > best:
			best, set = c, game.SeatsOf(p)
		case c == best:
			set = set.With(p)
		}
	}
	return set
}

func single(s game.Seats) bool { return s != 0 && s&(s-1) == 0 }

// startPower applies the automatic part of u's power. done is false when the
// power now waits for a decision (Ann.Step says which).
func (g *Game) startPower(u int, out []game.Event) ([]game.Event, bool) {
	ann := g.Ann
	switch ann.Mask {
	case Judge:
		c := g.Court
		g.Court = 0
		g.Coins[g.At[u]] += c
		out = g.emit(out, ev(EvCourt, u, -1, NoMask, c))
	case Empress:
		out = g.gain(u, 3, out)
	case King:
		out = g.gain(u, 2, out)
	case Widow:
		if c := g.CoinsOf(u); c < WidowTo {
			out = g.gain(u, WidowTo-c, out)
		} else {
			out = g.emit(out, ev(EvNoEffect, u, -1, Widow, -1))
		}
	case Patron:
		// One gain after another: whoever reaches 13 first wins at once.
		for _, x := range [3]struct{ p, n int }{{u, 3}, {g.neighbour(u, 1), 1}, {g.neighbour(u, -1), 1}} {
			if out = g.checkEnd(g.gain(x.p, x.n, out)); g.Over() {
				break
			}
		}
	case Peasant:
		out = g.gain(u, ann.Peasants, out)
	case Thief:
		out = g.take(u, g.neighbour(u, 1), 1, out)
		if out = g.checkEnd(out); !g.Over() {
			out = g.take(u, g.neighbour(u, -1), 1, out)
		}
	case Beggar:
		for _, p := range g.clockwise(u) {
			if g.CoinsOf(p) > g.CoinsOf(u) {
				out = g.take(u, p, 1, out)
				if out = g.checkEnd(out); g.Over() {
					break
				}
			}
		}
	case Cheat:
		if g.CoinsOf(u) >= CheatWin {
			g.Phase = PhaseOver
			g.Winners = []int{u}
			out = g.emit(out, ev(EvWin, u, -1, Cheat, g.CoinsOf(u)))
		} else {
			out = g.emit(out, ev(EvNoEffect, u, -1, Cheat, -1))
		}
	case Princess:
		out = g.gain(u, 2, out)
		ann.Step = StepTarget
		return out, false
	case Fool:
		out = g.gain(u, 1, out)
		ann.Step = StepPair
		return out, false
	case Puppeteer:
		ann.Step = StepPair
		return out, false
	case Trickster:
		rich := g.richestOthers(u)
		if !single(rich) {
			ann.Step = StepTarget
			return out, false
		}
		for p := range g.NPlayers {
			if rich.Has(p) {
				out = g.take(u, p, 2, out)
			}
		}
	case Guru, Witch, Spy:
		ann.Step = StepTarget
		return out, false
	}
	return out, true
}

// decide applies a power's decision, then carries on with the announcement.
func (g *Game) decide(seat int, a game.Action, out []game.Event) []game.Event {
	ann := g.Ann
	finished := true
	switch a.Kind {
	case KindTarget:
		t := int(a.Args[0])
		switch ann.Mask {
		case Princess:
			// Shown to everyone but its wearer, who does not look: not "revealed"
			// for the rule that bars announcing next turn (the rules page).
			e := ev(EvPrincess, seat, t, NoMask, g.At[t])
			e.Secret = game.ValuesOf(int(g.Places[g.At[t]]))
			e.SeenBy = game.AllSeats(g.NPlayers) &^ game.SeatsOf(t)
			out = g.emit(out, e)
		case Trickster:
			out = g.take(seat, t, 2, out)
		case Witch:
			if t >= 0 {
				pu, pt := g.At[seat], g.At[t]
				g.Coins[pu], g.Coins[pt] = g.Coins[pt], g.Coins[pu]
				out = g.emit(out, ev(EvCoinSwap, seat, t, NoMask, -1))
			} else {
				out = g.emit(out, ev(EvNoEffect, seat, -1, Witch, -1))
			}
		case Guru:
			ann.Victim = t
			ann.Step = StepName
			out = g.emit(out, ev(EvGuru, seat, t, NoMask, -1))
			finished = false
		case Spy:
			ann.Victim = t
			ann.Step = StepExchange
			e := ev(EvSpyLook, seat, t, NoMask, g.At[t])
			e.Secret = game.ValuesOf(int(g.Places[g.At[seat]]), int(g.Places[g.At[t]]))
			e.SeenBy = game.SeatsOf(seat)
			out = g.emit(out, e)
			finished = false
		}
	case KindName:
		u := ann.Holders[ann.Next]
		named := Mask(a.Args[0])
		worn := g.Places[g.At[seat]]
		out = g.emit(out, ev(EvName, seat, -1, named, -1))
		out = g.reveal(out, seat)
		if named != worn {
			out = g.take(u, seat, 4, out)
		}
	case KindExchange:
		out = g.swapUnseen(out, EvSpySwap, seat, g.At[seat], g.At[ann.Victim], a.Args[0] == 1)
	case KindPair:
		p, q := int(a.Args[0]), int(a.Args[1])
		if ann.Mask == Fool {
			out = g.swapUnseen(out, EvFoolSwap, seat, g.At[q], g.At[p], a.Args[2] == 1)
			break
		}
		// The Puppeteer.
		out = g.take(seat, p, 1, out)
		if out = g.checkEnd(out); g.Over() {
			return out
		}
		out = g.take(seat, q, 1, out)
		if out = g.checkEnd(out); g.Over() {
			return out
		}
		g.At[p], g.At[q] = g.At[q], g.At[p]
		out = g.emit(out, ev(EvSeatsChange, p, q, NoMask, -1))
	}
	if !finished {
		return g.runPowers(out)
	}
	ann.Step = StepNone
	ann.Victim = -1
	ann.Next++
	if out = g.checkEnd(out); g.Over() {
		return out
	}
	return g.runPowers(out)
}

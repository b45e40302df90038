package mascarade

import (
	"fmt"
	"strings"

	"parlour/game"
)

// inPlay is the set of masks of the scenario, as bits.
func (g *Game) inPlay() uint32 {
	var set uint32
	for _, m := range g.Masks {
		set |= 1 << m
	}
	return set
}

// kinds lists the distinct masks of the scenario, in order.
func (g *Game) kinds() []Mask {
	var out []Mask
	set := g.inPlay()
	for m := range numMasks {
		if set&(1<<m) != 0 {
			out = append(out, m)
		}
	}
	return out
}

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	out := g.AppendLegal(nil, seat)
	if len(out) == 0 {
		return nil
	}
	return out
}

// AppendLegal implements game.LegalAppender: seat's legal actions, appended to buf.
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if g.Over() || seat != g.pending() {
		return buf
	}
	n := g.NPlayers
	switch g.Phase {
	case PhaseTurn:
		for t := range n + g.Centre {
			if t != seat {
				buf = append(buf, game.NewAction(KindSwap, t, 1), game.NewAction(KindSwap, t, 0))
			}
		}
		if g.OpeningSwaps > 0 {
			return buf
		}
		buf = append(buf, game.NewAction(KindLook))
		if !g.RevealedPrev[seat] {
			buf = g.appendMasks(buf, KindAnnounce)
		}
	case PhaseContest:
		buf = append(buf, game.NewAction(KindContest, 1), game.NewAction(KindContest, 0))
	case PhaseName:
		buf = g.appendMasks(buf, KindName)
	case PhasePower:
		switch g.Ann.Step {
		case StepTarget:
			mask := g.Ann.Mask
			if mask == Witch {
				buf = append(buf, game.NewAction(KindTarget, -1))
			}
			var rich game.Seats
			if mask == Trickster {
				rich = g.richestOthers(seat)
			}
			for t := range n {
				if t != seat && (mask != Trickster || rich.Has(t)) {
					buf = append(buf, game.NewAction(KindTarget, t))
				}
			}
		case StepPair:
			for a := range n {
				for b := a + 1; b < n; b++ {
					if a == seat || b == seat {
						continue
					}
					if g.Ann.Mask == Fool {
						buf = append(buf, game.NewAction(KindPair, a, b, 1), game.NewAction(KindPair, a, b, 0))
					} else {
						buf = append(buf, game.NewAction(KindPair, a, b))
					}
				}
			}
		case StepExchange:
			buf = append(buf, game.NewAction(KindExchange, 1), game.NewAction(KindExchange, 0))
		}
	}
	return buf
}

func (g *Game) appendMasks(buf []game.Action, kind uint8) []game.Action {
	set := g.inPlay()
	for m := range numMasks {
		if set&(1<<m) != 0 {
			buf = append(buf, game.NewAction(kind, int(m)))
		}
	}
	return buf
}

// Explain implements game.Explainer: the rule that forbids seat's action a.
// game.CheckTurn asks it only for an action that Legal does not list.
func (g *Game) Explain(seat int, a game.Action) string {
	switch {
	case g.Over():
		return "the game is over"
	case seat != g.pending():
		return "it is not this player's decision"
	}
	switch g.Phase {
	case PhaseTurn:
		return g.explainTurn(seat, a)
	case PhaseContest:
		if a.Kind != KindContest {
			return "each player in turn answers the announcement: contest or pass"
		}
		if !unused(a, 1) || !isBit(a.Args[0]) {
			return "an answer is contest (1) or pass (0)"
		}
	case PhaseName:
		if a.Kind != KindName {
			return "the Guru's chosen player must name its mask"
		}
		if !unused(a, 1) || !g.scenarioHas(a.Args[0]) {
			return "name a mask of this scenario (" + g.maskList() + ")"
		}
	case PhasePower:
		return g.explainPower(seat, a)
	}
	return ""
}

func (g *Game) explainTurn(seat int, a game.Action) string {
	if g.OpeningSwaps > 0 && a.Kind != KindSwap {
		return "the first four turns of the game must be swaps"
	}
	switch a.Kind {
	case KindLook:
		if !unused(a, 0) {
			return "look takes nothing more"
		}
	case KindSwap:
		t := int(a.Args[0])
		switch {
		case !unused(a, 2) || !isBit(a.Args[1]):
			return "a swap names a place and whether it is real (1) or pretended (0)"
		case t == seat:
			return "swap with another player's mask or a centre mask, not your own"
		case t >= g.NPlayers+g.Centre && t < g.NPlayers+MaxCentre:
			return fmt.Sprintf("%s (%s is not in play)", g.centreRule(), formatTarget(t, g.NPlayers))
		case t < 0 || t >= g.NPlayers+g.Centre:
			return fmt.Sprintf("there is no place %s: swap with %s", formatTarget(t, g.NPlayers), g.swapPlaces())
		}
	case KindAnnounce:
		switch {
		case g.RevealedPrev[seat]:
			return "your mask was revealed during the previous player's turn, so you may not announce"
		case !unused(a, 1) || !g.scenarioHas(a.Args[0]):
			return "announce a mask of this scenario (" + g.maskList() + ")"
		}
	default:
		return "on your turn: look at your mask, swap it, or announce one"
	}
	return ""
}

func (g *Game) explainPower(seat int, a game.Action) string {
	mask := g.Ann.Mask
	switch g.Ann.Step {
	case StepTarget:
		t := int(a.Args[0])
		switch {
		case a.Kind != KindTarget || !unused(a, 1):
			if mask == Witch {
				return "the Witch chooses a player to swap coins with, or keeps her coins"
			}
			return fmt.Sprintf("the %s chooses a player", mask.title())
		case t == -1 && mask != Witch:
			return fmt.Sprintf("the %s must choose a player (only the Witch may keep her coins)", mask.title())
		case t == seat:
			return fmt.Sprintf("the %s chooses another player", mask.title())
		case t < -1 || t >= g.NPlayers:
			return fmt.Sprintf("there is no player %d (players 0–%d; a power chooses players, not centre masks)", t, g.NPlayers-1)
		case mask == Trickster && !g.richestOthers(seat).Has(t):
			return "the Trickster takes from one of the richest other players"
		}
	case StepPair:
		p, q := int(a.Args[0]), int(a.Args[1])
		switch {
		case a.Kind != KindPair || !unused(a, 3):
			return fmt.Sprintf("the %s chooses two other players", mask.title())
		case p < 0 || p >= g.NPlayers:
			return fmt.Sprintf("there is no player %d (players 0–%d)", p, g.NPlayers-1)
		case q < 0 || q >= g.NPlayers:
			return fmt.Sprintf("there is no player %d (players 0–%d)", q, g.NPlayers-1)
		case p >= q:
			return "name two different players, the lower first"
		case p == seat || q == seat:
			if mask == Fool {
				return "the Fool swaps the masks of two other players"
			}
			return "the Puppeteer chooses two other players"
		case mask == Fool && !isBit(a.Args[2]):
			return "the Fool's swap is real (1) or pretended (0)"
		case mask != Fool && a.Args[2] != -1:
			return "only the Fool swaps or pretends: the Puppeteer's players change seats"
		}
	case StepExchange:
		if a.Kind != KindExchange || !unused(a, 1) || !isBit(a.Args[0]) {
			return "the Spy, having looked, swaps (1) or pretends to (0)"
		}
	}
	return ""
}

// centreRule is how many centre masks the table has, as the rulebook has
// it: two at 4 players, one at 5, none above unless one or two were chosen
// at setup.
func (g *Game) centreRule() string {
	n := g.NPlayers
	switch {
	case n <= 5 && g.Centre == 1:
		return fmt.Sprintf("at %d players there is one centre mask", n)
	case n <= 5:
		return fmt.Sprintf("at %d players there are %d centre masks", n, g.Centre)
	case g.Centre == 0:
		return fmt.Sprintf("at %d players there are no centre masks unless chosen at setup, and this table has none", n)
	case g.Centre == 1:
		return "this table has one centre mask, chosen at setup"
	}
	return fmt.Sprintf("this table has %d centre masks, chosen at setup", g.Centre)
}

// swapPlaces lists the places a player may swap with: the other players
// and the centre masks in play.
func (g *Game) swapPlaces() string {
	s := fmt.Sprintf("another player (0–%d)", g.NPlayers-1)
	switch g.Centre {
	case 0:
		return s
	case 1:
		return s + " or the centre mask c0"
	}
	return s + " or a centre mask (c0 or c1)"
}

// unused reports whether a's arguments from i on are unused (-1).
func unused(a game.Action, i int) bool {
	for ; i < len(a.Args); i++ {
		if a.Args[i] != -1 {
			return false
		}
	}
	return true
}

func isBit(x int8) bool { return x == 0 || x == 1 }

func (g *Game) scenarioHas(m int8) bool {
	return Mask(m).Valid() && g.inPlay()&(1<<m) != 0
}

func (g *Game) maskList() string {
	var names []string
	for _, m := range g.kinds() {
		names = append(names, m.String())
	}
	return strings.Join(names, ", ")
}

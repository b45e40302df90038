package loveletter

import (
	"slices"

	"parlour/game"
)

// Apply implements game.Game: game.ApplyChecked judges the action (CheckTurn)
// and then performs it with ApplyLegal.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	return game.ApplyChecked(g, seat, a)
}

// ApplyLegal implements game.LegalApplier: it performs an action taken from
// Legal without checking it again.
func (g *Game) ApplyLegal(seat int, a game.Action) []game.Event { return g.apply(seat, a) }

func (g *Game) apply(seat int, a game.Action) []game.Event {
	g.mark, g.carry = len(g.Log), nil
	if a.Kind == KindKeep {
		g.keep(seat, a)
	} else if !g.play(seat, Card(a.Args[0]), int(a.Args[1]), Card(a.Args[2])) {
		return g.collect() // a Chancellor: the same seat now chooses what to keep
	}
	g.endTurn()
	return g.collect()
}

// play resolves seat's card c at target (-1: none) naming guess (the Guard's).
// It reports whether the turn is over.
func (g *Game) play(seat int, c Card, target int, guess Card) bool {
	g.removeFromHand(seat, c)
	g.Discards[seat] = append(g.Discards[seat], c)
	g.emit(ev(EvPlay, seat, target, c, int(guess)))
	if target < 0 && c.targets() {
		// Every other player is protected: the card is played without effect.
		g.emit(ev(EvNoEffect, seat, -1, c, -1))
		return true
	}
	switch c {
	case Guard:
		if g.Hands[target][0] == guess {
			g.emit(ev(EvGuardHit, seat, target, NoCard, int(guess)))
			g.knockOut(target)
		} else {
			g.emit(ev(EvGuardMiss, seat, target, NoCard, int(guess)))
		}
	case Priest:
		g.emit(secret(ev(EvPriestLook, seat, target, NoCard, -1), game.SeatsOf(seat), g.Hands[target][0]))
	case Baron:
		mine, theirs := g.Hands[seat][0], g.Hands[target][0]
		loser := -1
		if mine < theirs {
			loser = seat
		} else if theirs < mine {
			loser = target
		}
		g.emit(secret(ev(EvBaron, seat, target, NoCard, loser), game.SeatsOf(seat, target), mine, theirs))
		if loser >= 0 {
			g.knockOut(loser)
		}
	case Handmaid:
		g.Protected[seat] = true
		g.emit(ev(EvProtected, seat, -1, NoCard, -1))
	case Prince:
		g.princeDiscard(target)
	case Chancellor:
		return !g.chancellorDraw(seat)
	case King:
		mine, theirs := g.Hands[seat][0], g.Hands[target][0]
		g.Hands[seat][0], g.Hands[target][0] = theirs, mine
		g.emit(secret(ev(EvTrade, seat, target, NoCard, -1), game.SeatsOf(seat, target), mine, theirs))
	case Princess:
		g.knockOut(seat)
	}
	return true
}

// targets reports whether the card chooses a player.
func (c Card) targets() bool {
	return c == Guard || c == Priest || c == Baron || c == Prince || c == King
}

// princeDiscard makes target discard its hand without effect and draw: from
// the deck, or the set-aside card when the deck is empty. Discarding the
// Princess puts it out instead, and it draws nothing.
func (g *Game) princeDiscard(target int) {
	d := g.Hands[target][0]
	g.Hands[target] = g.Hands[target][:0]
	g.Discards[target] = append(g.Discards[target], d)
	g.emit(ev(EvDiscard, target, -1, d, -1))
	if d == Princess {
		g.knockOut(target)
		return
	}
	if len(g.Deck) > 0 {
		nc := g.pop()
		g.Hands[target] = append(g.Hands[target], nc)
		g.emit(secret(ev(EvDraw, target, -1, NoCard, 0), game.SeatsOf(target), nc))
		return
	}
	nc := g.SetAside
	g.SetAside = NoCard
	g.Hands[target] = append(g.Hands[target], nc)
	g.emit(secret(ev(EvDraw, target, -1, NoCard, 1), game.SeatsOf(target), nc))
}

// chancellorDraw draws up to two cards; it reports whether seat now has to
// choose what to keep (false: the deck was empty, no effect).
func (g *Game) chancellorDraw(seat int) bool {
	k := min(2, len(g.Deck))
	if k == 0 {
		g.emit(ev(EvNoEffect, seat, -1, Chancellor, -1))
		return false
	}
	e := ev(EvChancellor, seat, -1, NoCard, k)
	for range k {
		c := g.pop()
		g.Hands[seat] = append(g.Hands[seat], c)
		e.Secret.Append(int(c))
	}
	e.SeenBy = game.SeatsOf(seat)
	g.emit(e)
	g.Phase = PhaseKeep
	return true
}

// keep ends a Chancellor: seat keeps one card and puts the rest under the deck.
func (g *Game) keep(seat int, a game.Action) {
	e := ev(EvReturn, seat, -1, NoCard, 0)
	g.Hands[seat] = append(g.Hands[seat][:0], Card(a.Args[0]))
	for _, c := range a.Args[1:3] {
		if c >= 0 {
			g.Deck = append(g.Deck, Card(c))
			e.Secret.Append(int(c))
		}
	}
	e.Value = e.Secret.Len()
	e.SeenBy = game.SeatsOf(seat)
	g.emit(e)
	g.Phase = PhasePlay
}

func (g *Game) removeFromHand(seat int, c Card) {
	h := g.Hands[seat]
	i := slices.Index(h, c)
	g.Hands[seat] = slices.Delete(h, i, i+1)
}

// knockOut puts seat out of the round; its hand is discarded face up.
func (g *Game) knockOut(seat int) {
	g.Out[seat] = true
	g.Protected[seat] = false
	shown := NoCard
	if len(g.Hands[seat]) > 0 {
		shown = g.Hands[seat][0]
		g.Discards[seat] = append(g.Discards[seat], g.Hands[seat]...)
		g.Hands[seat] = g.Hands[seat][:0]
	}
	g.emit(ev(EvOut, seat, -1, shown, -1))
}

// endTurn ends the round if it is over (one seat left, or the deck empty after
// a turn), or passes the turn clockwise to the next seat still in.
func (g *Game) endTurn() {
	if g.inRound() == 1 {
		for s := range g.NPlayers {
			if !g.Out[s] {
				g.endRound([]int{s})
				return
			}
		}
	}
	if len(g.Deck) == 0 {
		g.showdown()
		return
	}
	next := g.Turn
	for {
		next = (next + 1) % g.NPlayers
		if !g.Out[next] {
			break
		}
	}
	g.Turn = next
	g.beginTurn()
}

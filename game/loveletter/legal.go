package loveletter

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action { return g.AppendLegal(nil, seat) }

// AppendLegal appends seat's legal actions to buf (game.LegalAppender);
// simulations and CheckTurn reuse buf to avoid allocation.
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if g.Over() || seat != g.Turn {
		return buf
	}
	hand := g.Hands[seat]
	if g.Phase == PhaseKeep {
		return appendKeeps(buf, hand)
	}
	forced := mustPlayCountess(hand)
	for i, c := range hand {
		if i > 0 && hand[0] == c {
			continue // the same card twice is one choice
		}
		if forced && c != Countess {
			continue
		}
		buf = g.appendPlays(buf, seat, c)
	}
	return buf
}

// mustPlayCountess reports a two-card hand of the Countess with the King or a Prince.
func mustPlayCountess(hand []Card) bool {
	return slices.Contains(hand, Countess) && (slices.Contains(hand, King) || slices.Contains(hand, Prince))
}

// targetable reports whether seat's card may choose target: another seat, in
// the round and not protected (the Prince may also choose its own player).
func (g *Game) targetable(seat, target int) bool {
	return target != seat && !g.Out[target] && !g.Protected[target]
}

// anyTarget reports whether seat can choose another player at all.
func (g *Game) anyTarget(seat int) bool {
	for t := range g.NPlayers {
		if g.targetable(seat, t) {
			return true
		}
	}
	return false
}

// guessable reports whether a Guard may name c in this game's deck.
func (g *Game) guessable(c Card) bool {
	return c.Valid() && c != Guard && DeckCounts(g.Variant)[c] > 0
}

func (g *Game) appendPlays(buf []game.Action, seat int, c Card) []game.Action {
	switch c {
	case Guard, Priest, Baron, King:
		if !g.anyTarget(seat) {
			return append(buf, game.NewAction(KindPlay, int(c)))
		}
		for t := range g.NPlayers {
			if !g.targetable(seat, t) {
				continue
			}
			if c != Guard {
				buf = append(buf, game.NewAction(KindPlay, int(c), t))
				continue
			}
			for guess := range numCards {
				if g.guessable(guess) {
					buf = append(buf, game.NewAction(KindPlay, int(c), t, int(guess)))
				}
			}
		}
	case Prince:
		for t := range g.NPlayers {
			if t == seat || g.targetable(seat, t) {
				buf = append(buf, game.NewAction(KindPlay, int(c), t))
			}
		}
	default:
		buf = append(buf, game.NewAction(KindPlay, int(c)))
	}
	return buf
}

// appendKeeps lists every way to keep one card and return the rest in order.
func appendKeeps(buf []game.Action, hand []Card) []game.Action {
	start := len(buf)
	for k := range hand {
		var rest [2]Card
		n := 0
		for i, c := range hand {
			if i != k && n < 2 {
				rest[n] = c
				n++
			}
		}
		if n == 1 {
			buf = appendUnique(buf, start, game.NewAction(KindKeep, int(hand[k]), int(rest[0])))
			continue
		}
		buf = appendUnique(buf, start, game.NewAction(KindKeep, int(hand[k]), int(rest[0]), int(rest[1])))
		buf = appendUnique(buf, start, game.NewAction(KindKeep, int(hand[k]), int(rest[1]), int(rest[0])))
	}
	return buf
}

func appendUnique(buf []game.Action, from int, a game.Action) []game.Action {
	if slices.Contains(buf[from:], a) {
		return buf
	}
	return append(buf, a)
}

// Explain implements game.Explainer: CheckTurn has already found that a is
// not among seat's legal actions (and that seat owes a decision); this names
// the rule that forbids it.
func (g *Game) Explain(seat int, a game.Action) string {
	hand := g.Hands[seat]
	switch {
	case a.Kind != KindPlay && a.Kind != KindKeep:
		return fmt.Sprintf("Love Letter has no action of kind %d", a.Kind)
	case a.Args[3] != -1:
		return "a Love Letter action has at most three parts"
	case g.Phase == PhaseKeep && a.Kind == KindPlay:
		return "finish the Chancellor first: keep one card and return the others"
	case g.Phase == PhaseKeep:
		return g.explainKeep(hand, a)
	case a.Kind == KindKeep:
		return "cards are kept only after playing a Chancellor"
	}
	c, t, guess := Card(a.Args[0]), int(a.Args[1]), Card(a.Args[2])
	switch {
	case !slices.Contains(hand, c):
		return fmt.Sprintf("you do not hold the %s (your hand: %v)", c.title(), hand)
	case c != Countess && mustPlayCountess(hand):
		return "the Countess must be played when held with the King or a Prince"
	case t < -1 || t >= g.NPlayers:
		return fmt.Sprintf("there is no seat %d at a table of %d", t, g.NPlayers)
	}
	switch c {
	case Guard, Priest, Baron, King:
		if t < 0 {
			if g.anyTarget(seat) {
				return fmt.Sprintf("the %s must choose another player while one can be chosen", c.title())
			}
			if guess != NoCard {
				return "with no player to choose, the Guard names no character"
			}
			break
		}
		if why := g.explainTarget(seat, c, t); why != "" {
			return why
		}
		if c != Guard {
			if guess != NoCard {
				return "only the Guard names a character"
			}
			break
		}
		switch {
		case guess == Guard:
			return "a Guard may not name the Guard"
		case !g.guessable(guess):
			return fmt.Sprintf("the Guard must name a character of the %s deck", g.Variant)
		}
	case Prince:
		switch {
		case t < 0:
			return "the Prince must choose a player (its own player if everyone else is protected)"
		case guess != NoCard:
			return "only the Guard names a character"
		}
		if t != seat {
			return g.explainTarget(seat, c, t)
		}
	default:
		if t >= 0 || guess != NoCard {
			return fmt.Sprintf("the %s chooses no player", c.title())
		}
	}
	return "that is not a legal play now"
}

// explainTarget says why seat's card c may not choose t, or "" if it may.
func (g *Game) explainTarget(seat int, c Card, t int) string {
	switch {
	case t == seat:
		return fmt.Sprintf("the %s must choose another player", c.title())
	case g.Out[t]:
		return fmt.Sprintf("seat %d is out of the round", t)
	case g.Protected[t]:
		return fmt.Sprintf("seat %d is protected by the Handmaid", t)
	}
	return ""
}

// explainKeep says why a keep is not one of the ways to end a Chancellor.
func (g *Game) explainKeep(hand []Card, a game.Action) string {
	var rest Counts
	for _, c := range hand {
		rest[c]++
	}
	want := len(hand) - 1
	got := 0
	for i, x := range a.Args[:3] {
		c := Card(x)
		if i > 0 && c == NoCard {
			continue
		}
		if !c.Valid() || rest[c] == 0 {
			return fmt.Sprintf("you do not hold the %s to keep or return (your hand: %v)", c.title(), hand)
		}
		rest[c]--
		if i > 0 {
			got++
		}
	}
	if got != want {
		return fmt.Sprintf("keep one card and return the other %d to the bottom of the deck", want)
	}
	return "keep one card and return the others to the bottom of the deck"
}

package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

func filter(cs []Card, keep func(Card) bool) []Card {
	var out []Card
	for _, c := range cs {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

// prefer narrows cs to the cards keep accepts, unless none are: how every
// "must if able" rule works.
func prefer(cs []Card, keep func(Card) bool) []Card {
	if f := filter(cs, keep); len(f) > 0 {
		return f
	}
	return cs
}

// extremes keeps each suit's highest and lowest card (Magic Beans).
func extremes(cs []Card) []Card {
	return filter(cs, func(c Card) bool {
		lo, hi := true, true
		for _, o := range cs {
			if o.Suit() == c.Suit() {
				lo = lo && o.Value() >= c.Value()
				hi = hi && o.Value() <= c.Value()
			}
		}
		return lo || hi
	})
}

// ledSuit is the suit cards must follow now (Pass the Bouquet moves it).
func (g *Game) ledSuit() Suit {
	led := g.Trick[0].Card.Suit()
	if g.has(rcBouquet) {
		for _, p := range g.Trick[1:] {
			led = p.Card.Suit()
		}
	}
	return led
}

// peaApplies: the Princess on the Pea's demand covers this seat's next card.
func (g *Game) peaApplies(seat int) bool {
	return g.T.PeaSeat >= 0 && seat != g.T.PeaSeat && len(g.Trick) >= g.T.PeaFrom
}

// playable is what seat may play now, and what it may play only with its
// princess's power. Each rule narrows the choice only when something is
// left: power first, then the round card, then the base rules.
func (g *Game) playable(seat int) (plain, power []Card) {
	if f := g.Forced[seat]; f != NoCard {
		return []Card{f}, nil
	}
	h := g.Hands[seat]
	above5 := func(c Card) bool { return c.Value() > 5 }
	var cands []Card
	leading := len(g.Trick) == 0
	if leading {
		switch {
		case g.T.Mermaid >= 0 && slices.ContainsFunc(h, func(c Card) bool { return int(c.Suit()) == g.T.Mermaid }):
			cands = filter(h, func(c Card) bool { return int(c.Suit()) == g.T.Mermaid })
		case g.T.Rapunzel && slices.ContainsFunc(h, func(c Card) bool { return c.Suit() == Princes }):
			cands = filter(h, func(c Card) bool { return c.Suit() == Princes })
		case g.PrincesIn:
			cands = slices.Clone(h)
		default:
			cands = prefer(slices.Clone(h), func(c Card) bool { return c.Suit() != Princes })
		}
		if g.peaApplies(seat) {
			cands = prefer(cands, above5)
		}
	} else {
		led := g.ledSuit()
		cands = prefer(slices.Clone(h), func(c Card) bool {
			return c.Suit() == led || (g.has(rcMidnight) && c.Suit() == Fairies)
		})
		if g.peaApplies(seat) {
			cands = prefer(cands, above5)
		}
		if g.has(rcOddsEvens) {
			parity := g.Trick[0].Card.Value() % 2
			cands = prefer(cands, func(c Card) bool { return c.Value()%2 == parity })
		}
	}
	if g.has(rcMagicBeans) {
		cands = extremes(cands)
	}
	plain = cands
	switch g.princess(seat) {
	case SnowWhite:
		if !g.Used[seat] {
			power = filter(plain, func(c Card) bool { return c.Value() <= 7 })
		}
	case Thumbelina:
		if seat != g.Leader && (!g.Used[seat] || g.T.Thumb == seat) {
			power = filter(h, func(c Card) bool {
				return c != Frog && c.Suit() != Princes && !slices.Contains(plain, c)
			})
		}
	case PrincessOnThePea:
		if g.Edition == Classic && !g.Used[seat] && len(g.Trick) < g.NPlayers*g.perTrick()-1 {
			power = plain
		}
	}
	return plain, power
}

func (g *Game) applyPlay(seat int, c Card, power bool) error {
	plain, pw := g.playable(seat)
	if power && !slices.Contains(pw, c) {
		switch g.princess(seat) {
		case SnowWhite:
			return fmt.Errorf("Snow White's power counts a playable 7 or lower as 0, once a round")
		case Thumbelina:
			return fmt.Errorf("Thumbelina may ignore the led suit only when not leading, once a round, and never with a Prince or the Frog")
		case PrincessOnThePea:
			return fmt.Errorf("the Princess on the Pea's power is used with a playable card, once a round, while others are still to play")
		}
		return fmt.Errorf("this seat's princess has no power to use with a card")
	}
	if !power && !slices.Contains(plain, c) {
		return g.whyNotPlay(seat, c, plain)
	}
	var led Suit
	if len(g.Trick) > 0 {
		led = g.ledSuit()
	}
	forced := g.Forced[seat] == c
	g.take(seat, c)
	pl := Played{Seat: seat, Card: c, Power: power}
	pl.Void = len(g.Trick) > 0 && c.Suit() != led && !(g.has(rcMidnight) && c.Suit() == Fairies)
	pl.Hidden = g.has(rcMasquerade) && len(g.Trick) > 0
	if power {
		g.Used[seat] = true
		switch g.princess(seat) {
		case SnowWhite:
			pl.Zero, g.T.Snow = true, seat
			if g.Edition == Deluxe {
				// Deluxe: the power covers both cards of a double trick.
				for i, p := range g.Trick {
					if p.Seat == seat && p.Card.Value() <= 7 {
						g.Trick[i].Zero = true
					}
				}
			}
		case Thumbelina:
			g.T.Thumb = seat
		case PrincessOnThePea:
			g.T.PeaSeat, g.T.PeaFrom = seat, len(g.Trick)+1
		}
	} else if g.Edition == Deluxe && g.T.Snow == seat && c.Value() <= 7 {
		pl.Zero = true
	}
	g.Trick = append(g.Trick, pl)
	e := game.Event{Type: EvPlay, Seat: seat, Target: -1, Card: int(c), Value: 0}
	if power {
		e.Value = 1
	}
	if pl.Hidden {
		e.Card, e.SeenBy = -1, game.SeatsOf(seat)
		e.Secret.Append(int(c))
	}
	g.Log = append(g.Log, e)
	if c.Suit() == Princes && !g.PrincesIn && ((pl.Void && !pl.Hidden) || forced) {
		g.princesIn(seat, c)
	}
	g.Turn = (g.Leader + len(g.Trick)) % g.NPlayers
	return nil
}

func (g *Game) princesIn(seat int, c Card) {
	g.PrincesIn = true
	g.Log = append(g.Log, game.Event{Type: EvPrincesIn, Seat: seat, Target: -1, Card: int(c), Value: -1})
}

func (g *Game) whyNotPlay(seat int, c Card, plain []Card) error {
	var names []string
	for _, x := range plain {
		names = append(names, x.String())
	}
	legal := strings.Join(names, " ")
	switch {
	case g.Forced[seat] != NoCard:
		return fmt.Errorf("the Ice Princess chose this seat's card for this trick: %s", g.Forced[seat])
	case len(g.Trick) == 0 && g.T.Mermaid >= 0:
		return fmt.Errorf("the Little Mermaid calls for %s (play %s)", Suit(g.T.Mermaid), legal)
	case len(g.Trick) == 0 && g.T.Rapunzel:
		return fmt.Errorf("Rapunzel makes the leader lead a Prince (play %s)", legal)
	case len(g.Trick) == 0 && c.Suit() == Princes && !g.PrincesIn:
		return fmt.Errorf("Princes may not lead until a player without the led suit has played one (play %s)", legal)
	case len(g.Trick) > 0 && c.Suit() != g.ledSuit() && slices.ContainsFunc(g.Hands[seat], func(x Card) bool { return x.Suit() == g.ledSuit() }):
		return fmt.Errorf("this seat holds %s and must follow suit (play %s)", g.ledSuit(), legal)
	case g.T.PeaSeat >= 0 && c.Value() <= 5:
		return fmt.Errorf("the Princess on the Pea demands a card above 5 (play %s)", legal)
	case g.has(rcOddsEvens):
		return fmt.Errorf("Odds and Evens: match the first card's parity (play %s)", legal)
	case g.has(rcMagicBeans):
		return fmt.Errorf("Magic Beans: only a suit's highest or lowest card (play %s)", legal)
	case g.has(rcMidnight):
		return fmt.Errorf("Midnight Makeover: follow the led suit or play a Fairy (play %s)", legal)
	}
	return fmt.Errorf("%s cannot be played now (play %s)", c, legal)
}

// reveal turns up Masquerade's face-down cards once all have played.
func (g *Game) reveal() {
	for i, p := range g.Trick {
		if !p.Hidden {
			continue
		}
		g.Trick[i].Hidden = false
		g.Log = append(g.Log, game.Event{Type: EvReveal, Seat: p.Seat, Target: -1, Card: int(p.Card), Value: -1})
		if p.Void && p.Card.Suit() == Princes && !g.PrincesIn {
			g.princesIn(p.Seat, p.Card)
		}
	}
}

func value(p Played) int {
	if p.Zero {
		return 0
	}
	return p.Card.Value()
}

// trickWinner decides the trick by the base rules as the round card and the
// powers used on it change them.
func (g *Game) trickWinner() int {
	t := g.Trick
	rev := g.T.Reversed
	if g.has(rcUpsideDown) {
		for _, p := range t {
			if p.Card.Value() == 6 && !p.Zero {
				rev = !rev
			}
		}
	}
	rank := func(p Played) int {
		if rev {
			return 13 - value(p)
		}
		return value(p)
	}
	led := t[0].Card.Suit()
	if g.has(rcBouquet) {
		led = g.ledSuit()
	}
	// best returns the index of the best-ranked card among those keep
	// accepts; ties go to the first played, or the last when last is set.
	best := func(keep func(Played) bool, last bool) int {
		b := -1
		for i, p := range t {
			if !keep(p) {
				continue
			}
			if b < 0 || rank(p) > rank(t[b]) || (last && rank(p) == rank(t[b])) {
				b = i
			}
		}
		return b
	}
	inSuit := func(p Played) bool { return p.Card.Suit() == led }
	switch g.RoundCard().ID {
	case rcDecree:
		if b := best(func(p Played) bool { return p.Card.Suit() == Queens }, false); b >= 0 {
			return t[b].Seat
		}
	case rcPoison:
		if b := best(func(p Played) bool { return p.Void }, true); b >= 0 {
			return t[b].Seat
		}
	case rcMidnight:
		b := best(func(p Played) bool { return inSuit(p) || p.Card.Suit() == Fairies }, g.Edition == Classic)
		return t[b].Seat
	case rcBridesmaid:
		var ranked []Played
		for _, p := range t {
			if inSuit(p) {
				ranked = append(ranked, p)
			}
		}
		if len(ranked) < 2 {
			return t[0].Seat
		}
		slices.SortStableFunc(ranked, func(a, b Played) int { return rank(b) - rank(a) })
		return ranked[1].Seat
	case rcSisterhood:
		lead := value(t[0])
		keep := inSuit
		if len(filterPlayed(t, inSuit)) < 2 {
			keep = func(Played) bool { return true }
		}
		b := -1
		dist := func(p Played) int { return abs(value(p) - lead) }
		for i, p := range t {
			if keep(p) && (b < 0 || dist(p) > dist(t[b]) || (dist(p) == dist(t[b]) && value(p) > value(t[b]))) {
				b = i
			}
		}
		return t[b].Seat
	case rcRingsTwice:
		sum := map[int]int{}
		top := map[int]Played{}
		for _, p := range t {
			if !inSuit(p) {
				continue
			}
			sum[p.Seat] += value(p)
			if q, ok := top[p.Seat]; !ok || rank(p) > rank(q) {
				top[p.Seat] = p
			}
		}
		w := -1
		for k := range g.NPlayers {
			s := (t[0].Seat + k) % g.NPlayers
			if _, ok := top[s]; !ok {
				continue
			}
			if w < 0 {
				w = s
				continue
			}
			better := sum[s] > sum[w]
			if rev {
				better = sum[s] < sum[w]
			}
			if better || (sum[s] == sum[w] && rank(top[s]) > rank(top[w])) {
				w = s
			}
		}
		return w
	}
	return t[best(inSuit, false)].Seat
}

func filterPlayed(t []Played, keep func(Played) bool) []Played {
	var out []Played
	for _, p := range t {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TrickWinner is the seat of the highest card of the led suit under the base rules.
func TrickWinner(trick []Played) int {
	led := trick[0].Card.Suit()
	best := trick[0]
	for _, p := range trick[1:] {
		if p.Card.Suit() == led && p.Card.Value() > best.Card.Value() {
			best = p
		}
	}
	return best.Seat
}

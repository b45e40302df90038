package rebelprincess

import "parlour/game"

// ledSuit is the suit cards must follow now (Pass the Bouquet moves it).
func (g *Game) ledSuit() Suit { return ledSuitOf(g.Trick, g.has(rcBouquet)) }

func ledSuitOf(trick []Played, bouquet bool) Suit {
	led := trick[0].Card.Suit()
	if bouquet {
		for _, p := range trick[1:] {
			led = p.Card.Suit()
		}
	}
	return led
}

// play puts seat's card on the trick, with its princess's power when power is set.
func (g *Game) play(seat int, c Card, power bool) {
	var led Suit
	if len(g.Trick) > 0 {
		led = g.ledSuit()
	}
	pl := Played{Seat: seat, Card: c, Power: power, Forced: g.Forced[seat] == c}
	g.take(seat, c)
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
	if !pl.Hidden && c.Suit() == Princes {
		g.PrincePlayed = true
		if !g.PrincesIn && (pl.Void || pl.Forced) {
			g.princesIn(pl)
		}
	}
	g.Turn = (g.Leader + len(g.Trick)) % g.NPlayers
}

// princesIn lets the Princes in: p is a Prince played without the led suit,
// or the card the Ice Princess fixed (the event's Value says which, so that
// the log can say why).
func (g *Game) princesIn(p Played) {
	g.PrincesIn = true
	why := PrincesInVoid
	if p.Forced {
		why = PrincesInForced
	}
	g.Log = append(g.Log, game.Event{Type: EvPrincesIn, Seat: p.Seat, Target: -1, Card: int(p.Card), Value: why})
}

// reveal turns up Masquerade's face-down cards once all have played.
func (g *Game) reveal() {
	for i, p := range g.Trick {
		if !p.Hidden {
			continue
		}
		g.Trick[i].Hidden = false
		g.Log = append(g.Log, game.Event{Type: EvReveal, Seat: p.Seat, Target: -1, Card: int(p.Card), Value: -1})
		if p.Card.Suit() == Princes {
			g.PrincePlayed = true
			if (p.Void || p.Forced) && !g.PrincesIn {
				g.princesIn(g.Trick[i])
			}
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
	return winnerOf(g.Trick, g.RoundCard().ID, g.Edition, g.T.Reversed, g.NPlayers)
}

func winnerOf(t []Played, round int, ed Edition, rev bool, n int) int {
	if round == rcUpsideDown {
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
	led := ledSuitOf(t, round == rcBouquet)
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
	switch round {
	case rcDecree:
		if b := best(func(p Played) bool { return p.Card.Suit() == Queens }, false); b >= 0 {
			return t[b].Seat
		}
	case rcPoison:
		if b := best(func(p Played) bool { return p.Void }, true); b >= 0 {
			return t[b].Seat
		}
	case rcMidnight:
		b := best(func(p Played) bool { return inSuit(p) || p.Card.Suit() == Fairies }, ed == Classic)
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
		game.SortStable(ranked, func(a, b Played) int { return rank(b) - rank(a) })
		return ranked[1].Seat
	case rcSisterhood:
		lead := value(t[0])
		keep := inSuit
		if countPlayed(t, inSuit) < 2 {
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
		var sum, top [6]int
		for i := range top {
			top[i] = -1
		}
		for _, p := range t {
			if !inSuit(p) {
				continue
			}
			sum[p.Seat] += value(p)
			top[p.Seat] = max(top[p.Seat], rank(p))
		}
		w := -1
		for k := range n {
			s := (t[0].Seat + k) % n
			if top[s] < 0 {
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
			if better || (sum[s] == sum[w] && top[s] > top[w]) {
				w = s
			}
		}
		return w
	}
	return t[best(inSuit, false)].Seat
}

func countPlayed(t []Played, keep func(Played) bool) int {
	n := 0
	for _, p := range t {
		if keep(p) {
			n++
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

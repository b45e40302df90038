package loveletter

// Knowledge is what a viewer has deduced this round from its own observation:
// which card some seats hold, which cards some seats do not hold, and which cards
// lie at the bottom of the deck. Bots and the Sampler share it.
type Knowledge struct {
	// Holds[s] is a card seat s is known to hold, or NoCard.
	Holds []Card
	// NotHeld[s][c] means seat s is known not to hold c (a Guard named it and missed).
	NotHeld [][numCards]bool
	// Bottom lists the cards at the bottom of the deck, top to bottom, as far as the
	// viewer knows them (NoCard where unknown); it never exceeds the deck.
	Bottom []Card
	// KnownMine[s] is a card of the viewer's that seat s knows the viewer holds
	// (its Priest saw it, a Baron tie showed it, a King trade handed it over), or NoCard.
	KnownMine []Card
}

// Deduce replays the observation's log.
func Deduce(o *Observation) *Knowledge {
	n := o.Players
	k := &Knowledge{Holds: make([]Card, n), NotHeld: make([][numCards]bool, n), KnownMine: make([]Card, n)}
	for i := range k.Holds {
		k.Holds[i] = NoCard
		k.KnownMine[i] = NoCard
	}
	var mine []Card // the viewer's own hand as the log unfolds
	me := o.Seat
	deck := 0
	forget := func(s int) {
		k.Holds[s] = NoCard
		k.NotHeld[s] = [numCards]bool{}
	}
	for _, e := range o.Log {
		switch e.Type {
		case EvRoundStart:
			deck = DeckCounts(o.Variant).Total()
		case EvSetAside, EvSetAsideUp:
			deck--
		case EvDeal:
			deck--
			if e.Seat == me && e.Secret.Len() == 1 {
				mine = append(mine[:0], Card(e.Secret.At(0)))
			}
		case EvDraw:
			if e.Seat == me && e.Secret.Len() == 1 {
				mine = append(mine, Card(e.Secret.At(0)))
			}
			if e.Value == 1 { // the set-aside card
				forget(e.Seat)
				break
			}
			deck--
			k.NotHeld[e.Seat] = [numCards]bool{}
			if deck < len(k.Bottom) {
				top := k.Bottom[0]
				k.Bottom = k.Bottom[1:]
				if top != NoCard && e.Seat != me {
					k.Holds[e.Seat] = top
				}
			}
		case EvChancellor:
			deck -= e.Value
			if e.Seat == me {
				for i := range e.Secret.Len() {
					mine = append(mine, Card(e.Secret.At(i)))
				}
			}
			if e.Seat != me {
				k.NotHeld[e.Seat] = [numCards]bool{}
			}
			for range e.Value {
				if deck < len(k.Bottom) {
					k.Bottom = k.Bottom[1:]
				}
			}
		case EvReturn:
			deck += e.Value
			for i := range e.Value {
				c := NoCard
				if i < e.Secret.Len() {
					c = Card(e.Secret.At(i))
				}
				k.Bottom = append(k.Bottom, c)
			}
			if e.Seat == me {
				for i := range e.Secret.Len() {
					mine = removeCard(mine, Card(e.Secret.At(i)))
				}
				k.forgetMineUnless(mine)
			}
		case EvPlay:
			if Card(e.Card) == k.Holds[e.Seat] {
				k.Holds[e.Seat] = NoCard // they may have played the known copy
			}
			if e.Seat == me {
				mine = removeCard(mine, Card(e.Card))
				k.forgetMineUnless(mine)
			}
		case EvGuardMiss:
			k.NotHeld[e.Target][e.Value] = true
		case EvPriestLook:
			if e.Seat == me && e.Secret.Len() == 1 {
				k.Holds[e.Target] = Card(e.Secret.At(0))
			}
			if e.Target == me && len(mine) == 1 {
				k.KnownMine[e.Seat] = mine[0]
			}
		case EvBaron:
			if e.Value < 0 && e.Secret.Len() == 2 { // a tie: each now knows the other's card
				if e.Seat == me {
					k.Holds[e.Target] = Card(e.Secret.At(1))
					k.KnownMine[e.Target] = Card(e.Secret.At(0))
				} else if e.Target == me {
					k.Holds[e.Seat] = Card(e.Secret.At(0))
					k.KnownMine[e.Seat] = Card(e.Secret.At(1))
				}
			}
		case EvTrade:
			a, b := e.Seat, e.Target
			k.Holds[a], k.Holds[b] = k.Holds[b], k.Holds[a]
			k.NotHeld[a], k.NotHeld[b] = k.NotHeld[b], k.NotHeld[a]
			if e.Secret.Len() == 2 {
				if a == me {
					k.Holds[b] = Card(e.Secret.At(0))
					mine = []Card{Card(e.Secret.At(1))}
					clear2(k.KnownMine)
					k.KnownMine[b] = mine[0]
				} else if b == me {
					k.Holds[a] = Card(e.Secret.At(1))
					mine = []Card{Card(e.Secret.At(0))}
					clear2(k.KnownMine)
					k.KnownMine[a] = mine[0]
				}
			}
		case EvDiscard:
			forget(e.Seat)
			if e.Seat == me {
				mine = removeCard(mine, Card(e.Card))
				clear2(k.KnownMine)
			}
		case EvOut:
			forget(e.Seat)
			k.KnownMine[e.Seat] = NoCard
		}
	}
	if len(k.Bottom) > o.Deck {
		k.Bottom = k.Bottom[len(k.Bottom)-o.Deck:]
	}
	return k
}

// Distribution is the viewer's belief about one other seat's single card: how
// many of the unseen copies could be it, per card, and their total.
func (k *Knowledge) Distribution(o *Observation, seat int) (weights Counts, total int) {
	if c := k.Holds[seat]; c != NoCard {
		weights[c] = 1
		return weights, 1
	}
	weights = o.Unseen()
	for s, c := range k.Holds {
		if s != seat && c != NoCard && weights[c] > 0 {
			weights[c]--
		}
	}
	for _, c := range k.Bottom {
		if c != NoCard && weights[c] > 0 {
			weights[c]--
		}
	}
	for c := range weights {
		if k.NotHeld[seat][c] {
			weights[c] = 0
		}
		total += int(weights[c])
	}
	return weights, total
}

func removeCard(h []Card, c Card) []Card {
	for i, x := range h {
		if x == c {
			return append(h[:i:i], h[i+1:]...)
		}
	}
	return h
}

func clear2(cs []Card) {
	for i := range cs {
		cs[i] = NoCard
	}
}

// forgetMineUnless drops what others knew of the viewer's hand once that card is gone.
func (k *Knowledge) forgetMineUnless(hand []Card) {
	for s, c := range k.KnownMine {
		if c != NoCard && !containsCard(hand, c) {
			k.KnownMine[s] = NoCard
		}
	}
}

func containsCard(h []Card, c Card) bool {
	for _, x := range h {
		if x == c {
			return true
		}
	}
	return false
}

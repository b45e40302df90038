package loveletter

import (
	"slices"

	"parlour/game"
)

// Knowledge is what a viewer has deduced this round from its own observation:
// which cards some seats hold, which cards some seats do not hold, which cards
// lie at the bottom of the deck, and what others know of its own hand. Bots
// and the Sampler share it; everything in it is certain, never a guess.
type Knowledge struct {
	// Holds[s] is a card seat s is known to hold, or NoCard.
	Holds []Card
	// NotHeld[s][c] means seat s is known not to hold c: a Guard named it and
	// missed, it played the King or a Prince (so its other card is not the
	// Countess), or it won a Baron against a card of c or more.
	NotHeld [][numCards]bool
	// Bottom lists the cards at the bottom of the deck, top to bottom, as far as the
	// viewer knows them (NoCard where unknown); it never exceeds the deck.
	Bottom []Card
	// KnownMine[s] is a card of the viewer's that seat s knows the viewer holds
	// (its Priest saw it, a Baron tie showed it, a King trade handed it over), or NoCard.
	KnownMine []Card

	// known[s] are all the cards seat s is known to hold (several while it holds
	// two or three); Holds is its first.
	known [][]Card
	// equal lists pairs of seats known to hold cards of the same value: a Baron
	// tie the viewer watched without taking part.
	equal [][2]int
	// where lists known cards whose place is one of a few: after another seat
	// put a card the viewer knew under the deck, it is in that seat's hand or
	// at one of those places.
	where []whereabouts
}

// whereabouts is a card known to lie in the hand of one of Seats or at one of
// the deck places Depths (bit d: the place d cards above the bottom).
type whereabouts struct {
	Card   Card
	Seats  game.Seats
	Depths uint32
}

// deducer is the state of one pass over an observation's log.
type deducer struct {
	k    *Knowledge
	o    *Observation
	me   int
	deck int    // cards in the deck as the log unfolds
	mine []Card // the viewer's own hand as the log unfolds
	buf  [4]Card
	// the previous event, when it was a Baron the viewer watched: its seats and loser
	baronA, baronB, baronLoser int
	hasBar                     bool
}

// Deduce replays the observation's log. It tolerates a log that makes no
// sense (a damaged save): it then knows less, and never panics. The result is
// kept with the observation, so asking again (a search sampling many times
// from one observation) is free: an observation must not be changed once
// Deduce has read it, and the Knowledge is read, never changed.
func Deduce(o *Observation) *Knowledge {
	if k := o.deduced.Load(); k != nil {
		return k
	}
	k := deduce(o)
	o.deduced.Store(k)
	return k
}

func deduce(o *Observation) *Knowledge {
	n := o.Players
	cards := make([]Card, 5*n) // Holds, KnownMine, then three known cards per seat
	k := &Knowledge{
		Holds:     cards[:n:n],
		KnownMine: cards[n : 2*n : 2*n],
		NotHeld:   make([][numCards]bool, n),
		known:     make([][]Card, n),
	}
	for i := range k.KnownMine {
		k.KnownMine[i] = NoCard
		k.known[i] = cards[2*n+3*i : 2*n+3*i : 2*n+3*i+3]
	}
	d := deducer{k: k, o: o, me: o.Seat}
	d.mine = d.buf[:0]
	for i := range o.Log {
		d.event(&o.Log[i])
	}
	if len(k.Bottom) > o.Deck {
		k.Bottom = k.Bottom[len(k.Bottom)-o.Deck:]
		for i := range k.where {
			k.where[i].Depths &= 1<<o.Deck - 1
		}
	}
	for s := range n {
		k.Holds[s] = NoCard
		if len(k.known[s]) > 0 {
			k.Holds[s] = k.known[s][0]
		}
	}
	return k
}

func (d *deducer) seat(s int) bool { return s >= 0 && s < d.o.Players }

func (d *deducer) event(e *game.Event) {
	k := d.k
	if !d.seat(e.Seat) && e.Type != EvRoundStart && e.Type != EvSetAside && e.Type != EvSetAsideUp && e.Type != EvRoundEnd {
		return
	}
	hadBaron := d.hasBar
	d.hasBar = false
	switch e.Type {
	case EvRoundStart:
		d.deck = DeckCounts(d.o.Variant).Total()
	case EvSetAside, EvSetAsideUp:
		d.deck--
	case EvDeal:
		d.deck--
		if e.Seat == d.me && e.Secret.Len() == 1 {
			d.mine = append(d.mine[:0], Card(e.Secret.At(0)))
		}
	case EvDraw:
		s := e.Seat
		c := NoCard
		if s == d.me && e.Secret.Len() == 1 {
			c = Card(e.Secret.At(0))
			d.mine = append(d.mine, c)
		}
		d.changed(s)
		if e.Value == 1 { // the set-aside card, after a Prince: a fresh hand
			k.known[s] = k.known[s][:0]
			break
		}
		d.drawTop(s, c)
	case EvChancellor:
		s := e.Seat
		d.changed(s)
		for i := range max(0, e.Value) {
			c := NoCard
			if s == d.me && i < e.Secret.Len() {
				c = Card(e.Secret.At(i))
				d.mine = append(d.mine, c)
			}
			d.drawTop(s, c)
		}
	case EvReturn:
		d.ret(e)
	case EvPlay:
		d.play(e.Seat, Card(e.Card))
	case EvGuardMiss:
		if d.seat(e.Target) && Card(e.Value).Valid() {
			d.notHeld(e.Target, Card(e.Value))
			d.shown(e.Target, NoCard, Card(e.Value))
		}
	case EvPriestLook:
		if d.seat(e.Target) && e.Seat == d.me && e.Secret.Len() == 1 {
			d.see(e.Target, Card(e.Secret.At(0)))
		}
		if e.Target == d.me && len(d.mine) == 1 {
			k.KnownMine[e.Seat] = d.mine[0]
		}
	case EvBaron:
		d.baronEvent(e)
	case EvTrade:
		d.trade(e)
	case EvDiscard:
		s := e.Seat
		d.shown(s, Card(e.Card), NoCard)
		d.changed(s)
		k.known[s] = k.known[s][:0]
		if s == d.me {
			d.mine = removeCard(d.mine, Card(e.Card))
			clearCards(k.KnownMine)
		}
	case EvOut:
		s := e.Seat
		shown := Card(e.Card)
		if hadBaron && d.baronLoser == s && shown.Valid() {
			// A Baron the viewer only watched: the winner's card beats the loser's.
			w := d.baronA
			if w == s {
				w = d.baronB
			}
			if d.seat(w) && w != d.me {
				for c := Card(0); c <= shown; c++ {
					d.notHeld(w, c)
				}
			}
		}
		d.shown(s, shown, NoCard)
		if p := d.partner(s); p >= 0 && shown.Valid() {
			d.dropEqual(s)
			d.see(p, shown)
		}
		d.changed(s)
		k.known[s] = k.known[s][:0]
		k.KnownMine[s] = NoCard
		if s == d.me {
			clearCards(k.KnownMine) // its hand is on the table now
		}
		for i := range k.where {
			k.where[i].Seats &^= game.SeatsOf(s) // an out seat holds nothing
		}
		d.pruneWhere()
	case EvReveal:
		if Card(e.Card).Valid() {
			d.see(e.Seat, Card(e.Card))
		}
	}
	if e.Type == EvBaron {
		d.baronA, d.baronB, d.baronLoser, d.hasBar = e.Seat, e.Target, e.Value, true
	}
}

// changed forgets what no longer holds once seat s's hand changes.
func (d *deducer) changed(s int) {
	d.k.NotHeld[s] = [numCards]bool{}
	d.dropEqual(s)
}

// drawTop is seat s drawing the deck's top card (c if the viewer saw it).
func (d *deducer) drawTop(s int, c Card) {
	k := d.k
	d.deck--
	if d.deck >= len(k.Bottom) || d.deck < 0 {
		return
	}
	top := k.Bottom[0]
	depth := len(k.Bottom) - 1
	k.Bottom = k.Bottom[1:]
	if top != NoCard && s != d.me {
		k.known[s] = append(k.known[s], top)
	}
	for i := 0; i < len(k.where); i++ {
		w := &k.where[i]
		if depth >= 32 || w.Depths&(1<<depth) == 0 {
			continue
		}
		w.Depths &^= 1 << depth
		if s != d.me {
			w.Seats = w.Seats.With(s)
		} else if c == w.Card {
			d.dropWhere(i) // the viewer drew it
			i--
		}
	}
	d.pruneWhere()
}

// ret is seat s putting cards under the deck after a Chancellor.
func (d *deducer) ret(e *game.Event) {
	k := d.k
	s, v := e.Seat, e.Value
	if v < 0 || v > 2 {
		return
	}
	d.deck += v
	for i := range k.where {
		w := &k.where[i]
		w.Depths <<= uint(v)
		if w.Seats.Has(s) {
			w.Depths |= 1<<v - 1 // it may be among the returned cards
		}
	}
	for i := range v {
		c := NoCard
		if i < e.Secret.Len() {
			c = Card(e.Secret.At(i))
		}
		k.Bottom = append(k.Bottom, c)
	}
	if s == d.me {
		for i := range e.Secret.Len() {
			d.mine = removeCard(d.mine, Card(e.Secret.At(i)))
		}
		k.forgetMineUnless(d.mine)
		return
	}
	// The cards the viewer knew in that hand are now in it or under the deck.
	for _, c := range k.known[s] {
		k.where = append(k.where, whereabouts{Card: c, Seats: game.SeatsOf(s), Depths: 1<<v - 1})
	}
	k.known[s] = k.known[s][:0]
}

// play is seat s playing c from its hand.
func (d *deducer) play(s int, c Card) {
	k := d.k
	if !c.Valid() {
		return
	}
	k.known[s] = removeCard(k.known[s], c)
	for i := 0; i < len(k.where); i++ {
		if k.where[i].Card == c && k.where[i].Seats.Has(s) {
			d.dropWhere(i)
			i--
		}
	}
	if s == d.me {
		d.mine = removeCard(d.mine, c)
		k.forgetMineUnless(d.mine)
		return
	}
	if c == King || c == Prince {
		// Had its other card been the Countess, it would have had to play her.
		d.notHeld(s, Countess)
	}
}

func (d *deducer) baronEvent(e *game.Event) {
	if !d.seat(e.Target) {
		return
	}
	k := d.k
	a, b := e.Seat, e.Target
	ca, cb := NoCard, NoCard
	if e.Secret.Len() == 2 {
		ca, cb = Card(e.Secret.At(0)), Card(e.Secret.At(1))
	}
	switch d.me {
	case a:
		d.see(b, cb)
		if e.Value < 0 {
			k.KnownMine[b] = ca
		}
	case b:
		d.see(a, ca)
		if e.Value < 0 {
			k.KnownMine[a] = cb
		}
	default:
		if e.Value < 0 {
			d.dropEqual(a)
			d.dropEqual(b)
			k.equal = append(k.equal, [2]int{a, b})
			for c := range numCards {
				if k.NotHeld[a][c] || k.NotHeld[b][c] {
					k.NotHeld[a][c], k.NotHeld[b][c] = true, true
				}
			}
			if len(k.known[a]) == 1 && len(k.known[b]) == 0 {
				k.known[b] = append(k.known[b][:0], k.known[a][0])
			} else if len(k.known[b]) == 1 && len(k.known[a]) == 0 {
				k.known[a] = append(k.known[a][:0], k.known[b][0])
			}
		}
	}
}

func (d *deducer) trade(e *game.Event) {
	k := d.k
	a, b := e.Seat, e.Target
	if !d.seat(b) {
		return
	}
	k.known[a], k.known[b] = k.known[b], k.known[a]
	k.NotHeld[a], k.NotHeld[b] = k.NotHeld[b], k.NotHeld[a]
	for i := range k.equal {
		for j := range 2 {
			switch k.equal[i][j] {
			case a:
				k.equal[i][j] = b
			case b:
				k.equal[i][j] = a
			}
		}
	}
	for i := range k.where {
		w := &k.where[i]
		ha, hb := w.Seats.Has(a), w.Seats.Has(b)
		if ha != hb {
			w.Seats ^= game.SeatsOf(a, b)
		}
	}
	if e.Secret.Len() != 2 {
		return
	}
	gave, took := Card(e.Secret.At(0)), Card(e.Secret.At(1))
	var other int
	switch d.me {
	case a:
		other = b
		k.known[b] = append(k.known[b][:0], gave)
		d.mine = append(d.mine[:0], took)
	case b:
		other = a
		k.known[a] = append(k.known[a][:0], took)
		d.mine = append(d.mine[:0], gave)
	default:
		return
	}
	k.known[d.me] = k.known[d.me][:0]
	if p := d.partner(d.me); p >= 0 {
		// The viewer took a hand known to equal another's: now it knows that one.
		d.dropEqual(d.me)
		d.see(p, d.mine[0])
	}
	clearCards(k.KnownMine)
	k.KnownMine[other] = d.mine[0]
	// The hand the viewer took is seen: a card it was looking for is found
	// there, or is not there.
	for i := 0; i < len(k.where); i++ {
		w := &k.where[i]
		if !w.Seats.Has(d.me) {
			continue
		}
		if w.Card == d.mine[0] {
			d.dropWhere(i)
			i--
			continue
		}
		w.Seats &^= game.SeatsOf(d.me)
	}
	d.pruneWhere()
}

// see records that the viewer now knows seat s's only card is c.
func (d *deducer) see(s int, c Card) {
	if !c.Valid() || s == d.me {
		return
	}
	d.k.known[s] = append(d.k.known[s][:0], c)
	d.shown(s, c, NoCard)
	if p := d.partner(s); p >= 0 {
		d.k.known[p] = append(d.k.known[p][:0], c)
	}
}

// shown updates the whereabouts once seat s's only card is seen to be c, or
// known not to be not.
func (d *deducer) shown(s int, c, not Card) {
	k := d.k
	for i := 0; i < len(k.where); i++ {
		w := &k.where[i]
		if !w.Seats.Has(s) {
			continue
		}
		switch {
		case c != NoCard && w.Card == c:
			d.dropWhere(i)
			i--
		case c != NoCard || w.Card == not:
			w.Seats &^= game.SeatsOf(s)
		}
	}
	d.pruneWhere()
}

func (d *deducer) notHeld(s int, c Card) {
	d.k.NotHeld[s][c] = true
	if p := d.partner(s); p >= 0 {
		d.k.NotHeld[p][c] = true
	}
}

func (d *deducer) partner(s int) int {
	for _, p := range d.k.equal {
		if p[0] == s {
			return p[1]
		}
		if p[1] == s {
			return p[0]
		}
	}
	return -1
}

func (d *deducer) dropEqual(s int) {
	k := d.k
	for i := 0; i < len(k.equal); i++ {
		if k.equal[i][0] == s || k.equal[i][1] == s {
			k.equal = append(k.equal[:i], k.equal[i+1:]...)
			i--
		}
	}
}

func (d *deducer) dropWhere(i int) {
	d.k.where = append(d.k.where[:i], d.k.where[i+1:]...)
}

// pruneWhere drops whereabouts left with no place (only a damaged log does that).
func (d *deducer) pruneWhere() {
	k := d.k
	for i := 0; i < len(k.where); i++ {
		if k.where[i].Seats == 0 && k.where[i].Depths == 0 {
			d.dropWhere(i)
			i--
		}
	}
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

// removeCard removes one c from h, in place.
func removeCard(h []Card, c Card) []Card {
	if i := slices.Index(h, c); i >= 0 {
		return slices.Delete(h, i, i+1)
	}
	return h
}

func clearCards(cs []Card) {
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

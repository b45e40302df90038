package rebelprincess

import (
	"fmt"
	"slices"

	"parlour/game"
)

// Sample is the Definition's Sample: SampleFrom, for an observation of
// Rebel Princess (game.Sampler refuses any other).
var Sample = game.Sampler(Name, SampleFrom)

// SampleFrom builds, from one seat's observation alone,
// a complete game consistent with everything that seat has seen, with the
// cards it has not seen dealt at random. The knowledge read from the
// observation's log (knowledge.go) says which cards each unseen place may
// hold: the passes the seat gave and received, the cards played and where
// cards went, the suits players lacked, cards laid face up, fixed by the
// Ice Princess or handed about by powers. Deals are drawn uniformly among
// those that honour it by rejection from a uniform deal (exact); when
// knowledge is too tight for rejection to succeed quickly, by a random fit
// refined with random swaps that keep every card allowed (a chain whose
// stationary distribution is uniform: close to uniform after its steps).
// Where the knowledge cannot follow a card exactly (an unseen card leaving
// a hand that holds cards known in different ways) it stays loose: it may
// allow a deal the seat could rule out, never the other way round.
func SampleFrom(o *Observation, r *game.RNG) (*Game, error) {
	if o.Phase == PhaseDraft {
		return sampleDraft(o, r), nil
	}
	d, err := prepare(o)
	if err != nil {
		return nil, err
	}
	for try := 0; try < 64; try++ {
		g, err := d.deal(o, r)
		if err != nil {
			return nil, err
		}
		// The seat's legal actions may depend on hidden cards (the Deluxe
		// Little Mermaid may name Princes when the leader holds nothing
		// else): a sample must give the same ones.
		if o.Seat < 0 || slices.Equal(g.Legal(o.Seat), o.Legal) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%s: no deal found that gives seat %d its legal actions", Name, o.Seat)
}

// sampleDraft: the other seats' offers (and the princesses kept by those
// who have chosen) from the princesses the viewer was not offered.
func sampleDraft(o *Observation, r *game.RNG) *Game {
	g := publicPart(o, r)
	pool := PrincessesOf(o.Edition, o.Promo)
	pool = slices.DeleteFunc(pool, func(p int) bool { return slices.Contains(o.Offered, p) })
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := make([]int, o.Players)
	for _, e := range o.Log {
		if e.Type == EvOffer && e.Seat >= 0 && e.Seat < o.Players {
			take[e.Seat] = e.Value
		}
	}
	for s := range o.Players {
		if s == o.Seat {
			g.Offered[s] = slices.Clone(o.Offered)
			continue
		}
		k := min(max(take[s], 1), len(pool))
		g.Offered[s], pool = slices.Clone(pool[:k]), pool[k:]
		if !slices.Contains(o.Pending, s) && len(g.Offered[s]) > 0 {
			g.Princess[s] = g.Offered[s][r.Intn(len(g.Offered[s]))]
		}
	}
	return g
}

// publicPart is everything the observation shows.
func publicPart(o *Observation, r *game.RNG) *Game {
	n := o.Players
	g := &Game{Edition: o.Edition, NPlayers: n, Promo: o.Promo, Schedule: slices.Clone(o.Schedule), Round: o.Round,
		Phase: o.Phase, Step: o.Step, Princess: slices.Clone(o.Princess), Copy: slices.Clone(o.Copy),
		Used: slices.Clone(o.Used), Repeat: o.Repeat, LastTrick: o.LastTrick, Leader: o.Leader, Starter: o.Starter,
		Turn: o.Turn, Asked: slices.Clone(o.Asked), Tricks: o.Tricks, TricksWon: slices.Clone(o.TricksWon),
		PrincesIn: o.PrincesIn, PrincePlayed: o.PrinceSeen, Scores: cloneInts(o.Scores), Totals: slices.Clone(o.Totals),
		Extra: o.Extra, Tied: slices.Clone(o.Tied), Winners: slices.Clone(o.Winners), T: o.T.clone()}
	g.Offered = make([][]int, n)
	if o.Seat >= 0 && o.Seat < n {
		g.Offered[o.Seat] = slices.Clone(o.Offered)
	}
	g.RNG.Seed(r.Uint64())
	// The log is the viewer's: the secrets it did not see stay withheld in
	// the sample too, for every seat.
	g.Log = slices.Clone(o.Log)
	return g
}

// hidden is every card a seat cannot see: a token of its knowledge for
// each, and where it lies.
type hidden struct {
	k      *knowledge
	ids    []int   // tokens
	places []place // where each lies
	allow  []cardSet
	unseen cardSet // the cards they hold between them
}

// prepare reads the observation's knowledge and lists the hidden places.
func prepare(o *Observation) (*hidden, error) {
	n, v := o.Players, o.Seat
	mine := v >= 0 && v < n
	k := readKnowledge(o)
	d := &hidden{k: k}
	add := func(kind uint8, s int, ids ...int) {
		for _, id := range ids {
			d.ids = append(d.ids, id)
			d.places = append(d.places, place{kind, int8(s)})
		}
	}
	// A face-down card on the table left its player's hand.
	for i, t := range k.trick {
		if t.hidden {
			k.trick[i].tok = k.leave(&k.hand[t.seat], NoCard)
		}
	}
	// The cards nobody sees, and the tokens that hold them.
	unseen := deckSet(n)
	if mine {
		unseen &^= setOf(o.Hand) | setOf(o.Aside)
	}
	for _, p := range o.Trick {
		if p.Card != NoCard {
			unseen &^= single(p.Card)
		}
	}
	for _, w := range o.Won {
		unseen &^= setOf(w)
	}
	wonHidden := make([][]seatTok, n)
	for s := range n {
		if s == v {
			continue
		}
		if len(k.hand[s]) != o.HandSizes[s] || len(k.aside[s]) != o.AsideSizes[s] {
			return nil, fmt.Errorf("%s: seat %d's knowledge has %d+%d cards, the table %d+%d", Name, s, len(k.hand[s]), len(k.aside[s]), o.HandSizes[s], o.AsideSizes[s])
		}
		add(inHand, s, k.hand[s]...)
		add(inAside, s, k.aside[s]...)
		for _, w := range k.won[s] {
			if w.seat != v {
				wonHidden[s] = append(wonHidden[s], w)
				add(inWon, s, w.tok)
			}
		}
		if len(wonHidden[s]) != o.WonSizes[s]-len(o.Won[s]) {
			return nil, fmt.Errorf("%s: seat %d has %d won cards unseen, the knowledge %d", Name, s, o.WonSizes[s]-len(o.Won[s]), len(wonHidden[s]))
		}
	}
	if len(k.trick) != len(o.Trick) || len(k.gifts) != o.Gifts {
		return nil, fmt.Errorf("%s: the knowledge has %d trick cards and %d gifts, the table %d and %d", Name, len(k.trick), len(k.gifts), len(o.Trick), o.Gifts)
	}
	for _, t := range k.trick {
		if t.hidden {
			add(inTrick, t.seat, t.tok)
		}
	}
	for _, gt := range k.gifts {
		add(inGifts, gt.seat, gt.tok)
	}
	if sleepingStep(o.Step) {
		for _, id := range k.pool {
			add(inSleeping, k.poolSeat[id], id)
		}
	}
	if len(d.ids) != unseen.len() {
		return nil, fmt.Errorf("%s: %d unseen cards for %d places", Name, unseen.len(), len(d.ids))
	}
	d.unseen = unseen
	d.allow = make([]cardSet, len(d.ids))
	for i, id := range d.ids {
		d.allow[i] = k.toks[id] & unseen
	}
	return d, nil
}

func sleepingStep(s Step) bool { return s == StepSleepGive || s == StepSleepKeep || s == StepSleepDeal }

// deal deals the hidden cards once and builds the game.
func (d *hidden) deal(o *Observation, r *game.RNG) (*Game, error) {
	n, v, k := o.Players, o.Seat, d.k
	dealt, ok := assign(d.allow, d.unseen, r)
	if !ok {
		return nil, fmt.Errorf("%s: no deal fits seat %d's knowledge", Name, v)
	}
	cardOf := make(map[int]Card, len(d.ids))
	for i, id := range d.ids {
		cardOf[id] = dealt[i]
	}

	g := publicPart(o, r)
	g.Hands, g.Aside, g.Won = make([][]Card, n), make([][]Card, n), make([][]Card, n)
	g.Unseen, g.Giving = make([][]Played, n), make([][]Card, n)
	g.Exposed, g.Shown, g.Forced = cloneCards(o.Exposed), slices.Clone(o.Shown), make([]Card, n)
	for s := range n {
		g.Won[s] = slices.Clone(o.Won[s])
		g.Forced[s] = NoCard
		if s == v {
			g.Hands[s], g.Aside[s], g.Forced[s] = slices.Clone(o.Hand), slices.Clone(o.Aside), o.Forced
			g.Unseen[s] = ownUnseen(k, o)
			continue
		}
		for _, id := range k.hand[s] {
			g.Hands[s] = append(g.Hands[s], cardOf[id])
		}
		game.SortSmall(g.Hands[s])
		for _, id := range k.aside[s] {
			g.Aside[s] = append(g.Aside[s], cardOf[id])
		}
		for _, w := range k.won[s] {
			c, hidden := cardOf[w.tok]
			if hidden {
				g.Won[s] = append(g.Won[s], c)
			} else {
				c = k.toks[w.tok].first() // the viewer's own gift: it saw the card
			}
			g.Unseen[s] = append(g.Unseen[s], Played{Seat: w.seat, Card: c})
		}
		if o.ForcedSeats != nil && o.ForcedSeats[s] {
			g.Forced[s] = k.forcedCard[s]
			if g.Forced[s] == NoCard {
				g.Forced[s] = pick(r, setOf(g.Hands[s])&^setOf(g.Exposed[s]))
			}
		}
	}
	for i, p := range o.Trick {
		if p.Card == NoCard {
			p.Card = cardOf[k.trick[i].tok]
			p.Void = p.Card.Suit() != o.Trick[0].Card.Suit() // face down: Masquerade, where the lead stays
			p.Zero = p.Power && g.princess(p.Seat) == SnowWhite
		}
		g.Trick = append(g.Trick, p)
	}
	for _, gt := range k.gifts {
		g.Gifts = append(g.Gifts, Played{Seat: gt.seat, Card: cardOf[gt.tok]})
	}
	switch {
	case sleepingStep(o.Step):
		g.T.Pool = nil
		for _, id := range k.pool {
			g.T.Pool = append(g.T.Pool, Played{Seat: k.poolSeat[id], Card: cardOf[id]})
		}
	case o.Step == StepIceReturn && len(o.T.Pool) != 2:
		t := o.T.Target
		two := (setOf(g.Hands[t]) &^ setOf(g.Exposed[t])).appendTo(nil)
		if len(two) < 2 {
			return nil, fmt.Errorf("%s: seat %d has no two cards for the Ice Princess", Name, t)
		}
		r.Shuffle(len(two), func(i, j int) { two[i], two[j] = two[j], two[i] })
		g.T.Pool = []Played{{Seat: t, Card: two[0]}, {Seat: t, Card: two[1]}}
	}
	choices(g, o, k, r)
	return g, nil
}

// choices fills the simultaneous choices others have made but not shown:
// their passes, Crystal Clear suits; the viewer's own come from its log.
func choices(g *Game, o *Observation, k *knowledge, r *game.RNG) {
	passing := g.Phase == PhasePass || g.Step == StepChairs
	for s := range g.NPlayers {
		if slices.Contains(o.Pending, s) {
			continue
		}
		switch {
		case passing && s == o.Seat:
			g.Giving[s] = slices.Clone(k.ownGiving)
		case passing:
			count := g.pass().Total()
			if g.Step == StepChairs {
				count = 1
			}
			h := slices.Clone(g.Hands[s])
			r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
			g.Giving[s] = h[:count]
		case g.Phase == PhaseSetup && g.has(rcCrystal) && s != o.Seat:
			var suits []int
			held := setOf(g.Hands[s])
			for su := Princes; su < numSuits; su++ {
				if held&suitSet(su) != 0 {
					suits = append(suits, int(su))
				}
			}
			if len(suits) > 0 {
				g.Shown[s] = suits[r.Intn(len(suits))]
			}
		}
	}
	// The others' princesses' second offers, never shown.
	pool := PrincessesOf(g.Edition, g.Promo)
	pool = slices.DeleteFunc(pool, func(p int) bool {
		return slices.Contains(g.Princess, p) || slices.Contains(o.Offered, p)
	})
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for s := range g.NPlayers {
		if s == o.Seat {
			continue
		}
		g.Offered[s] = []int{g.Princess[s]}
		if len(pool) > 0 {
			g.Offered[s] = append(g.Offered[s], pool[0])
			pool = pool[1:]
			if r.Intn(2) == 0 {
				g.Offered[s][0], g.Offered[s][1] = g.Offered[s][1], g.Offered[s][0]
			}
		}
	}
}

// ownUnseen lists the viewer's won cards that others never saw: the gifts
// it took (cards of its pile it did not see played into its tricks) and
// its kept cards.
func ownUnseen(k *knowledge, o *Observation) []Played {
	v := o.Seat
	rest := setOf(o.Won[v]) &^ k.wonPlayed
	var out []Played
	for _, w := range k.won[v] {
		if rest == 0 {
			break
		}
		c := rest.first()
		if in := rest & k.toks[w.tok]; in != 0 {
			c = in.first()
		}
		rest &^= single(c)
		out = append(out, Played{Seat: w.seat, Card: c})
	}
	for ; rest != 0; rest &= rest - 1 {
		out = append(out, Played{Seat: v, Card: rest.first()})
	}
	return out
}

func pick(r *game.RNG, s cardSet) Card {
	cs := s.appendTo(nil)
	if len(cs) == 0 {
		return NoCard
	}
	return cs[r.Intn(len(cs))]
}

// assign deals the unseen cards to tokens, each card to one token that
// allows it: uniformly among such deals.
func assign(allow []cardSet, unseen cardSet, r *game.RNG) ([]Card, bool) {
	m := len(allow)
	out := make([]Card, m)
	free := unseen
	var open []int // tokens that allow more than one card
	for i, a := range allow {
		if a == 0 {
			return nil, false
		}
		if a.len() == 1 {
			c := a.first()
			if !free.has(c) {
				return nil, false
			}
			out[i], free = c, free&^single(c)
			continue
		}
		open = append(open, i)
	}
	cards := free.appendTo(nil)
	// Rejection: a uniform deal of the rest, kept when it honours every token.
	for try := 0; try < 24; try++ {
		r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		okAll := true
		for j, i := range open {
			if !allow[i].has(cards[j]) {
				okAll = false
				break
			}
		}
		if okAll {
			for j, i := range open {
				out[i] = cards[j]
			}
			return out, true
		}
	}
	// A random fit, then random swaps that keep every card allowed.
	if !fit(allow, open, free, out, r) {
		return nil, false
	}
	for range 16 * len(open) {
		a, b := open[r.Intn(len(open))], open[r.Intn(len(open))]
		if allow[a].has(out[b]) && allow[b].has(out[a]) {
			out[a], out[b] = out[b], out[a]
		}
	}
	return out, true
}

// fit finds a deal of the free cards to the open tokens by augmenting
// paths, trying tokens and cards in random order.
func fit(allow []cardSet, open []int, free cardSet, out []Card, r *game.RNG) bool {
	owner := map[Card]int{} // card → token
	order := slices.Clone(open)
	r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	var seen cardSet
	var try func(i int) bool
	try = func(i int) bool {
		cs := (allow[i] & free &^ seen).appendTo(nil)
		r.Shuffle(len(cs), func(a, b int) { cs[a], cs[b] = cs[b], cs[a] })
		for _, c := range cs {
			seen |= single(c)
			if j, taken := owner[c]; !taken || try(j) {
				owner[c], out[i] = i, c
				return true
			}
		}
		return false
	}
	for _, i := range order {
		seen = 0
		if !try(i) {
			return false
		}
	}
	return true
}

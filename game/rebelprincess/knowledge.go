package rebelprincess

import (
	"slices"

	"parlour/game"
)

// knowledge is what one seat can tell about the cards it cannot see, read
// from its observation's log of this round: every hidden card is a token
// with the set of cards it may be. A card the seat saw go somewhere is a
// token of one card; a card dealt to another seat may be any card at
// first; a seat that failed to follow suit, lacked the suit the Little
// Mermaid named, led a Prince before Princes were in, … holds no card of
// the suits it lacked (until it takes up cards the viewer has not seen).
//
// When a card the viewer cannot see leaves a hand, the viewer cannot tell
// which token it was: the card that leaves may be any of the hand's
// tokens, and the hand keeps tokens that still allow every card that may
// have stayed (see leave). So the knowledge never rules out a deal that is
// consistent with what the seat saw, and it never contradicts what is certain.
type knowledge struct {
	n, viewer int
	ed        Edition
	round     int // the round card's id
	toks      []cardSet
	hand      [6][]int // token ids in each seat's hand (the viewer's own: one card each)
	aside     [6][]int
	trick     []trickTok
	gifts     []seatTok
	pool      []int       // Sleeping Beauty's pile
	poolSeat  map[int]int // who gave each card of the pile
	won       [6][]seatTok
	redeal    []int // Alice's trick being dealt back out

	// What this round's events have set.
	used       [6]bool
	forced     [6]bool
	forcedCard [6]Card // the card the viewer saw fixed for a seat
	wonPlayed  cardSet // cards the viewer saw played into tricks it won
	pinned     cardSet // cards lying face up or fixed by the Ice Princess: they leave a hand only in the open
	princesIn  bool
	rapunzel   bool // Rapunzel acted on this trick
	mermaid    int  // the suit the Little Mermaid named and the leader held, or -1
	mode       int  // which power is handing cards about (modeSleeping…)
	sbSeat     int
	schSeat    int
	trickFull  bool // every card of the trick is down; Mulan's turn has not been read yet
	shown      [6]Suit
	showing    game.Seats
	pending    []pendingMove // passes given at once, added when the run ends
	ownGiving  []Card        // the viewer's chosen pass
	ownShown   int
	princess   []int // each seat's power this round (Carmesina: the one copied)
	inconsist  bool  // an event the knowledge could not place: sample loosely
	perTrick   int
	bouquet    bool
	midnight   bool
	masquerade bool
}

type trickTok struct {
	seat   int
	tok    int  // -1 for a card everyone saw
	card   Card // NoCard while face down
	hidden bool
	power  bool
	forced bool
}

type seatTok struct {
	seat, tok int
}

type pendingMove struct {
	to  int
	tok cardSet
}

const (
	modeNone = iota
	modeSleepGive
	modeSleepDeal
	modeScheh
)

func (k *knowledge) newTok(allow cardSet) int {
	k.toks = append(k.toks, allow)
	return len(k.toks) - 1
}

// smallest is the index in ids of the token allowing the fewest cards among
// those accepting c (any card when c is NoCard), or -1.
func (k *knowledge) smallest(ids []int, c Card) int {
	best, size := -1, 99
	for i, id := range ids {
		t := k.toks[id]
		if c != NoCard && !t.has(c) || c == NoCard && k.isPinned(t) {
			continue
		}
		if l := t.len(); l < size {
			best, size = i, l
		}
	}
	return best
}

// take removes one token from a place: the smallest of those accepting c,
// whose cards every other candidate then also accepts (had another
// candidate been the one taken, the card of the one removed stays). It
// returns the token's set: the card taken may be any card of the union of
// the candidates when c is NoCard.
func (k *knowledge) take(place *[]int, c Card) cardSet {
	ids := *place
	if c != NoCard {
		k.pinned &^= single(c) // it is out in the open now
	}
	i := k.smallest(ids, c)
	if i < 0 {
		k.inconsist = true
		if len(ids) == 0 {
			if c == NoCard {
				return allCards
			}
			return single(c)
		}
		for j, id := range ids {
			if i < 0 || k.toks[id].len() < k.toks[ids[i]].len() {
				i = j
			}
		}
	}
	gone := k.toks[ids[i]]
	var union cardSet
	for _, id := range ids {
		if t := k.toks[id]; c == NoCard && !k.isPinned(t) || t.has(c) {
			union |= t
		}
	}
	*place = append(ids[:i:i], ids[i+1:]...)
	for _, id := range *place {
		if t := k.toks[id]; c == NoCard && !k.isPinned(t) || t.has(c) {
			k.toks[id] |= gone
		}
	}
	if c != NoCard {
		return single(c)
	}
	return union
}

func (k *knowledge) isPinned(t cardSet) bool { return t.len() == 1 && k.pinned&t != 0 }

// leave takes an unseen card out of a place (leave) or the card c, and
// returns a token for it elsewhere.
func (k *knowledge) leave(place *[]int, c Card) int { return k.newTok(k.take(place, c)) }

// identify: c is in place (the viewer saw it there).
func (k *knowledge) identify(place *[]int, c Card) {
	k.take(place, c)
	*place = append(*place, k.newTok(single(c)))
}

// lacks: the seat's hand holds none of set (tokens that would be left
// with nothing keep what they have: the knowledge stays loose, never wrong).
func (k *knowledge) lacks(s int, set cardSet) {
	for _, id := range k.hand[s] {
		if t := k.toks[id] &^ set; t != 0 {
			k.toks[id] = t
		}
	}
}

// read walks the observation's log of this round.
func readKnowledge(o *Observation) *knowledge {
	k := &knowledge{n: o.Players, viewer: o.Seat, ed: o.Edition, round: o.RoundCardID(), mermaid: -1, ownShown: -1}
	for s := range k.forcedCard {
		k.forcedCard[s] = NoCard
	}
	k.princess = make([]int, k.n)
	for s := range k.n {
		k.princess[s] = o.Princess[s]
		if k.princess[s] == Carmesina && o.Copy != nil && o.Copy[s] >= 0 {
			k.princess[s] = o.Copy[s]
		}
	}
	k.perTrick = 1
	if k.round == rcRingsTwice {
		k.perTrick = 2
	}
	k.bouquet, k.midnight, k.masquerade = k.round == rcBouquet, k.round == rcMidnight, k.round == rcMasquerade
	for _, e := range o.Log {
		if e.Type != EvPassed {
			k.flushPasses()
		}
		if e.Type != EvShow {
			k.flushShows()
		}
		if k.trickFull && e.Type != EvReveal && e.Type != EvPrincesIn {
			k.mulanRead(e)
		}
		k.event(e)
	}
	k.flushPasses()
	k.flushShows()
	// The Deluxe Little Mermaid may name Princes before any was played
	// only when the leader holds nothing else: her legal list tells her so.
	if !o.PrinceSeen && o.Leader >= 0 && o.Leader < k.n && slices.Contains(o.Legal, game.NewAction(KindMermaid, int(Princes))) {
		k.lacks(o.Leader, allCards&^suitSet(Princes))
	}
	if k.trickFull {
		asked := -1
		if o.Step == StepMulan {
			asked = o.T.Seat
		}
		k.mulanLacks(asked)
	}
	return k
}

// card is the event's card as the viewer sees it: the public Card, or the
// secret when the viewer saw it, else NoCard.
func card(e game.Event) Card {
	if e.Card >= 0 {
		return Card(e.Card)
	}
	if e.Secret.Len() > 0 {
		return Card(e.Secret.At(0))
	}
	return NoCard
}

func (k *knowledge) event(e game.Event) {
	v := k.viewer
	seat := func(s int) bool { return s >= 0 && s < k.n }
	switch e.Type {
	case EvRoundStart, EvScorePart, EvRoundScore, EvGameWin, EvLeads, EvOffer, EvDrafted, EvCopy:
		return // no card moves
	case EvGiftsTaken:
		// The pile went to the winner with EvTrick; this names its cards
		// to the winner alone, whose won cards (o.Won) already hold them.
		return
	case EvPassed, EvTakeUp, EvGive:
		if !seat(e.Target) {
			k.inconsist = true
			return
		}
	}
	if !seat(e.Seat) {
		k.inconsist = true // a damaged log: sample loosely, never crash
		return
	}
	switch e.Type {
	case EvDeal:
		if e.Seat == v {
			for i := range e.Secret.Len() {
				k.hand[v] = append(k.hand[v], k.newTok(single(Card(e.Secret.At(i)))))
			}
			return
		}
		for range min(e.Hidden+e.Secret.Len(), game.MaxValues) {
			k.hand[e.Seat] = append(k.hand[e.Seat], k.newTok(allCards))
		}
	case EvChosen:
		if e.Seat == v && e.Secret.Len() > 0 {
			switch uint8(e.Value) {
			case KindPass:
				k.ownGiving = k.ownGiving[:0]
				for i := range e.Secret.Len() {
					k.ownGiving = append(k.ownGiving, Card(e.Secret.At(i)))
				}
			case KindShow:
				k.ownShown = e.Secret.At(0)
			}
		}
	case EvPassed:
		k.ownGiving = nil
		for i := range min(max(e.Value, 0), 3) {
			c := NoCard
			if e.Secret.Len() > i {
				c = Card(e.Secret.At(i))
			}
			k.pending = append(k.pending, pendingMove{to: e.Target, tok: k.take(&k.hand[e.Seat], c)})
		}
	case EvAside:
		k.aside[e.Seat] = append(k.aside[e.Seat], k.leave(&k.hand[e.Seat], card(e)))
	case EvShow:
		c := Card(e.Card)
		k.identify(&k.hand[e.Seat], c)
		k.pinned |= single(c)
		k.shown[e.Seat] = c.Suit()
		k.showing = k.showing.With(e.Seat)
	case EvTakeUp:
		k.hand[e.Target] = append(k.hand[e.Target], k.leave(&k.aside[e.Seat], card(e)))
	case EvPower:
		k.power(e)
	case EvSkip:
	case EvLacks:
		k.lacks(e.Seat, suitSet(Suit(e.Value)))
		if k.mermaid == e.Value {
			k.mermaid = -1
		}
	case EvGive:
		k.give(e)
	case EvKeepCard:
		k.hand[e.Seat] = append(k.hand[e.Seat], k.leave(&k.pool, card(e)))
		k.mode = modeSleepDeal
		if len(k.pool) == 0 {
			k.mode = modeNone
		}
	case EvForced:
		k.forced[e.Seat] = true
		if c := card(e); c != NoCard {
			k.forcedCard[e.Seat] = c
			if e.Seat != v {
				k.identify(&k.hand[e.Seat], c)
			}
			k.pinned |= single(c)
		}
	case EvGift:
		k.gifts = append(k.gifts, seatTok{e.Seat, k.leave(&k.hand[e.Seat], card(e))})
	case EvPlay:
		k.play(e)
	case EvReveal:
		for i := range k.trick {
			t := &k.trick[i]
			if t.seat == e.Seat && t.hidden {
				t.hidden, t.card = false, Card(e.Card)
				if e.Seat != v {
					k.take(&k.hand[e.Seat], t.card)
				}
				k.infer(i)
				break
			}
		}
	case EvPrincesIn:
		k.princesIn = true
	case EvMulan:
		out, in := Card(e.Target), Card(e.Card)
		for i := range k.trick {
			if k.trick[i].seat == e.Seat && k.trick[i].card == out {
				k.trick[i].card = in
			}
		}
		k.take(&k.hand[e.Seat], in)
		k.hand[e.Seat] = append(k.hand[e.Seat], k.newTok(single(out)))
	case EvSwap:
		h, tc := Card(e.Target), Card(e.Card)
		for i := range k.trick {
			if k.trick[i].card == tc {
				k.trick[i] = trickTok{seat: e.Seat, tok: -1, card: h}
			}
		}
		k.take(&k.hand[e.Seat], h)
		k.hand[e.Seat] = append(k.hand[e.Seat], k.newTok(single(tc)))
	case EvTrick:
		if e.Seat == v {
			for _, t := range k.trick {
				k.wonPlayed |= single(t.card)
			}
		}
		for _, g := range k.gifts {
			k.won[e.Seat] = append(k.won[e.Seat], g)
		}
		k.endTrick()
	case EvRedeal:
		if k.redeal == nil {
			for _, t := range k.trick {
				k.redeal = append(k.redeal, k.newTok(single(t.card)))
			}
			k.trick = nil
		}
		k.hand[e.Seat] = append(k.hand[e.Seat], k.leave(&k.redeal, card(e)))
		if len(k.redeal) == 0 {
			// The trick is played again: the gift pile stays.
			gifts := k.gifts
			k.redeal = nil
			k.endTrick()
			k.gifts = gifts
		}
	case EvKept:
		if e.Seat != v {
			for _, id := range k.hand[e.Seat] {
				k.won[e.Seat] = append(k.won[e.Seat], seatTok{e.Seat, id})
			}
		}
		k.hand[e.Seat] = nil
	}
}

func (k *knowledge) endTrick() {
	k.trick, k.gifts = nil, nil
	k.forced = [6]bool{}
	for s := range k.forcedCard {
		k.forcedCard[s] = NoCard
	}
	k.rapunzel, k.mermaid, k.trickFull = false, -1, false
}

func (k *knowledge) power(e game.Event) {
	p := e.Value
	if p < 0 || p >= len(Princesses) || e.Seat < 0 || e.Seat >= k.n {
		return
	}
	k.used[e.Seat] = true
	switch p {
	case SleepingBeauty:
		k.mode, k.sbSeat, k.pool, k.poolSeat = modeSleepGive, e.Seat, nil, map[int]int{}
	case Scheherazade:
		k.mode, k.schSeat = modeScheh, e.Seat
	case Rapunzel:
		k.rapunzel = true
	case LittleMermaid:
		k.mermaid = e.Card
	case IcePrincess:
		if e.Secret.Len() == 2 && e.Target != k.viewer && e.Target >= 0 && e.Target < k.n {
			for i := range 2 {
				k.identify(&k.hand[e.Target], Card(e.Secret.At(i)))
			}
		}
	}
}

func (k *knowledge) give(e game.Event) {
	c := card(e)
	switch k.mode {
	case modeSleepGive:
		id := k.leave(&k.hand[e.Seat], c)
		k.pool = append(k.pool, id)
		k.poolSeat[id] = e.Seat
	case modeSleepDeal:
		k.hand[e.Target] = append(k.hand[e.Target], k.leave(&k.pool, c))
		if len(k.pool) == 0 {
			k.mode = modeNone
		}
	default:
		// Scheherazade's draw and her card back; any other hand-to-hand card.
		k.hand[e.Target] = append(k.hand[e.Target], k.leave(&k.hand[e.Seat], c))
		if e.Seat == k.schSeat && k.mode == modeScheh {
			k.mode = modeNone
		}
	}
}

func (k *knowledge) flushPasses() {
	for _, m := range k.pending {
		k.hand[m.to] = append(k.hand[m.to], k.newTok(m.tok))
	}
	k.pending = k.pending[:0]
}

// flushShows: Crystal Clear lays a whole suit face up, so the rest of each
// hand holds none of it.
func (k *knowledge) flushShows() {
	for s := range k.n {
		if k.showing.Has(s) {
			k.lacks(s, suitSet(k.shown[s]))
		}
	}
	k.showing = 0
}

func (k *knowledge) play(e game.Event) {
	s := e.Seat
	t := trickTok{seat: s, tok: -1, card: card(e), power: e.Value == 1, forced: k.forced[s]}
	if e.Card < 0 && s != k.viewer {
		t.hidden = true
		k.trick = append(k.trick, t)
	} else {
		k.take(&k.hand[s], t.card)
		k.trick = append(k.trick, t)
		k.infer(len(k.trick) - 1)
	}
	if t.forced {
		k.forced[s], k.forcedCard[s] = false, NoCard
	}
	if len(k.trick) == k.n*k.perTrick {
		k.trickFull = true
	}
}

// infer reads what trick card i tells of its player's hand: a follower who
// did not follow lacked the suit; a leader who led a Prince before Princes
// were in held nothing else; a leader who led no Prince after Rapunzel had none.
func (k *knowledge) infer(i int) {
	t := k.trick[i]
	if t.forced || t.card == NoCard || (t.power && k.princess[t.seat] == Thumbelina) {
		return
	}
	if i == 0 {
		switch {
		case k.mermaid >= 0:
		case k.rapunzel:
			if t.card.Suit() != Princes {
				k.lacks(t.seat, suitSet(Princes))
			}
		case t.card.Suit() == Princes && !k.princesIn:
			k.lacks(t.seat, allCards&^suitSet(Princes))
		}
		return
	}
	prev := make([]Played, i)
	for j := range i {
		prev[j] = Played{Card: k.trick[j].card}
	}
	follow := suitSet(ledSuitOf(prev, k.bouquet))
	if k.midnight {
		follow |= suitSet(Fairies)
	}
	if !follow.has(t.card) {
		k.lacks(t.seat, follow)
	}
}

// mulanRead: the trick is complete; e is the first event after it. Mulan,
// when she may swap, is asked before anything else happens.
func (k *knowledge) mulanRead(e game.Event) {
	asked := -1
	if (e.Type == EvSkip && e.Value == Mulan) || (e.Type == EvPower && e.Value == Mulan) {
		asked = e.Seat
	}
	k.mulanLacks(asked)
}

// mulanLacks: every Mulan still fresh, clockwise from the leader's left
// before the one asked (all of them when none was asked), had no card of
// the suit of a card she played but the Frog.
func (k *knowledge) mulanLacks(asked int) {
	k.trickFull = false
	if len(k.trick) == 0 {
		return
	}
	lead := k.trick[0].seat
	for j := 1; j <= k.n; j++ {
		s := (lead + j) % k.n
		if s == asked {
			return
		}
		if k.princess[s] != Mulan || k.used[s] || s == k.viewer {
			continue
		}
		var set cardSet
		for _, t := range k.trick {
			if t.seat == s && t.card != Frog && t.card != NoCard {
				set |= suitSet(t.card.Suit())
			}
		}
		k.lacks(s, set&^single(Frog))
	}
}

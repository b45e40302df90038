// Package heuristic is a Love Letter bot that counts cards. It sees only its
// seat's observation: from the round's redacted log it knows which cards are
// still unseen, what its Priest saw, what Baron ties and King trades showed,
// which names a Guard has already missed, and what it put under the deck. It
// scores each legal action by its immediate effect plus the worth of the card
// it keeps, and never names a card it knows is gone.
package heuristic

import (
	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
)

// Bot is the card-counting bot.
type Bot struct {
	rng  *game.RNG
	rand *bot.Random
}

// New returns a heuristic bot; seed only breaks ties between equal choices.
func New(seed uint64) *Bot { return &Bot{rng: game.NewRNG(seed), rand: bot.NewRandom(seed)} }

// Name implements bot.Bot.
func (b *Bot) Name() string { return "heuristic" }

// Act implements bot.Bot. Its work is a fixed, small amount per legal action,
// far inside any budget, so the budget is not consulted. It decides as
// Begin's steps do, in one loop: a search asks it at every action it
// simulates, and the steps' closures were a good part of its cost.
func (b *Bot) Act(obs game.Observation, budget bot.Budget) game.Action {
	o, ok := obs.(*ll.Observation)
	if !ok || len(o.Legal) == 0 {
		return b.rand.Act(obs, budget)
	}
	var v view
	v.init(o)
	best, bestScore := o.Legal[0], 0.0
	for i, a := range o.Legal {
		if s := v.score(a) + b.rng.Float64()*1e-6; i == 0 || s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

// Begin implements bot.Stepper: the first step deduces what the log reveals,
// then each step scores one legal action.
func (b *Bot) Begin(obs game.Observation, budget bot.Budget) bot.Thinking {
	o, ok := obs.(*ll.Observation)
	if !ok || len(o.Legal) == 0 {
		a := b.rand.Act(obs, budget)
		return &bot.Scan{Decided: &a}
	}
	var v *view
	return &bot.Scan{
		Candidates: o.Legal,
		Prepare:    func() { v = newView(o) },
		Score:      func(a game.Action) float64 { return v.score(a) + b.rng.Float64()*1e-6 },
	}
}

// view is one decision's worth of derived facts.
type view struct {
	o        *ll.Observation
	k        *ll.Knowledge
	unseen   ll.Counts
	inRound  int
	endgame  bool
	bestSeat int // the opponent with most tokens
	dist     [8]distribution
}

// distribution is Knowledge.Distribution of one seat, asked once a decision
// (every Guard's name at that seat asks it).
type distribution struct {
	w     ll.Counts
	total int
	done  bool
}

func (v *view) distribution(t int) (ll.Counts, int) {
	if t >= len(v.dist) {
		return v.k.Distribution(v.o, t)
	}
	d := &v.dist[t]
	if !d.done {
		d.w, d.total = v.k.Distribution(v.o, t)
		d.done = true
	}
	return d.w, d.total
}

func newView(o *ll.Observation) *view {
	v := new(view)
	v.init(o)
	return v
}

func (v *view) init(o *ll.Observation) {
	*v = view{o: o, k: ll.Deduce(o), unseen: o.Unseen(), bestSeat: -1}
	for s, sv := range o.Seats {
		if sv.Out {
			continue
		}
		v.inRound++
		if s != o.Seat && (v.bestSeat < 0 || sv.Tokens > o.Seats[v.bestSeat].Tokens) {
			v.bestSeat = s
		}
	}
	// With this few cards left, the card in hand is likely to be compared soon.
	v.endgame = o.Deck <= v.inRound
}

func (v *view) score(a game.Action) float64 {
	if a.Kind == ll.KindKeep {
		return v.keepValue(ll.Card(a.Args[0])) + v.returnOrder(a)
	}
	c, t, guess := ll.Card(a.Args[0]), int(a.Args[1]), ll.Card(a.Args[2])
	return v.effect(c, t, guess) + v.keepValue(v.other(c))
}

// other is the card left in hand after playing c.
func (v *view) other(c ll.Card) ll.Card {
	h := v.o.Hand
	if len(h) == 2 {
		if h[0] == c {
			return h[1]
		}
		return h[0]
	}
	return ll.NoCard
}

// elim is how much knocking out seat t is worth: more for the leader.
func (v *view) elim(t int) float64 {
	return 1 + 0.2*float64(v.o.Seats[t].Tokens)
}

// keepValue is the worth of holding c until the next turn.
func (v *view) keepValue(c ll.Card) float64 {
	if c == ll.NoCard {
		return 0
	}
	val := 0.05 * float64(c)
	if v.endgame {
		val = 0.12 * float64(c)
	}
	if c == ll.Princess {
		val += 0.3
	}
	for s, known := range v.k.KnownMine {
		if known == c && s != v.o.Seat && !v.o.Seats[s].Out {
			val -= 0.3 // someone knows it: their Guard or Baron is coming
		}
	}
	return val
}

func (v *view) effect(c ll.Card, t int, guess ll.Card) float64 {
	keep := v.other(c)
	switch c {
	case ll.Princess:
		return -10
	case ll.Spy:
		return 0.15
	case ll.Countess:
		return 0
	case ll.Handmaid:
		val := 0.12
		if keep >= ll.King {
			val += 0.1
		}
		return val
	case ll.Chancellor:
		if v.o.Deck > 0 {
			return 0.1
		}
		return 0
	}
	if t < 0 {
		return 0 // everyone is protected: no effect
	}
	w, total := v.distribution(t)
	p := func(x ll.Card) float64 {
		if total == 0 {
			return 0
		}
		return float64(w[x]) / float64(total)
	}
	switch c {
	case ll.Guard:
		// The tiny term prefers a name that is still unseen when every chance is nil.
		return p(guess)*v.elim(t) + 0.001*float64(v.unseen[guess])
	case ll.Priest:
		if v.k.Holds[t] != ll.NoCard {
			return 0.02
		}
		return 0.12
	case ll.Baron:
		var win, lose float64
		for x := range w {
			switch {
			case ll.Card(x) < keep:
				win += p(ll.Card(x))
			case ll.Card(x) > keep:
				lose += p(ll.Card(x))
			}
		}
		return win*v.elim(t) - lose*1.2
	case ll.King:
		val := 0.06*(mean(w, total)-float64(keep)) - 0.15
		if keep == ll.Princess {
			val -= 0.5
		}
		return val
	case ll.Prince:
		if t == v.o.Seat {
			if keep == ll.Princess {
				return -10
			}
			val := 0.05 * (v.meanUnseen() - float64(keep))
			for s, known := range v.k.KnownMine {
				if known != ll.NoCard && s != v.o.Seat {
					val += 0.3
					break
				}
			}
			return val
		}
		val := p(ll.Princess)*v.elim(t) + 0.05
		if v.k.Holds[t] >= ll.Chancellor {
			val += 0.1
		}
		return val
	}
	return 0
}

func mean(w ll.Counts, total int) float64 {
	if total == 0 {
		return 0
	}
	s := 0
	for c, n := range w {
		s += c * int(n)
	}
	return float64(s) / float64(total)
}

func (v *view) meanUnseen() float64 { return mean(v.unseen, v.unseen.Total()) }

// returnOrder prefers burying the stronger returned card deepest, where it is
// least likely to be drawn before the round ends.
func (v *view) returnOrder(a game.Action) float64 {
	if a.Args[2] < 0 {
		return 0
	}
	if a.Args[2] > a.Args[1] {
		return 0.001
	}
	return 0
}

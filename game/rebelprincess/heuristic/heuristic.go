// Package heuristic is a Rebel Princess bot that plays from its observation
// only. It asks the engine who would take a trick (so it knows every round
// card's twist and the powers used on the trick), counts the cards it has not
// seen to judge whether a winning card is safe, ducks tricks worth
// proposals, takes tricks worth less than nothing (Single Fairy, Three Times
// a Lady), dumps the Frog and Princes when void, passes and gives away its
// most dangerous cards, and uses its princess when it changes a trick or
// rids it of a dangerous card.
package heuristic

import (
	"slices"

	"parlour/game"
	"parlour/game/bot"
	rp "parlour/game/rebelprincess"
)

func roundID(slug string) int {
	r, _ := rp.RoundCardBySlug(slug)
	return r.ID
}

var (
	lateToTheBall = roundID("late-to-the-ball")
	ringsTwice    = roundID("prince-always-rings-twice")
	dancingQueens = roundID("dancing-queens")
)

// Bot is the Rebel Princess heuristic bot.
type Bot struct {
	rng *game.RNG
}

// New returns a heuristic bot.
func New(seed uint64) *Bot { return &Bot{rng: game.NewRNG(seed)} }

// Name implements bot.Bot.
func (b *Bot) Name() string { return "heuristic" }

// Act implements bot.Bot.
func (b *Bot) Act(obs game.Observation, _ bot.Budget) game.Action {
	o := obs.(*rp.Observation)
	legal := o.Legal
	best, bestScore := legal[0], -1e18
	c := newContext(o)
	for _, a := range legal {
		s := c.score(a) + b.rng.Float64()*1e-3 // break ties at random
		if s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

// context is what every candidate's score needs, computed once per decision.
type context struct {
	o      *rp.Observation
	round  int
	unseen []rp.Card // cards the bot has not seen anywhere
}

func newContext(o *rp.Observation) *context {
	c := &context{o: o, round: o.RoundCardID()}
	// A set of cards as an array (a card is a small number): the bot
	// decides at every action a search simulates, and a map was a fifth of
	// the search's time.
	var seen [128]bool
	mark := func(cs []rp.Card) {
		for _, x := range cs {
			if x >= 0 {
				seen[x] = true
			}
		}
	}
	mark(o.Hand)
	mark(o.Aside)
	for _, w := range o.Won {
		mark(w)
	}
	for _, e := range o.Exposed {
		mark(e)
	}
	for _, p := range o.Trick {
		if p.Card >= 0 {
			seen[p.Card] = true
		}
	}
	for _, x := range rp.Deck(o.Players) {
		if x < 0 || !seen[x] {
			c.unseen = append(c.unseen, x)
		}
	}
	return c
}

// danger is how much the bot wants rid of a card: what it scores when won,
// and how likely it is to win tricks (high cards do).
func (c *context) danger(x rp.Card) float64 {
	d := 3*float64(rp.CardValue(c.round, x)) + float64(x.Value())/6
	if c.round == dancingQueens && x.Suit() == rp.Queens { // Queens pair up Princes
		d += 1
	}
	return d
}

func (c *context) dangerSum(a game.Action) float64 {
	d := 0.0
	for _, x := range a.Args {
		if x >= 0 {
			d += c.danger(rp.Card(x))
		}
	}
	return d
}

// trickValue is the proposals the cards on the table are worth.
func (c *context) trickValue(trick []rp.Played) float64 {
	v := 0.0
	for _, p := range trick {
		if p.Card != rp.NoCard {
			v += float64(rp.CardValue(c.round, p.Card))
		}
	}
	// Gifts lie face down: about a Prince's worth between them.
	return v + 0.3*float64(c.o.Gifts)
}

// laterPlayers is how many cards are still to come after the bot's.
func (c *context) laterPlayers() int {
	per := 1
	if c.round == ringsTwice {
		per = 2
	}
	return c.o.Players*per - len(c.o.Trick) - 1
}

// threatened reports whether an unseen card could still beat the trick the
// bot would be winning.
func (c *context) threatened(trick []rp.Played) bool {
	if c.laterPlayers() <= 0 {
		return false
	}
	me := c.o.Seat
	// One copy of the trick with a place for the card to come, tried with
	// each unseen card (WinnerIf only reads it).
	next := append(slices.Clone(trick), rp.Played{Seat: (me + 1) % c.o.Players})
	for _, x := range c.unseen {
		next[len(trick)].Card = x
		if c.o.WinnerIf(next) != me {
			return true
		}
	}
	return false
}

func (c *context) score(a game.Action) float64 {
	o := c.o
	switch a.Kind {
	case rp.KindDraft, rp.KindCopy:
		return -float64(a.Args[0]) * 0.01 // any will do; prefer the earlier powers
	case rp.KindPass, rp.KindGift:
		return c.dangerSum(a)
	case rp.KindGive:
		switch o.Step {
		case rp.StepSleepKeep:
			return -c.danger(rp.Card(a.Args[0])) // keep the safest
		case rp.StepIceReturn:
			return -float64(rp.Card(a.Args[0]).Value()) // the high one must be played
		}
		return c.danger(rp.Card(a.Args[0]))
	case rp.KindAside:
		// Late to the Ball's card comes back for the last trick, After
		// Party's half later in the round: keep the danger in hand to shed.
		return -c.danger(rp.Card(a.Args[0]))
	case rp.KindShow:
		n := 0
		for _, x := range o.Hand {
			if int(x.Suit()) == int(a.Args[0]) {
				n++
			}
		}
		return -float64(n)
	case rp.KindPlay:
		return c.scorePlay(rp.Card(a.Args[0]), a.Args[1] == 1)
	case rp.KindSkip:
		return 0
	case rp.KindMulan:
		return c.scoreMulan(rp.Card(a.Args[0]), rp.Card(a.Args[1]))
	case rp.KindAlice:
		return c.trickValue(o.Trick) - 0.5
	case rp.KindSwap:
		// The hand card joins the bot's tricks; the trick card comes to hand.
		return float64(rp.CardValue(c.round, rp.Card(a.Args[1])) - rp.CardValue(c.round, rp.Card(a.Args[0])) - 1)
	case rp.KindSleeping, rp.KindScheherazade:
		worst := 0.0
		for _, x := range o.Hand {
			worst = max(worst, c.danger(x))
		}
		return worst/3 - 2.5
	case rp.KindCinderella, rp.KindPea, rp.KindRapunzel, rp.KindIce, rp.KindMermaid, rp.KindPocahontas:
		// Powers that shape the next trick: now and then, later in the round.
		if len(o.Hand) > 3 {
			return -1
		}
		return -0.5 + 0.2*float64(4-len(o.Hand))
	}
	return -1
}

// scorePlay is minus the proposals the bot expects to take by playing x,
// with a small reward for shedding dangerous cards it does not take.
func (c *context) scorePlay(x rp.Card, power bool) float64 {
	o := c.o
	me := o.Seat
	p := rp.Played{Seat: me, Card: x, Power: power}
	if power && o.Princess[me] == rp.SnowWhite || power && o.Copy[me] == rp.SnowWhite {
		p.Zero = true
	}
	trick := append(slices.Clone(o.Trick), p)
	cost := 0.0
	if power {
		cost += 0.4 // a power spent is gone for the round
	}
	value := c.trickValue(trick)
	if len(o.Trick) == 0 {
		// Leading: lead low, away from danger.
		return -float64(x.Value())/4 - 2*float64(rp.CardValue(c.round, x)) + c.voidBonus(x) - cost
	}
	if o.WinnerIf(trick) == me {
		risk := 1.0
		if c.threatened(trick) {
			risk = 0.45
		}
		// Later players, void, may dump proposals on the winner.
		expected := value + 0.4*float64(c.laterPlayers())
		return -risk*expected - cost + float64(x.Value())/40
	}
	// Not winning: shed what is dangerous and high.
	return c.danger(x)/4 - cost
}

// voidBonus favours leading from short suits, to become void and dump later.
func (c *context) voidBonus(x rp.Card) float64 {
	n := 0
	for _, y := range c.o.Hand {
		if y.Suit() == x.Suit() {
			n++
		}
	}
	return -0.1 * float64(n)
}

func (c *context) scoreMulan(out, in rp.Card) float64 {
	o := c.o
	before := o.WinnerIf(o.Trick) == o.Seat
	trick := slices.Clone(o.Trick)
	for i, p := range trick {
		if p.Seat == o.Seat && p.Card == out {
			trick[i].Card, trick[i].Zero = in, false
		}
	}
	after := o.WinnerIf(trick) == o.Seat
	v := c.trickValue(trick)
	switch {
	case before && !after && v > 0:
		return v
	case !before && after && v < 0:
		return -v
	}
	return -1
}

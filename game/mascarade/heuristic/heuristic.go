// Package heuristic is a Mascarade bot that keeps a belief of where every mask
// is, from its own observation only (mascarade.Know: the face-up setup, its
// looks, reveals, Spy looks and Princess showings pin masks down; every swap it
// did not see leaves the two places uncertain between themselves, as it cannot
// know whether the masks moved). It announces when it is likely right, bluffs now and then, contests when it
// believes it holds the announced mask, and uses powers sensibly: the Witch on
// the richest, the Cheat at 10 coins or more, the Widow when poor.
package heuristic

import (
	"math"
	"slices"

	"parlour/game"
	"parlour/game/bot"
	m "parlour/game/mascarade"
)

// Bot is the Mascarade heuristic bot.
type Bot struct {
	rng  *game.RNG
	rand *bot.Random
}

// New returns a heuristic bot.
func New(seed uint64) *Bot { return &Bot{rng: game.NewRNG(seed), rand: bot.NewRandom(seed)} }

// Name implements bot.Bot.
func (b *Bot) Name() string { return "heuristic" }

func argmax(row []float64) (m.Mask, float64) {
	best, p := m.NoMask, -1.0
	for k, x := range row {
		if x > p {
			best, p = m.Mask(k), x
		}
	}
	return best, p
}

// Act implements bot.Bot; it examines each legal action once, far inside any budget.
func (b *Bot) Act(obs game.Observation, budget bot.Budget) game.Action {
	o, ok := obs.(*m.Observation)
	if !ok || len(o.Legal) == 0 {
		return b.rand.Act(obs, budget)
	}
	k, err := m.Know(o)
	if err != nil {
		return b.rand.Act(obs, budget)
	}
	d := &decider{o: o, bel: k.Belief(), rng: b.rng}
	if a, ok := d.choose(); ok && slices.Contains(o.Legal, a) {
		return a
	}
	return b.rand.Act(obs, budget)
}

type decider struct {
	o   *m.Observation
	bel [][m.NumMasks]float64 // per place, the chance of each mask being there
	rng *game.RNG
}

func (d *decider) me() int             { return d.o.Seat }
func (d *decider) coins(p int) int     { return d.o.Coins[p] }
func (d *decider) row(p int) []float64 { return d.bel[d.o.At[p]][:] }

func (d *decider) richestOther() int {
	best := -1
	for p := range d.o.Players {
		if p != d.me() && (best < 0 || d.coins(p) > d.coins(best)) {
			best = p
		}
	}
	return best
}

// value is roughly how many coins, relative to the field, using k's power is worth to me now.
func (d *decider) value(k m.Mask) float64 {
	c := d.coins(d.me())
	gain := func(x float64) float64 {
		if float64(c)+x >= 13 {
			return 100 // it wins
		}
		return x
	}
	switch k {
	case m.Judge:
		return gain(float64(d.o.Court))
	case m.Empress:
		return gain(3)
	case m.King:
		return gain(2)
	case m.Widow:
		return gain(math.Max(0, float64(10-c)))
	case m.Patron:
		return gain(3) - 0.6
	case m.Princess:
		return gain(2) + 0.3
	case m.Fool, m.Peasant:
		return gain(1)
	case m.Thief:
		return gain(2)
	case m.Trickster:
		return gain(2)
	case m.Beggar:
		n := 0
		for p := range d.o.Players {
			if p != d.me() && d.coins(p) > c {
				n++
			}
		}
		return gain(float64(n))
	case m.Guru:
		return 1.5
	case m.Witch:
		if r := d.richestOther(); r >= 0 {
			return gain(math.Max(0, float64(d.coins(r)-c)))
		}
	case m.Cheat:
		if c >= 10 {
			return 100
		}
	case m.Spy:
		return 0.3
	case m.Puppeteer:
		return gain(2)
	}
	return 0
}

// contestAt is the chance of wearing an announced mask from which a bot claims it too.
const contestAt = 0.55

func (d *decider) choose() (game.Action, bool) {
	o := d.o
	switch o.Phase {
	case m.PhaseTurn:
		return d.turn(), true
	case m.PhaseContest:
		k := o.Announced
		p := d.row(d.me())[k]
		announcer := o.Current
		want := p >= contestAt && d.value(k) > 0
		// Stop a Cheat at 10+ coins, or anyone about to reach 13, when we might hold it.
		if k == m.Cheat && d.coins(announcer) >= 10 && p >= 0.25 {
			want = true
		}
		return game.NewAction(m.KindContest, boolInt(want)), true
	case m.PhaseName:
		k, _ := argmax(d.row(d.me()))
		return game.NewAction(m.KindName, int(k)), true
	case m.PhasePower:
		return d.power()
	}
	return game.Action{}, false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (d *decider) kinds() []m.Mask {
	var out []m.Mask
	for _, k := range d.o.Masks {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

func (d *decider) turn() game.Action {
	o := d.o
	n := o.Players
	if o.Opening > 0 {
		t := d.rng.Intn(n - 1)
		if t >= d.me() {
			t++
		}
		return game.NewAction(m.KindSwap, t, d.rng.Intn(2))
	}
	row := d.row(d.me())
	mask, p := argmax(row)
	canAnnounce := !o.RevealedPrev[d.me()]
	if canAnnounce {
		if d.coins(d.me()) >= 10 && row[m.Cheat] >= 0.3 && slices.Contains(o.Masks, m.Cheat) {
			return game.NewAction(m.KindAnnounce, int(m.Cheat))
		}
		if p >= 0.7 && d.value(mask) > 0.5 {
			return game.NewAction(m.KindAnnounce, int(mask))
		}
		// A bluff now and then: claim the best mask nobody is known to hold.
		if d.rng.Float64() < 0.12 {
			best, bestValue := m.NoMask, 0.0
			for _, k := range d.kinds() {
				held := 0.0
				for q := range n {
					if q != d.me() {
						held = math.Max(held, d.row(q)[k])
					}
				}
				if v := d.value(k) * (1 - held); v > bestValue {
					best, bestValue = k, v
				}
			}
			if best != m.NoMask {
				return game.NewAction(m.KindAnnounce, int(best))
			}
		}
	}
	if p < 0.6 {
		return game.NewAction(m.KindLook)
	}
	// Sure of a poor mask: swap for a better one we can locate.
	best, bestValue := -1, d.value(mask)
	for q := range n + o.Centre {
		if q == d.me() {
			continue
		}
		place := q
		if q < n {
			place = o.At[q]
		}
		k, pk := argmax(d.bel[place][:])
		if v := d.value(k) * pk; v > bestValue+0.5 {
			best, bestValue = q, v
		}
	}
	if best >= 0 {
		return game.NewAction(m.KindSwap, best, 1)
	}
	return game.NewAction(m.KindLook)
}

func (d *decider) power() (game.Action, bool) {
	o := d.o
	others := make([]int, 0, o.Players-1)
	for p := range o.Players {
		if p != d.me() {
			others = append(others, p)
		}
	}
	// Richest first, so ties and pairs pick the players worth taking from.
	game.SortStable(others, func(a, b int) int { return d.coins(b) - d.coins(a) })
	switch o.Step {
	case m.StepTarget:
		switch o.Announced {
		case m.Witch:
			r := others[0]
			if d.coins(r) > d.coins(d.me())+1 {
				return game.NewAction(m.KindTarget, r), true
			}
			return game.NewAction(m.KindTarget, -1), true
		case m.Princess:
			// Show the mask we are least sure of: we learn the most.
			best, bestP := others[0], 2.0
			for _, q := range others {
				if _, p := argmax(d.row(q)); p < bestP {
					best, bestP = q, p
				}
			}
			return game.NewAction(m.KindTarget, best), true
		case m.Spy:
			best, bestP := others[0], 2.0
			for _, q := range others {
				if _, p := argmax(d.row(q)); p < bestP {
					best, bestP = q, p
				}
			}
			return game.NewAction(m.KindTarget, best), true
		default: // Trickster tie, Guru: the richest
			for _, a := range o.Legal {
				if int(a.Args[0]) == others[0] {
					return a, true
				}
			}
			return o.Legal[0], true
		}
	case m.StepPair:
		a, b := others[0], others[1]
		if a > b {
			a, b = b, a
		}
		if o.Announced == m.Fool {
			return game.NewAction(m.KindPair, a, b, d.rng.Intn(2)), true
		}
		return game.NewAction(m.KindPair, a, b), true
	case m.StepExchange:
		// The spy look is the last event: swap if their mask serves us better.
		for i := len(o.Log) - 1; i >= 0; i-- {
			e := o.Log[i]
			if e.Type == m.EvSpyLook && e.Seat == d.me() && e.Secret.Len() == 2 {
				mineV, theirsV := d.value(m.Mask(e.Secret.At(0))), d.value(m.Mask(e.Secret.At(1)))
				return game.NewAction(m.KindExchange, boolInt(theirsV > mineV)), true
			}
		}
	}
	return game.Action{}, false
}

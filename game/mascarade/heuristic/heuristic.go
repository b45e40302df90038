// Package heuristic is a Mascarade bot that keeps a belief of where every mask
// is, from its own observation only: the face-up setup, its looks, reveals, Spy
// looks and Princess showings pin masks down; every swap it did not make blurs
// the two places involved together (it cannot know whether the masks moved). It
// announces when it is likely right, bluffs now and then, contests when it
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

// Belief is, for each place, the probability of each mask being there.
type Belief [][]float64

// Believe replays an observation's log into a belief.
func Believe(o *m.Observation) Belief {
	places := o.Players + o.Centre
	counts := make([]float64, 16)
	for _, k := range o.Masks {
		counts[k]++
	}
	bel := make(Belief, places)
	for p := range bel {
		bel[p] = make([]float64, 16)
		for k, c := range counts {
			bel[p][k] = c / float64(places)
		}
	}
	at := make([]int, o.Players)
	for p := range at {
		at[p] = p
	}
	pin := func(place int, k m.Mask) {
		if place < 0 || place >= places || !k.Valid() {
			return
		}
		clear(bel[place])
		bel[place][k] = 1
		bel.normalise(counts)
	}
	blur := func(a, b int) {
		if a < 0 || b < 0 || a >= places || b >= places {
			return
		}
		for k := range bel[a] {
			avg := (bel[a][k] + bel[b][k]) / 2
			bel[a][k], bel[b][k] = avg, avg
		}
	}
	exact := func(a, b int) { bel[a], bel[b] = bel[b], bel[a] }
	mine := func(e game.Event) bool { return e.Seat == o.Seat && e.Secret.Len() > 0 }
	for _, e := range o.Log {
		switch e.Type {
		case m.EvSetup:
			pin(e.Target, m.Mask(e.Card))
		case m.EvLook:
			if mine(e) {
				pin(e.Target, m.Mask(e.Secret.At(0)))
			}
		case m.EvReveal:
			pin(e.Target, m.Mask(e.Card))
		case m.EvPrincess:
			if e.Secret.Len() > 0 {
				pin(e.Value, m.Mask(e.Secret.At(0)))
			}
		case m.EvSpyLook:
			if mine(e) {
				pin(at[e.Seat], m.Mask(e.Secret.At(0)))
				pin(e.Value, m.Mask(e.Secret.At(1)))
			}
		case m.EvSwap, m.EvSpySwap, m.EvFoolSwap:
			a, b := e.Value, e.Target
			switch {
			case mine(e) && e.Secret.At(0) == 1:
				exact(a, b)
			case mine(e):
				// a pretence: nothing moved
			default:
				blur(a, b)
			}
		case m.EvSeatsChange:
			at[e.Seat], at[e.Target] = at[e.Target], at[e.Seat]
		}
	}
	return bel
}

// normalise makes rows sum to 1 and each mask's column sum to its copies (Sinkhorn).
func (bel Belief) normalise(counts []float64) {
	for range 8 {
		for _, row := range bel {
			s := 0.0
			for _, x := range row {
				s += x
			}
			if s > 0 {
				for k := range row {
					row[k] /= s
				}
			}
		}
		for k, c := range counts {
			if c == 0 {
				continue
			}
			s := 0.0
			for _, row := range bel {
				s += row[k]
			}
			if s > 0 {
				for _, row := range bel {
					row[k] *= c / s
				}
			}
		}
	}
}

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
	d := &decider{o: o, bel: Believe(o), rng: b.rng}
	if a, ok := d.choose(); ok && slices.Contains(o.Legal, a) {
		return a
	}
	return b.rand.Act(obs, budget)
}

type decider struct {
	o   *m.Observation
	bel Belief
	rng *game.RNG
}

func (d *decider) me() int             { return d.o.Seat }
func (d *decider) coins(p int) int     { return d.o.Coins[p] }
func (d *decider) row(p int) []float64 { return d.bel[d.o.At[p]] }

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

func (d *decider) choose() (game.Action, bool) {
	o := d.o
	switch o.Phase {
	case m.PhaseTurn:
		return d.turn(), true
	case m.PhaseContest:
		k := o.Announced
		p := d.row(d.me())[k]
		announcer := o.Current
		want := p >= 0.55 && d.value(k) > 0
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
		k, pk := argmax(d.bel[place])
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
	slices.SortStableFunc(others, func(a, b int) int { return d.coins(b) - d.coins(a) })
	switch o.Step {
	case "target":
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
	case "pair":
		a, b := others[0], others[1]
		if a > b {
			a, b = b, a
		}
		if o.Announced == m.Fool {
			return game.NewAction(m.KindPair, a, b, d.rng.Intn(2)), true
		}
		return game.NewAction(m.KindPair, a, b), true
	case "exchange":
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

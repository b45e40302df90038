package rebelprincess

import (
	"math"
	"slices"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/render/layout"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// Play implements table.Game: it moves the view on by one event and maps
// it onto the kit's motion. Every card the person may see move, moves:
// dealt, passed, put aside, played into the trick, swapped, taken by the
// trick's winner; a princess's power shows her card with what it does.
func (g *Table) Play(e game.Event, m *table.Motion) {
	v := &g.v
	h := g.t.Human()
	valid := func(s int) bool { return s >= 0 && s < v.n }
	secret := func(i int) rp.Card {
		if i < e.Secret.Len() {
			return rp.Card(e.Secret.At(i))
		}
		return rp.NoCard
	}
	switch e.Type {
	case rp.EvChosen:
		// The person's own princess, kept face down: theirs to see at once
		// (the seat's secret), as Sync shows it; the others' stay unknown
		// until all are revealed together (EvDrafted).
		if e.Value == int(rp.KindDraft) && valid(e.Seat) && e.Secret.Len() > 0 {
			v.princess[e.Seat] = int(secret(0))
		}
	case rp.EvDrafted:
		if valid(e.Seat) {
			v.princess[e.Seat] = e.Value
			m.Deal(table.Card(g.deckSpot(), g.princessSpot(e.Seat), table.Back).Turn(princessFace(e.Value)).Into(table.At("princess", e.Seat, 0)))
			m.Sound(sounds.Deal)
		}
	case rp.EvRoundStart:
		g.newRound(e)
		i := v.round
		c := g.centre()
		if i < len(c.row) {
			big := g.bigSpot()
			m.Fly(table.Card(c.row[i], big, table.Back).Turn(roundFace(e.Card)).Stay(1.0).Say(words.RoundName(e.Card)).Into(table.At("round", 0, i)))
			m.Fly(table.Card(big, c.row[i], roundFace(e.Card)).Into(table.At("round", 0, i)))
			m.Sound(sounds.Reveal)
		}
	case rp.EvDeal:
		if !valid(e.Seat) {
			return
		}
		if e.Seat == h && e.Secret.Len() > 0 {
			for k := range e.Secret.Len() {
				c := secret(k)
				i := g.insert(c)
				v.handN[h] = len(v.hand)
				m.Deal(table.Card(g.deckSpot(), g.handSpot(h, i), table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
			}
		} else {
			v.handN[e.Seat] += e.Secret.Len() + e.Hidden
			m.Deal(table.Card(g.deckSpot(), g.seatSpot(e.Seat), table.Back))
		}
		m.Sound(sounds.Deal)
	case rp.EvCopy:
		if valid(e.Seat) {
			v.copy[e.Seat] = e.Value
			m.Glow(e.Seat, table.Info)
		}
	case rp.EvPassed:
		if !valid(e.Seat) || !valid(e.Target) {
			return
		}
		g.moveCards(m, e.Seat, e.Target, e.Value, e, true)
	case rp.EvAside:
		if !valid(e.Seat) {
			return
		}
		from := g.leave(e.Seat, secret(0))
		v.asideN[e.Seat]++
		m.Fly(table.Card(from, g.seatSpot(e.Seat), g.faceOf(e.Seat, secret(0))).Turn(table.Back))
		m.Sound(sounds.Card)
	case rp.EvShow:
		if valid(e.Seat) {
			c := rp.Card(e.Card)
			v.exposed[e.Seat] = append(v.exposed[e.Seat], c)
			if e.Seat != h {
				at := g.seatSpot(e.Seat)
				m.Deal(table.Card(at, grow(at, g.t.Geometry().Unit*4), table.Back).Turn(int(c)).Stay(0.3))
			}
		}
	case rp.EvTakeUp:
		if !valid(e.Seat) || !valid(e.Target) {
			return
		}
		v.asideN[e.Seat] = max(0, v.asideN[e.Seat]-1)
		c := secret(0)
		to := g.seatSpot(e.Target)
		if e.Target == h && c != rp.NoCard {
			i := g.insert(c)
			if e.Seat != h {
				g.fresh[c] = true
			}
			to = g.handSpot(h, i)
			m.Deal(table.Card(g.seatSpot(e.Seat), to, table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Deal(table.Card(g.seatSpot(e.Seat), to, table.Back))
		}
		v.handN[e.Target]++
	case rp.EvPower:
		g.showPower(e, m)
	case rp.EvLacks:
		if valid(e.Seat) {
			if v.t.Mermaid == e.Value {
				v.t.Mermaid = -1
			}
			m.Shake(e.Seat, table.Info)
		}
	case rp.EvGive:
		if valid(e.Seat) && valid(e.Target) {
			g.give(e, m)
		}
	case rp.EvKeepCard:
		if valid(e.Seat) {
			v.pool = v.pool[:max(0, len(v.pool)-1)]
			c := secret(0)
			if e.Seat == h && c != rp.NoCard {
				i := g.insert(c)
				m.Fly(table.Card(g.deckSpot(), g.handSpot(h, i), int(c)).Into(table.At("hand", h, i)))
			} else {
				m.Fly(table.Card(g.deckSpot(), g.seatSpot(e.Seat), table.Back))
			}
			v.handN[e.Seat]++
		}
	case rp.EvForced:
		if valid(e.Seat) {
			v.forced[e.Seat] = true
			m.Glow(e.Seat, table.Info)
			if c := secret(0); c != rp.NoCard {
				at := g.handSpot(e.Seat, max(0, slices.Index(v.hand, c)))
				if e.Seat == h {
					m.Reveal(at, int(c), i18n.T("rebelprincess.reveal.forced_you"))
				} else {
					m.Reveal(g.seatSpot(e.Seat), int(c), i18n.T("rebelprincess.reveal.forced", g.t.SeatName(e.Seat)))
				}
			}
		}
	case rp.EvGift:
		if valid(e.Seat) {
			from := g.leave(e.Seat, secret(0))
			v.gifts++
			if c := secret(0); c != rp.NoCard {
				v.giftsSeen = append(v.giftsSeen, c)
			}
			m.Fly(table.Card(from, g.giftSpot(), g.faceOf(e.Seat, secret(0))).Turn(table.Back).Into(table.At("gifts", 0, 0)))
			m.Sound(sounds.Card)
		}
	case rp.EvPlay:
		if !valid(e.Seat) {
			return
		}
		c := rp.Card(e.Card)
		shown := c
		if e.Card < 0 {
			shown = secret(0)
		}
		from := g.leave(e.Seat, shown)
		pl := rp.Played{Seat: e.Seat, Card: c, Power: e.Value == 1, Hidden: e.Card < 0, Forced: v.forced[e.Seat]}
		if e.Seat == h && e.Card < 0 {
			pl.Card = shown // the person sees their own card face down
		}
		if pl.Power {
			v.used[e.Seat] = true
			if v.power(e.Seat) == rp.SnowWhite {
				pl.Zero = true
			}
		}
		if v.forced[e.Seat] {
			v.forced[e.Seat] = false
		}
		v.trick = append(v.trick, pl)
		i := len(v.trick) - 1
		to := g.trickSpots(len(v.trick))[i]
		start := table.Back
		if e.Seat == h {
			start = int(shown)
		}
		face := int(c)
		if e.Card < 0 {
			face = start
		}
		m.Fly(table.Card(from, to, start).Turn(face).Into(table.At("trick", 0, i)))
		m.Sound(sounds.Card)
		if pl.Power {
			m.Glow(e.Seat, table.Info)
		}
	case rp.EvReveal:
		for i := range v.trick {
			if v.trick[i].Seat == e.Seat && v.trick[i].Hidden {
				v.trick[i].Hidden, v.trick[i].Card = false, rp.Card(e.Card)
				at := g.trickSpots(len(v.trick))[i]
				m.Deal(table.Card(at, at, table.Back).Turn(e.Card).Into(table.At("trick", 0, i)))
				break
			}
		}
		m.Sound(sounds.Reveal)
	case rp.EvPrincesIn:
		v.princesIn = true
		if valid(e.Seat) {
			m.Glow(e.Seat, table.Bad)
		}
	case rp.EvMulan:
		g.mulan(e, m)
	case rp.EvTrick:
		g.takeTrick(e, m)
	case rp.EvGiftsTaken:
		// The pile went with the trick, face down (takeTrick); its cards
		// are named to the one who took it, and count in its proposals.
		// A card already there is their own gift, known since they gave it.
		if valid(e.Seat) && e.Secret.Len() > 0 {
			for k := range e.Secret.Len() {
				if c := secret(k); !slices.Contains(v.won[e.Seat], c) {
					v.won[e.Seat] = append(v.won[e.Seat], c)
				}
			}
			g.recount(m, e.Seat)
		}
	case rp.EvRedeal:
		if !valid(e.Seat) {
			return
		}
		spots := g.trickSpots(max(len(v.trick), 1))
		from := spots[0]
		if len(v.trick) > 0 {
			from = spots[len(v.trick)-1]
			v.trick = v.trick[:len(v.trick)-1]
		}
		c := secret(0)
		if e.Seat == h && c != rp.NoCard {
			i := g.insert(c)
			g.fresh[c] = true
			m.Deal(table.Card(from, g.handSpot(h, i), int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Deal(table.Card(from, g.seatSpot(e.Seat), table.Back))
		}
		v.handN[e.Seat]++
		if len(v.trick) == 0 {
			v.leader = e.Target
		}
	case rp.EvSwap:
		g.swap(e, m)
	case rp.EvLeads:
		if valid(e.Seat) {
			v.leader = e.Seat
			m.Glow(e.Seat, table.Winning)
		}
	case rp.EvKept:
		if valid(e.Seat) {
			v.wonN[e.Seat] += v.handN[e.Seat]
			for k := range e.Secret.Len() {
				v.won[e.Seat] = append(v.won[e.Seat], secret(k))
			}
			if e.Seat == h {
				v.hand = nil
			}
			v.handN[e.Seat] = 0
			m.Fly(table.Card(g.seatSpot(e.Seat), g.wonSpot(e.Seat), table.Back))
			g.recount(m, e.Seat)
		}
	case rp.EvRoundScore:
		if valid(e.Seat) {
			old := v.totals[e.Seat]
			v.totals[e.Seat] += e.Value
			m.CountUp(table.At("total", e.Seat, 0), old, v.totals[e.Seat])
			if e.Card == 1 {
				m.Glow(e.Seat, table.Winning)
			}
		}
	case rp.EvGameWin:
		if valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
			if e.Seat == h {
				m.SoundAfter(sounds.Win)
			}
		}
	}
}

// newRound clears the view for a round starting (the deal follows).
func (g *Table) newRound(e game.Event) {
	v := &g.v
	n := v.n
	idx := e.Value - 1
	for len(v.schedule) <= idx {
		v.schedule = append(v.schedule, e.Card)
	}
	v.schedule[idx] = e.Card
	v.round, v.phase, v.leader = idx, rp.PhasePass, e.Seat
	v.hand, v.trick, v.pool, v.gifts, v.tricks = nil, nil, nil, 0, 0
	v.handN, v.asideN, v.wonN, v.tricksWon = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	v.won, v.giftsSeen, v.before = make([][]rp.Card, n), nil, slices.Clone(v.totals)
	// Counted from nothing won (Arranged Marriage: 5 for no trick taken).
	v.proposals = make([]int, n)
	for s := range n {
		v.proposals[s] = rp.Running(v.ed, v.roundID(), nil, 0, v.before, s)
	}
	v.exposed, v.used, v.forced = make([][]rp.Card, n), make([]bool, n), make([]bool, n)
	v.copy, v.shown = slices.Repeat([]int{-1}, n), slices.Repeat([]int{-1}, n)
	v.t, v.princesIn = freshTrick(), false
	clear(g.fresh)
}

func freshTrick() rp.Trick {
	return rp.Trick{PeaSeat: -1, Mermaid: -1, Thumb: -1, Snow: -1, Seat: -1, Target: -1, Mulan: rp.NoCard, MulanSeat: -1, Winner: -1, Next: -1}
}

// insert puts c into the person's hand in order and returns its place.
func (g *Table) insert(c rp.Card) int {
	i, _ := slices.BinarySearch(g.v.hand, c)
	g.v.hand = slices.Insert(g.v.hand, i, c)
	return i
}

// leave takes a card out of a seat's hand (the person's: c) and says where
// it was.
func (g *Table) leave(seat int, c rp.Card) layout.Rect {
	v := &g.v
	from := g.seatSpot(seat)
	if seat == g.t.Human() {
		if i := slices.Index(v.hand, c); i >= 0 {
			from = g.handSpot(seat, i)
			v.hand = slices.Delete(v.hand, i, i+1)
			delete(g.fresh, c)
		}
	}
	if seat >= 0 && seat < len(v.exposed) {
		// A card lying face up leaves the face-up row with the hand, as
		// the engine takes it (apply.go take).
		if i := slices.Index(v.exposed[seat], c); i >= 0 {
			v.exposed[seat] = slices.Delete(v.exposed[seat], i, i+1)
		}
	}
	v.handN[seat] = max(0, v.handN[seat]-1)
	return from
}

// faceOf is how a seat's card looks as it leaves: the person's own face up.
func (g *Table) faceOf(seat int, c rp.Card) int {
	if seat == g.t.Human() && c != rp.NoCard {
		return int(c)
	}
	return table.Back
}

// moveCards flies k cards from one seat to another (a pass), face up at the
// ends that see them.
func (g *Table) moveCards(m *table.Motion, from, to, k int, e game.Event, mark bool) {
	v := &g.v
	h := g.t.Human()
	for i := range k {
		c := rp.NoCard
		if i < e.Secret.Len() {
			c = rp.Card(e.Secret.At(i))
		}
		src := g.leave(from, c)
		if to == h && c != rp.NoCard {
			j := g.insert(c)
			if mark {
				g.fresh[c] = true
			}
			v.handN[h] = len(v.hand)
			f := table.Card(src, g.handSpot(h, j), table.Back).Turn(int(c)).Into(table.At("hand", h, j))
			if i == k-1 {
				f = f.Stay(0.5).Say(i18n.T("rebelprincess.reveal.from", g.t.SeatName(from)))
			}
			m.Fly(f)
		} else {
			v.handN[to]++
			m.Deal(table.Card(src, g.seatSpot(to), g.faceOf(from, c)).Turn(table.Back))
		}
	}
	m.Sound(sounds.Card)
}

// power shows a princess's power: her card from the seat to the middle,
// with what it does, and what it sets on the trick.
func (g *Table) showPower(e game.Event, m *table.Motion) {
	v := &g.v
	s := e.Seat
	if s < 0 || s >= v.n {
		return
	}
	p := e.Value
	v.used[s] = true
	switch p {
	case rp.Cinderella:
		v.t.Reversed = true
	case rp.LittleMermaid:
		v.t.Mermaid = e.Card
	case rp.Rapunzel:
		v.t.Rapunzel = true
	case rp.PrincessOnThePea:
		v.t.PeaSeat = s
	case rp.Pocahontas:
		if v.ed == rp.Deluxe && e.Target >= 0 {
			v.leader = e.Target
		}
	case rp.SleepingBeauty:
		v.pool, g.sleeping, g.sleepKept = nil, s, false
	}
	big := g.bigSpot()
	label := words.PowerWords(g.t, v.ed, e)
	m.Fly(table.Card(g.princessSpot(s), big, princessFace(p)).Stay(1.1).Say(label))
	m.Fly(table.Card(big, g.princessSpot(s), princessFace(p)))
	if e.Target >= 0 && e.Target < v.n {
		m.Glow(e.Target, table.Info)
	}
	// The Deluxe Ice Princess's two cards, for the two who see them.
	if p == rp.IcePrincess && e.Secret.Len() == 2 && e.Target >= 0 {
		m.Compare(g.seatSpot(e.Target), g.seatSpot(e.Target), e.Secret.At(0), e.Secret.At(1), i18n.T("rebelprincess.reveal.ice"))
	}
	m.Sound(sounds.Reveal)
}

// give moves one card between seats (Sleeping Beauty's pile, Scheherazade).
func (g *Table) give(e game.Event, m *table.Motion) {
	v := &g.v
	h := g.t.Human()
	c := rp.Card(e.Card)
	if e.Card < 0 && e.Secret.Len() > 0 {
		c = rp.Card(e.Secret.At(0))
	}
	if e.Card < 0 && e.Secret.Len() == 0 {
		c = rp.NoCard
	}
	sleeping := g.sleepSeat() >= 0
	switch {
	case sleeping && e.Target == g.sleepSeat() && len(v.pool) < v.n && !g.sleepKept:
		// Into Sleeping Beauty's pile.
		src := g.leave(e.Seat, c)
		v.pool = append(v.pool, rp.Played{Seat: e.Seat, Card: c})
		m.Fly(table.Card(src, g.deckSpot(), g.faceOf(e.Seat, c)).Turn(table.Back))
		if len(v.pool) == v.n {
			g.sleepKept = true
		}
	case sleeping && e.Seat == g.sleepSeat() && g.sleepKept:
		// Out of her pile to a player.
		v.pool = v.pool[:max(0, len(v.pool)-1)]
		if e.Target == h && c != rp.NoCard {
			i := g.insert(c)
			g.fresh[c] = true
			m.Fly(table.Card(g.deckSpot(), g.handSpot(h, i), table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Fly(table.Card(g.deckSpot(), g.seatSpot(e.Target), table.Back))
		}
		v.handN[e.Target]++
		if len(v.pool) == 0 {
			g.sleeping, g.sleepKept = -1, false
		}
	default:
		one := e
		if c != rp.NoCard {
			one.Secret = game.ValuesOf(int(c))
		}
		g.moveCards(m, e.Seat, e.Target, 1, one, true)
	}
}

func (g *Table) sleepSeat() int { return g.sleeping }

func (g *Table) mulan(e game.Event, m *table.Motion) {
	v := &g.v
	h := g.t.Human()
	out, in := rp.Card(e.Target), rp.Card(e.Card)
	for i := range v.trick {
		if v.trick[i].Seat == e.Seat && v.trick[i].Card == out {
			v.trick[i].Card, v.trick[i].Zero = in, false
			spot := g.trickSpots(len(v.trick))[i]
			src := g.leave(e.Seat, in)
			m.Fly(table.Card(src, spot, int(in)).Into(table.At("trick", 0, i)))
			back := g.seatSpot(e.Seat)
			if e.Seat == h {
				back = g.handSpot(h, g.insert(out))
			}
			m.With(table.Card(spot, back, int(out)))
			v.handN[e.Seat]++
			break
		}
	}
}

func (g *Table) swap(e game.Event, m *table.Motion) {
	v := &g.v
	h := g.t.Human()
	give, take := rp.Card(e.Target), rp.Card(e.Card)
	for i := range v.trick {
		if v.trick[i].Card == take {
			spot := g.trickSpots(len(v.trick))[i]
			src := g.leave(e.Seat, give)
			v.trick[i] = rp.Played{Seat: e.Seat, Card: give}
			m.Fly(table.Card(src, spot, int(give)).Into(table.At("trick", 0, i)))
			back := g.seatSpot(e.Seat)
			if e.Seat == h {
				back = g.handSpot(h, g.insert(take))
			}
			m.With(table.Card(spot, back, int(take)))
			v.handN[e.Seat]++
			break
		}
	}
}

// takeTrick: the trick lies a moment, then flies to its winner.
func (g *Table) takeTrick(e game.Event, m *table.Motion) {
	v := &g.v
	w := e.Seat
	if w < 0 || w >= v.n {
		return
	}
	m.Pause(0.5)
	spots := g.trickSpots(len(v.trick))
	dst := g.wonSpot(w)
	for i, pl := range v.trick {
		f := table.Card(spots[i], dst, int(pl.Card))
		if pl.Card < 0 {
			f = table.Card(spots[i], dst, table.Back)
		} else {
			v.won[w] = append(v.won[w], pl.Card)
		}
		if i == 0 {
			m.Fly(f)
		} else {
			m.With(f)
		}
	}
	if v.gifts > 0 {
		m.With(table.Card(g.giftSpot(), dst, table.Back))
		v.won[w] = append(v.won[w], v.giftsSeen...)
	}
	m.Glow(w, table.Winning)
	m.Sound(sounds.Card)
	v.wonN[w] += len(v.trick) + v.gifts
	v.tricksWon[w]++
	v.tricks++
	v.trick, v.gifts, v.giftsSeen, v.leader = nil, 0, nil, w
	v.forced = make([]bool, v.n)
	v.t = freshTrick()
	clear(g.fresh)
	g.recount(m, w)
}

// recount counts a seat's proposals again from its won cards under the
// round card (the engine's own scoring: rp.Running), and counts up to it.
func (g *Table) recount(m *table.Motion, seat int) {
	v := &g.v
	old := v.proposals[seat]
	v.proposals[seat] = rp.Running(v.ed, v.roundID(), v.won[seat], v.tricksWon[seat], v.before, seat)
	if v.proposals[seat] != old {
		m.CountUp(table.At("proposals", seat, 0), old, v.proposals[seat])
	}
}

// bigSpot is a card large enough to read, over the middle of the table.
func (g *Table) bigSpot() layout.Rect {
	geo := g.t.Geometry()
	c := geo.Centre
	h := math.Min(math.Max(c.H*0.8, 9*geo.Unit), 14*geo.Unit)
	h = math.Min(h, geo.Prompt.Y-geo.Top.Bottom()-2*geo.Unit)
	return c.Centred(h/layout.CardAspect, h)
}

func (g *Table) giftSpot() layout.Rect {
	s := g.deckSpot()
	s.X = g.centre().trick.Right() - s.W - 0.2*g.t.Geometry().Unit
	return s
}

// grow is r enlarged to at least width w (a card's proportions), centred.
func grow(r layout.Rect, w float64) layout.Rect {
	if r.W >= w {
		return r
	}
	return r.Centred(w, w*layout.CardAspect)
}

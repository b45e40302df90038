package rebelprincess

import (
	"math"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/render/layout"
	"parlour/scenes/rebelprincess/view"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// Play implements table.Game: it moves the view on by one event (package
// view, pure) and maps the event onto the kit's motion, from the view
// before it and after it. Every card the person may see move, moves:
// dealt, passed, put aside, played into the trick, swapped, taken by the
// trick's winner; a princess's power shows her card with what it does.
func (g *Table) Play(e game.Event, m *table.Motion) {
	before := g.v.Clone()
	g.v.Apply(e)
	g.paint(e, m, &before)
}

// paint shows event e, which moved the view from before to g.v: a card
// leaves where it lay before and goes where it lies after (a hand that
// takes several cards, card by card as it grows).
func (g *Table) paint(e game.Event, m *table.Motion, before *view.View) {
	v := &g.v
	h := g.t.Human()
	secret := func(i int) rp.Card { return view.Secret(e, i) }
	switch e.Type {
	case rp.EvDrafted:
		if v.Valid(e.Seat) {
			m.Deal(table.Card(g.deckSpot(), g.princessSpot(e.Seat), table.Back).Turn(princessFace(e.Value)).Into(table.At("princess", e.Seat, 0)))
			m.Sound(sounds.Deal)
		}
	case rp.EvRoundStart:
		clear(g.fresh)
		i := v.Round
		c := g.centre()
		if i < len(c.row) {
			big := g.bigSpot()
			m.Fly(table.Card(c.row[i], big, table.Back).Turn(roundFace(e.Card)).Stay(1.0).Say(words.RoundName(e.Card)).Into(table.At("round", 0, i)))
			m.Fly(table.Card(big, c.row[i], roundFace(e.Card)).Into(table.At("round", 0, i)))
			m.Sound(sounds.Reveal)
		}
	case rp.EvDeal:
		if !v.Valid(e.Seat) {
			return
		}
		if e.Seat == h && e.Secret.Len() > 0 {
			w := before.Clone()
			for k := range e.Secret.Len() {
				c := secret(k)
				i := w.Insert(c)
				m.Deal(table.Card(g.deckSpot(), g.handSpotOf(&w, h, i), table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
			}
		} else {
			m.Deal(table.Card(g.deckSpot(), g.seatSpot(e.Seat), table.Back))
		}
		m.Sound(sounds.Deal)
	case rp.EvCopy:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Info)
		}
	case rp.EvPassed:
		if v.Valid(e.Seat) && v.Valid(e.Target) {
			g.moveCards(m, e.Seat, e.Target, e.Value, e, before)
		}
	case rp.EvAside:
		if !v.Valid(e.Seat) {
			return
		}
		from := g.leave(before, e.Seat, secret(0))
		m.Fly(table.Card(from, g.seatSpot(e.Seat), g.faceOf(e.Seat, secret(0))).Turn(table.Back))
		m.Sound(sounds.Card)
	case rp.EvShow:
		if v.Valid(e.Seat) && e.Seat != h {
			at := g.seatSpot(e.Seat)
			m.Deal(table.Card(at, grow(at, g.t.Geometry().Unit*4), table.Back).Turn(e.Card).Stay(0.3))
		}
	case rp.EvTakeUp:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) {
			return
		}
		c := secret(0)
		if e.Target == h && c != rp.NoCard {
			i := v.HandIndex(c)
			if e.Seat != h {
				g.fresh[c] = true
			}
			m.Deal(table.Card(g.seatSpot(e.Seat), g.handSpot(h, i), table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Deal(table.Card(g.seatSpot(e.Seat), g.seatSpot(e.Target), table.Back))
		}
	case rp.EvPower:
		g.showPower(e, m)
	case rp.EvLacks:
		if v.Valid(e.Seat) {
			m.Shake(e.Seat, table.Info)
		}
	case rp.EvGive:
		if v.Valid(e.Seat) && v.Valid(e.Target) {
			g.give(e, m, before)
		}
	case rp.EvKeepCard:
		if v.Valid(e.Seat) {
			if c := secret(0); e.Seat == h && c != rp.NoCard {
				i := v.HandIndex(c)
				m.Fly(table.Card(g.deckSpot(), g.handSpot(h, i), int(c)).Into(table.At("hand", h, i)))
			} else {
				m.Fly(table.Card(g.deckSpot(), g.seatSpot(e.Seat), table.Back))
			}
		}
	case rp.EvForced:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Info)
			if c := secret(0); c != rp.NoCard {
				at := g.handSpot(e.Seat, max(0, v.HandIndex(c)))
				if e.Seat == h {
					m.Reveal(at, int(c), i18n.T("rebelprincess.reveal.forced_you"))
				} else {
					m.Reveal(g.seatSpot(e.Seat), int(c), i18n.T("rebelprincess.reveal.forced", g.t.SeatName(e.Seat)))
				}
			}
		}
	case rp.EvGift:
		if v.Valid(e.Seat) {
			from := g.leave(before, e.Seat, secret(0))
			m.Fly(table.Card(from, g.giftSpot(), g.faceOf(e.Seat, secret(0))).Turn(table.Back).Into(table.At("gifts", 0, 0)))
			m.Sound(sounds.Card)
		}
	case rp.EvPlay:
		if !v.Valid(e.Seat) {
			return
		}
		shown := view.Shown(e)
		from := g.leave(before, e.Seat, shown)
		i := len(v.Trick) - 1
		to := g.trickSpots(len(v.Trick))[i]
		start := table.Back
		if e.Seat == h {
			start = int(shown)
		}
		face := e.Card
		if e.Card < 0 {
			face = start
		}
		m.Fly(table.Card(from, to, start).Turn(face).Into(table.At("trick", 0, i)))
		m.Sound(sounds.Card)
		if e.Value == 1 {
			m.Glow(e.Seat, table.Info)
		}
	case rp.EvReveal:
		if i := before.TrickIndex(func(p rp.Played) bool { return p.Seat == e.Seat && p.Hidden }); i >= 0 {
			at := g.trickSpots(len(v.Trick))[i]
			m.Deal(table.Card(at, at, table.Back).Turn(e.Card).Into(table.At("trick", 0, i)))
		}
		m.Sound(sounds.Reveal)
	case rp.EvPrincesIn:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Bad)
		}
	case rp.EvMulan:
		out, in := rp.Card(e.Target), rp.Card(e.Card)
		g.exchange(m, before, e.Seat, in, out, func(p rp.Played) bool { return p.Seat == e.Seat && p.Card == out })
	case rp.EvSwap:
		give, take := rp.Card(e.Target), rp.Card(e.Card)
		g.exchange(m, before, e.Seat, give, take, func(p rp.Played) bool { return p.Card == take })
	case rp.EvTrick:
		g.takeTrick(e, m, before)
	case rp.EvGiftsTaken:
		// The pile went with the trick, face down (takeTrick); its cards
		// are named to the one who took it, and count in its proposals.
		if v.Valid(e.Seat) && e.Secret.Len() > 0 {
			g.recount(m, e.Seat, before)
		}
	case rp.EvRedeal:
		if !v.Valid(e.Seat) {
			return
		}
		spots := g.trickSpots(max(len(before.Trick), 1))
		from := spots[0]
		if len(before.Trick) > 0 {
			from = spots[len(before.Trick)-1]
		}
		if c := secret(0); e.Seat == h && c != rp.NoCard {
			i := v.HandIndex(c)
			g.fresh[c] = true
			m.Deal(table.Card(from, g.handSpot(h, i), int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Deal(table.Card(from, g.seatSpot(e.Seat), table.Back))
		}
	case rp.EvLeads:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
		}
	case rp.EvKept:
		if v.Valid(e.Seat) {
			m.Fly(table.Card(g.seatSpot(e.Seat), g.wonSpot(e.Seat), table.Back))
			g.recount(m, e.Seat, before)
		}
	case rp.EvRoundScore:
		if v.Valid(e.Seat) {
			m.CountUp(table.At("total", e.Seat, 0), before.Totals[e.Seat], v.Totals[e.Seat])
			if e.Card == 1 {
				m.Glow(e.Seat, table.Winning)
			}
		}
	case rp.EvGameWin:
		if v.Valid(e.Seat) {
			m.Glow(e.Seat, table.Winning)
			if e.Seat == h {
				m.SoundAfter(sounds.Win)
			}
		}
	}
}

// leave is where a seat's card leaves from, as view w lays the hand out
// (the person's card c where it lies in their fan, which takes its ribbon
// off; another's from their panel).
func (g *Table) leave(w *view.View, seat int, c rp.Card) layout.Rect {
	if seat == g.t.Human() {
		if i := w.HandIndex(c); i >= 0 {
			delete(g.fresh, c)
			return g.handSpotOf(w, seat, i)
		}
	}
	return g.seatSpot(seat)
}

// faceOf is how a seat's card looks as it leaves: the person's own face up.
func (g *Table) faceOf(seat int, c rp.Card) int {
	if seat == g.t.Human() && c != rp.NoCard {
		return int(c)
	}
	return table.Back
}

// moveCards flies k cards from one seat to another (a pass), face up at the
// ends that see them: card by card, each from and to the hands as they
// lie by then (the view before, moved on a card at a time).
func (g *Table) moveCards(m *table.Motion, from, to, k int, e game.Event, before *view.View) {
	h := g.t.Human()
	w := before.Clone()
	for i := range k {
		c := view.Secret(e, i)
		src := g.leave(&w, from, c)
		w.Pass(from, to, c)
		if to == h && c != rp.NoCard {
			j := w.HandIndex(c)
			g.fresh[c] = true
			f := table.Card(src, g.handSpotOf(&w, h, j), table.Back).Turn(int(c)).Into(table.At("hand", h, j))
			if i == k-1 {
				f = f.Stay(0.5).Say(i18n.T("rebelprincess.reveal.from", g.t.SeatName(from)))
			}
			m.Fly(f)
		} else {
			m.Deal(table.Card(src, g.seatSpot(to), g.faceOf(from, c)).Turn(table.Back))
		}
	}
	m.Sound(sounds.Card)
}

// power shows a princess's power: her card from the seat to the middle,
// with what it does.
func (g *Table) showPower(e game.Event, m *table.Motion) {
	v := &g.v
	s := e.Seat
	if !v.Valid(s) {
		return
	}
	p := e.Value
	big := g.bigSpot()
	label := words.PowerWords(g.t, v.Ed, e)
	m.Fly(table.Card(g.princessSpot(s), big, princessFace(p)).Stay(1.1).Say(label))
	m.Fly(table.Card(big, g.princessSpot(s), princessFace(p)))
	if v.Valid(e.Target) {
		m.Glow(e.Target, table.Info)
	}
	// The Deluxe Ice Princess's two cards, for the two who see them.
	if p == rp.IcePrincess && e.Secret.Len() == 2 && e.Target >= 0 {
		m.Compare(g.seatSpot(e.Target), g.seatSpot(e.Target), e.Secret.At(0), e.Secret.At(1), i18n.T("rebelprincess.reveal.ice"))
	}
	m.Sound(sounds.Reveal)
}

// give moves one card between seats (Sleeping Beauty's pile, Scheherazade),
// the pile as it lay before.
func (g *Table) give(e game.Event, m *table.Motion, before *view.View) {
	h := g.t.Human()
	c := view.Given(e)
	switch {
	case before.IntoPile(e):
		src := g.leave(before, e.Seat, c)
		m.Fly(table.Card(src, g.deckSpot(), g.faceOf(e.Seat, c)).Turn(table.Back))
	case before.OutOfPile(e):
		if e.Target == h && c != rp.NoCard {
			i := g.v.HandIndex(c)
			g.fresh[c] = true
			m.Fly(table.Card(g.deckSpot(), g.handSpot(h, i), table.Back).Turn(int(c)).Into(table.At("hand", h, i)))
		} else {
			m.Fly(table.Card(g.deckSpot(), g.seatSpot(e.Target), table.Back))
		}
	default:
		one := e
		if c != rp.NoCard {
			one.Secret = game.ValuesOf(int(c))
		}
		g.moveCards(m, e.Seat, e.Target, 1, one, before)
	}
}

// exchange shows a seat's card in going into the trick where ok finds a
// card (as the trick lay before) and out coming back to its hand (Mulan,
// a swap).
func (g *Table) exchange(m *table.Motion, before *view.View, seat int, in, out rp.Card, ok func(rp.Played) bool) {
	i := before.TrickIndex(ok)
	if i < 0 {
		return
	}
	spot := g.trickSpots(len(before.Trick))[i]
	src := g.leave(before, seat, in)
	m.Fly(table.Card(src, spot, int(in)).Into(table.At("trick", 0, i)))
	back := g.seatSpot(seat)
	if seat == g.t.Human() {
		back = g.handSpot(seat, g.v.HandIndex(out))
	}
	m.With(table.Card(spot, back, int(out)))
}

// takeTrick: the trick lies a moment, then flies to its winner.
func (g *Table) takeTrick(e game.Event, m *table.Motion, before *view.View) {
	w := e.Seat
	if !g.v.Valid(w) {
		return
	}
	m.Pause(0.5)
	spots := g.trickSpots(len(before.Trick))
	dst := g.wonSpot(w)
	for i, pl := range before.Trick {
		f := table.Card(spots[i], dst, int(pl.Card))
		if pl.Card < 0 {
			f = table.Card(spots[i], dst, table.Back)
		}
		if i == 0 {
			m.Fly(f)
		} else {
			m.With(f)
		}
	}
	if before.Gifts > 0 {
		m.With(table.Card(g.giftSpot(), dst, table.Back))
	}
	m.Glow(w, table.Winning)
	m.Sound(sounds.Card)
	clear(g.fresh)
	g.recount(m, w, before)
}

// recount counts a seat's proposals up from before to the view's
// (recounted under the round card: view.Apply).
func (g *Table) recount(m *table.Motion, seat int, before *view.View) {
	if old, now := before.Proposals[seat], g.v.Proposals[seat]; now != old {
		m.CountUp(table.At("proposals", seat, 0), old, now)
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

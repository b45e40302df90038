package loveletter

import (
	"fmt"
	"strings"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/scenes/loveletter/felt"
	"parlour/scenes/loveletter/view"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
)

// Play implements table.Game: it moves the view on by one event (package
// view, pure) and maps the event onto the kit's motion, from the view
// before it and after it. Every card the person may see move, moves: dealt
// and drawn from the deck, played to the discards, traded, compared, shown
// at the showdown; tokens fly to their winners. The tracker counts the
// event once its cards have landed.
func (g *Table) Play(e game.Event, m *table.Motion) {
	if g.watch != nil {
		g.watch.Event(e)
	}
	before := g.v.Clone()
	g.v.Apply(e)
	g.paint(e, m, &before)
	g.seen.Then(m, g.tracking())
}

// paint shows event e, which moved the view from before to g.v: a card
// leaves where it lay before and goes where it lies after.
func (g *Table) paint(e game.Event, m *table.Motion, before *view.View) {
	v := &g.v
	h := g.t.Human()
	if e.Type != ll.EvRoundStart && e.Type != ll.EvSetAside && e.Type != ll.EvSetAsideUp && e.Type != ll.EvRoundEnd && !v.Valid(e.Seat) {
		return
	}
	switch e.Type {
	case ll.EvRoundStart:
		m.Pause(0.2)
	case ll.EvSetAside:
		m.Deal(table.Card(g.deckSpot(), g.asideSpot(), table.Back).Into(table.At("aside", 0, 0)))
	case ll.EvSetAsideUp:
		i := len(v.FaceUp) - 1
		m.Deal(table.Card(g.deckSpot(), g.faceUpSpot(i), table.Back).Turn(e.Card).Into(table.At("faceup", i, 0)))
	case ll.EvDeal, ll.EvDraw, ll.EvChancellor:
		from := g.deckSpot()
		if e.Type == ll.EvDraw && e.Value == 1 {
			from = g.asideSpot()
		}
		for k := range view.Drawn(e) {
			face := table.Back
			if k < e.Secret.Len() {
				face = e.Secret.At(k)
			}
			i := before.HandN[e.Seat] + k
			f := table.Card(from, g.handSpot(e.Seat, i), table.Back).Turn(face).Into(table.At("hand", e.Seat, i))
			if e.Type == ll.EvDeal {
				m.Deal(f)
			} else {
				m.Fly(f)
			}
			m.Sound(sounds.Deal)
		}
	case ll.EvPlay, ll.EvDiscard:
		g.toDiscard(m, e.Seat, ll.Card(e.Card), before)
	case ll.EvOut:
		if e.Card >= 0 {
			g.toDiscard(m, e.Seat, ll.Card(e.Card), before)
		}
		m.Shake(e.Seat, table.Bad)
		m.Sound(sounds.Out)
	case ll.EvGuardHit, ll.EvGuardMiss:
		if !v.Valid(e.Target) {
			return
		}
		// The named character flies to the target and lingers there.
		to := g.handSpot(e.Target, 0)
		to = grow(to, g.t.Geometry().Unit*6)
		m.Fly(table.Card(g.discardSpot(e.Seat, len(v.Discards[e.Seat])-1), to, e.Value).Stay(0.7))
		tone := table.Info
		if e.Type == ll.EvGuardHit {
			tone = table.Bad
		}
		m.Glow(e.Target, tone)
	case ll.EvPriestLook:
		if !v.Valid(e.Target) {
			return
		}
		if e.Secret.Len() == 1 {
			m.Reveal(g.handSpot(e.Target, 0), e.Secret.At(0), i18n.T("loveletter.reveal.you"))
			m.Sound(sounds.Reveal)
		} else {
			m.Glow(e.Target, table.Info)
		}
	case ll.EvBaron:
		if !v.Valid(e.Target) {
			return
		}
		if e.Secret.Len() == 2 {
			m.Compare(g.handSpot(e.Seat, 0), g.handSpot(e.Target, 0), e.Secret.At(0), e.Secret.At(1), i18n.T("loveletter.reveal.two"))
			m.Sound(sounds.Reveal)
		} else {
			m.Glow(e.Seat, table.Info)
			m.Glow(e.Target, table.Info)
		}
	case ll.EvProtected:
		m.Glow(e.Seat, table.Info)
	case ll.EvTrade:
		if !v.Valid(e.Target) {
			return
		}
		give, take := table.Back, table.Back
		if e.Secret.Len() == 2 {
			give, take = e.Secret.At(0), e.Secret.At(1)
		}
		ps, pt := g.handSpot(e.Seat, 0), g.handSpot(e.Target, 0)
		// Each end sees its own card leave face up and the other's arrive.
		f1 := table.Card(ps, pt, table.Back).Into(table.At("hand", e.Target, 0))
		f2 := table.Card(pt, ps, table.Back).Into(table.At("hand", e.Seat, 0))
		switch h {
		case e.Seat:
			f1, f2 = table.Card(ps, pt, give).Turn(table.Back), f2.Turn(take)
		case e.Target:
			f1, f2 = f1.Turn(give), table.Card(pt, ps, take).Turn(table.Back)
		}
		m.Fly(f1)
		m.With(f2)
		m.Sound(sounds.Card)
	case ll.EvReturn:
		for k := range e.Value {
			face := table.Back
			if k < e.Secret.Len() {
				face = e.Secret.At(k)
			}
			// From the hand as it lay before, its last card first.
			from := g.handSpotOf(before, e.Seat, before.HandN[e.Seat]-1-k)
			m.Fly(table.Card(from, g.deckSpot(), face).Turn(table.Back))
		}
	case ll.EvReveal:
		// The showdown: the hand turns face up where it lies and stays so.
		at := g.handSpot(e.Seat, 0)
		start := table.Back
		if e.Seat == h {
			start = e.Card
		}
		m.Fly(table.Card(at, grow(at, g.t.Geometry().Unit*4), start).Turn(e.Card).Stay(0.6).Into(table.At("shown", e.Seat, 0)))
		m.Sound(sounds.Reveal)
	case ll.EvRoundWin, ll.EvSpyBonus:
		i := e.Value - 1
		src := g.deckSpot()
		m.Fly(table.Token(layout.Rect{X: src.CX() - src.W/2, Y: src.CY() - src.W/2, W: src.W, H: src.W}, g.tokenSpot(e.Seat, i), table.TokenHeart).Into(table.At("token", e.Seat, i)))
		m.Glow(e.Seat, table.Winning)
		m.SoundAfter(sounds.Token)
	case ll.EvRoundEnd:
		m.Pause(0.4)
	case ll.EvGameWin:
		m.Glow(e.Seat, table.Winning)
		if e.Seat == h {
			m.SoundAfter(sounds.Win)
		}
	}
}

// toDiscard moves a card from a seat's hand, where it lay before, to its
// discards.
func (g *Table) toDiscard(m *table.Motion, seat int, c ll.Card, before *view.View) {
	from := g.handSpotOf(before, seat, max(0, before.HandN[seat]-1))
	start := table.Back
	if seat == g.t.Human() {
		if i := before.HandIndex(c); i >= 0 {
			from = g.handSpotOf(before, seat, i)
		}
		start = int(c)
	}
	i := len(g.v.Discards[seat]) - 1
	m.Fly(table.Card(from, g.discardSpot(seat, i), start).Turn(int(c)).Into(table.At("discard", seat, i)))
	m.Sound(sounds.Card)
}

// grow is r enlarged to at least width w (a card's proportions), centred.
func grow(r layout.Rect, w float64) layout.Rect {
	if r.W >= w {
		return r
	}
	return r.Centred(w, w*layout.CardAspect)
}

// Places on the table, for drawing and motion alike, from the view.

// seatCards are another seat's small cards in its panel: its hand's places
// (one at least) and its played cards' (see felt.SeatCards).
func (g *Table) seatCards(seat int) (hand, played []layout.Rect) { return g.seatCardsOf(&g.v, seat) }

// seatCardsOf is seatCards as view v lays them out.
func (g *Table) seatCardsOf(v *view.View, seat int) (hand, played []layout.Rect) {
	return felt.SeatCards(g.t.Panel(seat).Body, v.HandN[seat], len(v.Discards[seat]))
}

// pileInCentre reports whether the person's played cards lie in the centre
// (their panel is too short to read them: a phone).
func (g *Table) pileInCentre() bool {
	return felt.PileInCentre(g.t.Geometry(), g.t.Panel(g.t.Human()).Body)
}

// personsPlayed are the places of the person's played cards: in the centre
// on a phone, else along their panel.
func (g *Table) personsPlayed() []layout.Rect {
	n := max(len(g.v.Discards[g.t.Human()]), 1)
	if g.pileInCentre() {
		return felt.PileCards(g.centre().Pile, n)
	}
	return ring.Cards(g.t.Panel(g.t.Human()).Body, n)
}

func (g *Table) handSpot(seat, i int) layout.Rect { return g.handSpotOf(&g.v, seat, i) }

// handSpotOf is where card i of seat's hand lies as view v lays it out.
func (g *Table) handSpotOf(v *view.View, seat, i int) layout.Rect {
	if seat == g.t.Human() {
		return g.t.HandCard(i, max(v.HandN[seat], len(v.Hand)))
	}
	cards, _ := g.seatCardsOf(v, seat)
	return cards[min(max(i, 0), len(cards)-1)]
}

func (g *Table) discardSpot(seat, i int) layout.Rect {
	var cards []layout.Rect
	if seat == g.t.Human() {
		cards = g.personsPlayed()
	} else {
		hand, played := g.seatCards(seat)
		if cards = played; len(cards) == 0 {
			cards = hand[len(hand)-1:]
		}
	}
	return cards[min(max(i, 0), len(cards)-1)]
}

func (g *Table) tokenSpot(seat, i int) layout.Rect {
	p := g.t.Panel(seat)
	size := p.NameSize
	step := size * 1.3
	n := max(g.v.Target, 1)
	if float64(n)*step > p.Counts.W {
		step = (p.Counts.W - size) / float64(max(n-1, 1))
	}
	x := p.Counts.Right() - size/2 - float64(i)*step
	return layout.Rect{X: x - size/2, Y: p.Counts.CY() - size/2, W: size, H: size}
}

// centre places the deck, the face-down card set aside and the face-up
// ones, the goal's line when the top bar leaves it out, and on a phone the
// person's played cards (package felt). It is placed again only when the
// geometry, the goal, the pile or the language change: the places are
// the same whatever the deck's count (the longest count's words are laid
// out for).
func (g *Table) centre() felt.Centre {
	geo := g.t.Geometry()
	key := centreKey{centre: geo.Centre, unit: geo.Unit, floor: geo.Floor, small: geo.Type.Small, players: g.t.Players(),
		target: g.v.Target, goal: g.goalOnFelt(), pile: g.pileInCentre(), lang: i18n.Language()}
	if g.placed == nil || g.placedKey != key {
		c := felt.Place(geo, geo.Centre, key.players, felt.WordsFor(felt.FullDeck, key.target, key.goal), key.pile, g.t.Text().Width)
		g.placed, g.placedKey = &c, key
	}
	return *g.placed
}

// centreKey is what the centre's places depend on.
type centreKey struct {
	centre             layout.Rect
	unit, floor, small float64
	players, target    int
	goal, pile         bool
	lang               string
}

// goalOnFelt reports whether the top bar leaves out how many tokens win
// (a phone's bar keeps "Round 1 · Deck 15"): the centre says it then.
func (g *Table) goalOnFelt() bool {
	status := g.Status()
	key := fmt.Sprint(status, g.t.Geometry().Status, g.t.Geometry().Type)
	if key != g.goalKey {
		g.goalKey = key
		g.goal = !strings.Contains(g.t.StatusShown(), g.goalText())
	}
	return g.goal
}

func (g *Table) goalText() string {
	return i18n.N("loveletter.tokens_to_win", g.v.Target, g.v.Target)
}

func (g *Table) deckSpot() layout.Rect  { return g.centre().Row[0] }
func (g *Table) asideSpot() layout.Rect { return g.centre().Row[1] }
func (g *Table) faceUpSpot(i int) layout.Rect {
	c := g.centre().Row
	return c[min(2+i, len(c)-1)]
}

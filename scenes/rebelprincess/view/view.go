// Package view is what the Rebel Princess table shows, as a value: made
// from the person's observation (FromObservation) and moved on by each
// event the person sees (Apply). It holds no Ebitengine: the table
// (scenes/rebelprincess) paints it and animates each event from the view
// before and after it. The two ways must agree — folding Apply over a
// game's events gives what FromObservation gives after them, at every
// event, for every seat — and view_test.go holds them to it over random
// games natively (issue 39 §2: the view shadowed the engine inside the
// table's Play, where only a test under a display could reach it).
//
// Two fields no event carries — the phase and the tie-break round — are
// the observation's alone: the table has them at each Sync (Synced).
package view

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
)

// View is the table as the person sees it.
type View struct {
	Human    int // the person's seat
	Ed       rp.Edition
	N        int
	Schedule []int
	Round    int // index into Schedule
	Extra    bool
	Phase    rp.Phase
	Hand     []rp.Card // the person's
	HandN    []int
	AsideN   []int
	Exposed  [][]rp.Card
	Princess []int
	Copy     []int
	Used     []bool
	Trick    []rp.Played
	Gifts    int
	// Pool is how many cards lie in Sleeping Beauty's pile; Sleeping is
	// her seat while cards go to and from it, else -1 (SleepKept: she has
	// taken it up).
	Pool      int
	Sleeping  int
	SleepKept bool
	WonN      []int
	// Won are the cards each seat has taken this round that the person has
	// seen (all of theirs; not others' gifts or kept cards); Proposals,
	// what those give under the round card (rp.Running), counted when a
	// trick is taken; Before, the totals before the round.
	Won       [][]rp.Card
	Proposals []int
	Before    []int
	// GiftsSeen are the cards of the Wedding Gift pile the person knows:
	// their own.
	GiftsSeen []rp.Card
	TricksWon []int
	Totals    []int
	Leader    int
	Forced    []bool
	// T is what the princesses' powers set on the trick, as the centre
	// shows it.
	T         Marks
	PrincesIn bool
	Tricks    int
}

// Marks are what the powers set on a trick: Cinderella reverses it, the
// Little Mermaid names a suit (-1: none), Rapunzel's, the Princess on the
// Pea's seat and Snow White's (-1: none).
type Marks struct {
	Reversed bool
	Mermaid  int
	Rapunzel bool
	PeaSeat  int
	Snow     int
}

// marksOf are the marks of the trick obs shows: none once it is taken
// (the engine starts the next afresh later, after Musical Chairs' pass
// say, and the table shows the taken trick's marks gone with it).
func marksOf(obs *rp.Observation) Marks {
	t := obs.T
	if t.Winner >= 0 && len(obs.Trick) == 0 {
		return fresh
	}
	return Marks{Reversed: t.Reversed, Mermaid: t.Mermaid, Rapunzel: t.Rapunzel, PeaSeat: t.PeaSeat, Snow: t.Snow}
}

// FromObservation is the view of obs for the person at seat human.
func FromObservation(obs *rp.Observation, human int) View {
	n := obs.Players
	v := View{Human: human, Ed: obs.Edition, N: n, Schedule: slices.Clone(obs.Schedule), Round: obs.Round, Extra: obs.Extra,
		Phase: obs.Phase, Hand: slices.Clone(obs.Hand), Princess: slices.Clone(obs.Princess), Copy: slices.Clone(obs.Copy),
		Used: slices.Clone(obs.Used), Trick: slices.Clone(obs.Trick), Gifts: obs.Gifts,
		Totals: slices.Clone(obs.Totals), Leader: obs.Leader, T: marksOf(obs), PrincesIn: obs.PrincesIn, Tricks: obs.Tricks,
		Sleeping: -1}
	fill := func(src []int) []int {
		if len(src) == n {
			return slices.Clone(src)
		}
		return make([]int, n)
	}
	v.HandN, v.AsideN, v.WonN = fill(obs.HandSizes), fill(obs.AsideSizes), fill(obs.WonSizes)
	v.Proposals, v.TricksWon, v.Before = fill(obs.Proposals), fill(obs.TricksWon), fill(obs.Before)
	v.Won = make([][]rp.Card, n)
	for s := range min(n, len(obs.Won)) {
		v.Won[s] = slices.Clone(obs.Won[s])
	}
	v.GiftsSeen = ownGifts(obs)
	v.Exposed = make([][]rp.Card, n)
	for s := range min(n, len(obs.Exposed)) {
		v.Exposed[s] = slices.Clone(obs.Exposed[s])
	}
	v.Forced = make([]bool, n)
	copy(v.Forced, obs.ForcedSeats)
	if len(v.Used) != n {
		v.Used = make([]bool, n)
	}
	if len(v.Copy) != n {
		v.Copy = slices.Repeat([]int{-1}, n)
	}
	if obs.Phase == rp.PhaseDraft {
		// The princess being chosen is the person's own secret until all reveal.
		v.Hand = nil
	}
	// The table shows no card's Void (words reads it from the log), and
	// no event says it: it is not the view's.
	for i := range v.Trick {
		v.Trick[i].Void = false
	}
	// Sleeping Beauty's pile: how many cards lie in it.
	switch obs.Step {
	case rp.StepSleepGive:
		v.Sleeping, v.Pool = obs.T.Seat, givenToSleeping(obs)
	case rp.StepSleepKeep, rp.StepSleepDeal:
		v.Sleeping, v.SleepKept, v.Pool = obs.T.Seat, true, n
		if obs.Step == rp.StepSleepDeal {
			v.Pool = (obs.T.Seat - obs.T.Target + n) % n
		}
	}
	return v
}

// givenToSleeping is how many cards have gone into Sleeping Beauty's pile
// since she used her power (read from the round's log).
func givenToSleeping(obs *rp.Observation) int {
	k := 0
	for i := len(obs.Log) - 1; i >= 0; i-- {
		e := obs.Log[i]
		if e.Type == rp.EvPower && e.Value == rp.SleepingBeauty || e.Type == rp.EvRoundStart {
			break
		}
		if e.Type == rp.EvGive && e.Target == obs.T.Seat {
			k++
		}
	}
	return k
}

// ownGifts are the cards of the Wedding Gift pile lying now that the
// viewer gave (read from the round's log back to the last trick taken).
func ownGifts(obs *rp.Observation) []rp.Card {
	var out []rp.Card
	for i := len(obs.Log) - 1; i >= 0 && obs.Gifts > 0; i-- {
		e := obs.Log[i]
		if e.Type == rp.EvTrick || e.Type == rp.EvRoundStart {
			break
		}
		if e.Type == rp.EvGift && e.Seat == obs.Seat && e.Secret.Len() > 0 {
			out = append(out, rp.Card(e.Secret.At(0)))
		}
	}
	return out
}

// Clone is a copy of v that shares nothing with it.
func (v View) Clone() View {
	c := v
	c.Schedule, c.Hand, c.HandN, c.AsideN = slices.Clone(v.Schedule), slices.Clone(v.Hand), slices.Clone(v.HandN), slices.Clone(v.AsideN)
	c.Princess, c.Copy, c.Used, c.Trick = slices.Clone(v.Princess), slices.Clone(v.Copy), slices.Clone(v.Used), slices.Clone(v.Trick)
	c.WonN, c.Proposals, c.Before = slices.Clone(v.WonN), slices.Clone(v.Proposals), slices.Clone(v.Before)
	c.GiftsSeen, c.TricksWon, c.Totals, c.Forced = slices.Clone(v.GiftsSeen), slices.Clone(v.TricksWon), slices.Clone(v.Totals), slices.Clone(v.Forced)
	c.Exposed, c.Won = cloneAll(v.Exposed), cloneAll(v.Won)
	return c
}

func cloneAll(l [][]rp.Card) [][]rp.Card {
	if l == nil {
		return nil
	}
	out := make([][]rp.Card, len(l))
	for i, x := range l {
		out[i] = slices.Clone(x)
	}
	return out
}

// Synced takes from o, the view the observation makes, what no event
// carries: the phase and the tie-break round.
func (v *View) Synced(o View) {
	v.Phase, v.Extra = o.Phase, o.Extra
}

// Valid reports whether seat is one of the table's.
func (v *View) Valid(seat int) bool { return seat >= 0 && seat < v.N }

// HandIndex is where card c lies in the person's hand, or -1.
func (v *View) HandIndex(c rp.Card) int { return slices.Index(v.Hand, c) }

// Counted is the count by a seat's name as it reads: the proposals of the
// cards the person has seen it take, with "+?" when it took some unseen.
func (v *View) Counted(seat int, n int) string {
	s := i18n.Number(n)
	if seat < len(v.Won) && seat < len(v.WonN) && v.WonN[seat] > len(v.Won[seat]) {
		s += "+?"
	}
	return s
}

// RoundID is the current round card's id.
func (v *View) RoundID() int {
	if len(v.Schedule) == 0 {
		return 1
	}
	return v.Schedule[min(v.Round, len(v.Schedule)-1)]
}

// Power is the princess power a seat has now (Carmesina's copy), or -1.
func (v *View) Power(seat int) int {
	if seat < 0 || seat >= len(v.Princess) {
		return -1
	}
	p := v.Princess[seat]
	if p == rp.Carmesina && seat < len(v.Copy) && v.Copy[seat] >= 0 {
		return v.Copy[seat]
	}
	return p
}

// Secret is the event's i-th secret card, or NoCard.
func Secret(e game.Event, i int) rp.Card {
	if i < e.Secret.Len() {
		return rp.Card(e.Secret.At(i))
	}
	return rp.NoCard
}

// Shown is the card a play shows the person: its face, or the person's own
// card played face down.
func Shown(e game.Event) rp.Card {
	if e.Card < 0 {
		return Secret(e, 0)
	}
	return rp.Card(e.Card)
}

// Given is the card a rp_give moves as the person knows it: the face-up
// card, the secret one, or NoCard.
func Given(e game.Event) rp.Card {
	switch {
	case e.Card >= 0:
		return rp.Card(e.Card)
	case e.Secret.Len() > 0:
		return rp.Card(e.Secret.At(0))
	}
	return rp.NoCard
}

// IntoPile reports whether a rp_give goes into Sleeping Beauty's pile;
// OutOfPile, whether it comes out of it to a player. Neither: a card
// between two players (Scheherazade).
func (v *View) IntoPile(e game.Event) bool {
	return v.Sleeping >= 0 && e.Target == v.Sleeping && v.Pool < v.N && !v.SleepKept
}

// OutOfPile: see IntoPile.
func (v *View) OutOfPile(e game.Event) bool {
	return v.Sleeping >= 0 && e.Seat == v.Sleeping && v.SleepKept
}

// TrickIndex is the place in the trick of the first card ok picks, or -1.
func (v *View) TrickIndex(ok func(rp.Played) bool) int { return slices.IndexFunc(v.Trick, ok) }

// Apply moves the view on by one event, as the person sees it (e redacted
// for them). An event about a seat the table does not have changes
// nothing.
func (v *View) Apply(e game.Event) {
	h := v.Human
	switch e.Type {
	case rp.EvChosen:
		// The person's own princess, kept face down: theirs to see at once
		// (the seat's secret), as the observation shows it; the others'
		// stay unknown until all are revealed together (EvDrafted).
		if e.Value == int(rp.KindDraft) && v.Valid(e.Seat) && e.Secret.Len() > 0 {
			v.Princess[e.Seat] = int(Secret(e, 0))
		}
	case rp.EvDrafted:
		if v.Valid(e.Seat) {
			v.Princess[e.Seat] = e.Value
		}
	case rp.EvRoundStart:
		v.newRound(e)
	case rp.EvDeal:
		if !v.Valid(e.Seat) {
			return
		}
		if e.Seat == h && e.Secret.Len() > 0 {
			for k := range e.Secret.Len() {
				v.Insert(Secret(e, k))
			}
			v.HandN[h] = len(v.Hand)
		} else {
			v.HandN[e.Seat] += e.Secret.Len() + e.Hidden
		}
	case rp.EvCopy:
		if v.Valid(e.Seat) {
			v.Copy[e.Seat] = e.Value
		}
	case rp.EvPassed:
		if v.Valid(e.Seat) && v.Valid(e.Target) {
			for i := range e.Value {
				v.Pass(e.Seat, e.Target, Secret(e, i))
			}
		}
	case rp.EvAside:
		if v.Valid(e.Seat) {
			v.Leave(e.Seat, Secret(e, 0))
			v.AsideN[e.Seat]++
		}
	case rp.EvShow:
		if v.Valid(e.Seat) {
			v.Exposed[e.Seat] = append(v.Exposed[e.Seat], rp.Card(e.Card))
		}
	case rp.EvTakeUp:
		if !v.Valid(e.Seat) || !v.Valid(e.Target) {
			return
		}
		v.AsideN[e.Seat] = max(0, v.AsideN[e.Seat]-1)
		if c := Secret(e, 0); e.Target == h && c != rp.NoCard {
			v.Insert(c)
		}
		v.HandN[e.Target]++
	case rp.EvPower:
		v.power(e)
	case rp.EvLacks:
		if v.Valid(e.Seat) && v.T.Mermaid == e.Value {
			v.T.Mermaid = -1
		}
	case rp.EvGive:
		if v.Valid(e.Seat) && v.Valid(e.Target) {
			v.give(e)
		}
	case rp.EvKeepCard:
		if v.Valid(e.Seat) {
			v.Pool = max(0, v.Pool-1)
			if c := Secret(e, 0); e.Seat == h && c != rp.NoCard {
				v.Insert(c)
			}
			v.HandN[e.Seat]++
		}
	case rp.EvForced:
		if v.Valid(e.Seat) {
			v.Forced[e.Seat] = true
		}
	case rp.EvGift:
		if v.Valid(e.Seat) {
			c := Secret(e, 0)
			v.Leave(e.Seat, c)
			v.Gifts++
			if c != rp.NoCard {
				v.GiftsSeen = append(v.GiftsSeen, c)
			}
		}
	case rp.EvPlay:
		if v.Valid(e.Seat) {
			v.play(e)
		}
	case rp.EvReveal:
		if i := v.TrickIndex(func(p rp.Played) bool { return p.Seat == e.Seat && p.Hidden }); i >= 0 {
			p := &v.Trick[i]
			p.Hidden, p.Card = false, rp.Card(e.Card)
			p.Zero = p.Power && v.Power(p.Seat) == rp.SnowWhite || v.snowed(p.Seat, p.Card)
		}
	case rp.EvPrincesIn:
		v.PrincesIn = true
	case rp.EvMulan:
		// Mulan's played card back to her hand, another from it in its place.
		out, in := rp.Card(e.Target), rp.Card(e.Card)
		if i := v.TrickIndex(func(p rp.Played) bool { return p.Seat == e.Seat && p.Card == out }); i >= 0 {
			v.Trick[i].Card, v.Trick[i].Zero = in, false
			v.exchange(e.Seat, in, out)
		}
	case rp.EvSwap:
		give, take := rp.Card(e.Target), rp.Card(e.Card)
		if i := v.TrickIndex(func(p rp.Played) bool { return p.Card == take }); i >= 0 {
			v.Trick[i] = rp.Played{Seat: e.Seat, Card: give}
			v.exchange(e.Seat, give, take)
		}
	case rp.EvTrick:
		if v.Valid(e.Seat) {
			v.takeTrick(e.Seat)
		}
	case rp.EvGiftsTaken:
		// The pile went with the trick, face down; its cards are named to
		// the one who took it, and count in its proposals. A card already
		// there is their own gift, known since they gave it.
		if v.Valid(e.Seat) && e.Secret.Len() > 0 {
			for k := range e.Secret.Len() {
				if c := Secret(e, k); !slices.Contains(v.Won[e.Seat], c) {
					v.Won[e.Seat] = append(v.Won[e.Seat], c)
				}
			}
			v.recount(e.Seat)
		}
	case rp.EvRedeal:
		if !v.Valid(e.Seat) {
			return
		}
		if len(v.Trick) > 0 {
			v.Trick = v.Trick[:len(v.Trick)-1]
		}
		if c := Secret(e, 0); e.Seat == h && c != rp.NoCard {
			v.Insert(c)
		}
		v.HandN[e.Seat]++
		if len(v.Trick) == 0 {
			// Alice's trick all dealt back: a trick starts afresh.
			v.Leader, v.T = e.Target, fresh
		}
	case rp.EvLeads:
		if v.Valid(e.Seat) {
			v.Leader = e.Seat
		}
	case rp.EvKept:
		if v.Valid(e.Seat) {
			v.WonN[e.Seat] += v.HandN[e.Seat]
			for k := range e.Secret.Len() {
				v.Won[e.Seat] = append(v.Won[e.Seat], Secret(e, k))
			}
			if e.Seat == h {
				v.Hand = nil
			}
			v.HandN[e.Seat] = 0
			v.recount(e.Seat)
		}
	case rp.EvRoundScore:
		if v.Valid(e.Seat) {
			v.Totals[e.Seat] += e.Value
		}
	case rp.EvGameWin:
		// The game is over: its last round is behind it (the engine counts
		// it played; a shared win is one end).
		if v.Phase != rp.PhaseOver {
			v.Round, v.Phase = v.Round+1, rp.PhaseOver
		}
	}
}

// newRound clears the view for a round starting (the deal follows).
func (v *View) newRound(e game.Event) {
	n := v.N
	idx := e.Value - 1
	for len(v.Schedule) <= idx {
		v.Schedule = append(v.Schedule, e.Card)
	}
	v.Schedule[idx] = e.Card
	v.Round, v.Phase, v.Leader = idx, rp.PhasePass, e.Seat
	v.Hand, v.Trick, v.Pool, v.Gifts, v.Tricks = nil, nil, 0, 0, 0
	v.HandN, v.AsideN, v.WonN, v.TricksWon = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	v.Won, v.GiftsSeen, v.Before = make([][]rp.Card, n), nil, slices.Clone(v.Totals)
	// Counted from nothing won (Arranged Marriage: 5 for no trick taken).
	v.Proposals = make([]int, n)
	for s := range n {
		v.Proposals[s] = rp.Running(v.Ed, v.RoundID(), nil, 0, v.Before, s)
	}
	v.Exposed, v.Used, v.Forced = make([][]rp.Card, n), make([]bool, n), make([]bool, n)
	v.Copy = slices.Repeat([]int{-1}, n)
	v.T, v.PrincesIn = fresh, false
}

// fresh are a trick's marks before its first card.
var fresh = Marks{Mermaid: -1, PeaSeat: -1, Snow: -1}

// Insert puts c into the person's hand in order and returns its place.
func (v *View) Insert(c rp.Card) int {
	i, _ := slices.BinarySearch(v.Hand, c)
	v.Hand = slices.Insert(v.Hand, i, c)
	return i
}

// Leave takes a card out of a seat's hand (the person's: c).
func (v *View) Leave(seat int, c rp.Card) {
	if seat == v.Human {
		if i := v.HandIndex(c); i >= 0 {
			v.Hand = slices.Delete(v.Hand, i, i+1)
		}
	}
	if seat >= 0 && seat < len(v.Exposed) {
		// A card lying face up leaves the face-up row with the hand, as
		// the engine takes it (apply.go take).
		if i := slices.Index(v.Exposed[seat], c); i >= 0 {
			v.Exposed[seat] = slices.Delete(v.Exposed[seat], i, i+1)
		}
	}
	v.HandN[seat] = max(0, v.HandN[seat]-1)
}

// Pass moves one card c (NoCard when the person does not see it) from one
// seat's hand to another's.
func (v *View) Pass(from, to int, c rp.Card) {
	v.Leave(from, c)
	if to == v.Human && c != rp.NoCard {
		v.Insert(c)
		v.HandN[to] = len(v.Hand)
	} else {
		v.HandN[to]++
	}
}

// exchange is a seat's card in going into the trick and out coming back to
// its hand (Mulan, a swap).
func (v *View) exchange(seat int, in, out rp.Card) {
	v.Leave(seat, in)
	if seat == v.Human {
		v.Insert(out)
	}
	v.HandN[seat]++
}

// power is a princess's power used: what it sets on the trick.
func (v *View) power(e game.Event) {
	s := e.Seat
	if !v.Valid(s) {
		return
	}
	v.Used[s] = true
	switch e.Value {
	case rp.Cinderella:
		v.T.Reversed = true
	case rp.LittleMermaid:
		v.T.Mermaid = e.Card
	case rp.Rapunzel:
		v.T.Rapunzel = true
	case rp.PrincessOnThePea:
		v.T.PeaSeat = s
	case rp.Pocahontas:
		if v.Ed == rp.Deluxe && e.Target >= 0 {
			v.Leader = e.Target
		}
	case rp.SleepingBeauty:
		v.Pool, v.Sleeping, v.SleepKept = 0, s, false
	}
}

// give moves one card between seats: into Sleeping Beauty's pile, out of
// it, or from one player to another (Scheherazade).
func (v *View) give(e game.Event) {
	c := Given(e)
	switch {
	case v.IntoPile(e):
		v.Leave(e.Seat, c)
		v.Pool++
		if v.Pool == v.N {
			v.SleepKept = true
		}
	case v.OutOfPile(e):
		v.Pool = max(0, v.Pool-1)
		if e.Target == v.Human && c != rp.NoCard {
			v.Insert(c)
		}
		v.HandN[e.Target]++
		if v.Pool == 0 {
			v.Sleeping, v.SleepKept = -1, false
		}
	default:
		v.Pass(e.Seat, e.Target, c)
	}
}

// play is a card played into the trick.
func (v *View) play(e game.Event) {
	c, shown := rp.Card(e.Card), Shown(e)
	v.Leave(e.Seat, shown)
	pl := rp.Played{Seat: e.Seat, Card: c, Power: e.Value == 1, Hidden: e.Card < 0, Forced: v.Forced[e.Seat]}
	if e.Seat == v.Human && e.Card < 0 {
		pl.Card = shown // the person sees their own card face down
	}
	// A card played face down by another shows nothing of itself, Snow
	// White's zero included, until it is turned up.
	known := pl.Card != rp.NoCard
	if pl.Power {
		v.Used[e.Seat] = true
		switch v.Power(e.Seat) {
		case rp.SnowWhite:
			pl.Zero, v.T.Snow = known, e.Seat
			if v.Ed == rp.Deluxe {
				// Deluxe: the power covers both cards of a double trick.
				for i, p := range v.Trick {
					if p.Seat == e.Seat && p.Card != rp.NoCard && p.Card.Value() <= 7 {
						v.Trick[i].Zero = true
					}
				}
			}
		case rp.PrincessOnThePea:
			v.T.PeaSeat = e.Seat // her power is her card played
		}
	} else if known && v.snowed(e.Seat, pl.Card) {
		pl.Zero = true
	}
	v.Forced[e.Seat] = false
	v.Trick = append(v.Trick, pl)
}

// snowed reports whether seat's card c counts zero by Snow White's power
// used earlier in the trick (Deluxe: her cards up to 7).
func (v *View) snowed(seat int, c rp.Card) bool {
	return v.Ed == rp.Deluxe && v.T.Snow == seat && c.Value() <= 7
}

// takeTrick: the trick and the gift pile go to their winner w.
func (v *View) takeTrick(w int) {
	for _, pl := range v.Trick {
		if pl.Card >= 0 {
			v.Won[w] = append(v.Won[w], pl.Card)
		}
	}
	if v.Gifts > 0 {
		v.Won[w] = append(v.Won[w], v.GiftsSeen...)
	}
	v.WonN[w] += len(v.Trick) + v.Gifts
	v.TricksWon[w]++
	v.Tricks++
	v.Trick, v.Gifts, v.GiftsSeen, v.Leader = nil, 0, nil, w
	v.Forced = make([]bool, v.N)
	v.T = fresh
	v.recount(w)
}

// recount counts a seat's proposals again from its won cards under the
// round card (the engine's own scoring: rp.Running).
func (v *View) recount(seat int) {
	v.Proposals[seat] = rp.Running(v.Ed, v.RoundID(), v.Won[seat], v.TricksWon[seat], v.Before, seat)
}

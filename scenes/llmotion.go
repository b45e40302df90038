package scenes

import (
	"parlour/assets/sounds"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/render/tween"
)

// Motion on the Love Letter table. Every event the person may see becomes
// movement: a card dealt or drawn flies from the deck, a played card from the
// hand to the discards, traded hands cross, a Baron's cards meet in the
// middle (face up only for the two who compare), a token flies to its
// winner. The table keeps its own counts of what each seat shows, advanced
// event by event, so every flight knows where it starts and lands.

// heartFace marks a flight that carries a token rather than a card.
const heartFace = 100

// Flash kinds.
const (
	flashOut = iota + 1
	flashProtect
	flashHit
	flashMiss
	flashWin
)

// Cue ids: sounds are sounds.Effect values; showOverlay reveals the summary.
const showOverlay = 1000

// shown is what each seat displays as the events are replayed.
type shown struct {
	hand, discards, tokens []int
	faceUp                 int
	setAside               bool
}

func (t *LoveLetterTable) resetShown() {
	o := t.obs()
	n := len(o.Seats)
	t.show = shown{hand: make([]int, n), discards: make([]int, n), tokens: make([]int, n), faceUp: len(o.FaceUp), setAside: o.SetAside}
	for i, sv := range o.Seats {
		t.show.hand[i], t.show.discards[i], t.show.tokens[i] = sv.HandSize, len(sv.Discards), sv.Tokens
	}
	t.show.hand[max(o.Seat, 0)] = len(o.Hand)
}

// flightTime is how long one card takes to travel, by the speed setting.
func (t *LoveLetterTable) flightTime() float64 { return 0.38 * t.s.Speed.Factor() }

func (t *LoveLetterTable) opponentIndex(seat int) int {
	for i, s := range t.opponents() {
		if s == seat {
			return i
		}
	}
	return -1
}

// Places on the table for the counts shown now.
func (t *LoveLetterTable) centre(a *App, tb layout.Table) layout.CentreCards {
	return layout.Centre(tb.Centre, tb.Unit, t.show.faceUp, t.show.setAside, t.show.discards[t.human()])
}

func (t *LoveLetterTable) human() int { return max(t.s.Human, 0) }

func (t *LoveLetterTable) handAt(a *App, seat, i int) layout.Rect {
	if seat == t.human() {
		tb := layout.LoveLetter(a.W, a.H, len(t.s.Seats)-1, max(1, t.show.hand[seat]))
		return tb.HandCards[min(max(i, 0), len(tb.HandCards)-1)]
	}
	tb := t.layout(a)
	sc := layout.Seat(tb.Opponents[t.opponentIndex(seat)], tb.Unit, t.show.hand[seat], t.show.discards[seat])
	return sc.Hand[min(max(i, 0), len(sc.Hand)-1)]
}

func (t *LoveLetterTable) discardAt(a *App, seat, i int) layout.Rect {
	tb := t.layout(a)
	if seat == t.human() {
		own := t.centre(a, tb).Own
		if len(own) == 0 {
			return t.centre(a, tb).Deck
		}
		return own[min(max(i, 0), len(own)-1)]
	}
	sc := layout.Seat(tb.Opponents[t.opponentIndex(seat)], tb.Unit, t.show.hand[seat], t.show.discards[seat])
	if len(sc.Discards) == 0 {
		return sc.Hand[0]
	}
	return sc.Discards[min(max(i, 0), len(sc.Discards)-1)]
}

func (t *LoveLetterTable) tokenAt(a *App, seat, i int) layout.Rect {
	tb := t.layout(a)
	var x, y float64
	size := tb.Unit * 1.4
	if seat == t.human() {
		x, y = t.centre(a, tb).OwnToken(i)
	} else {
		sc := layout.Seat(tb.Opponents[t.opponentIndex(seat)], tb.Unit, t.show.hand[seat], t.show.discards[seat])
		x, y = sc.Token(i)
		size = sc.NameSize * 0.9
	}
	return layout.Rect{X: x - size/2, Y: y - size/2, W: size, H: size}
}

// middle is a place in the centre for cards shown to the table, k of n.
func (t *LoveLetterTable) middle(a *App, k, n int) layout.Rect {
	tb := t.layout(a)
	c := tb.Centre
	h := min(c.H*0.85, 16*tb.Unit)
	w := h / layout.CardAspect
	return layout.Row(c, n, w, h, tb.Unit*2)[k]
}

func fly(from, to layout.Rect, face, flipTo int, hide tween.Place) tween.Flight {
	return tween.Flight{From: from, To: to, Face: face, FlipTo: flipTo, Hide: hide}
}

// animate queues the motion for one event the person may see.
func (t *LoveLetterTable) animate(a *App, e game.Event) {
	dur := t.flightTime()
	h := t.human()
	tl := &t.tl
	queue := func(f tween.Flight, delay float64) { f.Dur = dur; tl.Queue(f, delay*dur) }
	switch e.Type {
	case ll.EvRoundStart:
		t.resetShown()
		for i := range t.show.hand {
			t.show.hand[i], t.show.discards[i] = 0, 0
		}
		t.show.faceUp, t.show.setAside = 0, false
	case ll.EvSetAside:
		t.show.setAside = true
		queue(fly(t.centre(a, t.layout(a)).Deck, t.centre(a, t.layout(a)).SetAside, -1, -1, tween.At("aside", 0, 0)), -0.5)
	case ll.EvSetAsideUp:
		t.show.faceUp++
		cc := t.centre(a, t.layout(a))
		queue(fly(cc.Deck, cc.FaceUp[t.show.faceUp-1], -1, e.Card, tween.At("faceup", t.show.faceUp-1, 0)), -0.5)
	case ll.EvDeal, ll.EvDraw:
		from := t.centre(a, t.layout(a)).Deck
		if e.Type == ll.EvDraw && e.Value == 1 {
			from = t.centre(a, t.layout(a)).SetAside
		}
		t.show.hand[e.Seat]++
		i := t.show.hand[e.Seat] - 1
		face := -1
		if e.Secret.Len() == 1 {
			face = int(e.Secret.At(0))
		}
		delay := 0.0
		if e.Type == ll.EvDeal {
			delay = -0.6 // dealing fans out quickly
		}
		tl.CueNow(int(sounds.Deal))
		queue(fly(from, t.handAt(a, e.Seat, i), -1, face, tween.At("hand", e.Seat, i)), delay)
		tl.CueNow(int(sounds.Deal))
	case ll.EvPlay, ll.EvDiscard:
		from := t.handAt(a, e.Seat, max(0, t.show.hand[e.Seat]-1))
		if e.Seat == h {
			from = t.handAt(a, e.Seat, 0)
		}
		t.show.hand[e.Seat] = max(0, t.show.hand[e.Seat]-1)
		t.show.discards[e.Seat]++
		i := t.show.discards[e.Seat] - 1
		start := -1
		if e.Seat == h {
			start = e.Card
		}
		queue(fly(from, t.discardAt(a, e.Seat, i), start, e.Card, tween.At("discard", e.Seat, i)), 0)
		tl.CueNow(int(sounds.Card))
	case ll.EvOut:
		if e.Card >= 0 {
			from := t.handAt(a, e.Seat, 0)
			t.show.hand[e.Seat] = 0
			t.show.discards[e.Seat]++
			i := t.show.discards[e.Seat] - 1
			queue(fly(from, t.discardAt(a, e.Seat, i), -1, e.Card, tween.At("discard", e.Seat, i)), 0)
		}
		tl.Cue(int(sounds.Out))
		tl.Flash(tween.At("seat", e.Seat, 0), flashOut, 1.2*max(0.5, t.s.Speed.Factor()))
	case ll.EvTrade:
		give, take := -1, -1
		if e.Secret.Len() == 2 {
			give, take = int(e.Secret.At(0)), int(e.Secret.At(1))
		}
		ps, pt := t.handAt(a, e.Seat, 0), t.handAt(a, e.Target, 0)
		// What each end sees: the person's own card face up, the other's back.
		f1 := fly(ps, pt, -1, -1, tween.At("hand", e.Target, 0))
		f2 := fly(pt, ps, -1, -1, tween.At("hand", e.Seat, 0))
		switch h {
		case e.Seat:
			f1.Face, f1.FlipTo, f2.FlipTo = give, -1, take
		case e.Target:
			f1.FlipTo, f2.Face, f2.FlipTo = give, take, -1
		}
		queue(f1, 0)
		f2.Dur = dur
		tl.Along(f2)
		tl.CueNow(int(sounds.Card))
	case ll.EvChancellor:
		for range e.Value {
			t.show.hand[e.Seat]++
			i := t.show.hand[e.Seat] - 1
			queue(fly(t.centre(a, t.layout(a)).Deck, t.handAt(a, e.Seat, i), -1, -1, tween.At("hand", e.Seat, i)), -0.5)
			tl.CueNow(int(sounds.Deal))
		}
	case ll.EvReturn:
		for k := range e.Value {
			from := t.handAt(a, e.Seat, max(0, t.show.hand[e.Seat]-1))
			t.show.hand[e.Seat] = max(0, t.show.hand[e.Seat]-1)
			face := -1
			if k < e.Secret.Len() {
				face = int(e.Secret.At(k))
			}
			queue(fly(from, t.centre(a, t.layout(a)).Deck, face, -1, tween.Place{}), -0.3)
		}
	case ll.EvBaron:
		l, r := -1, -1
		if e.Secret.Len() == 2 {
			l, r = int(e.Secret.At(0)), int(e.Secret.At(1))
		}
		f1 := fly(t.handAt(a, e.Seat, 0), t.middle(a, 0, 2), -1, l, tween.Place{})
		f2 := fly(t.handAt(a, e.Target, 0), t.middle(a, 1, 2), -1, r, tween.Place{})
		f1.Hold, f2.Hold = 1.4*t.s.Speed.Factor(), 1.4*t.s.Speed.Factor()
		queue(f1, 0)
		f2.Dur = dur
		tl.Along(f2)
		tl.CueNow(int(sounds.Reveal))
	case ll.EvPriestLook:
		if e.Secret.Len() == 1 {
			f := fly(t.handAt(a, e.Target, 0), t.middle(a, 0, 1), -1, int(e.Secret.At(0)), tween.Place{})
			f.Hold = 1.4 * t.s.Speed.Factor()
			queue(f, 0)
			tl.CueNow(int(sounds.Reveal))
		} else {
			tl.Flash(tween.At("seat", e.Target, 0), flashProtect, 0.8*max(0.5, t.s.Speed.Factor()))
		}
	case ll.EvGuardHit, ll.EvGuardMiss:
		// The named character flies to the target and lingers there.
		to := t.handAt(a, e.Target, 0)
		from := t.discardAt(a, e.Seat, max(0, t.show.discards[e.Seat]-1))
		f := fly(from, to, e.Value, e.Value, tween.Place{})
		f.Hold = 0.7 * t.s.Speed.Factor()
		queue(f, 0)
		kind := flashMiss
		if e.Type == ll.EvGuardHit {
			kind = flashHit
		}
		tl.Flash(tween.At("seat", e.Target, 0), kind, 0.8*max(0.5, t.s.Speed.Factor()))
	case ll.EvProtected:
		tl.Flash(tween.At("seat", e.Seat, 0), flashProtect, 0.8*max(0.5, t.s.Speed.Factor()))
	case ll.EvRoundWin, ll.EvSpyBonus:
		t.show.tokens[e.Seat] = e.Value
		i := e.Value - 1
		src := t.centre(a, t.layout(a)).Deck
		f := fly(layout.Rect{X: src.CX() - 0.5*src.W, Y: src.CY() - 0.5*src.W, W: src.W, H: src.W}, t.tokenAt(a, e.Seat, i), heartFace, heartFace, tween.At("token", e.Seat, i))
		f.Dur = dur * 1.6
		tl.Queue(f, 0)
		tl.Cue(int(sounds.Token))
		tl.Flash(tween.At("seat", e.Seat, 0), flashWin, 1.2*max(0.5, t.s.Speed.Factor()))
	case ll.EvRoundEnd:
		tl.Cue(showOverlay)
	case ll.EvGameWin:
		if e.Seat == h {
			tl.Cue(int(sounds.Win))
		}
	}
}

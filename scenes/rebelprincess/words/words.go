// Package words is what the Rebel Princess table says that can be worked
// out without drawing anything, so it is tested natively: each event in
// the person's words (describe.go, whose tests play whole games and check
// every line's players against its event's), and why a trick's card took
// it. Its tests also hold every line the table writes against its
// catalogs (keys, and the arguments each call gives).
package words

import (
	"strings"

	"parlour/game"
	rp "parlour/game/rebelprincess"
)

// Taken is a trick as it lay when it was decided: its cards in play order
// (face-down cards turned up, Mulan's exchange made), whether Cinderella
// reversed it, and the round card it was played under.
type Taken struct {
	Trick    []rp.Played
	Reversed bool
	Round    int
}

// TrickAt rebuilds, from a log (the engine's own, whole: every card is face
// up by the time a trick is decided), the trick whose taking is the last
// EvTrick numbered k. princess gives a seat's power (Carmesina's copy), to
// know Snow White's cards.
func TrickAt(log []game.Event, k int, ed rp.Edition, princess func(seat int) int) (Taken, bool) {
	end := -1
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Type == rp.EvTrick && log[i].Value == k {
			end = i
			break
		}
	}
	if end < 0 {
		return Taken{}, false
	}
	start := 0
	var tk Taken
	for i := end - 1; i >= 0; i-- {
		if log[i].Type == rp.EvTrick || log[i].Type == rp.EvRoundStart {
			start = i + 1
			break
		}
	}
	// The round card: the last round start at or before the trick.
	for i := end; i >= 0; i-- {
		if log[i].Type == rp.EvRoundStart {
			tk.Round = log[i].Card
			break
		}
	}
	if tk.Round <= 0 {
		return Taken{}, false
	}
	snow := -1
	for _, e := range log[start:end] {
		switch e.Type {
		case rp.EvRedeal:
			// Alice dealt the trick back out: it is played again afresh.
			tk.Trick, tk.Reversed, snow = nil, false, -1
		case rp.EvPower:
			if e.Value == rp.Cinderella {
				tk.Reversed = true
			}
		case rp.EvPlay:
			c := rp.Card(e.Card)
			if e.Card < 0 && e.Secret.Len() > 0 {
				c = rp.Card(e.Secret.At(0))
			}
			pl := rp.Played{Seat: e.Seat, Card: c, Power: e.Value == 1}
			if len(tk.Trick) > 0 {
				led := tk.Trick[0].Card.Suit()
				if tk.Round == rcBouquet {
					led = tk.Trick[len(tk.Trick)-1].Card.Suit()
				}
				pl.Void = c.Suit() != led && !(tk.Round == rcMidnight && c.Suit() == rp.Fairies)
			}
			if pl.Power && princess(e.Seat) == rp.SnowWhite {
				pl.Zero, snow = true, e.Seat
				if ed == rp.Deluxe {
					for i, p := range tk.Trick {
						if p.Seat == e.Seat && p.Card.Value() <= 7 {
							tk.Trick[i].Zero = true
						}
					}
				}
			} else if ed == rp.Deluxe && snow == e.Seat && c.Value() <= 7 {
				pl.Zero = true
			}
			tk.Trick = append(tk.Trick, pl)
		case rp.EvReveal:
			for i, p := range tk.Trick {
				if p.Seat == e.Seat && (p.Card < 0 || p.Card == rp.Card(e.Card)) {
					tk.Trick[i].Card = rp.Card(e.Card)
					break
				}
			}
		case rp.EvMulan:
			for i, p := range tk.Trick {
				if p.Seat == e.Seat && p.Card == rp.Card(e.Target) {
					tk.Trick[i].Card, tk.Trick[i].Zero = rp.Card(e.Card), false
					break
				}
			}
		}
	}
	return tk, len(tk.Trick) > 0
}

// Round card ids (the rules page's numbers) whose rule decides tricks.
const (
	rcDecree     = 7
	rcBridesmaid = 8
	rcSisterhood = 13
	rcPoison     = 19
	rcRingsTwice = 22
	rcMidnight   = 23
	rcBouquet    = 24
	rcUpsideDown = 25
)

// Why says why winner took the trick: the card that took it, and the
// catalog keys (rebelprincess.why.*) of the reasons, in order: the rule
// that decided (the round card's, or the led suit's highest or lowest
// card, with what turned the order), then what a power did to that card.
func Why(tk Taken, winner int) (rp.Card, []string) {
	t := tk.Trick
	if len(t) == 0 {
		return rp.NoCard, nil
	}
	led := t[0].Card.Suit()
	if tk.Round == rcBouquet {
		led = t[len(t)-1].Card.Suit()
	}
	sixes := 0
	if tk.Round == rcUpsideDown {
		for _, p := range t {
			if p.Card.Value() == 6 && !p.Zero {
				sixes++
			}
		}
	}
	rev := tk.Reversed != (sixes%2 == 1)
	// The card that took it: the winner's; of two (a double trick), the one
	// of the led suit ranked best.
	var win rp.Played
	found := false
	for _, p := range t {
		if p.Seat != winner {
			continue
		}
		if !found || better(p, win, led, rev) {
			win, found = p, true
		}
	}
	if !found {
		return rp.NoCard, nil
	}
	inSuit := 0
	for _, p := range t {
		if p.Card.Suit() == led || tk.Round == rcMidnight && p.Card.Suit() == rp.Fairies {
			inSuit++
		}
	}
	key := func(k string) string { return "rebelprincess.why." + k }
	var out []string
	rule := ""
	switch tk.Round {
	case rcDecree:
		if win.Card.Suit() == rp.Queens && led != rp.Queens {
			rule = "decree"
		}
	case rcPoison:
		if win.Void {
			rule = "poison"
		}
	case rcMidnight:
		if win.Card.Suit() == rp.Fairies && led != rp.Fairies {
			rule = "midnight"
		}
	case rcBridesmaid:
		if inSuit >= 2 {
			rule = "bridesmaid"
		}
	case rcSisterhood:
		rule = "sisterhood"
	case rcRingsTwice:
		rule = "rings"
	case rcBouquet:
		if len(t) > 1 {
			rule = "bouquet"
		}
	}
	switch {
	case rule != "":
		out = append(out, key(rule))
		if rev {
			out = append(out, key("reversed"))
		}
	case inSuit == 1 && len(t) > 1:
		out = append(out, key("alone"))
	case tk.Reversed && sixes%2 == 1:
		out = append(out, key("cancel"))
	case rev && tk.Reversed:
		out = append(out, key("low_cinderella"))
	case rev:
		out = append(out, key("low_six"))
	case sixes > 0:
		out = append(out, key("six_back"))
	default:
		out = append(out, key("high"))
	}
	if win.Zero {
		out = append(out, key("zero"))
	}
	return win.Card, out
}

// Short is the short wording of a reason Why gives, for a caption.
func Short(key string) string { return strings.Replace(key, ".why.", ".why_short.", 1) }

// better reports whether a ranks above b in a trick led in led.
func better(a, b rp.Played, led rp.Suit, rev bool) bool {
	if (a.Card.Suit() == led) != (b.Card.Suit() == led) {
		return a.Card.Suit() == led
	}
	va, vb := a.Card.Value(), b.Card.Value()
	if a.Zero {
		va = 0
	}
	if b.Zero {
		vb = 0
	}
	if rev {
		return va < vb
	}
	return va > vb
}

package rebelprincess

import (
	"slices"

	"parlour/game"
)

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	out := g.AppendLegal(nil, seat)
	if len(out) == 0 {
		return nil
	}
	return out
}

// AppendLegal implements game.LegalAppender: seat's legal actions appended
// to buf, nothing for a seat that owes no decision.
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if seat < 0 || seat >= g.NPlayers || !g.owes(seat) {
		return buf
	}
	out := buf
	add := func(kind uint8, args ...int) { out = append(out, game.NewAction(kind, args...)) }
	cardsOf := func(kind uint8, cs cardSet) {
		for ; cs != 0; cs &= cs - 1 {
			out = append(out, game.NewAction(kind, int(cs.first())))
		}
	}
	switch g.Phase {
	case PhaseDraft:
		for _, p := range g.Offered[seat] {
			add(KindDraft, p)
		}
	case PhaseCopy:
		for _, p := range g.copyable(seat) {
			add(KindCopy, p)
		}
	case PhasePass:
		return g.appendPasses(out, seat)
	case PhaseSetup:
		if g.has(rcCrystal) {
			held := setOf(g.Hands[seat])
			for s := Princes; s < numSuits; s++ {
				if held&suitSet(s) != 0 {
					add(KindShow, int(s))
				}
			}
		} else {
			cardsOf(KindAside, setOf(g.Hands[seat]))
		}
	case PhasePlay:
		switch g.Step {
		case StepWindow:
			add(KindSkip)
			return g.appendPowers(out, seat)
		case StepSleepGive:
			cardsOf(KindGive, g.free(seat))
		case StepGift:
			cardsOf(KindGift, g.free(seat))
		case StepSleepKeep, StepSleepDeal, StepIceReturn:
			for _, p := range g.T.Pool {
				add(KindGive, int(p.Card))
			}
		case StepSchehGive:
			cardsOf(KindGive, g.free(seat)) // never a card the Ice Princess fixed
		case StepMermaid:
			for s := Princes; s < numSuits; s++ {
				if g.nameable(s) {
					add(KindMermaid, int(s))
				}
			}
		case StepChairs:
			cardsOf(KindPass, setOf(g.Hands[seat]))
		case StepPlay:
			plain, power := g.playable(seat)
			cardsOf(KindPlay, plain)
			for ; power != 0; power &= power - 1 {
				add(KindPlay, int(power.first()), 1)
			}
		case StepMulan:
			add(KindSkip)
			for _, sw := range g.mulanSwaps(seat) {
				add(KindMulan, int(sw[0]), int(sw[1]))
			}
		case StepAlice:
			add(KindSkip)
			add(KindAlice)
		case StepHaggle:
			add(KindSkip)
			for _, sw := range g.haggles(seat) {
				add(KindSwap, int(sw[0]), int(sw[1]))
			}
		case StepPocahontas:
			add(KindSkip)
			for s := range g.NPlayers {
				if s != seat {
					add(KindPocahontas, s)
				}
			}
		}
	}
	return out
}

// appendPasses lists every way to give the round's cards: a set for one
// side (in hand order), an ordered pair (right, left) for one each way.
func (g *Game) appendPasses(out []game.Action, seat int) []game.Action {
	h := g.Hands[seat]
	p := g.pass()
	if p.Right > 0 && p.Left > 0 {
		for _, a := range h {
			for _, b := range h {
				if a != b {
					out = append(out, game.NewAction(KindPass, int(a), int(b)))
				}
			}
		}
		return out
	}
	switch p.Total() {
	case 1:
		for _, a := range h {
			out = append(out, game.NewAction(KindPass, int(a)))
		}
	case 2:
		for i := range h {
			for j := i + 1; j < len(h); j++ {
				out = append(out, game.NewAction(KindPass, int(h[i]), int(h[j])))
			}
		}
	case 3:
		for i := range h {
			for j := i + 1; j < len(h); j++ {
				for k := j + 1; k < len(h); k++ {
					out = append(out, game.NewAction(KindPass, int(h[i]), int(h[j]), int(h[k])))
				}
			}
		}
	}
	return out
}

// Reason says why a card in the hand cannot be played now. The client
// translates it; ReasonNone means the card is playable.
type Reason uint8

const (
	ReasonNone         Reason = iota
	ReasonNotToPlay           // the seat is not the one to play a card now
	ReasonForced              // the Ice Princess fixed another card for this trick
	ReasonMermaid             // the Little Mermaid named another suit for the lead
	ReasonRapunzel            // Rapunzel: the leader must lead a Prince
	ReasonPrinceLead          // Princes may not lead until a void player has played one
	ReasonFollowSuit          // the led suit must be followed (Pass the Bouquet: the latest suit)
	ReasonMidnight            // Midnight Makeover: follow the led suit or play a Fairy
	ReasonPea                 // the Princess on the Pea: a card above 5 when able
	ReasonOddsAndEvens        // Odds and Evens: the first card's parity when able
	ReasonMagicBeans          // Magic Beans: only a suit's highest or lowest card
	numReasons
)

var reasonNames = [numReasons]string{"", "not-to-play", "forced", "mermaid", "rapunzel", "prince-lead",
	"follow-suit", "midnight", "pea", "odds-and-evens", "magic-beans"}

// String is the reason's short name (its JSON form).
func (r Reason) String() string {
	if r < numReasons {
		return reasonNames[r]
	}
	return "reason?"
}

// MarshalText writes the short name.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

var reasonRules = [numReasons]string{
	"",
	"it is not this seat's turn to play a card",
	"the Ice Princess fixed the card this seat must play in this trick",
	"the Little Mermaid named the suit the leader must lead",
	"Rapunzel makes the leader lead a Prince",
	"Princes may not lead until a player without the led suit has played one (unless the leader holds only Princes)",
	"a player who holds the led suit must follow suit",
	"Midnight Makeover: follow the led suit or play a Fairy",
	"the Princess on the Pea demands a card above 5 from those who have one",
	"Odds and Evens: play a card of the first card's parity when able",
	"Magic Beans: only a suit's highest or lowest card may be played",
}

// layers records, for the rules that narrow a hand in turn, the cards each
// one ruled out: the first rule that removes a card is why it cannot be played.
type layers struct {
	n      int
	why    [6]Reason
	struck [6]cardSet
}

func (l *layers) narrow(from, to cardSet, why Reason) cardSet {
	if gone := from &^ to; gone != 0 {
		l.why[l.n], l.struck[l.n] = why, gone
		l.n++
	}
	return to
}

func (l *layers) reason(c Card) Reason {
	for i := range l.n {
		if l.struck[i].has(c) {
			return l.why[i]
		}
	}
	return ReasonNone
}

// playable is what seat may play now, and what it may play only with its
// princess's power. Each rule narrows the choice only when something is
// left: power first, then the round card, then the base rules.
func (g *Game) playable(seat int) (plain, power cardSet) {
	plain, power, _ = g.playRules(seat)
	return plain, power
}

func (g *Game) playRules(seat int) (plain, power cardSet, l layers) {
	h := setOf(g.Hands[seat])
	if f := g.Forced[seat]; f != NoCard {
		l.narrow(h, single(f), ReasonForced)
		return single(f), 0, l
	}
	cands := h
	if len(g.Trick) == 0 {
		switch {
		case g.T.Mermaid >= 0 && h&suitSet(Suit(g.T.Mermaid)) != 0:
			cands = l.narrow(cands, h&suitSet(Suit(g.T.Mermaid)), ReasonMermaid)
		case g.T.Rapunzel && h&suitSet(Princes) != 0:
			cands = l.narrow(cands, h&suitSet(Princes), ReasonRapunzel)
		case !g.PrincesIn:
			cands = l.narrow(cands, cands.prefer(^suitSet(Princes)), ReasonPrinceLead)
		}
		if g.peaApplies(seat) {
			cands = l.narrow(cands, cands.prefer(above5), ReasonPea)
		}
	} else {
		follow, why := suitSet(g.ledSuit()), ReasonFollowSuit
		if g.has(rcMidnight) {
			follow, why = follow|suitSet(Fairies), ReasonMidnight
		}
		cands = l.narrow(cands, cands.prefer(follow), why)
		pea := g.peaApplies(seat)
		if pea {
			cands = l.narrow(cands, cands.prefer(above5), ReasonPea)
		}
		// Deluxe: with the Pea's demand in force, parity binds only cards
		// of 5 or less (Parzyste i nieparzyste).
		if g.has(rcOddsEvens) && !(pea && g.Edition == Deluxe && cands&above5 != 0) {
			parity := evenCards
			if g.Trick[0].Card.Value()%2 == 1 {
				parity = oddCards
			}
			cands = l.narrow(cands, cands.prefer(parity), ReasonOddsAndEvens)
		}
	}
	if g.has(rcMagicBeans) {
		cands = l.narrow(cands, cands.extremes(), ReasonMagicBeans)
	}
	plain = cands
	if g.Used[seat] && g.T.Thumb != seat {
		return plain, 0, l
	}
	switch g.princess(seat) {
	case SnowWhite:
		power = plain & upTo7
	case Thumbelina:
		if g.thumbelinaMay(seat) {
			power = h &^ plain &^ suitSet(Princes) &^ single(Frog)
		}
	case PrincessOnThePea:
		if g.Edition == Classic && len(g.Trick) < g.NPlayers*g.perTrick()-1 {
			power = plain
		}
	}
	return plain, power, l
}

// thumbelinaMay: Thumbelina may ignore the led suit when she is not
// leading, once a round (both cards of a double trick), but never the suit
// the Little Mermaid or Rapunzel required of the lead.
func (g *Game) thumbelinaMay(seat int) bool {
	if seat == g.Leader || len(g.Trick) == 0 || (g.Used[seat] && g.T.Thumb != seat) {
		return false
	}
	return !g.leadRequired()
}

// leadRequired: the Little Mermaid or Rapunzel fixed the led suit of this trick.
func (g *Game) leadRequired() bool {
	return g.T.Mermaid >= 0 || (g.T.Rapunzel && len(g.Trick) > 0 && g.Trick[0].Card.Suit() == Princes)
}

// peaApplies: the Princess on the Pea's demand covers this seat's next card.
func (g *Game) peaApplies(seat int) bool {
	return g.T.PeaSeat >= 0 && seat != g.T.PeaSeat && len(g.Trick) >= g.T.PeaFrom
}

// Reasons says, for each card of seat's hand in order, why it cannot be
// played now (ReasonNone: it can). A seat not to play gets ReasonNotToPlay
// for every card.
func (g *Game) Reasons(seat int) []Reason {
	if seat < 0 || seat >= g.NPlayers || g.Hands == nil {
		return nil
	}
	out := make([]Reason, len(g.Hands[seat]))
	if g.Phase != PhasePlay || g.Step != StepPlay || g.Turn != seat {
		for i := range out {
			out[i] = ReasonNotToPlay
		}
		return out
	}
	_, _, l := g.playRules(seat)
	for i, c := range g.Hands[seat] {
		out[i] = l.reason(c)
	}
	return out
}

// free is what a seat may hand over: its hand but a card the Ice Princess
// set aside for this trick, and nothing while Late to the Ball's set-aside
// cards are played.
func (g *Game) free(s int) cardSet {
	if g.LastTrick {
		return 0
	}
	h := setOf(g.Hands[s])
	if f := g.Forced[s]; f != NoCard {
		h &^= single(f)
	}
	return h
}

// eligible is what a random draw from s's hand may find: free cards that are
// not lying face up (Crystal Clear cards are not random).
func (g *Game) eligible(s int) cardSet { return g.free(s) &^ setOf(g.Exposed[s]) }

func (g *Game) usedOnTrick(ps ...int) bool {
	for _, p := range ps {
		if slices.Contains(g.T.Powers, p) {
			return true
		}
	}
	return false
}

// nameable reports whether the Little Mermaid may call for suit s: not a
// suit the leader already lacked, and not Princes before a Prince has been
// played this round (Deluxe: unless the leader holds nothing else).
func (g *Game) nameable(s Suit) bool {
	if slices.Contains(g.T.Named, int(s)) {
		return false
	}
	if s == Princes && !g.PrincePlayed {
		onlyPrinces := setOf(g.Hands[g.Leader])&^suitSet(Princes) == 0
		return g.Edition == Deluxe && onlyPrinces
	}
	return true
}

// preTrick reports whether a princess acts in the window before a trick.
func preTrick(ed Edition, p int) bool {
	switch p {
	case Cinderella, LittleMermaid, SleepingBeauty, Scheherazade, IcePrincess, Rapunzel:
		return true
	case Pocahontas, PrincessOnThePea:
		return ed == Deluxe
	}
	return false
}

// appendPowers lists seat's choices in the window before a trick. A power
// that would undo or contradict one already used on this trick is not
// offered: the leader's lead can be fixed once (Little Mermaid, Rapunzel,
// the Ice Princess on the leader), and nothing that changes what the
// leader holds comes after that.
func (g *Game) appendPowers(out []game.Action, seat int) []game.Action {
	if g.Used[seat] || len(g.Hands[g.Leader]) == 0 {
		return out
	}
	add := func(kind uint8, args ...int) { out = append(out, game.NewAction(kind, args...)) }
	t := &g.T
	switch g.princess(seat) {
	case Cinderella:
		if !t.Reversed {
			add(KindCinderella)
		}
	case LittleMermaid:
		if !t.Lock {
			for s := Princes; s < numSuits; s++ {
				if g.nameable(s) {
					add(KindMermaid, int(s))
				}
			}
		}
	case Pocahontas:
		if !g.usedOnTrick(LittleMermaid, Rapunzel, Pocahontas) {
			for s := range g.NPlayers {
				if s != g.Leader {
					add(KindPocahontas, s)
				}
			}
		}
	case SleepingBeauty:
		if !g.usedOnTrick(LittleMermaid, IcePrincess, Rapunzel, SleepingBeauty) && g.allCanGive() {
			add(KindSleeping)
		}
	case Scheherazade:
		if g.free(seat) == 0 {
			break
		}
		for s := range g.NPlayers {
			if g.schehMay(seat, s) {
				add(KindScheherazade, s)
			}
		}
	case PrincessOnThePea:
		if t.PeaSeat < 0 {
			add(KindPea)
		}
	case IcePrincess:
		for s := range g.NPlayers {
			if g.iceMay(seat, s) {
				add(KindIce, s)
			}
		}
	case Rapunzel:
		if !t.Lock {
			add(KindRapunzel)
		}
	}
	return out
}

func (g *Game) allCanGive() bool {
	for s := range g.NPlayers {
		if g.free(s) == 0 {
			return false
		}
	}
	return true
}

func (g *Game) schehMay(seat, s int) bool {
	return s != seat && g.eligible(s) != 0 && !(s == g.Leader && g.T.Lock)
}

func (g *Game) iceMay(seat, s int) bool {
	switch {
	case s == seat || g.eligible(s) == 0 || g.Forced[s] != NoCard:
		return false
	case g.Edition == Classic && s != g.Leader:
		return false
	}
	return !(s == g.Leader && g.T.Lock)
}

// mulanSwaps lists (card played, card from the hand) pairs of the same suit;
// the Frog can be neither.
func (g *Game) mulanSwaps(s int) [][2]Card {
	var out [][2]Card
	for _, p := range g.Trick {
		if p.Seat != s || p.Card == Frog {
			continue
		}
		for _, c := range g.Hands[s] {
			if c != Frog && c.Suit() == p.Card.Suit() {
				out = append(out, [2]Card{p.Card, c})
			}
		}
	}
	return out
}

// mulanSeat is the first seat, clockwise from the leader's left, whose Mulan
// may still swap a card on this trick.
func (g *Game) mulanSeat() int {
	for k := 1; k <= g.NPlayers; k++ {
		s := (g.Leader + k) % g.NPlayers
		if g.princess(s) == Mulan && !g.Used[s] && len(g.mulanSwaps(s)) > 0 {
			return s
		}
	}
	return -1
}

func (g *Game) canAlice() bool {
	w := g.T.Winner
	return g.princess(w) == Alice && !g.Used[w] && !slices.ContainsFunc(g.Trick, func(p Played) bool { return p.Card == Frog })
}

// haggles lists (hand card, trick card) swaps the winner may make under
// Haggle with the Hag: one card not played by itself; and when Mulan's power
// put a card in and she won, that card too, as a second exchange.
func (g *Game) haggles(s int) [][2]Card {
	if g.T.Haggles == 0 {
		return nil
	}
	var out [][2]Card
	for _, p := range g.Trick {
		if !g.haggleTakes(s, p) {
			continue
		}
		for _, h := range g.Hands[s] {
			out = append(out, [2]Card{h, p.Card})
		}
	}
	return out
}

// haggleTakes: the winner s may take trick card p in Haggle with the Hag.
func (g *Game) haggleTakes(s int, p Played) bool {
	if p.Seat == s {
		return g.T.Bonus && !g.T.OwnTaken && p.Card == g.T.Mulan
	}
	return !g.T.OtherTaken
}

package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

// powerKinds maps each power's action kind to its princess, plus one (0:
// not a power). An array by kind, as kindWords is, rather than a map.
var powerKinds = [numKinds]int{
	KindCinderella: Cinderella + 1, KindMermaid: LittleMermaid + 1, KindPocahontas: Pocahontas + 1,
	KindSleeping: SleepingBeauty + 1, KindAlice: Alice + 1, KindMulan: Mulan + 1, KindScheherazade: Scheherazade + 1,
	KindPea: PrincessOnThePea + 1, KindIce: IcePrincess + 1, KindRapunzel: Rapunzel + 1,
}

// Explain implements game.Explainer: the rule that forbids seat's action a.
// game.CheckTurn asks it only after Legal has refused a, so it explains and
// never decides; each branch names the rule that actually applies.
func (g *Game) Explain(seat int, a game.Action) string {
	if why := g.explain(seat, a); why != "" {
		return why
	}
	return game.NotLegalNow
}

func (g *Game) explain(seat int, a game.Action) string {
	if g.Over() || seat < 0 || seat >= g.NPlayers {
		return ""
	}
	if !g.owes(seat) {
		return "this seat owes no decision now"
	}
	if !g.expects(a.Kind) {
		if a.Kind == KindSkip {
			return "this choice cannot be declined: " + g.task()
		}
		if p, ok := powerOf(a.Kind); ok && g.Step == StepWindow {
			return g.explainWindow(seat, a, p)
		}
		return "not now: " + g.task()
	}
	if why := shapeOf(a); why != "" {
		return why
	}
	arg := int(a.Args[0])
	card := Card(a.Args[0])
	var hand cardSet
	if g.Hands != nil {
		hand = setOf(g.Hands[seat])
	}
	notInHand := func(c Card) string {
		if !c.Valid() {
			return "that is not a card"
		}
		return c.String() + " is not in this seat's hand"
	}
	switch a.Kind {
	case KindDraft:
		var names []string
		for _, p := range g.Offered[seat] {
			names = append(names, Princesses[p].Slug)
		}
		return "that princess was not dealt to this seat (keep " + strings.Join(names, " or ") + ")"
	case KindCopy:
		return "Carmesina copies a princess another seat has"
	case KindPass:
		return g.explainPass(seat, a)
	case KindShow:
		if arg < 0 || arg >= int(numSuits) {
			return "that is not a suit"
		}
		return "Crystal Clear: this seat holds no " + Suit(arg).String() + " to lay face up"
	case KindAside:
		return notInHand(card)
	case KindGift, KindGive:
		switch {
		case g.Step == StepSleepKeep || g.Step == StepSleepDeal:
			return "Sleeping Beauty hands out only the cards given to her"
		case g.Step == StepIceReturn:
			return "the Ice Princess returns one of the two cards she drew"
		case !hand.has(card):
			return notInHand(card)
		case g.Forced[seat] == card:
			return card.String() + " must be played in this trick (the Ice Princess chose it), so it stays in the hand"
		}
	case KindPlay:
		if !hand.has(card) {
			return notInHand(card)
		}
		return g.explainPlay(seat, card, a.Args[1])
	case KindMermaid:
		if g.Step == StepWindow {
			return g.explainWindow(seat, a, LittleMermaid)
		}
		return g.explainMermaid(a)
	case KindMulan:
		return "Mulan swaps a card she played for another of the same suit from her hand, never the Frog"
	case KindSwap:
		return g.explainSwap(seat, a)
	case KindPocahontas:
		if g.Step == StepWindow {
			return g.explainWindow(seat, a, Pocahontas)
		}
		if arg == seat {
			return "Pocahontas names another seat to lead"
		}
		return fmt.Sprintf("there is no seat %d", arg)
	default:
		if p, ok := powerOf(a.Kind); ok {
			return g.explainWindow(seat, a, p)
		}
	}
	return ""
}

// shapeOf says what is wrong with the form of an action: arguments its
// kind does not take, or a one-way pass not listed in hand order.
func shapeOf(a game.Action) string {
	used := argsUsed[argsOf(a.Kind)]
	for _, x := range a.Args[used:] {
		if x != -1 {
			return "write " + kindExample[argsOf(a.Kind)]
		}
	}
	if a.Kind == KindPass {
		k := 0
		for k < len(a.Args) && a.Args[k] != -1 {
			k++
		}
		if slices.ContainsFunc(a.Args[k:], func(x int8) bool { return x != -1 }) {
			return "write " + kindExample[argCards]
		}
	}
	return ""
}

// powerOf is the princess whose power action kind k is.
func powerOf(k uint8) (princess int, ok bool) {
	if int(k) < len(powerKinds) && powerKinds[k] > 0 {
		return powerKinds[k] - 1, true
	}
	return 0, false
}

// argsUsed is how many arguments each shape of arguments takes.
var argsUsed = [...]int{argNone: 0, argPrincess: 1, argCards: 3, argCard: 1, argPlay: 2, argSuit: 1, argSeat: 1, argTwoCards: 2}

var kindExample = [...]string{
	argNone: "the power's name alone, or skip", argPrincess: "keep NAME or copy NAME", argCards: "pass CARD CARD CARD",
	argCard: "aside, gift or give CARD", argPlay: "play CARD or play CARD power", argSuit: "show SUIT or mermaid SUIT",
	argSeat: "the power's name and @SEAT", argTwoCards: "mulan PLAYED NEW or swap HAND TRICK",
}

// expects reports whether an action of this kind is what the game waits for now.
func (g *Game) expects(k uint8) bool {
	switch g.Phase {
	case PhaseDraft:
		return k == KindDraft
	case PhaseCopy:
		return k == KindCopy
	case PhasePass:
		return k == KindPass
	case PhaseSetup:
		if g.has(rcCrystal) {
			return k == KindShow
		}
		return k == KindAside
	}
	switch g.Step {
	case StepWindow:
		_, power := powerOf(k)
		return k == KindSkip || (power && k != KindAlice && k != KindMulan)
	case StepSleepGive, StepSleepKeep, StepSleepDeal, StepSchehGive, StepIceReturn:
		return k == KindGive
	case StepGift:
		return k == KindGift
	case StepMermaid:
		return k == KindMermaid
	case StepChairs:
		return k == KindPass
	case StepPlay:
		return k == KindPlay
	case StepMulan:
		return k == KindSkip || k == KindMulan
	case StepAlice:
		return k == KindSkip || k == KindAlice
	case StepHaggle:
		return k == KindSkip || k == KindSwap
	case StepPocahontas:
		return k == KindSkip || k == KindPocahontas
	}
	return false
}

// task says what the game waits for now.
func (g *Game) task() string {
	switch g.Phase {
	case PhaseDraft:
		return "each player keeps one of the princesses dealt (keep NAME)"
	case PhaseCopy:
		return "Carmesina chooses whom to copy this round (copy NAME)"
	case PhasePass:
		return fmt.Sprintf("%s: each player passes %d cards (pass CARDS)", g.RoundCard().Name, g.pass().Total())
	case PhaseSetup:
		if g.has(rcCrystal) {
			return "Crystal Clear: each player lays a suit face up (show SUIT)"
		}
		return fmt.Sprintf("%s: each player puts %d cards face down (aside CARD)", g.RoundCard().Name, g.setupNeeded())
	}
	switch g.Step {
	case StepWindow:
		return "princesses may act before the trick (a power, or skip)"
	case StepSleepGive:
		return "everyone gives Sleeping Beauty a card (give CARD)"
	case StepSleepKeep:
		return "Sleeping Beauty keeps one of the cards given to her (give CARD)"
	case StepSleepDeal:
		return fmt.Sprintf("Sleeping Beauty chooses the card seat %d gets (give CARD)", g.T.Target)
	case StepSchehGive:
		return "Scheherazade gives a card back (give CARD)"
	case StepIceReturn:
		return "the Ice Princess returns one of the two cards she drew (give CARD)"
	case StepMermaid:
		return "the Little Mermaid names another suit (mermaid SUIT)"
	case StepGift:
		return "Wedding Gift: everyone adds a card to the gift pile (gift CARD)"
	case StepChairs:
		return "Musical Chairs: everyone passes a card to the right (pass CARD)"
	case StepPlay:
		return fmt.Sprintf("seat %d plays a card (play CARD)", g.Turn)
	case StepMulan:
		return "Mulan may swap the card she played (mulan OUT IN, or skip)"
	case StepAlice:
		return "Alice may deal the trick back out (alice, or skip)"
	case StepHaggle:
		return "Haggle with the Hag: the winner may swap a card with the trick (swap HAND TRICK, or skip)"
	case StepPocahontas:
		return "Pocahontas may name the next leader (pocahontas @SEAT, or skip)"
	}
	return "nothing"
}

func (g *Game) explainPass(seat int, a game.Action) string {
	want := g.pass().Total()
	what := g.RoundCard().Name
	if g.Step == StepChairs {
		want, what = 1, "Musical Chairs"
	}
	var given []Card
	for _, x := range a.Args {
		if x != -1 {
			given = append(given, Card(x))
		}
	}
	if len(given) != want || a.Args[want-1] == -1 {
		return fmt.Sprintf("%s passes %d cards", what, want)
	}
	hand := setOf(g.Hands[seat])
	for i, c := range given {
		switch {
		case !hand.has(c):
			if !c.Valid() {
				return "that is not a card"
			}
			return c.String() + " is not in this seat's hand"
		case slices.Contains(given[:i], c):
			return c.String() + " is given twice"
		}
	}
	if !slices.IsSorted(given) {
		return "the cards of a one-way pass are listed in hand order (pass " + cardList(sortHand(given)) + ")"
	}
	return ""
}

// explainPlay says why a card of the hand cannot be played now, plainly or
// with the princess's power (power: 1 with it, -1 without).
func (g *Game) explainPlay(seat int, c Card, power int8) string {
	plain, _, l := g.playRules(seat)
	if power != 1 {
		if power != -1 {
			return "write play CARD or play CARD power"
		}
		if why := l.reason(c); why != ReasonNone {
			return reasonRules[why]
		}
		return ""
	}
	p := g.princess(seat)
	if g.Used[seat] && g.T.Thumb != seat {
		return princessName(p) + " has already used her power this round"
	}
	switch p {
	case SnowWhite:
		if !plain.has(c) {
			return reasonRules[l.reason(c)]
		}
		return "Snow White's power counts a card of 7 or less as 0"
	case Thumbelina:
		switch {
		case seat == g.Leader || len(g.Trick) == 0:
			return "Thumbelina may ignore the led suit only when she does not lead"
		case g.leadRequired():
			return "Thumbelina may not ignore the suit the Little Mermaid or Rapunzel required"
		case c.Suit() == Princes || c == Frog:
			return "Thumbelina's power never plays a Prince or the Frog"
		case plain.has(c):
			return c.String() + " may be played without Thumbelina's power"
		}
	case PrincessOnThePea:
		switch {
		case g.Edition == Deluxe:
			return "the Deluxe Princess on the Pea is declared before a trick (pea), not with a card"
		case !plain.has(c):
			return reasonRules[l.reason(c)]
		default:
			return "the Princess on the Pea's power needs another player still to play in this trick"
		}
	}
	return princessName(p) + " has no power to use with a card"
}

// explainWindow says why a princess's power cannot be used before this trick.
func (g *Game) explainWindow(seat int, a game.Action, p int) string {
	have := g.princess(seat)
	switch {
	case have != p:
		if g.Princess[seat] == Carmesina {
			return fmt.Sprintf("Carmesina copies %s this round, not %s", princessName(have), princessName(p))
		}
		return "this seat's princess is not " + princessName(p)
	case g.Used[seat]:
		return princessName(p) + " has already used her power this round"
	case !preTrick(g.Edition, p):
		switch p {
		case Pocahontas:
			return "Classic Pocahontas names the next leader after winning a trick"
		case PrincessOnThePea:
			return "the Classic Princess on the Pea is used with her own play (play CARD power)"
		case Alice:
			return "Alice acts right after winning a trick"
		case Mulan:
			return "Mulan acts once all have played, before the trick is decided"
		}
		return princessName(p) + " does not act before a trick"
	case len(g.Hands[g.Leader]) == 0:
		return "the leader has no card to lead"
	}
	arg := int(a.Args[0])
	noSeat := arg < 0 || arg >= g.NPlayers
	t := &g.T
	switch p {
	case Cinderella:
		return "a second reversal would undo Cinderella's on this trick"
	case LittleMermaid:
		return g.explainMermaid(a)
	case Pocahontas:
		switch {
		case g.usedOnTrick(LittleMermaid, Rapunzel):
			return "Pocahontas may not act after the Little Mermaid or Rapunzel on this trick"
		case noSeat:
			return fmt.Sprintf("there is no seat %d", arg)
		case arg == g.Leader:
			return "Pocahontas names a seat other than the leader"
		}
	case SleepingBeauty:
		if g.usedOnTrick(LittleMermaid, IcePrincess, Rapunzel, SleepingBeauty) {
			return "Sleeping Beauty may not act after the Little Mermaid, the Ice Princess or Rapunzel on this trick"
		}
		return "some player has no card to give Sleeping Beauty"
	case Scheherazade:
		switch {
		case g.free(seat) == 0:
			return "Scheherazade has no card to give back"
		case noSeat:
			return fmt.Sprintf("there is no seat %d", arg)
		case arg == seat:
			return "Scheherazade draws from another seat"
		case g.eligible(arg) == 0:
			return fmt.Sprintf("seat %d has no card to draw at random (cards lying face up are not random)", arg)
		case arg == g.Leader && t.Lock:
			return "Scheherazade may not draw from a leader whose lead is fixed on this trick"
		}
	case PrincessOnThePea:
		return "the Princess on the Pea's demand is already in force on this trick"
	case IcePrincess:
		switch {
		case noSeat:
			return fmt.Sprintf("there is no seat %d", arg)
		case arg == seat:
			return "the Ice Princess acts on another seat"
		case g.Edition == Classic && arg != g.Leader:
			return "the Classic Ice Princess makes the leader lead a random card"
		case g.Forced[arg] != NoCard:
			return fmt.Sprintf("seat %d's card for this trick is already fixed", arg)
		case g.eligible(arg) == 0:
			return fmt.Sprintf("seat %d has no card to draw at random (cards lying face up are not random)", arg)
		case t.Lock:
			if g.Edition == Classic {
				return "the Little Mermaid and the Ice Princess exclude each other on a trick"
			}
			return "the Little Mermaid or Rapunzel already fixed the leader's lead on this trick"
		}
	case Rapunzel:
		return "the Ice Princess or the Little Mermaid already fixed the leader's lead on this trick"
	}
	return ""
}

// explainMermaid says why the Little Mermaid may not name this suit.
func (g *Game) explainMermaid(a game.Action) string {
	s := int(a.Args[0])
	switch {
	case s < 0 || s >= int(numSuits):
		return "that is not a suit"
	case g.Step == StepWindow && g.T.Lock:
		if g.Edition == Classic {
			return "the Little Mermaid and the Ice Princess exclude each other on a trick"
		}
		return "the Ice Princess or Rapunzel already fixed the leader's lead on this trick"
	case slices.Contains(g.T.Named, s):
		return "the leader lacks " + Suit(s).String() + ": the Little Mermaid names another suit"
	case Suit(s) == Princes && !g.PrincePlayed:
		if g.Edition == Deluxe {
			return "the Little Mermaid may name Princes only once a Prince has been played this round, or when the leader holds only Princes"
		}
		return "the Little Mermaid may name Princes only once a Prince has been played this round"
	}
	return ""
}

func (g *Game) explainSwap(seat int, a game.Action) string {
	h, tc := Card(a.Args[0]), Card(a.Args[1])
	if !setOf(g.Hands[seat]).has(h) {
		if !h.Valid() {
			return "that is not a card"
		}
		return h.String() + " is not in this seat's hand"
	}
	for _, p := range g.Trick {
		if p.Card != tc {
			continue
		}
		if p.Seat == seat {
			if g.T.Bonus && p.Card == g.T.Mulan {
				return "Haggle with the Hag: the card Mulan's power put in may be exchanged once"
			}
			return "Haggle with the Hag: a card not played by this seat may be taken from the trick"
		}
		return "Haggle with the Hag allows one exchange (a second only for the card Mulan's power put in)"
	}
	if !tc.Valid() {
		return "that is not a card"
	}
	return tc.String() + " is not in the trick"
}

func cardList(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

package rebelprincess

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Notation, one action per line:
//
//	keep cinderella        the princess kept in the draft
//	copy mulan             Carmesina's choice for the round
//	pass P3 Q7 A8          the round's pass (one each way: the right neighbour's card first); Musical Chairs: one card
//	aside Q4               a card put face down (Late to the Ball, After Party, Blind Man's Bluff)
//	show pets              Crystal Clear: the suit laid face up
//	gift F2                Wedding Gift
//	play Q12 [power]       a card, with the princess's power (Snow White, Thumbelina, Classic Princess on the Pea)
//	give A3                a card handed over (to or by Sleeping Beauty, by Scheherazade, back by the Ice Princess)
//	swap Q2 P9             Haggle with the Hag: a hand card for a trick card
//	skip                   decline a power or an option
//	cinderella | mermaid queens | pocahontas @2 | sleeping-beauty | alice |
//	mulan A3 A9 | scheherazade @1 | pea | ice @0 | rapunzel
//
// Seats are numbered from 0, as in the other games.

// kindWords and kindArgs are arrays by kind rather than maps: a map literal
// is built by code at start-up (about 5 KB of wasm each), an array is data.
var kindWords = [numKinds]string{
	KindDraft: "keep", KindCopy: "copy", KindPass: "pass", KindPlay: "play", KindSkip: "skip",
	KindAside: "aside", KindShow: "show", KindGift: "gift", KindGive: "give", KindSwap: "swap",
	KindCinderella: "cinderella", KindMermaid: "mermaid", KindPocahontas: "pocahontas",
	KindSleeping: "sleeping-beauty", KindAlice: "alice", KindMulan: "mulan",
	KindScheherazade: "scheherazade", KindPea: "pea", KindIce: "ice", KindRapunzel: "rapunzel",
}

func kindName(k uint8) string {
	if w, ok := kindWord(k); ok {
		return w
	}
	return fmt.Sprintf("kind%d", k)
}

// argument shapes per kind
const (
	argNone = iota
	argPrincess
	argCards // one or more cards
	argCard
	argPlay
	argSuit
	argSeat
	argTwoCards
)

var kindArgs = [numKinds]int{
	KindDraft: argPrincess, KindCopy: argPrincess, KindPass: argCards, KindPlay: argPlay, KindSkip: argNone,
	KindAside: argCard, KindShow: argSuit, KindGift: argCard, KindGive: argCard, KindSwap: argTwoCards,
	KindCinderella: argNone, KindMermaid: argSuit, KindPocahontas: argSeat, KindSleeping: argNone,
	KindAlice: argNone, KindMulan: argTwoCards, KindScheherazade: argSeat, KindPea: argNone,
	KindIce: argSeat, KindRapunzel: argNone,
}

// kindWord is kind k's word, if k is a kind.
func kindWord(k uint8) (string, bool) {
	if int(k) < len(kindWords) && kindWords[k] != "" {
		return kindWords[k], true
	}
	return "", false
}

// argsOf is the shape of kind k's arguments (argNone for no kind).
func argsOf(k uint8) int {
	if int(k) < len(kindArgs) {
		return kindArgs[k]
	}
	return argNone
}

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string { return FormatAction(a) }

// FormatAction writes an action in the notation.
func FormatAction(a game.Action) string {
	word, ok := kindWord(a.Kind)
	if !ok {
		return fmt.Sprintf("?%d%v", a.Kind, a.Args)
	}
	switch argsOf(a.Kind) {
	case argNone:
		return word
	case argPrincess:
		if i := int(a.Args[0]); i >= 0 && i < len(Princesses) {
			return word + " " + Princesses[i].Slug
		}
	case argCards:
		parts := []string{word}
		for _, x := range a.Args {
			if x >= 0 {
				parts = append(parts, Card(x).String())
			}
		}
		return strings.Join(parts, " ")
	case argCard:
		return word + " " + Card(a.Args[0]).String()
	case argPlay:
		if a.Args[1] == 1 {
			return word + " " + Card(a.Args[0]).String() + " power"
		}
		return word + " " + Card(a.Args[0]).String()
	case argSuit:
		return word + " " + Suit(a.Args[0]).String()
	case argSeat:
		return word + " @" + strconv.Itoa(int(a.Args[0]))
	case argTwoCards:
		return word + " " + Card(a.Args[0]).String() + " " + Card(a.Args[1]).String()
	}
	return fmt.Sprintf("?%d%v", a.Kind, a.Args)
}

// ParseAction implements game.Game. Cards passed one way may be listed in
// any order (the legal list has them in hand order); passed both ways, the
// right-hand neighbour's card comes first.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) {
	a, err := ParseAction(text)
	if err != nil || a.Kind != KindPass {
		return a, err
	}
	if p := g.pass(); g.Phase == PhasePass && p.Right > 0 && p.Left > 0 {
		return a, nil
	}
	k := 0
	for k < len(a.Args) && a.Args[k] != -1 {
		k++
	}
	game.SortSmall(a.Args[:k])
	return a, nil
}

// ParseAction reads the notation. It checks form only; Apply checks legality.
func ParseAction(text string) (game.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return game.Action{}, fmt.Errorf("empty action (write keep NAME, pass CARDS, play CARD, skip, …)")
	}
	kind, ok := uint8(0), false
	for k, w := range kindWords {
		if w != "" && w == f[0] {
			kind, ok = uint8(k), true
		}
	}
	if !ok {
		return game.Action{}, fmt.Errorf("%s: unknown action %s", game.Quote(text), game.Quote(f[0]))
	}
	args := f[1:]
	want := func(n int, example string) error {
		if len(args) != n {
			return fmt.Errorf("%s: write %s", game.Quote(text), example)
		}
		return nil
	}
	card := func(s string) (int, error) {
		c, err := ParseCard(s)
		return int(c), err
	}
	switch argsOf(kind) {
	case argNone:
		if err := want(0, f[0]+" alone"); err != nil {
			return game.Action{}, err
		}
		return game.NewAction(kind), nil
	case argPrincess:
		if len(args) == 1 {
			for i, p := range Princesses {
				if p.Slug == args[0] {
					return game.NewAction(kind, i), nil
				}
			}
		}
		return game.Action{}, fmt.Errorf("%s: name a princess, e.g. %s cinderella", game.Quote(text), f[0])
	case argCards:
		if len(args) < 1 || len(args) > 3 {
			return game.Action{}, fmt.Errorf("%s: pass one to three cards, e.g. pass P3 Q7", game.Quote(text))
		}
		var cs []int
		for _, s := range args {
			c, err := card(s)
			if err != nil {
				return game.Action{}, err
			}
			cs = append(cs, c)
		}
		return game.NewAction(kind, cs...), nil
	case argCard:
		if err := want(1, f[0]+" CARD, e.g. "+f[0]+" Q3"); err != nil {
			return game.Action{}, err
		}
		c, err := card(args[0])
		if err != nil {
			return game.Action{}, err
		}
		return game.NewAction(kind, c), nil
	case argPlay:
		if len(args) == 2 && args[1] == "power" {
			c, err := card(args[0])
			if err != nil {
				return game.Action{}, err
			}
			return game.NewAction(kind, c, 1), nil
		}
		if err := want(1, "play CARD [power], e.g. play Q12"); err != nil {
			return game.Action{}, err
		}
		c, err := card(args[0])
		if err != nil {
			return game.Action{}, err
		}
		return game.NewAction(kind, c), nil
	case argSuit:
		if len(args) == 1 {
			for s := Princes; s < numSuits; s++ {
				if s.String() == args[0] {
					return game.NewAction(kind, int(s)), nil
				}
			}
		}
		return game.Action{}, fmt.Errorf("%s: name a suit (princes, queens, pets, fairies)", game.Quote(text))
	case argSeat:
		if len(args) == 1 && strings.HasPrefix(args[0], "@") {
			if n, err := strconv.Atoi(args[0][1:]); err == nil && n >= 0 && n < 6 && args[0][1:] == strconv.Itoa(n) {
				return game.NewAction(kind, n), nil
			}
		}
		return game.Action{}, fmt.Errorf("%s: name a seat, e.g. %s @2", game.Quote(text), f[0])
	case argTwoCards:
		if err := want(2, f[0]+" CARD CARD"); err != nil {
			return game.Action{}, err
		}
		a, err := card(args[0])
		if err != nil {
			return game.Action{}, err
		}
		b, err := card(args[1])
		if err != nil {
			return game.Action{}, err
		}
		return game.NewAction(kind, a, b), nil
	}
	return game.Action{}, fmt.Errorf("%s: unknown action", game.Quote(text))
}

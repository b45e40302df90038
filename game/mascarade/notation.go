package mascarade

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Notation (players count from 0; centre places are c0, c1):
//
//	look                 look at your own mask
//	swap 3 | fake 3      swap masks with player 3, or only pretend to
//	swap c0              swap with the first centre mask (4–5 players)
//	announce king        announce a mask
//	contest | pass       claim the announced mask too, or let it pass
//	target 2             a power's chosen player; "target none" lets the Witch keep her coins
//	pair 1 4             the Puppeteer's two players; the Fool adds "swap" or "fake"
//	exchange | keep      the Spy swaps after looking, or only pretends to
//	name widow           the Guru's target names its mask

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string { return FormatAction(a, g.NPlayers) }

func formatTarget(t, players int) string {
	if t >= players {
		return fmt.Sprintf("c%d", t-players)
	}
	return strconv.Itoa(t)
}

// FormatAction writes a for a table of the given size (centre targets follow the players).
func FormatAction(a game.Action, players int) string {
	switch a.Kind {
	case KindLook:
		return "look"
	case KindSwap:
		verb := "swap"
		if a.Args[1] == 0 {
			verb = "fake"
		}
		return verb + " " + formatTarget(int(a.Args[0]), players)
	case KindAnnounce:
		return "announce " + Mask(a.Args[0]).String()
	case KindContest:
		if a.Args[0] == 1 {
			return "contest"
		}
		return "pass"
	case KindTarget:
		if a.Args[0] < 0 {
			return "target none"
		}
		return fmt.Sprintf("target %d", a.Args[0])
	case KindPair:
		s := fmt.Sprintf("pair %d %d", a.Args[0], a.Args[1])
		switch a.Args[2] {
		case 1:
			s += " swap"
		case 0:
			s += " fake"
		}
		return s
	case KindExchange:
		if a.Args[0] == 1 {
			return "exchange"
		}
		return "keep"
	case KindName:
		return "name " + Mask(a.Args[0]).String()
	}
	return fmt.Sprintf("action(%d %v)", a.Kind, a.Args)
}

// ParseAction implements game.Game.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) {
	return ParseAction(text, g.NPlayers)
}

// ParseAction reads the notation for a table of the given size.
func ParseAction(text string, players int) (game.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return game.Action{}, fmt.Errorf("empty action")
	}
	bad := func(format string, args ...any) (game.Action, error) {
		return game.Action{}, fmt.Errorf("%s: %s", game.Quote(text), fmt.Sprintf(format, args...))
	}
	player := func(s string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n >= players {
			return 0, fmt.Errorf("%s is not a player (0–%d)", game.Quote(s), players-1)
		}
		return n, nil
	}
	switch f[0] {
	case "look", "contest", "pass", "exchange", "keep":
		if len(f) != 1 {
			return bad("%s takes nothing more", f[0])
		}
		switch f[0] {
		case "look":
			return game.NewAction(KindLook), nil
		case "contest":
			return game.NewAction(KindContest, 1), nil
		case "pass":
			return game.NewAction(KindContest, 0), nil
		case "exchange":
			return game.NewAction(KindExchange, 1), nil
		}
		return game.NewAction(KindExchange, 0), nil
	case "swap", "fake":
		if len(f) != 2 {
			return bad("write %s PLAYER or %s cN", f[0], f[0])
		}
		real := 1
		if f[0] == "fake" {
			real = 0
		}
		if strings.HasPrefix(f[1], "c") {
			c, err := strconv.Atoi(f[1][1:])
			if err != nil || c < 0 || c > 1 {
				return bad("centre place %s is c0 or c1", game.Quote(f[1]))
			}
			return game.NewAction(KindSwap, players+c, real), nil
		}
		p, err := player(f[1])
		if err != nil {
			return bad("%v", err)
		}
		return game.NewAction(KindSwap, p, real), nil
	case "announce", "name":
		if len(f) != 2 {
			return bad("write %s MASK", f[0])
		}
		m, err := ParseMask(f[1])
		if err != nil {
			return bad("%v", err)
		}
		if f[0] == "name" {
			return game.NewAction(KindName, int(m)), nil
		}
		return game.NewAction(KindAnnounce, int(m)), nil
	case "target":
		if len(f) != 2 {
			return bad("write target PLAYER or target none")
		}
		if f[1] == "none" {
			return game.NewAction(KindTarget, -1), nil
		}
		p, err := player(f[1])
		if err != nil {
			return bad("%v", err)
		}
		return game.NewAction(KindTarget, p), nil
	case "pair":
		if len(f) != 3 && len(f) != 4 {
			return bad("write pair A B, and swap or fake for the Fool")
		}
		a, err := player(f[1])
		if err != nil {
			return bad("%v", err)
		}
		b, err := player(f[2])
		if err != nil {
			return bad("%v", err)
		}
		if a > b {
			a, b = b, a
		}
		act := game.NewAction(KindPair, a, b)
		if len(f) == 4 {
			switch f[3] {
			case "swap":
				act.Args[2] = 1
			case "fake":
				act.Args[2] = 0
			default:
				return bad("the Fool's pair ends with swap or fake")
			}
		}
		return act, nil
	}
	return bad("unknown action (look, swap, fake, announce, contest, pass, target, pair, exchange, keep, name)")
}

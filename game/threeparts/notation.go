package threeparts

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Notation:
//
//	cut 3/2/4      the leader cuts the current segment into parts of 3, 2 and 4 cards
//	white | blue | black
//	               a vote (w, u, k also work)
//	joker 8        the joker joins the stack of eights

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string { return FormatAction(a) }

// FormatAction writes a in the notation.
func FormatAction(a game.Action) string {
	switch a.Kind {
	case KindCut:
		i, j := int(a.Args[0]), int(a.Args[1])
		return fmt.Sprintf("cut %d/%d/%d", i, j-i, a.Args[2])
	case KindVote:
		if name := ColourName(int(a.Args[0])); name != "" {
			return name
		}
	case KindJoker:
		return fmt.Sprintf("joker %d", a.Args[0])
	}
	return fmt.Sprintf("action(%d %v)", a.Kind, a.Args)
}

// ParseAction implements game.Game.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) { return ParseAction(text) }

// ParseAction reads the notation; it checks form only, Apply checks legality.
func ParseAction(text string) (game.Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	word, rest, _ := strings.Cut(t, " ")
	rest = strings.TrimSpace(rest)
	switch word {
	case "white", "w":
		return game.NewAction(KindVote, White), nil
	case "blue", "u":
		return game.NewAction(KindVote, Blue), nil
	case "black", "k":
		return game.NewAction(KindVote, Black), nil
	case "cut":
		parts := strings.Split(rest, "/")
		if len(parts) != 3 {
			return game.Action{}, fmt.Errorf("%s: write cut A/B/C with the three part sizes", game.Quote(text))
		}
		var sizes [3]int
		for i, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n < 1 || n > 9 {
				return game.Action{}, fmt.Errorf("%s: part size %s must be 1 to 9", game.Quote(text), game.Quote(p))
			}
			sizes[i] = n
		}
		return game.NewAction(KindCut, sizes[0], sizes[0]+sizes[1], sizes[2]), nil
	case "joker":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > 10 {
			return game.Action{}, fmt.Errorf("%s: a joker joins a stack numbered 1 to 10", game.Quote(text))
		}
		return game.NewAction(KindJoker, n), nil
	}
	return game.Action{}, fmt.Errorf("%s: unknown action (cut A/B/C, white, blue, black, joker N)", game.Quote(text))
}

package tiny

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Notation:
//
//	play 4     play the 4 (or just: 4)

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string {
	if a.Kind == KindPlay {
		return fmt.Sprintf("play %d", a.Args[0])
	}
	return fmt.Sprintf("action(%d %v)", a.Kind, a.Args)
}

// ParseAction implements game.Game; it checks form only, Apply checks legality.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	c, err := parseCard(strings.TrimSpace(strings.TrimPrefix(t, "play")))
	if err != nil {
		return game.Action{}, fmt.Errorf("%s: write play N, N a card from 1 to %d", game.Quote(text), Cards)
	}
	return game.NewAction(KindPlay, c), nil
}

func parseCard(s string) (int, error) {
	c, err := strconv.Atoi(s)
	if err != nil || c < 1 || c > Cards {
		return 0, fmt.Errorf("%q is not a card from 1 to %d", s, Cards)
	}
	return c, nil
}

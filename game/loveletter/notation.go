package loveletter

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Notation:
//
//	handmaid              play a card that takes no target
//	priest@2              play a card at seat 2 (seats count from 0)
//	guard@1=princess      the Guard names a character; values work too: 1@1=9
//	keep king under baron,guard
//	                      after a Chancellor: keep the King; the Baron goes under the
//	                      deck, then the Guard beneath it at the very bottom
//
// Spaces around the symbols are allowed; names are case-insensitive and may be
// shortened to three letters or more.

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string { return FormatAction(a) }

// FormatAction writes a in the notation.
func FormatAction(a game.Action) string {
	switch a.Kind {
	case KindPlay:
		s := Card(a.Args[0]).String()
		if a.Args[1] >= 0 {
			s += "@" + strconv.Itoa(int(a.Args[1]))
		}
		if a.Args[2] >= 0 {
			s += "=" + Card(a.Args[2]).String()
		}
		return s
	case KindKeep:
		s := "keep " + Card(a.Args[0]).String() + " under " + Card(a.Args[1]).String()
		if a.Args[2] >= 0 {
			s += "," + Card(a.Args[2]).String()
		}
		return s
	}
	return fmt.Sprintf("action(%d %v)", a.Kind, a.Args)
}

// ParseAction implements game.Game; seat is not needed to read Love Letter's notation.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) { return ParseAction(text) }

// ParseAction reads the notation. It checks form only; Apply checks legality.
func ParseAction(text string) (game.Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" {
		return game.Action{}, fmt.Errorf("empty action")
	}
	if strings.HasPrefix(t, "keep") && (len(t) == 4 || t[4] == ' ') {
		return parseKeep(t)
	}
	cardText, rest, hasTarget := strings.Cut(t, "@")
	guessText := ""
	hasGuess := false
	if hasTarget {
		rest, guessText, hasGuess = strings.Cut(rest, "=")
	} else if strings.Contains(cardText, "=") {
		return game.Action{}, fmt.Errorf("%s: a guess needs a target first, as in guard@1=priest", game.Quote(text))
	}
	c, err := ParseCard(cardText)
	if err != nil {
		return game.Action{}, fmt.Errorf("%s: %w", game.Quote(text), err)
	}
	a := game.NewAction(KindPlay, int(c))
	if hasTarget {
		seat, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || seat < 0 || seat > 15 {
			return game.Action{}, fmt.Errorf("%s: target %s is not a seat number", game.Quote(text), game.Quote(strings.TrimSpace(rest)))
		}
		a.Args[1] = int8(seat)
	}
	if hasGuess {
		guess, err := ParseCard(guessText)
		if err != nil {
			return game.Action{}, fmt.Errorf("%s: guess: %w", game.Quote(text), err)
		}
		a.Args[2] = int8(guess)
	}
	return a, nil
}

func parseKeep(t string) (game.Action, error) {
	body := strings.TrimSpace(strings.TrimPrefix(t, "keep"))
	keptText, underText, ok := strings.Cut(body, " under ")
	if !ok {
		return game.Action{}, fmt.Errorf("%s: write keep CARD under CARD[,CARD]", game.Quote(t))
	}
	kept, err := ParseCard(keptText)
	if err != nil {
		return game.Action{}, fmt.Errorf("%s: kept card: %w", game.Quote(t), err)
	}
	a := game.NewAction(KindKeep, int(kept))
	parts := strings.Split(underText, ",")
	if len(parts) > 2 {
		return game.Action{}, fmt.Errorf("%s: at most two cards go under the deck", game.Quote(t))
	}
	for i, p := range parts {
		c, err := ParseCard(p)
		if err != nil {
			return game.Action{}, fmt.Errorf("%s: returned card: %w", game.Quote(t), err)
		}
		a.Args[1+i] = int8(c)
	}
	return a, nil
}

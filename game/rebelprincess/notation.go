package rebelprincess

import (
	"fmt"
	"strings"

	"parlour/game"
)

// Notation: "keep cinderella", "pass P3 Q7 A8" (for one each way: the right
// neighbour's card first), "play Q12".

func kindName(k uint8) string {
	switch k {
	case KindDraft:
		return "keep"
	case KindPass:
		return "pass"
	case KindPlay:
		return "play"
	}
	return fmt.Sprintf("kind%d", k)
}

// FormatAction implements game.Game.
func (g *Game) FormatAction(a game.Action) string { return FormatAction(a) }

// FormatAction writes an action in the notation.
func FormatAction(a game.Action) string {
	switch a.Kind {
	case KindDraft:
		if i := int(a.Args[0]); i >= 0 && i < len(Princesses) {
			return "keep " + Princesses[i].Slug
		}
	case KindPass:
		parts := []string{"pass"}
		for _, x := range a.Args {
			if x >= 0 {
				parts = append(parts, Card(x).String())
			}
		}
		return strings.Join(parts, " ")
	case KindPlay:
		return "play " + Card(a.Args[0]).String()
	}
	return fmt.Sprintf("?%d%v", a.Kind, a.Args)
}

// ParseAction implements game.Game.
func (g *Game) ParseAction(seat int, text string) (game.Action, error) { return ParseAction(text) }

// ParseAction reads the notation.
func ParseAction(text string) (game.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return game.Action{}, fmt.Errorf("empty action (write keep NAME, pass CARDS or play CARD)")
	}
	switch f[0] {
	case "keep":
		if len(f) == 2 {
			for i, p := range Princesses {
				if p.Slug == f[1] {
					return game.NewAction(KindDraft, i), nil
				}
			}
		}
		return game.Action{}, fmt.Errorf("%q: name a princess, e.g. keep cinderella", text)
	case "pass":
		if len(f) < 2 || len(f) > 4 {
			return game.Action{}, fmt.Errorf("%q: pass one to three cards, e.g. pass P3 Q7", text)
		}
		var args []int
		for _, s := range f[1:] {
			c, err := ParseCard(s)
			if err != nil {
				return game.Action{}, err
			}
			args = append(args, int(c))
		}
		return game.NewAction(KindPass, args...), nil
	case "play":
		if len(f) != 2 {
			return game.Action{}, fmt.Errorf("%q: play one card, e.g. play Q12", text)
		}
		c, err := ParseCard(f[1])
		if err != nil {
			return game.Action{}, err
		}
		return game.NewAction(KindPlay, int(c)), nil
	}
	return game.Action{}, fmt.Errorf("%q: unknown action %q (keep, pass, play)", text, f[0])
}

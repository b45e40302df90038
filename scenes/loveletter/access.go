package loveletter

import (
	"strings"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/scenes/loveletter/words"
)

// What the accessible page says of a seat and of the table beyond the kit's
// words (scenes/table/access.go): what the panels and the felt show, from
// the view — the tokens each seat won, the cards it played this round, the
// deck, the cards set aside face up.

// SeatWords implements table.SeatWorder.
func (g *Table) SeatWords(seat int) []string {
	v := &g.v
	if seat >= len(v.Tokens) {
		return nil
	}
	out := []string{i18n.N("loveletter.access.tokens", v.Tokens[seat], v.Tokens[seat])}
	if played := v.Discards[seat]; len(played) > 0 {
		names := make([]string, len(played))
		for i, c := range played {
			names[i] = words.CardName(c)
		}
		out = append(out, i18n.T("loveletter.access.played", strings.Join(names, ", ")))
	}
	if v.Shown[seat] != ll.NoCard {
		out = append(out, i18n.T("loveletter.access.showed", words.CardName(v.Shown[seat])))
	}
	return out
}

// TableWords implements table.TableWorder.
func (g *Table) TableWords() []string {
	v := &g.v
	out := []string{i18n.N("loveletter.deck_left", v.Deck, v.Deck), i18n.N("loveletter.tokens_to_win", v.Target, v.Target)}
	if len(v.FaceUp) > 0 {
		names := make([]string, len(v.FaceUp))
		for i, c := range v.FaceUp {
			names[i] = words.CardName(c)
		}
		out = append(out, i18n.T("loveletter.access.face_up", strings.Join(names, ", ")))
	}
	return out
}

package mascarade

import (
	"strings"

	"parlour/assets/i18n"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/words"
)

// What the accessible page says of a seat and of the table beyond the kit's
// words (scenes/table/access.go), from the view: each player's coins and
// the mask lying face up before it; the court's coins and the centre's
// masks face up. A mask face down is said to be face down, as it is drawn.

// SeatWords implements table.SeatWorder.
func (g *Table) SeatWords(seat int) []string {
	v := &g.v
	if seat >= len(v.Coins) {
		return nil
	}
	out := []string{i18n.N("mascarade.access.coins", v.Coins[seat], v.Coins[seat])}
	if seat < len(v.At) {
		out = append(out, g.maskWords(v.At[seat]))
	}
	return out
}

// TableWords implements table.TableWorder.
func (g *Table) TableWords() []string {
	v := &g.v
	out := []string{i18n.T("mascarade.court") + ": " + i18n.N("mascarade.access.coins", v.Court, v.Court)}
	var centre []string
	for place := v.N; place < len(v.Up); place++ {
		centre = append(centre, g.maskWords(place))
	}
	if len(centre) > 0 {
		out = append(out, i18n.T("mascarade.access.centre", strings.Join(centre, ", ")))
	}
	return out
}

// maskWords says the mask at a place as the table shows it.
func (g *Table) maskWords(place int) string {
	if place >= 0 && place < len(g.v.Up) && g.v.Up[place] != mg.NoMask {
		return i18n.T("mascarade.access.face_up", words.MaskName(g.v.Up[place]))
	}
	return i18n.T("mascarade.access.face_down")
}

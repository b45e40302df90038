package threeparts

import (
	"fmt"
	"strings"

	"parlour/assets/i18n"
	"parlour/scenes/threeparts/words"
)

// What the accessible page says of a seat and of the table beyond the kit's
// words (scenes/table/access.go), from the board as the table shows it: a
// seat's stacks of numbers (with the jokers on them), whether its vote is
// in, and the row with its parts.

// SeatWords implements table.SeatWorder.
func (g *Table) SeatWords(seat int) []string {
	b := g.v
	if b == nil || seat >= len(b.Numbers) {
		return nil
	}
	var stacks []string
	for n := 1; n <= 10; n++ {
		k := b.Numbers[seat][n]
		if seat < len(b.Jokers) {
			k += b.Jokers[seat][n]
		}
		switch {
		case k == 1:
			stacks = append(stacks, fmt.Sprint(n))
		case k > 1:
			stacks = append(stacks, fmt.Sprintf("%d×%d", n, k))
		}
	}
	if len(stacks) == 0 {
		return []string{i18n.T("threeparts.access.no_stacks")}
	}
	return []string{i18n.T("threeparts.access.stacks", strings.Join(stacks, ", "))}
}

// TableWords implements table.TableWorder.
func (g *Table) TableWords() []string {
	b := g.v
	if b == nil || len(b.Row) == 0 {
		return nil
	}
	var row []string
	for i, c := range b.Row {
		if i < len(b.On) && !b.On[i] {
			continue
		}
		row = append(row, words.CardLabel(c))
	}
	out := []string{i18n.T("threeparts.access.row", strings.Join(row, " "))}
	if cur, ok := b.Current(); ok {
		for _, p := range cur.Parts() {
			out = append(out, words.Colour(p.Colour)+": "+words.Cards(b.Row[p.Lo:p.Hi]))
		}
	}
	return out
}

package rebelprincess

import (
	"fmt"

	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// What the accessible page says of a seat and of the table beyond the kit's
// words (scenes/table/access.go), from the view and as the panels show it:
// a seat's princess once shown, its proposals this round ("+?" where it
// took cards the person has not seen) and in all before it, its cards laid
// face up; the round card and the trick being played.

// SeatWords implements table.SeatWorder.
func (g *Table) SeatWords(seat int) []string {
	v := &g.v
	if seat >= v.N {
		return nil
	}
	var out []string
	if pr := v.Power(seat); pr >= 0 && !g.t.Hidden(table.At("princess", seat, 0)) {
		name := words.PrincessName(v.Princess[seat])
		if v.Princess[seat] == rp.Carmesina && pr != rp.Carmesina {
			name = i18n.T("rebelprincess.seat.copy", words.PrincessName(rp.Carmesina), words.PrincessName(pr))
		}
		out = append(out, name)
	}
	if seat < len(v.Proposals) && v.Phase != rp.PhaseDraft {
		out = append(out, i18n.T("rebelprincess.access.proposals", v.Counted(seat, v.Proposals[seat])))
	}
	if seat < len(v.Before) {
		out = append(out, i18n.N("rebelprincess.seat.total", v.Before[seat], v.Before[seat]))
	}
	if seat != g.t.Human() && seat < len(v.Exposed) && len(v.Exposed[seat]) > 0 {
		out = append(out, i18n.T("rebelprincess.access.face_up", words.CardList(v.Exposed[seat])))
	}
	return out
}

// TableWords implements table.TableWorder.
func (g *Table) TableWords() []string {
	v := &g.v
	var out []string
	if v.Round < len(v.Schedule) {
		out = append(out, i18n.T("rebelprincess.access.round", words.RoundName(v.Schedule[v.Round])))
	}
	for _, p := range v.Trick {
		card := words.CardName(p.Card)
		if p.Hidden {
			card = i18n.T("rebelprincess.access.face_down")
		}
		line := fmt.Sprintf("%s: %s", g.t.SeatName(p.Seat), card)
		if note := g.trickNote(p); note != "" && !p.Hidden {
			line += ". " + note
		}
		out = append(out, line)
	}
	return out
}

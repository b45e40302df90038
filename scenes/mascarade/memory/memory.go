// Package memory is what Mascarade's memory aid says, read only from the
// person's observation (mascarade.Know, the same knowledge the bots reason
// with): for each place, the mask the person last saw there and how many
// swaps it has been through since, or the mask they are sure of. It holds
// no Ebitengine, so it is tested natively; the table (scenes/mascarade)
// draws it beside the masks and in the tracker.
package memory

import (
	"cmp"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/words"
)

// Mark is what the person knows of one place.
type Mark struct {
	Mask   mg.Mask // last seen there and possibly there still, or NoMask
	Since  int     // swaps it has been through since, unseen
	Sure   bool    // the person is certain of it
	Chance float64 // the chance that Mask is there, as the person can tell
}

// Marks reads the person's marks, one per place (the players' places,
// then the centre's). A mask last seen at a place that cannot be there any
// more (it is surely elsewhere, or was seen elsewhere since) is not shown:
// the aid never says more than the person knows.
func Marks(o *mg.Observation) ([]Mark, error) {
	k, err := mg.Know(o)
	if err != nil {
		return nil, err
	}
	belief := k.Belief()
	out := make([]Mark, o.Players+o.Centre)
	for p := range out {
		if c := k.Certain(p); c != mg.NoMask {
			out[p] = Mark{Mask: c, Sure: true, Chance: 1}
			continue
		}
		m, since := k.LastSeen(p)
		out[p] = Mark{Mask: mg.NoMask}
		if m.Valid() && p < len(belief) && belief[p][m] > 0 {
			out[p] = Mark{Mask: m, Since: since, Chance: belief[p][m]}
		}
	}
	return out, nil
}

// After reads the marks as they stood once the events of log had been seen:
// o's table (its players, masks and centre) with log as its history, the
// person's own events as they played (a table's view lags behind the
// engine, and the aid drawn beside a mask lying face up says that mask).
func After(o *mg.Observation, log []game.Event) ([]Mark, error) {
	then := &mg.Observation{Seat: o.Seat, Players: o.Players, Scenario: o.Scenario, Masks: o.Masks, Centre: o.Centre, At: o.At,
		Seen: game.Seen{Log: log}}
	return Marks(then)
}

// Label is the mark beside a mask: its name when the person is sure of it,
// else the name last seen and the swaps since ("King? ↔2").
func (a Mark) Label() string {
	switch {
	case a.Mask == mg.NoMask:
		return "?"
	case a.Sure:
		return i18n.T("mascarade.aid.sure", words.MaskName(a.Mask))
	}
	return i18n.T("mascarade.aid.seen", words.MaskName(a.Mask), a.Since)
}

// Holders are the places whose marks show mask m: those the person is sure
// of first, then the likelier first.
func Holders(marks []Mark, m mg.Mask) []int {
	var out []int
	for p, a := range marks {
		if a.Mask == m {
			out = append(out, p)
		}
	}
	game.SortStable(out, func(p, q int) int {
		a, b := marks[p], marks[q]
		if a.Sure != b.Sure {
			if a.Sure {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Chance, a.Chance)
	})
	return out
}

// Who names a holder in the tracker as the seat's mark does: with a "?"
// when the person is not sure.
func (a Mark) Who(name string) string {
	if a.Sure {
		return name
	}
	return i18n.T("mascarade.aid.who_unsure", name)
}

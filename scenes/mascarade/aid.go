package mascarade

import (
	"strconv"

	"parlour/assets/i18n"
	mg "parlour/game/mascarade"
	"parlour/scenes"
	"parlour/scenes/platform"
)

// The memory aid, off by default: for each place, the mask the person last
// saw there and how many swaps it has been through since, read only from
// the person's observation (mascarade.Know), the same knowledge the bots
// reason with. The kit has no per-game settings, so the setting is a switch
// in the centre of the table, kept in storage under its own key (a kit gap:
// it is not part of the save code).

// aidKey is the storage key of the memory aid setting.
const aidKey = "mascarade.memory_aid"

func loadAid(a *scenes.App) bool {
	if a == nil || a.Store == nil {
		return false
	}
	b, ok := a.Store.Load(aidKey)
	return ok && string(b) == "true"
}

// setAid turns the memory aid on or off, remembers it, and brings the view's
// marks up to date at once.
func (g *Table) setAid(on bool) {
	g.aid = on
	if a := g.t.App; a != nil && a.Store != nil {
		a.Save(aidKey, []byte(strconv.FormatBool(on)))
	}
	g.v.aid = nil
	if on {
		g.v.aid = aidMarks(g.obs())
	}
}

// aidMark is what the person knows of one place.
type aidMark struct {
	mask  mg.Mask // last seen there, or NoMask
	since int     // swaps it has been through since, unseen
	sure  bool    // the person is certain of it
}

func aidMarks(o *mg.Observation) []aidMark {
	k, err := mg.Know(o)
	if err != nil {
		platform.Warn("parlour: mascarade: the memory aid cannot read the table: " + err.Error())
		return nil
	}
	out := make([]aidMark, o.Players+o.Centre)
	for p := range out {
		m, since := k.LastSeen(p)
		out[p] = aidMark{mask: m, since: since}
		if c := k.Certain(p); c != mg.NoMask {
			out[p] = aidMark{mask: c, sure: true}
		}
	}
	return out
}

// label is the mark beside a mask: its name when the person is sure of it,
// else the name last seen and the swaps since ("King? ⇄2").
func (a aidMark) label() string {
	switch {
	case a.mask == mg.NoMask:
		return "?"
	case a.sure:
		return i18n.T("mascarade.aid.sure", maskName(a.mask))
	}
	return i18n.T("mascarade.aid.seen", maskName(a.mask), a.since)
}

func itoa(i int) string { return strconv.Itoa(i) }

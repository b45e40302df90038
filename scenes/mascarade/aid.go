package mascarade

import (
	"slices"
	"strconv"

	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/memory"
	"parlour/scenes/platform"
	"parlour/scenes/table"
)

// The memory aid, off by default: for each place, the mask the person last
// saw there and how many swaps it has been through since, read only from
// the person's observation (mascarade.Know), the same knowledge the bots
// reason with. The kit has no per-game settings, so the setting is a switch
// in the centre of the table, kept in storage under its own key (a kit gap:
// it is not part of the save code).

// aidKey is the storage key of the memory aid setting.
const aidKey = "mascarade.memory_aid"

func loadAid(t *table.Table) bool {
	b, ok := t.Stored(aidKey)
	return ok && string(b) == "true"
}

// The switch is no part of any decision, but the kit knows only decisions:
// it offers the switch as one of the prompt's spots, and its hint search
// (Hint, and the guided round's ring) tries every spot it is offered, Pick
// after Pick, going back by Sync. So Pick only flips the switch in the
// half-made decision (decide.Decision's Flip, and whether the kit was
// searching then): the aid shows flipped at once and nothing is saved. A
// search's flip goes with the rest of the half-made decision at the next
// Sync; the person's own flip is kept (the setting changed and saved) when
// the table is next drawn, which the search never does, or by the next
// Sync. A kit gap: the kit could offer a table's switches apart from its
// prompt and never try them.

// aidOn reports whether the memory aid shows: the setting, or the switch
// flipped from it.
func (g *Table) aidOn() bool { return g.dec.AidOn(g.aid) }

// aidFlipped is the switch picked: the view's marks are read if the aid
// now shows.
func (g *Table) aidFlipped() { g.marks.Set(g.readMarks()) }

// keepAid makes a flipped switch the setting, and saves it.
func (g *Table) keepAid() {
	if !g.dec.Flip {
		return
	}
	g.aid, g.dec.Flip = !g.aid, false
	g.t.Store(aidKey, []byte(strconv.FormatBool(g.aid)))
}

// settleAid is Sync's part: the person's flip is kept; a hint search's
// goes.
func (g *Table) settleAid() {
	if g.dec.Flip && !g.dec.Searched {
		g.keepAid()
	}
	g.dec.Flip = false
}

// readMarks are the person's marks for the memory aid (package memory)
// once the events the view has played have been seen, or none while the
// aid is off.
func (g *Table) readMarks() []memory.Mark {
	if !g.aidOn() || g.synced == nil || dealt(g.log) < g.synced.Players+g.synced.Centre {
		return nil // before the whole deal has played, nothing to read
	}
	marks, err := memory.After(g.synced, g.log)
	if err != nil {
		platform.Warn("parlour: mascarade: the memory aid cannot read the table: " + err.Error())
		return nil
	}
	return marks
}

// played adds event e to the log the aid reads, as the view plays it. A
// new table (a new game, a replay from its start) is synced to its engine
// already dealt, then plays the deal (the kit's Sync when a table opens):
// a setup for a place the log has dealt already is that deal played again,
// so the log begins again there, and the aid shows nothing until the whole
// deal has landed. Appended to the synced log instead, the deal read twice
// and the aid dropped its marks until the table was at rest.
func (g *Table) played(e game.Event) {
	o := g.synced
	if o == nil {
		return
	}
	if e.Type == mg.EvSetup {
		if i := slices.IndexFunc(g.log, func(x game.Event) bool { return x.Type == mg.EvSetup && x.Target == e.Target }); i >= 0 {
			g.log = g.log[:i]
			g.marks.Set(nil)
		}
	}
	g.log = append(g.log, e.Redact(o.Seat)) // an open replay's events are whole
}

// dealt counts the setup events in log.
func dealt(log []game.Event) int {
	n := 0
	for _, e := range log {
		if e.Type == mg.EvSetup {
			n++
		}
	}
	return n
}

// aidMarks are the marks the aid shows at the moment drawn: those of the
// events whose motion has landed (issue 38: it said "Judge Basil?" while
// Basil's mask lay face up as the Cheat, read at rest before the reveal).
func (g *Table) aidMarks() []memory.Mark { return g.marks.Get(g.t) }

func itoa(i int) string { return strconv.Itoa(i) }

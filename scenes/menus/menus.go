// Package menus is the title, the setup, the settings, the statistics and
// the rules reference. It names no game: every game it offers comes from
// the tables registered with the kit (scenes/table) and their metadata
// (game.Definition): player range, variants, options and bots.
package menus

import (
	"hash/fnv"
	"math"
	"slices"
	"time"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/scenes"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/saves"
	"parlour/scenes/table"
	"parlour/scenes/table/flow"
)

// Install makes the menus the app's home and rules reference.
func Install(a *scenes.App) {
	for _, s := range table.Specs() {
		a.Games = append(a.Games, s.Name)
	}
	a.Home = func(a *scenes.App) scenes.Scene {
		if a.Embedded() {
			return embedHome(a)
		}
		if a.Setup.Direct && !a.Setup.Used {
			a.Setup.Used = true
			// A URL naming a game opens its setup, unless a game saved in
			// this browser and open in no other tab waits: then the title,
			// with Continue first, so that reloading a table's page comes
			// back to the game. A shared deal opens its setup in any case.
			// A game started from the setup takes a slot of its own.
			if _, ok := table.Lookup(a.Setup.Game); ok && (!resumable(a) || a.Setup.Deal != nil) {
				return NewSetup(a, a.Setup.Game)
			}
		}
		return &Title{}
	}
	a.Rules = func(a *scenes.App, name string, back scenes.Scene) scenes.Scene {
		return &Rules{back: back, game: name}
	}
	a.OpenSettings = func(a *scenes.App, back scenes.Scene) scenes.Scene {
		return &Settings{back: back, inGame: true}
	}
	a.HostNew = hostNew
}

// Offered lists the games with a table and the bot levels offered for each,
// for the URL parameters.
func Offered() []params.Game {
	var out []params.Game
	for _, s := range table.Specs() {
		d, err := game.Lookup(s.Name)
		if err != nil {
			continue
		}
		out = append(out, params.Game{Def: d, Bots: BotLevels(d)})
	}
	return out
}

// BotLevels are the levels a person may choose for a game: every game's,
// in order, without the random bot (it is for tests).
func BotLevels(d game.Definition) []string {
	return catalog.Offered()
}

// seatName is seat i's name: the one chosen at setup, or the default.
func seatName(a *scenes.App, i int) string {
	if i < len(a.Settings.Names) && a.Settings.Names[i] != "" {
		return a.Settings.Names[i]
	}
	if i == 0 {
		return i18n.T("you")
	}
	return profile.DefaultName(i)
}

// saved is a game in progress in one of the save slots (package saves),
// read as strictly as typed input.
type saved struct {
	id   string
	rec  flow.Record
	spec table.Spec
	line string // "Love Letter · 3 players"
	// elsewhere is set while another tab plays it.
	elsewhere bool
	last      time.Time
}

// readCache keeps each slot's reading by its bytes' hash: the title reads
// the list again every second (another tab may start, take or end a game),
// and a record need not be decoded again while it has not changed, nor
// the language its line is in (issue 38: the line stayed in the old one).
var readCache = map[string]readCached{}

type readCached struct {
	sum  uint64
	lang string
	s    *saved
}

// savedGames reads every slot, the last played first. A save that cannot
// be read is removed (with a notice, details in the console); a game that
// had ended has its result recorded, once, and leaves its slot; a game
// without a table in this version stays for a later one.
func savedGames(a *scenes.App, tell bool) []*saved {
	var out []*saved
	for _, slot := range a.Saves.List() {
		b, ok := a.Saves.Load(slot.ID)
		if !ok {
			continue
		}
		h := fnv.New64a()
		h.Write(b)
		if c, ok := readCache[slot.ID]; ok && c.sum == h.Sum64() && c.lang == i18n.Language() {
			sv := *c.s
			sv.elsewhere, sv.last = slot.Elsewhere, slot.Last
			out = append(out, &sv)
			continue
		}
		rec, s, err := flow.DecodeRecord(b)
		switch {
		case err != nil:
			if slot.Elsewhere {
				continue // the other tab may be writing it: its business
			}
			if a.Saves.Delete(slot.ID) == nil {
				platform.Warn("parlour: a saved game was removed: " + err.Error())
				a.Notify(i18n.T("notice.game_reset"))
			}
			continue
		case s.Game.Over():
			if slot.Elsewhere {
				continue // the tab that plays it records it
			}
			// Removed first, recorded only if this tab removed it: two
			// tabs listing at once record it once.
			if a.Saves.Delete(slot.ID) != nil {
				continue
			}
			if s.Human >= 0 && !s.Several() {
				won := slices.Contains(s.Game.Result().Winners, s.Human)
				a.UpdateStats(func(st profile.Stats) { st.RecordAgainst(s.Game.Name(), s.BotLevel(), s.Daily != "", s.Assisted, won) })
			}
			keepEnded(a, slot.ID, b, s, slot.Last)
			a.Notify(i18n.T("notice.game_finished"))
			continue
		}
		spec, ok := table.Lookup(rec.Game)
		if !ok {
			if tell {
				a.Notify(i18n.T("notice.no_table"))
			}
			continue
		}
		line := i18n.N("title.saved_line", len(s.Seats), i18n.T(spec.Name+".name"), len(s.Seats))
		sv := &saved{id: slot.ID, rec: rec, spec: spec, line: line}
		if len(readCache) > 4*saves.Max {
			clear(readCache)
		}
		readCache[slot.ID] = readCached{h.Sum64(), i18n.Language(), sv}
		c := *sv
		c.elsewhere, c.last = slot.Elsewhere, slot.Last
		out = append(out, &c)
	}
	return out
}

// resumable reports whether a saved game no other tab plays waits.
func resumable(a *scenes.App) bool {
	for _, g := range savedGames(a, false) {
		if !g.elsewhere {
			return true
		}
	}
	return false
}

// resume opens a saved game. take says to continue it here even while
// another tab plays it (the person chose to take it over); without it, a
// game open elsewhere is not opened, and the person is told.
func resume(a *scenes.App, id string, take bool) bool {
	b, ok := a.Saves.Load(id)
	if !ok {
		a.Notify(i18n.T("notice.game_gone"))
		return false
	}
	rec, s, err := flow.DecodeRecord(b)
	if err != nil || s.Game.Over() {
		savedGames(a, true)
		return false
	}
	if err := a.Saves.Hold(id, take); err != nil {
		a.Notify(i18n.T("notice.open_elsewhere"))
		return false
	}
	t, err := table.Resume(a, id, rec, s)
	if err != nil {
		a.Saves.ReleaseOne(id)
		platform.Warn("parlour: " + err.Error())
		a.Notify(i18n.T("notice.no_table"))
		return false
	}
	a.Go(t)
	return true
}

// full reports whether a new game would have to replace a saved one (the
// most kept), and which: the one played least recently that no tab plays.
func full(a *scenes.App) (oldest *saved, isFull bool) {
	list := savedGames(a, false)
	if len(a.Saves.List()) < saves.Max {
		return nil, false
	}
	for i := len(list) - 1; i >= 0; i-- {
		if !list[i].elsewhere {
			return list[i], true
		}
	}
	return nil, true
}

// column is the width menus use, centred.
func column(a *scenes.App) float64 { return math.Min(a.W*0.92, 40*a.Unit) }

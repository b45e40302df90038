// Package menus is the title, the setup, the settings, the statistics and
// the rules reference. It names no game: every game it offers comes from
// the tables registered with the kit (scenes/table) and their metadata
// (game.Definition): player range, variants, options and bots.
package menus

import (
	"math"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/scenes"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/table"
	"parlour/scenes/table/flow"
)

// Install makes the menus the app's home and rules reference.
func Install(a *scenes.App) {
	a.Home = func(a *scenes.App) scenes.Scene {
		if a.Setup.Direct && !a.Setup.Used {
			a.Setup.Used = true
			// A URL naming a game opens its setup, unless a saved game must
			// be offered first: then the title, with Continue first.
			// A shared deal opens its setup in any case: starting it asks
			// before it replaces the saved game.
			if _, ok := table.Lookup(a.Setup.Game); ok && (!hasSaved(a) || a.Setup.Deal != nil) {
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

// BotLevels are the levels a person may choose for a game: the game's bots
// that can be made now, in the game's order, without the random bot (it is
// for tests).
func BotLevels(d game.Definition) []string {
	var out []string
	for _, b := range d.Bots {
		if b == "random" {
			continue
		}
		if _, err := catalog.NewBot(d.Name, b, 1); err == nil {
			out = append(out, b)
		}
	}
	return out
}

// botNames are the bots' default names, seat 1 onwards.
var botNames = []string{"Ada", "Basil", "Clara", "Dmitri", "Elena", "Felix", "Greta", "Hugo", "Iris", "Jonas", "Kira", "Leon", "Mira", "Nils", "Olga"}

// seatName is seat i's name: the one chosen at setup, or the default.
func seatName(a *scenes.App, i int) string {
	if i < len(a.Settings.Names) && a.Settings.Names[i] != "" {
		return a.Settings.Names[i]
	}
	if i == 0 {
		return i18n.T("you")
	}
	return botNames[(i-1)%len(botNames)]
}

// saved is the table in the save slot, read as strictly as typed input.
type saved struct {
	rec  flow.Record
	spec table.Spec
	line string // "Love Letter · 3 players"
}

// hasSaved reports whether a game in progress waits in the slot.
func hasSaved(a *scenes.App) bool {
	_, ok := loadSaved(a, false)
	return ok
}

// loadSaved reads the slot. A save that cannot be read is removed (with a
// notice, details in the console); a game that had ended has its result
// recorded, once, and leaves the slot; a game without a table in this
// version stays for a later one.
func loadSaved(a *scenes.App, tell bool) (*saved, bool) {
	b, ok := a.Store.Load(scenes.KeySession)
	if !ok {
		return nil, false
	}
	rec, s, err := flow.DecodeRecord(b)
	switch {
	case err != nil:
		platform.Warn("parlour: the saved game was removed: " + err.Error())
		a.Store.Delete(scenes.KeySession)
		a.Notify(i18n.T("notice.game_reset"))
		return nil, false
	case s.Game.Over():
		if s.Human >= 0 {
			a.Stats.Finish(s.Game.Name(), slices.Contains(s.Game.Result().Winners, s.Human))
			a.SaveProfile()
		}
		a.Store.Delete(scenes.KeySession)
		a.Notify(i18n.T("notice.game_finished"))
		return nil, false
	}
	spec, ok := table.Lookup(rec.Game)
	if !ok {
		if tell {
			a.Notify(i18n.T("notice.no_table"))
		}
		return nil, false
	}
	line := i18n.N("title.saved_line", len(s.Seats), i18n.T(spec.Name+".name"), len(s.Seats))
	return &saved{rec: rec, spec: spec, line: line}, true
}

// resume opens the saved table.
func resume(a *scenes.App) bool {
	b, ok := a.Store.Load(scenes.KeySession)
	if !ok {
		return false
	}
	rec, s, err := flow.DecodeRecord(b)
	if err != nil || s.Game.Over() {
		loadSaved(a, true)
		return false
	}
	t, err := table.Resume(a, rec, s)
	if err != nil {
		platform.Warn("parlour: " + err.Error())
		a.Notify(i18n.T("notice.no_table"))
		return false
	}
	a.Go(t)
	return true
}

// column is the width menus use, centred.
func column(a *scenes.App) float64 { return math.Min(a.W*0.92, 40*a.Unit) }

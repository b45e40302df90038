package menus

// A game embedded on another site's page (embed=1): its home is the game's
// setup, with the host's choices (some locked), and its menu offers what
// makes sense in a frame. The host may start a new game (hostlink's new).

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/hostlink"
	"parlour/scenes/keymap"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// embedHome is an embed's first scene and where "new game" leads: the
// game's setup, or, when the URL names no game it has, the list of games
// with a message saying so (and the host is told).
func embedHome(a *scenes.App) scenes.Scene {
	if _, ok := table.Lookup(a.Setup.Game); ok && a.Setup.Direct {
		return NewSetup(a, a.Setup.Game)
	}
	if !a.Setup.Used {
		a.Setup.Used = true
		platform.Warn("parlour: this embed names no game it has (game=" + strings.Join(a.Games, "|") + ")")
		a.TellHost(hostlink.Error("no game named: game= is one of " + strings.Join(a.Games, ", ")))
	}
	return &Title{}
}

// hostNew starts the game a host's message asks for, its choices checked
// like the URL's (unknown names and bad values are ignored with a warning).
// The host's locks and origins stay; a game it cannot start is an error
// message to it.
func hostNew(a *scenes.App, query string) {
	c, warnings := params.Parse(query, i18n.Languages(), Offered())
	for _, w := range warnings {
		platform.Warn(w)
	}
	if _, ok := table.Lookup(c.Game); !ok || !c.Direct {
		a.TellHost(hostlink.Error("no such game: game= is one of " + strings.Join(a.Games, ", ")))
		return
	}
	was := a.Setup
	c.Embed, c.Lock, c.Origins, c.Preferred, c.Check, c.Lang = was.Embed, was.Lock, was.Origins, was.Preferred, was.Check, was.Lang
	if c.Speed == "" {
		c.Speed = was.Speed
	} else {
		a.Settings.Speed = c.Speed // this visit's, like speed=
	}
	a.Setup = c
	s := NewSetup(a, c.Game)
	a.Go(s)
	if why := s.refused(); why != "" {
		a.TellHost(hostlink.Error(why))
		return
	}
	if !s.mustReplace(a) {
		s.start(a)
	}
}

// EmbedMenu is an embed's menu: the rules, the settings, full screen where
// the host allows it, and the full parlour in a new tab.
type EmbedMenu struct {
	back scenes.Scene
	game string
}

// Name implements scenes.Scene.
func (m *EmbedMenu) Name() string { return "embed-menu" }

// embedItems are the menu's buttons: target names and labels.
func embedItems() [][2]string {
	items := [][2]string{{"rules", "menu.rules"}, {"settings", "menu.settings"}}
	if platform.FullscreenAllowed() {
		items = append(items, fullscreenItem())
	}
	return append(items, [2]string{"full-parlour", "embed.full_parlour"})
}

// fullscreenItem is the full screen button, as it is now.
func fullscreenItem() [2]string {
	if platform.Fullscreen() {
		return [2]string{"fullscreen", "embed.leave_fullscreen"}
	}
	return [2]string{"fullscreen", "embed.fullscreen"}
}

// layout lays the buttons out in one column, or two on a screen too low
// for one.
func (m *EmbedMenu) layout(a *scenes.App, n int) []layout.Rect {
	w := column(a)
	bh := math.Max(a.Touch(), style.ButtonH*a.Unit)
	top := a.BackButton().Bottom() + a.Space.M
	cols := 1
	if top+float64(n)*(bh+a.Space.S) > a.H {
		cols = 2
	}
	rows := (n + cols - 1) / cols
	y := top + math.Max(0, (a.H-top-float64(rows)*(bh+a.Space.S))/2)
	out, _ := layout.Grid(layout.Rect{X: a.W/2 - w/2, Y: y, W: w}, n, cols, w, bh, a.Space.S)
	return out
}

// Update implements scenes.Scene.
func (m *EmbedMenu) Update(a *scenes.App) error {
	items := embedItems()
	for i, r := range m.layout(a, len(items)) {
		if !a.Hit(items[i][0], r) {
			continue
		}
		switch items[i][0] {
		case "rules":
			a.Go(a.Rules(a, m.game, m))
		case "settings":
			a.Go(a.OpenSettings(a, m))
		case "fullscreen":
			platform.ToggleFullscreen()
		case "full-parlour":
			platform.OpenTab(platform.PageURL())
		}
		return nil
	}
	if a.Hit("back", a.BackButton()) || a.In.Did(keymap.Back) {
		a.Go(m.back)
	}
	return nil
}

// Draw implements scenes.Scene.
func (m *EmbedMenu) Draw(a *scenes.App, dst *ebiten.Image) {
	back := a.BackButton()
	title := i18n.T(m.game + ".name")
	a.Text.Display().Draw(dst, title, a.W/2, back.CY(), a.Text.Display().Fit(title, a.W-2*back.Right()-a.Space.M, a.Type.Title, true), style.Gold, render.Center, true)
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
	items := embedItems()
	for i, r := range m.layout(a, len(items)) {
		a.Button(dst, r, i18n.T(items[i][1]), ui.Plain)
	}
}

// AccessTitle implements scenes.AccessTitled.
func (m *EmbedMenu) AccessTitle() string {
	return i18n.T("menu.menu") + " · " + i18n.T(m.game+".name")
}

// DefaultFocus implements ui.Focuser.
func (m *EmbedMenu) DefaultFocus() string { return "rules" }

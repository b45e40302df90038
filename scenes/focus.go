package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
	"parlour/scenes/keymap"
)

// Keyboard focus in the menus: every target a menu scene registers with Hit
// can be reached and used from the keyboard, without the scene doing
// anything but register its targets (issue 29: the title and setup had no
// focus; Tab and the arrows did nothing and Enter always opened Love
// Letter). Tab and Shift+Tab walk the targets in the order the scene
// registered them; the arrows move to the nearest target that way
// (layout.Nearest); Enter or Space uses the focused one, as a tap would.
// The tables have their own focus, by groups (hand, seats, choices).

// Focuser is a scene whose targets the keyboard walks: a menu. DefaultFocus
// names the target focused first (the scene's main action), or "" for the
// first registered.
type Focuser interface {
	DefaultFocus() string
}

type menuFocus struct {
	scene     Scene
	name      string // the focused target
	activated string // the target Enter or Space used this frame
}

// menuKeys moves the focus by this frame's keys over the targets the menu
// registered last frame, and takes the keys it used, so the scene does not
// act on them too.
func (a *App) menuKeys() {
	m := &a.menu
	m.activated = ""
	f, ok := a.scene.(Focuser)
	if !ok {
		m.scene, m.name = nil, ""
		return
	}
	if m.scene != a.scene {
		// A new scene: last frame's targets were the old one's.
		m.scene, m.name = a.scene, ""
		return
	}
	var names []string
	var rects []layout.Rect
	for _, n := range a.order {
		r := a.targets[n]
		if n == "overlay" || r.W <= 0 || r.H <= 0 || slices.Contains(rects, r) {
			continue // the same place under a second name (an alias)
		}
		names, rects = append(names, n), append(rects, r)
	}
	if len(names) == 0 {
		return
	}
	i := slices.Index(names, m.name)
	if i < 0 {
		i = max(0, slices.Index(names, f.DefaultFocus()))
	}
	in := &a.In
	switch {
	case in.Did(keymap.Previous):
		i = (i + len(names) - 1) % len(names)
		in.Use(keymap.Previous)
	case in.Did(keymap.Next):
		i = (i + 1) % len(names)
		in.Use(keymap.Next)
	case in.Did(keymap.Right):
		i = layout.Nearest(rects, i, 1, 0)
		in.Use(keymap.Right)
	case in.Did(keymap.Left):
		i = layout.Nearest(rects, i, -1, 0)
		in.Use(keymap.Left)
	case in.Did(keymap.Down):
		i = layout.Nearest(rects, i, 0, 1)
		in.Use(keymap.Down)
	case in.Did(keymap.Up):
		i = layout.Nearest(rects, i, 0, -1)
		in.Use(keymap.Up)
	case in.Confirm() && in.Keyboard:
		m.activated = names[i]
		in.Use(keymap.Confirm)
	}
	m.name = names[i]
}

// drawMenuFocus rings the focused target, once the keyboard is in use.
func (a *App) drawMenuFocus(dst *ebiten.Image) {
	if _, ok := a.scene.(Focuser); !ok || a.menu.name == "" {
		return
	}
	if r, ok := a.targets[a.menu.name]; ok {
		Focus(a, dst, r)
	}
}

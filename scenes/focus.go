package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
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
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	used := func(keys ...ebiten.Key) {
		in.Keys = slices.DeleteFunc(in.Keys, func(k ebiten.Key) bool { return slices.Contains(keys, k) })
	}
	switch {
	case in.Pressed(ebiten.KeyTab) && shift:
		i = (i + len(names) - 1) % len(names)
		used(ebiten.KeyTab)
	case in.Pressed(ebiten.KeyTab):
		i = (i + 1) % len(names)
		used(ebiten.KeyTab)
	case in.Pressed(ebiten.KeyArrowRight):
		i = layout.Nearest(rects, i, 1, 0)
		used(ebiten.KeyArrowRight)
	case in.Pressed(ebiten.KeyArrowLeft):
		i = layout.Nearest(rects, i, -1, 0)
		used(ebiten.KeyArrowLeft)
	case in.Pressed(ebiten.KeyArrowDown):
		i = layout.Nearest(rects, i, 0, 1)
		used(ebiten.KeyArrowDown)
	case in.Pressed(ebiten.KeyArrowUp):
		i = layout.Nearest(rects, i, 0, -1)
		used(ebiten.KeyArrowUp)
	case in.Confirm() && in.Keyboard:
		m.activated = names[i]
		used(ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace)
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

package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/focus"
	"parlour/scenes/keymap"
)

// Keyboard focus in the menus: every target a menu scene registers with Hit
// can be reached and used from the keyboard, without the scene doing
// anything but register its targets (issue 29: the title and setup had no
// focus; Tab and the arrows did nothing and Enter always opened Love
// Letter). Tab and Shift+Tab walk the targets in the order the scene
// registered them; the arrows move to the nearest target that way
// (focus.Menus); Enter or Space uses the focused one, as a tap would. The
// tables move the same focus model by groups (hand, seats, choices).

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
	moved     bool   // a key or the accessible page moved it this update
	// left are the last menus left and their focus then: a menu come
	// back to (Escape from Rules) has its focus where it was.
	left focus.Memory
}

// menuKeys moves the focus by this frame's keys over the targets the menu
// registered last frame, and takes the keys it used, so the scene does not
// act on them too.
func (a *App) menuKeys() {
	m := &a.menu
	m.activated, m.moved = "", false
	f, ok := a.scene.(Focuser)
	if m.scene != a.scene && m.scene != nil {
		m.left.Leave(m.scene, m.name)
	}
	if !ok {
		m.scene, m.name = nil, ""
		return
	}
	if m.scene != a.scene {
		// A new scene: last frame's targets were the old one's. A menu
		// come back to has its focus where it was left.
		m.scene, m.name = a.scene, m.left.Back(a.scene)
		return
	}
	var items []focus.Item
	for _, n := range a.order {
		r := a.targets[n]
		if n == "overlay" || r.W <= 0 || r.H <= 0 || slices.ContainsFunc(items, func(it focus.Item) bool { return it.Rect == r }) {
			continue // the same place under a second name (an alias)
		}
		items = append(items, focus.Item{Name: n, Rect: r})
	}
	i := focus.Index(items, m.name, f.DefaultFocus())
	if i < 0 {
		return
	}
	in := &a.In
	if to, act := focus.Menus.Move(items, i, in.Did); act != keymap.None {
		i, m.moved = to, true
		in.Use(act)
	} else if in.Confirm() && in.Keyboard {
		m.activated = items[i].Name
		in.Use(keymap.Confirm)
	}
	m.name = items[i].Name
}

// drawMenuFocus rings the focused target, once the keyboard is in use.
func (a *App) drawMenuFocus(dst *ebiten.Image) {
	if _, ok := a.scene.(Focuser); !ok || a.menu.name == "" {
		return
	}
	if r, ok := a.targets[a.menu.name]; ok && !a.hidden(a.menu.name) {
		Focus(a, dst, r)
	}
}

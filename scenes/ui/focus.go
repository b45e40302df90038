package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/focus"
	"parlour/scenes/keymap"
)

// Keyboard focus in the menus: every target a menu screen registers with Hit
// can be reached and used from the keyboard, without the screen doing
// anything but register its targets (issue 29: the title and setup had no
// focus; Tab and the arrows did nothing and Enter always opened Love
// Letter). Tab and Shift+Tab walk the targets in the order the screen
// registered them; the arrows move to the nearest target that way
// (focus.Menus); Enter or Space uses the focused one, as a tap would. The
// tables move the same focus model by groups (hand, seats, choices).

// Focuser is a screen whose targets the keyboard walks: a menu. DefaultFocus
// names the target focused first (the screen's main action), or "" for the
// first registered.
type Focuser interface {
	DefaultFocus() string
}

type menuFocus struct {
	scene     any    // the menu the focus is in, nil when the screen is no menu
	name      string // the focused target
	activated string // the target Enter or Space used this frame
	moved     bool   // a key or the accessible page moved it this update
	// left are the last menus left and their focus then: a menu come
	// back to (Escape from Rules) has its focus where it was.
	left focus.Memory
}

// Show tells the frame which screen is up (the app's scene, compared by
// identity): a menu's focus is kept per screen, and a screen that is a
// Focuser is walked by the keys.
func (a *Frame) Show(screen any) { a.screen = screen }

// menuShown reports whether the screen up is a menu.
func (a *Frame) menuShown() bool {
	_, ok := a.screen.(Focuser)
	return ok
}

// MenuKeys moves the focus by this frame's keys over the targets the menu
// registered last frame, and takes the keys it used, so the screen does not
// act on them too. The app calls it at each update, before the screen's.
func (a *Frame) MenuKeys() {
	m := &a.menu
	m.activated, m.moved = "", false
	f, ok := a.screen.(Focuser)
	if m.scene != a.screen && m.scene != nil {
		m.left.Leave(m.scene, m.name)
	}
	if !ok {
		m.scene, m.name = nil, ""
		return
	}
	if m.scene != a.screen {
		// A new screen: last frame's targets were the old one's. A menu
		// come back to has its focus where it was left.
		m.scene, m.name = a.screen, m.left.Back(a.screen)
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

// MenuFocus is the menu target the keyboard's focus is on, whether or not
// the keyboard is in use ("" when the screen is no menu): the page's
// tests read it.
func (a *Frame) MenuFocus() string {
	if !a.menuShown() {
		return ""
	}
	return a.menu.name
}

// DrawMenuFocus rings the focused target, once the keyboard is in use.
func (a *Frame) DrawMenuFocus(dst *ebiten.Image) {
	if !a.menuShown() || a.menu.name == "" {
		return
	}
	if r, ok := a.targets[a.menu.name]; ok && !a.hidden(a.menu.name) {
		a.Focus(dst, r)
	}
}

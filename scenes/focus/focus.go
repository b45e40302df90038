// Package focus is the keyboard's focus: one model under every screen that
// has one — the menus, the table (its seats, spots, hand, choices and
// buttons), the table's menu, its summary and lost-game panels, and the
// option editors. Each of them once moved its focus with its own code (six
// copies, issue 30 §3), and no two wrapped, skipped or fell back alike.
//
// A screen lists what can take the focus (Items, in the order Tab walks
// them, each with its name, its group, whether it can take the focus now
// and where it is) and says which action moves the focus how (Keys); the
// model finds the focused item (Index) and where an action sends it
// (Keys.Move), or what a digit picks (Pick). The screen still draws the
// ring and acts on Enter: what Enter does is the screen's business.
//
// It lives in scenes, beside the keymap whose actions it reads, rather than
// in render/layout: render knows no input. Geometry it takes from layout
// (Nearest). It needs no Ebitengine, so every rule is tested natively
// (focus_test.go).
package focus

import (
	"slices"

	"parlour/render/layout"
	"parlour/scenes/keymap"
)

// Item is one thing the focus can rest on.
type Item struct {
	// Name is what the focus follows from frame to frame: the item's
	// target name, so that the focus stays on it when items come and go
	// around it.
	Name string
	// Group gathers the items ← and → walk at the table (the hand, the
	// seats); ↑ ↓ and Tab go from group to group in the order of their
	// numbers.
	Group int
	// Off items cannot take the focus now (a card that cannot be played):
	// every move skips them.
	Off bool
	// Rect is where the item is, for moves by place (Toward).
	Rect layout.Rect
}

// Index is the focused item: the one named name, else the first of
// defaults there is, else the first item; only items that can take the
// focus count. It is -1 when none can. A focus whose item went away (a
// card played, a button gone) thus lands on the screen's default rather
// than on nothing.
func Index(items []Item, name string, defaults ...string) int {
	named := func(n string) int {
		return slices.IndexFunc(items, func(it Item) bool { return !it.Off && it.Name == n })
	}
	if i := named(name); i >= 0 {
		return i
	}
	for _, d := range defaults {
		if i := named(d); i >= 0 {
			return i
		}
	}
	return slices.IndexFunc(items, func(it Item) bool { return !it.Off })
}

// Move is what an action does to the focus.
type Move struct {
	by     by
	n      int
	dx, dy int
}

type by uint8

const (
	step by = iota
	stop
	inGroup
	toGroup
	toward
)

// Step moves n items on in order (back when n < 0), round the ends.
func Step(n int) Move { return Move{by: step, n: n} }

// Stop moves n items on in order, staying at the ends.
func Stop(n int) Move { return Move{by: stop, n: n} }

// InGroup moves n items on within the focused item's group, round its ends.
func InGroup(n int) Move { return Move{by: inGroup, n: n} }

// ToGroup moves to the first item of the group n groups on (back when
// n < 0), round the ends; groups with nothing that can take the focus do
// not count. From the only group, it goes to that group's first item.
func ToGroup(n int) Move { return Move{by: toGroup, n: n} }

// Toward moves to the nearest item on the screen in the direction (dx, dy)
// (layout.Nearest), staying when nothing lies that way.
func Toward(dx, dy int) Move { return Move{by: toward, dx: dx, dy: dy} }

// From is where the move sends the focus from items[from]. From an item
// that cannot take the focus (or none), it moves from the first that can;
// it is -1 when none can.
func (m Move) From(items []Item, from int) int {
	var on []int // the items that can take the focus
	for i, it := range items {
		if !it.Off {
			on = append(on, i)
		}
	}
	if len(on) == 0 {
		return -1
	}
	at := max(0, slices.Index(on, from))
	wrap := func(i, n int) int { return ((i % n) + n) % n }
	switch m.by {
	case step:
		return on[wrap(at+m.n, len(on))]
	case stop:
		return on[min(max(at+m.n, 0), len(on)-1)]
	case inGroup:
		var mine []int
		for _, i := range on {
			if items[i].Group == items[on[at]].Group {
				mine = append(mine, i)
			}
		}
		return mine[wrap(slices.Index(mine, on[at])+m.n, len(mine))]
	case toGroup:
		var groups []int
		for _, i := range on {
			groups = append(groups, items[i].Group)
		}
		slices.Sort(groups)
		groups = slices.Compact(groups)
		want := groups[wrap(slices.Index(groups, items[on[at]].Group)+m.n, len(groups))]
		for _, i := range on {
			if items[i].Group == want {
				return i
			}
		}
	case toward:
		rects := make([]layout.Rect, len(on))
		for k, i := range on {
			rects[k] = items[i].Rect
		}
		return on[layout.Nearest(rects, at, m.dx, m.dy)]
	}
	return on[at]
}

// Key binds an action to the move it makes.
type Key struct {
	Action keymap.Action
	Move   Move
}

// Keys are a screen's moves, tried in order: the first action done moves.
type Keys []Key

// Move is where the first of the keys' actions done this frame (did says
// which, as ui.Input.Did does) sends the focus from items[from], and
// that action; from and keymap.None when none was done.
func (k Keys) Move(items []Item, from int, did func(keymap.Action) bool) (int, keymap.Action) {
	for _, key := range k {
		if did(key.Action) {
			return key.Move.From(items, from), key.Action
		}
	}
	return from, keymap.None
}

// The screens' keys.
var (
	// Menus: Tab and Shift+Tab walk every target in the order the scene
	// registered them; the arrows go to the nearest target that way.
	Menus = Keys{
		{keymap.Previous, Step(-1)}, {keymap.Next, Step(1)},
		{keymap.Right, Toward(1, 0)}, {keymap.Left, Toward(-1, 0)},
		{keymap.Down, Toward(0, 1)}, {keymap.Up, Toward(0, -1)},
	}
	// Table: ← and → within a group (the hand, the seats), ↑ ↓ and Tab
	// from group to group, top to bottom.
	Table = Keys{
		{keymap.Right, InGroup(1)}, {keymap.Left, InGroup(-1)},
		{keymap.Down, ToGroup(1)}, {keymap.Next, ToGroup(1)},
		{keymap.Up, ToGroup(-1)}, {keymap.Previous, ToGroup(-1)},
	}
	// Column: a column of buttons (the table's menu, the lost game's
	// panel): ↓ and Tab down, ↑ and Shift+Tab up, round the ends.
	Column = Keys{
		{keymap.Down, Step(1)}, {keymap.Next, Step(1)},
		{keymap.Up, Step(-1)}, {keymap.Previous, Step(-1)},
	}
	// Pairs: buttons two by two in rows (the final summary): → and Tab to
	// the next, ← and Shift+Tab to the one before, ↑ ↓ to the other row,
	// round the ends.
	Pairs = Keys{
		{keymap.Right, Step(1)}, {keymap.Next, Step(1)},
		{keymap.Left, Step(-1)}, {keymap.Previous, Step(-1)},
		{keymap.Down, Step(2)}, {keymap.Up, Step(-2)},
	}
	// List: a list and its buttons after it (an option editor): ↑ ↓ walk
	// the list on to its buttons and stop at the ends, Tab goes between the
	// list and the buttons.
	List = Keys{
		{keymap.Down, Stop(1)}, {keymap.Up, Stop(-1)},
		{keymap.Next, ToGroup(1)}, {keymap.Previous, ToGroup(-1)},
	}
)

// Pick is the item a digit (1–9) picks: the digit-th of the focused item's
// group that can take the focus, or -1.
func Pick(items []Item, from, digit int) int {
	if from < 0 || from >= len(items) || digit < 1 {
		return -1
	}
	for i, it := range items {
		if !it.Off && it.Group == items[from].Group {
			if digit--; digit == 0 {
				return i
			}
		}
	}
	return -1
}

// Memory keeps the focus of the last screens left, for when the person
// comes back to one: the focus is then on the target that led away, where
// it was (issue 38: Escape from Rules put it on the title's first tile,
// not on Rules). A screen is any comparable value (a scene).
type Memory struct {
	left []left
}

type left struct {
	screen any
	name   string
}

// MaxRemembered bounds the screens remembered: menus lead two or three
// deep.
const MaxRemembered = 4

// Leave notes the focus of a screen being left; a screen with no focus
// is not noted.
func (m *Memory) Leave(screen any, name string) {
	if screen == nil || name == "" {
		return
	}
	m.left = slices.DeleteFunc(m.left, func(l left) bool { return l.screen == screen })
	m.left = append(m.left, left{screen, name})
	if len(m.left) > MaxRemembered {
		m.left = m.left[1:]
	}
}

// Back is the focus a screen had when it was left, "" for a screen not
// remembered; it is forgotten then (the screen holds it again).
func (m *Memory) Back(screen any) string {
	for i, l := range m.left {
		if l.screen == screen {
			m.left = slices.Delete(m.left, i, i+1)
			return l.name
		}
	}
	return ""
}

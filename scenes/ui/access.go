package ui

import (
	"cmp"
	"math"
	"strconv"

	"parlour/game"
	"parlour/render/layout"
	"parlour/scenes/a11y"
)

// What the accessible page reads of a frame: a menu is described from what
// it registers and draws (its targets, in order, named by the labels its
// buttons show, or by Label, and its groups of choices); a button pressed
// on the page acts, at the next update, as a tap on the target of its name
// (TakePage).

// pageInput is the accessible page's press and focus this update.
type pageInput struct {
	pressed, focused, moved string
}

// TakePage takes the page's presses and focus for this update (the app
// reads them from the page): the first press acts as a tap on its target
// (as Enter on a focused menu target does), and the page's focus becomes
// the menu's, so the canvas rings what a screen reader is on. It reports
// whether anything changed, so that the screen answers at once.
func (a *Frame) TakePage(pressed []string, focused string) (changed bool) {
	changed = len(pressed) > 0 || focused != a.access.focused
	if len(pressed) > 0 {
		// A menu's targets (and a table's bar and summary) answer it as
		// Enter on their focus; a table's cards and seats read it from
		// AccessPressed.
		a.access.pressed, a.menu.activated = pressed[0], pressed[0]
	} else {
		a.access.pressed = ""
	}
	a.access.moved = ""
	if focused != "" && focused != a.access.focused {
		// The page's focus moved (by Tab, or a screen reader's): the
		// canvas rings the same control, as after a key.
		a.In.Keyboard, a.In.KeysLatest = true, true
		a.access.moved = focused
		if a.menuShown() {
			a.menu.name, a.menu.moved = focused, true
		}
	}
	a.access.focused = focused
	return changed
}

// AccessFocusMoved is the target the accessible page's focus moved to this
// update, "" when it did not move: a table's focus follows it.
func (a *Frame) AccessFocusMoved() string { return a.access.moved }

// AccessPressed is the target the accessible page pressed this update, ""
// for none: an accessible screen acts on it.
func (a *Frame) AccessPressed() string { return a.access.pressed }

// Label names a target for the accessible page when what is drawn on it is
// not a Button's label (a game's tile on the title, a toggle).
func (a *Frame) Label(name, label string) {
	if a.labels == nil {
		a.labels = map[string]string{}
	}
	a.labels[name] = label
}

// Choice is one button of a group of choices: its target's name, its
// label, whether it is chosen and whether it can be used.
type Choice struct {
	Name   string
	Label  string
	Chosen bool
	Off    bool
}

// Group names a row of choices for the accessible page: its buttons, found
// by their targets' names, are read as one group under the title
// ("Animation speed": Slow, Normal, chosen Fast...), wherever they are
// this frame (a setup scrolled past them). Each says whether it is chosen
// (aria-pressed, true or false), and one that cannot be used says why
// (offWhy: "The shared deal fixes this setting").
func (a *Frame) Group(title, offWhy string, choices []Choice) {
	a.groups = append(a.groups, choiceGroup{title: title, offWhy: offWhy, choices: choices})
}

type choiceGroup struct {
	title   string
	offWhy  string
	choices []Choice
}

// labelRect notes the label a Button draws at r: the target registered at
// the same place takes it.
func (a *Frame) labelRect(r layout.Rect, label string, off bool) {
	if a.rectLabels == nil {
		a.rectLabels = map[layout.Rect]rectLabel{}
	}
	a.rectLabels[r] = rectLabel{label, off}
}

type rectLabel struct {
	label string
	off   bool
}

// AccessButtons are the frame's targets as buttons, in the order they show
// (top to bottom, left to right), option rows as labelled groups; skip
// leaves out targets a scene describes itself (a table's cards and seats).
func (a *Frame) AccessButtons(skip func(name string) bool) []*a11y.Node {
	root := &a11y.Node{}
	// Each grouped choice by its name, and each group's node once made.
	inGroup := map[string][2]int{}
	for gi, g := range a.groups {
		for ci, c := range g.choices {
			inGroup[c.Name] = [2]int{gi, ci}
		}
	}
	made := map[int]*a11y.Node{}
	seen := map[layout.Rect]bool{}
	pos := map[*a11y.Node]place{}
	for _, name := range a.order {
		r := a.targets[name]
		if name == "overlay" || r.W <= 0 || r.H <= 0 || seen[r] || skip != nil && skip(name) {
			continue // an alias of a place already listed
		}
		seen[r] = true
		b := &a11y.Node{ID: name, Role: a11y.Button, Name: name}
		if l, ok := a.rectLabels[r]; ok {
			b.Name, b.Disabled = l.label, l.off
		}
		parent := root
		if at, ok := inGroup[name]; ok {
			g, c := a.groups[at[0]], a.groups[at[0]].choices[at[1]]
			b.Name, b.Pressed, b.Disabled, b.Toggle = c.Label, c.Chosen, c.Off, true
			if c.Off {
				b.Desc = g.offWhy
			}
			if made[at[0]] == nil {
				made[at[0]] = &a11y.Node{ID: "group-" + strconv.Itoa(at[0]), Role: a11y.Group, Name: g.title}
				root.Children = append(root.Children, made[at[0]])
				pos[made[at[0]]] = a.placeOf(name)
			}
			parent = made[at[0]]
		}
		if l, ok := a.labels[name]; ok {
			b.Name = l
		}
		parent.Children = append(parent.Children, b)
		if parent == root {
			pos[b] = a.placeOf(name)
		}
	}
	game.SortStable(root.Children, func(x, y *a11y.Node) int {
		p, q := pos[x], pos[y]
		if c := cmp.Compare(math.Round(p.band), math.Round(q.band)); c != 0 {
			return c
		}
		if c := cmp.Compare(math.Round(p.r.Y), math.Round(q.r.Y)); c != 0 {
			return c
		}
		return cmp.Compare(p.r.X, q.r.X)
	})
	return root.Children
}

// place is where a target is read on the page: top to bottom by band, then
// by where it lies. A target's band is its top, but a scrolling list's
// targets all share the top of its window, so that the list is read
// between what stays above it and what stays below it (Back, Start)
// however far it is scrolled, and in its own order.
type place struct {
	band float64
	r    layout.Rect
}

func (a *Frame) placeOf(name string) place {
	r := a.targets[name]
	if w, ok := a.scrolled[name]; ok {
		return place{w.Top, r}
	}
	return place{r.Y, r}
}

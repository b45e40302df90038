package scenes

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"parlour/render/layout"
	"parlour/scenes/a11y"
	"parlour/scenes/platform"
	"parlour/scenes/speech"
)

// The accessible page beside the canvas (issue 31; the model is package
// a11y, the DOM package platform). Every frame drawn, the app describes the
// scene as a tree of groups, buttons and text and changes the page to match;
// a button pressed on the page acts, at the next update, as a tap on the
// target of its name. A menu is described from what it registers and draws
// (its targets, in order, named by the labels its buttons show, or by
// Label); a table describes itself (Accessible), from its prompt and its
// observation only.

// Accessible is a scene that describes itself to the accessible page.
type Accessible interface {
	Access(a *App) *a11y.Node
}

// AccessTitled is a menu with a heading for the accessible page, and text
// for it under the heading (a rules page's sections), before its buttons.
type AccessTitled interface {
	AccessTitle() string
}

// AccessTexted is a menu with text for the accessible page.
type AccessTexted interface {
	AccessText(a *App) []string
}

// Label names a target for the accessible page when what is drawn on it is
// not a Button's label (a game's tile on the title, a toggle).
func (a *App) Label(name, label string) {
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
func (a *App) Group(title, offWhy string, choices []Choice) {
	a.groups = append(a.groups, choiceGroup{title: title, offWhy: offWhy, choices: choices})
}

type choiceGroup struct {
	title   string
	offWhy  string
	choices []Choice
}

// labelRect notes the label a Button draws at r: the target registered at
// the same place takes it.
func (a *App) labelRect(r layout.Rect, label string, off bool) {
	if a.rectLabels == nil {
		a.rectLabels = map[layout.Rect]rectLabel{}
	}
	a.rectLabels[r] = rectLabel{label, off}
}

type rectLabel struct {
	label string
	off   bool
}

// accessInput takes the page's presses: the first acts as a tap on its
// target this update (as Enter on a focused menu target does), and the
// page's focus becomes the menu's, so the canvas rings what a screen
// reader is on.
func (a *App) accessInput() {
	pressed, focused := platform.AccessTake()
	a.In.pressKeys(platform.AccessKeys())
	if len(pressed) > 0 || focused != a.accessFocused {
		a.rest.Input(a.Frames) // the screen answers a press at once
		a.page.Stale()         // and the page too
	}
	if len(pressed) > 0 {
		// A menu's targets (and a table's bar and summary) answer it as
		// Enter on their focus; a table's cards and seats read it from
		// AccessPressed.
		a.accessPressed, a.menu.activated = pressed[0], pressed[0]
	} else {
		a.accessPressed = ""
	}
	a.accessMoved = ""
	if focused != "" && focused != a.accessFocused {
		// The page's focus moved (by Tab, or a screen reader's): the
		// canvas rings the same control, as after a key.
		a.In.Keyboard, a.In.KeysLatest = true, true
		a.accessMoved = focused
		if _, ok := a.scene.(Focuser); ok {
			a.menu.name, a.menu.moved = focused, true
		}
	}
	a.accessFocused = focused
}

// AccessFocusMoved is the target the accessible page's focus moved to this
// update, "" when it did not move: a table's focus follows it.
func (a *App) AccessFocusMoved() string { return a.accessMoved }

// AccessPressed is the target the accessible page pressed this update, ""
// for none: an Accessible scene acts on it.
func (a *App) AccessPressed() string { return a.accessPressed }

// accessDraw changes the page to match the scene, when it may have
// changed (a11y.Page).
func (a *App) accessDraw() {
	platform.AccessApply(a.page.Update(a.scene, func() *a11y.Node {
		var root *a11y.Node
		if s, ok := a.scene.(Accessible); ok {
			root = s.Access(a)
		} else {
			root = a.menuTree()
		}
		a.noteRepeated(root)
		return root
	}))
}

// noteRepeated keeps the first node of each id (a11y.Clean) and notes the
// ids the tree repeated: a fault, told in the console and published in the
// snapshot for the tests.
func (a *App) noteRepeated(root *a11y.Node) {
	var repeated []string
	if root != nil {
		_, repeated = a11y.Clean(root)
	}
	if len(repeated) > 0 && !slices.Equal(repeated, a.accessRepeated) {
		platform.Warn("parlour: the accessible page repeats the ids " + strings.Join(repeated, ", ") + " of scene " + a.scene.Name())
	}
	a.accessRepeated = repeated
}

// menuTree is a menu as its targets and labels say.
func (a *App) menuTree() *a11y.Node {
	root := &a11y.Node{ID: "screen", Role: a11y.Region, Name: "Parlour"}
	if t, ok := a.scene.(AccessTitled); ok && t.AccessTitle() != "" {
		root.Name = t.AccessTitle()
		root.Children = append(root.Children, &a11y.Node{ID: "screen-title", Role: a11y.Heading, Name: t.AccessTitle()})
	}
	if t, ok := a.scene.(AccessTexted); ok {
		for i, line := range t.AccessText(a) {
			root.Children = append(root.Children, &a11y.Node{ID: "screen-text-" + strconv.Itoa(i), Role: a11y.Text, Name: line})
		}
	}
	root.Children = append(root.Children, a.AccessButtons(nil)...)
	return root
}

// AccessButtons are the frame's targets as buttons, in the order they show
// (top to bottom, left to right), option rows as labelled groups; skip
// leaves out targets a scene describes itself (a table's cards and seats).
func (a *App) AccessButtons(skip func(name string) bool) []*a11y.Node {
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
	slices.SortStableFunc(root.Children, func(x, y *a11y.Node) int {
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

func (a *App) placeOf(name string) place {
	r := a.targets[name]
	if w, ok := a.scrolled[name]; ok {
		return place{w.Top, r}
	}
	return place{r.Y, r}
}

// Say queues something to say on the accessible page (package speech):
// in the order it comes, paced by the time it takes to say, but for an
// answer to a key, said at once.
func (a *App) Say(kind speech.Kind, text string) { a.speech.Say(kind, text) }

// SayPace sets the pace of what is said (speech.PaceFor): a table sets it
// from its speed.
func (a *App) SayPace(p float64) { a.speech.SetPace(p) }

// Hush drops everything waiting to be said, and empties the live regions
// of the last lines said (a screen reader's cursor reads them again): the
// device passes to another person at a pass-and-play table, who must not
// hear the last holder's.
func (a *App) Hush() {
	a.speech.Clear()
	platform.AccessHush()
}

// accessSay writes what is due to a live region: one utterance at most an
// update, on a clock of the updates' wall time (speechDt), so that a slow
// device's fewer frames do not slow the speech.
func (a *App) accessSay() {
	if u, ok := a.speech.Due(a.speechDt); ok {
		platform.AccessSay(u.Text, u.Assertive())
	}
}

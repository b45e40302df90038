// Package a11y is the model of the accessible page beside the canvas (issue
// 31): a tree of plain nodes — groups, buttons, text — that the kit builds
// each frame from the same source as what it draws and lets the person pick
// (the prompt, the seats, the log, a menu's targets), and the changes that
// bring the page's DOM from one tree to the next. It knows no DOM and no
// Ebitengine: scenes/platform applies the changes with syscall/js, and the
// tests here run natively.
//
// The tree holds exactly what the canvas shows the person: it is built from
// the person's observation and the words the table already says, never from
// the game's state, so it can hide nothing the canvas hides and reveal
// nothing the canvas does not (the browser tests read the whole DOM at every
// step of whole games to prove it).
package a11y

import "unicode/utf8"

// Role is what a node is to assistive technology (an ARIA role, or "" for
// plain text).
type Role string

const (
	// Group is a labelled group of nodes ("Your hand", "Players").
	Group Role = "group"
	// Region is a landmark: the table, the log.
	Region Role = "region"
	// Button is something the person can do: activating it acts as a tap
	// on the target of the same ID.
	Button Role = "button"
	// Heading names a screen or a part of one.
	Heading Role = "heading"
	// Text is words to read.
	Text Role = ""
	// List and Item are a list of lines (the log, the standings).
	List Role = "list"
	Item Role = "listitem"
)

// Node is one element of the accessible page.
type Node struct {
	// ID is unique in the tree and stable while the thing it stands for
	// stays: for a button, the name of the target it acts on ("hand-0",
	// "seat-2", "start").
	ID   string
	Role Role
	// Name is the accessible name: a button's label, a group's title, a
	// text's words.
	Name string
	// Desc is the accessible description: a card's rule, why a button is
	// disabled.
	Desc string
	// Disabled marks a button that cannot be used now (Desc says why);
	// Pressed one that is chosen (a selected card, a toggled option).
	Disabled bool
	Pressed  bool
	// Toggle marks a button that is on or off (a setting, a choice of a
	// group): it says so when off too (aria-pressed="false"), where a
	// button that only acts says neither.
	Toggle   bool
	Children []*Node
}

// Limits bound what a frame may publish: a tree is the size of one screen,
// and a text the size of a card's rule or a log line.
const (
	MaxNodes = 600
	MaxText  = 600
)

// Clean bounds a tree (at most MaxNodes nodes, texts of at most MaxText
// bytes, cut at a character), so that no screen can make the page
// unbounded, and leaves out a node whose ID an earlier node has, with what
// is under it: the page holds one element an ID, and Diff finds nodes by
// ID. It returns how many nodes it kept and the IDs it found repeated, a
// fault of the screen that described itself (a choice listed twice, issue
// 38): the app publishes them, and every browser test fails on them.
func Clean(root *Node) (kept int, repeated []string) {
	seen := map[string]bool{}
	var walk func(x *Node) bool
	walk = func(x *Node) bool {
		if kept >= MaxNodes {
			return false
		}
		if seen[x.ID] {
			repeated = append(repeated, x.ID)
			return false
		}
		seen[x.ID] = true
		kept++
		x.Name, x.Desc = clip(x.Name), clip(x.Desc)
		children := x.Children[:0]
		for _, c := range x.Children {
			if c != nil && walk(c) {
				children = append(children, c)
			}
		}
		x.Children = children
		return true
	}
	if root != nil {
		walk(root)
	}
	return kept, repeated
}

func clip(s string) string {
	if len(s) <= MaxText {
		return s
	}
	s = s[:MaxText]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1] // a character cut in two
	}
	return s + "…"
}

// Words is every name and description in the tree, in order: what a screen
// reader could read of it (the tests look for what must not be there).
func Words(root *Node) []string {
	var out []string
	var walk func(x *Node)
	walk = func(x *Node) {
		if x.Name != "" {
			out = append(out, x.Name)
		}
		if x.Desc != "" {
			out = append(out, x.Desc)
		}
		for _, c := range x.Children {
			walk(c)
		}
	}
	if root != nil {
		walk(root)
	}
	return out
}

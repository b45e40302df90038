package a11y

import "slices"

// OpKind is a kind of change to the page.
type OpKind uint8

const (
	// Create makes node ID under Parent (its children come as their own
	// Creates, after it).
	Create OpKind = iota + 1
	// Update sets an existing node's role, name, description and states.
	Update
	// Remove takes node ID and everything under it away.
	Remove
	// Order puts Parent's children in the order of IDs.
	Order
)

// Op is one change. Changes are made in order: removals first, so that an
// ID taken away and made again elsewhere never meets itself.
type Op struct {
	Kind     OpKind
	ID       string
	Parent   string
	Role     Role
	Name     string
	Desc     string
	Disabled bool
	Pressed  bool
	Toggle   bool
	IDs      []string // Order: the children's IDs in order
}

// AriaPressed is the button's aria-pressed: "true" when pressed, "false"
// for a toggle that is off (issue 38: Less motion, Larger text and High
// contrast said nothing when off, so a screen reader could not tell them
// from buttons that only act), and none ("") for a button that only acts.
func (o Op) AriaPressed() string {
	switch {
	case o.Pressed:
		return "true"
	case o.Toggle:
		return "false"
	}
	return ""
}

// Diff is the changes that turn the page showing old into one showing new
// (either may be nil: nothing). A node that keeps its ID and parent keeps
// its element, so the keyboard's focus on a button that stays, stays.
func Diff(old, new *Node) []Op {
	was := index(old, "")
	is := index(new, "")
	var ops []Op
	// Removals: a node gone, or gone from its parent (moved). Only the top
	// of a removed subtree is said.
	var removeWalk func(x *Node, parent string, parentGone bool)
	removeWalk = func(x *Node, parent string, parentGone bool) {
		now, ok := is[x.ID]
		gone := !ok || now.parent != parent
		if gone && !parentGone {
			ops = append(ops, Op{Kind: Remove, ID: x.ID})
		}
		for _, c := range x.Children {
			removeWalk(c, x.ID, gone || parentGone)
		}
	}
	if old != nil {
		removeWalk(old, "", false)
	}
	// Creations, updates and orders, top down.
	var walk func(x *Node, parent string, fresh bool)
	walk = func(x *Node, parent string, fresh bool) {
		before, ok := was[x.ID]
		kept := ok && before.parent == parent && !fresh
		switch {
		case !kept:
			ops = append(ops, op(Create, x, parent))
		case !same(before.node, x):
			ops = append(ops, op(Update, x, parent))
		}
		ids := make([]string, len(x.Children))
		for i, c := range x.Children {
			ids[i] = c.ID
		}
		for _, c := range x.Children {
			walk(c, x.ID, !kept)
		}
		if kept && len(ids) > 1 {
			var had []string
			for _, c := range before.node.Children {
				if n, ok := is[c.ID]; ok && n.parent == x.ID {
					had = append(had, c.ID)
				}
			}
			// New children are appended as made: the order is right
			// already only if the kept ones kept theirs and the new ones
			// all come last.
			if !slices.Equal(append(had, newOnes(ids, had)...), ids) {
				ops = append(ops, Op{Kind: Order, Parent: x.ID, IDs: ids})
			}
		}
	}
	if new != nil {
		walk(new, "", false)
	}
	return ops
}

// newOnes are the ids not in had, in order.
func newOnes(ids, had []string) []string {
	var out []string
	for _, id := range ids {
		if !slices.Contains(had, id) {
			out = append(out, id)
		}
	}
	return out
}

type placed struct {
	node   *Node
	parent string
}

func index(root *Node, parent string) map[string]placed {
	out := map[string]placed{}
	var walk func(x *Node, parent string)
	walk = func(x *Node, parent string) {
		out[x.ID] = placed{x, parent}
		for _, c := range x.Children {
			walk(c, x.ID)
		}
	}
	if root != nil {
		walk(root, parent)
	}
	return out
}

func same(a, b *Node) bool {
	return a.Role == b.Role && a.Name == b.Name && a.Desc == b.Desc && a.Disabled == b.Disabled && a.Pressed == b.Pressed && a.Toggle == b.Toggle
}

func op(k OpKind, x *Node, parent string) Op {
	return Op{Kind: k, ID: x.ID, Parent: parent, Role: x.Role, Name: x.Name, Desc: x.Desc, Disabled: x.Disabled, Pressed: x.Pressed, Toggle: x.Toggle}
}

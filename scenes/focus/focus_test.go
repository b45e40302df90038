package focus

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/render/layout"
	"parlour/scenes/keymap"
)

// items reads a row of items: "name/group", with "!" before a name that
// cannot take the focus ("a/0 !b/0 c/1").
func items(s string) []Item {
	var out []Item
	for _, f := range strings.Fields(s) {
		name, group, _ := strings.Cut(f, "/")
		it := Item{Name: strings.TrimPrefix(name, "!"), Off: strings.HasPrefix(name, "!")}
		for _, c := range group {
			it.Group = it.Group*10 + int(c-'0')
		}
		out = append(out, it)
	}
	return out
}

// grid places items on a grid of cells, by name: "a b / c d" is two rows.
func grid(s string) []Item {
	var out []Item
	for y, row := range strings.Split(s, "/") {
		for x, name := range strings.Fields(row) {
			out = append(out, Item{Name: name, Rect: layout.Rect{X: float64(x) * 10, Y: float64(y) * 10, W: 8, H: 8}})
		}
	}
	return out
}

func name(its []Item, i int) string {
	if i < 0 {
		return "none"
	}
	return its[i].Name
}

func at(its []Item, n string) int {
	for i, it := range its {
		if it.Name == n {
			return i
		}
	}
	return -1
}

func TestMove(t *testing.T) {
	table := "seat1/0 seat2/0 h0/3 !h1/3 h2/3 confirm/4"
	for _, c := range []struct {
		rule  string
		items []Item
		keys  Keys
		from  string
		act   keymap.Action
		want  string
	}{
		{"→ walks the group", items(table), Table, "seat1", keymap.Right, "seat2"},
		{"→ from the group's last wraps to its first", items(table), Table, "seat2", keymap.Right, "seat1"},
		{"← from the group's first wraps to its last", items(table), Table, "h0", keymap.Left, "h2"},
		{"a card that cannot be played is skipped", items(table), Table, "h0", keymap.Right, "h2"},
		{"↓ goes to the next group's first item", items(table), Table, "seat2", keymap.Down, "h0"},
		{"Tab goes to the next group like ↓", items(table), Table, "h2", keymap.Next, "confirm"},
		{"Tab from the last group wraps to the first", items(table), Table, "confirm", keymap.Next, "seat1"},
		{"Shift+Tab from the first group wraps to the last", items(table), Table, "seat2", keymap.Previous, "confirm"},
		{"↑ goes to the group before", items(table), Table, "confirm", keymap.Up, "h0"},
		{"a group with nothing that can take the focus is passed over", items("a/0 !b/1 c/2"), Table, "a", keymap.Down, "c"},
		{"group numbers need not follow each other", items("a/0 b/3 c/7"), Table, "c", keymap.Down, "a"},
		{"↓ in the only group goes to its first item", items("a/1 b/1"), Table, "b", keymap.Down, "a"},
		{"groups go by number, not by order in the list", items("conf/4 a/0 b/2"), Table, "a", keymap.Down, "b"},
		{"a focus on nothing moves from the first item", items(table), Table, "gone", keymap.Right, "seat2"},
		{"a key the screen does not read leaves the focus", items(table), Table, "h0", keymap.Confirm, "h0"},
		{"nothing can take the focus: none", items("!a/0 !b/1"), Table, "a", keymap.Right, "none"},

		{"Tab walks the menu in order", grid("a b / c"), Menus, "b", keymap.Next, "c"},
		{"Tab from the last target wraps to the first", grid("a b / c"), Menus, "c", keymap.Next, "a"},
		{"Shift+Tab from the first target wraps to the last", grid("a b / c"), Menus, "a", keymap.Previous, "c"},
		{"→ goes to the target beside", grid("a b / c"), Menus, "a", keymap.Right, "b"},
		{"→ with nothing beside stays", grid("a b / c"), Menus, "b", keymap.Right, "b"},
		{"↓ goes to the row under", grid("a b / c"), Menus, "b", keymap.Down, "c"},
		{"↑ from the top row stays", grid("a b / c"), Menus, "a", keymap.Up, "a"},

		{"↓ in a column goes to the next button", items("a/0 b/0 c/0"), Column, "a", keymap.Down, "b"},
		{"↓ from the column's last wraps to its first", items("a/0 b/0 c/0"), Column, "c", keymap.Down, "a"},
		{"Shift+Tab in a column goes up", items("a/0 b/0 c/0"), Column, "b", keymap.Previous, "a"},

		{"→ in pairs goes on to the next row", items("a/0 b/0 c/0 d/0"), Pairs, "b", keymap.Right, "c"},
		{"↓ in pairs goes to the row under", items("a/0 b/0 c/0 d/0"), Pairs, "b", keymap.Down, "d"},
		{"↓ from the last row of pairs wraps to the first", items("a/0 b/0 c/0 d/0"), Pairs, "c", keymap.Down, "a"},
		{"← from the first of pairs wraps to the last", items("a/0 b/0 c/0 d/0"), Pairs, "a", keymap.Left, "d"},

		{"↓ walks a list", items("r1/0 r2/0 r3/0 done/1"), List, "r1", keymap.Down, "r2"},
		{"↓ from the list's last goes on to its button", items("r1/0 r2/0 r3/0 done/1"), List, "r3", keymap.Down, "done"},
		{"↓ on the last button stays", items("r1/0 r2/0 r3/0 done/1"), List, "done", keymap.Down, "done"},
		{"↑ on the list's first stays", items("r1/0 r2/0 r3/0 done/1"), List, "r1", keymap.Up, "r1"},
		{"Tab from the list goes to its button", items("r1/0 r2/0 r3/0 done/1"), List, "r2", keymap.Next, "done"},
		{"Tab from the button goes back to the list's first", items("r1/0 r2/0 r3/0 done/1"), List, "done", keymap.Next, "r1"},
	} {
		did := func(a keymap.Action) bool { return a == c.act }
		to, used := c.keys.Move(c.items, at(c.items, c.from), did)
		if got := name(c.items, to); got != c.want {
			t.Errorf("%s: %v from %s went to %s, want %s", c.rule, c.act, c.from, got, c.want)
		}
		if moved := c.act != keymap.Confirm; moved != (used == c.act) {
			t.Errorf("%s: %v reported as %v", c.rule, c.act, used)
		}
	}
}

// The first action done moves, in the order of the keys, whatever else
// was pressed in the same frame.
func TestFirstKeyWins(t *testing.T) {
	its := items("a/0 b/0 c/1")
	did := func(a keymap.Action) bool { return a == keymap.Down || a == keymap.Right }
	if to, used := Table.Move(its, 0, did); name(its, to) != "b" || used != keymap.Right {
		t.Errorf("→ and ↓ together: %s by %v, want b by →", name(its, to), used)
	}
}

func TestIndex(t *testing.T) {
	for _, c := range []struct {
		rule     string
		items    []Item
		focused  string
		defaults []string
		want     string
	}{
		{"the focus stays on its item", items("a/0 b/0 c/0"), "b", nil, "b"},
		{"focus survives the list shrinking", items("b/0 c/0"), "c", []string{"b"}, "c"},
		{"a focus whose item went away goes to the default", items("a/0 b/0 c/0"), "gone", []string{"c"}, "c"},
		{"a default that is not there gives way to the next", items("a/0 b/0"), "", []string{"x", "b"}, "b"},
		{"with no default the first item", items("a/0 b/0"), "", nil, "a"},
		{"an item that cannot take the focus loses it", items("a/0 !b/0"), "b", nil, "a"},
		{"a default that cannot take the focus is passed over", items("!a/0 b/0 c/0"), "", []string{"a"}, "b"},
		{"nothing that can take the focus: none", items("!a/0"), "a", []string{"a"}, "none"},
		{"no items: none", nil, "a", nil, "none"},
	} {
		if got := name(c.items, Index(c.items, c.focused, c.defaults...)); got != c.want {
			t.Errorf("%s: %s, want %s", c.rule, got, c.want)
		}
	}
}

func TestPick(t *testing.T) {
	its := items("seat1/0 seat2/0 h0/3 !h1/3 h2/3 h3/3")
	for _, c := range []struct {
		rule  string
		from  string
		digit int
		want  string
	}{
		{"a digit picks in the focused group", "seat2", 1, "seat1"},
		{"digits count only what can be picked", "h0", 2, "h2"},
		{"the group's last by its number", "h0", 3, "h3"},
		{"a digit past the group's end picks nothing", "seat1", 3, "none"},
		{"no focus picks nothing", "gone", 1, "none"},
	} {
		if got := name(its, Pick(its, at(its, c.from), c.digit)); got != c.want {
			t.Errorf("%s: %d from %s picked %s, want %s", c.rule, c.digit, c.from, got, c.want)
		}
	}
}

// Each screen's keys are actions its place in the keymap reads, so that
// the keymap's test (no key means two actions in one place) covers them.
func TestKeysAreTheirPlacesActions(t *testing.T) {
	for _, c := range []struct {
		keys   string
		k      Keys
		places []string
	}{
		{"Menus", Menus, []string{"title", "setup", "menus"}},
		{"Table", Table, []string{"table"}},
		{"Column", Column, []string{"table menu", "lost game"}},
		{"Pairs", Pairs, []string{"table"}},
		{"List", List, []string{"editor"}},
	} {
		for _, place := range c.places {
			for _, key := range c.k {
				if !slices.Contains(keymap.Places[place], key.Action) {
					t.Errorf("%s moves by %v, which %q does not read", c.keys, key.Action, place)
				}
			}
		}
	}
}

// A screen come back to has its focus where it was left (issue 38: Escape
// from Rules put the focus on the title's first tile, not on Rules); a
// screen never left, or left without a focus, has none remembered; only the
// last few screens are remembered.
func TestAScreenComeBackToHasItsFocusWhereItWasLeft(t *testing.T) {
	type screen struct{ name string }
	title, setup, rules := &screen{"title"}, &screen{"setup"}, &screen{"rules"}
	var m Memory
	m.Leave(title, "rules")
	m.Leave(rules, "rules-page-1")
	if got := m.Back(title); got != "rules" {
		t.Errorf("back on the title: focus %q, want rules", got)
	}
	if got := m.Back(title); got != "" {
		t.Errorf("the title's focus was remembered twice: %q", got)
	}
	if got := m.Back(setup); got != "" {
		t.Errorf("a screen never left has focus %q", got)
	}
	m.Leave(setup, "")
	if got := m.Back(setup); got != "" {
		t.Errorf("a screen left without a focus has focus %q", got)
	}
	m.Leave(title, "settings")
	m.Leave(title, "stats")
	if got := m.Back(title); got != "stats" {
		t.Errorf("left twice, the title's focus is %q, want the last, stats", got)
	}
	var many []*screen
	for i := range MaxRemembered + 2 {
		s := &screen{fmt.Sprint(i)}
		many = append(many, s)
		m.Leave(s, "x")
	}
	if m.Back(many[0]) != "" || m.Back(many[len(many)-1]) != "x" {
		t.Errorf("more than %d screens remembered, or the last forgotten", MaxRemembered)
	}
}

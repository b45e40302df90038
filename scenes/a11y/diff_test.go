package a11y

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// dom is a page as the browser holds it: elements by ID, each with its
// parent and its children in order. apply makes the changes as
// scenes/platform does.
type dom struct {
	el   map[string]*Node
	up   map[string]string
	kids map[string][]string
	made int // elements created, ever
}

func newDOM() *dom {
	return &dom{el: map[string]*Node{}, up: map[string]string{}, kids: map[string][]string{}}
}

func (d *dom) apply(t *testing.T, ops []Op) {
	t.Helper()
	for _, o := range ops {
		switch o.Kind {
		case Remove:
			if _, ok := d.el[o.ID]; !ok {
				t.Fatalf("remove of %q, which is not there", o.ID)
			}
			d.drop(o.ID)
		case Create:
			if _, ok := d.el[o.ID]; ok {
				t.Fatalf("create of %q, which is there", o.ID)
			}
			if _, ok := d.el[o.Parent]; o.Parent != "" && !ok {
				t.Fatalf("create of %q under %q, which is not there", o.ID, o.Parent)
			}
			d.el[o.ID] = &Node{ID: o.ID, Role: o.Role, Name: o.Name, Desc: o.Desc, Disabled: o.Disabled, Pressed: o.Pressed, Toggle: o.Toggle}
			d.up[o.ID] = o.Parent
			d.kids[o.Parent] = append(d.kids[o.Parent], o.ID)
			d.made++
		case Update:
			x, ok := d.el[o.ID]
			if !ok {
				t.Fatalf("update of %q, which is not there (ops %+v)", o.ID, ops)
			}
			x.Role, x.Name, x.Desc, x.Disabled, x.Pressed, x.Toggle = o.Role, o.Name, o.Desc, o.Disabled, o.Pressed, o.Toggle
		case Order:
			if !sameSet(d.kids[o.Parent], o.IDs) {
				t.Fatalf("order of %q's children %v as %v", o.Parent, d.kids[o.Parent], o.IDs)
			}
			d.kids[o.Parent] = slices.Clone(o.IDs)
		}
	}
}

func (d *dom) drop(id string) {
	for _, c := range slices.Clone(d.kids[id]) {
		d.drop(c)
	}
	p := d.up[id]
	d.kids[p] = slices.DeleteFunc(d.kids[p], func(x string) bool { return x == id })
	delete(d.el, id)
	delete(d.up, id)
	delete(d.kids, id)
}

// tree is the page read back as a tree (nil when empty).
func (d *dom) tree() *Node {
	roots := d.kids[""]
	if len(roots) == 0 {
		return nil
	}
	var build func(id string) *Node
	build = func(id string) *Node {
		x := *d.el[id]
		x.Children = nil
		for _, c := range d.kids[id] {
			x.Children = append(x.Children, build(c))
		}
		return &x
	}
	return build(roots[0])
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func show(x *Node) string {
	if x == nil {
		return "-"
	}
	var b strings.Builder
	var walk func(x *Node, depth int)
	walk = func(x *Node, depth int) {
		fmt.Fprintf(&b, "%s%s %s %q %q %v %v %v\n", strings.Repeat("  ", depth), x.ID, x.Role, x.Name, x.Desc, x.Disabled, x.Pressed, x.Toggle)
		for _, c := range x.Children {
			walk(c, depth+1)
		}
	}
	walk(x, 0)
	return b.String()
}

// randomTree draws a tree of up to n nodes whose IDs come from a small pool,
// so that consecutive trees share, move, rename and drop nodes.
func randomTree(r *rand.Rand, n int) *Node {
	pool := r.Perm(24)
	next := 0
	var grow func(depth int) *Node
	grow = func(depth int) *Node {
		x := &Node{ID: fmt.Sprint("n", pool[next]), Role: []Role{Group, Button, Text, List, Item}[r.IntN(5)],
			Name: []string{"Guard", "Priest", "Ada", "", "Your hand"}[r.IntN(5)], Disabled: r.IntN(4) == 0, Pressed: r.IntN(5) == 0, Toggle: r.IntN(3) == 0}
		next++
		for depth < 3 && next < n && next < len(pool) && r.IntN(3) > 0 {
			x.Children = append(x.Children, grow(depth+1))
		}
		return x
	}
	return grow(0)
}

// Whatever two trees follow each other, the changes Diff gives turn a page
// showing the first into one showing exactly the second.
func TestDiffTurnsOnePageIntoTheNext(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	d := newDOM()
	var shown *Node
	for step := range 3000 {
		var next *Node
		if step%97 != 0 { // now and then, an empty page
			next = randomTree(r, 1+r.IntN(20))
			if next.ID != "n0" && r.IntN(2) == 0 {
				next.ID = "root" // the same root, most of the time
			}
		}
		d.apply(t, Diff(shown, next))
		if got := d.tree(); !reflect.DeepEqual(show(got), show(next)) || len(d.el) != len(index(next, "")) {
			t.Fatalf("step %d: the page holds %d elements and shows\n%s\nnot\n%s", step, len(d.el), show(got), show(next))
		}
		shown = next
	}
}

// A button that stays where it was keeps its element (and so the keyboard's
// focus on it) when its name, its state or its neighbours change.
func TestAButtonThatStaysKeepsItsElement(t *testing.T) {
	page := func(hand ...string) *Node {
		g := &Node{ID: "hand", Role: Group, Name: "Your hand"}
		for _, c := range hand {
			g.Children = append(g.Children, &Node{ID: "hand-" + c, Role: Button, Name: c})
		}
		return &Node{ID: "table", Role: Region, Name: "Table", Children: []*Node{g}}
	}
	cases := []struct {
		name     string
		from, to *Node
		made     int // elements made by the change
	}{
		{"a card is drawn", page("Guard"), page("Guard", "Priest"), 1},
		{"a card is played", page("Guard", "Priest"), page("Priest"), 0},
		{"a card is renamed", page("Guard"), &Node{ID: "table", Role: Region, Name: "Table", Children: []*Node{{ID: "hand", Role: Group, Name: "Your hand", Children: []*Node{{ID: "hand-Guard", Role: Button, Name: "Guard, 1"}}}}}, 0},
		{"the hand is reordered", page("Guard", "Priest"), page("Priest", "Guard"), 0},
		{"nothing changes", page("Guard", "Priest"), page("Guard", "Priest"), 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := newDOM()
			d.apply(t, Diff(nil, c.from))
			before := d.made
			ops := Diff(c.from, c.to)
			d.apply(t, ops)
			if d.made-before != c.made {
				t.Errorf("%d elements made, want %d: %+v", d.made-before, c.made, ops)
			}
			if c.name == "nothing changes" && len(ops) != 0 {
				t.Errorf("an unchanged page changed: %+v", ops)
			}
			if show(d.tree()) != show(c.to) {
				t.Errorf("the page shows\n%s", show(d.tree()))
			}
		})
	}
}

// Clean bounds any tree: at most MaxNodes nodes and MaxText bytes of valid
// text a name.
func TestCleanBoundsAnyTree(t *testing.T) {
	root := &Node{ID: "root", Name: strings.Repeat("é", MaxText)}
	for i := range 3 * MaxNodes {
		root.Children = append(root.Children, &Node{ID: fmt.Sprint(i), Name: "x"})
	}
	if n, _ := Clean(root); n != MaxNodes {
		t.Errorf("kept %d nodes, want %d", n, MaxNodes)
	}
	if len(root.Name) > MaxText+len("…") || !strings.HasSuffix(root.Name, "…") || !strings.HasPrefix(root.Name, "éé") {
		t.Errorf("name cut to %d bytes: %q…", len(root.Name), root.Name[:8])
	}
	for _, w := range Words(root) {
		if !utf8Valid(w) {
			t.Fatalf("invalid text %q", w)
		}
	}
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }

// An ID is one element of the page: Clean keeps the first node of an ID
// and leaves out a later one with what is under it, and says which IDs it
// found repeated (issue 38: Mascarade's choices were listed twice, as
// "choice-0", "choice-1", "choice-0", "choice-1").
func TestCleanKeepsTheFirstNodeOfAnIDAndNamesTheRepeated(t *testing.T) {
	choices := &Node{ID: "choices", Role: Group, Name: "Your choices", Children: []*Node{
		{ID: "choice-0", Role: Button, Name: "Look"},
		{ID: "choice-1", Role: Button, Name: "Announce…"},
		{ID: "choice-0", Role: Button, Name: "Look"},
		{ID: "choice-1", Role: Button, Name: "Announce…", Children: []*Node{{ID: "under", Name: "x"}}},
	}}
	root := &Node{ID: "table", Role: Region, Children: []*Node{choices, {ID: "back", Role: Button, Name: "Back"}}}
	kept, repeated := Clean(root)
	if !slices.Equal(repeated, []string{"choice-0", "choice-1"}) {
		t.Errorf("repeated = %q, want choice-0 and choice-1", repeated)
	}
	if kept != 5 {
		t.Errorf("kept %d nodes, want 5 (the table, the group, two choices, Back)", kept)
	}
	if got := Words(choices); !slices.Equal(got, []string{"Your choices", "Look", "Announce…"}) {
		t.Errorf("the choices read %q", got)
	}
	// The page Diff makes of it holds each ID once.
	d := newDOM()
	d.apply(t, Diff(nil, root))
	if _, repeated := Clean(&Node{ID: "x", Children: []*Node{{ID: "a"}, {ID: "b"}}}); repeated != nil {
		t.Errorf("a tree without repeats reported %q", repeated)
	}
}

// A toggle says whether it is on when off too: aria-pressed is "false"
// for a toggle that is off, "true" for any button pressed, and absent on a
// button that only acts (issue 38: Less motion, Larger text and High
// contrast said nothing when off). Switching a button to a toggle changes
// the page.
func TestAToggleSaysItIsOffAndAPlainButtonSaysNothing(t *testing.T) {
	for _, c := range []struct {
		n    Node
		want string
	}{
		{Node{ID: "reduce-motion", Role: Button, Toggle: true}, "false"},
		{Node{ID: "reduce-motion", Role: Button, Toggle: true, Pressed: true}, "true"},
		{Node{ID: "hand-0", Role: Button, Pressed: true}, "true"},
		{Node{ID: "back", Role: Button}, ""},
	} {
		ops := Diff(nil, &c.n)
		if len(ops) != 1 || ops[0].AriaPressed() != c.want {
			t.Errorf("%+v: aria-pressed %q, want %q", c.n, ops[0].AriaPressed(), c.want)
		}
	}
	plain, toggle := &Node{ID: "b", Role: Button}, &Node{ID: "b", Role: Button, Toggle: true}
	if ops := Diff(plain, toggle); len(ops) != 1 || ops[0].Kind != Update {
		t.Errorf("a button become a toggle changed the page by %+v", ops)
	}
}

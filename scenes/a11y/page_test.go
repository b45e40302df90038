package a11y

import "testing"

// The page is described again only when it is stale (a frame drawn, input)
// or its source is another scene, and then changed to match; at rest it
// is not described at all.
func TestThePageIsDescribedOnlyWhenItMayHaveChanged(t *testing.T) {
	var p Page
	described := 0
	move := 0
	describe := func() *Node { described++; return tableTree(move) }
	table, menu := new(int), new(int)
	steps := []struct {
		what      string
		source    any
		stale     bool
		move      int
		described bool
		changes   bool
	}{
		{"the first update", table, false, 0, true, true},
		{"at rest", table, false, 0, false, false},
		{"at rest again", table, false, 0, false, false},
		{"a move drawn", table, true, 1, true, true},
		{"a heartbeat's frame, nothing changed", table, true, 1, true, false},
		{"at rest after it", table, false, 1, false, false},
		{"another scene", menu, false, 1, true, false},
	}
	for _, s := range steps {
		before := described
		move = s.move
		if s.stale {
			p.Stale()
		}
		ops := p.Update(s.source, describe)
		if got := described > before; got != s.described {
			t.Errorf("%s: described %v, want %v", s.what, got, s.described)
		}
		if got := len(ops) > 0; got != s.changes {
			t.Errorf("%s: %d changes", s.what, len(ops))
		}
	}
	if p.Tree() == nil || p.Tree().Children[0].Name != tableTree(1).Children[0].Name {
		t.Error("the page's tree is not the last described")
	}
}

// BenchmarkPageAtRest is the page's work each update of a table at rest:
// nothing is described (compare BenchmarkDiffAtRest, the work of one
// description that changed nothing, which every update did before).
func BenchmarkPageAtRest(b *testing.B) {
	var p Page
	source := new(int)
	p.Update(source, func() *Node { return tableTree(0) })
	for b.Loop() {
		if ops := p.Update(source, func() *Node { return tableTree(0) }); ops != nil {
			b.Fatal("a page at rest changed")
		}
	}
}

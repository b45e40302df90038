package mascarade

import (
	"cmp"
	"slices"
	"testing"

	"parlour/game"
)

// sortByKey orders arrangements as slices.SortFunc by key does, at every
// length around its switch to insertion sort, sorted or not.
func TestSortByKeyOrdersByKey(t *testing.T) {
	r := game.NewRNG(1)
	for n := range 80 {
		for round := range 3 {
			es := make([]entry, n)
			seen := map[uint64]bool{}
			for i := range es {
				k := r.Uint64() % 1000
				for seen[k] {
					k = r.Uint64() % 1000
				}
				seen[k] = true
				es[i] = entry{k, float64(i)}
			}
			if round == 1 {
				slices.SortFunc(es, func(x, y entry) int { return cmp.Compare(x.key, y.key) })
			}
			if round == 2 {
				slices.Reverse(es)
			}
			want := slices.Clone(es)
			slices.SortFunc(want, func(x, y entry) int { return cmp.Compare(x.key, y.key) })
			sortByKey(es)
			if !slices.Equal(es, want) {
				t.Fatalf("%d arrangements (round %d): %v, want %v", n, round, es, want)
			}
		}
	}
}

// either exchanges two slots of every arrangement as swapSlots does.
func TestEitherSwapsAsSwapSlots(t *testing.T) {
	g := &group{places: []int8{0, 1, 2}, ents: []entry{{0x123, 1}, {0x213, 2}, {0x321, 4}}}
	var scratch []entry
	for sa := range 3 {
		for sb := range 3 {
			if sa == sb {
				continue
			}
			got := either(g, sa, sb, &scratch)
			want := map[uint64]float64{}
			for _, e := range g.ents {
				want[e.key] += e.w
				want[swapSlots(e.key, sa, sb)] += e.w
			}
			if len(got.ents) != len(want) {
				t.Fatalf("slots %d, %d: %v, want %v", sa, sb, got.ents, want)
			}
			for _, e := range got.ents {
				if want[e.key] != e.w {
					t.Fatalf("slots %d, %d: %v, want %v", sa, sb, got.ents, want)
				}
			}
		}
	}
}

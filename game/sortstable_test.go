package game

import (
	"cmp"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// SortStable stands in for slices.SortStableFunc: for any slice and
// comparison, it leaves the same order (equal elements as they came).
func TestSortStableOrdersAsSlicesSortStableFunc(t *testing.T) {
	type item struct{ key, at int }
	byKey := func(a, b item) int { return cmp.Compare(a.key, b.key) }
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		s := make([]item, r.IntN(40))
		for i := range s {
			s[i] = item{r.IntN(5), i}
		}
		want := slices.Clone(s)
		slices.SortStableFunc(want, byKey)
		SortStable(s, byKey)
		if !slices.Equal(s, want) {
			t.Fatalf("SortStable left %v, slices.SortStableFunc %v", s, want)
		}
	}
}

// SortSmall leaves what slices.Sort does.
func TestSortSmallOrdersAsSlicesSort(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		s := make([]int8, r.IntN(30))
		for i := range s {
			s[i] = int8(r.IntN(256) - 128)
		}
		want := slices.Clone(s)
		slices.Sort(want)
		if SortSmall(s); !slices.Equal(s, want) {
			t.Fatalf("SortSmall left %v, slices.Sort %v", s, want)
		}
	}
}

// SortedKeys lists what slices.Sorted(maps.Keys(m)) does.
func TestSortedKeysListsWhatSlicesSortedListsOfTheMapsKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		m := map[string]int{}
		for range r.IntN(40) {
			m[string(rune('a'+r.IntN(26)))+string(rune('a'+r.IntN(26)))] = 1
		}
		want := slices.Sorted(maps.Keys(m))
		if got := SortedKeys(m); !slices.Equal(got, want) {
			t.Fatalf("SortedKeys gave %q, slices.Sorted %q", got, want)
		}
	}
}

package game

import "cmp"

// SortStable sorts s by cmp as slices.SortStableFunc does, keeping equal
// elements in their order, by insertion: every slice sorted this way is
// short (seats, a trick's cards, save slots), where slices.SortStableFunc
// sorts by insertion too. Its generic code is a tenth of SortStableFunc's
// (whose merge sort is compiled once per element shape, about 7 KB of wasm
// each), and the first visit downloads every shape.
func SortStable[S ~[]E, E any](s S, cmp func(a, b E) int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && cmp(s[j], s[j-1]) < 0; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// SortSmall sorts a short slice in increasing order by insertion, for the
// same reason: slices.Sort compiles its pattern-defeating quicksort (about
// a dozen functions) once per element type, and a hand or a trick's pile
// is sorted by insertion within it anyway.
func SortSmall[S ~[]E, E cmp.Ordered](s S) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// SortedKeys are m's keys in increasing order, sorted by SortSmall (every
// map listed so is short: a URL's parameters, a record's options, the
// games, a frame's targets). slices.Sorted(maps.Keys(m)) compiles the
// pattern-defeating quicksort for the key type, which for strings nothing
// else in the web build needs.
func SortedKeys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	SortSmall(keys)
	return keys
}

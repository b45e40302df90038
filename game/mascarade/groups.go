package mascarade

import (
	"cmp"
	"slices"
)

// The groups Know tracks: see Knowledge.

// group is a set of places whose masks are uncertain among themselves: each
// entry is one arrangement (4 bits per place, in the order of places) and the
// number of histories (scaled) that lead to it. A wide group keeps only its masks.
type group struct {
	places []int8
	ents   []entry // sorted by key; nil for a wide group
	masks  [numMasks]int8
}

type entry struct {
	key uint64
	w   float64
}

func (g *group) wide() bool { return g.ents == nil }

// newGroup is an empty group with room for n arrangements (none: a wide
// group, ents nil) and p places, in one allocation while they are few: Know
// runs at every action a search simulates and makes a few groups at every
// pin and unseen swap, and allocating each group's lists apart was most of
// its time.
func newGroup(n, p int) *group {
	var g *group
	var ents []entry
	var places []int8
	switch {
	case n <= 1:
		r := new(groupRoom[[1]entry])
		g, ents, places = &r.group, r.ents[:], r.places[:]
	case n <= 2:
		r := new(groupRoom[[2]entry])
		g, ents, places = &r.group, r.ents[:], r.places[:]
	case n <= 4:
		r := new(groupRoom[[4]entry])
		g, ents, places = &r.group, r.ents[:], r.places[:]
	case n <= 8:
		r := new(groupRoom[[8]entry])
		g, ents, places = &r.group, r.ents[:], r.places[:]
	default:
		g, ents = new(group), make([]entry, 0, n)
	}
	if n > 0 {
		g.ents = ents[:0:n]
	}
	if p <= len(places) {
		g.places = places[:0:p]
	} else {
		g.places = make([]int8, 0, p)
	}
	return g
}

// groupRoom is a group with its lists' memory.
type groupRoom[E [1]entry | [2]entry | [4]entry | [8]entry] struct {
	group
	ents   E
	places [8]int8
}

func (g *group) slot(p int) int {
	for s, q := range g.places {
		if int(q) == p {
			return s
		}
	}
	return -1
}

func maskAt(key uint64, s int) Mask { return Mask(key >> (4 * s) & 15) }

func withMask(key uint64, s int, m Mask) uint64 {
	return key&^(15<<(4*s)) | uint64(m)<<(4*s)
}

func swapSlots(key uint64, a, b int) uint64 {
	return withMask(withMask(key, a, maskAt(key, b)), b, maskAt(key, a))
}

func certain(p int, m Mask) *group {
	g := newGroup(1, 1)
	g.places = append(g.places, int8(p))
	g.ents = append(g.ents, entry{uint64(m), 1})
	g.masks[m] = 1
	return g
}

// pinGroup keeps the arrangements of p's group with m at p, and takes p out of it.
func pinGroup(grp []*group, p int, m Mask) bool {
	g := grp[p]
	if len(g.places) == 1 {
		return g.masks[m] > 0
	}
	s := g.slot(p)
	if g.masks[m] == 0 {
		return false
	}
	// maskAt written out: these loops run at every pin of every Know.
	kept, sh, mk := 0, uint(4*s), uint64(m)
	for _, e := range g.ents {
		if e.key>>sh&15 == mk {
			kept++
		}
	}
	if !g.wide() && kept == 0 {
		return false
	}
	rest := newGroup(kept, len(g.places)-1)
	rest.places = append(append(rest.places, g.places[:s]...), g.places[s+1:]...)
	rest.masks = g.masks
	rest.masks[m]--
	if !g.wide() {
		lo := uint64(1)<<(4*s) - 1
		for _, e := range g.ents {
			if e.key>>sh&15 == mk {
				rest.ents = append(rest.ents, entry{e.key&lo | e.key>>4&^lo, e.w})
			}
		}
	}
	grp[p] = certain(p, m)
	assign(grp, rest)
	return true
}

// assign makes g the group of its places, after taking out as certain every
// place whose mask is the same in all its arrangements.
func assign(grp []*group, g *group) {
	if g.wide() {
		if oneKind(g.masks) {
			for _, q := range g.places {
				grp[q] = certain(int(q), firstMask(g.masks))
			}
			return
		}
		for _, q := range g.places {
			grp[q] = g
		}
		return
	}
	first := g.ents[0].key
	var varies uint64 // a 4-bit slot is non-zero where the masks differ
	for _, e := range g.ents[1:] {
		varies |= e.key ^ first
	}
	if varies == 0 || len(g.places) == 1 {
		for s, q := range g.places {
			grp[q] = certain(int(q), maskAt(first, s))
		}
		return
	}
	keep := g
	if fixed := fixedSlots(varies, len(g.places)); fixed != 0 {
		keep = newGroup(len(g.ents), len(g.places))
		keep.masks = g.masks
		for s, q := range g.places {
			if fixed&(1<<s) != 0 {
				m := maskAt(first, s)
				grp[q] = certain(int(q), m)
				keep.masks[m]--
			} else {
				keep.places = append(keep.places, q)
			}
		}
		keep.ents = keep.ents[:len(g.ents)]
		for i, e := range g.ents {
			var key uint64
			to := 0
			for s := range g.places {
				if fixed&(1<<s) == 0 {
					key |= uint64(maskAt(e.key, s)) << (4 * to)
					to++
				}
			}
			keep.ents[i] = entry{key, e.w}
		}
	}
	for _, q := range keep.places {
		grp[q] = keep
	}
}

// fixedSlots lists, as bits, the slots where varies is zero.
func fixedSlots(varies uint64, slots int) uint32 {
	var fixed uint32
	for s := range slots {
		if maskAt(varies, s) == 0 {
			fixed |= 1 << s
		}
	}
	return fixed
}

func oneKind(masks [numMasks]int8) bool {
	kinds := 0
	for _, c := range masks {
		if c > 0 {
			kinds++
		}
	}
	return kinds == 1
}

func firstMask(masks [numMasks]int8) Mask {
	for m, c := range masks {
		if c > 0 {
			return Mask(m)
		}
	}
	return NoMask
}

// relabel follows a swap the viewer knows was real: the masks at a and b change places.
func relabel(grp []*group, a, b int) {
	ga, gb := grp[a], grp[b]
	if ga == gb {
		g := relabelled(ga)
		g.places[ga.slot(a)], g.places[ga.slot(b)] = int8(b), int8(a)
		for _, p := range g.places {
			grp[p] = g
		}
		return
	}
	na, nb := relabelled(ga), relabelled(gb)
	na.places[ga.slot(a)] = int8(b)
	nb.places[gb.slot(b)] = int8(a)
	for _, p := range na.places {
		grp[p] = na
	}
	for _, p := range nb.places {
		grp[p] = nb
	}
}

// relabelled is a copy of g with its own places to change (its
// arrangements, never changed, are shared).
func relabelled(g *group) *group {
	c := newGroup(0, len(g.places))
	c.places = append(c.places, g.places...)
	c.ents, c.masks = g.ents, g.masks
	return c
}

// merge joins the groups of a and b (every pair of their arrangements).
func merge(grp []*group, a, b int) *group {
	ga, gb := grp[a], grp[b]
	if ga == gb {
		return ga
	}
	n := len(ga.ents) * len(gb.ents)
	wide := ga.wide() || gb.wide() || n > exactLimit
	if wide {
		n = 0
	}
	g := newGroup(n, len(ga.places)+len(gb.places))
	g.places = append(append(g.places, ga.places...), gb.places...)
	for m := range g.masks {
		g.masks[m] = ga.masks[m] + gb.masks[m]
	}
	if wide {
		return g
	}
	shift := 4 * len(ga.places)
	for _, y := range gb.ents {
		for _, x := range ga.ents {
			g.ents = append(g.ents, entry{x.key | y.key<<shift, x.w * y.w})
		}
	}
	normalise(g.ents)
	return g
}

// either follows a swap the viewer did not see: every arrangement, as it was
// and with slots sa and sb exchanged, each reached by as many histories.
// scratch is memory for the exchanged arrangements, kept by the caller from
// one call to the next.
func either(g *group, sa, sb int, scratch *[]entry) *group {
	if g.wide() {
		return g
	}
	moved := (*scratch)[:0]
	// swapSlots and a sort by key written out: this loop runs for every
	// arrangement at every unseen swap of every Know.
	ka, kb := uint(4*sa), uint(4*sb)
	for _, e := range g.ents {
		ma, mb := e.key>>ka&15, e.key>>kb&15
		moved = append(moved, entry{e.key&^(15<<ka|15<<kb) | mb<<ka | ma<<kb, e.w})
	}
	*scratch = moved
	sortByKey(moved)
	// Merge the two sorted lists, adding the weights of equal arrangements.
	ng := newGroup(2*len(g.ents), 0)
	ng.places, ng.masks = g.places, g.masks
	out := ng.ents
	i, j := 0, 0
	for i < len(g.ents) || j < len(moved) {
		var e entry
		switch {
		case j == len(moved) || (i < len(g.ents) && g.ents[i].key < moved[j].key):
			e, i = g.ents[i], i+1
		case i == len(g.ents) || moved[j].key < g.ents[i].key:
			e, j = moved[j], j+1
		default:
			e = entry{g.ents[i].key, g.ents[i].w + moved[j].w}
			i, j = i+1, j+1
		}
		out = append(out, e)
	}
	ng.ents = nil
	if len(out) <= exactLimit {
		ng.ents = out
		normalise(ng.ents)
	}
	return ng
}

// sortByKey sorts arrangements by key. Keys are distinct (swapping two
// slots is one-to-one), so any sort gives the same order; this one compares
// keys itself, where slices.SortFunc calls a function per comparison.
func sortByKey(es []entry) {
	for len(es) > 12 {
		// Quicksort on the middle key; recurse into the smaller side.
		m := len(es) / 2
		es[0], es[m] = es[m], es[0]
		pivot, lo := es[0].key, 1
		for i := 1; i < len(es); i++ {
			if es[i].key < pivot {
				es[i], es[lo] = es[lo], es[i]
				lo++
			}
		}
		es[0], es[lo-1] = es[lo-1], es[0]
		left, right := es[:lo-1], es[lo:]
		if len(left) < len(right) {
			sortByKey(left)
			es = right
		} else {
			sortByKey(right)
			es = left
		}
	}
	for i := 1; i < len(es); i++ {
		for j := i; j > 0 && es[j].key < es[j-1].key; j-- {
			es[j], es[j-1] = es[j-1], es[j]
		}
	}
}

// normalise keeps the weights of long histories within float64's range.
func normalise(ents []entry) {
	top := 0.0
	for _, e := range ents {
		top = max(top, e.w)
	}
	if top > 1e100 {
		for i := range ents {
			ents[i].w /= top
		}
	}
}

func (g *group) lookup(key uint64) float64 {
	i, ok := slices.BinarySearchFunc(g.ents, key, func(e entry, k uint64) int { return cmp.Compare(e.key, k) })
	if !ok {
		return 0
	}
	return g.ents[i].w
}

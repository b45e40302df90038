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

// certainGroup is a group of one place that holds its own place and
// arrangement: Know makes one for every place and every pin, and a search
// asks Know at every simulated action, so it is one allocation, not three.
type certainGroup struct {
	group
	place [1]int8
	ent   [1]entry
}

func certain(p int, m Mask) *group {
	c := &certainGroup{place: [1]int8{int8(p)}, ent: [1]entry{{uint64(m), 1}}}
	c.places, c.ents = c.place[:], c.ent[:]
	c.masks[m] = 1
	return &c.group
}

// pinGroup keeps the arrangements of p's group with m at p, and takes p out of it.
func pinGroup(grp []*group, p int, m Mask) bool {
	g := grp[p]
	if len(g.places) == 1 {
		return g.masks[m] > 0
	}
	s := g.slot(p)
	rest := &group{places: slices.Delete(slices.Clone(g.places), s, s+1), masks: g.masks}
	if rest.masks[m]--; rest.masks[m] < 0 {
		return false
	}
	if !g.wide() {
		kept := 0
		for _, e := range g.ents {
			if maskAt(e.key, s) == m {
				kept++
			}
		}
		if kept == 0 {
			return false
		}
		lo := uint64(1)<<(4*s) - 1
		rest.ents = make([]entry, 0, kept)
		for _, e := range g.ents {
			if maskAt(e.key, s) == m {
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
		keep = &group{masks: g.masks}
		for s, q := range g.places {
			if fixed&(1<<s) != 0 {
				m := maskAt(first, s)
				grp[q] = certain(int(q), m)
				keep.masks[m]--
			} else {
				keep.places = append(keep.places, q)
			}
		}
		keep.ents = make([]entry, len(g.ents))
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
		g := *ga
		g.places = slices.Clone(ga.places)
		g.places[ga.slot(a)], g.places[ga.slot(b)] = int8(b), int8(a)
		for _, p := range g.places {
			grp[p] = &g
		}
		return
	}
	na, nb := *ga, *gb
	na.places, nb.places = slices.Clone(ga.places), slices.Clone(gb.places)
	na.places[ga.slot(a)] = int8(b)
	nb.places[gb.slot(b)] = int8(a)
	for _, p := range na.places {
		grp[p] = &na
	}
	for _, p := range nb.places {
		grp[p] = &nb
	}
}

// merge joins the groups of a and b (every pair of their arrangements).
func merge(grp []*group, a, b int) *group {
	ga, gb := grp[a], grp[b]
	if ga == gb {
		return ga
	}
	places := make([]int8, 0, len(ga.places)+len(gb.places))
	g := &group{places: append(append(places, ga.places...), gb.places...)}
	for m := range g.masks {
		g.masks[m] = ga.masks[m] + gb.masks[m]
	}
	if ga.wide() || gb.wide() || len(ga.ents)*len(gb.ents) > exactLimit {
		return g
	}
	shift := 4 * len(ga.places)
	g.ents = make([]entry, 0, len(ga.ents)*len(gb.ents))
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
	for _, e := range g.ents {
		moved = append(moved, entry{swapSlots(e.key, sa, sb), e.w})
	}
	*scratch = moved
	slices.SortFunc(moved, func(x, y entry) int { return cmp.Compare(x.key, y.key) })
	// Merge the two sorted lists, adding the weights of equal arrangements.
	out := make([]entry, 0, 2*len(g.ents))
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
	ng := &group{places: g.places, masks: g.masks}
	if len(out) <= exactLimit {
		ng.ents = out
		normalise(ng.ents)
	}
	return ng
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

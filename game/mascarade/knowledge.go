package mascarade

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sync"

	"parlour/game"
)

// Knowledge is what one viewer knows of the masks, read from its own
// observation only: the setup showed every mask at its place; its looks,
// reveals at contests, its Spy looks and the Princess showings it saw pin a
// mask to a place at a moment; its own real swaps move masks where it knows;
// every swap it did not see (another player's, the Fool's, the Spy's) may or
// may not have moved the two masks, so it leaves the two places uncertain
// between themselves. The heuristic bot reasons with its Belief; Sample deals
// masks consistent with it.
//
// The model: each swap the viewer did not see was real or pretended with
// equal chance, independently; the viewer's knowledge is the set of such
// histories that agree with everything it saw, each equally likely. Know
// tracks that set exactly, as groups of places whose masks are uncertain
// among themselves (a group's arrangements and how many histories lead to
// each), as long as no group has more than exactLimit arrangements. Past
// that (long runs of unseen swaps among many players) it keeps only each
// group's masks, and Sample searches for a history consistent with every pin
// (always consistent; close to, not exactly, uniform).
type Knowledge struct {
	seat   int
	places int
	start  []Mask // the masks shown at setup
	ops    []op   // what the viewer saw happen to the masks, in order
	exact  bool   // no group ever passed exactLimit: pre and final are exact
	pre    []snap // for each unseen swap, its group just before it
	final  []*group
	once   sync.Once // makes belief on the first call of Belief
	belief [][NumMasks]float64
	seen   []Mask // per place: the mask last seen there (moved by the viewer's own real swaps)
	since  []int  // per place: unseen swaps it has been through since
	checks [][]check
	err    error
}

// exactLimit caps the arrangements Know tracks exactly for one group of places.
var exactLimit = 1 << 12

// beliefSamples is how many histories estimate the belief when Know is not exact.
const beliefSamples = 64

type opKind uint8

const (
	opPin    opKind = iota // the mask at place a is m
	opSwap                 // the masks at a and b swapped, and the viewer knows it
	opUnseen               // the masks at a and b swapped or not: the viewer did not see which
	opFill                 // an event whose secret the viewer did not see: the mask at a (and at b, if b >= 0)
)

type op struct {
	kind opKind
	a, b int8
	m    Mask
	ev   int32 // the log event whose secret the op decides, or -1
}

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

type snap struct {
	g      *group
	sa, sb int8
}

type check struct {
	m    Mask
	cone uint16
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

func certain(p int, m Mask) *group {
	g := &group{places: []int8{int8(p)}, ents: []entry{{uint64(m), 1}}}
	g.masks[m] = 1
	return g
}

// Know reads what o's viewer knows of the masks. The result is kept with the
// observation, so asking again (a search bot sampling many times) is free.
func Know(o *Observation) (*Knowledge, error) {
	if k := o.know.Load(); k != nil {
		return k, k.err
	}
	k := know(o)
	o.know.Store(k)
	return k, k.err
}

func know(o *Observation) *Knowledge {
	places := o.Players + o.Centre
	k := &Knowledge{seat: o.Seat, places: places}
	if o.Players < MinTable || o.Players > MaxTable || o.Centre < 0 || o.Centre > MaxCentre || len(o.At) != o.Players {
		k.err = fmt.Errorf("mascarade: an observation of %d players and %d centre masks", o.Players, o.Centre)
		return k
	}
	if k.err = k.read(o); k.err != nil {
		return k
	}
	if k.err = k.forward(); k.err != nil {
		return k
	}
	if !k.exact {
		k.prepareSearch()
		// Belief will search: make sure now that some history fits.
		if _, k.err = k.search(game.NewRNG(1), make([]int8, len(k.ops))); k.err != nil {
			return k
		}
	}
	return k
}

// read turns the log into the start and the ops.
func (k *Knowledge) read(o *Observation) error {
	n := k.places
	k.start = make([]Mask, n)
	k.seen = make([]Mask, n)
	k.since = make([]int, n)
	for p := range k.start {
		k.start[p] = NoMask
	}
	at := make([]int, o.Players)
	for p := range at {
		at[p] = p
	}
	place := func(p int) bool { return p >= 0 && p < n }
	player := func(p int) bool { return p >= 0 && p < o.Players }
	add := func(x op) { k.ops = append(k.ops, x) }
	pin := func(p int, m Mask) {
		add(op{kind: opPin, a: int8(p), b: -1, m: m, ev: -1})
		k.seen[p], k.since[p] = m, 0
	}
	for i, e := range o.Log {
		sees := e.Secret.Len() > 0
		bad := false
		switch e.Type {
		case EvSetup:
			if bad = !place(e.Target) || !Mask(e.Card).Valid() || k.start[e.Target] != NoMask; !bad {
				k.start[e.Target] = Mask(e.Card)
				k.seen[e.Target] = Mask(e.Card)
			}
		case EvReveal:
			if bad = !place(e.Target) || !Mask(e.Card).Valid(); !bad {
				pin(e.Target, Mask(e.Card))
			}
		case EvLook, EvPrincess:
			p := e.Target
			if e.Type == EvPrincess {
				p = e.Value
			}
			switch {
			case !place(p) || (sees && !Mask(e.Secret.At(0)).Valid()):
				bad = true
			case sees:
				pin(p, Mask(e.Secret.At(0)))
			default:
				add(op{kind: opFill, a: int8(p), b: -1, m: NoMask, ev: int32(i)})
			}
		case EvSpyLook:
			switch {
			case !player(e.Seat) || !place(e.Value) || (sees && (e.Secret.Len() != 2 || !Mask(e.Secret.At(0)).Valid() || !Mask(e.Secret.At(1)).Valid())):
				bad = true
			case sees:
				pin(at[e.Seat], Mask(e.Secret.At(0)))
				pin(e.Value, Mask(e.Secret.At(1)))
			default:
				add(op{kind: opFill, a: int8(at[e.Seat]), b: int8(e.Value), m: NoMask, ev: int32(i)})
			}
		case EvSwap, EvSpySwap, EvFoolSwap:
			a, b := e.Value, e.Target
			switch {
			case !place(a) || !place(b) || a == b:
				bad = true
			case sees && e.Secret.At(0) == 1:
				add(op{kind: opSwap, a: int8(a), b: int8(b), m: NoMask, ev: -1})
				k.seen[a], k.seen[b] = k.seen[b], k.seen[a]
				k.since[a], k.since[b] = k.since[b], k.since[a]
			case sees: // the viewer's own pretence: nothing moved
			default:
				add(op{kind: opUnseen, a: int8(a), b: int8(b), m: NoMask, ev: int32(i)})
				k.since[a]++
				k.since[b]++
			}
		case EvSeatsChange:
			if bad = !player(e.Seat) || !player(e.Target); !bad {
				at[e.Seat], at[e.Target] = at[e.Target], at[e.Seat]
			}
		}
		if bad {
			return fmt.Errorf("mascarade: the observation's event %d (%s) does not fit the table", i, e.Type)
		}
	}
	if slices.Contains(k.start, NoMask) {
		return fmt.Errorf("mascarade: the observation does not show every mask at setup")
	}
	var count [numMasks]int
	for _, m := range o.Masks {
		if m.Valid() {
			count[m]++
		}
	}
	for _, m := range k.start {
		count[m]--
	}
	if count != [numMasks]int{} || len(o.Masks) != n {
		return fmt.Errorf("mascarade: the setup shows other masks than the scenario's")
	}
	return nil
}

var errInconsistent = errors.New("mascarade: the observation contradicts itself (no history of swaps explains what it saw)")

// forward replays the ops over groups of places, keeping each group's
// arrangements and how many histories lead to each.
func (k *Knowledge) forward() error {
	grp := make([]*group, k.places)
	for p, m := range k.start {
		grp[p] = certain(p, m)
	}
	k.pre = make([]snap, len(k.ops))
	k.exact = true
	for i, o := range k.ops {
		a, b := int(o.a), int(o.b)
		switch o.kind {
		case opPin:
			if !pinGroup(grp, a, o.m) {
				return errInconsistent
			}
		case opSwap:
			relabel(grp, a, b)
		case opUnseen:
			g := merge(grp, a, b)
			if !g.wide() {
				k.pre[i] = snap{g, int8(g.slot(a)), int8(g.slot(b))}
			}
			g = either(g, g.slot(a), g.slot(b))
			if g.wide() {
				k.exact = false
			}
			assign(grp, g)
		}
	}
	k.final = grp
	return nil
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
		lo := uint64(1)<<(4*s) - 1
		for _, e := range g.ents {
			if maskAt(e.key, s) == m {
				rest.ents = append(rest.ents, entry{e.key&lo | e.key>>4&^lo, e.w})
			}
		}
		if len(rest.ents) == 0 {
			return false
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
	g := &group{places: append(slices.Clone(ga.places), gb.places...)}
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
func either(g *group, sa, sb int) *group {
	if g.wide() {
		return g
	}
	moved := make([]entry, len(g.ents))
	for i, e := range g.ents {
		moved[i] = entry{swapSlots(e.key, sa, sb), e.w}
	}
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

// makeBelief computes, for each place, the chance of each mask being there:
// exactly from the final groups, or else from the share of beliefSamples
// histories drawn by the search (seeded from the observation, so the same
// observation always gives the same belief).
func (k *Knowledge) makeBelief() {
	k.belief = make([][NumMasks]float64, k.places)
	if !k.exact {
		r := game.NewRNG(uint64(len(k.ops))*0x9e3779b97f4a7c15 ^ uint64(k.seat+1))
		bits := make([]int8, len(k.ops))
		for range beliefSamples {
			x, err := k.search(r, bits)
			if err != nil {
				x = k.start // cannot happen: know found a history already
			}
			for p, m := range x {
				k.belief[p][m] += 1.0 / beliefSamples
			}
		}
		return
	}
	done := make(map[*group]bool)
	for _, g := range k.final {
		if done[g] {
			continue
		}
		done[g] = true
		total := 0.0
		for _, e := range g.ents {
			total += e.w
		}
		for _, e := range g.ents {
			for s, p := range g.places {
				k.belief[p][maskAt(e.key, s)] += e.w / total
			}
		}
	}
}

// Belief is, for each place (players' places first, then the centre), the
// chance of each mask being there now, as the viewer sees it. Rows sum to 1.
func (k *Knowledge) Belief() [][NumMasks]float64 {
	k.once.Do(k.makeBelief)
	return k.belief
}

// Certain is the mask the viewer is sure lies at place p, or NoMask.
func (k *Knowledge) Certain(p int) Mask {
	if g := k.final[p]; len(g.places) == 1 {
		return maskAt(g.ents[0].key, 0)
	}
	return NoMask
}

// LastSeen is the mask the viewer last saw at place p (the setup, a look, a
// reveal, a Spy look, a Princess showing; moved along by its own real swaps),
// and how many swaps it did not see that place has been through since.
func (k *Knowledge) LastSeen(p int) (Mask, int) { return k.seen[p], k.since[p] }

// Exact reports whether Belief and Sample are exact (see Knowledge).
func (k *Knowledge) Exact() bool { return k.exact }

// history draws one history consistent with everything the viewer saw: the
// masks at every place now, and a bit for every unseen swap (1: real).
func (k *Knowledge) history(r *game.RNG, bits []int8) ([]Mask, error) {
	if !k.exact {
		return k.search(r, bits)
	}
	// Draw the present from the final groups, then walk back through each
	// unseen swap choosing real or pretended as the histories that lead to
	// the present divide (forward filtering, backward sampling).
	x := make([]Mask, k.places)
	done := make([]bool, k.places)
	for p, g := range k.final {
		if done[p] {
			continue
		}
		total := 0.0
		for _, e := range g.ents {
			total += e.w
		}
		pick, at := r.Float64()*total, len(g.ents)-1
		for i, e := range g.ents {
			if pick -= e.w; pick < 0 {
				at = i
				break
			}
		}
		for s, q := range g.places {
			x[q] = maskAt(g.ents[at].key, s)
			done[q] = true
		}
	}
	present := slices.Clone(x)
	for i := len(k.ops) - 1; i >= 0; i-- {
		o := k.ops[i]
		switch o.kind {
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			s := k.pre[i]
			var key uint64
			for slot, q := range s.g.places {
				key |= uint64(x[q]) << (4 * slot)
			}
			stay, moved := s.g.lookup(key), s.g.lookup(swapSlots(key, int(s.sa), int(s.sb)))
			bits[i] = 0
			if r.Float64()*(stay+moved) >= stay {
				bits[i] = 1
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
		}
	}
	if !slices.Equal(x, k.start) {
		return nil, fmt.Errorf("mascarade: internal error: a sampled history does not lead back to the setup")
	}
	return present, nil
}

// dfsBudget caps one search for a consistent history before it starts over.
const dfsBudget = 200_000

// prepareSearch records, for each unseen swap, the pins still to come that
// depend on it, with the places from which each pin's mask can still reach
// its place (its cone, just after the swap).
func (k *Knowledge) prepareSearch() {
	k.checks = make([][]check, len(k.ops))
	for t, o := range k.ops {
		if o.kind != opPin {
			continue
		}
		cone := uint16(1) << o.a
		for i := t - 1; i >= 0; i-- {
			x := k.ops[i]
			if x.kind != opUnseen && x.kind != opSwap {
				continue
			}
			ab := uint16(1)<<x.a | uint16(1)<<x.b
			switch x.kind {
			case opUnseen:
				if cone&ab != 0 {
					k.checks[i] = append(k.checks[i], check{o.m, cone})
					cone |= ab
				}
			case opSwap:
				if cone&ab != 0 && cone&ab != ab {
					cone ^= ab
				}
			}
		}
	}
}

// search finds a history consistent with every pin by trying each unseen
// swap both ways in random order, pruning a choice as soon as some pin to
// come can no longer be met, and backtracking when stuck.
func (k *Knowledge) search(r *game.RNG, bits []int8) ([]Mask, error) {
	for range 8 {
		x, err := k.searchOnce(r, bits)
		if err != errBudget {
			return x, err
		}
	}
	return nil, fmt.Errorf("mascarade: no consistent history found within the search budget")
}

var errBudget = errors.New("budget")

func (k *Knowledge) searchOnce(r *game.RNG, bits []int8) ([]Mask, error) {
	x := slices.Clone(k.start)
	type choice struct {
		i   int
		alt bool // the other way is still to try
	}
	var stack []choice
	budget := dfsBudget
	for i := 0; i < len(k.ops); {
		if budget--; budget < 0 {
			return nil, errBudget
		}
		o := k.ops[i]
		ok := true
		switch o.kind {
		case opPin:
			ok = x[o.a] == o.m
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			bit := int8(r.Intn(2))
			alt := true
			if ok = k.try(x, i, bit, bits); !ok {
				alt = false
				ok = k.try(x, i, bit^1, bits)
			}
			if ok {
				stack = append(stack, choice{i, alt})
			}
		}
		if ok {
			i++
			continue
		}
		for {
			if len(stack) == 0 {
				return nil, errInconsistent
			}
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for j := i - 1; j >= c.i; j-- {
				if o := k.ops[j]; o.kind == opSwap || (o.kind == opUnseen && bits[j] == 1) {
					x[o.a], x[o.b] = x[o.b], x[o.a]
				}
			}
			i = c.i
			if c.alt && k.try(x, i, bits[i]^1, bits) {
				stack = append(stack, choice{i, false})
				i++
				break
			}
		}
	}
	return x, nil
}

// try makes unseen swap i real (bit 1) or not, and keeps it if every pin to
// come that depends on it can still be met.
func (k *Knowledge) try(x []Mask, i int, bit int8, bits []int8) bool {
	o := k.ops[i]
	bits[i] = bit
	if bit == 1 {
		x[o.a], x[o.b] = x[o.b], x[o.a]
	}
	for _, c := range k.checks[i] {
		met := false
		for q, cone := 0, c.cone; cone != 0; q, cone = q+1, cone>>1 {
			if cone&1 != 0 && x[q] == c.m {
				met = true
				break
			}
		}
		if !met {
			if bit == 1 {
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
			return false
		}
	}
	return true
}

// fill writes a sampled history's secrets into a copy of the viewer's log:
// the bit of every unseen swap and the masks of every look, Spy look and
// Princess showing the viewer did not see. It returns the masks at the places.
func (k *Knowledge) fill(log []game.Event, bits []int8) []Mask {
	x := slices.Clone(k.start)
	for i, o := range k.ops {
		switch o.kind {
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			if bits[i] == 1 {
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
			log[o.ev].Secret, log[o.ev].Hidden = game.ValuesOf(int(bits[i])), 0
		case opFill:
			v := game.ValuesOf(int(x[o.a]))
			if o.b >= 0 {
				v.Append(int(x[o.b]))
			}
			log[o.ev].Secret, log[o.ev].Hidden = v, 0
		}
	}
	return x
}

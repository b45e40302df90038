package mascarade

import (
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

type snap struct {
	g      *group
	sa, sb int8
}

type check struct {
	m    Mask
	cone uint16
}

// Know reads what o's viewer knows of the masks. The result is kept with the
// observation, so asking again (a search bot sampling many times) is free;
// an observation must not be changed once Know has read it.
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
	// Two allocations for five slices, and room for the ops of a log of
	// ordinary events: a search asks Know at every action it simulates.
	masks, ints := make([]Mask, 2*n), make([]int, n+o.Players)
	k.start, k.seen = masks[:n:n], masks[n:]
	k.since = ints[:n:n]
	at := ints[n:]
	k.ops = make([]op, 0, len(o.Log))
	for p := range k.start {
		k.start[p] = NoMask
	}
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
	for i := range o.Log {
		// By pointer, and whether the viewer saw a secret only where it
		// matters: Know reads the whole log at every action a search
		// simulates, and most events are not about masks.
		e := &o.Log[i]
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
			sees := e.Secret.Len() > 0
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
			sees := e.Secret.Len() > 0
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
			sees := e.Secret.Len() > 0
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
	var moved []entry // either's scratch
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
			g = either(g, g.slot(a), g.slot(b), &moved)
			if g.wide() {
				k.exact = false
			}
			assign(grp, g)
		}
	}
	k.final = grp
	return nil
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
	done := make([]*group, 0, len(k.final))
	for _, g := range k.final {
		if slices.Contains(done, g) {
			continue
		}
		done = append(done, g)
		total := 0.0
		for _, e := range g.ents {
			total += e.w
		}
		for _, e := range g.ents {
			for s, p := range g.places {
				k.belief[p][e.key>>(4*s)&15] += e.w / total // maskAt, written out
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

package search

import (
	"fmt"
	"math"
	"slices"

	"parlour/game"
	"parlour/game/bot"
)

// edge is one action's statistics at a node.
type edge struct {
	a     game.Action
	n     int32   // visits
	avail int32   // iterations in which the action was legal here
	w     float64 // total value, for the node's seat
}

// node is one information set of the seat acting there.
type node struct {
	seat  int
	prior int32 // the edge of the prior policy's choice, or -1
	edges []edge
}

type visit struct{ node, edge int32 }

// tree is one decision's search.
type tree struct {
	cfg     *Config
	obs     game.Observation
	root    int
	rootKey uint64
	nodes   []node
	index   map[uint64]int32
	roll    bot.Bot // the rollout policy (nil: random)
	prior   bot.Bot // the prior policy of PriorBias
	dealer  *dealer

	// per-iteration scratch, reused
	legal   []game.Action
	keys    []uint64
	path    []visit
	values  []float64
	scratch game.Observation // the last observation made, whose memory the next reuses
	hs      hashState
}

func newTree(cfg *Config, obs game.Observation, r *game.RNG) (*tree, error) {
	k, err := fingerprint(obs)
	if err != nil {
		return nil, err
	}
	t := &tree{cfg: cfg, obs: obs, root: obs.Viewer(), rootKey: k, index: map[uint64]int32{}, legal: make([]game.Action, 0, 64), dealer: newDealer(cfg, obs)}
	if cfg.RolloutBot != nil {
		t.roll = cfg.RolloutBot(r.Uint64())
	}
	t.prior = t.roll
	if cfg.PriorBot != nil {
		t.prior = cfg.PriorBot(r.Uint64())
	}
	return t, nil
}

func abstains(b bot.Bot, obs game.Observation) bool {
	a, ok := b.(Abstainer)
	return ok && a.Abstains(obs)
}

func (t *tree) appendLegal(g game.Game, seat int) []game.Action {
	if la, ok := g.(game.LegalAppender); ok {
		return la.AppendLegal(t.legal[:0], seat)
	}
	return append(t.legal[:0], g.Legal(seat)...)
}

// iterate runs one simulation on a fresh determinization and backs its value up.
func (t *tree) iterate(r *game.RNG) (int, error) {
	det, err := t.dealer.deal(r)
	if err != nil {
		return 0, err
	}
	n := det.Players()
	if len(t.keys) != n {
		t.keys = make([]uint64, n)
		t.values = make([]float64, n)
	}
	for s := range n {
		if s == t.root || t.cfg.ModelOthers {
			t.keys[s] = t.rootKey
			continue
		}
		k, err := fingerprintWith(&t.hs, t.observe(det, s))
		if err != nil {
			return 0, err
		}
		t.keys[s] = k
	}
	mark := 0
	if h := t.cfg.Horizon; h != nil {
		mark = h.Mark(det)
	}
	t.path = t.path[:0]
	tracking, first, scored := true, true, false
	actions := 0
	for steps := 0; !det.Over(); steps++ {
		if steps > t.cfg.MaxRollout+len(t.path) {
			for s := range t.values {
				t.values[s] = 1 / float64(n)
			}
			scored = true
			break
		}
		pending := det.Pending()
		seat := pending[0]
		if first {
			// The bot decides first at the root: the root node is its real observation.
			if !slices.Contains(pending, t.root) {
				return 0, fmt.Errorf("search: seat %d owes no decision in a sample of its own observation", t.root)
			}
			seat, first = t.root, false
		}
		var a game.Action
		if tracking && (seat == t.root || !t.cfg.ModelOthers) {
			legal := t.appendLegal(det, seat)
			if len(legal) == 0 {
				return 0, noLegal(seat)
			}
			key := mix(t.keys[seat], uint64(seat))
			idx, ok := t.index[key]
			if !ok {
				idx = int32(len(t.nodes))
				t.nodes = append(t.nodes, node{seat: seat, prior: -1})
				if t.cfg.PriorBias > 0 && t.prior != nil && seat == t.root {
					if o := t.observe(det, seat); !abstains(t.prior, o) {
						pa := t.prior.Act(o, bot.Budget{})
						t.nodes[idx].edges = append(t.nodes[idx].edges, edge{a: pa})
						t.nodes[idx].prior = 0
					}
				}
				t.index[key] = idx
				tracking = false // one new node per iteration; a rollout follows
			}
			var e int32
			a, e = t.selectAction(idx, legal, r)
			t.path = append(t.path, visit{idx, e})
		} else if a, err = t.rollout(det, seat, r); err != nil {
			return 0, err
		}
		actions++
		var events []game.Event
		if la, ok := det.(game.LegalApplier); ok {
			events = la.ApplyLegal(seat, a)
		} else if events, err = det.Apply(seat, a); err != nil {
			return 0, fmt.Errorf("search: %w", err)
		}
		if tracking {
			for s := range n {
				if s != t.root && t.cfg.ModelOthers {
					continue
				}
				for _, e := range events {
					t.keys[s] = mixEvent(t.keys[s], e, s)
				}
			}
			t.keys[seat] = mixAction(t.keys[seat], a)
		}
		if h := t.cfg.Horizon; h != nil && !det.Over() && h.Leaf(det, mark, t.values) {
			scored = true
			break
		}
	}
	if !scored {
		clear(t.values)
		w := det.Result().Winners
		for _, s := range w {
			t.values[s] = 1 / float64(len(w))
		}
	}
	for _, v := range t.path {
		nd := &t.nodes[v.node]
		e := &nd.edges[v.edge]
		e.n++
		e.w += t.values[nd.seat]
	}
	// Deals the belief turned down cost about what the one kept did.
	return actions + (t.dealer.tries-1)*t.cfg.IterationCost, nil
}

// observe is seat's observation of det, made over the last one (which only
// a fingerprint or the rollout bot's Act has read, and neither keeps).
func (t *tree) observe(det game.Game, seat int) game.Observation {
	t.scratch = game.Reobserve(det, t.scratch, seat)
	return t.scratch
}

// rollout is the policy outside the tree. A rollout bot chooses among its
// observation's legal actions, which are the seat's Legal: they are not
// listed a second time.
func (t *tree) rollout(det game.Game, seat int, r *game.RNG) (game.Action, error) {
	if t.roll != nil {
		obs := t.observe(det, seat)
		if len(obs.LegalActions()) == 0 {
			return game.Action{}, noLegal(seat)
		}
		return t.roll.Act(obs, bot.Budget{}), nil
	}
	legal := t.appendLegal(det, seat)
	if len(legal) == 0 {
		return game.Action{}, noLegal(seat)
	}
	return legal[r.Intn(len(legal))], nil
}

func noLegal(seat int) error {
	return fmt.Errorf("search: seat %d owes a decision with no legal action", seat)
}

// selectAction picks an action at node idx among legal: an untried one first
// (at random), then by UCB with availability counts. It counts availability.
func (t *tree) selectAction(idx int32, legal []game.Action, r *game.RNG) (game.Action, int32) {
	nd := &t.nodes[idx]
	untried, chosen := 0, int32(-1)
	for _, a := range legal {
		e := nd.find(a)
		if e < 0 {
			nd.edges = append(nd.edges, edge{a: a})
			e = int32(len(nd.edges) - 1)
		}
		ed := &nd.edges[e]
		ed.avail++
		if ed.n == 0 {
			// Reservoir sampling: each untried action is equally likely.
			untried++
			if r.Intn(untried) == 0 {
				chosen = e
			}
		}
	}
	if nd.prior >= 0 && nd.edges[nd.prior].n == 0 && slices.Contains(legal, nd.edges[nd.prior].a) {
		chosen = nd.prior
	}
	if chosen >= 0 {
		return nd.edges[chosen].a, chosen
	}
	best, bestScore := int32(-1), math.Inf(-1)
	c := t.cfg.Exploration
	for _, a := range legal {
		e := nd.find(a)
		ed := &nd.edges[e]
		s := ed.w/float64(ed.n) + c*math.Sqrt(math.Log(float64(ed.avail))/float64(ed.n))
		if e == nd.prior {
			s += t.cfg.PriorBias / float64(ed.n+1)
		}
		if s > bestScore {
			best, bestScore = e, s
		}
	}
	return nd.edges[best].a, best
}

func (nd *node) find(a game.Action) int32 {
	for i := range nd.edges {
		if nd.edges[i].a == a {
			return int32(i)
		}
	}
	return -1
}

// best is the root action visited most (ties: the better mean, then the
// earlier legal action).
func (t *tree) best(*game.RNG) game.Action {
	legal := t.obs.LegalActions()
	idx, ok := t.index[mix(t.rootKey, uint64(t.root))]
	if !ok {
		return legal[0]
	}
	nd := &t.nodes[idx]
	best, bn, bm := legal[0], int32(-1), math.Inf(-1)
	for _, a := range legal {
		e := nd.find(a)
		if e < 0 {
			continue
		}
		ed := nd.edges[e]
		m := ed.w / math.Max(1, float64(ed.n))
		if ed.n > bn || (ed.n == bn && m > bm) {
			best, bn, bm = a, ed.n, m
		}
	}
	return best
}

package search

import (
	"fmt"
	"math"

	"parlour/game"
	"parlour/game/bot"
)

// flat is a one-level search with common random numbers: every root action is
// played out on the same determinizations with the same rollout seeds, so
// the comparison between two actions sees only what the actions change (a
// rollout algorithm in Bertsekas's sense: it improves on its rollout policy).
type flat struct {
	cfg     *Config
	obs     game.Observation
	dealer  *dealer
	root    int
	legal   []game.Action
	sum     []float64
	n       []int
	det     game.Game
	seed    uint64
	mark    int
	next    int // the next root action to play out on det
	buf     []game.Action
	values  []float64
	scratch game.Observation
	// played, if set, hears each playout's value to the viewer: root
	// action i on the world dealt last (Judgement keeps them paired).
	played func(i int, value float64)
	// skip, if set, marks root actions no longer played out (a
	// Judgement's race has dropped them).
	skip []bool
}

func newFlat(cfg *Config, obs game.Observation) *flat {
	l := obs.LegalActions()
	return &flat{cfg: cfg, obs: obs, dealer: newDealer(cfg, obs), root: obs.Viewer(), legal: l, sum: make([]float64, len(l)), n: make([]int, len(l)), buf: make([]game.Action, 0, 64)}
}

func (f *flat) iterate(r *game.RNG) (int, error) {
	if f.det == nil || f.worldDone() {
		det, err := f.dealer.deal(r)
		if err != nil {
			return 0, err
		}
		f.det, f.next, f.seed = det, 0, r.Uint64()
		if h := f.cfg.Horizon; h != nil {
			f.mark = h.Mark(det)
		}
		if len(f.values) != det.Players() {
			f.values = make([]float64, det.Players())
		}
		f.worldDone() // to the first root action not skipped
	}
	i := f.next
	f.next++
	g := f.det.Clone()
	rr := game.NewRNG(f.seed)
	var roll bot.Bot
	if f.cfg.RolloutBot != nil {
		roll = f.cfg.RolloutBot(f.seed)
	}
	if err := f.play(g, f.root, f.legal[i]); err != nil {
		return 0, err
	}
	actions := 1
	for steps := 0; ; steps++ {
		if g.Over() {
			clear(f.values)
			w := g.Result().Winners
			for _, s := range w {
				f.values[s] = 1 / float64(len(w))
			}
			break
		}
		if h := f.cfg.Horizon; h != nil && h.Leaf(g, f.mark, f.values) {
			break
		}
		if steps > f.cfg.MaxRollout {
			for s := range f.values {
				f.values[s] = 1 / float64(len(f.values))
			}
			break
		}
		seat := g.Pending()[0]
		var a game.Action
		if roll != nil {
			// Made over the last one: the rollout bot keeps none (Config.RolloutBot).
			f.scratch = game.Reobserve(g, f.scratch, seat)
			a = roll.Act(f.scratch, bot.Budget{})
		} else {
			f.buf = appendLegal(f.buf[:0], g, seat)
			a = f.buf[rr.Intn(len(f.buf))]
		}
		if err := f.play(g, seat, a); err != nil {
			return 0, err
		}
	}
	f.sum[i] += f.values[f.root]
	f.n[i]++
	if f.played != nil {
		f.played(i, f.values[f.root])
	}
	return actions, nil
}

// worldDone moves next past the root actions skipped, and reports whether
// every root action left has been played out on the world dealt last.
func (f *flat) worldDone() bool {
	for f.skip != nil && f.next < len(f.legal) && f.skip[f.next] {
		f.next++
	}
	return f.next == len(f.legal)
}

func (f *flat) play(g game.Game, seat int, a game.Action) error {
	if la, ok := g.(game.LegalApplier); ok {
		la.ApplyLegal(seat, a)
		return nil
	}
	if _, err := g.Apply(seat, a); err != nil {
		return fmt.Errorf("search: %w", err)
	}
	return nil
}

func (f *flat) best(r *game.RNG) game.Action {
	if f.cfg.Temperature > 0 {
		return f.soft(r)
	}
	best, bm := f.legal[0], math.Inf(-1)
	for i, a := range f.legal {
		if f.n[i] == 0 {
			continue
		}
		if m := f.sum[i] / float64(f.n[i]); m > bm {
			best, bm = a, m
		}
	}
	return best
}

func appendLegal(buf []game.Action, g game.Game, seat int) []game.Action {
	if la, ok := g.(game.LegalAppender); ok {
		return la.AppendLegal(buf, seat)
	}
	return append(buf, g.Legal(seat)...)
}

// soft draws an action with odds exp(mean/Temperature).
func (f *flat) soft(r *game.RNG) game.Action {
	top := math.Inf(-1)
	for i := range f.legal {
		if f.n[i] > 0 {
			top = math.Max(top, f.sum[i]/float64(f.n[i]))
		}
	}
	weights := make([]float64, len(f.legal))
	total := 0.0
	for i := range f.legal {
		if f.n[i] > 0 {
			weights[i] = math.Exp((f.sum[i]/float64(f.n[i]) - top) / f.cfg.Temperature)
			total += weights[i]
		}
	}
	x := r.Float64() * total
	for i, w := range weights {
		if x < w {
			return f.legal[i]
		}
		x -= w
	}
	return f.legal[0]
}

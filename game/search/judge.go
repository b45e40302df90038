package search

import (
	"fmt"
	"math"

	"parlour/game"
)

// Judgement values every legal action of one decision for the seat whose
// observation it is given, as a review of that seat's play needs (package
// game/review): each action is played on the same worlds, dealt from the
// observation alone (Sample, filtered by the Belief as the Expert's are),
// and each world is played out by the Expert's rollout policy to the end
// or to its Horizon's estimate. An action's value is its mean over those
// worlds: the seat's chance to win if it chose it and everyone then played
// as the rollout policy does. The worlds are shared (common random
// numbers), so two actions' difference is measured on the same cards, and
// its standard error is that of the paired differences.
//
// It runs in steps of playouts, so the browser draws frames between them,
// and is reproducible from its seed.
type Judgement struct {
	flat   *flat
	rng    *game.RNG
	left   int
	legal  []game.Action
	values [][]float64 // values[i][w]: action i on world w
	err    error
}

// NewJudgement judges obs's legal actions on worlds worlds each.
func NewJudgement(cfg Config, obs game.Observation, worlds int, seed uint64) *Judgement {
	withDefaults(&cfg)
	cfg.Flat = true
	j := &Judgement{rng: game.NewRNG(seed), legal: obs.LegalActions()}
	j.values = make([][]float64, len(j.legal))
	j.left = max(worlds, 1) * len(j.legal)
	switch {
	case len(j.legal) == 0:
		j.err, j.left = fmt.Errorf("search: seat %d has no decision to judge", obs.Viewer()), 0
	case cfg.Sample == nil:
		j.err, j.left = fmt.Errorf("search: no sampler to deal worlds from"), 0
	default:
		j.flat = newFlat(&cfg, obs)
		j.flat.played = func(i int, v float64) { j.values[i] = append(j.values[i], v) }
	}
	return j
}

// Step plays out up to n more actions-on-worlds and reports whether the
// judgement is done (or failed: Err).
func (j *Judgement) Step(n int) bool {
	for ; n > 0 && j.left > 0; n-- {
		if _, err := j.flat.iterate(j.rng); err != nil {
			j.err, j.left = err, 0
			break
		}
		j.left--
	}
	return j.left == 0
}

// Err is why the judgement could not be made, or nil.
func (j *Judgement) Err() error { return j.err }

// Actions are the legal actions judged, in the observation's order.
func (j *Judgement) Actions() []game.Action { return j.legal }

// Value is action i's mean value so far (0 to 1), 0 before any playout.
func (j *Judgement) Value(i int) float64 {
	vs := j.values[i]
	if len(vs) == 0 {
		return 0
	}
	sum := 0.0
	for _, v := range vs {
		sum += v
	}
	return sum / float64(len(vs))
}

// Best is the action of the highest value (the first of equals).
func (j *Judgement) Best() int {
	best := 0
	for i := range j.legal {
		if j.Value(i) > j.Value(best) {
			best = i
		}
	}
	return best
}

// PairedError is the standard error of Value(i) - Value(k), from their
// differences on the worlds both were played on.
func (j *Judgement) PairedError(i, k int) float64 {
	n := min(len(j.values[i]), len(j.values[k]))
	if n < 2 {
		return math.Inf(1)
	}
	mean := 0.0
	for w := range n {
		mean += j.values[i][w] - j.values[k][w]
	}
	mean /= float64(n)
	ss := 0.0
	for w := range n {
		d := j.values[i][w] - j.values[k][w] - mean
		ss += d * d
	}
	return math.Sqrt(ss / float64(n-1) / float64(n))
}

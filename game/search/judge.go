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
	worlds int // worlds to judge on
	judged int // worlds every action still in the race was played on
	legal  []game.Action
	values [][]float64 // values[i][w]: action i on world w
	race   *racing
	err    error
}

// NewJudgement judges obs's legal actions on worlds worlds each.
func NewJudgement(cfg Config, obs game.Observation, worlds int, seed uint64) *Judgement {
	withDefaults(&cfg)
	cfg.Flat = true
	j := &Judgement{rng: game.NewRNG(seed), legal: obs.LegalActions(), worlds: max(worlds, 1)}
	j.values = make([][]float64, len(j.legal))
	switch {
	case len(j.legal) == 0:
		j.err = fmt.Errorf("search: seat %d has no decision to judge", obs.Viewer())
	case cfg.Sample == nil:
		j.err = fmt.Errorf("search: no sampler to deal worlds from")
	default:
		j.flat = newFlat(&cfg, obs)
		j.flat.played = func(i int, v float64) { j.values[i] = append(j.values[i], v) }
	}
	return j
}

// Step plays out up to n more actions-on-worlds and reports whether the
// judgement is done (or failed: Err).
func (j *Judgement) Step(n int) bool {
	for ; n > 0 && !j.done(); n-- {
		if _, err := j.flat.iterate(j.rng); err != nil {
			j.err = err
			break
		}
		if j.flat.worldDone() {
			j.judged++
			j.race.after(j)
		}
	}
	return j.done()
}

func (j *Judgement) done() bool { return j.err != nil || j.judged >= j.worlds }

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

// Best is the action of the highest value (the first of equals), of those
// a race has not dropped.
func (j *Judgement) Best() int {
	best := -1
	for i := range j.legal {
		if !j.Dropped(i) && (best < 0 || j.Value(i) > j.Value(best)) {
			best = i
		}
	}
	return max(best, 0)
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

// Race makes the judgement sequential, as racing algorithms choose among
// many candidates: once every action still in the race has been played on
// a world, from raceFrom worlds on, an action whose value is below the
// leader's by more than raceMargin paired standard errors is dropped and
// played on no more worlds. Most of a decision's many choices (a Rebel
// Princess pass of three cards of ten) are clearly worse than its best
// after a few worlds, and a review needs only the best and the choice made
// measured finely. keep (the choice made) is never dropped, nor is the
// leader, so the best and keep are played on every world, and their values
// and paired error are the full judgement's own whenever the race keeps the
// full judgement's best (an action dropped is played on the same worlds as
// far as it goes, and the worlds do not depend on which actions are
// played). A dropped action's value is its mean over the worlds it was
// played on. Call Race before the first Step; the race is reproducible
// from the seed as the rest is.
func (j *Judgement) Race(keep int) {
	if j.flat == nil {
		return
	}
	j.race = &racing{keep: keep, out: make([]bool, len(j.legal))}
	j.flat.skip = j.race.out
}

// Dropped reports whether a race stopped playing action i.
func (j *Judgement) Dropped(i int) bool { return j.race != nil && j.race.out[i] }

// Worlds is how many worlds action i has been played on.
func (j *Judgement) Worlds(i int) int { return len(j.values[i]) }

// A race trusts no standard error of fewer than raceFrom worlds, and drops
// an action only raceMargin standard errors below the leader. Over 814
// decisions (12 games each of Love Letter, Mascarade and Three Parts, 4 of
// Rebel Princess; seat 0 choosing at random and as Clever by turns) it kept
// the full judgement's best every time, and played about half of its
// playouts (Rebel Princess, Mascarade) to four fifths (Love Letter, Three
// Parts). Hastier races (from 8 or 16 worlds, at 3 to 4 errors) lost the
// best in one Three Parts cut, whose first dozen worlds had all gone
// against it by luck.
const (
	raceFrom   = 24
	raceMargin = 3.0
)

type racing struct {
	keep int
	out  []bool // dropped actions (flat.skip)
}

// after drops the actions now clearly worse than the leader, once a world
// is judged.
func (r *racing) after(j *Judgement) {
	if r == nil || j.judged < raceFrom || j.judged >= j.worlds {
		return // too few worlds to trust, or none left to save
	}
	lead := j.Best()
	top := j.Value(lead)
	for i := range j.legal {
		if i != lead && i != r.keep && !r.out[i] && top-j.Value(i) > raceMargin*j.PairedError(lead, i) {
			r.out[i] = true
		}
	}
}

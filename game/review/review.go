// Package review goes over the decisions one seat made in a game and says
// where the game turned (issue 41), as BEN analyses a bridge board card by
// card over many layouts of the unseen cards rather than the true one.
//
// At each decision of the seat that had more than one legal choice, every
// choice is valued from the seat's observation at that moment — never the
// true cards: the review is given the game's moves and replays them, but
// hands the judge (search.Judgement, with the game's Expert's sampler,
// belief, rollout policy and horizon) nothing but that observation. A
// choice's value is the seat's chance to win the game if it made that
// choice and play went on as the Expert's rollout policy plays, over worlds
// dealt consistent with the observation; games of rounds estimate the
// game's chance at the round's end (the Expert's horizon). The choice made
// is compared with the best, and the chance it lost gives a verdict by the
// fixed thresholds below, which the rules pages state.
//
// A choice clearly worse than the best is played on no more worlds once
// that is clear (a race: judgeChoice), which halves the work of a decision
// of many choices; the choice made and the best are played on every world,
// so the chance lost and its error are what the full judgement gives.
//
// A loss the worlds cannot tell from chance (under two standard errors of
// the paired difference) is never marked: a close call is not a mistake.
// The chart of the person's chance across the game reads Before and After
// of each decision: After is the chance the choice left, the next Before is
// what the cards and the others made of it (luck, not the person's play).
package review

import (
	"fmt"
	"slices"

	"parlour/game"
	"parlour/game/search"
)

// Verdict is what a decision's lost chance says of it.
type Verdict int

const (
	Fine Verdict = iota
	Inaccuracy
	Mistake
	Blunder
)

// The thresholds of the verdicts: the chance to win the game a choice gave
// away against the best choice. Stated in every rules page.
const (
	InaccuracyAt = 0.05
	MistakeAt    = 0.10
	BlunderAt    = 0.20
)

func (v Verdict) String() string {
	return [...]string{"fine", "inaccuracy", "mistake", "blunder"}[v]
}

// VerdictFor is the verdict of a choice that lost lost (0 to 1) of the
// chance to win, measured with standard error se: Fine when the loss is
// within two standard errors of nothing.
func VerdictFor(lost, se float64) Verdict {
	switch {
	case lost < 2*se || lost < InaccuracyAt:
		return Fine
	case lost < MistakeAt:
		return Inaccuracy
	case lost < BlunderAt:
		return Mistake
	}
	return Blunder
}

// Choice is one legal choice of a decision and the seat's chance to win
// with it.
type Choice struct {
	Action game.Action `json:"action"`
	Chance float64     `json:"chance"`
	// Worlds is how many worlds Chance is measured on: all of them for
	// the choice made and the best, fewer for a choice the judgement
	// stopped playing once it was clearly worse than the best.
	Worlds int `json:"worlds"`
}

// Decision is one decision of the seat, judged.
type Decision struct {
	// Move is the decision's index among the game's moves.
	Move int `json:"move"`
	// Choices are every legal choice, in the game's order; Chosen and
	// Best index them.
	Choices []Choice `json:"choices"`
	Chosen  int      `json:"chosen"`
	Best    int      `json:"best"`
	// Lost is the chance the choice made gave away against the best, and
	// Error the standard error of that difference.
	Lost    float64 `json:"lost"`
	Error   float64 `json:"error"`
	Verdict Verdict `json:"verdict"`
}

// Before is the seat's chance with the best choice: the position's worth
// as the seat came to it. After is the chance the choice made left.
func (d Decision) Before() float64 { return d.Choices[d.Best].Chance }
func (d Decision) After() float64  { return d.Choices[d.Chosen].Chance }

// Options tune a review.
type Options struct {
	// Worlds is how many worlds each choice is played on (default 96).
	Worlds int
	// Seed makes the review reproducible.
	Seed uint64
}

// Reviewer reviews one seat's decisions, a few playouts at a time.
type Reviewer struct {
	expert search.Config
	seat   int
	opts   Options
	g      game.Game
	moves  []game.Move
	next   int // the next move to replay
	judge  *search.Judgement
	made   []Decision
	total  int
	err    error
}

// New reviews seat's decisions in the game name played from cfg with
// moves, judged by expert (catalog.Expert of the game).
func New(expert search.Config, name string, cfg game.Config, moves []game.Move, seat int, opts Options) (*Reviewer, error) {
	if opts.Worlds <= 0 {
		opts.Worlds = 96
	}
	g, err := game.New(name, cfg)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= g.Players() {
		return nil, fmt.Errorf("review: there is no seat %d at a table of %d", seat, g.Players())
	}
	r := &Reviewer{expert: expert, seat: seat, opts: opts, g: g, moves: moves}
	// Count the decisions to judge, for progress ("move 5 of 14").
	c := g.Clone()
	for i, m := range moves {
		if m.Seat == seat && len(c.Legal(seat)) > 1 {
			r.total++
		}
		if _, err := c.Apply(m.Seat, m.Action); err != nil {
			return nil, fmt.Errorf("review: move %d: %w", i+1, err)
		}
	}
	return r, nil
}

// Step runs up to n playouts and reports whether the review is done.
func (r *Reviewer) Step(n int) bool {
	for n > 0 && r.err == nil {
		if r.judge == nil {
			if !r.advance() {
				return true
			}
			continue
		}
		const slice = 16
		k := min(n, slice)
		n -= k
		if !r.judge.Step(k) {
			continue
		}
		if err := r.judge.Err(); err != nil {
			r.err = fmt.Errorf("review: move %d: %w", r.next+1, err)
			return true
		}
		r.made = append(r.made, decide(r.judge, r.next, r.moves[r.next].Action))
		r.judge = nil
		if err := r.apply(); err != nil {
			r.err = err
		}
	}
	return r.err != nil || r.judge == nil && r.next >= len(r.moves)
}

// advance replays moves up to the seat's next decision with a choice and
// starts judging it; false when none is left.
func (r *Reviewer) advance() bool {
	for r.next < len(r.moves) {
		m := r.moves[r.next]
		if m.Seat == r.seat && len(r.g.Legal(r.seat)) > 1 {
			r.judge = judgeChoice(r.expert, r.g, r.seat, r.opts.Worlds, r.seedOf(r.next), m.Action)
			return true
		}
		if err := r.apply(); err != nil {
			r.err = err
			return false
		}
	}
	return false
}

// seedOf is the seed of the judgement of the decision at move: the same
// decision is judged the same way however far a review has gone.
func (r *Reviewer) seedOf(move int) uint64 { return r.opts.Seed ^ uint64(move+1)*0x9e3779b97f4a7c15 }

func (r *Reviewer) apply() error {
	m := r.moves[r.next]
	if _, err := r.g.Apply(m.Seat, m.Action); err != nil {
		return fmt.Errorf("review: move %d: %w", r.next+1, err)
	}
	r.next++
	return nil
}

// Judge starts judging seat's decision in g from its observation alone:
// the one place the review reads the game, and it hands the judge nothing
// but what seat sees.
func Judge(expert search.Config, g game.Game, seat, worlds int, seed uint64) *search.Judgement {
	return search.NewJudgement(expert, g.Observe(seat), worlds, seed)
}

// judgeChoice judges seat's decision in g as Judge does, racing the
// choices (search.Judgement.Race) with the choice made kept to the end.
func judgeChoice(expert search.Config, g game.Game, seat, worlds int, seed uint64, chosen game.Action) *search.Judgement {
	j := Judge(expert, g, seat, worlds, seed)
	if i := slices.Index(j.Actions(), chosen); i >= 0 {
		j.Race(i)
	}
	return j
}

// decide reads a finished judgement of the decision at move for the action
// chosen.
func decide(j *search.Judgement, move int, chosen game.Action) Decision {
	d := Decision{Move: move, Chosen: -1, Best: j.Best()}
	for i, a := range j.Actions() {
		d.Choices = append(d.Choices, Choice{Action: a, Chance: j.Value(i), Worlds: j.Worlds(i)})
		if a == chosen {
			d.Chosen = i
		}
	}
	if d.Chosen < 0 {
		d.Chosen = d.Best // cannot happen: the move was legal
	}
	d.Lost = d.Before() - d.After()
	d.Error = j.PairedError(d.Best, d.Chosen)
	d.Verdict = VerdictFor(d.Lost, d.Error)
	return d
}

// Err is why the review stopped, or nil.
func (r *Reviewer) Err() error { return r.err }

// Decisions are the decisions judged so far, in the game's order.
func (r *Reviewer) Decisions() []Decision { return r.made }

// Progress is how many of the seat's decisions are judged, of how many.
func (r *Reviewer) Progress() (judged, total int) { return len(r.made), r.total }

// Package heuristic is a Three Parts bot. It values a part by how much it moves
// its expected majority points (each number's points times an estimate of the
// chance of holding the majority, given the cards still to come), models every
// other claimant with the same valuation to estimate who will contest what, and
// then chooses with a softmax rather than always the top choice, so that its
// votes cannot be read. As leader it cuts so that the part it wants is the one
// the others are least drawn to.
package heuristic

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	tp "parlour/game/threeparts"
)

// Bot is the Three Parts heuristic bot.
type Bot struct {
	rng  *game.RNG
	rand *bot.Random
	// Temperature of the vote softmax, as a fraction of the best option's value:
	// lower is greedier. Options within a few percent of the best stay likely, so
	// the bot's vote cannot be read from the table.
	Temperature float64
}

// New returns a heuristic bot.
func New(seed uint64) *Bot {
	return &Bot{rng: game.NewRNG(seed), rand: bot.NewRandom(seed), Temperature: 0.08}
}

// Name implements bot.Bot.
func (b *Bot) Name() string { return "heuristic" }

// Act implements bot.Bot. A decision examines at most 36 cuts × 3 parts, far
// inside any budget.
func (b *Bot) Act(obs game.Observation, budget bot.Budget) game.Action {
	o, ok := obs.(*tp.Observation)
	if !ok || len(o.Legal) == 0 {
		return b.rand.Act(obs, budget)
	}
	if o.Phase == tp.PhaseCut {
		return bot.Finish(b.Begin(obs, budget))
	}
	v := newValuer(o)
	switch o.Phase {
	case tp.PhaseJoker:
		best, bestGain := o.Legal[0], math.Inf(-1)
		for _, a := range o.Legal {
			var add [11]int
			add[a.Args[0]] = 1
			if g := v.gain(o.Seat, add); g > bestGain {
				best, bestGain = a, g
			}
		}
		return best
	case tp.PhaseVote:
		seg := o.Contests[0]
		ev := v.voteValues(o.Seat, seg.Parts, seg.Claimants)
		return game.NewAction(tp.KindVote, b.softmax(ev))
	}
	return b.rand.Act(obs, budget)
}

// Begin implements bot.Stepper. Cutting is the costly decision (every cut
// of the row, each valued for every claimant), so a cut is scored one
// candidate per step; other decisions are made in one step.
func (b *Bot) Begin(obs game.Observation, budget bot.Budget) bot.Thinking {
	o, ok := obs.(*tp.Observation)
	if !ok || len(o.Legal) == 0 || o.Phase != tp.PhaseCut {
		a := b.Act(obs, budget)
		return &bot.Scan{Decided: &a}
	}
	var v *valuer
	seg := o.Contests[0]
	return &bot.Scan{
		Candidates: o.Legal,
		Prepare:    func() { v = newValuer(o) },
		Score: func(a game.Action) float64 {
			i, j := int(a.Args[0]), int(a.Args[1])
			parts := [][]tp.Card{seg.Cards[:i], seg.Cards[i:j], seg.Cards[j:]}
			value := math.Inf(-1)
			if seg.Claimants.Has(o.Seat) {
				for _, x := range v.voteValues(o.Seat, parts, seg.Claimants) {
					value = math.Max(value, x)
				}
			} else {
				// Cutting for others: spread what they want so they contest and lose it.
				value = -v.maxOtherGain(o.Seat, parts, seg.Claimants)
			}
			return value + b.rng.Float64()*1e-6
		},
	}
}

func (b *Bot) softmax(values []float64) int {
	top := math.Inf(-1)
	for _, x := range values {
		top = math.Max(top, x)
	}
	scale := b.Temperature * math.Max(top, 0.05)
	weights := make([]float64, len(values))
	total := 0.0
	for i, x := range values {
		weights[i] = math.Exp((x - top) / scale)
		total += weights[i]
	}
	r := b.rng.Float64() * total
	for i, w := range weights {
		if r < w {
			return i
		}
		r -= w
	}
	return len(values) - 1
}

// valuer estimates majority chances from the counts on the table and the cards to come.
type valuer struct {
	o    *tp.Observation
	left [11]int // numbers (and jokers at 0) not yet taken or discarded
}

func newValuer(o *tp.Observation) *valuer {
	v := &valuer{o: o, left: o.Unseen()}
	for _, seg := range o.Contests {
		for _, c := range seg.Cards {
			v.left[c]++ // cards on the table are still to be won
		}
	}
	return v
}

func (v *valuer) count(seat, num int, add [11]int) float64 {
	return float64(v.o.Numbers[seat][num] + v.o.Jokers[seat][num] + add[num])
}

// utility is seat's expected points if it gained add.
func (v *valuer) utility(seat int, add [11]int) float64 {
	u := 0.0
	for num := 1; num <= 10; num++ {
		mine := v.count(seat, num, add)
		best := 0.0
		for s := range v.o.Players {
			if s != seat {
				best = math.Max(best, v.count(s, num, [11]int{}))
			}
		}
		if mine == 0 && best == 0 && v.left[num] == 0 {
			continue
		}
		// Uncertainty grows with the cards of this number still to come (jokers too).
		spread := math.Sqrt(float64(v.left[num])+float64(v.left[0])/10) + 0.7
		p := 1 / (1 + math.Exp(-1.6*(mine-best+0.3)/spread))
		if mine == 0 {
			p *= 0.5
		}
		u += float64(num) * p
	}
	return u
}

// gain is the increase in seat's expected points from taking add.
func (v *valuer) gain(seat int, add [11]int) float64 {
	return v.utility(seat, add) - v.utility(seat, [11]int{})
}

// partGain values a part for seat: numbers count directly, each joker as the
// best single stack it could join.
func (v *valuer) partGain(seat int, part []tp.Card) float64 {
	var add [11]int
	jokers := 0
	for _, c := range part {
		if c == tp.Joker {
			jokers++
		} else {
			add[c]++
		}
	}
	g := v.gain(seat, add)
	for range jokers {
		best := 0.0
		for num := 1; num <= 10; num++ {
			if v.o.Numbers[seat][num]+add[num] > 0 {
				one := add
				one[num]++
				best = math.Max(best, v.utility(seat, one)-v.utility(seat, add))
			}
		}
		g += best
	}
	return g
}

// voteValues is seat's expected gain for voting each part: its value times the
// chance that nobody else claims it, with the others' votes modelled as a
// softmax of their own valuations.
func (v *valuer) voteValues(seat int, parts [][]tp.Card, claimants game.Seats) []float64 {
	uncontested := make([]float64, len(parts))
	for i := range uncontested {
		uncontested[i] = 1
	}
	for s := range v.o.Players {
		if s == seat || !claimants.Has(s) {
			continue
		}
		p := v.choiceProbabilities(s, parts)
		for i := range parts {
			uncontested[i] *= 1 - p[i]
		}
	}
	out := make([]float64, len(parts))
	for i, part := range parts {
		// A contested part may still be won in the re-vote: count a little of it.
		mine := v.partGain(seat, part)
		out[i] = mine*uncontested[i] + contestedShare*mine*(1-uncontested[i])*float64(len(part)-1)/float64(len(part))
	}
	return out
}

// Opponent model: a mix of a uniform vote (a careless or unpredictable player)
// and a softmax of the opponent's own valuation. Trusting the valuation alone
// makes the bot flee every part worth having.
const (
	modelTrust     = 0.4
	contestedShare = 0.35
)

func (v *valuer) choiceProbabilities(seat int, parts [][]tp.Card) []float64 {
	p := make([]float64, len(parts))
	total := 0.0
	for i, part := range parts {
		p[i] = math.Exp(v.partGain(seat, part) / 1.0)
		total += p[i]
	}
	for i := range p {
		p[i] = modelTrust*p[i]/total + (1-modelTrust)/float64(len(parts))
	}
	return p
}

func (v *valuer) maxOtherGain(seat int, parts [][]tp.Card, claimants game.Seats) float64 {
	best := 0.0
	for s := range v.o.Players {
		if s == seat || !claimants.Has(s) {
			continue
		}
		values := v.voteValues(s, parts, claimants)
		for _, x := range values {
			best = math.Max(best, x)
		}
	}
	return best
}

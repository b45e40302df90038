package heuristic

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	tp "parlour/game/threeparts"
)

// Reason implements bot.Reasoner: why this bot would take action a, from
// the same valuer that chose it and the person's observation only. Keys
// live in the shared catalog under threeparts.hint.
func (b *Bot) Reason(obs game.Observation, a game.Action) (string, []any) {
	o, ok := obs.(*tp.Observation)
	if !ok || len(a.Args) == 0 {
		return "", nil
	}
	v := newValuer(o)
	switch a.Kind {
	case tp.KindCut:
		seg := o.Contests[0]
		if !seg.Claimants.Has(o.Seat) {
			return "threeparts.hint.cut_others", nil
		}
		i, j := int(a.Args[0]), int(a.Args[1])
		values := v.voteValues(o.Seat, [][]tp.Card{seg.Cards[:i], seg.Cards[i:j], seg.Cards[j:]}, seg.Claimants)
		return "threeparts.hint.cut_mine", []any{part("part_acc", best(values))}
	case tp.KindVote:
		// The bot samples among good votes, so the reason says whether this
		// one is the best or a sound alternative.
		seg := o.Contests[0]
		c := int(a.Args[0])
		if best(v.voteValues(o.Seat, seg.Parts, seg.Claimants)) == c {
			return "threeparts.hint.vote_best", []any{part("part", c)}
		}
		return "threeparts.hint.vote_spread", []any{part("part", c)}
	case tp.KindJoker:
		return "threeparts.hint.joker", []any{int(a.Args[0])}
	}
	return "", nil
}

// part is a part of colour c as a term: "the white part" as the subject
// (form "part") or the object (form "part_acc") of a sentence.
func part(form string, c int) bot.TermArg {
	return bot.TermArg("threeparts." + form + "." + tp.ColourName(c))
}

func best(values []float64) int {
	top, at := math.Inf(-1), 0
	for i, x := range values {
		if x > top {
			top, at = x, i
		}
	}
	return at
}

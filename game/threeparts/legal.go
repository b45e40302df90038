package threeparts

import (
	"fmt"

	"parlour/game"
)

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if !g.owes(seat) {
		return nil
	}
	return g.AppendLegal(make([]game.Action, 0, 36), seat)
}

// AppendLegal implements game.LegalAppender: the leader may cut the segment
// anywhere that leaves three parts of at least one card; a claimant votes for
// one of the parts; a seat with a joker to place chooses one of the stacks
// it may join.
func (g *Game) AppendLegal(buf []game.Action, seat int) []game.Action {
	if !g.owes(seat) {
		return buf
	}
	switch g.Phase {
	case PhaseCut:
		l := len(g.Contests[0].Cards)
		for i := 1; i < l-1; i++ {
			for j := i + 1; j < l; j++ {
				buf = append(buf, game.NewAction(KindCut, i, j, l-j))
			}
		}
	case PhaseVote:
		for c := range g.Contests[0].Parts {
			buf = append(buf, game.NewAction(KindVote, c))
		}
	case PhaseJoker:
		d := g.Due[g.firstDue(seat)]
		for v := 1; v <= 10; v++ {
			if d.Options&(1<<v) != 0 {
				buf = append(buf, game.NewAction(KindJoker, v))
			}
		}
	}
	return buf
}

// Explain implements game.Explainer: it names the rule that forbids a, an
// action the seat owes but that is not among its legal actions.
func (g *Game) Explain(seat int, a game.Action) string {
	switch g.Phase {
	case PhaseCut:
		if a.Kind != KindCut {
			return "the leader must cut the " + g.segmentName() + " into three parts first"
		}
		l := len(g.Contests[0].Cards)
		i, j, k := int(a.Args[0]), int(a.Args[1]), int(a.Args[2])
		if i < 1 || j-i < 1 || k < 1 {
			return "each of the three parts needs at least one card"
		}
		return fmt.Sprintf("the three parts must share the %d cards of the %s", l, g.segmentName())
	case PhaseVote:
		if a.Kind != KindVote {
			return "every claimant must vote for a part first"
		}
		if len(g.Contests[0].Parts) == 2 && a.Args[0] == Black {
			return "a contested pair is split into a white and a blue part only"
		}
		return "a vote is for the white, blue or black part"
	case PhaseJoker:
		if a.Kind != KindJoker {
			return "a joker just taken must join a stack first"
		}
		v := int(a.Args[0])
		if v < 1 || v > 10 {
			return "a joker joins a stack of a number from 1 to 10"
		}
		return fmt.Sprintf("a joker joins only a stack its player already has (no %d taken)", v)
	}
	return ""
}

// segmentName is what the leader cuts now: the round's row, or a contested part.
func (g *Game) segmentName() string {
	if len(g.Contests[0].Cards) == len(g.Row) {
		return "row"
	}
	return "contested part"
}

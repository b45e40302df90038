package prompt

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
)

// pass is a made-up decision shaped like a pass of cards: toggle cards of a
// hand of five (a second tap unmarks one), then confirm once exactly need
// are marked; with need 0 a card is played at once. The action is the
// marked cards, as a bit set. restarts counts Restart.
type pass struct {
	need, restarts int
	marked         []bool
}

func (p *pass) Restart() { p.marked, p.restarts = make([]bool, 5), p.restarts+1 }

func (p *pass) count() (n int) {
	for _, m := range p.marked {
		if m {
			n++
		}
	}
	return n
}

func (p *pass) action() game.Action {
	bits := 0
	for i, m := range p.marked {
		if m {
			bits |= 1 << i
		}
	}
	return game.NewAction(1, bits)
}

func (p *pass) Pick(t Target) (game.Action, bool) {
	switch t.Zone {
	case ZoneHand:
		if p.need == 0 {
			return game.NewAction(2, t.Index), true
		}
		p.marked[t.Index] = !p.marked[t.Index]
	case ZoneConfirm:
		return p.action(), true
	}
	return game.Action{}, false
}

func (p *pass) Prompt() Prompt {
	pr := Prompt{Hand: make([]Mark, 5)}
	for i := range pr.Hand {
		pr.Hand[i] = Mark{On: true, Selected: p.marked[i]}
	}
	if p.need > 0 && p.count() == p.need {
		pr.Confirm = "Pass"
	}
	return pr
}

func (p *pass) State() string { return fmt.Sprint(p.marked) }

func hand(i int) Target { return Target{Zone: ZoneHand, Index: i} }

var confirm = Target{Zone: ZoneConfirm}

// The hint's way is the shortest from a decision not begun, whatever the
// goal, and the decision is left at its start; a goal no way reaches (a
// card not in the hand, a pass longer than MaxWay) is not found.
func TestAHintsWayIsTheShortestAndLeavesTheDecisionAtItsStart(t *testing.T) {
	cases := []struct {
		name string
		need int
		goal game.Action
		way  []Target
	}{
		{"a card played at once", 0, game.NewAction(2, 3), []Target{hand(3)}},
		{"a pass of three and its confirm", 3, game.NewAction(1, 1<<0|1<<2|1<<4), []Target{hand(0), hand(2), hand(4), confirm}},
		{"a pass of two, in the hand's order", 2, game.NewAction(1, 1<<3|1<<1), []Target{hand(1), hand(3), confirm}},
		{"a card the hand does not hold", 0, game.NewAction(2, 7), nil},
		{"a pass of the whole hand: six picks, the most", 5, game.NewAction(1, 31), []Target{hand(0), hand(1), hand(2), hand(3), hand(4), confirm}},
		{"a pass that is not a pass", 3, game.NewAction(1, 1), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := &pass{need: c.need}
			p.Restart()
			way, found := Way(p, c.goal)
			if found != (c.way != nil) || !slices.Equal(way, c.way) {
				t.Errorf("Way = %v, %v; want %v", way, found, c.way)
			}
			if p.count() != 0 {
				t.Errorf("the decision was left with %d cards marked", p.count())
			}
			// Replaying the way makes the goal.
			var act game.Action
			done := false
			for _, tg := range way {
				act, done = p.Pick(tg)
			}
			if found && (!done || act != c.goal) {
				t.Errorf("the way makes %v (done %v), not %v", act, done, c.goal)
			}
		})
	}
}

// A point of the decision reached by two ways (mark 0 then 1, or 1 then 0;
// mark and unmark) is walked on from once: the search of a pass of two
// among five stays small.
func TestAHintsSearchWalksOnFromEachPointOnce(t *testing.T) {
	p := &pass{need: 5}
	p.Restart()
	if _, found := Way(p, game.NewAction(1, 99)); found {
		t.Fatal("found a way to an action that is none")
	}
	// The points are the 32 sets of marked cards: each is walked on from
	// once, and each walk restarts once per target plus once.
	if p.restarts > 32*7+2 {
		t.Errorf("%d restarts: points were walked more than once", p.restarts)
	}
}

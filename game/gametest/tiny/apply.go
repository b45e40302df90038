package tiny

import (
	"slices"

	"parlour/game"
)

// Apply implements game.Game. CheckTurn has already judged the action against
// Legal, so what follows only performs it: the card goes to the trick; a
// full trick goes to its highest card's player, who leads the next; after
// the last trick the most tricks win.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	n := g.NPlayers
	c := int(a.Args[0])
	g.Hands[seat] = slices.DeleteFunc(g.Hands[seat], func(x int) bool { return x == c })
	g.Played = append(g.Played, c)
	number := (len(g.Played)-1)/n + 1
	out := g.emit(nil, ev(EvPlay, seat, c, number))
	if len(g.Played)%n != 0 {
		return out, nil
	}
	trick := g.Played[len(g.Played)-n:]
	best := 0
	for i, x := range trick {
		if x > trick[best] {
			best = i
		}
	}
	g.Leader = (g.Leader + best) % n
	g.Tricks[g.Leader]++
	out = g.emit(out, ev(EvTrick, g.Leader, trick[best], number))
	if number < HandSize {
		return out, nil
	}
	g.Winners = mostTricks(g.Tricks)
	for _, w := range g.Winners {
		out = g.emit(out, ev(EvGameWin, w, -1, g.Tricks[w]))
	}
	return out, nil
}

// mostTricks are the seats that took the most tricks, in seat order.
func mostTricks(tricks []int) []int {
	top := slices.Max(tricks)
	var out []int
	for s, t := range tricks {
		if t == top {
			out = append(out, s)
		}
	}
	return out
}

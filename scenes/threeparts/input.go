package threeparts

import (
	"math"

	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/decide"
)

// The person's decisions are package decide's, tested natively: the table
// keeps one (g.d) and hands it the observation, the board as it shows it,
// where it draws each spot, and, for a tap on a gap, the cut a hint
// suggests and the gap a drag has just dropped a divider on. The drag
// (decide.Drag) is handed the pointer once an update (follow).

// place is where a spot of the prompt is drawn.
func (g *Table) place(s decide.Spot) rect {
	switch s.Kind {
	case decide.Gap:
		return g.gapSpot(s.Pos)
	case decide.Part:
		return g.partSpot(s.Lo, s.Hi)
	case decide.Stack:
		return g.slotSpot(g.t.Human(), s.Pos)
	}
	return rect{}
}

// spots lists the prompt's spots for the decision as it stands.
func (g *Table) spots() []decide.Spot { return g.d.Spots(g.obs(), g.v, g.place) }

// renew begins the decision the observation asks for, unless it is the one
// half made, and drops a drag of the one before.
func (g *Table) renew(o *tp.Observation) {
	if g.d.Renew(o) {
		g.drag.Forget()
	}
}

// Prompt implements table.Game. It changes nothing: see decide.Prompt.
func (g *Table) Prompt() table.Prompt { return g.d.Prompt(g.obs(), g.v, g.place) }

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	o := g.obs()
	if g.d.Stale(o) {
		g.renew(o)
	}
	g.follow() // a drag ended in this update is dropped before the tap it makes
	hint, _ := g.hintedCut()
	// The tap that ends a drag: the drop is done.
	return g.d.Pick(o, g.v, tg, hint, g.drag.Dropped(g.t.Pointer().Update))
}

// hintedCut is the cut a hint (or the guided round) suggests for the
// segment being cut, while it is shown: where blue and black would begin.
func (g *Table) hintedCut() ([2]int, bool) {
	a, ok := g.t.Hinted()
	if !ok {
		return [2]int{}, false
	}
	return decide.HintedCut(a, g.obs(), g.v)
}

// Back implements table.Game.
func (g *Table) Back() { g.d.Back() }

// follow hands the pointer to the drag (decide.Drag) once an update while
// the person cuts, for the first that needs it: a pick (Pick), the row's
// drawing (dragging) or the snapshot. Never from Prompt, which the kit's
// hint search calls many times: the table has no update of its own in
// which to read the input.
func (g *Table) follow() {
	in := g.t.Pointer()
	g.drag.Follow(decide.Press{X: in.X, Y: in.Y, Held: in.Held, Update: in.Update}, g.personCuts(), &g.d, decide.Rows{
		On:      g.dividerAt,
		Nearest: g.nearestGap,
		Slop:    8 * g.t.Geometry().Scale,
	})
}

// dividerAt is the divider (0 or 1) whose gap holds the point, or -1.
func (g *Table) dividerAt(x, y float64) int {
	on := -1
	for i, c := range g.d.Cuts {
		if g.gapSpot(c).Contains(x, y) {
			on = i
		}
	}
	return on
}

// nearestGap is the gap of the current segment nearest to x, other than
// the other divider's.
func (g *Table) nearestGap(x float64, other int) int {
	cur, ok := g.v.Current()
	if !ok {
		return -1
	}
	best, bd := -1, math.Inf(1)
	for p := cur.Lo + 1; p < cur.Hi; p++ {
		if p == other {
			continue
		}
		if d := math.Abs(g.dividerSpot(p).CX() - x); d < bd {
			best, bd = p, d
		}
	}
	return best
}

// dragging is the divider being dragged and where it is, if any.
func (g *Table) dragging() (which int, x float64, ok bool) {
	g.follow()
	return g.drag.Dragging()
}

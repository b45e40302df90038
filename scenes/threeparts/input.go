package threeparts

import (
	"math"

	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/decide"
)

// The person's decisions are package decide's, tested natively: the table
// keeps one (g.d) and hands it the observation, the board as it shows it,
// where it draws each spot, and, for a tap on a gap, the cut a hint
// suggests and the gap a drag has just dropped a divider on. The drag
// itself reads the pointer, so it stays here.

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
		g.drag = drag{seen: g.drag.seen}
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
	dropped := 0
	if g.t.Pointer().Update <= g.drag.until {
		dropped = g.drag.ignore // the tap that ends a drag: the drop is done
	}
	return g.d.Pick(o, g.v, tg, hint, dropped)
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

// drag follows a divider dragged along the row. The kit's input knows
// vertical drags only (for scrolling), so the cut reads the pointer itself
// (follow) while the person cuts: pressed on a divider and moved sideways,
// the divider follows; released, it lands on the nearest gap, and the tap
// the release also makes is ignored.
type drag struct {
	seen   int     // the update whose pointer was read last
	down   bool    // the pointer was held then
	on     int     // the divider pressed on, or -1 (0 when down is false)
	startX float64 // where the press began
	active bool    // moved far enough to be a drag
	at     int     // the gap it would land on now
	x      float64 // the pointer now
	ignore int     // a gap whose tap is the end of a drag
	until  int     // the frame until which that tap is ignored
}

// follow reads the pointer once an update while the person cuts, for the
// first that needs it: a pick (Pick), the row's drawing (dragging) or the
// snapshot. Never from Prompt, which the kit's hint search calls many
// times: the table has no update of its own in which to read the input.
func (g *Table) follow() {
	d := &g.drag
	in := g.t.Pointer()
	if d.seen == in.Update {
		return
	}
	d.seen = in.Update
	if !g.personCuts() {
		return
	}
	held := in.Held
	x, y := in.X, in.Y
	switch {
	case held && !d.down:
		d.down, d.on, d.active, d.startX = true, -1, false, x
		for i, c := range g.d.Cuts {
			if g.gapSpot(c).Contains(x, y) {
				d.on = i
			}
		}
	case held && d.on >= 0:
		d.x = x
		if !d.active && math.Abs(x-d.startX) > 8*g.t.Geometry().Scale {
			d.active = true
			g.d.Lifted = d.on
		}
		if d.active {
			d.at = g.nearestGap(x, g.d.Cuts[1-d.on])
		}
	case !held && d.down:
		if d.active && d.at > 0 {
			g.d.Cuts = board.Drop(g.d.Cuts, d.on, d.at)
			g.d.Lifted = -1
			d.ignore, d.until = d.at, in.Update+6
		}
		d.down, d.on, d.active = false, -1, false
	}
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
	if g.drag.active && g.drag.down {
		return g.drag.on, g.drag.x, true
	}
	return -1, 0, false
}

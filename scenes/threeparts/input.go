package threeparts

import (
	"fmt"
	"math"
	"strings"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/words"
)

// The person's decisions, as prompts on the kit. Each keeps one text and
// one set of spots while it is being made, so the keyboard's focus stays
// where the person put it:
//   - the cut: the gaps of the segment are spots; a tap on a gap moves the
//     nearer divider there, a tap on a divider picks it up and the next tap
//     puts it down; a divider can also be dragged. The three parts show as
//     they would be cut, and Cut confirms.
//   - the vote: the parts are spots; a tap chooses one (your choice card
//     turns up in front of you, for your eyes only, and the part shows a
//     Vote button), a second tap casts it. No confirm button in the bar:
//     the kit offers one only for a decision that is complete.
//   - a joker: your stacks it may join are spots; a tap chooses (the stack
//     shows a Place button), a second tap places it.

// spot is one pickable place of the prompt, and what it is.
type spot struct {
	name string
	kind byte // 'g' a gap (pos), 'p' a part (colour), 's' a stack (number)
	pos  int
	r    rect
	on   bool
	sel  bool
	note string
	// words are what the accessible page says of it.
	words string
}

// spots lists the prompt's spots for the decision the person owes.
func (g *Table) spots(o *tp.Observation) []spot {
	if len(o.Legal) == 0 || g.v == nil {
		return nil
	}
	var out []spot
	switch o.Phase {
	case tp.PhaseCut:
		cur, ok := g.v.Current()
		if !ok {
			return nil
		}
		for p := cur.Lo + 1; p < cur.Hi; p++ {
			out = append(out, spot{name: fmt.Sprint("gap-", p), kind: 'g', pos: p, r: g.gapSpot(p), on: true,
				sel:   p == g.cuts[0] || p == g.cuts[1],
				words: i18n.T("threeparts.access.gap", words.CardLabel(g.v.Row[p-1]), words.CardLabel(g.v.Row[p]))})
		}
	case tp.PhaseVote:
		cur, ok := g.v.Current()
		if !ok {
			return nil
		}
		for _, p := range cur.Parts() {
			out = append(out, spot{name: "part-" + tp.ColourName(p.Colour), kind: 'p', pos: p.Colour,
				r: g.partSpot(p.Lo, p.Hi), on: true, sel: p.Colour == g.sel,
				words: colourName(p.Colour) + ": " + words.Cards(g.v.Row[p.Lo:p.Hi])})
		}
	case tp.PhaseJoker:
		// Every stack is a spot, so a tap on one the joker may not join
		// says why.
		opts := jokerOptions(o)
		waiting := g.dueWaiting(o)
		for v := 1; v <= 10; v++ {
			on := opts&(1<<v) != 0
			note := ""
			switch {
			case on:
			case waiting && g.v.Numbers[o.Seat][v] > 0:
				note = i18n.T("threeparts.note.joker_just_taken", v)
			default:
				note = i18n.T("threeparts.note.joker_no_stack", v)
			}
			out = append(out, spot{name: fmt.Sprint("stack-", v), kind: 's', pos: v, r: g.slotSpot(g.t.Human(), v), on: on, sel: v == g.sel, note: note,
				words: i18n.T("threeparts.access.stack", v)})
		}
	}
	return out
}

// jokerOptions are the stacks the person's next joker may join.
func jokerOptions(o *tp.Observation) uint16 {
	var m uint16
	for _, a := range o.Legal {
		if a.Kind == tp.KindJoker {
			m |= 1 << a.Args[0]
		}
	}
	return m
}

func (g *Table) dueWaiting(o *tp.Observation) bool {
	for _, d := range o.Due {
		if d.Seat == o.Seat {
			return d.Waiting
		}
	}
	return false
}

// Prompt implements table.Game. It changes nothing: the kit's hint search
// calls it again and again between picks (and whether the kit shows the
// prompt is the kit's to say: Prompted). A decision the observation has
// moved past is shown as new, and made new by the next Pick.
func (g *Table) Prompt() table.Prompt {
	o := g.obs()
	if g.decided != decisionKey(o) {
		fresh := *g
		fresh.resetDecision(o)
		return fresh.prompt(o)
	}
	return g.prompt(o)
}

func (g *Table) prompt(o *tp.Observation) table.Prompt {
	var p table.Prompt
	for _, s := range g.spots(o) {
		p.Spots = append(p.Spots, table.Spot{Rect: s.r, Label: s.name, Words: s.words, Mark: table.Mark{On: s.on, Selected: s.sel, Note: s.note}})
	}
	switch o.Phase {
	case tp.PhaseCut:
		if cur, _ := g.v.Current(); cur.Lo == 0 && cur.Hi == len(g.v.Row) {
			p.Text = i18n.T("threeparts.prompt.cut")
		} else {
			p.Text = i18n.T("threeparts.prompt.recut")
		}
		p.Confirm = i18n.T("threeparts.button.cut")
	case tp.PhaseVote:
		if cur, _ := g.v.Current(); len(cur.Cuts) == 1 {
			p.Text = i18n.T("threeparts.prompt.vote_pair")
		} else {
			p.Text = i18n.T("threeparts.prompt.vote")
		}
	case tp.PhaseJoker:
		var nums []string
		opts := jokerOptions(o)
		for v := 1; v <= 10; v++ {
			if opts&(1<<v) != 0 {
				nums = append(nums, fmt.Sprint(v))
			}
		}
		key := "threeparts.prompt.joker"
		if g.dueWaiting(o) {
			key = "threeparts.prompt.joker_waiting"
		}
		p.Text = i18n.T(key, strings.Join(nums, ", "))
	}
	return p
}

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	o := g.obs()
	if g.decided != decisionKey(o) {
		g.resetDecision(o)
	}
	g.follow() // a drag ended in this update is dropped before the tap it makes
	switch tg.Zone {
	case table.ZoneSpot:
		sp := g.spots(o)
		if tg.Index < 0 || tg.Index >= len(sp) {
			return game.Action{}, false
		}
		s := sp[tg.Index]
		switch s.kind {
		case 'g':
			g.pickGap(s.pos)
		case 'p', 's':
			if g.sel == s.pos {
				return g.commit(o)
			}
			g.sel = s.pos
		}
	case table.ZoneConfirm:
		return g.commit(o)
	}
	return game.Action{}, false
}

// commit makes the action of the decision as it stands.
func (g *Table) commit(o *tp.Observation) (game.Action, bool) {
	var want game.Action
	switch o.Phase {
	case tp.PhaseCut:
		cur, ok := g.v.Current()
		if !ok {
			return game.Action{}, false
		}
		i, j := g.cuts[0]-cur.Lo, g.cuts[1]-cur.Lo
		want = game.NewAction(tp.KindCut, i, j, cur.Hi-g.cuts[1])
	case tp.PhaseVote:
		want = game.NewAction(tp.KindVote, g.sel)
	case tp.PhaseJoker:
		want = game.NewAction(tp.KindJoker, g.sel)
	}
	for _, a := range o.Legal {
		if a.Kind == want.Kind && a.Args == want.Args {
			if o.Phase == tp.PhaseCut {
				g.committed = madeCut{key: g.decided, cuts: g.cuts}
			}
			g.decided = ""
			return a, true
		}
	}
	return game.Action{}, false
}

// pickGap is a tap on the gap before row position p during a cut.
func (g *Table) pickGap(p int) {
	if g.drag.ignore == p && g.t.Pointer().Update <= g.drag.until {
		return // the tap that ends a drag: the drop is done
	}
	hint, _ := g.hintedCut()
	g.cuts, g.lifted = board.Tap(g.cuts, g.lifted, p, hint)
}

// hintedCut is the cut a hint (or the guided round) suggests for the
// segment being cut, while it is shown: where blue and black would begin.
func (g *Table) hintedCut() ([2]int, bool) {
	a, ok := g.t.Hinted()
	cur, cutting := g.v.Current()
	if !ok || !cutting || a.Kind != tp.KindCut || g.obs().Phase != tp.PhaseCut {
		return [2]int{}, false
	}
	c := [2]int{cur.Lo + int(a.Args[0]), cur.Lo + int(a.Args[1])}
	if cur.Lo >= c[0] || c[0] >= c[1] || c[1] >= cur.Hi {
		return [2]int{}, false
	}
	return c, true
}

// Back implements table.Game.
func (g *Table) Back() {
	g.lifted, g.sel = -1, -1
}

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
		for i, c := range g.cuts {
			if g.gapSpot(c).Contains(x, y) {
				d.on = i
			}
		}
	case held && d.on >= 0:
		d.x = x
		if !d.active && math.Abs(x-d.startX) > 8*g.t.Geometry().Scale {
			d.active = true
			g.lifted = d.on
		}
		if d.active {
			d.at = g.nearestGap(x, g.cuts[1-d.on])
		}
	case !held && d.down:
		if d.active && d.at > 0 {
			g.cuts[d.on] = d.at
			if g.cuts[0] > g.cuts[1] {
				g.cuts[0], g.cuts[1] = g.cuts[1], g.cuts[0]
			}
			g.lifted = -1
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

// Package decide is the person's Three Parts decision as the table kit asks
// for it (scenes/table/prompt): what to do and which places of the table
// can be picked (Prompt), the next step or the action (Pick), a step back
// (Back). It reads the observation and the board as the table shows it
// (package board), never the screen: the table hands it where each spot is
// drawn (Place), the cut a hint suggests, and the pointer once an update
// for a divider dragged (Drag). So every prompt is tested natively
// against the engine's legal actions.
//
// Each decision keeps one text and one set of spots while it is being
// made, so the keyboard's focus stays where the person put it:
//   - the cut: the gaps of the segment are spots; a tap on a gap moves the
//     nearer divider there, a tap on a divider picks it up and the next tap
//     puts it down (board.Tap); a divider can also be dragged (Drag,
//     board.Drop). The three parts show as they would
//     be cut, and Cut confirms.
//   - the vote: the parts are spots; a tap chooses one (your choice card
//     turns up in front of you, for your eyes only, and the part shows a
//     Vote button), a second tap casts it. No confirm button in the bar:
//     the kit offers one only for a decision that is complete.
//   - a joker: your stacks it may join are spots; a tap chooses (the stack
//     shows a Place button), a second tap places it.
package decide

import (
	"fmt"
	"strings"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/prompt"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/words"
)

// Kind is what a spot of the prompt is.
type Kind byte

const (
	Gap   Kind = 'g' // a gap of the segment being cut; Pos is the row position after it
	Part  Kind = 'p' // a part to vote for; Pos is its colour, Lo and Hi its row positions
	Stack Kind = 's' // a stack of the person's a joker may join; Pos is its number
)

// Spot is one pickable place of the prompt, and what it is.
type Spot struct {
	Name   string
	Kind   Kind
	Pos    int
	Lo, Hi int // a part's row positions [Lo, Hi)
	Rect   prompt.Rect
	On     bool
	Sel    bool
	Note   string
	// Words are what the accessible page says of it.
	Words string
}

// Place is where the table draws a spot; nil places none (tests).
type Place func(Spot) prompt.Rect

// Decision is the person's decision so far, and what it is about (key), so
// a bot's vote arriving meanwhile does not undo it. Its zero value is not
// empty: start from New.
type Decision struct {
	Cuts   [2]int // the cut proposed: where blue and black begin
	Lifted int    // the divider picked up (0 or 1), or -1
	Sel    int    // the part chosen (a colour) or the stack (a number), or -1
	key    string
	// made is the person's last cut and the decision it was made in (a
	// commit stands until the cut plays: a hint's search commits many), so
	// an Undo brings the dividers back where the person had placed them.
	made, committed madeCut
}

// madeCut is a cut the person made, and the decision it was made in.
type madeCut struct {
	key  string
	cuts [2]int
}

// New is a decision with nothing chosen.
func New() Decision { return Decision{Lifted: -1, Sel: -1} }

// Key names the decision the person owes, so a half-made one is kept while
// only other seats' votes arrive ("" for none).
func Key(o *tp.Observation) string {
	if len(o.Legal) == 0 {
		return ""
	}
	k := fmt.Sprint(o.Round, o.Phase, len(o.Contests), len(o.Due), len(o.Discards))
	if len(o.Contests) > 0 {
		c := o.Contests[0]
		k += fmt.Sprint(c.At, len(c.Cards), len(c.Parts), c.Claimants)
	}
	return k
}

// Stale reports whether the observation has moved past the decision.
func (d *Decision) Stale(o *tp.Observation) bool { return d.key != Key(o) }

// Renew begins the decision o asks for, unless it is the one half made: the
// dividers stand in thirds, or where the person had put them before an
// Undo. It reports whether it began anew.
func (d *Decision) Renew(o *tp.Observation) bool {
	k := Key(o)
	if k == d.key && k != "" {
		return false
	}
	d.key = k
	d.Lifted, d.Sel = -1, -1
	d.Cuts = [2]int{}
	if o.Phase == tp.PhaseCut && len(o.Legal) > 0 && len(o.Contests) > 0 {
		c := o.Contests[0]
		lo, hi := c.At, c.At+len(c.Cards)
		d.Cuts = defaultCut(lo, hi)
		if m := d.made; m.key == k && lo < m.cuts[0] && m.cuts[0] < m.cuts[1] && m.cuts[1] < hi {
			d.Cuts = m.cuts // the person's own cut, taken back
		}
	}
	return true
}

// defaultCut is a cut into thirds of positions [lo, hi).
func defaultCut(lo, hi int) [2]int {
	l := hi - lo
	i := max(1, min(l-2, (l+1)/3))
	j := max(i+1, min(l-1, (2*l+1)/3))
	return [2]int{lo + i, lo + j}
}

// Played is told the cut the person's cut event made: the cut last
// committed, played, is the one an Undo brings back.
func (d *Decision) Played(cuts [2]int) {
	if d.committed.cuts == cuts {
		d.made = d.committed
	}
}

// Spots lists the prompt's spots for the decision the person owes, placed
// by at.
func (d Decision) Spots(o *tp.Observation, b *board.Board, at Place) []Spot {
	if len(o.Legal) == 0 || b == nil {
		return nil
	}
	var out []Spot
	switch o.Phase {
	case tp.PhaseCut:
		cur, ok := b.Current()
		if !ok {
			return nil
		}
		for p := cur.Lo + 1; p < cur.Hi; p++ {
			out = append(out, Spot{Name: fmt.Sprint("gap-", p), Kind: Gap, Pos: p, On: true,
				Sel:   p == d.Cuts[0] || p == d.Cuts[1],
				Words: i18n.T("threeparts.access.gap", words.CardLabel(b.Row[p-1]), words.CardLabel(b.Row[p]))})
		}
	case tp.PhaseVote:
		cur, ok := b.Current()
		if !ok {
			return nil
		}
		for _, p := range cur.Parts() {
			out = append(out, Spot{Name: "part-" + tp.ColourName(p.Colour), Kind: Part, Pos: p.Colour, Lo: p.Lo, Hi: p.Hi,
				On: true, Sel: p.Colour == d.Sel,
				Words: words.Colour(p.Colour) + ": " + words.Cards(b.Row[p.Lo:p.Hi])})
		}
	case tp.PhaseJoker:
		// Every stack is a spot, so a tap on one the joker may not join
		// says why.
		opts := JokerOptions(o)
		waiting := dueWaiting(o)
		for v := 1; v <= 10; v++ {
			on := opts&(1<<v) != 0
			note := ""
			switch {
			case on:
			case waiting && b.Numbers[o.Seat][v] > 0:
				note = i18n.T("threeparts.note.joker_just_taken", v)
			default:
				note = i18n.T("threeparts.note.joker_no_stack", v)
			}
			out = append(out, Spot{Name: fmt.Sprint("stack-", v), Kind: Stack, Pos: v, On: on, Sel: v == d.Sel, Note: note,
				Words: i18n.T("threeparts.access.stack", v)})
		}
	}
	if at != nil {
		for i := range out {
			out[i].Rect = at(out[i])
		}
	}
	return out
}

// JokerOptions are the stacks the person's next joker may join, a bit per
// number.
func JokerOptions(o *tp.Observation) uint16 {
	var m uint16
	for _, a := range o.Legal {
		if a.Kind == tp.KindJoker {
			m |= 1 << a.Args[0]
		}
	}
	return m
}

// dueWaiting reports whether the person's jokers wait for the round's end
// (a number just taken cannot have them yet).
func dueWaiting(o *tp.Observation) bool {
	for _, d := range o.Due {
		if d.Seat == o.Seat {
			return d.Waiting
		}
	}
	return false
}

// Prompt is the decision as it stands. It changes nothing (a value
// receiver): the kit's hint search calls it again and again between picks
// (and whether the kit shows the prompt is the kit's to say). A decision
// the observation has moved past is shown as new, and made new by the next
// Pick.
func (d Decision) Prompt(o *tp.Observation, b *board.Board, at Place) prompt.Prompt {
	if d.Stale(o) {
		d.Renew(o)
	}
	var p prompt.Prompt
	for _, s := range d.Spots(o, b, at) {
		p.Spots = append(p.Spots, prompt.Spot{Rect: s.Rect, Label: s.Name, Words: s.Words, Mark: prompt.Mark{On: s.On, Selected: s.Sel, Note: s.Note}})
	}
	switch o.Phase {
	case tp.PhaseCut:
		if cur, _ := b.Current(); cur.Lo == 0 && cur.Hi == len(b.Row) {
			p.Text = i18n.T("threeparts.prompt.cut")
		} else {
			p.Text = i18n.T("threeparts.prompt.recut")
		}
		p.Confirm = i18n.T("threeparts.button.cut")
	case tp.PhaseVote:
		if cur, _ := b.Current(); len(cur.Cuts) == 1 {
			p.Text = i18n.T("threeparts.prompt.vote_pair")
		} else {
			p.Text = i18n.T("threeparts.prompt.vote")
		}
	case tp.PhaseJoker:
		var nums []string
		opts := JokerOptions(o)
		for v := 1; v <= 10; v++ {
			if opts&(1<<v) != 0 {
				nums = append(nums, fmt.Sprint(v))
			}
		}
		key := "threeparts.prompt.joker"
		if dueWaiting(o) {
			key = "threeparts.prompt.joker_waiting"
		}
		p.Text = i18n.T(key, strings.Join(nums, ", "))
	}
	return p
}

// Pick takes the person's pick tg: the decision's next step, or its action
// (true) once complete. A tap on a gap reads hint, the cut a hint suggests
// (zero: none; board.Tap), and dropped, a gap a drag has just put a divider
// on (0: none), whose tap is the drag's end: the drop is done.
func (d *Decision) Pick(o *tp.Observation, b *board.Board, tg prompt.Target, hint [2]int, dropped int) (game.Action, bool) {
	if d.Stale(o) {
		d.Renew(o)
	}
	switch tg.Zone {
	case prompt.ZoneSpot:
		sp := d.Spots(o, b, nil)
		if tg.Index < 0 || tg.Index >= len(sp) {
			return game.Action{}, false
		}
		s := sp[tg.Index]
		switch s.Kind {
		case Gap:
			if s.Pos != dropped {
				d.Cuts, d.Lifted = board.Tap(d.Cuts, d.Lifted, s.Pos, hint)
			}
		case Part, Stack:
			if d.Sel == s.Pos {
				return d.commit(o, b)
			}
			d.Sel = s.Pos
		}
	case prompt.ZoneConfirm:
		return d.commit(o, b)
	}
	return game.Action{}, false
}

// commit makes the action of the decision as it stands, if legal.
func (d *Decision) commit(o *tp.Observation, b *board.Board) (game.Action, bool) {
	var want game.Action
	switch o.Phase {
	case tp.PhaseCut:
		cur, ok := b.Current()
		if !ok {
			return game.Action{}, false
		}
		i, j := d.Cuts[0]-cur.Lo, d.Cuts[1]-cur.Lo
		want = game.NewAction(tp.KindCut, i, j, cur.Hi-d.Cuts[1])
	case tp.PhaseVote:
		want = game.NewAction(tp.KindVote, d.Sel)
	case tp.PhaseJoker:
		want = game.NewAction(tp.KindJoker, d.Sel)
	}
	for _, a := range o.Legal {
		if a.Kind == want.Kind && a.Args == want.Args {
			if o.Phase == tp.PhaseCut {
				d.committed = madeCut{key: d.key, cuts: d.Cuts}
			}
			d.key = ""
			return a, true
		}
	}
	return game.Action{}, false
}

// Back puts a lifted divider back and forgets the part or stack chosen.
func (d *Decision) Back() {
	d.Lifted, d.Sel = -1, -1
}

// HintedCut is the cut a hinted action (a hint's, the guided round's)
// suggests for the segment being cut: where blue and black would begin.
func HintedCut(a game.Action, o *tp.Observation, b *board.Board) ([2]int, bool) {
	cur, cutting := b.Current()
	if !cutting || a.Kind != tp.KindCut || o.Phase != tp.PhaseCut {
		return [2]int{}, false
	}
	c := [2]int{cur.Lo + int(a.Args[0]), cur.Lo + int(a.Args[1])}
	if cur.Lo >= c[0] || c[0] >= c[1] || c[1] >= cur.Hi {
		return [2]int{}, false
	}
	return c, true
}

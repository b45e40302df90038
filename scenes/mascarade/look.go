package mascarade

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	mg "parlour/game/mascarade"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table"
)

// A mask on the table shows what it does when the person looks at it: under
// the mouse, held down by a finger, or under the keyboard's focus, a face-up
// mask (revealed, the announced one, every mask in an open replay) comes up
// close, large enough to print its power, beside where it lies; a face-down
// mask does so for the mask the memory aid marks there, with the mark ("King?
// ↔2") over it. In the side panel's list of the masks in this game, the row
// looked at opens to print its power under it. The kit's table close-up
// (TableCarder) knows no memory aid's marks nor the seats' focus: the table
// reads the pointer as the kit does, and places its close-up with the
// kit's CloseUpBeside.

// look is what the person looks at on the table.
type look struct {
	place int         // the mask's place, or -1 for the announced mask
	at    layout.Rect // where it lies
	mask  mg.Mask
	mark  string // the memory aid's mark over a face-down mask, "" for a face-up one
}

// pointer is where the person points: the mouse, or a finger while it is
// held down. On a touch screen a look lasts while the finger is held (the
// last touch is not a hover).
func (g *Table) pointer() (x, y float64, ok bool) {
	in := g.t.Pointer()
	if in.Fingers == 0 && in.Touch {
		return 0, 0, false
	}
	return in.X, in.Y, true
}

// lookAt is what lies at place (or the announced mask, place -1) for a
// look: face up, or the memory aid's mark of it; false when the person can
// tell nothing of it.
func (g *Table) lookAt(place int, at layout.Rect) (look, bool) {
	v := &g.v
	if place < 0 {
		if v.Ann == nil || g.t.Hidden(table.At("claim", 0, 0)) {
			return look{}, false
		}
		return look{place: -1, at: at, mask: v.Ann.Mask}, true
	}
	if !v.Place(place) || g.t.Hidden(maskPlace(place)) {
		return look{}, false
	}
	if m := g.shown(place); m != mg.NoMask {
		return look{place: place, at: at, mask: m}, true
	}
	if aid := g.aidMarks(); g.aidOn() && place < len(aid) && aid[place].Mask != mg.NoMask {
		return look{place: place, at: at, mask: aid[place].Mask, mark: aid[place].Label()}, true
	}
	return look{}, false
}

// lookedAt is the mask the person looks at on the table: under the
// keyboard's focus (focus is the kit's focused target, "" for none), else
// under the pointer.
func (g *Table) lookedAt(focus string) (look, bool) {
	v := &g.v
	c := g.centre()
	if n, ok := strings.CutPrefix(focus, "seat-"); ok {
		if s, err := strconv.Atoi(n); err == nil && v.Valid(s) && s < len(v.At) {
			return g.lookAt(v.At[s], g.seatCard(s))
		}
	}
	if n, ok := strings.CutPrefix(focus, "spot-"); ok {
		if i, err := strconv.Atoi(n); err == nil {
			if spots := g.offer(); i >= 0 && i < len(spots) && !spots[i].Toggle {
				return g.lookAt(spots[i].Place, g.maskSpot(spots[i].Place))
			}
		}
	}
	x, y, ok := g.pointer()
	if !ok {
		return look{}, false
	}
	if v.Ann != nil && c.Claim.Card.Contains(x, y) {
		return g.lookAt(-1, c.Claim.Card)
	}
	for i, it := range c.Masks {
		if it.Spot.Contains(x, y) {
			return g.lookAt(v.N+i, it.Card)
		}
	}
	for s := range v.N {
		if s < len(v.At) && g.seatCard(s).Contains(x, y) {
			return g.lookAt(v.At[s], g.seatCard(s))
		}
	}
	return look{}, false
}

// drawLook draws the mask the person looks at, close up with its power.
func (g *Table) drawLook(dst *ebiten.Image, focus string) {
	l, ok := g.lookedAt(focus)
	if !ok || g.printsPower(l.at, l.mask) && l.mark == "" {
		return // the card prints its power where it lies
	}
	r := g.t.CloseUpBeside(l.at, Face(int(l.mask)).Text, 0)
	if !g.printsPower(r, l.mask) {
		return
	}
	geo := g.t.Geometry()
	render.Panel(dst, r.Inset(-0.3*geo.Unit), geo.Unit*0.6, style.Shade, nil, 0)
	g.t.CardAt(dst, r, int(l.mask), render.CardState{})
	if l.mark != "" {
		g.drawTag(dst, r.CX(), r.Y+r.H*0.08, r.W+g.t.Geometry().Unit, l.mark)
	}
}

// lookSnap is the close-up in parlourState().table.view, for tests.
type lookSnap struct {
	Mask  string  `json:"mask"`
	Place int     `json:"place"`
	Mark  string  `json:"mark,omitempty"`
	At    [4]int  `json:"at"`
	Card  [4]int  `json:"card"` // the close-up, or zeros when the card prints its power where it lies
	Rule  bool    `json:"rule"` // the power is printed (where it lies or close up)
	Width float64 `json:"width"`
}

func rectInts(r layout.Rect) [4]int {
	return [4]int{int(math.Round(r.X)), int(math.Round(r.Y)), int(math.Round(r.W)), int(math.Round(r.H))}
}

// lookSnapshot is what lookedAt finds under the pointer now.
func (g *Table) lookSnapshot() *lookSnap {
	l, ok := g.lookedAt("")
	if !ok {
		return nil
	}
	s := &lookSnap{Mask: l.mask.String(), Place: l.place, Mark: l.mark, At: rectInts(l.at), Width: l.at.W}
	if g.printsPower(l.at, l.mask) && l.mark == "" {
		s.Rule = true
		return s
	}
	r := g.t.CloseUpBeside(l.at, Face(int(l.mask)).Text, 0)
	s.Card, s.Rule, s.Width = rectInts(r), g.printsPower(r, l.mask), r.W
	return s
}

// printsPower says whether mask m drawn at r prints its power whole.
func (g *Table) printsPower(r layout.Rect, m mg.Mask) bool {
	return render.CardShowsRule(g.t.Text(), r, Face(int(m)).Text)
}

// cardSnap is a mask where it lies on the table, for tests: a seat's (by
// its place), a centre mask, or the announced one (place -1).
type cardSnap struct {
	Place int    `json:"place"`
	Seat  int    `json:"seat"` // the player sitting there, or -1
	At    [4]int `json:"at"`
}

func (g *Table) cardSnaps() []cardSnap {
	v := &g.v
	out := []cardSnap{}
	for s := range v.N {
		if s < len(v.At) {
			out = append(out, cardSnap{Place: v.At[s], Seat: s, At: rectInts(g.seatCard(s))})
		}
	}
	c := g.centre()
	for i, it := range c.Masks {
		out = append(out, cardSnap{Place: v.N + i, Seat: -1, At: rectInts(it.Card)})
	}
	if v.Ann != nil {
		out = append(out, cardSnap{Place: -1, Seat: -1, At: rectInts(c.Claim.Card)})
	}
	return out
}

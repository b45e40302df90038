package rebelprincess

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
)

// DrawSeat implements table.Game: proposals taken this round by the name;
// the princess (struck through when exhausted), the cards laid face up and
// the total below.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	v := &g.v
	t := g.t
	tx := t.Text()
	if seat >= v.N {
		return
	}
	// Proposals this round: a ring and a count, at the right of the name.
	if len(v.Proposals) > seat && v.Phase != rp.PhaseDraft {
		n := float64(v.Proposals[seat])
		if k, ok := t.Counting(table.At("proposals", seat, 0)); ok {
			n = k
		}
		s := v.Counted(seat, int(math.Round(n)))
		size := p.NameSize
		x := p.Counts.Right()
		tx.Draw(dst, s, x, p.Counts.CY(), size, style.Gold, render.Right, true)
		w := tx.Width(s, size, true)
		render.Icon(dst, "rp-ring", x-w-size*0.55, p.Counts.CY()+size*0.08, size*0.28*ringReach, style.Gold, ringIcon)
	}
	sp, ok := g.seatSpots(seat, p)
	if !ok {
		return
	}
	if pr := v.Power(seat); sp.name != nil {
		c := sp.chip
		used := seat < len(v.Used) && v.Used[seat]
		col := princessColours[pr]
		if used {
			col = style.Mix(col, style.OutFill, 0.7)
		}
		if c.W > 0 {
			render.Circle(dst, c.CX(), c.CY(), c.W/2, col)
			render.Icon(dst, fmt.Sprint("rp-princess-", pr), c.CX(), c.CY(), c.W*0.62, style.Paper, princessIcons[pr])
		}
		ink := style.Cream
		if used {
			ink = style.Muted
		}
		for i, l := range sp.name {
			y := sp.nameY(i)
			tx.Display().Draw(dst, l, sp.nameX, y, sp.nameSize, ink, render.Left, false)
			if used {
				w := math.Min(tx.Display().Width(l, sp.nameSize, false), sp.nameW)
				render.Rule(dst, sp.nameX, y, sp.nameX+w, y, math.Max(1, sp.nameSize*0.08), style.Muted)
			}
		}
	}
	// Cards lying face up (Crystal Clear), in small.
	for i, r := range sp.exposed {
		t.CardAt(dst, r, int(v.Exposed[seat][i]), render.CardState{})
	}
	// The running total, at the right.
	if sp.totalSize > 0 {
		total := float64(v.Totals[seat])
		if k, ok := t.Counting(table.At("total", seat, 0)); ok {
			total = k
		}
		s := i18n.T("rebelprincess.seat.sum", int(math.Round(total)))
		tx.Draw(dst, s, sp.total.Right(), sp.total.CY(), sp.totalSize, style.Cream, render.Right, true)
	}
}

// seatSpots is where a seat panel's own contents go, from the view, for
// drawing and the tests alike: the princess's chip and name (in lines, as
// set), the cards lying face up (Crystal Clear) and the running total.
type seatSpots struct {
	chip      layout.Rect
	name      []string
	nameX     float64
	nameW     float64
	nameSize  float64
	nameMid   float64
	nameBox   layout.Rect // where the name's lines lie
	exposed   []layout.Rect
	total     layout.Rect
	totalSize float64
}

// nameY is the middle of the princess's name's line i.
func (sp seatSpots) nameY(i int) float64 {
	return sp.nameMid + (float64(i)-float64(len(sp.name)-1)/2)*sp.nameSize*1.15
}

func (g *Table) seatSpots(seat int, p ring.Panel) (seatSpots, bool) {
	v := &g.v
	t := g.t
	tx := t.Text()
	geo := t.Geometry()
	var sp seatSpots
	body := p.Body
	if seat >= v.N || body.H < 4 {
		return sp, false
	}
	if seat < len(v.Totals) && v.Phase != rp.PhaseDraft {
		sp.totalSize = totalSize(geo, body)
		w := tx.Width(i18n.T("rebelprincess.seat.sum", v.Totals[seat]), sp.totalSize, true)
		sp.total = layout.Rect{X: body.Right() - w, Y: body.CY() - sp.totalSize*0.6, W: w, H: sp.totalSize * 1.2}
	}
	// Everything else stops short of the total.
	limit := body.Right() - g.totalWidth(seat, body) - 0.4*geo.Unit
	// Cards lying face up (Crystal Clear) keep room for themselves first,
	// each showing at least a third of its width; the name has the rest.
	k := 0.0
	if seat != t.Human() && seat < len(v.Exposed) {
		k = float64(len(v.Exposed[seat]))
	}
	spread := 1 + (k-1)*0.34
	cards := 0.0
	if k > 0 {
		cards = math.Min(body.H/layout.CardAspect*spread, 0.45*(limit-body.X))
	}
	x := body.X
	if pr := v.Power(seat); pr >= 0 && !t.Hidden(table.At("princess", seat, 0)) {
		// Her name, else where it has no room at a readable size (a panel
		// of an embed, a line high) her short name: "Ice", "Scheh.".
		names := []string{words.PrincessName(v.Princess[seat]), words.PrincessShort(v.Princess[seat])}
		if v.Princess[seat] == rp.Carmesina && pr != rp.Carmesina {
			names = []string{i18n.T("rebelprincess.seat.copy", words.PrincessName(rp.Carmesina), words.PrincessName(pr)),
				i18n.T("rebelprincess.seat.copy_short", words.PrincessShort(pr)), words.PrincessShort(pr)}
		}
		// The princess's name is a card's name: the display face, never
		// under the smallest text size. A long name of one word
		// ("Scheherazade") that does not fit takes room from her sign.
		lo := math.Max(geo.Floor, geo.Type.Tiny*0.95)
		full := g.chip(p)
		right := limit
		if cards > 0 {
			right -= cards + 0.3*geo.Unit
		}
		// At the last, the name has the chip's room too (a panel of a
		// 320×240 embed): the words say more than the sign; the whole name
		// without the sign says more than a short one with it.
	tries:
		for _, name := range names {
			for _, f := range []float64{1, 0.8, 0.6, 0} {
				c := full
				c.W, c.H = full.W*f, full.H*f
				c.Y = full.CY() - c.H/2
				nx := c.Right() + 0.3*geo.Unit
				if f == 0 {
					nx = c.X
				}
				nw := math.Max(0, right-nx)
				lines, size, cut := nameLines(tx.Display(), name, nw, lo, geo.Type.Small, body.H)
				sp.chip, sp.name, sp.nameX, sp.nameW, sp.nameSize, sp.nameMid = c, lines, nx, nw, size, body.CY()
				if !cut {
					break tries
				}
			}
		}
		for i, l := range sp.name {
			sp.name[i] = tx.Display().Clip(l, sp.nameW, sp.nameSize, false)
		}
		widest := 0.0
		for _, l := range sp.name {
			widest = math.Max(widest, math.Min(tx.Display().Width(l, sp.nameSize, false), sp.nameW))
		}
		x = sp.nameX + widest + 0.3*geo.Unit
		h := float64(len(sp.name)) * sp.nameSize * 1.15
		sp.nameBox = layout.Rect{X: sp.nameX, Y: sp.nameMid - h/2, W: widest, H: h}
	}
	if room := limit - x; k > 0 && room > 0 {
		cw := math.Min(body.H/layout.CardAspect, room/spread)
		ch := cw * layout.CardAspect
		if cw >= 2 {
			sp.exposed = layout.Strip(layout.Rect{X: x, Y: body.CY() - ch/2, W: room, H: ch}, int(k), cw, ch, cw*1.05)
		}
	}
	return sp, true
}

// totalSize is the type size of a seat's running total.
func totalSize(geo ring.Table, body layout.Rect) float64 {
	return math.Max(geo.Type.Tiny, math.Min(geo.Type.Small, body.H*0.7))
}

// totalWidth is the room the running total takes at the right of a seat's
// body.
func (g *Table) totalWidth(seat int, body layout.Rect) float64 {
	if seat >= len(g.v.Totals) || g.v.Phase == rp.PhaseDraft {
		return 0
	}
	// The widest total at the table now (at least two digits), so a short
	// total leaves the princess's name its room.
	widest := 10
	for _, n := range g.v.Totals {
		widest = max(widest, n)
	}
	return g.t.Text().Width(i18n.T("rebelprincess.seat.sum", widest), totalSize(g.t.Geometry(), body), true)
}

// nameLines sets a princess's name in room w: on one line at the largest
// size from lo to hi that fits, else on two lines broken at the space nearest
// the middle when the panel is tall enough (a narrow own-seat panel on a
// wide screen cut "Sleeping Beauty" to "Sleeping B…"), else cut (the
// caller clips what it keeps: a try is not a cut the tests should hear of).
func nameLines(tx *render.Text, name string, w, lo, hi, h float64) ([]string, float64, bool) {
	size := math.Max(lo, tx.Fit(name, w, hi, false))
	if tx.Width(name, size, false) <= w {
		return []string{name}, size, false
	}
	best := layout.NearestSpace(name)
	// Two lines where the panel's body holds them about (its padding
	// takes the rest: a panel of a 320×240 embed is 2.05 lines high).
	if best > 0 && h >= 2.0*lo {
		a, b := name[:best], strings.TrimSpace(name[best:])
		size = math.Max(lo, math.Min(tx.Fit(a, w, hi, false), tx.Fit(b, w, hi, false)))
		cut := tx.Width(a, size, false) > w || tx.Width(b, size, false) > w
		return []string{a, b}, size, cut
	}
	return []string{name}, size, true
}

// DrawCentre implements table.Game: the round cards in a row (the current
// one raised, with its twist in words), the trick, the gift pile and what
// the powers have set.
func (g *Table) DrawCentre(dst *ebiten.Image, r layout.Rect) {
	v := &g.v
	t := g.t
	tx := t.Text()
	geo := t.Geometry()
	c := g.centre()
	known := g.t.Option("rounds") != ""
	for i, id := range v.Schedule {
		if i >= len(c.row) {
			break
		}
		cr := c.row[i]
		switch {
		case i < v.Round:
			t.CardAt(dst, cr, roundFace(id), render.CardState{Disabled: true})
		case i == v.Round && v.Phase != rp.PhaseDraft && !t.Hidden(table.At("round", 0, i)):
			t.CardAt(dst, cr, roundFace(id), render.CardState{Selected: true})
		case known:
			t.CardAt(dst, cr, roundFace(id), render.CardState{})
		default:
			render.CardBack(dst, cr)
		}
	}
	if v.Phase != rp.PhaseDraft && len(v.Schedule) > 0 && c.side {
		g.drawSideTwist(dst, c.twist)
	} else if v.Phase != rp.PhaseDraft && len(v.Schedule) > 0 {
		id := v.RoundID()
		head := words.RoundName(id)
		body := i18n.T("rebelprincess.twist."+rp.RoundCards[id-1].Slug) + " " + passWords(v.Ed, id)
		tw := c.twist
		hs := tx.Fit(head, tw.W, geo.Type.Small, true)
		tx.Draw(dst, head, tw.X, tw.Y+hs*0.6, hs, style.Gold, render.Left, true)
		g.wrapFit(dst, body, layout.Rect{X: tw.X, Y: tw.Y + hs*1.3, W: tw.W, H: tw.H - hs*1.3})
	} else if v.Phase == rp.PhaseDraft {
		r := c.twist
		if c.side {
			// No trick during the draft: the note has the centre's width.
			r.W = c.trick.Right() - r.X
		}
		g.wrapFit(dst, i18n.T("rebelprincess.draft_note"), r)
	}
	g.drawTrick(dst, c)
	g.drawPass(dst, c)
}

// drawSideTwist writes the round's name and its twist in the short
// centre's room under the round cards, at the smallest size: the name on
// as many lines as it takes, then the twist and where the cards go if they
// fit, else what matters now (where the cards go during the pass, the twist
// after it), else nothing more: the round card's close-up, a long press
// away, has its whole rule.
func (g *Table) drawSideTwist(dst *ebiten.Image, tw layout.Rect) {
	v := &g.v
	tx := g.t.Text()
	size := g.t.Geometry().Type.Tiny
	id := v.RoundID()
	head := words.RoundName(id)
	twist := i18n.T("rebelprincess.twist." + rp.RoundCards[id-1].Slug)
	pass := passWords(v.Ed, id)
	hh := tx.WrapHeight(head, tw.W, size)
	if tx.Width(head, size, true) <= tw.W {
		tx.Draw(dst, head, tw.X, tw.Y+size*0.6, size, style.Gold, render.Left, true)
		hh = size * 1.3
	} else if hh <= tw.H {
		tx.Wrap(dst, head, tw.X, tw.Y, tw.W, size, style.Gold, true)
	} else {
		head = tx.Clip(head, tw.W, size, true)
		tx.Draw(dst, head, tw.X, tw.Y+size*0.6, size, style.Gold, render.Left, true)
		hh = size * 1.3
	}
	room := tw
	room.Y += hh
	room.H -= hh
	tries := []string{strings.TrimSpace(twist + " " + pass)}
	if v.Phase == rp.PhasePass && pass != "" {
		tries = append(tries, pass)
	} else {
		tries = append(tries, twist)
	}
	for _, s := range tries {
		if room.H > 0 && tx.WrapHeight(s, room.W, size) <= room.H {
			tx.Wrap(dst, s, room.X, room.Y, room.W, size, style.Cream, false)
			return
		}
	}
}

// drawPass shows, while the person chooses a pass, where the cards go: an
// arrow from the person to each neighbour who gets some.
func (g *Table) drawPass(dst *ebiten.Image, c centre) {
	geo := g.t.Geometry()
	tx := g.t.Text()
	for _, a := range g.passArrows(c) {
		render.Rule(dst, a.x0, a.y0, a.x1, a.y1, geo.Unit*0.35, style.Highlight)
		render.IconTurned(dst, "rp-arrowhead", a.x1, a.y1, geo.Unit*1.2, math.Atan2(a.y1-a.y0, a.x1-a.x0), style.Highlight, arrowhead)
	}
	for _, a := range g.passArrows(c) {
		render.Panel(dst, a.label, a.size*0.5, style.Notice, style.Highlight, 1)
		tx.Draw(dst, a.text, a.label.CX(), a.label.CY(), a.size, style.Highlight, render.Center, true)
	}
}

// passArrow is one arrow of the pass: from the person towards a neighbour,
// with its label ("2 cards → Basil").
type passArrow struct {
	x0, y0, x1, y1 float64
	text           string
	label          layout.Rect
	size           float64
}

// passArrows are the pass's arrows while the person chooses it (none else).
func (g *Table) passArrows(c centre) []passArrow {
	t := g.t
	o := g.obs()
	// The view, not the observation: while the last round's end still plays
	// (or its summary shows), the next round's pass is not drawn yet.
	if !t.Owes() || o.Phase != g.v.Phase || (o.Phase != rp.PhasePass && o.Step != rp.StepChairs) {
		return nil
	}
	p := rp.Pass{Right: 1}
	if o.Phase == rp.PhasePass {
		p, _ = rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
	}
	me := t.Human()
	n := t.Players()
	from := t.SeatRect(me)
	geo := t.Geometry()
	tx := t.Text()
	var out []passArrow
	for _, side := range []struct {
		k, seat int
	}{{p.Right, (me + n - 1) % n}, {p.Left, (me + 1) % n}} {
		if side.k == 0 {
			continue
		}
		to := t.SeatRect(side.seat)
		// From the top of the person's panel towards the neighbour's.
		x0, y0 := math.Max(c.trick.X, math.Min(c.trick.Right(), from.CX()+(to.CX()-from.CX())*0.15)), c.trick.Bottom()
		x1, y1 := math.Max(c.trick.X, math.Min(c.trick.Right(), to.CX())), math.Max(c.trick.Y, math.Min(c.trick.Bottom(), to.CY()))
		if side.seat == (me+n-1)%n {
			x1 = math.Max(x1, x0+geo.Unit*6)
		} else {
			x1 = math.Min(x1, x0-geo.Unit*6)
		}
		label := i18n.N("rebelprincess.pass_to.seat", side.k, side.k, t.SeatName(side.seat))
		// As large as fits half the middle (both ways may be labelled).
		size := math.Max(geo.Type.Tiny, math.Min(geo.Type.Small, tx.Fit(label, c.trick.W/2-1.2*geo.Unit, geo.Type.Small, true)))
		out = append(out, passArrow{x0: x0, y0: y0, x1: x1, y1: y1, text: label, size: size})
	}
	// Each label sits on its arrow: halfway, or further out where the two
	// arrows part, so that the labels of both ways never meet (on a narrow
	// screen they start close together).
	for _, f := range []float64{0.5, 0.62, 0.74, 0.86} {
		for i := range out {
			a := &out[i]
			w := tx.Width(a.text, a.size, true) + geo.Unit
			mx, my := a.x0+(a.x1-a.x0)*f, a.y0+(a.y1-a.y0)*f
			a.label = layout.Rect{X: mx - w/2, Y: my - a.size, W: w, H: a.size * 2}
			a.label.X = math.Max(c.trick.X, math.Min(a.label.X, c.trick.Right()-a.label.W))
		}
		if len(out) < 2 || !out[0].label.Overlaps(out[1].label) {
			return out
		}
	}
	// Still together: one above the other.
	out[1].label.Y = out[0].label.Bottom() + 0.3*geo.Unit
	return out
}

// wrapFit writes s wrapped in r, as large as fits down to the smallest size.
func (g *Table) wrapFit(dst *ebiten.Image, s string, r layout.Rect) {
	tx := g.t.Text()
	geo := g.t.Geometry()
	size := geo.Type.Small
	for size > geo.Type.Tiny && tx.WrapHeight(s, r.W, size) > r.H {
		size *= 0.94
	}
	size = math.Max(size, geo.Type.Tiny)
	tx.Wrap(dst, s, r.X, r.Y, r.W, size, style.Cream, false)
}

// passWords says where the round's cards go.
func passWords(ed rp.Edition, id int) string {
	p, ok := rp.RoundCards[id-1].PassFor(ed)
	if !ok {
		return ""
	}
	switch {
	case p.Right > 0 && p.Left > 0:
		return i18n.T("rebelprincess.pass.both")
	case p.Right > 0:
		return i18n.N("rebelprincess.pass.right", p.Right, p.Right)
	}
	return i18n.N("rebelprincess.pass.left", p.Left, p.Left)
}

func (g *Table) drawTrick(dst *ebiten.Image, c centre) {
	v := &g.v
	t := g.t
	tx := t.Text()
	geo := t.Geometry()
	spots := g.trickSpots(len(v.Trick))
	for i, pl := range v.Trick {
		if i >= len(spots) || t.Hidden(table.At("trick", 0, i)) {
			continue
		}
		r := spots[i]
		if pl.Card >= 0 {
			t.CardAt(dst, r, int(pl.Card), render.CardState{})
		} else {
			render.CardBack(dst, r)
		}
		g.trickLabel(dst, r, pl, c.side)
	}
	// The gift pile (Wedding Gift) and the cards handed about by a power.
	side := g.deckSpot()
	side.X = c.trick.Right() - side.W - 0.2*geo.Unit
	if v.Gifts > 0 && !t.Hidden(table.At("gifts", 0, 0)) {
		for k := range min(v.Gifts, 4) {
			render.CardBack(dst, layout.Rect{X: side.X - float64(k)*2, Y: side.Y - float64(k)*2, W: side.W, H: side.H})
		}
		s := i18n.N("rebelprincess.gifts", v.Gifts, v.Gifts)
		tx.Draw(dst, s, side.CX(), side.Bottom()+geo.Type.Tiny*0.8, tx.Fit(s, side.W*2, geo.Type.Tiny, false), style.Cream, render.Center, false)
	}
	if s, size, at, ok := g.notesText(c); ok {
		tx.Draw(dst, s, at.CX(), at.CY(), size, style.Highlight, render.Center, false)
	}
}

// notesText is what the powers have set on this trick in one line, its
// size and where it is drawn: centred on the notes' strip, as large as fits
// it, and where even the smallest size is wider (the short centre's strip
// is the round cards' column), moved in to lie within the centre: centred
// on that column at 480×320 it ran over the next seat's panel.
func (g *Table) notesText(c centre) (s string, size float64, at layout.Rect, ok bool) {
	notes := g.notes()
	if len(notes) == 0 {
		return "", 0, layout.Rect{}, false
	}
	geo := g.t.Geometry()
	tx := g.t.Text()
	s = strings.Join(notes, " · ")
	room := geo.Centre
	size = math.Max(geo.Type.Tiny, tx.Fit(s, c.notes.W, geo.Type.Small, false))
	if w := tx.Width(s, size, false); w > room.W {
		size = math.Max(math.Min(geo.Type.Tiny, render.Readable()), tx.Fit(s, room.W, geo.Type.Tiny, false))
	}
	w := tx.Width(s, size, false)
	x := math.Max(room.X, math.Min(c.notes.CX()-w/2, room.Right()-w))
	return s, size, layout.Rect{X: x, Y: c.notes.CY() - size/2, W: w, H: size}, true
}

// trickLabel writes who played trick card r under it, within the card's
// step (a third wider in the roomy centre): the seat's name, cut short
// where it must be, then a gold "0" for a card Snow White counts as 0 or
// the Ice Princess's sign for a card she forced (the card's close-up says
// so in words). The short centre (side) keeps the smallest size.
func (g *Table) trickLabel(dst *ebiten.Image, r layout.Rect, pl rp.Played, side bool) {
	tx := g.t.Text()
	geo := g.t.Geometry()
	y := r.Bottom() + geo.Type.Tiny*0.7
	name := g.t.SeatName(pl.Seat)
	room := r.W * 1.3
	if side {
		room = r.W + 0.4*geo.Unit
	}
	size := geo.Type.Tiny
	mark := 0.0
	switch {
	case pl.Zero:
		mark = tx.Width(" 0", size, true)
	case pl.Forced:
		mark = size * 1.2
	}
	if !side {
		size = math.Max(geo.Type.Tiny*0.9, tx.Fit(name, room-mark, geo.Type.Tiny, false))
	}
	shown := tx.Clip(name, room-mark, size, false)
	w := tx.Width(shown, size, false)
	x := r.CX() - (w+mark)/2
	tx.Draw(dst, shown, x, y, size, style.Cream, render.Left, false)
	switch {
	case pl.Zero:
		tx.Draw(dst, " 0", x+w, y, size, style.Gold, render.Left, true)
	case pl.Forced:
		render.Icon(dst, fmt.Sprint("rp-princess-", rp.IcePrincess), x+w+mark/2, y, size, style.Gold, princessIcons[rp.IcePrincess])
	}
}

// notes are what the powers have set on this trick.
func (g *Table) notes() []string {
	v := &g.v
	var notes []string
	tr := v.T
	if tr.Reversed {
		notes = append(notes, i18n.T("rebelprincess.effect.reversed"))
	}
	if tr.Mermaid >= 0 {
		notes = append(notes, i18n.T("rebelprincess.effect.mermaid", words.SuitName(rp.Suit(tr.Mermaid))))
	}
	if tr.Rapunzel {
		notes = append(notes, i18n.T("rebelprincess.effect.rapunzel"))
	}
	if tr.PeaSeat >= 0 {
		notes = append(notes, i18n.T("rebelprincess.effect.pea"))
	}
	// The phase is the observation's: no event carries it (the view takes
	// it at rest, View.Synced), so that the notes are the same whether the
	// view was dealt from an observation or played event by event.
	if !v.PrincesIn && g.obs().Phase == rp.PhasePlay {
		notes = append(notes, i18n.T("rebelprincess.effect.no_princes"))
	}
	return notes
}

// TableCards implements table.TableCarder: the cards the table draws
// outside the person's hand, each of which shows its rule close up as a
// hand card does: every seat's princess (her sign, or her name where it
// took the sign's room: what she does now, Carmesina's copy included; an
// exhausted one says so), the round cards turned up in the centre, the
// cards lying face up (Crystal Clear) and the trick's cards face up (one
// the Ice Princess forced, or Snow White counts as 0, says so).
func (g *Table) TableCards() []table.TableCard {
	v := &g.v
	t := g.t
	var out []table.TableCard
	add := func(r layout.Rect, face int, note string) {
		if r.W > 0 && r.H > 0 && face >= 0 {
			out = append(out, table.TableCard{At: r, Face: face, Note: note})
		}
	}
	c := g.centre()
	known := t.Option("rounds") != ""
	for i, id := range v.Schedule {
		up := i < v.Round || i == v.Round && v.Phase != rp.PhaseDraft || known
		if i < len(c.row) && up && !t.Hidden(table.At("round", 0, i)) {
			add(c.row[i], roundFace(id), "")
		}
	}
	for seat := range v.N {
		sp, ok := g.seatSpots(seat, t.Panel(seat))
		if !ok {
			continue
		}
		if r := sp.chip; sp.name != nil {
			if r.W <= 0 {
				r = sp.nameBox
			}
			note := ""
			if seat < len(v.Used) && v.Used[seat] {
				note = i18n.T("rebelprincess.look.used")
			}
			add(r, princessFace(v.Power(seat)), note)
		}
		for i, r := range sp.exposed {
			add(r, int(v.Exposed[seat][i]), "")
		}
	}
	spots := g.trickSpots(len(v.Trick))
	for i, pl := range v.Trick {
		if i < len(spots) && pl.Card >= 0 && !t.Hidden(table.At("trick", 0, i)) {
			add(spots[i], int(pl.Card), g.trickNote(pl))
		}
	}
	return out
}

// trickNote says what a power made of a card in the trick: the Ice
// Princess forced it, or Snow White counts it as 0; "" for neither.
func (g *Table) trickNote(pl rp.Played) string {
	switch {
	case pl.Forced:
		return g.t.Words("rebelprincess.trick.forced", pl.Seat, -1)
	case pl.Zero:
		return g.t.Words("rebelprincess.trick.zero", pl.Seat, -1)
	}
	return ""
}

package mascarade

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	mg "parlour/game/mascarade"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/mascarade/decide"
	"parlour/scenes/mascarade/felt"
	"parlour/scenes/mascarade/memory"
	"parlour/scenes/table"
	"parlour/scenes/table/ring"
	"parlour/scenes/ui"
)

// Places on the table, for drawing and motion alike, from the view.

// seatCard is the small mask card in a seat's panel, at the body's left.
func (g *Table) seatCard(seat int) layout.Rect {
	if seat == g.t.Human() {
		// The person's own mask: as tall as their panel, in its middle.
		r := g.t.SeatRect(seat)
		h := r.H * 0.84
		w := h / layout.CardAspect
		return layout.Rect{X: r.CX() - w/2, Y: r.CY() - h/2, W: w, H: h}
	}
	b := g.t.Panel(seat).Body
	h := math.Max(b.H, 12*g.t.Geometry().Scale)
	return layout.Rect{X: b.X, Y: b.Bottom() - h, W: h / layout.CardAspect, H: h}
}

// maskSpot is where the mask at a place lies: in the panel of the player
// sitting there, or in the centre.
func (g *Table) maskSpot(place int) layout.Rect {
	v := &g.v
	if place >= v.N {
		c := g.centre()
		if i := place - v.N; i < len(c.Masks) {
			return c.Masks[i].Card
		}
		return c.Claim.Card
	}
	if p := v.PlayerAt(place); p >= 0 {
		return g.seatCard(p)
	}
	return g.t.Geometry().Centre
}

// coinSpot is a seat's coin, at the right of its name (its count is drawn
// to the coin's left).
func (g *Table) coinSpot(seat int) layout.Rect {
	p := g.t.Panel(seat)
	s := p.NameSize * 1.05
	return layout.Rect{X: p.Counts.Right() - s, Y: p.Counts.CY() - s/2, W: s, H: s}
}

// coinRect is a coin-sized square at the middle of r (a coin leaving the
// bank or the court).
func (g *Table) coinRect(r layout.Rect) layout.Rect {
	s := math.Min(r.W*0.4, 2*g.t.Geometry().Unit)
	return r.Centred(s, s)
}

// centre is the middle of the table (package felt): the bank and the court,
// the centre masks, the announced mask and the memory aid's switch, for the
// drawing and the motion alike. It is placed again only when the geometry,
// the centre masks or the language change.
func (g *Table) centre() felt.Centre {
	geo := g.t.Geometry()
	key := centreKey{centre: geo.Centre, unit: geo.Unit, floor: geo.Floor, small: geo.Type.Small, masks: g.v.Centre, lang: i18n.Language()}
	if g.placed == nil || g.placedKey != key {
		c := felt.Place(geo, geo.Centre, felt.WordsFor(g.v.Centre), g.t.Text().Width)
		g.placed, g.placedKey = &c, key
	}
	return *g.placed
}

// centreKey is what the middle's places depend on.
type centreKey struct {
	centre             layout.Rect
	unit, floor, small float64
	masks              int
	lang               string
}

// under is where masks go under the table: two card places side by side
// at the middle of the table.
func (g *Table) under() [2]layout.Rect {
	geo := g.t.Geometry()
	c := g.centre()
	w := math.Min(math.Max(c.Claim.Card.W*0.8, 3*geo.Unit), 6*geo.Unit)
	h := w * layout.CardAspect
	mid := geo.Centre.Centred(2*w+geo.Unit, h)
	return [2]layout.Rect{{X: mid.X, Y: mid.Y, W: w, H: h}, {X: mid.Right() - w, Y: mid.Y, W: w, H: h}}
}

// DrawSeat implements table.Game: the coins at the right of the name, then
// the mask (face down, or face up with its name while revealed), a mark on
// a player who may not announce this turn, the player's answer to the
// announcement, and with the memory aid what the person last saw there.
func (g *Table) DrawSeat(dst *ebiten.Image, seat int, p ring.Panel) {
	t := g.t
	v := &g.v
	if !v.Valid(seat) || seat >= len(v.At) {
		return
	}
	geo := t.Geometry()
	tx := t.Text()
	// Coins.
	coin := g.coinSpot(seat)
	t.DrawToken(dst, table.TokenCoin, coin.CX(), coin.CY(), coin.W)
	n := float64(v.Coins[seat])
	if c, ok := t.Counting(table.At("coins", seat, 0)); ok {
		n = c
	}
	count := fmt.Sprint(int(math.Round(n)))
	tx.Draw(dst, count, coin.X-0.25*geo.Unit, coin.CY(), p.NameSize, style.Gold, render.Right, true)
	// The mask.
	place := v.At[seat]
	card := g.seatCard(seat)
	up := g.shown(place)
	if !t.Hidden(maskPlace(place)) {
		if up != mg.NoMask {
			t.CardAt(dst, card, int(up), render.CardState{})
		} else {
			render.CardBack(dst, card)
		}
		if seat < len(v.Prev) && v.Prev[seat] && len(v.Winners) == 0 {
			g.drawBarred(dst, card)
		}
	}
	// Beside it: the mask's name while face up, the answer to the
	// announcement, or the memory aid.
	text := layout.Rect{X: card.Right() + 0.4*geo.Unit, Y: card.Y, W: p.Body.Right() - card.Right() - 0.4*geo.Unit, H: card.H}
	if text.W <= 0 {
		return
	}
	size := math.Max(p.StatusSize, math.Min(p.NameSize, text.H*0.8))
	say := func(tx *render.Text, s string, ink color.Color, bold bool) {
		tx.Draw(dst, s, text.X, text.CY(), tx.Fit(s, text.W, size, bold), ink, render.Left, bold)
	}
	switch {
	case up != mg.NoMask && !t.Hidden(maskPlace(place)):
		say(tx.Display(), maskName(up), style.Cream, true) // a card's name
	case g.answerOf(seat) != 0:
		key := "mascarade.seat.passes"
		if g.answerOf(seat) > 0 {
			key = "mascarade.seat.contests"
		}
		if seat == t.Human() {
			key += "_you"
		}
		if g.answerOf(seat) > 0 {
			say(tx, i18n.T(key), style.Gold, true)
		} else {
			say(tx, i18n.T(key), style.Muted, false)
		}
	case g.aidOn() && place < len(g.aidMarks()):
		a := g.aidMarks()[place]
		say(tx, a.Label(), style.Mix(style.Cream, style.Muted, 0.4), false)
	}
}

// answerOf is a seat's answer to the announcement in progress: 1 contest,
// -1 pass, 0 none yet.
func (g *Table) answerOf(seat int) int {
	if g.v.Ann == nil {
		return 0
	}
	for _, a := range g.v.Ann.Answers {
		if a.Seat == seat {
			if a.Contest {
				return 1
			}
			return -1
		}
	}
	return 0
}

// drawBarred marks a mask whose wearer was revealed during the previous
// turn and may not announce: a red "no entry" sign on its corner.
func (g *Table) drawBarred(dst *ebiten.Image, card layout.Rect) {
	s := math.Max(card.W*0.55, 10*g.t.Geometry().Scale)
	cx, cy := card.Right()-s*0.2, card.Y+s*0.2
	render.Circle(dst, cx, cy, s/2, style.Paper)
	render.Circle(dst, cx, cy, s*0.42, style.Danger)
	render.Panel(dst, layout.Rect{X: cx - s*0.28, Y: cy - s*0.08, W: s * 0.56, H: s * 0.16}, 0, style.Paper, nil, 0)
}

// DrawCentre implements table.Game.
func (g *Table) DrawCentre(dst *ebiten.Image, r layout.Rect) {
	t := g.t
	v := &g.v
	geo := t.Geometry()
	tx := t.Text()
	c := g.centre()
	// Each label in its room, on one line or broken between words.
	label := func(s string, it felt.Item, col color.Color) {
		t.DrawLabel(dst, geo.Label(s, it.Label, tx.Width), it.Label, col)
	}
	// The bank: a pile of coins, never empty.
	b := c.Bank.Card.Centred(c.Bank.Card.W, c.Bank.Card.W)
	render.Panel(dst, b, b.W*0.2, style.Mix(style.FeltDark, style.Ink, 0.2), style.Edge(), 1)
	for _, o := range [][2]float64{{-0.16, 0.12}, {0.16, 0.12}, {0, -0.08}, {0, -0.2}} {
		t.DrawToken(dst, table.TokenCoin, b.CX()+o[0]*b.W, b.CY()+o[1]*b.W, b.W*0.34)
	}
	label(i18n.T("mascarade.bank"), c.Bank, style.Cream)
	// The court: a plate with the fines on it.
	ct := c.Court.Card.Centred(c.Court.Card.W, c.Court.Card.W)
	render.Panel(dst, ct, ct.W*0.5, style.Mix(style.FeltDark, style.Gold, 0.12), style.Gold, math.Max(1.5, geo.Scale*1.5))
	court := float64(v.Court)
	if x, ok := t.Counting(table.At("court", 0, 0)); ok {
		court = x
	}
	n := fmt.Sprint(int(math.Round(court)))
	if court > 0 {
		t.DrawToken(dst, table.TokenCoin, ct.CX(), ct.CY(), ct.W*0.62)
		tx.Draw(dst, n, ct.CX(), ct.CY(), math.Max(geo.Floor, tx.Fit(n, ct.W*0.4, ct.W*0.32, true)), style.Ink, render.Center, true)
	} else {
		tx.Draw(dst, n, ct.CX(), ct.CY(), math.Max(geo.Floor, ct.W*0.3), style.Muted, render.Center, true)
	}
	label(i18n.T("mascarade.court"), c.Court, style.Cream)
	// The centre masks.
	spots := g.pickable()
	words := felt.WordsFor(v.Centre)
	for i, it := range c.Masks {
		r := it.Card
		place := v.N + i
		if !t.Hidden(maskPlace(place)) {
			if up := g.shown(place); up != mg.NoMask {
				t.CardAt(dst, r, int(up), render.CardState{})
			} else {
				render.CardBack(dst, r)
			}
		}
		if spots[place] {
			render.Panel(dst, r.Inset(-0.25*geo.Unit), r.W*0.1, nil, style.Highlight, math.Max(2, 2.5*geo.Scale))
		}
		name := words.Masks[i]
		if c.Short {
			name = words.Short[i]
		}
		label(name, it, style.Muted)
	}
	if aid := g.aidMarks(); g.aidOn() {
		for i, it := range c.Masks {
			if place := v.N + i; place < len(aid) && g.shown(place) == mg.NoMask && !t.Hidden(maskPlace(place)) {
				g.drawAidTag(dst, it.Card, aid[place].Label())
			}
		}
	}
	// The announcement in progress.
	if a := v.Ann; a != nil && !t.Hidden(table.At("claim", 0, 0)) {
		t.CardAt(dst, c.Claim.Card, int(a.Mask), render.CardState{})
		claims, name := i18n.T("mascarade.claims", t.SeatName(a.Player)), t.SeatName(a.Player)
		if a.Player == t.Human() {
			claims = i18n.T("mascarade.claims_you")
		}
		t.DrawLabel(dst, felt.ClaimLabel(geo, claims, name, c.Claim.Label, tx.Width), c.Claim.Label, style.Gold)
	}
	// The memory aid's switch: pickable whenever the person chooses a player.
	// A flip of the switch by the person is kept now (a hint's search,
	// which flips it too, never draws: see aid.go).
	g.keepAid()
	look := ui.Chosen(g.aid)
	if !g.aidPickable() {
		look = ui.Off
	}
	t.Button(dst, c.Toggle, g.toggleLabel(), look)
	focus := g.kitFocus()
	if i := g.toggleSpot(); i >= 0 && g.aidPickable() && focus == "spot-"+itoa(i) {
		t.FocusRing(dst, c.Toggle)
	}
	if t.Prompted() {
		// The kit rings the focus round seats and buttons, not round the
		// spots a table draws: a centre mask's ring is drawn here.
		for i, sp := range g.offer() {
			if !sp.Toggle && focus == "spot-"+itoa(i) {
				t.FocusRing(dst, g.maskSpot(sp.Place))
			}
		}
	}
	// Last, over everything of the centre and the seats: the mask the
	// person looks at, close up.
	g.drawLook(dst, focus)
}

// drawAidTag writes the memory aid's mark on a face-down centre mask: on a
// dark tag across the card's lower half, so it reads over the back's
// pattern.
func (g *Table) drawAidTag(dst *ebiten.Image, card layout.Rect, s string) {
	g.drawTag(dst, card.CX(), card.Y+card.H*0.62, card.W+g.t.Geometry().Unit, s)
}

// drawTag writes s on a dark tag centred at (cx, cy), at most w wide.
func (g *Table) drawTag(dst *ebiten.Image, cx, cy, w float64, s string) {
	geo := g.t.Geometry()
	tx := g.t.Text()
	pad := 0.4 * geo.Unit
	size := math.Max(geo.Type.Tiny, tx.Fit(s, w-2*pad, geo.Type.Small, true))
	w = math.Min(w, tx.Width(s, size, true)+2*pad)
	h := size * 1.7
	tag := layout.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	render.Panel(dst, tag, h*0.3, style.FeltDeep, style.Highlight, math.Max(1, geo.Scale))
	tx.Draw(dst, s, tag.CX(), tag.CY(), size, style.Highlight, render.Center, true)
}

func (g *Table) toggleLabel() string { return decide.AidLabel(g.aidOn()) }

// DrawTracker implements table.Game: the masks in this game, with the
// bank's coin on those that take money from it; with the memory aid, where
// the person last saw each.
func (g *Table) DrawTracker(dst *ebiten.Image, r layout.Rect) float64 {
	t := g.t
	geo := t.Geometry()
	tx := t.Text()
	v := &g.v
	size := geo.Type.Small
	row := size * 1.45
	y := r.Y + row/2
	seen := map[mg.Mask][]string{}
	if aid := g.aidMarks(); g.aidOn() {
		for _, m := range v.Masks {
			if _, ok := seen[m]; ok {
				continue
			}
			seen[m] = nil
			for _, place := range memory.Holders(aid, m) {
				who := i18n.T("mascarade.centre_mask", place-v.N+1)
				if p := v.PlayerAt(place); p >= 0 {
					who = t.SeatName(p)
				}
				seen[m] = append(seen[m], aid[place].Who(who))
			}
		}
	}
	done := map[mg.Mask]bool{}
	px, py, pointing := g.pointer()
	g.trackRows = g.trackRows[:0]
	for _, m := range v.Masks {
		if done[m] || y > r.Bottom() {
			continue
		}
		done[m] = true
		band := layout.Rect{X: r.X, Y: y - row/2, W: r.W, H: row}
		open := pointing && band.Contains(px, py)
		g.trackRows = append(g.trackRows, trackRow{Mask: m.String(), At: rectInts(band), Open: open})
		if open {
			render.Panel(dst, band.Inset(-0.1*size), size*0.3, style.Mix(style.FeltDark, style.Felt, 0.2), nil, 0)
		}
		drawChip(dst, m, r.X+size*0.6, y, size*0.6)
		name := maskName(m)
		if m.Copies() > 1 {
			name += " ×2"
		}
		if bankGain[m] != "" {
			name += "  " + bankGain[m]
		}
		w := r.W - size*1.8
		if ws := seen[m]; len(ws) > 0 {
			w *= 0.55
			where := ws[0]
			if len(ws) > 1 {
				where += ", " + ws[1]
			}
			if len(ws) > 2 {
				where += ", …"
			}
			tx.Draw(dst, where, r.Right(), y, tx.Fit(where, r.W*0.4, size, false), style.Highlight, render.Right, false)
		}
		tx.Draw(dst, name, r.X+size*1.6, y, tx.Fit(name, w, size, false), style.Cream, render.Left, false)
		y += row
		if open {
			// The row looked at opens: the mask's power under it.
			power := i18n.T("mascarade.power." + m.String())
			x := r.X + size*1.6
			pw := r.Right() - x
			tx.Wrap(dst, power, x, y-row/2+size*0.1, pw, size, style.Muted, false)
			y += tx.WrapHeight(power, pw, size) + size*0.4
		}
	}
	return y - r.Y
}

// trackRow is one row of the tracker as drawn, for tests.
type trackRow struct {
	Mask string `json:"mask"`
	At   [4]int `json:"at"`
	Open bool   `json:"open,omitempty"` // looked at: its power shows under it
}

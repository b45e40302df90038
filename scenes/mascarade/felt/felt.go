// Package felt places the middle of the Mascarade table on the table kit's
// geometry (scenes/table/ring): the bank, the court, the centre masks and
// the announced mask, each with its label, and the memory aid's switch.
// Labels are set on one line or broken between words, never inside one, and
// never under the readable size; a card is at least MinCard of the least
// touch target tall, and a centre mask's spot (what a tap on it picks) takes
// in its label, at least the least target on each side (issue 38).
// It draws nothing and imports no Ebitengine, so it is tested natively for
// every table size on every screen and in every language.
package felt

import (
	"math"
	"strconv"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/mascarade/decide"
	"parlour/scenes/table/ring"
)

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// Words are what the middle says, in the person's language.
type Words struct {
	Bank, Court string
	// Masks label the centre masks, one each ("Centre 1", "Centre 2"), and
	// Short is each in short ("1", "2"), for a middle with no room for them.
	Masks, Short []string
	// Toggle is the memory aid switch's longer label.
	Toggle string
}

// The announced mask's label ("Leon claims") has no room kept for it: where
// it does not fit, the claimant's name alone stands under the card
// (ClaimLabel), as the caption says who claims what.

// MinCard is the shortest a card of the middle may be, over the least
// touch target: enough to see a mask's back or face (its name and power
// show close up, under the pointer or a held finger).
const MinCard = 0.75

// Item is a card of the middle: the card, the room for its label (under
// it, or beside it in a short row), and its spot: the two together, what a
// tap on it reaches.
type Item struct {
	Card, Label, Spot Rect
}

// Centre is the middle of the table.
type Centre struct {
	Bank, Court, Claim Item
	Masks              []Item
	Toggle             Rect
	// Short is set when the centre masks are labelled in short.
	Short bool
	// Fits is false when no arrangement keeps every label readable and
	// whole, every spot and the switch at least the least target (Usable)
	// and every card at least MinCard: the largest cards that keep the
	// middle usable are placed all the same.
	Fits, Usable bool
}

// Items are the middle's cards in their order: the bank, the court, the
// centre masks, the announced mask.
func (c Centre) Items() []Item {
	out := append([]Item{c.Bank, c.Court}, c.Masks...)
	return append(out, c.Claim)
}

// MasksAt is how many masks lie in the centre at the table cfg (checked).
func MasksAt(cfg game.Config) int {
	if c, ok := cfg.Options["centre"]; ok && cfg.Players > 5 {
		n, _ := strconv.Atoi(c)
		return n
	}
	return mg.CentreFor(cfg.Players)
}

// arrangement is one way of laying the middle out.
type arrangement struct {
	short  bool // the centre masks labelled in short
	beside bool // the switch right of the cards, else under them
	narrow bool // the switch's label on two lines, the switch narrower
	rows   int
	aside  bool // each label right of its card, else under it
}

// Place lays out the middle in c on table geo; m measures the words.
// The centre masks are labelled in full where any arrangement fits so, else
// in short, and the switch touch-sized where it can be; of the arrangements
// that fit, the one with the largest cards.
func Place(geo ring.Table, c Rect, w Words, m layout.Measure) Centre {
	return search(geo, c, w, m, false)
}

// search tries every arrangement and keeps the best (first, any that fits
// when fits is set: the ring asks only how well the middle fits).
func search(geo ring.Table, c Rect, w Words, m layout.Measure, fits bool) Centre {
	m = layout.Remember(m)
	var best Centre
	bestW := -1.0
	for _, short := range []bool{false, true} {
		for _, beside := range []bool{false, true} {
			for _, narrow := range []bool{false, true} {
				for rows := 1; rows <= 3; rows++ {
					for _, aside := range []bool{false, true} {
						got := place(geo, c, w, m, arrangement{short: short, beside: beside, narrow: narrow, rows: rows, aside: aside})
						if fits && got.Fits {
							return got
						}
						// What fits, then what is usable; of those, the
						// masks' labels in full, the switch touch-sized,
						// then the largest cards.
						score := got.Bank.Card.W
						if got.Fits {
							score += 2e7
						} else if got.Usable {
							score += 1e7
						}
						if !short {
							score += 1e6
						}
						if !narrow {
							score += 1e5
						}
						if score > bestW+1e-9 {
							best, bestW = got, score
						}
					}
				}
			}
		}
	}
	return best
}

// Fit is how well the middle fits in c on table geo: 1 when it fits, at
// least a half when it is usable with smaller cards, less when it is not;
// the larger its cards, the nearer the next step.
func Fit(geo ring.Table, c Rect, w Words, m layout.Measure) float64 {
	p := search(geo, c, w, m, true)
	if p.Fits {
		return 1
	}
	near := 0.49 * math.Min(1, p.Bank.Card.H/(MinCard*geo.MinTarget))
	if p.Usable {
		return 0.5 + near
	}
	return near
}

func place(geo ring.Table, c Rect, w Words, m layout.Measure, a arrangement) Centre {
	u := geo.Unit
	gap := 0.6 * u
	floor, small, target := geo.Floor, math.Max(geo.Type.Small, geo.Floor), geo.MinTarget
	out := Centre{Fits: true, Usable: true}
	// fail marks what the middle cannot do without, tooSmall what it can.
	fail := func(ok bool) {
		if !ok {
			out.Fits, out.Usable = false, false
		}
	}
	tooSmall := func(ok bool) {
		if !ok {
			out.Fits = false
		}
	}

	// The switch: one line at the small size where it has the room, else
	// its label on two lines (as a button breaks it), each readable.
	one := m(w.Toggle, small, true) + 2*u
	two := twoLines(w.Toggle, floor, m)/0.9 + u
	// A touch, grown with a large table as the top bar's buttons are (at
	// 2560×1440 the switch was 44 pixels tall and its words tiny).
	touch := math.Max(geo.Touch, style.TopH*u)
	tw := math.Max(touch*3, one)
	if a.narrow {
		tw = math.Max(target, two)
	}
	// As tall as a touch where the centre is tall (a fifth of it), never
	// under the least target; in a narrow arrangement, no taller than its
	// lines need.
	th := math.Min(touch, math.Max(c.H*0.2, math.Max(2*floor, target)))
	if a.narrow {
		th = math.Max(target, 2*floor)
	}
	if tw < one {
		th = math.Max(th, 2.3*floor) // two lines of readable text
	}
	var area Rect
	if a.beside {
		tw = math.Min(tw, c.W*0.45)
		th = math.Min(math.Max(th, geo.Touch), c.H)
		area = Rect{X: c.X, Y: c.Y, W: c.W - tw - gap, H: c.H}
		out.Toggle = Rect{X: c.Right() - tw, Y: c.CY() - th/2, W: tw, H: th}
	} else {
		tw = math.Min(tw, c.W)
		th = math.Min(th, c.H)
		area = Rect{X: c.X, Y: c.Y, W: c.W, H: c.H - th - 0.4*u}
		out.Toggle = Rect{X: c.CX() - tw/2, Y: c.Bottom() - th, W: tw, H: th}
	}
	fail(tw >= one || tw >= two && th >= 2.3*floor)
	fail(tw >= target && th >= target && area.W > 0 && area.H > 0)

	// The cards, in rows.
	masks := w.Masks
	if a.short {
		masks, out.Short = w.Short, true
	}
	labels := append([]string{w.Bank, w.Court}, masks...)
	k := 3 + len(w.Masks)
	rows := min(a.rows, k)
	cols := (k + rows - 1) / rows
	slotW := (area.W - float64(cols-1)*gap) / float64(cols)
	slotH := (area.H - float64(rows-1)*gap) / float64(rows)
	pad := 0.3 * u
	// Each item is a cell, pitch wide and cellH tall: its spot. The cells
	// of a row lie side by side, centred; the rows together are centred.
	var cardH, labW, labH, pitch, cellH float64
	if a.aside {
		// A short row: the label right of its card, as many lines as the
		// row is tall; the card as tall as the row, narrowed to leave the
		// label its widest word.
		cardH = math.Min(11*u, slotH)
		labW = slotW - cardH/layout.CardAspect - pad
		if need := layout.WidestWord(floor, false, m, labels...); labW < need {
			labW = need
			cardH = (slotW - pad - labW) * layout.CardAspect
		}
		for _, s := range labels {
			l := layout.SetLabel(s, labW, small, floor, false, m)
			fail(l.Fits && l.Height() <= slotH+0.5)
			labH = math.Max(labH, l.Height())
		}
		pitch, cellH = slotW, slotH
	} else {
		// The label under its card, as wide as the cell less a gap (an em
		// where the cell has room), so that neighbours' labels read apart
		// ("Centre 1", "Centre 2").
		var widest float64
		for _, s := range labels {
			l := layout.SetLabel(s, slotW-gap, small, floor, false, m)
			fail(l.Fits)
			labH = math.Max(labH, l.Height())
			for _, line := range l.Lines {
				widest = math.Max(widest, m(line, l.Size, false))
			}
		}
		labH += 0.2 * floor
		cardH = math.Min(math.Min(11*u, slotH-labH), slotW*layout.CardAspect)
		// The cells no wider than the widest of a card and a label need:
		// a roomy centre keeps its cards together.
		em := math.Max(gap, floor)
		pitch = math.Min(slotW, math.Max(math.Max(cardH/layout.CardAspect+gap, widest+em), target))
		labW = pitch - math.Max(gap, math.Min(em, pitch-widest))
		cellH = math.Min(slotH, math.Max(cardH+labH, target))
	}
	cardH = math.Max(cardH, 1)
	cardW := cardH / layout.CardAspect
	fail(slotW >= target-0.01 && slotH >= target-0.01)
	tooSmall(cardH >= MinCard*target-0.01)

	top := area.CY() - (float64(rows)*cellH+float64(rows-1)*gap)/2
	var items []Item
	for r := range rows {
		n := min(cols, k-r*cols)
		band := Rect{X: area.X, Y: top + float64(r)*(cellH+gap), W: area.W, H: cellH}
		for _, cell := range layout.Row(band, n, pitch, cellH, 0) {
			it := Item{Spot: cell}
			if a.aside {
				it.Card = Rect{X: cell.X, Y: cell.CY() - cardH/2, W: cardW, H: cardH}
				it.Label = Rect{X: it.Card.Right() + pad, Y: cell.CY() - labH/2, W: labW, H: labH}
			} else {
				y := cell.CY() - (cardH+labH)/2
				it.Card = Rect{X: cell.CX() - cardW/2, Y: y, W: cardW, H: cardH}
				it.Label = Rect{X: cell.CX() - labW/2, Y: it.Card.Bottom(), W: labW, H: labH}
			}
			items = append(items, it)
		}
	}
	out.Bank, out.Court, out.Claim = items[0], items[1], items[k-1]
	out.Masks = items[2 : k-1]
	return out
}

// twoLines is the width a button's label needs at size on two lines: the
// wider half when broken at the space nearest its middle, as a button
// breaks it.
func twoLines(s string, size float64, m layout.Measure) float64 {
	i := layout.NearestSpace(s)
	if i < 0 {
		return m(s, size, true)
	}
	return math.Max(m(s[:i], size, true), m(s[i+1:], size, true))
}

// ClaimLabel sets the announced mask's label, claim ("Leon claims"), in its
// room; where it does not fit, the claimant's name alone (Fits is false when
// even that must be cut short: a name a person typed may be long).
func ClaimLabel(geo ring.Table, claim, name string, room Rect, m layout.Measure) layout.Label {
	if l := geo.Label(claim, room, m); l.Fits && l.Height() <= room.H+0.5 {
		return l
	}
	l := geo.Label(name, room, m)
	if l.Height() > room.H+0.5 {
		l = layout.Label{Lines: []string{name}, Size: geo.Floor, Fits: false}
	}
	return l
}

// WordsFor are the middle's words in the person's language, for a middle
// with masks centre masks.
func WordsFor(masks int) Words {
	w := Words{Bank: i18n.T("mascarade.bank"), Court: i18n.T("mascarade.court"), Toggle: longer(decide.AidLabel(false), decide.AidLabel(true))}
	for i := range masks {
		w.Masks = append(w.Masks, i18n.T("mascarade.centre_mask", i+1))
		w.Short = append(w.Short, strconv.Itoa(i+1))
	}
	return w
}

func longer(a, b string) string {
	if len(b) > len(a) {
		return b
	}
	return a
}

// CentreFit is how well the middle of the table cfg fits in c on table
// geo, its words measured by m (Fit): the table's test of a centre
// (table.Spec.Centre).
func CentreFit(cfg game.Config, geo ring.Table, c Rect, m layout.Measure) float64 {
	return Fit(geo, c, WordsFor(MasksAt(cfg)), m)
}

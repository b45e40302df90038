package rebelprincess

// The tracker in the side panel: each suit's cards of the round, those gone
// into tricks dimmed and the person's own lit, and who is known to hold
// none (the table kit's Tracker).

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
)

// DrawTracker implements table.Game: each suit's cards, those gone into
// tricks dimmed and the person's own lit, and who is known to hold none.
func (g *Table) DrawTracker(dst *ebiten.Image, r layout.Rect) float64 {
	t := g.t
	tx := t.Text()
	geo := t.Geometry()
	o := g.obs()
	if o.HandSizes == nil || o.Phase == rp.PhaseDraft {
		return 0
	}
	deck := map[rp.Card]bool{}
	for _, c := range rp.Deck(o.Players) {
		deck[c] = true
	}
	gone := map[rp.Card]bool{}
	for _, won := range o.Won {
		for _, c := range won {
			gone[c] = true
		}
	}
	for _, p := range o.Trick {
		if p.Card >= 0 {
			gone[p.Card] = true
		}
	}
	mine := map[rp.Card]bool{}
	for _, c := range o.Hand {
		mine[c] = true
	}
	size := geo.Type.Small
	row := size * 1.5
	y := r.Y
	icon := size * 1.2
	per, cell, fs := trackerCells(r.W-icon-0.4*geo.Unit, size, geo.Type.Tiny, func(s string, size float64) float64 { return tx.Width(s, size, true) })
	lines := 12 / per
	for s := rp.Princes; s <= rp.Fairies; s++ {
		top := y
		cy := y + row*float64(lines)/2
		render.Circle(dst, r.X+icon/2, cy, icon/2, suitColours[s])
		render.Icon(dst, fmt.Sprint("rp-suit-", s), r.X+icon/2, cy, icon*0.62, style.Paper, suitIcons[s])
		x := r.X + icon + 0.4*geo.Unit
		left := 0
		for val := 1; val <= 12; val++ {
			c := rp.MakeCard(s, val)
			if !deck[c] {
				continue
			}
			ink := style.Cream
			switch {
			case gone[c]:
				ink = style.Mix(style.Muted, style.FeltDark, 0.35)
			case mine[c]:
				ink = style.Highlight
			default:
				left++
			}
			cx := x + (float64((val-1)%per)+0.5)*cell
			cy := top + (float64((val-1)/per)+0.5)*row
			tx.Draw(dst, fmt.Sprint(val), cx, cy, fs, ink, render.Center, mine[c])
			if gone[c] {
				render.Rule(dst, cx-fs*0.45, cy, cx+fs*0.45, cy, 1, ink)
			}
		}
		y += row * float64(lines)
		if lines > 1 {
			y += row * 0.25 // a suit's two lines apart from the next's
		}
		// Who is known to hold none of the suit (while some is still out).
		var void []string
		if left > 0 {
			for seat := range o.Players {
				if seat != o.Seat && seat < len(g.voids) && g.voids[seat][s] {
					void = append(void, t.SeatName(seat))
				}
			}
		}
		if len(void) > 0 {
			l := i18n.T("rebelprincess.tracker.void", strings.Join(void, ", "))
			tx.Draw(dst, l, x, y+geo.Type.Tiny*0.5, math.Max(geo.Type.Tiny, tx.Fit(l, r.Right()-x, geo.Type.Tiny, false)), style.Muted, render.Left, false)
			y += geo.Type.Tiny * 1.3
		}
	}
	// The key, on as many lines as it needs (cut at the panel's edge on
	// one, it lost "your own").
	key := i18n.T("rebelprincess.tracker.key")
	if fit := tx.Fit(key, r.W, geo.Type.Tiny, false); fit >= geo.Type.Tiny*0.9 {
		tx.Draw(dst, key, r.X, y+geo.Type.Tiny*0.6, fit, style.Muted, render.Left, false)
		return y + geo.Type.Tiny*1.4 - r.Y
	}
	h := tx.WrapHeight(key, r.W, geo.Type.Tiny)
	tx.Wrap(dst, key, r.X, y, r.W, geo.Type.Tiny, style.Muted, false)
	return y + h + geo.Type.Tiny*0.4 - r.Y
}

// trackerCells lays a suit's twelve values across w: per a line (12, or 6
// on two lines), each value's cell, and the size of the values, as large as
// size where "12" fits its cell with room either side, never under tiny: a
// panel 250 pixels wide ran 10, 11 and 12 together as "101112" on one line.
func trackerCells(w, size, tiny float64, width func(string, float64) float64) (per int, cell, fs float64) {
	fit := func(cell float64) float64 {
		fs := size
		for fs > tiny && width("12", fs) > cell*0.8 {
			fs = math.Max(tiny, fs*0.95)
		}
		return fs
	}
	per, cell = 12, w/12
	if fs = fit(cell); width("12", fs) <= cell*0.85 {
		return per, cell, fs
	}
	return 6, w / 6, fit(w / 6)
}

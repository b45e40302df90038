package table

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table/flow"
	"parlour/scenes/ui"
)

// summaryLayout places a summary's panel and its buttons: "Next round", or
// at the game's end "Play again" and "Main menu".
func (t *Table) summaryLayout(s *flow.Summary) (Rect, []Rect) {
	a := t.app
	g := t.geo
	u, sp := g.Unit, g.Space
	row := g.Type.Body * 1.7
	w := math.Min(a.W*0.94, 40*u)
	lines := float64(len(s.Standings))*row + float64(len(t.summaryLines(s, w)))*g.Type.Small*1.5
	extra := 0.0
	if s.Final {
		extra = g.Touch + sp.S // a second row of buttons
	}
	h := math.Min(a.H*0.92, g.Type.Title*2.2+lines+g.Touch+4*u+extra)
	r := Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	bw := math.Min((w-3*sp.M)/2, 15*u)
	by := r.Bottom() - g.Touch - 2*sp.S
	if !s.Final {
		return r, []Rect{{X: r.CX() - bw/2, Y: by, W: bw, H: g.Touch}}
	}
	// Play again and the menu; under them, the replay and a shared link.
	top := by - g.Touch - sp.S
	return r, []Rect{{X: r.CX() - bw - sp.S/2, Y: top, W: bw, H: g.Touch}, {X: r.CX() + sp.S/2, Y: top, W: bw, H: g.Touch},
		{X: r.CX() - bw - sp.S/2, Y: by, W: bw, H: g.Touch}, {X: r.CX() + sp.S/2, Y: by, W: bw, H: g.Touch}}
}

// summaryLines are a summary's lines as a panel w wide shows them: one
// too long for a line at the smallest size is broken in two at the space
// nearest its middle (an embed of 240×320).
func (t *Table) summaryLines(s *flow.Summary, w float64) []string {
	a, g := t.app, t.geo
	in := w - 2.4*g.Unit
	var out []string
	for _, l := range s.Lines {
		if i := layout.NearestSpace(l); i > 0 && a.Text.Fit(l, in, g.Type.Small, false) < g.Type.Tiny {
			out = append(out, l[:i], l[i+1:])
			continue
		}
		out = append(out, l)
	}
	return out
}

// summaryFit sizes a summary's title, its standings' rows and its lines to
// the room above the buttons: as the type scale sets them, else the title
// down to the heading's size (a box of 320×240 once dropped the last
// lines), the rows down to the small size (thirteen players at 1280×720
// once showed eleven rows and none of the game's last lines), and at the
// last the rows and lines closer together.
func (t *Table) summaryFit(s *flow.Summary, r Rect, buttonsY float64) (title, row, size, step float64) {
	g := t.geo
	n, k := float64(len(s.Standings)), float64(len(t.summaryLines(s, r.W)))
	room := buttonsY - r.Y - 2*g.Space.XS // the gaps after the rows and before the buttons
	minRow, step := g.Type.Small*1.45, g.Type.Small*1.5
	if room-g.Type.Head*1.9 < n*minRow+k*step {
		minRow, step = g.Type.Small*1.3, g.Type.Small*1.3
	}
	title = math.Min(g.Type.Title, math.Max(g.Type.Head, (room-n*minRow-k*step)/1.9))
	row, size = g.Type.Body*1.7, g.Type.Body
	if avail := room - title*1.9 - k*step; n > 0 && n*row > avail {
		row = math.Max(minRow, avail/n)
		size = math.Max(g.Type.Small, math.Min(g.Type.Body, row/1.45))
	}
	return title, row, size, step
}

// up: a summary shows from its event until it is closed.
func (p *summaryPanel) up(t *Table) bool { return t.seq.Showing != nil }

// draw draws the summary showing, and its celebration.
func (p *summaryPanel) draw(t *Table, u *ui.Frame, dst *ebiten.Image) {
	t.drawSummary(u, dst, t.seq.Showing)
	t.drawCelebration(dst)
}

func (t *Table) drawSummary(f *ui.Frame, dst *ebiten.Image, s *flow.Summary) {
	g := t.geo
	u := g.Unit
	render.Panel(dst, Rect{W: f.W, H: f.H}, 0, style.Veil, nil, 0)
	r, buttons := t.summaryLayout(s)
	render.Panel(dst, r, u, style.Mix(style.SeatFill, style.Felt, 0.3), style.Gold, 2)
	ts, row, body, step := t.summaryFit(s, r, buttons[0].Y)
	title := s.Title
	f.Text.Display().Draw(dst, title, r.CX(), r.Y+ts*0.9, f.Text.Display().Fit(title, r.W-2*g.Space.M, ts, true), style.Gold, render.Center, true)
	y := r.Y + ts*1.9
	in := r.Inset(1.2 * u)
	for i, st := range s.Standings {
		if y+row > buttons[0].Y {
			break
		}
		band := Rect{X: in.X, Y: y, W: in.W, H: row * 0.92}
		fill := style.FeltDark
		if st.Winner {
			fill = style.Mix(style.FeltDark, style.Gold, 0.25)
		}
		render.Panel(dst, band, band.H*0.25, fill, nil, 0)
		ink := style.Cream
		if st.Seat == t.s.Human {
			ink = style.Highlight
		}
		rank := fmt.Sprint(i + 1)
		if i > 0 && st.Score == s.Standings[i-1].Score {
			rank = "="
		}
		f.Text.Draw(dst, rank, band.X+u, band.CY(), body, style.Muted, render.Left, true)
		f.Text.Display().Draw(dst, st.Name, band.X+3*u, band.CY(), f.Text.Display().Fit(st.Name, band.W*0.4, body, true), ink, render.Left, true)
		score := st.ScoreText()
		f.Text.Draw(dst, score, band.Right()-u, band.CY(), body, style.Gold, render.Right, true)
		if st.Note != "" {
			f.Text.Draw(dst, st.Note, band.X+band.W*0.5, band.CY(), f.Text.Fit(st.Note, band.W*0.25, g.Type.Small, false), style.Muted, render.Left, false)
		}
		y += row
	}
	y += g.Space.XS
	for _, l := range t.summaryLines(s, r.W) {
		if y+g.Type.Small*1.2 > buttons[0].Y-g.Space.XS {
			render.LeftOut(l) // the tests hear of what has no room
			continue
		}
		size := math.Max(g.Type.Tiny, f.Text.Fit(l, in.W, g.Type.Small, false))
		f.Text.Draw(dst, l, r.CX(), y+step/2, size, style.Cream, render.Center, false)
		y += step
	}
	if !s.Final {
		f.Button(dst, buttons[0], i18n.T("result.next_round"), ui.Primary)
		return
	}
	f.Button(dst, buttons[0], i18n.T("result.play_again"), ui.Chosen(t.summary.final == 0))
	home := i18n.T("result.main_menu")
	if t.app.Embedded() {
		home = i18n.T("embed.new_game") // an embed's home is the game's setup
	}
	f.Button(dst, buttons[1], home, ui.Chosen(t.summary.final == 1))
	replay := ui.Chosen(t.summary.final == 2)
	if t.replayOff() != "" {
		replay = ui.Off
	}
	f.Button(dst, buttons[2], i18n.T("result.replay"), replay)
	f.Button(dst, buttons[3], i18n.T("result.share"), ui.Chosen(t.summary.final == 3))
	f.Focus(dst, buttons[t.summary.final])
}

package table

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/table/flow"
)

// summaryLayout places a summary's panel and its buttons: "Next round", or
// at the game's end "Play again" and "Main menu".
func (t *Table) summaryLayout(s *flow.Summary) (Rect, []Rect) {
	a := t.app
	g := t.geo
	u, sp := g.Unit, g.Space
	row := g.Type.Body * 1.7
	lines := float64(len(s.Standings))*row + float64(len(s.Lines))*g.Type.Small*1.5
	w := math.Min(a.W*0.94, 40*u)
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

// summaryRow is the height of a standing's row and its text size: as large
// as usual, or smaller when every row and line would not fit above the
// buttons (thirteen players at 1280×720 once showed eleven rows and none
// of the game's last lines), never under the small size.
func (t *Table) summaryRow(s *flow.Summary, r Rect, buttonsY float64) (row, size float64) {
	g := t.geo
	row, size = g.Type.Body*1.7, g.Type.Body
	n := float64(len(s.Standings))
	avail := buttonsY - (r.Y + g.Type.Title*1.9) - g.Space.XS - float64(len(s.Lines))*g.Type.Small*1.5
	if n > 0 && n*row > avail {
		row = math.Max(g.Type.Small*1.45, avail/n)
		size = math.Max(g.Type.Small, math.Min(g.Type.Body, row/1.45))
	}
	return row, size
}

func (t *Table) drawSummary(a *scenes.App, dst *ebiten.Image, s *flow.Summary) {
	g := t.geo
	u := g.Unit
	render.Panel(dst, Rect{W: a.W, H: a.H}, 0, style.Veil, nil, 0)
	r, buttons := t.summaryLayout(s)
	render.Panel(dst, r, u, style.Mix(style.SeatFill, style.Felt, 0.3), style.Gold, 2)
	title := s.Title
	a.Text.Display().Draw(dst, title, r.CX(), r.Y+g.Type.Title*0.9, a.Text.Display().Fit(title, r.W-2*g.Space.M, g.Type.Title, true), style.Gold, render.Center, true)
	y := r.Y + g.Type.Title*1.9
	row, body := t.summaryRow(s, r, buttons[0].Y)
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
		a.Text.Draw(dst, rank, band.X+u, band.CY(), body, style.Muted, render.Left, true)
		a.Text.Display().Draw(dst, st.Name, band.X+3*u, band.CY(), a.Text.Display().Fit(st.Name, band.W*0.4, body, true), ink, render.Left, true)
		score := fmt.Sprint(st.Score)
		if st.Gain != 0 {
			score = fmt.Sprintf("%+d  →  %d", st.Gain, st.Score)
		}
		a.Text.Draw(dst, score, band.Right()-u, band.CY(), body, style.Gold, render.Right, true)
		if st.Note != "" {
			a.Text.Draw(dst, st.Note, band.X+band.W*0.5, band.CY(), a.Text.Fit(st.Note, band.W*0.25, g.Type.Small, false), style.Muted, render.Left, false)
		}
		y += row
	}
	y += g.Space.XS
	for _, l := range s.Lines {
		if y+g.Type.Small > buttons[0].Y-g.Space.XS {
			break
		}
		size := math.Max(g.Type.Tiny, a.Text.Fit(l, in.W, g.Type.Small, false))
		a.Text.Draw(dst, l, r.CX(), y+g.Type.Small*0.7, size, style.Cream, render.Center, false)
		y += g.Type.Small * 1.5
	}
	if !s.Final {
		scenes.Button(a, dst, buttons[0], i18n.T("result.next_round"), scenes.Primary)
		return
	}
	scenes.Button(a, dst, buttons[0], i18n.T("result.play_again"), scenes.Chosen(t.final == 0))
	home := i18n.T("result.main_menu")
	if a.Embedded() {
		home = i18n.T("embed.new_game") // an embed's home is the game's setup
	}
	scenes.Button(a, dst, buttons[1], home, scenes.Chosen(t.final == 1))
	replay := scenes.Chosen(t.final == 2)
	if t.replayOff() != "" {
		replay = scenes.Off
	}
	scenes.Button(a, dst, buttons[2], i18n.T("result.replay"), replay)
	scenes.Button(a, dst, buttons[3], i18n.T("result.share"), scenes.Chosen(t.final == 3))
	scenes.Focus(a, dst, buttons[t.final])
}

package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
)

// Rules is the in-game rules reference for Love Letter: how a round goes on
// one page, the cards on the other. It is written in our own words and kept
// short enough to read between turns.
type Rules struct {
	back Scene
	page int // 0 how to play, 1 the cards

	// The text size that fits the screen, found by measuring the wrapped
	// text, is kept until the screen or the language changes.
	fitFor  [3]any
	fitSize float64
}

var rulesSections = []string{"goal", "turn", "out", "round_end", "winning", "two_players"}

func (r *Rules) tabs(a *App) []layout.Rect {
	u := a.Unit
	w := math.Min(a.W*0.6, 30*u)
	return layout.Row(layout.Rect{X: a.W/2 - w/2, Y: 4 * u, W: w, H: 3 * u}, 2, w/2-0.4*u, 2.6*u, 0.8*u)
}

// Update implements Scene.
func (r *Rules) Update(a *App) error {
	for i, t := range r.tabs(a) {
		if Hit(a, fmt.Sprintf("rules-page-%d", i), t) {
			r.page = i
		}
	}
	switch {
	case a.In.Pressed(ebiten.KeyArrowRight) || a.In.Pressed(ebiten.KeyTab):
		r.page = (r.page + 1) % 2
	case a.In.Pressed(ebiten.KeyArrowLeft):
		r.page = (r.page + 1) % 2
	}
	if Hit(a, "back", backButton(a)) || a.In.Pressed(ebiten.KeyEscape) {
		a.Go(r.back)
	}
	return nil
}

// Draw implements Scene.
func (r *Rules) Draw(a *App, dst *ebiten.Image) {
	u := a.Unit
	title := i18n.T("menu.rules") + " · " + i18n.T("game.loveletter")
	a.Text.Draw(dst, title, a.W/2, 2.2*u, a.Text.Fit(title, a.W-20*u, 2*u, true), render.Gold, render.Center, true)
	for i, t := range r.tabs(a) {
		Button(a, dst, t, i18n.T(fmt.Sprintf("rules.page%d", i)), r.page == i)
	}
	body := layout.Rect{X: math.Max(u, a.W/2-30*u), Y: 8 * u, W: math.Min(a.W-2*u, 60*u), H: a.H - 9*u}
	if r.page == 0 {
		r.drawHowTo(a, dst, body)
	} else {
		r.drawCards(a, dst, body)
	}
	Button(a, dst, backButton(a), i18n.T("menu.back"), false)
}

func (r *Rules) drawHowTo(a *App, dst *ebiten.Image, body layout.Rect) {
	size := r.fit(a, body)
	y := body.Y
	for _, s := range rulesSections {
		head := i18n.T("rules.ll." + s + ".title")
		a.Text.Draw(dst, head, body.X, y+size*0.6, size*1.1, render.Gold, render.Left, true)
		y += size * 1.6
		text := i18n.T("rules.ll." + s)
		a.Text.Wrap(dst, text, body.X, y, body.W, size, render.Cream, false)
		y += a.Text.WrapHeight(text, body.W, size) + size*0.8
	}
}

// fit is the largest text size at which every section fits the body.
func (r *Rules) fit(a *App, body layout.Rect) float64 {
	key := [3]any{body.W, body.H, i18n.Language()}
	if r.fitFor == key {
		return r.fitSize
	}
	size := 1.7 * a.Unit
	for size*0.92 > 6 && r.howToHeight(a, body.W, size) > body.H {
		size *= 0.92
	}
	r.fitFor, r.fitSize = key, size
	return size
}

func (r *Rules) howToHeight(a *App, width, size float64) float64 {
	h := 0.0
	for _, s := range rulesSections {
		h += size*1.6 + a.Text.WrapHeight(i18n.T("rules.ll."+s), width, size) + size*0.8
	}
	return h
}

func (r *Rules) drawCards(a *App, dst *ebiten.Image, body layout.Rect) {
	u := a.Unit
	counts2019, classic := ll.DeckCounts(ll.Edition2019), ll.DeckCounts(ll.Classic)
	n := 10
	row := math.Min(body.H/float64(n), 7*u)
	size := math.Min(row*0.3, 1.4*u)
	y := body.Y
	for c := ll.Spy; c <= ll.Princess; c++ {
		ch := row * 0.9
		cw := ch / layout.CardAspect
		render.Card(dst, a.Text, layout.Rect{X: body.X, Y: y, W: cw, H: ch}, llFace(c), render.CardState{})
		x := body.X + cw + u
		head := fmt.Sprintf("%d · %s   ×%d", int(c), cardName(c), counts2019[c])
		switch {
		case classic[c] == 0:
			head += "  " + i18n.T("rules.not_classic")
		case classic[c] != counts2019[c]:
			head += "  " + i18n.T("rules.classic_count", classic[c])
		}
		a.Text.Draw(dst, head, x, y+size*0.8, a.Text.Fit(head, body.W-cw-u, size*1.05, true), render.Gold, render.Left, true)
		a.Text.Wrap(dst, i18n.T("rules.card."+c.String()), x, y+size*1.5, body.X+body.W-x, size*0.95, render.Cream, false)
		y += row
	}
}

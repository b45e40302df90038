package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/scenes/profile"
)

// seatName is seat i's name: the one chosen at setup, or the default.
func seatName(a *App, i int) string {
	if n := a.Settings.Names[i]; n != "" {
		return n
	}
	if i == 0 {
		return i18n.T("you")
	}
	return botNames[i-1]
}

// Setup chooses the table: players, deck and opponents.
type Setup struct {
	players    int
	variant    string
	difficulty string
	ready      bool
}

func (s *Setup) init(a *App) {
	if s.ready {
		return
	}
	s.ready = true
	s.players, s.variant, s.difficulty = 3, "2019", "heuristic"
	if p := a.Setup.Players; p != 0 {
		s.players = p
	}
	if a.Setup.Variant != "" {
		s.variant = a.Setup.Variant
	}
	if a.Setup.Difficulty != "" {
		s.difficulty = a.Setup.Difficulty
	}
}

type setupLayout struct {
	players    []layout.Rect
	variants   []layout.Rect
	difficulty []layout.Rect
	names      []layout.Rect
	start      layout.Rect
	back       layout.Rect
	labelsY    [4]float64
}

func (s *Setup) layout(a *App) setupLayout {
	u := a.Unit
	w := math.Min(a.W*0.92, 40*u)
	row := func(y float64, n int) []layout.Rect {
		bw := (w - float64(n-1)*0.8*u) / float64(n)
		return layout.Row(layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: 3.4 * u}, n, bw, 3.2*u, 0.8*u)
	}
	var l setupLayout
	y := a.H * 0.16
	l.labelsY[0] = y
	l.players = row(y+1.6*u, 5)
	y += 7 * u
	l.labelsY[1] = y
	l.variants = row(y+1.6*u, 2)
	y += 7 * u
	l.labelsY[2] = y
	l.difficulty = row(y+1.6*u, 2)
	y += 7 * u
	l.labelsY[3] = y
	l.names = row(y+1.6*u, s.players)
	y += 8 * u
	l.start = layout.Rect{X: a.W/2 - 0.3*w, Y: y, W: 0.6 * w, H: 3.8 * u}
	l.back = layout.Rect{X: 0.8 * u, Y: 0.8 * u, W: 8 * u, H: 2.6 * u}
	return l
}

var variants = []string{"2019", "classic"}
var difficulties = []string{"random", "heuristic"}

// Update implements Scene.
func (s *Setup) Update(a *App) error {
	s.init(a)
	l := s.layout(a)
	for i, r := range l.players {
		if Hit(a, fmt.Sprintf("players-%d", i+2), r) {
			s.players = i + 2
		}
	}
	for i, r := range l.variants {
		if Hit(a, "variant-"+variants[i], r) {
			s.variant = variants[i]
		}
	}
	for i, r := range l.difficulty {
		if Hit(a, "bots-"+difficulties[i], r) {
			s.difficulty = difficulties[i]
		}
	}
	if s.variant == "classic" && s.players > 4 {
		s.players = 4
	}
	for i, r := range l.names {
		if Hit(a, fmt.Sprintf("name-%d", i), r) {
			if typed, ok := askText(i18n.T("setup.name_prompt"), seatName(a, i)); ok {
				if name, ok := profile.CleanName(typed); ok {
					a.Settings.Names[i] = name
				} else {
					a.Settings.Names[i] = "" // an empty answer restores the default
				}
				a.SaveProfile()
			}
		}
	}
	if Hit(a, "back", l.back) || a.In.Pressed(ebiten.KeyEscape) {
		a.Go(&Title{})
	}
	if Hit(a, "start", l.start) || a.In.Pressed(ebiten.KeyEnter) {
		tb, err := NewLoveLetter(a, s.players, s.variant, s.difficulty)
		if err != nil {
			a.Notify(err.Error())
			return nil
		}
		a.Go(tb)
	}
	return nil
}

// Draw implements Scene.
func (s *Setup) Draw(a *App, dst *ebiten.Image) {
	s.init(a)
	u := a.Unit
	l := s.layout(a)
	a.Text.Draw(dst, i18n.T("game.loveletter"), a.W/2, a.H*0.08, 2.6*u, render.Gold, render.Center, true)
	labels := []string{i18n.T("setup.players"), i18n.T("setup.variant"), i18n.T("setup.difficulty"), i18n.T("setup.names")}
	for i, y := range l.labelsY {
		a.Text.Draw(dst, labels[i], a.W/2, y, 1.4*u, render.Cream, render.Center, true)
	}
	for i, r := range l.players {
		n := i + 2
		disabled := s.variant == "classic" && n > 4
		label := fmt.Sprint(n)
		if disabled {
			label = "–"
		}
		Button(a, dst, r, label, n == s.players)
	}
	for i, r := range l.variants {
		Button(a, dst, r, i18n.T("setup.variant."+variants[i]), s.variant == variants[i])
	}
	for i, r := range l.difficulty {
		Button(a, dst, r, i18n.T("setup.difficulty."+difficulties[i]), s.difficulty == difficulties[i])
	}
	for i, r := range l.names {
		Button(a, dst, r, seatName(a, i), false)
	}
	Button(a, dst, l.start, i18n.T("menu.start"), true)
	Button(a, dst, l.back, i18n.T("menu.back"), false)
}

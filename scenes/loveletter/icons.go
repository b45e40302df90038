package loveletter

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/render"
	"parlour/render/style"
)

// Icons for the Love Letter characters: simple shapes that read at any size.

// iconMask (Spy): a domino mask.
func iconMask(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.5, cy-s*0.15, cx+s*0.5, cy-s*0.15, cx+s*0.42, cy+s*0.18, cx+s*0.1, cy+s*0.2, cx, cy+s*0.05, cx-s*0.1, cy+s*0.2, cx-s*0.42, cy+s*0.18)
	render.Circle(dst, cx-s*0.22, cy, s*0.09, style.Ink)
	render.Circle(dst, cx+s*0.22, cy, s*0.09, style.Ink)
}

// iconShield (Guard).
func iconShield(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.38, cy-s*0.42, cx+s*0.38, cy-s*0.42, cx+s*0.38, cy+s*0.05, cx, cy+s*0.48, cx-s*0.38, cy+s*0.05)
	render.StrokeLine(dst, cx, cy-s*0.3, cx, cy+s*0.3, s*0.08, style.Ink)
	render.StrokeLine(dst, cx-s*0.24, cy-s*0.08, cx+s*0.24, cy-s*0.08, s*0.08, style.Ink)
}

// iconEye (Priest): he sees a hand.
func iconEye(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.5), float32(cy))
	p.QuadTo(float32(cx), float32(cy-s*0.5), float32(cx+s*0.5), float32(cy))
	p.QuadTo(float32(cx), float32(cy+s*0.5), float32(cx-s*0.5), float32(cy))
	p.Close()
	render.FillPath(dst, &p, c)
	render.Circle(dst, cx, cy, s*0.16, style.Ink)
}

// iconScales (Baron): a comparison.
func iconScales(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w := s * 0.07
	render.StrokeLine(dst, cx, cy-s*0.42, cx, cy+s*0.38, w, c)
	render.StrokeLine(dst, cx-s*0.42, cy-s*0.28, cx+s*0.42, cy-s*0.28, w, c)
	render.Polygon(dst, c, cx-s*0.56, cy+s*0.05, cx-s*0.28, cy+s*0.05, cx-s*0.42, cy-s*0.25)
	render.Polygon(dst, c, cx+s*0.28, cy+s*0.05, cx+s*0.56, cy+s*0.05, cx+s*0.42, cy-s*0.25)
	render.Polygon(dst, c, cx-s*0.2, cy+s*0.45, cx+s*0.2, cy+s*0.45, cx, cy+s*0.32)
}

// iconFlower (Handmaid): a protecting bloom.
func iconFlower(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	for i := range 6 {
		a := float64(i) * math.Pi / 3
		render.Circle(dst, cx+math.Cos(a)*s*0.24, cy+math.Sin(a)*s*0.24, s*0.17, c)
	}
	render.Circle(dst, cx, cy, s*0.14, style.Gold)
}

func crown(dst *ebiten.Image, cx, cy, s float64, c color.Color, points int) {
	w := s * 0.9
	x0, base, top := cx-w/2, cy+s*0.3, cy-s*0.35
	pts := []float64{x0, base}
	for i := 0; i <= points*2; i++ {
		x := x0 + w*float64(i)/float64(points*2)
		y := cy
		if i%2 == 0 {
			y = top
		}
		pts = append(pts, x, y)
	}
	pts = append(pts, x0+w, base)
	render.Polygon(dst, c, pts...)
}

// iconSmallCrown (Prince): a three-pointed crown.
func iconSmallCrown(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	crown(dst, cx, cy, s*0.8, c, 3)
}

// iconScroll (Chancellor).
func iconScroll(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	r := s * 0.1
	render.Polygon(dst, c, cx-s*0.32, cy-s*0.38, cx+s*0.32, cy-s*0.38, cx+s*0.32, cy+s*0.38, cx-s*0.32, cy+s*0.38)
	render.Circle(dst, cx-s*0.32, cy-s*0.38, r, c)
	render.Circle(dst, cx+s*0.32, cy+s*0.38, r, c)
	for i := range 3 {
		y := cy - s*0.18 + float64(i)*s*0.18
		render.StrokeLine(dst, cx-s*0.2, y, cx+s*0.2, y, s*0.05, style.Ink)
	}
}

// iconCrown (King): the five-pointed crown.
func iconCrown(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	crown(dst, cx, cy, s, c, 5)
	render.Circle(dst, cx, cy+s*0.12, s*0.07, style.Danger)
}

// iconFan (Countess).
func iconFan(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx), float32(cy+s*0.4))
	p.Arc(float32(cx), float32(cy+s*0.4), float32(s*0.75), float32(-math.Pi*0.8), float32(-math.Pi*0.2), vector.Clockwise)
	p.Close()
	render.FillPath(dst, &p, c)
	for i := range 5 {
		a := -math.Pi*0.8 + float64(i)*math.Pi*0.15
		render.StrokeLine(dst, cx, cy+s*0.4, cx+math.Cos(a)*s*0.7, cy+s*0.4+math.Sin(a)*s*0.7, s*0.03, style.Ink)
	}
}

// iconTiara (Princess): a heart under a small crown.
func iconTiara(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Heart(dst, cx, cy+s*0.12, s*0.7, c)
	crown(dst, cx, cy-s*0.32, s*0.4, style.Gold, 3)
}

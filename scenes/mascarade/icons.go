package mascarade

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/render"
	"parlour/render/style"
)

// Icons for the masks: simple shapes that read at any size, each drawn
// centred at (cx, cy) within a square of side s.

func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	render.StrokeLine(dst, x0, y0, x1, y1, w, c)
}

// iconScales (Judge): the scales of justice.
func iconScales(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w := s * 0.07
	line(dst, cx, cy-s*0.4, cx, cy+s*0.36, w, c)
	line(dst, cx-s*0.4, cy-s*0.26, cx+s*0.4, cy-s*0.26, w, c)
	for _, x := range []float64{cx - s*0.4, cx + s*0.4} {
		line(dst, x, cy-s*0.26, x-s*0.13, cy+s*0.08, w*0.5, c)
		line(dst, x, cy-s*0.26, x+s*0.13, cy+s*0.08, w*0.5, c)
		render.Polygon(dst, c, x-s*0.17, cy+s*0.08, x+s*0.17, cy+s*0.08, x+s*0.1, cy+s*0.17, x-s*0.1, cy+s*0.17)
	}
	render.Polygon(dst, c, cx-s*0.22, cy+s*0.44, cx+s*0.22, cy+s*0.44, cx+s*0.1, cy+s*0.34, cx-s*0.1, cy+s*0.34)
}

// points draws a band with n points rising from it (a crown's outline).
func points(dst *ebiten.Image, cx, cy, w, h float64, n int, c color.Color) {
	x0, base := cx-w/2, cy+h/2
	pts := []float64{x0, base}
	for i := 0; i <= 2*n; i++ {
		y := cy + h*0.05
		if i%2 == 0 {
			y = cy - h/2
		}
		pts = append(pts, x0+w*float64(i)/float64(2*n), y)
	}
	pts = append(pts, x0+w, base)
	render.Polygon(dst, c, pts...)
}

// iconDiadem (Empress): a tall crown with a jewel on every point.
func iconDiadem(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	points(dst, cx, cy+s*0.05, s*0.8, s*0.62, 3, c)
	for i := range 4 {
		render.Circle(dst, cx-s*0.4+s*0.8*float64(i)/3, cy-s*0.27, s*0.06, style.Gold)
	}
}

// iconCrown (King): a broad five-pointed crown.
func iconCrown(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	points(dst, cx, cy, s*0.9, s*0.6, 5, c)
	render.Circle(dst, cx, cy+s*0.15, s*0.07, style.Danger)
}

// iconVeil (Widow): a veiled head with a tear.
func iconVeil(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx, cy-s*0.45, cx+s*0.36, cy-s*0.1, cx+s*0.4, cy+s*0.45, cx-s*0.4, cy+s*0.45, cx-s*0.36, cy-s*0.1)
	render.Circle(dst, cx, cy-s*0.02, s*0.2, style.Paper)
	render.Circle(dst, cx+s*0.08, cy+s*0.06, s*0.04, style.Highlight)
}

// iconPurse (Patron): a purse of coins, open to the neighbours.
func iconPurse(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy+s*0.12, s*0.3, c)
	render.Polygon(dst, c, cx-s*0.12, cy-s*0.18, cx+s*0.12, cy-s*0.18, cx+s*0.2, cy-s*0.32, cx-s*0.2, cy-s*0.32)
	for _, dx := range []float64{-0.42, 0.42} {
		render.Circle(dst, cx+dx*s, cy-s*0.3, s*0.09, style.Gold)
	}
	render.Circle(dst, cx, cy+s*0.12, s*0.1, style.Gold)
}

// iconTiara (Princess): a small crown over a pointing hand's arrow.
func iconTiara(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	points(dst, cx, cy-s*0.22, s*0.5, s*0.36, 3, c)
	render.Circle(dst, cx, cy+s*0.2, s*0.22, c)
	render.Circle(dst, cx, cy+s*0.2, s*0.1, style.Paper)
}

// iconJester (Fool): a three-pointed cap with bells.
func iconJester(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	base := cy + s*0.3
	render.Polygon(dst, c, cx-s*0.4, base, cx-s*0.45, cy-s*0.3, cx-s*0.1, cy+s*0.05, cx, cy-s*0.42, cx+s*0.1, cy+s*0.05, cx+s*0.45, cy-s*0.3, cx+s*0.4, base)
	for _, p := range [][2]float64{{-0.45, -0.3}, {0, -0.42}, {0.45, -0.3}} {
		render.Circle(dst, cx+p[0]*s, cy+p[1]*s, s*0.08, style.Gold)
	}
	line(dst, cx-s*0.4, base, cx+s*0.4, base, s*0.08, style.Gold)
}

// iconWheat (Peasant): an ear of wheat.
func iconWheat(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	line(dst, cx, cy-s*0.3, cx, cy+s*0.45, s*0.06, c)
	for i := range 4 {
		y := cy - s*0.32 + float64(i)*s*0.16
		for _, d := range []float64{-1, 1} {
			render.Polygon(dst, c, cx, y+s*0.08, cx+d*s*0.2, y-s*0.02, cx+d*s*0.12, y-s*0.12)
		}
	}
	render.Circle(dst, cx, cy-s*0.4, s*0.06, c)
}

// iconSack (Thief): a tied sack.
func iconSack(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy+s*0.14, s*0.32, c)
	render.Polygon(dst, c, cx-s*0.1, cy-s*0.16, cx+s*0.1, cy-s*0.16, cx+s*0.24, cy-s*0.42, cx-s*0.24, cy-s*0.42)
	line(dst, cx-s*0.14, cy-s*0.18, cx+s*0.14, cy-s*0.18, s*0.06, style.Ink)
}

// iconDice (Trickster): two dice.
func iconDice(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	d := s * 0.36
	for i, o := range [][2]float64{{-0.2, -0.12}, {0.2, 0.14}} {
		x, y := cx+o[0]*s-d/2, cy+o[1]*s-d/2
		render.Panel(dst, rect(x, y, d, d), d*0.18, c, style.Paper, math.Max(1, s*0.02))
		pips := [][2]float64{{0.5, 0.5}}
		if i == 1 {
			pips = [][2]float64{{0.28, 0.28}, {0.72, 0.72}, {0.5, 0.5}}
		}
		for _, p := range pips {
			render.Circle(dst, x+p[0]*d, y+p[1]*d, d*0.09, style.Paper)
		}
	}
}

// iconBowl (Beggar): an empty bowl held out.
func iconBowl(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.42), float32(cy-s*0.05))
	p.LineTo(float32(cx+s*0.42), float32(cy-s*0.05))
	p.Arc(float32(cx), float32(cy-s*0.05), float32(s*0.42), 0, math.Pi, vector.Clockwise)
	p.Close()
	render.FillPath(dst, &p, c)
	line(dst, cx-s*0.16, cy+s*0.42, cx+s*0.16, cy+s*0.42, s*0.08, c)
}

// iconEye (Guru): the eye that sees a mask.
func iconEye(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.48), float32(cy))
	p.QuadTo(float32(cx), float32(cy-s*0.46), float32(cx+s*0.48), float32(cy))
	p.QuadTo(float32(cx), float32(cy+s*0.46), float32(cx-s*0.48), float32(cy))
	p.Close()
	render.FillPath(dst, &p, c)
	render.Circle(dst, cx, cy, s*0.15, style.Paper)
	render.Circle(dst, cx, cy, s*0.07, style.Ink)
	render.Polygon(dst, c, cx-s*0.06, cy-s*0.3, cx+s*0.06, cy-s*0.3, cx, cy-s*0.46)
}

// iconHat (Witch): a pointed hat.
func iconHat(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.16, cy+s*0.22, cx+s*0.2, cy+s*0.22, cx+s*0.12, cy-s*0.2, cx+s*0.3, cy-s*0.44, cx-s*0.02, cy-s*0.24)
	render.Panel(dst, rect(cx-s*0.46, cy+s*0.2, s*0.92, s*0.14), s*0.07, c, nil, 0)
	line(dst, cx-s*0.16, cy+s*0.14, cx+s*0.19, cy+s*0.14, s*0.06, style.Gold)
}

// iconAce (Cheat): an ace up the sleeve.
func iconAce(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w, h := s*0.5, s*0.72
	render.Panel(dst, rect(cx-w/2, cy-h/2, w, h), w*0.12, c, style.Paper, math.Max(1, s*0.03))
	render.Polygon(dst, style.Paper, cx, cy-h*0.26, cx+w*0.26, cy+h*0.06, cx, cy+h*0.24, cx-w*0.26, cy+h*0.06)
}

// iconGlass (Spy): a spyglass.
func iconGlass(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	line(dst, cx-s*0.38, cy+s*0.34, cx+s*0.3, cy-s*0.26, s*0.2, c)
	render.Circle(dst, cx+s*0.3, cy-s*0.26, s*0.15, c)
	render.Circle(dst, cx+s*0.3, cy-s*0.26, s*0.08, style.Highlight)
}

// iconCross (Puppeteer): the control bar and its strings.
func iconCross(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w := s * 0.08
	line(dst, cx-s*0.4, cy-s*0.3, cx+s*0.4, cy-s*0.3, w, c)
	line(dst, cx, cy-s*0.45, cx, cy-s*0.1, w, c)
	for _, x := range []float64{-0.36, 0, 0.36} {
		line(dst, cx+x*s, cy-s*0.3, cx+x*s*0.7, cy+s*0.3, w*0.35, c)
		render.Circle(dst, cx+x*s*0.7, cy+s*0.34, s*0.07, c)
	}
}

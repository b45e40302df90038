package rebelprincess

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	rp "parlour/game/rebelprincess"
	"parlour/render"
	"parlour/render/style"
)

// Pictures for the Rebel Princess cards: plain shapes that read at any
// size. Each takes its centre and size and the colour to draw in.

type icon = func(dst *ebiten.Image, cx, cy, s float64, c color.Color)

var suitIcons = [4]icon{iconCrown, iconTiara, iconPaw, iconStar}

func circlePath(cx, cy, r float64) *vector.Path {
	var p vector.Path
	p.Arc(float32(cx), float32(cy), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}

func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	render.StrokeLine(dst, x0, y0, x1, y1, w, c)
}

// arrowhead points right from (cx, cy), reaching s: the pass's direction
// (drawn turned towards the neighbour).
func arrowhead(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx+s, cy, cx+math.Cos(2.2)*s, cy+math.Sin(2.2)*s, cx+math.Cos(-2.2)*s, cy+math.Sin(-2.2)*s)
}

// iconCrown (Princes): a crown of three points.
func iconCrown(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	w, top, base := s*0.9, cy-s*0.35, cy+s*0.3
	x0 := cx - w/2
	render.Polygon(dst, c, x0, base, x0, top, x0+w*0.25, cy, cx, top-s*0.05, x0+w*0.75, cy, x0+w, top, x0+w, base)
}

// iconTiara (Queens): a tiara, an arch with a jewel.
func iconTiara(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.48), float32(cy+s*0.3))
	p.QuadTo(float32(cx), float32(cy-s*0.75), float32(cx+s*0.48), float32(cy+s*0.3))
	p.LineTo(float32(cx+s*0.3), float32(cy+s*0.3))
	p.QuadTo(float32(cx), float32(cy-s*0.3), float32(cx-s*0.3), float32(cy+s*0.3))
	p.Close()
	render.FillPath(dst, &p, c)
	render.Circle(dst, cx, cy-s*0.32, s*0.13, c)
}

// iconPaw (Pets): a pad and four toes.
func iconPaw(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy+s*0.15, s*0.26, c)
	for i, dx := range []float64{-0.36, -0.13, 0.13, 0.36} {
		dy := -0.16
		if i == 0 || i == 3 {
			dy = 0.02
		}
		render.Circle(dst, cx+dx*s, cy+dy*s-s*0.12, s*0.1, c)
	}
}

// iconStar (Fairies): a five-pointed star.
func iconStar(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var pts []float64
	for i := range 10 {
		r := s * 0.48
		if i%2 == 1 {
			r = s * 0.2
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, cx+math.Cos(a)*r, cy+math.Sin(a)*r)
	}
	render.Polygon(dst, c, pts...)
}

// iconFrog (the Frog): a frog's head with a little crown.
func iconFrog(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy+s*0.12, s*0.34, c)
	render.Circle(dst, cx-s*0.2, cy-s*0.16, s*0.13, c)
	render.Circle(dst, cx+s*0.2, cy-s*0.16, s*0.13, c)
	render.Circle(dst, cx-s*0.2, cy-s*0.16, s*0.05, style.Ink)
	render.Circle(dst, cx+s*0.2, cy-s*0.16, s*0.05, style.Ink)
	render.Polygon(dst, style.Gold, cx-s*0.12, cy-s*0.3, cx-s*0.12, cy-s*0.46, cx-s*0.04, cy-s*0.38, cx, cy-s*0.5, cx+s*0.04, cy-s*0.38, cx+s*0.12, cy-s*0.46, cx+s*0.12, cy-s*0.3)
}

var princessIcons = []icon{
	iconClock,     // Cinderella: midnight
	iconApple,     // Snow White
	iconShell,     // the Little Mermaid
	iconFeather,   // Pocahontas
	iconMoon,      // Sleeping Beauty
	iconTeacup,    // Alice
	iconSword,     // Mulan
	iconLamp,      // Scheherazade
	iconPea,       // the Princess on the Pea
	iconSnowflake, // the Ice Princess
	iconMirror,    // Carmesina
	iconTower,     // Rapunzel
	iconFlower,    // Thumbelina
}

func iconClock(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy, s*0.45, c)
	render.Circle(dst, cx, cy, s*0.37, style.Ink)
	line(dst, cx, cy, cx, cy-s*0.3, s*0.07, c)
	line(dst, cx, cy, cx+s*0.04, cy-s*0.2, s*0.07, c)
}

func iconApple(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx-s*0.15, cy+s*0.08, s*0.3, c)
	render.Circle(dst, cx+s*0.15, cy+s*0.08, s*0.3, c)
	line(dst, cx, cy-s*0.2, cx+s*0.05, cy-s*0.45, s*0.06, c)
	render.Polygon(dst, c, cx+s*0.05, cy-s*0.35, cx+s*0.3, cy-s*0.45, cx+s*0.12, cy-s*0.25)
}

func iconShell(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	for i := range 5 {
		a := math.Pi*1.15 + float64(i)*math.Pi*0.175
		render.Polygon(dst, c, cx, cy+s*0.35, cx+math.Cos(a-0.15)*s*0.55, cy+s*0.35+math.Sin(a-0.15)*s*0.55, cx+math.Cos(a+0.15)*s*0.55, cy+s*0.35+math.Sin(a+0.15)*s*0.55)
	}
}

func iconFeather(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.3), float32(cy+s*0.45))
	p.QuadTo(float32(cx-s*0.35), float32(cy-s*0.3), float32(cx+s*0.3), float32(cy-s*0.45))
	p.QuadTo(float32(cx+s*0.25), float32(cy+s*0.2), float32(cx-s*0.3), float32(cy+s*0.45))
	p.Close()
	render.FillPath(dst, &p, c)
	line(dst, cx-s*0.3, cy+s*0.45, cx+s*0.2, cy-s*0.3, s*0.04, style.Ink)
}

func iconMoon(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy, s*0.4, c)
	render.Circle(dst, cx+s*0.18, cy-s*0.1, s*0.34, style.Mix(c, style.Ink, 0.85))
}

func iconTeacup(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.38, cy-s*0.2, cx+s*0.26, cy-s*0.2, cx+s*0.16, cy+s*0.3, cx-s*0.28, cy+s*0.3)
	render.StrokePath(dst, circlePath(cx+s*0.3, cy, s*0.13), s*0.06, c)
	line(dst, cx-s*0.45, cy+s*0.38, cx+s*0.33, cy+s*0.38, s*0.07, c)
}

func iconSword(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	line(dst, cx-s*0.35, cy+s*0.35, cx+s*0.4, cy-s*0.4, s*0.1, c)
	line(dst, cx-s*0.32, cy+s*0.05, cx-s*0.05, cy+s*0.32, s*0.09, c)
	render.Circle(dst, cx-s*0.4, cy+s*0.4, s*0.07, c)
}

func iconLamp(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.35), float32(cy+s*0.05))
	p.QuadTo(float32(cx), float32(cy+s*0.45), float32(cx+s*0.3), float32(cy+s*0.05))
	p.LineTo(float32(cx+s*0.5), float32(cy-s*0.15))
	p.LineTo(float32(cx+s*0.35), float32(cy+s*0.1))
	p.Close()
	render.FillPath(dst, &p, c)
	render.Circle(dst, cx-s*0.02, cy-s*0.02, s*0.12, c)
	line(dst, cx-s*0.3, cy+s*0.38, cx+s*0.25, cy+s*0.38, s*0.07, c)
	render.Circle(dst, cx+s*0.52, cy-s*0.3, s*0.07, style.Gold)
}

func iconPea(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	for i := range 3 {
		y := cy + s*0.05 + float64(i)*s*0.15
		render.Panel(dst, rect(cx-s*0.42, y, s*0.84, s*0.12), s*0.05, c, nil, 0)
	}
	render.Circle(dst, cx, cy-s*0.12, s*0.12, style.Good)
}

func iconSnowflake(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	for i := range 3 {
		a := float64(i) * math.Pi / 3
		dx, dy := math.Cos(a)*s*0.45, math.Sin(a)*s*0.45
		line(dst, cx-dx, cy-dy, cx+dx, cy+dy, s*0.08, c)
	}
	render.Circle(dst, cx, cy, s*0.1, c)
}

func iconMirror(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Circle(dst, cx, cy-s*0.12, s*0.32, c)
	render.Circle(dst, cx, cy-s*0.12, s*0.22, style.Mix(c, style.Paper, 0.6))
	line(dst, cx, cy+s*0.2, cx, cy+s*0.5, s*0.1, c)
}

func iconTower(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.22, cy+s*0.48, cx-s*0.22, cy-s*0.1, cx+s*0.22, cy-s*0.1, cx+s*0.22, cy+s*0.48)
	render.Polygon(dst, c, cx-s*0.3, cy-s*0.1, cx, cy-s*0.5, cx+s*0.3, cy-s*0.1)
	render.Circle(dst, cx, cy+s*0.08, s*0.07, style.Ink)
	line(dst, cx+s*0.05, cy+s*0.1, cx+s*0.32, cy+s*0.45, s*0.08, style.Gold)
}

func iconFlower(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	for i := range 5 {
		a := float64(i) * 2 * math.Pi / 5
		render.Circle(dst, cx+math.Cos(a)*s*0.25, cy+math.Sin(a)*s*0.25, s*0.18, c)
	}
	render.Circle(dst, cx, cy, s*0.13, style.Gold)
}

// roundIcon is a round card's picture: its pass (cards and arrows, to the
// right-hand neighbour → and the left ←) and an hourglass on a final card.
func roundIcon(dst *ebiten.Image, cx, cy, s float64, c color.Color, rc rp.RoundCard) {
	pass := rc.Deluxe
	if pass == nil {
		pass = rc.Classic
	}
	if rc.Classic != nil && rc.Deluxe != nil && *rc.Classic != *rc.Deluxe {
		pass = nil // the editions pass differently: the card says its own in words
	}
	if rc.Final {
		hourglass(dst, cx, cy-s*0.3, s*0.5, style.Gold)
	} else {
		iconStar(dst, cx, cy-s*0.3, s*0.45, c)
	}
	if pass != nil {
		passSign(dst, cx, cy+s*0.35, s*0.5, c, *pass)
	}
}

func hourglass(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	render.Polygon(dst, c, cx-s*0.4, cy-s*0.5, cx+s*0.4, cy-s*0.5, cx, cy)
	render.Polygon(dst, c, cx-s*0.4, cy+s*0.5, cx+s*0.4, cy+s*0.5, cx, cy)
}

// passSign draws n small cards and an arrow each way a pass goes.
func passSign(dst *ebiten.Image, cx, cy, s float64, c color.Color, p rp.Pass) {
	arrow := func(x0, x1 float64) {
		line(dst, x0, cy, x1, cy, s*0.12, c)
		d := math.Copysign(s*0.2, x1-x0)
		render.Polygon(dst, c, x1+d, cy, x1, cy-s*0.2, x1, cy+s*0.2)
	}
	cards := func(x float64, n int) {
		for i := range n {
			render.Panel(dst, rect(x+float64(i)*s*0.16-s*0.15, cy-s*0.3, s*0.3, s*0.42), s*0.05, c, style.Ink, 1)
		}
	}
	switch {
	case p.Right > 0 && p.Left > 0:
		cards(cx-s*0.1, 1)
		arrow(cx+s*0.3, cx+s*0.8)
		arrow(cx-s*0.3, cx-s*0.8)
	case p.Right > 0:
		cards(cx-s*0.55, p.Right)
		arrow(cx+s*0.1, cx+s*0.7)
	default:
		cards(cx+s*0.2, p.Left)
		arrow(cx-s*0.05, cx-s*0.65)
	}
}

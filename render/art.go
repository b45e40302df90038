package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Pen draws card art: filled shapes with an ink outline, straight onto its
// image (no caching of its own; art is drawn once into a card's cached
// image). Line is the outline's width (0: none).
type Pen struct {
	Dst  *ebiten.Image
	Line float64
	Ink  color.Color
}

func (p Pen) finish(path *vector.Path, fill color.Color) {
	if fill != nil {
		FillPath(p.Dst, path, fill)
	}
	if p.Line > 0 {
		StrokePath(p.Dst, path, p.Line, p.Ink)
	}
}

// Oval is an ellipse centred at (x, y).
func (p Pen) Oval(x, y, rx, ry float64, fill color.Color) {
	const k = 0.5523 // a quarter circle as a cubic
	var path vector.Path
	f := func(v float64) float32 { return float32(v) }
	path.MoveTo(f(x+rx), f(y))
	path.CubicTo(f(x+rx), f(y+k*ry), f(x+k*rx), f(y+ry), f(x), f(y+ry))
	path.CubicTo(f(x-k*rx), f(y+ry), f(x-rx), f(y+k*ry), f(x-rx), f(y))
	path.CubicTo(f(x-rx), f(y-k*ry), f(x-k*rx), f(y-ry), f(x), f(y-ry))
	path.CubicTo(f(x+k*rx), f(y-ry), f(x+rx), f(y-k*ry), f(x+rx), f(y))
	path.Close()
	p.finish(&path, fill)
}

// Disc is a circle.
func (p Pen) Disc(x, y, r float64, fill color.Color) { p.Oval(x, y, r, r, fill) }

// Poly is the polygon through the points (x0, y0, x1, y1, ...).
func (p Pen) Poly(fill color.Color, pts ...float64) {
	var path vector.Path
	path.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		path.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	path.Close()
	p.finish(&path, fill)
}

// Blob is a closed smooth shape through the points: each side is a
// quadratic curve whose control point is the listed point, passing through
// the midpoints between them.
func (p Pen) Blob(fill color.Color, pts ...float64) {
	n := len(pts) / 2
	mid := func(i int) (float32, float32) {
		a, b := i%n, (i+1)%n
		return float32((pts[2*a] + pts[2*b]) / 2), float32((pts[2*a+1] + pts[2*b+1]) / 2)
	}
	var path vector.Path
	path.MoveTo(mid(0))
	for i := 1; i <= n; i++ {
		x, y := mid(i)
		path.QuadTo(float32(pts[2*(i%n)]), float32(pts[2*(i%n)+1]), x, y)
	}
	path.Close()
	p.finish(&path, fill)
}

// Stroke is a line of width w in colour c (no outline).
func (p Pen) Stroke(c color.Color, w float64, pts ...float64) {
	var path vector.Path
	path.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		path.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	StrokePath(p.Dst, &path, w, c)
}

// Arc strokes part of a circle from angle a0 to a1 (radians, clockwise from
// the right).
func (p Pen) Arc(c color.Color, w, x, y, r, a0, a1 float64) {
	var path vector.Path
	path.MoveTo(float32(x+r*math.Cos(a0)), float32(y+r*math.Sin(a0)))
	path.Arc(float32(x), float32(y), float32(r), float32(a0), float32(a1), vector.Clockwise)
	StrokePath(p.Dst, &path, w, c)
}

// Star is a star of n points, outer radius r and inner radius ri.
func (p Pen) Star(fill color.Color, x, y, r, ri float64, n int) {
	pts := make([]float64, 0, 4*n)
	for i := range 2 * n {
		rr := r
		if i%2 == 1 {
			rr = ri
		}
		a := -math.Pi/2 + float64(i)*math.Pi/float64(n)
		pts = append(pts, x+rr*math.Cos(a), y+rr*math.Sin(a))
	}
	p.Poly(fill, pts...)
}

// HeartShape is a heart of width s centred at (x, y).
func (p Pen) HeartShape(fill color.Color, x, y, s float64) {
	h := s / 2
	var path vector.Path
	f := func(v float64) float32 { return float32(v) }
	path.MoveTo(f(x), f(y+h*0.95))
	path.CubicTo(f(x-h*0.4), f(y+h*0.55), f(x-h*1.05), f(y+h*0.2), f(x-h*1.0), f(y-h*0.3))
	path.CubicTo(f(x-h*0.95), f(y-h*0.85), f(x-h*0.2), f(y-h*0.9), f(x), f(y-h*0.45))
	path.CubicTo(f(x+h*0.2), f(y-h*0.9), f(x+h*0.95), f(y-h*0.85), f(x+h*1.0), f(y-h*0.3))
	path.CubicTo(f(x+h*1.05), f(y+h*0.2), f(x+h*0.4), f(y+h*0.55), f(x), f(y+h*0.95))
	path.Close()
	p.finish(&path, fill)
}

package render

import (
	"image/color"
	"math"

	"parlour/render/layout"
)

// Panels and discs are the shapes the tables draw most (every card's
// shadow and band, every seat, button and coin), and each is drawn once per
// size into a cached image. Drawn as vector paths, each costs the GPU
// 30–100 times its own pixels: Ebitengine's antialiasing passes clear and
// composite offscreen regions per path, which a software renderer
// (SwiftShader in a browser without a GPU, Mesa in the tests) pays in
// full. Their edges have an exact distance, so their pixels are computed
// here instead, each pixel covered by how far its centre lies inside the
// edge, and written into the image in one upload.

// rgba is a colour's premultiplied components in 0..1.
type rgba struct{ r, g, b, a float64 }

func premultiplied(c color.Color) rgba {
	if c == nil {
		return rgba{}
	}
	r, g, b, a := c.RGBA()
	return rgba{float64(r) / 0xffff, float64(g) / 0xffff, float64(b) / 0xffff, float64(a) / 0xffff}
}

// put writes c, covered by k (0..1), as the four bytes of px at i.
func (c rgba) put(px []byte, i int, k float64) {
	px[i] = byte(c.r*k*255 + 0.5)
	px[i+1] = byte(c.g*k*255 + 0.5)
	px[i+2] = byte(c.b*k*255 + 0.5)
	px[i+3] = byte(c.a*k*255 + 0.5)
}

// over lays s, covered by k (0..1), over d.
func over(s rgba, k float64, d rgba) rgba {
	s = rgba{s.r * k, s.g * k, s.b * k, s.a * k}
	return rgba{s.r + d.r*(1-s.a), s.g + d.g*(1-s.a), s.b + d.b*(1-s.a), s.a + d.a*(1-s.a)}
}

// coverage clamps v to 0..1; a shape of no size (a NaN distance) covers
// nothing.
func coverage(v float64) float64 {
	if !(v > 0) {
		return 0
	}
	return math.Min(1, v)
}

// roundRectDistance is the signed distance from (x, y) to the edge of the
// rounded rectangle r with corner radius rad: negative inside.
func roundRectDistance(x, y float64, r layout.Rect, rad float64) float64 {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	qx := math.Abs(x-r.CX()) - (r.W/2 - rad)
	qy := math.Abs(y-r.CY()) - (r.H/2 - rad)
	outside := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return outside + math.Min(math.Max(qx, qy), 0) - rad
}

// shapePixels is a w×h image's premultiplied RGBA bytes for a shape whose
// signed distance at a point is dist: filled with fill (nil: none), its edge
// drawn borderW wide in border (nil or 0: none), centred on the edge as a
// stroked path is.
func shapePixels(w, h int, dist func(x, y float64) float64, fill, border color.Color, borderW float64) []byte {
	f, b := premultiplied(fill), premultiplied(border)
	stroke := border != nil && borderW > 0
	// Pixels further than reach from the edge are wholly inside or outside
	// it: the fill, or clear.
	reach := 1.0
	if stroke {
		reach += borderW / 2
	}
	px := make([]byte, 4*w*h)
	var inside [4]byte
	if fill != nil {
		f.put(inside[:], 0, 1)
	}
	for y := range h {
		for x := 0; x < w; {
			d := dist(float64(x)+0.5, float64(y)+0.5)
			if math.Abs(d) > reach {
				// The distance changes by at most a pixel a pixel, so the
				// next pixels up to |d| - reach away are as this one.
				run := min(w-x, max(1, int(math.Abs(d)-reach)))
				if d < 0 && inside[3] > 0 {
					row := px[4*(y*w+x) : 4*(y*w+x+run)]
					copy(row, inside[:])
					for k := 4; k < len(row); k *= 2 {
						copy(row[k:], row[:k])
					}
				}
				x += run
				continue
			}
			var c rgba
			if fill != nil {
				c = over(f, coverage(0.5-d), c)
			}
			if stroke {
				// A band borderW wide about the edge; a band under a pixel
				// wide is fainter, as a thin stroked line is.
				k := coverage(borderW/2+0.5-math.Abs(d)) * math.Min(1, borderW)
				c = over(b, k, c)
			}
			c.put(px, 4*(y*w+x), 1)
			x++
		}
	}
	return px
}

// panelPixels is a w×h image holding the rounded rectangle r (radius rad)
// as Panel draws it.
func panelPixels(w, h int, r layout.Rect, rad float64, fill, border color.Color, borderW float64) []byte {
	return shapePixels(w, h, func(x, y float64) float64 { return roundRectDistance(x, y, r, rad) }, fill, border, borderW)
}

// discPixels is a w×h image holding a disc of radius rad about (cx, cy).
func discPixels(w, h int, cx, cy, rad float64, c color.Color) []byte {
	return shapePixels(w, h, func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) - rad }, c, nil, 0)
}

package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Vector paths cost a software renderer dearly when drawn straight onto the
// screen: each one is tessellated, stencilled eight times for antialiasing
// and cannot share a batch with the images around it. Under SwiftShader a
// table that stroked a few lines per frame this way (a tracker's struck-out
// numbers, a ring beside each seat) fell from 13 frames a second to 2.
// Everything drawn every frame is therefore drawn from cached images
// (cached, Icon, Panel, Circle) or from quads (Rule); paths are for drawing
// into those caches. The count of paths drawn outside a cache is published
// per frame, and the browser tests hold it at zero while a table rests.

// caching is how deep the drawing is inside cached images' draw functions.
var caching int

// frame paths: drawn outside any cache during the frame being drawn, and
// during the last whole frame.
var pathsNow, pathsLast int

// UncachedPaths is how many vector paths the last whole frame drew straight
// onto the screen rather than into a cached image.
func UncachedPaths() int { return pathsLast }

func notePath() {
	if caching == 0 {
		pathsNow++
	}
}

// StrokeLine strokes an antialiased line: for drawing into cached images
// (an icon's strokes). Per frame, use Rule.
func StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	notePath()
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(w), c, true)
}

// pixel is a white pixel (the middle of a white 3×3 image, so that
// filtering never reads past it) every Rule is drawn from.
var pixel *ebiten.Image

// Rule draws a straight line of width w as a few triangles, cheap enough to
// draw every frame and batched with the images around it. Its long edges
// fade over a pixel (what antialiasing would give); its ends are cut square.
func Rule(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	if pixel == nil {
		white := ebiten.NewImage(3, 3)
		white.Fill(color.White)
		pixel = white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	length := math.Hypot(x1-x0, y1-y0)
	if length == 0 || w <= 0 {
		return
	}
	// Across the line: the normal, and the offsets of its four edges (outer
	// transparent, inner opaque; a line thinner than a pixel is fainter).
	nx, ny := -(y1-y0)/length, (x1-x0)/length
	half := w / 2
	inner, core := math.Max(0, half-0.5), math.Min(1, w)
	across := [4]struct{ d, a float64 }{{half + 0.5, 0}, {inner, core}, {-inner, core}, {-half - 0.5, 0}}
	r, g, b, a := c.RGBA()
	var vs [8]ebiten.Vertex
	for end, p := range [2][2]float64{{x0, y0}, {x1, y1}} {
		for k, e := range across {
			v := &vs[end*4+k]
			v.DstX, v.DstY = float32(p[0]+nx*e.d), float32(p[1]+ny*e.d)
			v.SrcX, v.SrcY = 1.5, 1.5
			if a > 0 { // straight (not premultiplied) colour, as the vertices want it
				v.ColorR, v.ColorG, v.ColorB = float32(r)/float32(a), float32(g)/float32(a), float32(b)/float32(a)
			}
			v.ColorA = float32(a) / 0xffff * float32(e.a)
		}
	}
	is := [18]uint16{0, 1, 4, 1, 5, 4, 1, 2, 5, 2, 6, 5, 2, 3, 6, 3, 7, 6}
	dst.DrawTriangles(vs[:], is[:], pixel, &ebiten.DrawTrianglesOptions{})
}

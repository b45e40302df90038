// Package render draws Parlour: rounded panels, cards drawn from vector shapes,
// text through etxt. It holds no rules and no game state.
package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/render/layout"
)

func scale(c color.Color) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return cs
}

// RoundRectPath is a rectangle with rounded corners of radius rad.
func RoundRectPath(r layout.Rect, rad float64) *vector.Path {
	var p vector.Path
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	rr := float32(math.Min(rad, math.Min(r.W, r.H)/2))
	p.MoveTo(x+rr, y)
	p.LineTo(x+w-rr, y)
	p.ArcTo(x+w, y, x+w, y+rr, rr)
	p.LineTo(x+w, y+h-rr)
	p.ArcTo(x+w, y+h, x+w-rr, y+h, rr)
	p.LineTo(x+rr, y+h)
	p.ArcTo(x, y+h, x, y+h-rr, rr)
	p.LineTo(x, y+rr)
	p.ArcTo(x, y, x+rr, y, rr)
	p.Close()
	return &p
}

// FillPath fills a path with a colour, antialiased. Into a cached image it
// is rasterised on the CPU (fillmask.go); elsewhere by Ebitengine.
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color) {
	notePath()
	if caching > 0 {
		fillPolygons(dst, polygonsOf(p), c)
		return
	}
	vector.FillPath(dst, p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: scale(c)})
}

// StrokePath strokes a path, with round joins and caps.
func StrokePath(dst *ebiten.Image, p *vector.Path, width float64, c color.Color) {
	notePath()
	stroke := vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	if caching > 0 {
		var outline vector.Path
		outline.AddStroke(p, &vector.AddStrokeOptions{StrokeOptions: stroke})
		fillPolygons(dst, polygonsOf(&outline), c)
		return
	}
	vector.StrokePath(dst, p, &stroke, &vector.DrawPathOptions{AntiAlias: true, ColorScale: scale(c)})
}

// polygonsOf is p's flattened sub-paths as polygons (x0, y0, x1, y1, ...).
// Ebitengine gives them as triangle fans, one per sub-path, each fan's
// triangles sharing its first point.
func polygonsOf(p *vector.Path) [][]float64 {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil) //nolint:staticcheck // the only way to read a path's points
	var polys [][]float64
	var cur []float64
	point := func(i uint16) { cur = append(cur, float64(vs[i].DstX), float64(vs[i].DstY)) }
	for t := 0; t+2 < len(is); t += 3 {
		if t == 0 || is[t] != is[t-3] { // a new fan: a new sub-path
			if cur != nil {
				polys = append(polys, cur)
			}
			cur = nil
			point(is[t])
			point(is[t+1])
		}
		point(is[t+2])
	}
	if cur != nil {
		polys = append(polys, cur)
	}
	return polys
}

// fillPolygons fills polys (non-zero rule) in c onto dst, through one small
// image of the pixels they cover.
func fillPolygons(dst *ebiten.Image, polys [][]float64, c color.Color) {
	mask, box := fillMask(polys, dst.Bounds())
	if mask == nil {
		return
	}
	img := ebiten.NewImage(box.Dx(), box.Dy())
	img.WritePixels(maskPixels(mask, premultiplied(c)))
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(box.Min.X), float64(box.Min.Y))
	dst.DrawImage(img, &op)
	img.Deallocate()
}

// Panel fills a rounded rectangle, with an optional border. It is drawn once
// per size and colours into a cached image; panels are the same every frame.
func Panel(dst *ebiten.Image, r layout.Rect, rad float64, fill, border color.Color, borderW float64) {
	if r.W < 1 || r.H < 1 {
		return
	}
	pad := math.Ceil(borderW) + 1
	w, h := int(math.Ceil(r.W+2*pad)), int(math.Ceil(r.H+2*pad))
	key := cacheKey{kind: "panel", w: w, h: h, id: int(rad * 10), extra: fmt.Sprint(fill, border, borderW)}
	img := cached(key, func(img *ebiten.Image) {
		local := layout.Rect{X: pad, Y: pad, W: math.Round(r.W), H: math.Round(r.H)}
		b := img.Bounds() // at least a pixel, however small the panel
		img.WritePixels(panelPixels(b.Dx(), b.Dy(), local, rad, fill, border, borderW))
	})
	blit(dst, img, math.Round(r.X)-pad, math.Round(r.Y)-pad)
}

// Circle fills a circle (cached per radius and colour).
func Circle(dst *ebiten.Image, cx, cy, rad float64, c color.Color) {
	size := int(math.Ceil(2*rad)) + 2
	img := cached(cacheKey{kind: "circle", w: size, h: size, extra: fmt.Sprint(c)}, func(img *ebiten.Image) {
		b := img.Bounds() // at least a pixel, however small the circle
		img.WritePixels(discPixels(b.Dx(), b.Dy(), float64(size)/2, float64(size)/2, rad, c))
	})
	blit(dst, img, math.Round(cx-float64(size)/2), math.Round(cy-float64(size)/2))
}

// Polygon fills the polygon through the points (x0, y0, x1, y1, ...).
func Polygon(dst *ebiten.Image, c color.Color, pts ...float64) {
	var p vector.Path
	p.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	p.Close()
	FillPath(dst, &p, c)
}

// ChevronDown draws a triangle pointing down, reaching s from (cx, cy)
// across (more below: scroll), from a cached image.
func ChevronDown(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	Icon(dst, "chevron-down", cx, cy, s, c, func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
		Polygon(dst, c, cx-s, cy-s/2, cx+s, cy-s/2, cx, cy+s/2)
	})
}

// Icon draws a picture made of vector paths (draw takes its centre, size and
// colour) from an image cached per name, size and colour: tessellating paths
// every frame costs a software renderer most of a frame. The picture may
// reach s from its centre in any direction.
func Icon(dst *ebiten.Image, name string, cx, cy, s float64, c color.Color, draw func(dst *ebiten.Image, cx, cy, s float64, c color.Color)) {
	img := iconImage(name, s, c, draw)
	half := float64(img.Bounds().Dx()) / 2
	blit(dst, img, math.Round(cx-half), math.Round(cy-half))
}

// IconTurned draws an Icon turned by angle (radians, clockwise on screen)
// about its centre: one cached picture serves every direction (an arrow's
// head).
func IconTurned(dst *ebiten.Image, name string, cx, cy, s, angle float64, c color.Color, draw func(dst *ebiten.Image, cx, cy, s float64, c color.Color)) {
	img := iconImage(name, s, c, draw)
	half := float64(img.Bounds().Dx()) / 2
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-half, -half)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

func iconImage(name string, s float64, c color.Color, draw func(dst *ebiten.Image, cx, cy, s float64, c color.Color)) *ebiten.Image {
	size := int(math.Ceil(2*s)) + 4
	return cached(cacheKey{kind: "icon", w: size, h: size, id: int(s * 4), extra: name + fmt.Sprint(c)}, func(img *ebiten.Image) {
		draw(img, float64(size)/2, float64(size)/2, s, c)
	})
}

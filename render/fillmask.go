package render

import (
	"image"
	"math"
)

// A path drawn into a cached image (a card's picture, an icon) is
// rasterised here, on the CPU, rather than by Ebitengine's antialiased
// vector fill, which costs a software renderer 30–100 times the path's own
// pixels (see raster.go). The path arrives as polygons (its flattened
// sub-paths; a stroke arrives as the outline Ebitengine's AddStroke makes of
// it) and is filled by the non-zero rule, antialiased by exact area: each
// edge adds, to the cells of each pixel row it crosses, the signed area it
// covers to its right, and a running sum along the row is then each
// pixel's winding, fractional at the edges (the accumulation rasteriser of
// font renderers such as font-rs). A pixel's coverage is that winding's
// size, at most 1.

// fillMask is the coverage (0..1) of each pixel of within by the polygons
// filled under the non-zero rule, row by row, over the polygons' own box
// (within, clipped to it); the mask is nil when they cover nothing there.
func fillMask(polys [][]float64, within image.Rectangle) ([]float64, image.Rectangle) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		if len(p) < 6 {
			continue
		}
		for i := 0; i+1 < len(p); i += 2 {
			if !finite(p[i], p[i+1]) {
				return nil, image.Rectangle{}
			}
			minX, maxX = math.Min(minX, p[i]), math.Max(maxX, p[i])
			minY, maxY = math.Min(minY, p[i+1]), math.Max(maxY, p[i+1])
		}
	}
	if minX > maxX {
		return nil, image.Rectangle{}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(within)
	if box.Empty() {
		return nil, image.Rectangle{}
	}
	w, h := box.Dx(), box.Dy()
	// Each row has two cells more than pixels: an edge clamped to the right
	// side writes past the last pixel.
	stride := w + 2
	acc := make([]float64, stride*h)
	for _, p := range polys {
		n := len(p) / 2
		if n < 3 {
			continue
		}
		for i := range n {
			j := (i + 1) % n
			accumulate(acc, stride, h, p[2*i]-float64(box.Min.X), p[2*i+1]-float64(box.Min.Y), p[2*j]-float64(box.Min.X), p[2*j+1]-float64(box.Min.Y))
		}
	}
	mask := make([]float64, w*h)
	for y := range h {
		sum := 0.0
		for x := range w {
			sum += acc[y*stride+x]
			mask[y*w+x] = math.Min(1, math.Abs(sum))
		}
	}
	return mask, box
}

// accumulate adds the edge from (x0, y0) to (x1, y1) (in the mask's
// pixels) to acc: in each row it crosses, its signed height there spread
// over the cells it passes as the area it leaves to its right.
func accumulate(acc []float64, stride, h int, x0, y0, x1, y1 float64) {
	if y0 == y1 {
		return
	}
	dir := 1.0
	if y0 > y1 {
		dir = -1
		x0, y0, x1, y1 = x1, y1, x0, y0
	}
	right := float64(stride - 2)
	dxdy := (x1 - x0) / (y1 - y0)
	x := x0
	if y0 < 0 {
		x -= y0 * dxdy
	}
	for y := max(0, int(math.Floor(y0))); y < min(h, int(math.Ceil(y1))); y++ {
		row := acc[y*stride : (y+1)*stride]
		dy := math.Min(float64(y+1), y1) - math.Max(float64(y), y0)
		xNext := x + dxdy*dy
		d := dy * dir
		// Left of the mask an edge covers the whole row to its right, as
		// at its left side; right of it, nothing the mask shows.
		a, b := math.Max(0, math.Min(right, x)), math.Max(0, math.Min(right, xNext))
		if a > b {
			a, b = b, a
		}
		aFloor := math.Floor(a)
		ai := int(aFloor)
		bi := int(math.Ceil(b))
		if bi <= ai+1 {
			mid := 0.5*(a+b) - aFloor
			row[ai] += d - d*mid
			row[ai+1] += d * mid
		} else {
			s := 1 / (b - a)
			af := a - aFloor
			a0 := 0.5 * s * (1 - af) * (1 - af)
			bf := b - float64(bi) + 1
			am := 0.5 * s * bf * bf
			row[ai] += d * a0
			if bi == ai+2 {
				row[ai+1] += d * (1 - a0 - am)
			} else {
				a1 := s * (1.5 - af)
				row[ai+1] += d * (a1 - a0)
				for k := ai + 2; k < bi-1; k++ {
					row[k] += d * s
				}
				a2 := a1 + float64(bi-ai-3)*s
				row[bi-1] += d * (1 - a2 - am)
			}
			row[bi] += d * am
		}
		x = xNext
	}
}

func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// maskPixels is the mask's premultiplied RGBA bytes in colour c.
func maskPixels(mask []float64, c rgba) []byte {
	px := make([]byte, 4*len(mask))
	for i, k := range mask {
		if k > 0 {
			c.put(px, 4*i, k)
		}
	}
	return px
}

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
// it) and is filled by the non-zero rule, antialiased: each pixel row is
// sampled on subRows lines, and on each line the spans where the winding is
// not zero cover their pixels exactly, fractions at their ends.

// subRows is how many lines sample each pixel row: 16 levels of coverage
// across an edge that runs along a row, exact ones across a column.
const subRows = 16

// polyEdge is an edge of a polygon, top to bottom; wind is +1 where the
// polygon ran down it, -1 where up.
type polyEdge struct {
	x0, y0, x1, y1 float64
	wind           int
}

// fillMask is the coverage (0..1) of each pixel of bounds by the polygons
// filled under the non-zero rule, row by row; bounds is clipped to the
// polygons' own box, and the mask is nil when they cover nothing in it.
func fillMask(polys [][]float64, within image.Rectangle) ([]float64, image.Rectangle) {
	var edges []polyEdge
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		n := len(p) / 2
		if n < 3 {
			continue
		}
		for i := range n {
			x0, y0 := p[2*i], p[2*i+1]
			j := (i + 1) % n
			x1, y1 := p[2*j], p[2*j+1]
			if !finite(x0, y0, x1, y1) {
				return nil, image.Rectangle{}
			}
			minX, maxX = math.Min(minX, math.Min(x0, x1)), math.Max(maxX, math.Max(x0, x1))
			minY, maxY = math.Min(minY, math.Min(y0, y1)), math.Max(maxY, math.Max(y0, y1))
			if y0 == y1 {
				continue // a level edge crosses no sampling line
			}
			e := polyEdge{x0, y0, x1, y1, 1}
			if y0 > y1 {
				e = polyEdge{x1, y1, x0, y0, -1}
			}
			edges = append(edges, e)
		}
	}
	if len(edges) == 0 {
		return nil, image.Rectangle{}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(within)
	if box.Empty() {
		return nil, image.Rectangle{}
	}
	w := box.Dx()
	mask := make([]float64, w*box.Dy())
	// Each edge waits in the list of the pixel row where it begins (rows
	// above the box: the first), so no sort is needed.
	starts := make([][]polyEdge, box.Dy())
	for _, e := range edges {
		if e.y1 <= float64(box.Min.Y) || e.y0 >= float64(box.Max.Y) {
			continue
		}
		row := max(0, int(math.Floor(e.y0))-box.Min.Y)
		starts[row] = append(starts[row], e)
	}
	type crossing struct {
		x    float64
		wind int
	}
	var active []polyEdge
	var crossings []crossing
	const weight = 1.0 / subRows
	for py := box.Min.Y; py < box.Max.Y; py++ {
		row := mask[(py-box.Min.Y)*w : (py-box.Min.Y+1)*w]
		active = append(active, starts[py-box.Min.Y]...)
		for s := range subRows {
			sy := float64(py) + (float64(s)+0.5)/subRows
			// The crossings of this line, in order along it (insertion:
			// a line crosses a few edges).
			crossings = crossings[:0]
			kept := active[:0]
			for _, e := range active {
				if e.y1 <= sy {
					continue // ended above this line, and so below none
				}
				kept = append(kept, e)
				if e.y0 > sy {
					continue // begins lower in this row
				}
				c := crossing{e.x0 + (sy-e.y0)*(e.x1-e.x0)/(e.y1-e.y0), e.wind}
				i := len(crossings)
				crossings = append(crossings, c)
				for ; i > 0 && crossings[i-1].x > c.x; i-- {
					crossings[i] = crossings[i-1]
				}
				crossings[i] = c
			}
			active = kept
			winding := 0
			for i := 0; i+1 < len(crossings); i++ {
				winding += crossings[i].wind
				if winding != 0 {
					coverSpan(row, crossings[i].x-float64(box.Min.X), crossings[i+1].x-float64(box.Min.X), weight)
				}
			}
		}
	}
	return mask, box
}

// coverSpan adds weight to the pixels of row between x0 and x1 (x0 ≤ x1),
// in proportion to how much of each the span covers.
func coverSpan(row []float64, x0, x1, weight float64) {
	x0, x1 = math.Max(x0, 0), math.Min(x1, float64(len(row)))
	if x1 <= x0 {
		return
	}
	i0, i1 := int(x0), int(x1)
	if i0 == i1 {
		row[i0] += (x1 - x0) * weight
		return
	}
	row[i0] += (float64(i0+1) - x0) * weight
	for i := i0 + 1; i < i1; i++ {
		row[i] += weight
	}
	if i1 < len(row) {
		row[i1] += (x1 - float64(i1)) * weight
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
		if k <= 0 {
			continue
		}
		k = math.Min(1, k)
		px[4*i] = byte(math.Round(c.r * k * 255))
		px[4*i+1] = byte(math.Round(c.g * k * 255))
		px[4*i+2] = byte(math.Round(c.b * k * 255))
		px[4*i+3] = byte(math.Round(c.a * k * 255))
	}
	return px
}

package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/render/layout"
)

func square(x0, y0, x1, y1 float64) []float64 { return []float64{x0, y0, x1, y0, x1, y1, x0, y1} }

// reversed is the polygon run the other way round.
func reversed(p []float64) []float64 {
	out := make([]float64, 0, len(p))
	for i := len(p) - 2; i >= 0; i -= 2 {
		out = append(out, p[i], p[i+1])
	}
	return out
}

// The non-zero rule, pixel by pixel: a square covers its pixels wholly and
// an edge through the middle of a pixel half of it; two squares run the same
// way cover their overlap once; one run the other way inside another is a
// hole.
func TestAPathsPixelsAreCoveredByTheNonZeroRule(t *testing.T) {
	within := image.Rect(0, 0, 20, 20)
	for _, c := range []struct {
		name  string
		polys [][]float64
		at    image.Point
		want  float64
	}{
		{"inside a square", [][]float64{square(2, 2, 8, 8)}, image.Pt(4, 4), 1},
		{"outside a square", [][]float64{square(2, 2, 8, 8)}, image.Pt(9, 4), 0},
		{"an edge through the middle of a pixel", [][]float64{square(2.5, 2, 8, 8)}, image.Pt(2, 4), 0.5},
		{"a square run the other way", [][]float64{reversed(square(2, 2, 8, 8))}, image.Pt(4, 4), 1},
		{"two squares' overlap", [][]float64{square(2, 2, 8, 8), square(4, 4, 10, 10)}, image.Pt(5, 5), 1},
		{"a hole run the other way", [][]float64{square(2, 2, 12, 12), reversed(square(5, 5, 9, 9))}, image.Pt(6, 6), 0},
		{"beside the hole", [][]float64{square(2, 2, 12, 12), reversed(square(5, 5, 9, 9))}, image.Pt(3, 6), 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			mask, box := fillMask(c.polys, within)
			got := 0.0
			if c.at.In(box) {
				got = math.Min(1, mask[(c.at.Y-box.Min.Y)*box.Dx()+c.at.X-box.Min.X])
			}
			if math.Abs(got-c.want) > 1e-9 {
				t.Errorf("pixel %v is covered %.3f, want %.3f", c.at, got, c.want)
			}
		})
	}
}

// A path that is no shape (too few points, a point not a number, outside
// the image) covers nothing, and does not fail.
func TestAPathOfNoShapeCoversNothing(t *testing.T) {
	within := image.Rect(0, 0, 10, 10)
	for _, polys := range [][][]float64{nil, {{1, 1, 5, 5}}, {square(2, 2, math.NaN(), 6)}, {square(20, 20, 30, 30)}} {
		if mask, _ := fillMask(polys, within); mask != nil {
			t.Errorf("%v covers %v", polys, mask)
		}
	}
}

// The paths a cached picture draws look as Ebitengine's antialiased vector
// paths drew them: a circle, a star that crosses itself, a stroked zigzag
// with round joins and caps, a card's rounded frame stroked. Under 1% of
// the pixels differ by over a quarter (where a stroke's joins are outlined
// a little differently), none by over a third, and the mean difference is
// under 1%.
func TestCPUPathsMatchEbitenginesAntialiasedPaths(t *testing.T) {
	const w, h = 90, 90
	star := func() *vector.Path {
		var p vector.Path
		for i := range 5 {
			a := float64(i)*4*math.Pi/5 - math.Pi/2
			x, y := float32(45+38*math.Cos(a)), float32(45+38*math.Sin(a))
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
		return &p
	}
	zigzag := func() *vector.Path {
		var p vector.Path
		p.MoveTo(10, 70)
		p.LineTo(30, 20)
		p.LineTo(50, 70)
		p.CubicTo(60, 90, 80, 10, 82, 40)
		return &p
	}
	for _, c := range []struct {
		name   string
		path   func() *vector.Path
		stroke float64
	}{
		{"a circle", func() *vector.Path { return circlePath(44.3, 46, 30.6) }, 0},
		{"a star that crosses itself", star, 0},
		{"a stroked zigzag", zigzag, 5},
		{"a thin frame", func() *vector.Path { return RoundRectPath(layout.Rect{X: 8.5, Y: 6, W: 70, H: 76}, 9) }, 1.2},
	} {
		t.Run(c.name, func(t *testing.T) {
			gpu, cpu := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			defer gpu.Deallocate()
			defer cpu.Deallocate()
			opts := &vector.DrawPathOptions{AntiAlias: true, ColorScale: scale(ink)}
			if c.stroke > 0 {
				stroke := vector.StrokeOptions{Width: float32(c.stroke), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
				vector.StrokePath(gpu, c.path(), &stroke, opts)
				var outline vector.Path
				outline.AddStroke(c.path(), &vector.AddStrokeOptions{StrokeOptions: stroke})
				fillPolygons(cpu, polygonsOf(&outline), ink)
			} else {
				vector.FillPath(gpu, c.path(), &vector.FillOptions{}, opts)
				fillPolygons(cpu, polygonsOf(c.path()), ink)
			}
			a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
			gpu.ReadPixels(a)
			cpu.ReadPixels(b)
			worst, sum, covered, off := 0, 0, 0, 0
			for i := range a {
				d := int(a[i]) - int(b[i])
				d = max(d, -d)
				worst, sum = max(worst, d), sum+d
				if i%4 == 3 && a[i] > 0 {
					covered++
				}
				if d > 255/4 {
					off++
				}
			}
			if covered < 100 {
				t.Fatalf("the vector path covered only %d pixels: nothing to compare", covered)
			}
			mean := float64(sum) / float64(len(a)) / 255
			t.Logf("%d pixels covered; the CPU's differ by up to %d/255, %d by over a quarter (mean %.4f)", covered, worst, off, mean)
			if off > covered/100 || worst > 255/3 || mean > 0.01 {
				t.Errorf("the CPU's pixels differ from the vector path's by up to %d/255, %d of them by over a quarter (mean %.4f)", worst, off, mean)
			}
		})
	}
}

// A card's face with a portrait drawn into a fresh image, as the cache draws
// it the first time a card is seen at a size: its paths are filled on the
// CPU (a wasm build takes 3–6 times as long).
func BenchmarkCardFaceFirstDrawn(b *testing.B) {
	t := NewText()
	face := CardFace{Deck: "bench", Value: "7", Name: "Chancellor", Colour: color.RGBA{0x2a, 0x7a, 0x70, 0xff},
		Icon: func(dst *ebiten.Image, cx, cy, s float64, _ color.Color) {
			DrawPortrait(dst, cx, cy, s, Portrait{Skin: color.RGBA{0xe8, 0xc0, 0xa0, 0xff}, Hair: ink, Robe: color.RGBA{0x30, 0x60, 0x90, 0xff}, Trim: cream, Beard: true})
		}}
	img := ebiten.NewImage(140, 200)
	defer img.Deallocate()
	for b.Loop() {
		caching++
		drawCard(img, t, layout.Rect{X: 10, Y: 10, W: 120, H: 168}, face, CardState{})
		caching--
	}
}

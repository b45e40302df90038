package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/render/layout"
	"parlour/render/screentest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

var (
	cream = color.RGBA{0xf4, 0xec, 0xd8, 0xff}
	ink   = color.RGBA{0x20, 0x18, 0x10, 0xff}
	glass = color.RGBA{0x00, 0x00, 0x40, 0x40} // premultiplied, a quarter opaque
)

func pixelAt(px []byte, w, x, y int) [4]byte {
	i := 4 * (y*w + x)
	return [4]byte(px[i : i+4])
}

func rgbaBytes(c color.RGBA) [4]byte { return [4]byte{c.R, c.G, c.B, c.A} }

// A panel's pixels: its inside is its fill, its outside (the corners cut by
// the radius too) is clear, a pixel its edge halves is half covered, and
// its border lies on its edge, over the fill.
func TestAPanelCoversItsPixelsByTheirDistanceInsideItsEdge(t *testing.T) {
	const w, h = 40, 30
	r := layout.Rect{X: 4.5, Y: 4, W: 30, H: 20} // the left edge halves column 4
	for _, c := range []struct {
		name   string
		fill   color.Color
		border color.Color
		bw     float64
		x, y   int
		want   [4]byte
	}{
		{"the middle is the fill", cream, nil, 0, 20, 14, rgbaBytes(cream)},
		{"a translucent fill stays translucent", glass, nil, 0, 20, 14, rgbaBytes(glass)},
		{"outside is clear", cream, nil, 0, 1, 1, [4]byte{}},
		{"the corner the radius cuts is clear", cream, nil, 0, 5, 4, [4]byte{}},
		{"a pixel the edge halves is half covered", cream, nil, 0, 4, 14, [4]byte{0x7a, 0x76, 0x6c, 0x80}},
		{"the border lies on the edge", cream, ink, 2, 4, 14, rgbaBytes(ink)},
		{"inside the border is the fill", cream, ink, 2, 20, 14, rgbaBytes(cream)},
		{"a border alone leaves the middle clear", nil, ink, 2, 20, 14, [4]byte{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			px := panelPixels(w, h, r, 6, c.fill, c.border, c.bw)
			if got := pixelAt(px, w, c.x, c.y); got != c.want {
				t.Errorf("pixel (%d, %d) = %v, want %v", c.x, c.y, got, c.want)
			}
		})
	}
}

// A disc is opaque at its centre, clear beyond its radius and half covered
// where its edge crosses a pixel's centre, the same all round.
func TestADiscCoversItsPixelsByTheirDistanceFromItsCentre(t *testing.T) {
	const n = 21
	px := discPixels(n, n, 10.5, 10.5, 8, ink)
	if got := pixelAt(px, n, 10, 10); got != rgbaBytes(ink) {
		t.Errorf("the centre is %v", got)
	}
	for _, p := range [][2]int{{0, 0}, {20, 20}, {0, 20}, {1, 10}} {
		if got := pixelAt(px, n, p[0], p[1]); got != ([4]byte{}) {
			t.Errorf("pixel %v beyond the radius is %v", p, got)
		}
	}
	// Column 2's centre (2.5) lies exactly on the edge in the middle row.
	if got := pixelAt(px, n, 2, 10); got[3] != 0x80 {
		t.Errorf("the pixel the edge halves has alpha %#x, want 0x80", got[3])
	}
	for _, p := range [][2]int{{2, 10}, {18, 10}, {10, 2}, {10, 18}} {
		if got := pixelAt(px, n, p[0], p[1]); got != pixelAt(px, n, 2, 10) {
			t.Errorf("the edge at %v is %v, not as the left edge", p, got)
		}
	}
}

// The computed panels and discs look as the antialiased vector paths they
// replace: drawn both ways, no pixel differs by more than a fifth and the
// mean difference is under 1%.
func TestComputedShapesMatchTheVectorPathsTheyReplace(t *testing.T) {
	r := layout.Rect{X: 3, Y: 3, W: 93.4, H: 131}
	const w, h = 100, 138
	for _, c := range []struct {
		name     string
		computed []byte
		path     func(dst *ebiten.Image)
	}{
		{"a card's panel", panelPixels(w, h, r, 9, cream, ink, 1.5), func(dst *ebiten.Image) {
			p := RoundRectPath(r, 9)
			FillPath(dst, p, cream)
			StrokePath(dst, p, 1.5, ink)
		}},
		{"a pill", panelPixels(w, h, layout.Rect{X: 4, Y: 50, W: 90, H: 24}, 12, glass, nil, 0), func(dst *ebiten.Image) {
			FillPath(dst, RoundRectPath(layout.Rect{X: 4, Y: 50, W: 90, H: 24}, 12), glass)
		}},
		{"a coin", discPixels(w, h, 40.5, 60, 17.3, ink), func(dst *ebiten.Image) {
			FillPath(dst, circlePath(40.5, 60, 17.3), ink)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			img := ebiten.NewImage(w, h)
			defer img.Deallocate()
			c.path(img)
			drawn := make([]byte, 4*w*h)
			img.ReadPixels(drawn)
			worst, sum := 0, 0
			for i := range drawn {
				d := int(drawn[i]) - int(c.computed[i])
				d = max(d, -d)
				worst, sum = max(worst, d), sum+d
			}
			mean := float64(sum) / float64(len(drawn)) / 255
			if worst > 255/5 || mean > 0.01 {
				t.Errorf("the computed shape differs from the path's by up to %d/255 (mean %.4f)", worst, mean)
			}
		})
	}
}

// circlePath is a circle as a path: a square rounded all the way.
func circlePath(cx, cy, rad float64) *vector.Path {
	return RoundRectPath(layout.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, rad)
}

// A shape of no size (a radius that is not a number, as a layout squeezed
// to nothing can give) draws nothing, and does not fail.
func TestAShapeOfNoSizeDrawsNothing(t *testing.T) {
	nan := math.NaN()
	for _, px := range [][]byte{discPixels(3, 3, 1.5, 1.5, nan, ink), panelPixels(3, 3, layout.Rect{W: nan, H: 2}, 1, cream, ink, 1)} {
		for i, b := range px {
			if b != 0 {
				t.Fatalf("byte %d is %d", i, b)
			}
		}
	}
	img := ebiten.NewImage(8, 8)
	defer img.Deallocate()
	Circle(img, 4, 4, nan, ink)
	Circle(img, 4, 4, -3, ink)
}

// Skipping the pixels far from the edge gives the pixels the distance gives
// everywhere (checked against a panel computed pixel by pixel).
func TestAPanelsSkippedPixelsAreThoseItsDistanceGives(t *testing.T) {
	const w, h = 61, 47
	for _, c := range []struct {
		r      layout.Rect
		rad    float64
		border color.Color
		bw     float64
	}{
		{layout.Rect{X: 2.3, Y: 2, W: 55, H: 41.6}, 7, ink, 1.5},
		{layout.Rect{X: 1, Y: 1, W: 59, H: 45}, 30, nil, 0},
		{layout.Rect{X: 3, Y: 3, W: 50, H: 40}, 0, ink, 4},
	} {
		dist := func(x, y float64) float64 { return roundRectDistance(x, y, c.r, c.rad) }
		got := shapePixels(w, h, dist, cream, c.border, c.bw)
		want := make([]byte, 0, 4*w*h)
		for y := range h {
			for x := range w {
				one := shapePixels(1, 1, func(float64, float64) float64 { return dist(float64(x)+0.5, float64(y)+0.5) }, cream, c.border, c.bw)
				want = append(want, one...)
			}
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%+v: pixel (%d, %d) is %v, pixel by pixel %v", c, i/4%w, i/4/w, got[i/4*4:i/4*4+4], want[i/4*4:i/4*4+4])
			}
		}
	}
}

// A seat's panel (280×130, a border): computed once per size and colours.
func BenchmarkPanelPixels(b *testing.B) {
	r := layout.Rect{X: 3, Y: 3, W: 280, H: 130}
	for b.Loop() {
		panelPixels(286, 136, r, 10, cream, ink, 2)
	}
}

package render

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Vector paths are tessellated and stencilled on every draw, which costs a
// software renderer most of a frame; anything drawn repeatedly (cards, backs)
// is drawn once into an image per look and size, and that image is reused.
type cacheKey struct {
	kind  string
	deck  string
	id    int
	w, h  int
	flags uint8
	extra string
}

// entry is a cached image and the smallest text drawn into it, which counts
// towards the frame's smallest text each time the image is shown.
type entry struct {
	img      *ebiten.Image
	minText  float64
	minWords string
}

var cache = map[cacheKey]*entry{}

// drawnNow and drawnLast count the images drawn into the cache during the
// frame being drawn and during the last whole frame.
var drawnNow, drawnLast int

// Warming reports whether the last whole frame drew new images into the
// cache: a table's first frames, or its first at a new size, are long while
// every card and panel is drawn once, and a bot waits rather than make them
// longer.
func Warming() bool { return drawnLast > 0 }

// cached returns the image for key, drawing it with draw the first time.
func cached(key cacheKey, draw func(img *ebiten.Image)) *ebiten.Image {
	if e, ok := cache[key]; ok {
		seen(e.minText, e.minWords)
		return e.img
	}
	if len(cache) > 512 { // a resize makes every size new: start over rather than grow forever
		dropCache()
	}
	drawnNow++
	// A frame too small for what it holds (an embed of 320×240) can lay a
	// card out at no size at all: it is drawn as a speck, not a crash.
	e := &entry{img: ebiten.NewImage(max(key.w, 1), max(key.h, 1))}
	outer := sizes
	sizes = textSizes{min: noText}
	start := time.Now()
	caching++
	draw(e.img)
	caching--
	if caching == 0 {
		cacheTime += time.Since(start)
	}
	e.minText, e.minWords = sizes.min, sizes.words
	sizes = outer
	seen(e.minText, e.minWords)
	cache[key] = e
	return e.img
}

// dropCache deallocates every cached image and forgets the sizes in use.
func dropCache() {
	for k, e := range cache {
		e.img.Deallocate()
		delete(cache, k)
	}
	clear(slots) // the sizes in use are new too
	clear(warmed)
}

// Restyle drops every image drawn in the palette before a change of
// contrast (style.SetContrast): the cached cards, backs and panels, and the
// felt. Each is drawn again, in the new colours, when next shown.
func Restyle() {
	dropCache()
	if felt != nil {
		felt.Deallocate()
		felt = nil
	}
}

func blit(dst, img *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, y)
	op.Filter = filterFor(op.GeoM)
	dst.DrawImage(img, &op)
}

// filterFor is the filter for an image drawn through g: linear, so that a
// card moving or scaled by a fraction of a pixel glides, except where g
// only moves the image by whole pixels. There linear filtering samples
// every texel at its centre and gives the same pixels as nearest, at four
// reads a pixel instead of one: under a software renderer (SwiftShader in
// a browser without a GPU, Mesa in the tests) that is most of a frame.
func filterFor(g ebiten.GeoM) ebiten.Filter {
	a, b, c, d, tx, ty := g.Element(0, 0), g.Element(0, 1), g.Element(1, 0), g.Element(1, 1), g.Element(0, 2), g.Element(1, 2)
	if a == 1 && b == 0 && c == 0 && d == 1 && tx == math.Trunc(tx) && ty == math.Trunc(ty) {
		return ebiten.FilterNearest
	}
	return ebiten.FilterLinear
}

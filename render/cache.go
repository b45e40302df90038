package render

import (
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

var cache = map[cacheKey]*ebiten.Image{}

// cached returns the image for key, drawing it with draw the first time.
func cached(key cacheKey, draw func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := cache[key]; ok {
		return img
	}
	if len(cache) > 512 { // a resize makes every size new: start over rather than grow forever
		for k, img := range cache {
			img.Deallocate()
			delete(cache, k)
		}
	}
	img := ebiten.NewImage(key.w, key.h)
	draw(img)
	cache[key] = img
	return img
}

func blit(dst, img *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

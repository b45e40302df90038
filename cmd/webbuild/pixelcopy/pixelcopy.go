// Package pixelcopy is Ebitengine's imageToBytesSlow without image/draw.
// cmd/webbuild (patch image-to-bytes-without-image-draw) writes this file
// into the patched copy of package ebiten as parlour_imagetobytes.go, in
// place of the original, whose one call of draw.Draw links the whole of
// image/draw (DrawMask and a converter per image type: 60 KB of wasm code).
//
// Parlour never reaches it (etxt and the felt give *image.RGBA whole, which
// imageToBytes copies directly); it is the fallback for other image types,
// and gives the bytes draw.Draw gives (pixelcopy_test.go).
package pixelcopy

import "image"

// imageToBytesSlow is img's pixels as premultiplied RGBA bytes, row after
// row, as draw.Draw(dst, dst.Bounds(), img, img.Bounds().Min, draw.Src)
// writes them into a new *image.RGBA of img's size.
func imageToBytesSlow(img image.Image) []byte {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	bs := make([]byte, 4*w*h)
	if rgba, ok := img.(*image.RGBA); ok {
		// A sub-image: its rows, each a stride apart.
		for y := range h {
			at := rgba.PixOffset(b.Min.X, b.Min.Y+y)
			copy(bs[4*w*y:4*w*(y+1)], rgba.Pix[at:at+4*w])
		}
		return bs
	}
	i := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			bs[i], bs[i+1], bs[i+2], bs[i+3] = byte(r>>8), byte(g>>8), byte(bl>>8), byte(a>>8)
			i += 4
		}
	}
	return bs
}

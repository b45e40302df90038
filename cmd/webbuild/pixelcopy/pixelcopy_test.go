package pixelcopy

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"testing"
)

// drawn is what Ebitengine's original imageToBytesSlow returns.
func drawn(img image.Image) []byte {
	size := img.Bounds().Size()
	dst := image.NewRGBA(image.Rect(0, 0, size.X, size.Y))
	draw.Draw(dst, dst.Bounds(), img, img.Bounds().Min, draw.Src)
	return dst.Pix
}

// TestTheBytesAreThoseDrawDrawWrites: for every image type of package image
// that draw.Draw reads (whole and as a sub-image off the origin, random
// pixels), imageToBytesSlow gives draw.Draw's bytes.
func TestTheBytesAreThoseDrawDrawWrites(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	fill := func(pix []byte) {
		for i := range pix {
			pix[i] = byte(r.IntN(256))
		}
	}
	rect := image.Rect(-3, 2, 14, 11)
	palette := color.Palette{color.RGBA{1, 2, 3, 255}, color.NRGBA{200, 100, 50, 128}, color.Gray{77}, color.Transparent}
	images := map[string]func() image.Image{
		"RGBA":    func() image.Image { m := image.NewRGBA(rect); fill(m.Pix); return m },
		"RGBA64":  func() image.Image { m := image.NewRGBA64(rect); fill(m.Pix); return m },
		"NRGBA":   func() image.Image { m := image.NewNRGBA(rect); fill(m.Pix); return m },
		"NRGBA64": func() image.Image { m := image.NewNRGBA64(rect); fill(m.Pix); return m },
		"Alpha":   func() image.Image { m := image.NewAlpha(rect); fill(m.Pix); return m },
		"Alpha16": func() image.Image { m := image.NewAlpha16(rect); fill(m.Pix); return m },
		"Gray":    func() image.Image { m := image.NewGray(rect); fill(m.Pix); return m },
		"Gray16":  func() image.Image { m := image.NewGray16(rect); fill(m.Pix); return m },
		"CMYK":    func() image.Image { m := image.NewCMYK(rect); fill(m.Pix); return m },
		"Paletted": func() image.Image {
			m := image.NewPaletted(rect, palette)
			for i := range m.Pix {
				m.Pix[i] = byte(r.IntN(len(palette)))
			}
			return m
		},
		"YCbCr": func() image.Image {
			m := image.NewYCbCr(rect, image.YCbCrSubsampleRatio420)
			fill(m.Y)
			fill(m.Cb)
			fill(m.Cr)
			return m
		},
		"Uniform": func() image.Image { return image.NewUniform(color.NRGBA{9, 99, 199, 77}) },
	}
	for name, make := range images {
		for range 20 {
			img := make()
			if u, ok := img.(*image.Uniform); ok {
				img = &bounded{u, rect}
			}
			if got, want := imageToBytesSlow(img), drawn(img); !bytes.Equal(got, want) {
				t.Fatalf("%s: the bytes differ from draw.Draw's", name)
			}
			if s, ok := img.(interface {
				SubImage(image.Rectangle) image.Image
			}); ok {
				sub := s.SubImage(image.Rect(1, 4, 9, 10))
				if got, want := imageToBytesSlow(sub), drawn(sub); !bytes.Equal(got, want) {
					t.Fatalf("%s sub-image: the bytes differ from draw.Draw's", name)
				}
			}
		}
	}
}

// bounded is a uniform colour over a rectangle (image.Uniform is infinite).
type bounded struct {
	*image.Uniform
	r image.Rectangle
}

func (b *bounded) Bounds() image.Rectangle { return b.r }

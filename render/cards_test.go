package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
	"parlour/render/style"
)

// A card some 40 to 70 pixels wide (a phone's hand, the Guard's picker)
// prints its name at the readable size when the name fits its width: its
// portrait and number alone do not tell a newcomer a Priest from a Baron.
// A card too small for the readable size under its picture, or a name too
// long for the card's width, is left unnamed rather than written small.
func TestASmallCardNamesItselfWhereTheNameFitsAtTheReadableSize(t *testing.T) {
	text := NewText()
	for _, c := range []struct {
		name  string
		w     float64
		named bool
	}{
		{"Priest", 40, true},
		{"Guard", 48, true},
		{"Priest", 56, true},
		{"Baron", 64, true},
		{"Priest", 30, false},     // under the picture, no room for 10 pixels
		{"Chancellor", 40, false}, // wider than the card at the readable size
		{"Chancellor", 120, true}, // a large card, as before
	} {
		face := CardFace{Deck: "test", Value: "2", Name: c.name, Colour: color.RGBA{0x2a, 0x7a, 0x70, 0xff}}
		bare := face
		bare.Name = ""
		r := layout.Rect{X: 10, Y: 10, W: c.w, H: c.w * style.CardAspect}
		if got := differs(t, text, r, face, bare); got != c.named {
			t.Errorf("a card %v pixels wide named %q: drawn with its name %v, want %v", c.w, c.name, got, c.named)
		}
	}
}

// differs reports whether face and bare draw different pixels in r.
func differs(t *testing.T, text *Text, r layout.Rect, face, bare CardFace) bool {
	t.Helper()
	w, h := int(r.W+20), int(r.H+20)
	a, b := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer a.Deallocate()
	defer b.Deallocate()
	drawCard(a, text, r, face, CardState{})
	drawCard(b, text, r, bare, CardState{})
	pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	for i := range pa {
		if pa[i] != pb[i] {
			return true
		}
	}
	return false
}

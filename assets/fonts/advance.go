package fonts

import (
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Advance is the width of text in face at size pixels, kerned, as the
// text renderer lays it out: for what is measured outside Ebitengine (the
// web build's poster, the native tests that words fit their room). A
// character the face lacks adds nothing.
func Advance(face *sfnt.Font, text string, size float64) float64 {
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(size * 64)
	w := fixed.Int26_6(0)
	prev := sfnt.GlyphIndex(0)
	for i, r := range text {
		g, err := face.GlyphIndex(&buf, r)
		if err != nil {
			continue
		}
		if i > 0 {
			k, _ := face.Kern(&buf, prev, g, ppem, font.HintingNone)
			w += k
		}
		adv, _ := face.GlyphAdvance(&buf, g, ppem, font.HintingNone)
		w += adv
		prev = g
	}
	return float64(w) / 64
}

// Width is the width of text at size pixels in the regular face, or the
// bold, as render.Text measures it: the measure (layout.Measure) of the
// native tests that a table's words fit their room.
func Width(text string, size float64, bold bool) float64 {
	f := parsedFaces()[1]
	if bold {
		f = parsedFaces()[2]
	}
	return Advance(f, text, size)
}

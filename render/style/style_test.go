package style

import (
	"image/color"
	"math"
	"testing"
)

// contrast is WCAG's contrast ratio of two opaque colours.
func contrast(a, b color.RGBA) float64 {
	lum := func(c color.RGBA) float64 {
		ch := func(v uint8) float64 {
			x := float64(v) / 255
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
	}
	hi, lo := lum(a), lum(b)
	if lo > hi {
		hi, lo = lo, hi
	}
	return (hi + 0.05) / (lo + 0.05)
}

// The high-contrast table is what its name says: every pair a person reads
// (text on felt, on a seat, on a button; secondary text; ink on a card; the
// focus ring and the borders on felt) is further apart than on the normal
// table, and reaches WCAG's AAA ratio (7:1) for text, 3:1 for rings and
// edges.
func TestTheHighContrastTableHasStrongerContrastEverywhere(t *testing.T) {
	defer SetContrast(false)
	pairs := []struct {
		name string
		a, b func() color.RGBA
		min  float64
	}{
		{"text on felt", func() color.RGBA { return Cream }, func() color.RGBA { return Felt }, 7},
		{"text on a seat", func() color.RGBA { return Cream }, func() color.RGBA { return SeatFill }, 7},
		{"text on a button", func() color.RGBA { return Paper }, func() color.RGBA { return Button }, 7},
		{"secondary text on felt", func() color.RGBA { return Muted }, func() color.RGBA { return Felt }, 7},
		{"ink on a card", func() color.RGBA { return Ink }, func() color.RGBA { return Paper }, 7},
		{"a heading on felt", func() color.RGBA { return Gold }, func() color.RGBA { return Felt }, 7},
		{"the focus ring on felt", func() color.RGBA { return Focus }, func() color.RGBA { return Felt }, 3},
		{"a panel's edge on felt", Edge, func() color.RGBA { return Felt }, 3},
		{"a disabled label on its button", func() color.RGBA { return Muted }, func() color.RGBA { return FeltDark }, 7},
	}
	for _, p := range pairs {
		SetContrast(false)
		normal := contrast(p.a(), p.b())
		SetContrast(true)
		high := contrast(p.a(), p.b())
		if high <= normal || high < p.min {
			t.Errorf("%s: %.1f:1 in high contrast, %.1f:1 normally; want more, and at least %.0f:1", p.name, high, normal, p.min)
		}
	}
	if !HighContrast() {
		t.Error("HighContrast does not report the palette chosen")
	}
}

package style

import "testing"

func TestABoxSmallerThanTheLayoutsDrawsTheirSmallestScaledDown(t *testing.T) {
	for _, tc := range []struct{ w, h, want float64 }{
		{1280, 720, 1},
		{360, 640, 1},
		{360, 360, 1},
		{320, 240, 240.0 / 360},
		{240, 320, 240.0 / 360},
		{180, 600, 0.5},
		{0, 0, 1}, // before the first layout
	} {
		if got := Zoom(tc.w, tc.h); got != tc.want {
			t.Errorf("%v×%v: %v, want %v", tc.w, tc.h, got, tc.want)
		}
	}
}

// In a box drawn scaled down, no step of the type scale, and no floor a
// layout fits text to, is under ReadableCSS real CSS pixels.
func TestTextInAZoomedBoxIsNeverUnderTheReadableSize(t *testing.T) {
	for _, tc := range []struct{ w, h, dpr float64 }{
		{320, 240, 1}, {240, 320, 1}, {320, 240, 2}, {360, 640, 1}, {1280, 720, 1}, {180, 600, 3},
	} {
		z := Zoom(tc.w, tc.h)
		scale := tc.dpr * z
		u := Unit(tc.w*tc.dpr, tc.h*tc.dpr, scale)
		real := func(px float64) float64 { return px / tc.dpr }
		ty := TypeFor(u, scale).AtLeast(TextFloor(scale, z))
		for name, size := range map[string]float64{"tiny": ty.Tiny, "small": ty.Small, "body": ty.Body, "floor": TextFloor(scale, z)} {
			if real(size) < ReadableCSS-1e-9 {
				t.Errorf("%v×%v@%v: %s is %.2f real CSS px", tc.w, tc.h, tc.dpr, name, real(size))
			}
		}
		if z == 1 && TextFloor(scale, z) != MinTextCSS*scale {
			t.Errorf("%v×%v: an unzoomed box's floor moved: %v", tc.w, tc.h, TextFloor(scale, z))
		}
	}
}

// The least target is 24 real CSS pixels whatever the device's density and
// a small box's zoom (WCAG 2.5.8): 48 device pixels at density 2, and 96
// layout pixels where a box draws a 360-pixel layout at half size.
func TestTheLeastTargetIs24RealCSSPixels(t *testing.T) {
	for _, c := range []struct{ scale, zoom, want float64 }{{1, 0, 24}, {2, 1, 48}, {2, 0.5, 96}, {1, 0.8, 30}} {
		if got := MinTarget(c.scale, c.zoom); got != c.want {
			t.Errorf("MinTarget(%v, %v) = %v, want %v", c.scale, c.zoom, got, c.want)
		}
	}
}

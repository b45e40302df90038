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

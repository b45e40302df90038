package menus_test

import (
	"testing"

	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/apptest"
)

// A menu screen's heading stands clear of the screen's top: centred on
// Back's line, a large one began 5 pixels from the top at 1280×720 (10 at
// 2560×1440), its gold letters at the screen's edge (menus/heading.go).
// The setup, settings and statistics at six sizes from 320×240 up.
func TestAMenusHeadingStandsClearOfTheScreensTop(t *testing.T) {
	for _, screen := range []string{"setup", "settings", "stats"} {
		for _, size := range [][2]int{{1280, 720}, {1920, 1080}, {2560, 1440}, {390, 844}, {360, 640}, {320, 240}} {
			var d *apptest.Driver
			if screen == "setup" {
				d = apptest.Open(t, "?game=mascarade", size[0], size[1])
				untilSetup(d)
			} else {
				d = apptest.Open(t, "?", size[0], size[1])
				d.TapWhenShown(screen)
				d.Until("the "+screen, 60, func(s scenes.Snapshot) bool { return s.Scene == screen })
				d.Frames(2)
			}
			d.Draw()
			// The heading's gold, in the screen's top rows: a margin of a
			// hundredth of the height, at least 3 pixels.
			rows := max(3, size[1]/100)
			pix := make([]byte, 4*size[0]*size[1])
			d.Screen.ReadPixels(pix)
			gold := style.Gold
			for i := 0; i < 4*size[0]*rows; i += 4 {
				if near(pix[i], gold.R) && near(pix[i+1], gold.G) && near(pix[i+2], gold.B) {
					t.Errorf("%s at %dx%d: the heading's gold is %d pixels from the screen's top", screen, size[0], size[1], i/4/size[0])
					break
				}
			}
		}
	}
}

// near reports whether two channel values are within a few steps (the
// text's edges are blended with the felt).
func near(a, b uint8) bool { return max(a, b)-min(a, b) <= 24 }

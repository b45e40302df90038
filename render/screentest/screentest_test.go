package screentest_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/screentest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// EndFrame returns after Ebitengine has ended the frame and begun another
// update, so what a test drew before it is rendered and what it freed is
// let go before the next test; the drawing after it still reads back.
func TestEndFrameReturnsInTheNextUpdate(t *testing.T) {
	img := ebiten.NewImage(4, 4)
	defer img.Deallocate()
	for range 3 {
		before := ebiten.Tick()
		screentest.EndFrame()
		if after := ebiten.Tick(); after <= before {
			t.Fatalf("the tick stayed at %d across EndFrame", before)
		}
	}
	img.Fill(color.White)
	var px [16 * 4]byte
	img.ReadPixels(px[:])
	if px[0] != 0xff || px[3] != 0xff {
		t.Fatalf("the image drawn after the frames reads %v", px[:4])
	}
}

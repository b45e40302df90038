package loveletter

import (
	"image/color"

	"parlour/render"
	"parlour/render/style"
)

// back is Love Letter's card back: the red of sealing wax, a heart in the
// middle and small hearts in the corners.
var back = func() render.Back {
	b := render.DefaultBack
	b.Name, b.Corners = "loveletter", true
	return b
}()

// frame is Love Letter's face: cream letter paper, a gold rule inside the
// edge and a red heart in the corner, as on the back.
var frame = render.Frame{Paper: style.Paper, Edge: style.Ink, Rule: color.RGBA{0xc9, 0xa2, 0x4a, 0xff},
	Mark: render.Heart, MarkColour: color.RGBA{0xb8, 0x33, 0x2a, 0xff}}

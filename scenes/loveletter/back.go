package loveletter

import "parlour/render"

// back is Love Letter's card back: the red of sealing wax, a heart in the
// middle and small hearts in the corners.
var back = func() render.Back {
	b := render.DefaultBack
	b.Name, b.Corners = "loveletter", true
	return b
}()

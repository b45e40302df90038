package platform

// Tap is a tap the page recorded: where (device pixels), and whether a
// finger made it (a touch screen has no hover, so what a pointer shows by
// hovering is shown some other way there).
type Tap struct {
	X, Y  float64
	Touch bool
}

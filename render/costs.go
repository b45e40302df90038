package render

import "time"

// Where a frame's drawing time goes, for make measure: a slow frame while a
// bot thinks names its cause (new cached images, new glyphs, or neither).
var cacheTime, textTime time.Duration

// DrawCosts returns the time the frame drawn so far spent drawing new cached
// images (outermost only) and drawing text (glyphs rasterised on first use
// included), and starts counting again.
func DrawCosts() (cacheDraws, text time.Duration) {
	cacheDraws, text = cacheTime, textTime
	cacheTime, textTime = 0, 0
	return
}

// timeText adds the time since start to the frame's text time, unless inside
// a cached image's drawing (counted there).
func timeText(start time.Time) {
	if caching == 0 {
		textTime += time.Since(start)
	}
}

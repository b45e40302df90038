//go:build !js

package scenes

func latchedTaps() ([][2]float64, bool) { return nil, false }

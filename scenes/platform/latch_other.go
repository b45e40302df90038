//go:build !js

package platform

// LatchedTaps: natively Ebitengine's own input is polled.
func LatchedTaps() ([][2]float64, bool) { return nil, false }

//go:build !js

package platform

// LatchedTaps: natively Ebitengine's own input is polled.
func LatchedTaps() ([]Tap, bool) { return nil, false }

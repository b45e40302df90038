//go:build !js

package platform

// Publish does nothing outside the browser.
func Publish(state func(scale float64) string) {}

// Scale is 1 outside the browser (Ebitengine reports the monitor's own).
func Scale() float64 { return 1 }

// MarkFirstFrame does nothing outside the browser.
func MarkFirstFrame() {}

//go:build !js

package scenes

// Publish does nothing outside the browser.
func (a *App) Publish() {}

func markFirstFrame() {}

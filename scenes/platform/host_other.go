//go:build !js

package platform

// HostOrigins: a desktop program is embedded in no page.
func HostOrigins() (ancestor, referrer string) { return "", "" }

// InFrame: a desktop program is never in a frame.
func InFrame() bool { return false }

// PostHost: there is no host to tell.
func PostHost(origin string, msg []byte) {}

// ListenHost: no host sends messages.
func ListenHost(limit int, f func(origin string, fromParent bool, data []byte)) {}

// FullscreenAllowed: the desktop window's full screen is the system's.
func FullscreenAllowed() bool { return false }

// Fullscreen reports whether the page is full screen.
func Fullscreen() bool { return false }

// ToggleFullscreen does nothing on the desktop.
func ToggleFullscreen() {}

// OpenTab has no browser to open a tab in.
func OpenTab(address string) {}

//go:build !js

package platform

import (
	"fmt"
	"os"
	"strings"
)

// Query reads setup parameters from the command line, written as in a URL:
// parlour game=loveletter players=4.
func Query() string { return strings.Join(os.Args[1:], "&") }

// Warn writes a warning to standard error.
func Warn(msg string) { fmt.Fprintln(os.Stderr, msg) }

// DeviceLanguage is the locale's language tag.
func DeviceLanguage() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			return strings.ReplaceAll(strings.SplitN(l, ".", 2)[0], "_", "-")
		}
	}
	return ""
}

// PageURL is the page's address without its query string (a native build
// has none).
func PageURL() string { return "parlour" }

// OnLeave is for the browser's pagehide; a desktop program's games are let
// go with the process.
func OnLeave(leave, back func()) {}

// PrefersReducedMotion is the browser's prefers-reduced-motion; a desktop
// program has no such preference to read, and motion is on until chosen.
func PrefersReducedMotion() bool { return false }

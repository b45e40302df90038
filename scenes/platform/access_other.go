//go:build !js

package platform

import "parlour/scenes/a11y"

// AccessApply does nothing outside the browser: the desktop has no page.
func AccessApply(ops []a11y.Op) {}

// AccessSay does nothing outside the browser.
func AccessSay(text string, assertive bool) {}

// AccessHush does nothing outside the browser.
func AccessHush() {}

// AccessTake reports nothing outside the browser.
func AccessTake() (pressed []string, focused string) { return nil, "" }

// AccessKeys reports nothing outside the browser.
func AccessKeys() []string { return nil }

//go:build !js

package scenes

func markShown() {}

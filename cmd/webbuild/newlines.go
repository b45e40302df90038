package main

import "strings"

// collapseNewlines turns every run of two or more newlines into exactly
// two: what Ebitengine's GLSL writer does with regexp `\n\n+` at the end of
// glsl.Compile. shaders.go copies this function's text into the patched
// copy in place of that regexp (see there why), so it is tested here.
func collapseNewlines(s string) string {
	if !strings.Contains(s, "\n\n\n") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			run++
			if run > 2 {
				continue
			}
		} else {
			run = 0
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

package main

import (
	"errors"
	"strings"
	"testing"
)

// glsl.Compile collapses blank lines with collapseNewlines, copied in from
// newlines.go, and no longer imports regexp.
func TestGLSLLosesItsRegexp(t *testing.T) {
	out, err := glslWithoutRegexp(ebitenFile(t, "internal/shaderir/glsl/glsl.go"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	if strings.Contains(s, "regexp") {
		t.Error("the rewritten glsl.go still names regexp")
	}
	for _, want := range []string{"vs = parlourCollapseNewlines(vs)", "fs = parlourCollapseNewlines(fs)", "func parlourCollapseNewlines(s string) string {"} {
		if !strings.Contains(s, want) {
			t.Errorf("the rewritten glsl.go lacks %q", want)
		}
	}
	if _, err := glslWithoutRegexp([]byte("package glsl\n\nimport \"regexp\"\n\nvar nls = regexp.MustCompile(`\\n+`)\n")); !errors.Is(err, errUpstreamChanged) {
		t.Errorf("a glsl.go of another shape: err = %v, want one that says what to update", err)
	}
}

package main

import (
	"errors"
	"strings"
	"testing"
)

// The rewritten shader.go must say exactly what the template said, for every
// choice, and no longer need text/template (whose reflection is the reason for
// the patch: see patch.go).
func TestPrecomputedBuiltinShadersMatchTheTemplate(t *testing.T) {
	src := ebitenFile(t, "internal/builtinshader/shader.go")
	out, err := precomputeBuiltinShaders(src)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, gone := range []string{`"text/template"`, "template.Must", "tmpl.Execute"} {
		if strings.Contains(s, gone) {
			t.Errorf("the rewritten file still holds %s", gone)
		}
	}
	for _, kept := range []string{"const ClearShaderSource", "type Filter int", "func ShaderSource(filter Filter, address Address, useColorM bool) []byte", "var precomputedShaderSources"} {
		if !strings.Contains(s, kept) {
			t.Errorf("the rewritten file lost %q", kept)
		}
	}
	// 3 filters × 3 addresses × with and without the colour matrix.
	if n := strings.Count(s, `"//kage:unit pixels`); n != 18 {
		t.Errorf("%d precomputed sources, want 18", n)
	}
	// Spot checks of what the template's branches write.
	for _, want := range []string{"clr := imageSrc0UnsafeAt(srcPos)", "inversedScale = min(inversedScale, vec2(1))", "p0 = adjustSrcPosForAddressRepeat(p0)", "var ColorMBody mat4"} {
		if !strings.Contains(s, strings.ReplaceAll(want, "\n", `\n`)) {
			t.Errorf("no precomputed source holds %q", want)
		}
	}
}

// A shader.go whose shape has changed upstream must stop the build with a
// message, not build something different.
func TestPatchRefusesAnUnexpectedShaderFile(t *testing.T) {
	_, err := precomputeBuiltinShaders([]byte("package builtinshader\n\nfunc ShaderSource() []byte { return nil }\n"))
	if !errors.Is(err, errUpstreamChanged) {
		t.Fatalf("err = %v, want one that says what to update", err)
	}
}

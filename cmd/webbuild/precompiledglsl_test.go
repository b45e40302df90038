package main

import (
	"errors"
	"strings"
	"testing"
)

// In a browser the OpenGL driver takes the build's GLSL, and nothing of the
// program calls glsl.Compile any more (the reason for the patch); outside a
// browser the driver still writes its GLSL.
func TestTheOpenGLDriverTakesThePrecompiledGLSLInABrowser(t *testing.T) {
	out, err := openGLShaderWithPrecompiledGLSL(ebitenFile(t, openGLShaderFile))
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, gone := range []string{"glsl.Compile(", `"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"`} {
		if strings.Contains(s, gone) {
			t.Errorf("the rewritten shader.go still holds %q", gone)
		}
	}
	if !strings.Contains(s, "parlourGLSL(s.ir, s.graphics.context.glslVersion())") {
		t.Error("the rewritten shader.go does not take its GLSL from parlourGLSL")
	}
	if strings.Contains(parlourGLSLJS, "glsl.Compile(") || !strings.HasPrefix(parlourGLSLJS, "//go:build js\n") {
		t.Error("the browser's parlourGLSL writes GLSL, or is not for the browser alone")
	}
	if !strings.Contains(parlourGLSLOther, "glsl.Compile(p, version)") || !strings.HasPrefix(parlourGLSLOther, "//go:build !js\n") {
		t.Error("outside a browser parlourGLSL does not write the GLSL as before")
	}
}

// A driver that no longer writes its GLSL as precompiledglsl.go expects stops
// the build with a message.
func TestTheGLSLRewriteRefusesAnUnexpectedDriver(t *testing.T) {
	for name, src := range map[string]string{
		"no compile":  "package opengl\n",
		"two compile": "package opengl\n" + openGLCompileLine + openGLCompileLine,
	} {
		if _, err := openGLShaderWithPrecompiledGLSL([]byte(src)); !errors.Is(err, errUpstreamChanged) {
			t.Errorf("%s: err = %v, want one that says what to update", name, err)
		}
	}
}

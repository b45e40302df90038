package main

import (
	"errors"
	"strings"
	"testing"
)

// The copy's CompileShader decodes the build's programs and no longer reaches
// Ebitengine's Kage compiler, whose code is the reason for the rewrite (see
// shaders.go); the rest of the file stays as it was.
func TestCompileShaderIsReplacedByTheBuildsPrograms(t *testing.T) {
	src := ebitenFile(t, "internal/graphics/shader.go")
	out, err := rewriteGraphicsShader(src)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, gone := range []string{"shader.Compile(", "func CalcSourceHash(", "func completeShaderSource(", `"github.com/hajimehoshi/ebiten/v2/internal/shader"`} {
		if strings.Contains(s, gone) {
			t.Errorf("the rewritten file still holds %q", gone)
		}
	}
	for _, want := range []string{"precompiledShaders[string(fragmentSrc)]", "ParlourDecodeProgram(data)", "parlourRememberGLSL(p, g)", "func shaderSuffix("} {
		if !strings.Contains(s, want) {
			t.Errorf("the rewritten file lacks %q", want)
		}
	}
}

// A CompileShader that no longer compiles as shaders.go expects must stop the
// build with a message, not build something different.
func TestShaderRewriteRefusesAnUnexpectedCompileShader(t *testing.T) {
	for name, src := range map[string]string{
		"no function":   "package graphics\n",
		"another shape": "package graphics\n\nfunc CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {\n\treturn shader.Compile(fragmentSrc, \"v\", \"f\", 4)\n}\n",
	} {
		_, err := rewriteGraphicsShader([]byte(src))
		if !errors.Is(err, errUpstreamChanged) {
			t.Errorf("%s: err = %v, want one that says what to update", name, err)
		}
	}
}

// The files written into the copy keep this module's builds out only by
// their first line, which the copy must not keep.
func TestInEbitenFilesLoseTheirIgnoreTag(t *testing.T) {
	for name, b := range map[string][]byte{"shadergen.go": shadergen, "parlour_shaders.go": shaderDecoder} {
		if !strings.HasPrefix(string(b), "//go:build ignore\n") {
			t.Errorf("%s does not open with the ignore tag", name)
		}
		if strings.Contains(string(withoutIgnoreTag(b)), "//go:build") {
			t.Errorf("%s keeps a build tag in the copy", name)
		}
	}
}

package main

import (
	"errors"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// Every file a browser's program links that used go/constant names the
// copy's constant package instead and uses only what both of its builds
// declare; the decoder's float is a MakeRatio; the result parses.
func TestTheBrowsersShaderFilesUseTheLightConstants(t *testing.T) {
	files := map[string][]byte{"internal/graphics/parlour_shaders.go": withoutIgnoreTag(shaderDecoder)}
	for _, f := range shaderConstantUsers[:3] {
		files[f] = ebitenFile(t, f)
	}
	for name, src := range files {
		out, err := withShaderConstants(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s := string(out)
		if strings.Contains(s, `"go/constant"`) || !strings.Contains(s, `"`+shaderConstantPackage+`"`) {
			t.Errorf("%s still imports go/constant", name)
		}
		if strings.Contains(s, "constant.BinaryOp(") {
			t.Errorf("%s still calls constant.BinaryOp", name)
		}
		if _, err := parser.ParseFile(token.NewFileSet(), name, out, 0); err != nil {
			t.Errorf("%s does not parse: %v", name, err)
		}
	}
	if !strings.Contains(string(mustRewrite(t, withoutIgnoreTag(shaderDecoder))), decoderLightRatio) {
		t.Error("the decoder does not make its floats with MakeRatio")
	}
}

func mustRewrite(t *testing.T, src []byte) []byte {
	t.Helper()
	out, err := withShaderConstants(src)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Both builds of the package parse, each under its build line, and the
// browser's is lightconst's source renamed.
func TestTheShaderConstantPackageHasABuildForEachSide(t *testing.T) {
	js, err := lightConstantForBrowser(lightConstantSource)
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]string{"constant_js.go": string(js), "constant_other.go": shaderConstantOutsideBrowser} {
		f, err := parser.ParseFile(token.NewFileSet(), name, src, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if f.Name.Name != "constant" {
			t.Errorf("%s is package %s", name, f.Name.Name)
		}
		for _, api := range shaderConstantAPI {
			if f.Scope.Lookup(api) == nil {
				t.Errorf("%s does not declare %s", name, api)
			}
		}
	}
	if !strings.HasPrefix(string(js), "//go:build js\n") || !strings.HasPrefix(shaderConstantOutsideBrowser, "//go:build !js\n") {
		t.Error("a build of the package lacks its build line")
	}
}

// A file that uses more of go/constant than the browser's package has, or
// folds constants the decoder's way elsewhere, stops the build.
func TestTheShaderConstantPatchRefusesWhatTheLightPackageCannotDo(t *testing.T) {
	glsl := string(ebitenFile(t, "internal/shaderir/glsl/glsl.go"))
	for name, src := range map[string]string{
		"a function it lacks": strings.Replace(glsl, "constant.Float64Val(s.ForDelta)", "constant.Float64Val(constant.Real(s.ForDelta))", 1),
		"a BinaryOp":          strings.Replace(glsl, "constant.UnaryOp(token.SUB, d, 0)", "constant.BinaryOp(d, token.MUL, d)", 1),
		"no go/constant":      strings.Replace(glsl, "\t\"go/constant\"\n", "", 1),
	} {
		if src == glsl {
			t.Fatalf("%s: the test's change did not apply", name)
		}
		if _, err := withShaderConstants([]byte(src)); !errors.Is(err, errUpstreamChanged) {
			t.Errorf("%s: err = %v, want one that says what to update", name, err)
		}
	}
}

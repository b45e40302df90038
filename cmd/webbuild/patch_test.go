package main

import (
	"os"
	"os/exec"
	"path/filepath"
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

// ebitenDir is Ebitengine's module directory, downloaded if need be (as the
// build does). Without a module proxy it skips with the reason, except in CI,
// where the build itself needs the module and a skip would hide a defect.
func ebitenDir(t *testing.T) string {
	t.Helper()
	dir, _, err := moduleDir(ebitenModule)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip("Ebitengine's module cannot be had:", err)
	}
	return dir
}

// The build finds Ebitengine's files on a machine whose module cache is
// empty: "go list -m" names no directory there, and the first "make run"
// of a fresh machine failed on it.
func TestModuleDirDownloadsIntoAnEmptyModuleCache(t *testing.T) {
	want, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", ebitenModule).Output()
	if err != nil {
		t.Skip("go list:", err)
	}
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	t.Setenv("GOFLAGS", "-modcacherw") // so that t.TempDir can remove it
	dir, version, err := moduleDir(ebitenModule)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip("no module proxy here:", err)
	}
	if !strings.HasPrefix(dir, cache) || version != strings.TrimSpace(string(want)) {
		t.Fatalf("dir %q version %q; want a directory under the new cache %q at go.mod's %s", dir, version, cache, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "internal", "builtinshader", "shader.go")); err != nil {
		t.Fatalf("the module's files are not there: %v", err)
	}
}

// ebitenFile reads a file of Ebitengine's module as the module cache has it.
func ebitenFile(t *testing.T, rel string) []byte {
	t.Helper()
	dir := ebitenDir(t)
	src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// A shader.go whose shape has changed upstream must stop the build with a
// message, not build something different.
func TestPatchRefusesAnUnexpectedShaderFile(t *testing.T) {
	_, err := precomputeBuiltinShaders([]byte("package builtinshader\n\nfunc ShaderSource() []byte { return nil }\n"))
	if err == nil || !strings.Contains(err.Error(), "update cmd/webbuild/patch.go") {
		t.Fatalf("err = %v, want one that says what to update", err)
	}
}

// The page, the service worker and wasm_exec.js lose the lines that are
// only comments, but keep the licence they open with, every line of code,
// and a // inside a string.
func TestCommentLinesAreLeftOutButNotTheLicence(t *testing.T) {
	in := "// Copyright 2018 The Go Authors.\n// BSD licence.\n\n\"use strict\";\n\t// why this is so\nconst u = \"https://example.com\"; // trailing\n  // another\nx();\n"
	want := "// Copyright 2018 The Go Authors.\n// BSD licence.\n\n\"use strict\";\nconst u = \"https://example.com\"; // trailing\nx();\n"
	if got := string(dropCommentLines([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

// The copy's caller.go no longer imports go/build (see patch.go), and a
// caller.go that declares something the stub lacks is refused, not replaced.
func TestCallerIsReplacedOnlyWhileItDeclaresWhatTheStubDoes(t *testing.T) {
	dir := ebitenDir(t)
	dst := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dst, "internal", "debug"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := withoutGoBuild(dir, dst); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dst, callerFile))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"go/build"`) || !strings.Contains(string(b), "func FirstCaller() (file string, line int, callerType CallerType)") {
		t.Fatalf("the replaced caller.go:\n%s", b)
	}
	changed := t.TempDir()
	if err := os.MkdirAll(filepath.Join(changed, "internal", "debug"), 0o755); err != nil {
		t.Fatal(err)
	}
	upstream := append([]byte(nil), callerStub...)
	upstream = append(upstream, "\nfunc CallerDepth() int { return 0 }\n"...)
	if err := os.WriteFile(filepath.Join(changed, callerFile), upstream, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := withoutGoBuild(changed, dst); err == nil || !strings.Contains(err.Error(), "no longer matches") {
		t.Fatalf("a caller.go with a new function was replaced anyway (err %v)", err)
	}
}

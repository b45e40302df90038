package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 39 §6: the build checks that every shader the game makes is in the
// precompiled table, by refusing a NewShader call outside Ebitengine.
func TestTheBuildFindsAShaderOfTheGamesOwn(t *testing.T) {
	dir := t.TempDir()
	own := filepath.Join(dir, "own.go")
	none := filepath.Join(dir, "none.go")
	os.WriteFile(own, []byte("package x\n\nimport \"github.com/hajimehoshi/ebiten/v2\"\n\nfunc f() {\n\tebiten.NewShader([]byte(\"//kage\"))\n}\n"), 0o644)
	os.WriteFile(none, []byte("package x\n\n// NewShader is only named here.\nfunc g() { newShaderish() }\nfunc newShaderish() {}\n"), 0o644)
	calls, err := shaderCalls([]string{own, none})
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 1 || !strings.HasSuffix(calls[0], "own.go:6") {
		t.Fatalf("found %v; want own.go:6 alone", calls)
	}
}

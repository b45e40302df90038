package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

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

// Every patch is named, says why and what change upstream would remove it,
// and has its proposal in UPSTREAM.md under its name: the list and the
// proposals must not drift apart.
func TestEveryPatchIsExplainedAndProposedUpstream(t *testing.T) {
	upstream, err := os.ReadFile("UPSTREAM.md")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range patches {
		if p.name == "" || len(p.files) == 0 || p.why == "" || p.upstream == "" || p.apply == nil {
			t.Errorf("patch %q lacks a name, files, why, upstream or apply", p.name)
		}
		for _, n := range p.needs {
			if !seen[n] {
				t.Errorf("patch %q needs %q, which does not come before it", p.name, n)
			}
		}
		if seen[p.name] {
			t.Errorf("two patches are named %q", p.name)
		}
		seen[p.name] = true
		if !strings.Contains(string(upstream), "\n## "+p.name+":") {
			t.Errorf("UPSTREAM.md has no section \"## %s: ...\"", p.name)
		}
	}
	for _, line := range strings.Split(string(upstream), "\n") {
		name, _, ok := strings.Cut(strings.TrimPrefix(line, "## "), ":")
		if strings.HasPrefix(line, "## ") && ok && !seen[name] {
			t.Errorf("UPSTREAM.md proposes %q, which no patch is named", name)
		}
	}
}

// A misspelt -skip must not build the full engine while claiming to measure
// one without a patch, and a patch is never applied without one it needs.
func TestSkippingAnUnknownOrNeededPatchFails(t *testing.T) {
	for skip, want := range map[string]string{
		"no-such-patch":          "no-such-patch",
		"builtin-shader-sources": "precompiled-shaders needs builtin-shader-sources",
	} {
		if _, err := patchedModfile(t.TempDir(), []string{skip}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("-skip %s: err = %v, want one saying %q", skip, err, want)
		}
	}
}

// The wasm's build information keeps the path that go.mod gives the patched
// copy: an absolute one made the same commit build a different wasm in every
// checkout's folder (CI's was 9.8 KB larger, brotli, and over the budget).
// The go.mod names it relative to the root, and go finds it there from any
// folder of the project.
func TestThePatchedGoModNamesNoFolderOutsideTheProject(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	text := patchedGoMod(gomod, []string{"a-patch"}, "v2.9.10")
	if strings.Contains(string(text), root) {
		t.Fatalf("the patched go.mod names the checkout's folder %s:\n%s", root, text)
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), text, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), gosum, 0o644); err != nil {
		t.Fatal(err)
	}
	list := exec.Command("go", "list", "-m", "-modfile="+filepath.Join(dir, "go.mod"), "-f", "{{.Dir}}", ebitenModule)
	list.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
	out, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if got, want := strings.TrimSpace(string(out)), filepath.Join(root, "build", "ebiten-patched", "v2.9.10"); got != want {
		t.Errorf("go finds the patched copy in %s, want %s", got, want)
	}
}

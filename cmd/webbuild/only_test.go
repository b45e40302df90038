package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlour/game/catalog"
)

// -only's wasm links its game's rules and table and no other game's: the
// packages cmd/parlour depends on for js/wasm, read through the overlay,
// hold the game's packages and none of another game's (a line or an
// import of another game left in either list would link it).
func TestAOneGameWasmLinksThatGameAndNoOther(t *testing.T) {
	names := catalog.Games()
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			overlay, err := oneGameOverlay("../..", t.TempDir(), name)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("go", "list", "-overlay="+overlay, "-deps", "./cmd/parlour")
			cmd.Dir = "../.."
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
			cmd.Stderr = os.Stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("go list: %v", err)
			}
			deps := strings.Fields(string(out))
			for _, other := range names {
				e, _ := catalog.Lookup(other)
				for _, p := range []string{e.Package(), "parlour/scenes/" + other} {
					if linked := slices.Contains(deps, p); linked != (other == name) {
						t.Errorf("%s linked: %v", p, linked)
					}
				}
			}
		})
	}
}

// The lists that -only writes are Go that compiles: the game's line
// alone, and every import they keep still used (the compiler refuses an
// unused one), the game's own among them.
func TestAOneGameListKeepsTheGamesLineAndTheImportsItUses(t *testing.T) {
	dir := t.TempDir()
	if _, err := oneGameOverlay("../..", dir, "mascarade"); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string][]string{
		"games.go":  {"mascarade.Entry", "parlour/game/mascarade/entry", "parlour/game/registry"},
		"tables.go": {"mascarade.Spec", "parlour/scenes/mascarade", "parlour/scenes/table"},
	} {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, file), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		used := map[string]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CompositeLit); ok {
				for _, el := range c.Elts {
					lines = append(lines, types.ExprString(el))
				}
			}
			if s, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := s.X.(*ast.Ident); ok {
					used[x.Name] = true
				}
			}
			return true
		})
		if !slices.Equal(lines, want[:1]) {
			t.Errorf("%s lists %v, want %v", file, lines, want[:1])
		}
		var imports []string
		for _, is := range f.Imports {
			name, p := importName(is)
			imports = append(imports, p)
			if !used[name] {
				t.Errorf("%s imports %s and does not use it", file, p)
			}
		}
		if slices.Sort(imports); !slices.Equal(imports, want[1:]) {
			t.Errorf("%s imports %v, want %v", file, imports, want[1:])
		}
	}
}

// A game that is not in the catalog, or a list in which the game has no
// line or two, is refused rather than building a wasm that seats nothing
// or the wrong game.
func TestAGameWithoutExactlyOneLineInAListIsRefused(t *testing.T) {
	if _, err := oneGameOverlay("../..", t.TempDir(), "chess"); err == nil {
		t.Error("an unknown game was accepted")
	}
	src := []byte("package games\n\nimport (\n\ta \"x/a\"\n\tb \"x/b\"\n)\n\nvar All = []int{a.N, b.N}\n")
	if _, err := keepOne(src, func(p string) bool { return p == "x/c" }); err == nil {
		t.Error("a list without the game's line was accepted")
	}
	if _, err := keepOne(src, func(p string) bool { return true }); err == nil {
		t.Error("a list with two lines of the game was accepted")
	}
	one, err := keepOne(src, func(p string) bool { return p == "x/b" })
	if err != nil {
		t.Fatal(err)
	}
	if want := "package games\n\nimport (\n\tb \"x/b\"\n)\n\nvar All = []int{b.N}\n"; string(one) != want {
		t.Errorf("got\n%s\nwant\n%s", one, want)
	}
}

// An embed's Play counts the loader, every file of the frame's page and
// the wasm, brotli; a build without one of them cannot say the figure.
func TestAnEmbedsPlayCountsTheLoaderTheFramesPageAndTheWasm(t *testing.T) {
	out := t.TempDir()
	want := 0
	for i, f := range embedPlayFiles {
		n := 100 * (i + 1)
		want += n
		if err := os.WriteFile(filepath.Join(out, f+".br"), make([]byte, n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := embedPlay(out); err != nil || got != want {
		t.Fatalf("embedPlay = %d, %v; want %d", got, err, want)
	}
	for _, f := range []string{"embed.js", "index.js", "wasm_exec.js", "parlour.wasm"} {
		if !slices.Contains(embedPlayFiles, f) {
			t.Errorf("%s is not counted", f)
		}
	}
	os.Remove(filepath.Join(out, "parlour.wasm.br"))
	if _, err := embedPlay(out); err == nil {
		t.Error("a build without its compressed wasm gave a figure")
	}
}
